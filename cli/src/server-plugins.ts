// Loads the server side (plugins/<id>/server.ts) of each plugin a variant lists, and checks the manifest.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { VariantManifest } from '@his/sdk';
import type { ServerPlugin } from '@his/sdk/server';
import { orderPlugins } from '@his/server';

export const PLUGINS_DIR = resolve(import.meta.dirname, '../../plugins');

export async function loadServerPlugins(variant: VariantManifest): Promise<ServerPlugin[]> {
  const loaded: ServerPlugin[] = [];
  for (const id of variant.plugins as readonly string[]) {
    const folder = resolve(PLUGINS_DIR, id);
    if (!existsSync(folder)) {
      throw new Error(`Variant "${variant.id}" lists plugin "${id}", but plugins/${id}/ does not exist. Create it with "his new plugin ${id}" or remove it from variants/${variant.id}.ts.`);
    }
    const serverFile = resolve(folder, 'server.ts');
    if (!existsSync(serverFile)) continue;
    const module = (await import(pathToFileURL(serverFile).href)) as { default: ServerPlugin };
    loaded.push(module.default);
  }
  // Names the plugin and the missing requirement when a manifest is incomplete.
  return orderPlugins(variant, loaded);
}
