// The cost of one committed write (an updateSettingType mutation, request to answer) on the embedded database with
// every commit flushed to disk (the default for a data folder) and without: min, median and max over several runs.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ADMIN } from '@his/server';
import { percentile, timed } from './measure';
import { gql, login, startTestServer } from '../support/server';

const RUNS = 7;
const WRITES_PER_RUN = 20;

async function perWrite(durable: boolean): Promise<number[]> {
  const folder = mkdtempSync(join(tmpdir(), 'his-bench-writes-'));
  const server = await startTestServer({ dataDir: folder, durable });
  try {
    const { token } = await login(server, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const write = async (n: number) => {
      const result = await gql(server, '/graphqlhis', 'mutation ($n: JSON!) { updateSettingType(type: "his", input: $n) { his } }', { n: { soMauIn: n } }, { token });
      if (result.errors) throw new Error(JSON.stringify(result.errors));
    };
    await write(0);
    const samples: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const [, ms] = await timed(async () => {
        for (let i = 1; i <= WRITES_PER_RUN; i++) await write(i);
      });
      samples.push(ms / WRITES_PER_RUN);
    }
    return samples.sort((a, b) => a - b);
  } finally {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

export async function durableWriteLines(): Promise<void> {
  for (const durable of [true, false]) {
    const samples = await perWrite(durable);
    const load = loadavg().map((value) => value.toFixed(2)).join(' ');
    const label = durable ? 'durable (fsync each commit)' : 'relaxed (durable: false)';
    console.log(`  write    ${label}, one mutation at a time, ${RUNS} runs × ${WRITES_PER_RUN}: min ${samples[0]!.toFixed(2)} ms, p50 ${percentile(samples, 50).toFixed(2)} ms, max ${samples.at(-1)!.toFixed(2)} ms per write (load ${load})`);
  }
}
