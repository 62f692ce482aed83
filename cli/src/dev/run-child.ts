// Starts child.ts in a fresh Node process (TypeScript through tsx), tied to this one by an IPC channel.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { VariantManifest } from '@his/sdk';
import { ROOT } from '../build/paths';

const CHILD = resolve(import.meta.dirname, 'child.ts');
const EXIT_WITH_PARENT = pathToFileURL(resolve(import.meta.dirname, 'exit-with-parent.js')).href;

export function spawnChild(mode: 'api' | 'codegen', variant: VariantManifest, options: unknown = {}): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', '--import', EXIT_WITH_PARENT, CHILD, mode, JSON.stringify(variant), JSON.stringify(options)], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // Out of the terminal's process group: Ctrl-C reaches `his dev` alone, which then stops the API once, cleanly
    // (a second signal would make the API exit at once, without closing its database).
    detached: true,
  });
}

/** Resolves with the exit code once the child has exited. */
export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolvePromise) => child.once('exit', (code) => resolvePromise(code)));
}

/** Runs a child to its end; fails naming the mode when it does not exit with 0. */
export async function runChild(mode: 'codegen', variant: VariantManifest): Promise<void> {
  const code = await exited(spawnChild(mode, variant));
  if (code !== 0) throw new Error(`${mode} failed (exit ${code})`);
}
