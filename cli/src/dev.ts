// `his dev`: build once (no typecheck, unminified), serve, and rebuild the bundle when a source file
// changes; reload the page to see the change. Server code changes need a restart.
import { watch } from 'node:fs';
import { resolve } from 'node:path';
import type { VariantManifest } from '@his/sdk';
import { buildVariant } from './build/build';
import { ROOT } from './build/paths';
import { serveVariant, type ServeOptions } from './serve';

const WATCHED = ['host/src', 'host/operations', 'host/locales', 'sdk', 'plugins', 'variants'];

export async function startDevelopment(variant: VariantManifest, options: ServeOptions): Promise<void> {
  const log = (line: string) => process.stdout.write(`${line}\n`);
  const rebuild = async () => {
    const started = performance.now();
    try {
      await buildVariant(variant, { typecheck: false, minify: false, sourceMaps: true });
      log(`rebuilt ${variant.id} in ${(performance.now() - started).toFixed(0)} ms`);
    } catch (error) {
      log(`build failed: ${(error as Error).message}`);
    }
  };
  await rebuild();
  await serveVariant(variant, options);
  let timer: NodeJS.Timeout | undefined;
  let running = Promise.resolve();
  for (const folder of WATCHED) {
    watch(resolve(ROOT, folder), { recursive: true }, (_event, file) => {
      // Generated files change during a build; reacting to them would loop.
      if (!file || /(^|\/)(generated|node_modules)\//.test(String(file))) return;
      clearTimeout(timer);
      timer = setTimeout(() => (running = running.then(rebuild)), 150);
    });
  }
  log(`watching ${WATCHED.join(', ')}`);
}
