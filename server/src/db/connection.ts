// Opens the database: embedded PGlite in a data folder by default, a PostgreSQL server when a URL is given.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '@his/sdk/server';
import { lockDataFolder } from './lock-file';

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Plain SQL with $1… parameters, outside any transaction: for migrations, health checks and tests. */
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /** Runs SQL scripts (several statements each, no parameters) in one transaction. */
  execScripts(scripts: readonly string[]): Promise<void>;
  /**
   * Runs `work` while no other process runs exclusive work on the same database: several server
   * processes may start at once on one PostgreSQL, and only one at a time may migrate and seed.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** A dedicated LISTEN connection; only a PostgreSQL server can carry notifications between processes. */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { url: string; poolSize?: number }
  /** dataDir undefined means in memory; loadDataDir clones a prepared database (tests). */
  | { dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return 'url' in options ? openPostgres(options.url, options.poolSize ?? 10) : openPglite(options.dataDir, options.loadDataDir);
}

export async function createPglite(dataDir?: string, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm, unaccent } });
}

async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  const lock = dataDir ? lockDataFolder(dataDir) : null;
  let client: PGlite;
  try {
    client = await createPglite(dataDir, loadDataDir);
  } catch (error) {
    lock?.release();
    throw error;
  }
  let closed = false;
  return {
    kind: 'pglite',
    db: drizzlePglite(client) as unknown as Db,
    query: async (text, params) => (await client.query(text, params)).rows as never,
    async execScripts(scripts) {
      await client.transaction(async (tx) => {
        for (const script of scripts) await tx.exec(script);
      });
    },
    // PGlite takes no advisory locks across processes, and needs none: the lock file keeps every other process out.
    exclusive: (work) => work(),
    async close() {
      if (closed) return;
      closed = true;
      // PGlite runs with fsync off: a checkpoint before closing leaves the folder clean for the next start.
      if (dataDir) await client.query('CHECKPOINT').catch(() => undefined);
      await client.close();
      lock?.release();
    },
  };
}

/** The advisory lock key of exclusive work; advisory locks are per database, so one constant serves every deployment. */
const EXCLUSIVE_LOCK_KEY = 4_815_162_342;

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  await pool.query('select 1');
  const listeners: pg.Client[] = [];
  return {
    kind: 'postgres',
    db: drizzlePostgres(pool) as unknown as Db,
    query: async (text, params) => (await pool.query(text, params as unknown[])).rows,
    async execScripts(scripts) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        for (const script of scripts) await client.query(script);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async exclusive(work) {
      // A session lock on a connection of its own, outside the pool: it is held while the work uses pooled
      // connections, and PostgreSQL drops it by itself if this process dies halfway.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [EXCLUSIVE_LOCK_KEY]);
        return await work();
      } finally {
        await client.end().catch(() => undefined);
      }
    },
    async listen(channel, onPayload) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      client.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
      });
      await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
      listeners.push(client);
      return async () => {
        await client.end().catch(() => undefined);
      };
    },
    async close() {
      await Promise.all(listeners.map((client) => client.end().catch(() => undefined)));
      await pool.end();
    },
  };
}
