// The API of `his dev` in a process of its own, restarted when server code changes: Node cannot unload the
// modules a running server has imported. The port and the database folder stay the same across restarts.
import type { ChildProcess } from 'node:child_process';
import type { VariantManifest } from '@his/sdk';
import type { ServeOptions } from '../serve';
import { exited, spawnChild } from './run-child';

const START_TIMEOUT_MS = 120_000;
const STOP_GRACE_MS = 10_000;

export interface ApiProcess {
  readonly url: string;
  /** The running API process's id, or undefined between a stop and a start. */
  readonly pid: number | undefined;
  /** Stops the running API (cleanly: PGlite checkpoints and frees its folder), then starts it again. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/healthz`)).ok;
  } catch {
    return false;
  }
}

export async function startApiProcess(variant: VariantManifest, options: ServeOptions): Promise<ApiProcess> {
  const url = `http://${options.host}:${options.port}`;
  let child: ChildProcess | undefined;

  const start = async () => {
    const started = spawnChild('api', variant, options);
    child = started;
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (!(await healthy(url))) {
      if (started.exitCode !== null || started.signalCode !== null) throw new Error(`the API exited (${started.signalCode ?? started.exitCode}) while starting`);
      if (Date.now() > deadline) throw new Error(`the API gave no answer on ${url}/healthz after ${START_TIMEOUT_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running) return;
    running.kill('SIGTERM');
    const timer = setTimeout(() => running.kill('SIGKILL'), STOP_GRACE_MS);
    await exited(running);
    clearTimeout(timer);
  };

  await start();
  return {
    url,
    get pid() {
      return child?.pid;
    },
    restart: async () => {
      await stop();
      await start();
    },
    stop,
  };
}
