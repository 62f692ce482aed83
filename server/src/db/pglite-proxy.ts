// The server's handle on an embedded database running in a worker thread: what Drizzle and the connection use of
// PGlite, with a time limit per statement that ends the worker and starts a fresh one on the same folder.
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import type { Logger } from '../types';
import type { ErrorFields, WorkerOperation, WorkerQueryOptions, WorkerReply, WorkerRequest, WorkerStart } from './pglite-worker';

export interface PgliteWorkerOptions extends WorkerStart {
  /** Milliseconds a statement may run before the worker is ended (0: never). */
  statementTimeoutMs: number;
  log: Logger;
}

/** The part of PGlite's handle that Drizzle's driver and the connection call; Drizzle is given this in PGlite's place. */
export interface PgliteLike {
  query<Row>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<Row>>;
  exec(sql: string): Promise<Results[]>;
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
  readonly closed: boolean;
}

/** What PostgreSQL itself answers when statement_timeout cancels a statement; database-errors.ts knows the code. */
function statementTimeoutError(limitMs: number): Error {
  return Object.assign(new Error(`canceling statement due to statement timeout (${limitMs} ms)`), { code: '57014', severity: 'ERROR' });
}

/** 08006 connection_failure: the statement never ran, or its transaction was lost with the worker; a retry may succeed. */
function connectionLostError(): Error {
  return Object.assign(new Error('The embedded database was restarted; the statement did not complete.'), { code: '08006', severity: 'ERROR' });
}

function rebuildError(fields: ErrorFields): Error {
  const { message, ...rest } = fields;
  return Object.assign(new Error(String(message)), rest);
}

/** Drizzle asks for parsers that keep dates, intervals and numeric arrays as text; any other parser cannot cross threads. */
function workerOptions(options: QueryOptions | undefined): WorkerQueryOptions {
  if (!options) return {};
  const { rowMode, paramTypes, parsers, ...rest } = options;
  const unsupported = Object.keys(rest).filter((key) => rest[key as keyof typeof rest] !== undefined);
  if (unsupported.length) throw new Error(`The embedded database's worker does not support the query options ${unsupported.join(', ')}.`);
  const textTypes = Object.entries(parsers ?? {}).map(([oid, parse]) => {
    const probe = 'probe';
    if (parse(probe, Number(oid)) !== probe) throw new Error(`The embedded database's worker supports only parsers that keep the text (type ${oid}).`);
    return Number(oid);
  });
  return { rowMode, paramTypes, textTypes };
}

interface Pending {
  resolve(result: unknown): void;
  reject(error: Error): void;
  timer?: NodeJS.Timeout;
}

/** One started worker; replaced as a whole when it is ended, so a statement of a lost transaction can tell. */
class Thread {
  /** Set once its database opened: a worker that fails before that is not restarted, its start fails instead. */
  started = false;
  dead = false;
  readonly pending = new Map<number, Pending>();
  constructor(readonly worker: Worker) {}
}

export class PgliteWorker implements PgliteLike {
  static async start(options: PgliteWorkerOptions): Promise<PgliteWorker> {
    const proxy = new PgliteWorker(options);
    await proxy.#connection();
    return proxy;
  }

  #thread: Promise<Thread> | undefined;
  #restarting = false;
  #closed = false;
  #nextId = 1;
  /** PGlite has one connection: a statement or a whole transaction holds it, and the rest wait their turn in order. */
  #tail: Promise<unknown> = Promise.resolve();
  #unlimited = 0;

  private constructor(private readonly options: PgliteWorkerOptions) {}

  get closed(): boolean {
    return this.#closed;
  }

  /** Whether a worker is up to take statements (not between an ended one and its replacement). */
  get ready(): boolean {
    return !this.#closed && !this.#restarting && this.#thread !== undefined;
  }

  async query<Row>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<Row>> {
    const request: WorkerOperation = { op: 'query', sql, params, options: workerOptions(options) };
    return this.#exclusive(async (thread) => (await this.#send(thread, request, this.#limit())) as Results<Row>);
  }

  exec(sql: string): Promise<Results[]> {
    return this.#exclusive(async (thread) => (await this.#send(thread, { op: 'exec', sql }, this.#limit())) as Results[]);
  }

