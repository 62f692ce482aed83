// Structured logs: one JSON object per line on stdout, so a facility's log shipper can index them.
import type { Logger } from '@his/sdk/server';

type Level = 'info' | 'warn' | 'error';
type LineWriter = (line: string, level: Level) => void;

/**
 * Writes the lines of one turn of the event loop to the stream at once. stdout on a pipe (a service manager, a
 * log shipper) is written synchronously, so one write per line would cost every request a system call. An error
 * is written at once, after the lines before it, and what is held is written when the process exits.
 */
export function batchedLines(stream: Pick<NodeJS.WriteStream, 'write'> = process.stdout): LineWriter {
  let held: string[] = [];
  const flush = () => {
    if (held.length === 0) return;
    const text = held.join('');
    held = [];
    stream.write(text);
  };
  process.once('exit', flush);
  return (line, level) => {
    held.push(line + '\n');
    if (level === 'error') flush();
    else if (held.length === 1) setImmediate(flush);
  };
}

let stdoutLines: LineWriter | null = null;
const defaultWriter: LineWriter = (line, level) => (stdoutLines ??= batchedLines())(line, level);

export function createLogger(base: Record<string, unknown> = {}, write: LineWriter = defaultWriter): Logger & { child(fields: Record<string, unknown>): Logger } {
  const emit = (level: Level, message: string, fields?: Record<string, unknown>) => {
    if (process.env.HIS_LOG === 'silent') return;
    write(JSON.stringify({ time: new Date().toISOString(), level, msg: message, ...base, ...fields }), level);
  };
  return {
    info: (m, f) => emit('info', m, f),
    warn: (m, f) => emit('warn', m, f),
    error: (m, f) => emit('error', m, f),
    child: (fields) => createLogger({ ...base, ...fields }, write),
  };
}
