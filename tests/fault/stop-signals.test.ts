// `his start` stops when asked: SIGTERM and SIGINT close the server and its database within 5 s, also when it runs
// under `npx`, whose shell does not pass SIGTERM on (the server used to outlive it, holding its port and folder).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseLock } from '../../server/src/db/lock-file';
import { freePort } from '../support/free-port';
import { processAlive } from '../support/his-process';

const REPO = join(import.meta.dirname, '..', '..');
const STOP_WITHIN_MS = 5_000;

/** The first data folder is created and seeded once; each case then opens it again (a clean stop leaves it unlocked). */
let dataDir: string;

function environment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, HIS_LOG: 'silent' };
  delete env.DATABASE_URL;
  return env;
}

interface Started {
  child: ChildProcess;
  url: string;
  /** The server's own process, as its lock file names it (under npx it is a grandchild). */
  serverPid: number;
}

async function start(command: string, args: string[]): Promise<Started> {
  const port = await freePort();
  const child = spawn(command, [...args, 'start', '--variant', 'hospital', '--port', String(port), '--data', dataDir], { cwd: REPO, env: environment(), stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (!(await answers(url))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`${command} ${args.join(' ')} start did not answer on ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const holder = parseLock(readFileSync(join(dataDir, 'his.lock'), 'utf8'));
  if (!holder) throw new Error('no readable lock file while the server runs');
  return { child, url, serverPid: holder.pid };
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/healthz`)).ok;
  } catch {
    return false;
  }
}

/** Milliseconds until the server process has gone and the data folder is unlocked, or Infinity after the limit. */
async function timeToStop(started: Started): Promise<number> {
  const begun = performance.now();
  while (performance.now() - begun < STOP_WITHIN_MS) {
    if (!processAlive(started.serverPid) && !existsSync(join(dataDir, 'his.lock'))) return performance.now() - begun;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // Do not leave it running for the next case or the next test file.
  if (processAlive(started.serverPid)) process.kill(started.serverPid, 'SIGKILL');
  return Number.POSITIVE_INFINITY;
}

describe('stopping `his start`', () => {
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'his-stop-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it.each(['SIGTERM', 'SIGINT'] as const)('When the server gets %s / Then it closes its database and exits within 5 s', async (signal) => {
    const started = await start(process.execPath, [join(REPO, 'cli', 'bin', 'his.js')]);
    const exited = new Promise<number | null>((resolve) => started.child.once('exit', (code) => resolve(code)));
    started.child.kill(signal);
    expect(await timeToStop(started)).toBeLessThan(STOP_WITHIN_MS);
    expect(await exited).toBe(0);
    expect(await answers(started.url)).toBe(false);
  });

  it('When `npx his start` gets SIGTERM / Then the server under it stops too, within 5 s', async () => {
    const started = await start('npx', ['his']);
    expect(started.serverPid).not.toBe(started.child.pid);
    started.child.kill('SIGTERM');
    expect(await timeToStop(started)).toBeLessThan(STOP_WITHIN_MS);
    expect(await answers(started.url)).toBe(false);
  });
});
