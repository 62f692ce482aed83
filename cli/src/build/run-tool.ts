// Runs a tool of the workspace (panda, tsc) as a child process and fails with its output.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { resolve, dirname } from 'node:path';
import { ROOT } from './paths';

const require = createRequire(resolve(ROOT, 'package.json'));

/** The JavaScript file behind a package's command, run with this Node (no npx start-up cost). */
export function toolScript(packageName: string, bin: string): string {
  const manifestPath = require.resolve(`${packageName}/package.json`);
  const manifest = require(manifestPath) as { bin: string | Record<string, string> };
  const relative = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin[bin];
  if (!relative) throw new Error(`${packageName} has no "${bin}" command`);
  return resolve(dirname(manifestPath), relative);
}

export function runTool(script: string, args: readonly string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [script, ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolvePromise() : reject(new Error(`${args[0] ?? script} failed (exit ${code}):\n${output.trim()}`))));
  });
}
