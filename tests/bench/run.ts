// Prints benchmark numbers (never asserted): server cold and warm start, login and myInfo latency
// with 20 concurrent clients, on the embedded database and on PostgreSQL when installed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseOptions, HisServer } from '@his/server';
import { percentile, timed } from './measure';
import { signInLine } from './sign-in';
import { durableWriteLines } from './durable-writes';
import { gql, login, startTestServer } from '../support/server';
import { postgresAvailable, startPostgres } from '../support/postgres';

const CLIENTS = 20;
const REQUESTS_PER_CLIENT = 10;

async function latency(label: string, call: () => Promise<unknown>): Promise<void> {
  const samples: number[] = [];
  await Promise.all(Array.from({ length: CLIENTS }, async () => {
    for (let i = 0; i < REQUESTS_PER_CLIENT; i++) samples.push((await timed(call))[1]);
  }));
  samples.sort((a, b) => a - b);
  console.log(`  ${label.padEnd(8)} ${CLIENTS} clients × ${REQUESTS_PER_CLIENT}: p50 ${percentile(samples, 50).toFixed(1)} ms, p95 ${percentile(samples, 95).toFixed(1)} ms`);
}

async function measure(name: string, database: DatabaseOptions, reopen: boolean): Promise<void> {
  console.log(`${name}`);
  let [server, ms] = await timed(() => startTestServer(database));
  console.log(`  cold start (create, migrate, seed): ${ms.toFixed(0)} ms`);
  if (reopen) {
    await server.close();
    [server, ms] = await timed(() => startTestServer(database));
    console.log(`  warm start (reopen): ${ms.toFixed(0)} ms`);
  }
  await run(server);
  await server.close();
}

async function run(server: HisServer): Promise<void> {
  await signInLine(server, 'bacsi', 'Bacsi@123');
  await latency('login', () => login(server, 'bacsi', 'Bacsi@123'));
  const { token } = await login(server, 'bacsi', 'Bacsi@123');
  await latency('myInfo', () => gql(server, '/graphqlauth', '{ myInfo { user { username } profile { name } nodes { code } profiles { name } } }', {}, { token }));
}

const folder = mkdtempSync(join(tmpdir(), 'his-bench-'));
try {
  await measure('PGlite (embedded, data folder)', { dataDir: folder }, true);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
console.log('PGlite (embedded, data folder): write cost of flushing each commit');
await durableWriteLines();
if (postgresAvailable()) {
  const postgres = await startPostgres({ database: 'bench' });
  try {
    await measure('PostgreSQL 15 (local server)', { url: postgres.url }, true);
  } finally {
    await postgres.stop();
  }
} else {
  console.log('PostgreSQL: not installed, skipped');
}
