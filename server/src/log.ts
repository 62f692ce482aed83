// Structured logs: one JSON object per line on stdout, so a facility's log shipper can index them.
import type { Logger } from '@his/sdk/server';

type Level = 'info' | 'warn' | 'error';

export function createLogger(base: Record<string, unknown> = {}, write: (line: string) => void = (line) => process.stdout.write(line + '\n')): Logger & { child(fields: Record<string, unknown>): Logger } {
  const emit = (level: Level, message: string, fields?: Record<string, unknown>) => {
    if (process.env.HIS_LOG === 'silent') return;
    write(JSON.stringify({ time: new Date().toISOString(), level, msg: message, ...base, ...fields }));
  };
  return {
    info: (m, f) => emit('info', m, f),
    warn: (m, f) => emit('warn', m, f),
    error: (m, f) => emit('error', m, f),
    child: (fields) => createLogger({ ...base, ...fields }, write),
  };
}
