// The embedded database of a data folder flushes each commit to disk: PostgreSQL's fsync is on and reaches the disk.
import { mkdtempSync, rmSync } from 'node:fs';
import { fsyncSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './connection';
import { DurableNodeFS, durableStartParams } from './durable-pglite';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

function freshFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'his-durable-'));
  folders.push(folder);
  return folder;
}

describe('durable embedded database', () => {
  it('flushes the write-ahead log to disk at every commit', async () => {
    const folder = freshFolder();
    let syncs = 0;
    const client = await PGlite.create({
      dataDir: folder,
      fs: new DurableNodeFS(folder, (fd) => { syncs++; fsyncSync(fd); }),
      startParams: durableStartParams(),
    });
    try {
      await client.query('CREATE TABLE rows (n integer)');
      const before = syncs;
      for (let n = 0; n < 20; n++) await client.query('INSERT INTO rows VALUES ($1)', [n]);
      // One flush per commit at least; a PGlite upgrade that routes flushes elsewhere again makes this 0.
      expect(syncs - before).toBeGreaterThanOrEqual(20);
    } finally {
      await client.close();
    }
  });

  it('is the default for a data folder, and can be turned off where a lost folder costs nothing', async () => {
    const durable = await openDatabase({ dataDir: freshFolder() });
    const fsync = async (database: typeof durable) => (await database.query<{ fsync: string }>('SHOW fsync'))[0]!.fsync;
    try {
      expect(await fsync(durable)).toBe('on');
    } finally {
      await durable.close();
    }
    const relaxed = await openDatabase({ dataDir: freshFolder(), durable: false });
    try {
      expect(await fsync(relaxed)).toBe('off');
    } finally {
      await relaxed.close();
    }
  });

  it('reopens a durable folder with its data', async () => {
    const folder = freshFolder();
    const first = await openDatabase({ dataDir: folder });
    await first.query('CREATE TABLE kept (note text)');
    await first.query(`INSERT INTO kept VALUES ('hàng một')`);
    await first.close();
    const second = await openDatabase({ dataDir: folder });
    try {
      expect(await second.query('SELECT note FROM kept')).toEqual([{ note: 'hàng một' }]);
    } finally {
      await second.close();
    }
  });
});
