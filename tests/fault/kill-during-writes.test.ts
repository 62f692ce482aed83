// kill -9 during a loop of acknowledged writes on the embedded database: after restart every
// acknowledged row is there and the database opens cleanly.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@his/server';

const folder = mkdtempSync(join(tmpdir(), 'his-kill9-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Runs the writer until it has acknowledged `count` more rows, then kills it with SIGKILL; returns the last acknowledged number. */
function writeThenKill(count: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'acknowledged-writer.ts'), folder], { stdio: ['ignore', 'pipe', 'inherit'] });
    let acknowledged = 0;
    let seen = 0;
    let buffer = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop()!;
      for (const line of lines) {
        const match = /^ack (\d+)$/.exec(line);
        if (!match) continue;
        acknowledged = Number(match[1]);
        if (++seen === count) child.kill('SIGKILL');
      }
    });
    child.on('exit', (_code, signal) => (signal === 'SIGKILL' ? resolve(acknowledged) : reject(new Error(`writer stopped on its own (${signal ?? _code})`))));
  });
}

describe('embedded database under kill -9', () => {
  it('keeps every acknowledged row across three kills', async () => {
    let lastAcknowledged = 0;
    for (let round = 0; round < 3; round++) {
      lastAcknowledged = await writeThenKill(40 + round * 17);
      const database = await openDatabase({ dataDir: folder });
      const rows = await database.query<{ n: number }>('SELECT n FROM fault_rows ORDER BY n');
      await database.close();
      const present = new Set(rows.map((row) => row.n));
      const missing = Array.from({ length: lastAcknowledged }, (_, i) => i + 1).filter((n) => !present.has(n));
      expect(missing).toEqual([]);
    }
    expect(lastAcknowledged).toBeGreaterThan(100);
  }, 180_000);
});
