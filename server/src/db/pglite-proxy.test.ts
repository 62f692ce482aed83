// The embedded database in its worker thread behaves as PGlite does for Drizzle and the connection (one statement or
// transaction at a time, in order), and a statement over the limit ends the worker without losing committed rows.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './connection';
import { PgliteWorker } from './pglite-proxy';

// Long enough that a loaded machine's first statement on a fresh worker still meets it, short enough to wait out.
const LIMIT_MS = 1_500;
const folder = mkdtempSync(join(tmpdir(), 'his-pglite-worker-'));
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
let client: PgliteWorker;

const notes = async () => (await client.query<{ note: string }>('SELECT note FROM notes ORDER BY id')).rows.map((row) => row.note);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  client = await PgliteWorker.start({ dataDir: folder, durable: true, statementTimeoutMs: LIMIT_MS, log: silent });
  await client.exec('CREATE TABLE notes (id serial PRIMARY KEY, note text NOT NULL)');
}, 60_000);
afterAll(async () => {
  await client?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('embedded database in a worker thread', () => {
  it('keeps statements asked during a transaction out of it, runs them after it in order, and rolls it back when it throws', async () => {
    await client.query('DELETE FROM notes');
    const transaction = client.transaction(async (tx) => {
      await tx.query('INSERT INTO notes (note) VALUES ($1)', ['in the transaction']);
      await sleep(50);
      await tx.query('INSERT INTO notes (note) VALUES ($1)', ['still in it']);
      throw new Error('the request failed');
    });
    const after = [client.query('INSERT INTO notes (note) VALUES ($1)', ['first after']), client.query('INSERT INTO notes (note) VALUES ($1)', ['second after'])];
    await expect(transaction).rejects.toThrow('the request failed');
    await Promise.all(after);
    expect(await notes()).toEqual(['first after', 'second after']);
  });

  it('rolls back on tx.rollback() and refuses statements on the closed transaction', async () => {
    await client.query('DELETE FROM notes');
    const result = await client.transaction(async (tx) => {
      await tx.query('INSERT INTO notes (note) VALUES ($1)', ['undone']);
      await tx.rollback();
      await expect(tx.query('SELECT 1')).rejects.toThrow('Transaction is closed');
      return 'returned';
    });
    expect(result).toBe('returned');
    expect(await notes()).toEqual([]);
  });

  it('gives Drizzle dates as text and PostgreSQL errors with their code and constraint, as PGlite in the thread does', async () => {
    const db = drizzle(client as unknown as PGlite);
    const [row] = (await db.execute(sql`SELECT '2026-01-02 03:04:05+07'::timestamptz AS at, 7::int AS n`)).rows as { at: unknown; n: unknown }[];
    expect(row).toEqual({ at: expect.stringMatching(/^2026-01-01 20:04:05/), n: 7 });
    await expect(client.query('INSERT INTO notes (id, note) VALUES (1, $1), (1, $1)', ['twice'])).rejects.toMatchObject({ code: '23505', constraint: 'notes_pkey' });
    await expect(client.query('SELECT 1', [], { parsers: { 1184: (value) => new Date(value) } })).rejects.toThrow(/only parsers that keep the text/);
  });

  it('ends a statement over the limit with the statement-timeout error, loses only its transaction, and serves the next on a fresh worker', async () => {
    await client.query('DELETE FROM notes');
    await client.query('INSERT INTO notes (note) VALUES ($1)', ['committed before']);
    const started = Date.now();
    const stuck = client.transaction(async (tx) => {
      await tx.query('INSERT INTO notes (note) VALUES ($1)', ['lost with the worker']);
      await tx.query('SELECT pg_sleep(5)').catch((error: unknown) => {
        expect(Date.now() - started).toBeLessThan(LIMIT_MS + 1_000);
        expect(error).toMatchObject({ code: '57014' });
      });
      // The transaction went with the worker: a statement after it must not run outside any transaction.
      await tx.query('INSERT INTO notes (note) VALUES ($1)', ['after the timeout']);
    });
    const queued = client.query('INSERT INTO notes (note) VALUES ($1)', ['queued behind it']);
    await expect(stuck).rejects.toMatchObject({ code: '08006' });
    expect(client.ready).toBe(false);
    await queued;
    expect(await notes()).toEqual(['committed before', 'queued behind it']);
    expect(client.ready).toBe(true);
  }, 30_000);
});

describe('embedded database on a data folder', () => {
  it('exempts migrations and start-up work from the limit that ordinary statements meet, and closes so the folder reopens', async () => {
    await client.close();
    await expect(client.query('SELECT 1')).rejects.toThrow('PGlite is closed');
    const database = await openDatabase({ dataDir: folder, statementTimeoutMs: LIMIT_MS });
    try {
      await expect(database.query('SELECT pg_sleep(3)')).rejects.toMatchObject({ code: '57014' });
      await expect(database.execScripts(['SELECT pg_sleep(3)'])).resolves.toBeUndefined();
      await expect(database.exclusive(() => database.query('SELECT pg_sleep(3)'))).resolves.toHaveLength(1);
      expect(await database.query('SELECT note FROM notes ORDER BY id')).toEqual([{ note: 'committed before' }, { note: 'queued behind it' }]);
    } finally {
      await database.close();
    }
  }, 30_000);
});
