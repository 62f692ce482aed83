// The embedded database's own thread: a long statement blocks only this thread, which the server's thread can end.
import { parentPort, workerData } from 'node:worker_threads';
import type { QueryOptions } from '@electric-sql/pglite';
import { createPglite } from './pglite-create';

export interface WorkerStart {
  dataDir: string;
  durable: boolean;
}

/** Functions cannot cross threads: the only parsers the caller may ask for return the text as it is, named by type OID. */
export interface WorkerQueryOptions {
  rowMode?: 'array' | 'object';
  paramTypes?: number[];
  textTypes?: number[];
}

export type WorkerOperation =
  | { op: 'query'; sql: string; params: unknown[]; options: WorkerQueryOptions }
  | { op: 'exec'; sql: string }
  | { op: 'close' };

export type WorkerRequest = WorkerOperation & { id: number };

/** An error as plain fields: PostgreSQL's code, constraint, detail… survive, the options with functions do not. */
export type ErrorFields = Record<string, string | number | boolean>;

export type WorkerReply =
  | { ready: true }
  | { startError: ErrorFields }
  | { id: number; result: unknown }
  | { id: number; error: ErrorFields };

export function errorFields(error: unknown): ErrorFields {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: ErrorFields = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[key] = value;
  }
  return fields;
}

const port = parentPort!;
const start = workerData as WorkerStart;
const identity = (value: unknown) => value;
const parserSets = new Map<string, QueryOptions['parsers']>();

function parsersFor(textTypes: number[] | undefined): QueryOptions['parsers'] {
  if (!textTypes?.length) return undefined;
  const key = textTypes.join(',');
  let parsers = parserSets.get(key);
  if (!parsers) parserSets.set(key, (parsers = Object.fromEntries(textTypes.map((oid) => [oid, identity]))));
  return parsers;
}

try {
  const client = await createPglite(start.dataDir, undefined, start.durable);
  port.on('message', async (request: WorkerRequest) => {
    try {
      let result: unknown;
      if (request.op === 'query') {
        const { rowMode, paramTypes, textTypes } = request.options;
        result = await client.query(request.sql, request.params, { rowMode, paramTypes, parsers: parsersFor(textTypes) });
      } else if (request.op === 'exec') {
        result = await client.exec(request.sql);
      } else {
        // A checkpoint before closing leaves the folder clean for the next start, and with fsync off the only flush.
        await client.query('CHECKPOINT').catch(() => undefined);
        await client.close();
        result = null;
      }
      port.postMessage({ id: request.id, result } satisfies WorkerReply);
    } catch (error) {
      port.postMessage({ id: request.id, error: errorFields(error) } satisfies WorkerReply);
    }
  });
  port.postMessage({ ready: true } satisfies WorkerReply);
} catch (error) {
  port.postMessage({ startError: errorFields(error) } satisfies WorkerReply);
}