  /** As PGlite's own: BEGIN, the callback, COMMIT, or ROLLBACK when it throws; other statements wait until it ends. */
  transaction<T>(callback: (tx: Transaction) => Promise<T>, options: { unlimited?: boolean } = {}): Promise<T> {
    return this.#exclusive(async (thread) => {
      const limit = () => (options.unlimited ? 0 : this.#limit());
      const run = (request: WorkerOperation) => this.#send(thread, request, limit());
      let closed = false;
      const open = () => {
        if (closed) throw new Error('Transaction is closed');
      };
      await run({ op: 'exec', sql: 'BEGIN' });
      const tx = {
        query: async (sql: string, params: unknown[] = [], queryOptions?: QueryOptions) => (open(), run({ op: 'query', sql, params, options: workerOptions(queryOptions) })),
        exec: async (sql: string) => (open(), run({ op: 'exec', sql })),
        async rollback() {
          open();
          await run({ op: 'exec', sql: 'ROLLBACK' });
          closed = true;
        },
        sql: () => Promise.reject(new Error("The embedded database's worker does not support tx.sql.")),
        listen: () => Promise.reject(new Error("The embedded database's worker does not support tx.listen.")),
        get closed() {
          return closed;
        },
      } as unknown as Transaction;
      try {
        const result = await callback(tx);
        if (!closed) {
          closed = true;
          const [commit] = (await run({ op: 'exec', sql: 'COMMIT' })) as Results[];
          if (commit?.command === 'ROLLBACK') throw Object.assign(new Error('The transaction was rolled back.'), { code: '25P02' });
        }
        return result;
      } catch (error) {
        // On a worker that was ended the transaction is gone with it; nothing is left to roll back.
        if (!closed && !thread.dead) await run({ op: 'exec', sql: 'ROLLBACK' }).catch(() => undefined);
        closed = true;
        throw error;
      }
    });
  }

  /** Runs `work` with no time limit on any statement: migrations and seeding at start may rightly take long. */
  async withoutLimit<T>(work: () => Promise<T>): Promise<T> {
    this.#unlimited++;
    try {
      return await work();
    } finally {
      this.#unlimited--;
    }
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    // Waits for the statements already queued, then checkpoints and closes in the worker.
    await this.#tail.catch(() => undefined);
    const thread = await this.#thread?.catch(() => undefined);
    if (!thread || thread.dead) return;
    await this.#send(thread, { op: 'close' }, 0).catch(() => undefined);
    thread.dead = true;
    await thread.worker.terminate();
  }

  #limit(): number {
    return this.#unlimited > 0 ? 0 : this.options.statementTimeoutMs;
  }

  #exclusive<T>(work: (thread: Thread) => Promise<T>): Promise<T> {
    if (this.#closed) return Promise.reject(new Error('PGlite is closed'));
    const turn = this.#tail.then(async () => {
      const thread = await this.#connection().catch((error: unknown) => {
        throw Object.assign(connectionLostError(), { cause: error });
      });
      return work(thread);
    });
    this.#tail = turn.catch(() => undefined);
    return turn;
  }

  #connection(): Promise<Thread> {
    // A start that failed is tried again by the next statement rather than in a loop.
    if (!this.#thread) {
      const starting = this.#spawn();
      this.#thread = starting;
      starting.catch(() => {
        if (this.#thread === starting) this.#thread = undefined;
      });
    }
    return this.#thread;
  }

  #spawn(): Promise<Thread> {
    const { dataDir, durable } = this.options;
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { dataDir, durable } satisfies WorkerStart });
    const thread = new Thread(worker);
    return new Promise<Thread>((resolve, reject) => {
      worker.on('message', (reply: WorkerReply) => {
        if ('ready' in reply) {
          thread.started = true;
          return resolve(thread);
        }
        if ('startError' in reply) {
          thread.dead = true;
          void worker.terminate();
          return reject(rebuildError(reply.startError));
        }
        const pending = thread.pending.get(reply.id);
        if (!pending) return;
        thread.pending.delete(reply.id);
        clearTimeout(pending.timer);
        if ('error' in reply) pending.reject(rebuildError(reply.error));
        else pending.resolve(reply.result);
      });
      worker.on('error', (error) => {
        this.options.log.error('database.workerFailed', { error: String(error) });
        reject(error);
        this.#end(thread, connectionLostError);
      });
      worker.on('exit', () => {
        reject(connectionLostError());
        this.#end(thread, connectionLostError);
      });
    });
  }

  #send(thread: Thread, request: WorkerOperation, limitMs: number): Promise<unknown> {
    if (thread.dead) return Promise.reject(connectionLostError());
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      const pending: Pending = { resolve, reject };
      if (limitMs > 0) {
        pending.timer = setTimeout(() => {
          this.options.log.warn('database.statementTimeout', { limitMs });
          pending.reject(statementTimeoutError(limitMs));
          thread.pending.delete(id);
          this.#end(thread, connectionLostError);
        }, limitMs);
      }
      thread.pending.set(id, pending);
      thread.worker.postMessage({ ...request, id } satisfies WorkerRequest);
    });
  }

  /**
   * Ends a worker that overran or failed: what was waiting on it fails, and the next statement runs on a fresh
   * worker on the same folder, where PostgreSQL's crash recovery replays the write-ahead log.
   */
  #end(thread: Thread, reason: () => Error): void {
    if (thread.dead) return;
    thread.dead = true;
    if (!thread.started) return void thread.worker.terminate();
    for (const pending of thread.pending.values()) {
      clearTimeout(pending.timer);
      pending.reject(reason());
    }
    thread.pending.clear();
    if (this.#closed) return void thread.worker.terminate();
    this.#restarting = true;
    const started = Date.now();
    const replacement = thread.worker
      .terminate()
      .then(() => this.#spawn())
      .then((fresh) => {
        this.options.log.info('database.workerRestarted', { ms: Date.now() - started });
        return fresh;
      })
      .finally(() => (this.#restarting = false));
    replacement.catch((error: unknown) => this.options.log.error('database.workerRestartFailed', { error: String(error) }));
    this.#thread = replacement;
    replacement.catch(() => {
      if (this.#thread === replacement) this.#thread = undefined;
    });
  }
}
