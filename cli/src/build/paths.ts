// Where the build reads and writes, for one variant.
import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../../..');
export const PLUGINS_DIR = resolve(ROOT, 'plugins');

export function pluginDir(id: string): string {
  return resolve(PLUGINS_DIR, id);
}

/** Generated sources of one variant (entry module, styles, schema): never edited by hand. */
export function generatedDir(variantId: string): string {
  return resolve(ROOT, 'host/generated', variantId);
}

/** The built web bundle that `his start` serves under /his/. */
export function distDir(variantId: string): string {
  return resolve(ROOT, 'dist', variantId);
}

/** esbuild's account of the bundle (which source went into which chunk), for tests and the bench: beside the served folder, never in it. */
export function metafilePath(variantId: string): string {
  return resolve(ROOT, 'dist', `${variantId}.meta`, 'metafile.json');
}
