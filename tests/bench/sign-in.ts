// The time of one sign-in (the `login` mutation, request to answer) at the password hash's cost, one at a time:
// min, median and max over several runs, with the load average that they depend on.
import { loadavg } from 'node:os';
import type { HisServer } from '@his/server';
import { percentile, timed } from './measure';
import { login } from '../support/server';

const RUNS = 7;

export async function signInLine(server: HisServer, username: string, password: string): Promise<void> {
  // The first sign-in of a demo account also upgrades its seeded hash: not what a sign-in costs afterwards.
  await login(server, username, password);
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) samples.push((await timed(() => login(server, username, password)))[1]);
  samples.sort((a, b) => a - b);
  const load = loadavg().map((value) => value.toFixed(2)).join(' ');
  console.log(`  sign-in  one at a time × ${RUNS} (scrypt N=2^17, r=8, p=1): min ${samples[0]!.toFixed(1)} ms, p50 ${percentile(samples, 50).toFixed(1)} ms, max ${samples.at(-1)!.toFixed(1)} ms (load ${load})`);
}
