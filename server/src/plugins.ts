// Orders a variant's server plugins so that each comes after the plugins it requires, and checks the manifest.
import type { ServerPlugin, VariantManifestLike } from './types';
import { collectSettings, SettingsDeclarationError } from './core/setting-declarations';

export class VariantCompositionError extends Error {}

/** Plugins in dependency order; throws naming the plugin and the missing requirement. */
export function orderPlugins(variant: VariantManifestLike, plugins: readonly ServerPlugin[]): ServerPlugin[] {
  const byId = new Map<string, ServerPlugin>();
  for (const plugin of plugins) {
    if (byId.has(plugin.id)) throw new VariantCompositionError(`Two server plugins share the id "${plugin.id}".`);
    byId.set(plugin.id, plugin);
  }
  // A setting declared twice is a composition mistake like a missing requirement: refused before anything runs.
  try {
    collectSettings(plugins);
  } catch (error) {
    if (error instanceof SettingsDeclarationError) throw new VariantCompositionError(`Variant "${variant.id}": ${error.message}`, { cause: error });
    throw error;
  }
  for (const plugin of plugins) {
    for (const required of plugin.requires ?? []) {
      if (!variant.plugins.includes(required as never)) {
        throw new VariantCompositionError(
          `Plugin "${plugin.id}" requires plugin "${required}", which variant "${variant.id}" does not list. Add "${required}" to variants/${variant.id}.ts or remove "${plugin.id}".`,
        );
      }
    }
  }
  checkConsumptions(variant, plugins);
  const ordered: ServerPlugin[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (plugin: ServerPlugin, trail: string[]) => {
    const seen = state.get(plugin.id);
    if (seen === 'done') return;
    if (seen === 'visiting') throw new VariantCompositionError(`Plugins require each other in a cycle: ${[...trail, plugin.id].join(' → ')}.`);
    state.set(plugin.id, 'visiting');
    for (const required of plugin.requires ?? []) {
      const dependency = byId.get(required);
      // A required plugin with only a web side has no server plugin to order.
      if (dependency) visit(dependency, [...trail, plugin.id]);
    }
    state.set(plugin.id, 'done');
    ordered.push(plugin);
  };
  for (const plugin of plugins) visit(plugin, []);
  return ordered;
}

/** Every function a plugin consumes is provided by a plugin of the variant; the message names both and the fix. */
function checkConsumptions(variant: VariantManifestLike, plugins: readonly ServerPlugin[]): void {
  const provided = new Set(plugins.flatMap((plugin) => (plugin.provides ?? []).map((provision) => provision.name)));
  for (const plugin of plugins) {
    for (const key of plugin.consumes ?? []) {
      if (provided.has(key.name)) continue;
      // A key is named '<providing plugin>.<function>'.
      const provider = key.name.split('.')[0];
      throw new VariantCompositionError(
        `Plugin "${plugin.id}" consumes ${key.name}, which no plugin of variant "${variant.id}" provides. Add "${provider}" to variants/${variant.id}.ts or remove "${plugin.id}".`,
      );
    }
  }
}
