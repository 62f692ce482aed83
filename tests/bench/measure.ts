// Timing helpers of the benchmark scripts: percentiles, a timed call, the spread of samples as printed, an API call
// that fails loudly, and the run of one measurement on each database.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { DatabaseOptions, HisServer } from '@his/server';
import { gql, headersFor, type Caller } from '../support/server';
import { postgresAvailable, startPostgres } from '../support/postgres';

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

/** p50, p95 and max of the samples (sorted in place), with the load average they depend on (2 cores are shared). */
export function spread(samples: number[]): string {
  samples.sort((a, b) => a - b);
  const load = loadavg().map((value) => value.toFixed(2)).join(' ');
  return `p50 ${percentile(samples, 50).toFixed(1)}, p95 ${percentile(samples, 95).toFixed(1)}, max ${samples.at(-1)!.toFixed(1)} ms (load ${load})`;
}

/** One call of a client: a main-service query and its variables. */
export interface ClientCall {
  query: string;
  variables?: Record<string, unknown>;
}

/**
 * Latencies of main-service calls made by clients on a thread of their own (`clients[i]` is client i's calls; the
 * clients at once): what the users wait for, without the clients' own work on the server's thread. Each client sends
 * its calls one after another, or, with `intervalMs`, one every so many milliseconds from a random start.
 */
export function callsFromClients(server: HisServer, caller: Caller, clients: readonly (readonly ClientCall[])[], options: { intervalMs?: number } = {}): Promise<number[]> {
  const worker = new Worker(new URL('./client-worker.mjs', import.meta.url), {
    workerData: { url: `${server.url}/graphqlhis`, headers: headersFor(caller), clients, intervalMs: options.intervalMs },
  });
  return new Promise<number[]>((resolve, reject) => {
    worker.once('message', (reply: { samples?: number[]; error?: string }) => {
      void worker.terminate();
      if (reply.error !== undefined) reject(new Error(reply.error));
      else resolve(reply.samples!);
    });
    worker.once('error', reject);
  });
}

/** A main-service call whose errors stop the benchmark: a number measured on refusals would mislead. */
export async function apiCall(server: HisServer, caller: Caller, query: string, variables: Record<string, unknown> = {}) {
  const result = await gql(server, '/graphqlhis', query, variables, caller);
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data;
}

/**
 * Runs a measurement on an embedded PGlite in a fresh data folder, then on a throwaway PostgreSQL server when one
 * is installed (`name` names its database); each title says which.
 */
export async function onEachDatabase(name: string, titles: { pglite: string; postgres: string }, measure: (title: string, database: DatabaseOptions) => Promise<void>): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), `his-bench-${name}-`));
  try {
    await measure(titles.pglite, { dataDir: folder });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  if (!postgresAvailable()) {
    console.log('PostgreSQL: not installed, skipped');
    return;
  }
  const postgres = await startPostgres({ database: `bench_${name}` });
  try {
    await measure(titles.postgres, { url: postgres.url });
  } finally {
    await postgres.stop();
  }
}
