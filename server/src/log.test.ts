import { describe, expect, it, vi } from 'vitest';
import { batchedLines, createLogger } from './log';

function recorder() {
  const writes: string[] = [];
  return { writes, stream: { write: (text: string) => writes.push(text) > 0 } };
}

describe('batchedLines', () => {
  it('writes the lines of one turn of the event loop at once, in order', async () => {
    const { writes, stream } = recorder();
    const write = batchedLines(stream);
    write('a', 'info');
    write('b', 'warn');
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(['a\nb\n']);
    write('c', 'info');
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(['a\nb\n', 'c\n']);
  });

  it('writes an error at once, after the lines held before it', () => {
    const { writes, stream } = recorder();
    const write = batchedLines(stream);
    write('before', 'info');
    write('failure', 'error');
    expect(writes).toEqual(['before\nfailure\n']);
  });
});

describe('createLogger', () => {
  it('writes one JSON object per line with the level, message and fields', () => {
    vi.stubEnv('HIS_LOG', '');
    const lines: string[] = [];
    const log = createLogger({ service: 'his' }, (line) => lines.push(line)).child({ variant: 'hospital' });
    log.warn('database.slow', { ms: 12 });
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'warn', msg: 'database.slow', service: 'his', variant: 'hospital', ms: 12 });
    vi.unstubAllEnvs();
  });
});
