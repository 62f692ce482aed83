// Runs `his start` as a real child process on a PostgreSQL database (or an embedded one), for tests about
// several server processes and about what a request can do to a running process.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from './free-port';

export interface HisProcess {
  url: string;
  pid: number;
  /** SIGTERM (the server closes cleanly), SIGKILL if it has not exited after a few seconds. */
  stop(): Promise<void>;
}

const REPO = join(import.meta.dirname, '..', '..');
const CLI = join(REPO, 'cli', 'bin', 'his.js');
const EXIT_WITH_PARENT = pathToFileURL(join(import.meta.dirname, 'exit-with-parent.js')).href;
const STOP_GRACE_MS = 5_000;
const PORT_ATTEMPTS = 3;

/** A PostgreSQL URL (passed as DATABASE_URL), or an embedded database folder (passed as --data). */
export type HisProcessDatabase = string | { dataDir: string };

/**
 * Starts `his start --variant <variant> --demo` on `database` and resolves once /healthz answers; without the demo day
 * (`--no-demo-day`) unless `demoDay` asks for it, since tests count the rows they make.
 */
export async function startHisProcess(database: HisProcessDatabase, options: { variant?: string; startTimeoutMs?: number; demoDay?: boolean } = {}): Promise<HisProcess> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(database, await freePort(), options.variant ?? 'hospital', options.startTimeoutMs ?? 60_000, options.demoDay ?? false);
    } catch (error) {
      // The probed port can be taken by someone else before the child binds it.
      if (attempt >= PORT_ATTEMPTS || !/EADDRINUSE/.test(String(error))) throw error;
    }
  }
}

async function startOnce(database: HisProcessDatabase, port: number, variant: string, timeoutMs: number, demoDay: boolean): Promise<HisProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env, HIS_LOG: 'silent' };
  // DATABASE_URL wins over --data in the CLI: an embedded database needs it gone from the environment.
  if (typeof database === 'string') env.DATABASE_URL = database;
  else delete env.DATABASE_URL;
  const data = typeof database === 'string' ? [] : ['--data', database.dataDir];
  const flags = ['--demo', ...(demoDay ? [] : ['--no-demo-day']), ...data];
  const child = spawn(process.execPath, ['--import', EXIT_WITH_PARENT, CLI, 'start', '--variant', variant, '--port', String(port), ...flags], {
    cwd: REPO,
    env,
    // The IPC channel is what tells the child that this process has gone (see exit-with-parent.js).
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  child.channel?.unref();
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  // 'close' rather than 'exit': by then stderr has been read to the end, so a failure carries its reason.
  const exited = new Promise<string>((resolve) => child.once('close', (code, signal) => resolve(`exited (${signal ?? code})`)));
  let running = true;
  void exited.then(() => (running = false));
  // Covers a test run that ends without calling stop(): a failed hook, an uncaught error.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (!running) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      if (!running) throw new Error(await exited);
      if (await healthy(url)) break;
      if (Date.now() > deadline) throw new Error(`no answer on ${url}/healthz after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await stop();
    throw new Error(`his start failed: ${(error as Error).message}\n${stderr}`, { cause: error });
  }
  return { url, pid: child.pid!, stop };
}

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/healthz`)).ok;
  } catch {
    return false;
  }
}

/** Whether a process of this id is still running (signal 0 only asks). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
