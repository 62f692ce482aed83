// Opens the database: embedded PGlite in a data folder by default, a PostgreSQL server when a URL is given.
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '@his/sdk/server';
import type { Logger } from '../types';
import { lockDataFolder, type DataFolderLock } from './lock-file';
import { createPglite } from './pglite-create';
import { PgliteWorker } from './pglite-proxy';
import { createListener, type ListenStatus, type Listener } from './listener';

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Plain SQL with $1… parameters, outside any transaction: for migrations, health checks and tests. */
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /** Runs SQL scripts (several statements each, no parameters) in one transaction, without the statement time limit. */
  execScripts(scripts: readonly string[]): Promise<void>;
  /**
   * Runs `work` while no other process runs exclusive work on the same database: several server
   * processes may start at once on one PostgreSQL, and only one at a time may migrate and seed.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Listens on a channel of the process's one LISTEN connection; only a PostgreSQL server can carry
   * notifications between processes. The connection comes back by itself when the server drops it.
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Told when the LISTEN connection is lost and when it is back: notifications in between were missed. */
  onListenStatus?(handler: (status: ListenStatus) => void): () => void;
  /** Whether the database answers a trivial query within `timeoutMs`: for /healthz. */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  /** statementTimeoutMs: PostgreSQL cancels any statement running longer (0: never); default HIS_STATEMENT_TIMEOUT_MS or 15 s. */
  | { url: string; poolSize?: number; statementTimeoutMs?: number }
  /**
   * dataDir undefined means in memory; loadDataDir clones a prepared database (tests). durable (default true)
   * flushes every commit of a data folder to disk; false trades that for speed where a lost folder costs nothing.
   * statementTimeoutMs (default HIS_STATEMENT_TIMEOUT_MS) limits statements on a data folder; in memory there is no limit.
   */
  | { dataDir?: string; loadDataDir?: Blob; durable?: boolean; statementTimeoutMs?: number };

export const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;
/** A transaction left open this long without a statement (a stuck request) is ended by PostgreSQL, releasing its locks. */
export const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000;
/** How long a request waits for a new pooled connection before it is told the database is unavailable. */
const CONNECT_TIMEOUT_MS = 5_000;

const silent: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

export async function openDatabase(options: DatabaseOptions, log: Logger = silent): Promise<Database> {
  const statementTimeoutMs = options.statementTimeoutMs ?? statementTimeoutFromEnv(process.env.HIS_STATEMENT_TIMEOUT_MS);
  if ('url' in options) return openPostgres(options.url, options.poolSize ?? 10, statementTimeoutMs, log);
  return openPglite(options.dataDir, options.loadDataDir, options.durable ?? true, statementTimeoutMs, log);
}

/** The statement limit HIS_STATEMENT_TIMEOUT_MS sets: milliseconds, 0 for none; anything else stops the start with the reason. */
export function statementTimeoutFromEnv(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_STATEMENT_TIMEOUT_MS;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`HIS_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds (0 for no limit), not "${value}".`);
  return ms;
}

export { createPglite };

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined, durable: boolean, statementTimeoutMs: number, log: Logger): Promise<Database> {
  const lock = dataDir ? lockDataFolder(dataDir) : null;
  try {
    // A data folder's database runs in a worker thread, which a statement over the limit can be ended with; PGlite
    // cannot interrupt its own statement. One in memory (tests, a cloned template) stays in this thread with no
    // limit: ending its worker would lose every row.
    if (dataDir && !loadDataDir) return openPgliteWorker(await PgliteWorker.start({ dataDir, durable, statementTimeoutMs, log }), lock!);
    return openPgliteInThread(await createPglite(dataDir, loadDataDir, durable), dataDir, lock);
  } catch (error) {
    lock?.release();
    throw error;
  }
}

function openPgliteWorker(client: PgliteWorker, lock: DataFolderLock): Database {
  return {
    kind: 'pglite',
    db: drizzlePglite(client as unknown as PGlite) as unknown as Db,
    query: async (text, params) => (await client.query(text, params)).rows as never,
    async execScripts(scripts) {
      // Migrations may build an index or rewrite a table for longer than a request may run.
      await client.transaction(async (tx) => {
        for (const script of scripts) await tx.exec(script);
      }, { unlimited: true });
    },
    // The lock file keeps every other process out; the limit is off as for migrations: seeding may run long.
    exclusive: (work) => client.withoutLimit(work),
    ping: async () => client.ready,
    async close() {
      if (client.closed) return;
      // The worker checkpoints before it closes; the lock outlives restarts of the worker and ends here.
      await client.close();
      lock.release();
    },
  };
}

function openPgliteInThread(client: PGlite, dataDir: string | undefined, lock: DataFolderLock | null): Database {
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
    ping: async () => !closed && !client.closed,
    async close() {
      if (closed) return;
      closed = true;
      // A checkpoint before closing leaves the folder clean for the next start, and with fsync off the only flush.
      if (dataDir) await client.query('CHECKPOINT').catch(() => undefined);
      await client.close();
      lock?.release();
    },
  };
}

/** The advisory lock key of exclusive work; advisory locks are per database, so one constant serves every deployment. */
const EXCLUSIVE_LOCK_KEY = 4_815_162_342;

async function openPostgres(url: string, poolSize: number, statementTimeoutMs: number, log: Logger): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
  });
  // An idle pooled connection dropped by the server (a restart, pg_terminate_backend) is discarded by the pool;
  // without these listeners its 'error' event would end the process.
  pool.on('error', (error) => log.warn('database.connectionLost', { error: String(error) }));
  // A checked-out connection that drops between two statements emits 'error' too; the request using it gets the error.
  pool.on('connect', (client) => client.on('error', () => undefined));
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  let listener: Listener | undefined;
  const getListener = () => (listener ??= createListener(() => new pg.Client({ connectionString: url, keepAlive: true }), log));
  return {
    kind: 'postgres',
    db: drizzlePostgres(pool) as unknown as Db,
    query: async (text, params) => (await pool.query(text, params as unknown[])).rows,
    async execScripts(scripts) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        // Migrations may build an index or rewrite a table for longer than a request may run.
        await client.query('SET LOCAL statement_timeout = 0');
        for (const script of scripts) await client.query(script);
        await client.query('COMMIT');
        client.release();
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        client.release(error as Error);
        throw error;
      }
    },
    async exclusive(work) {
      // A session lock on a connection of its own, outside the pool: it is held while the work uses pooled
      // connections, and PostgreSQL drops it by itself if this process dies halfway.
      const client = new pg.Client({ connectionString: url });
      client.on('error', (error) => log.warn('database.exclusiveConnectionLost', { error: String(error) }));
      await client.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [EXCLUSIVE_LOCK_KEY]);
        return await work();
      } finally {
        await client.end().catch(() => undefined);
      }
    },
    listen: (channel, onPayload) => getListener().listen(channel, onPayload),
    onListenStatus: (handler) => getListener().onStatus(handler),
    async ping(timeoutMs = 2_000) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
      try {
        return await Promise.race([pool.query('select 1').then(() => true, () => false), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      await listener?.close();
      await pool.end();
    },
  };
}
