// Loads the web side (plugins/<id>/plugin.ts) of each plugin a variant lists and composes them, so a
// duplicate path or an unbound link fails the build, not a user's click.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { VariantManifest } from '@his/sdk';
import { composeWebPlugins, type ComposedApp, type WebPlugin } from '@his/sdk/web';
import { pluginDir } from './paths';

export interface LoadedWebPlugins {
  /** Plugin ids that have a web side, in manifest order. */
  ids: string[];
  app: ComposedApp;
}

export async function loadWebPlugins(variant: VariantManifest): Promise<LoadedWebPlugins> {
  const ids: string[] = [];
  const plugins: WebPlugin[] = [];
  for (const id of variant.plugins as readonly string[]) {
    const folder = pluginDir(id);
    if (!existsSync(folder)) throw new Error(`Variant "${variant.id}" lists plugin "${id}", but plugins/${id}/ does not exist. Create it with "his new plugin ${id}" or remove it from variants/${variant.id}.ts.`);
    const file = resolve(folder, 'plugin.ts');
    if (!existsSync(file)) continue;
    const plugin = ((await import(pathToFileURL(file).href)) as { default?: WebPlugin }).default;
    if (plugin?.kind !== 'web-plugin') throw new Error(`plugins/${id}/plugin.ts must export default definePlugin({ … }).`);
    if (plugin.id !== id) throw new Error(`plugins/${id}/plugin.ts declares the id "${plugin.id}": a plugin's id must be its folder name ("${id}").`);
    ids.push(id);
    plugins.push(plugin);
  }
  return { ids, app: composeWebPlugins(variant, plugins) };
}
