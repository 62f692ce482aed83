// Puts a variant's web plugins together and refuses mistakes with a message naming the plugins and
// the fix: the build runs this before bundling, the host again at start.
import type { VariantManifest } from '../shared/variant';
import { dashlessAlias, matchesPattern } from './paths';
import type { PluginMenuItem, PluginRoute, PublicPluginRoute, WebPlugin } from './plugin';
import { SHELL_SLOTS, type SlotFill } from './slots';

export class PluginCompositionError extends Error {
  override name = 'PluginCompositionError';
}

export interface ComposedRoute {
  pluginId: string;
  /** A public route names no permission. */
  route: PluginRoute | PublicPluginRoute;
  /** The path and its aliases, each also served under /m. */
  paths: string[];
  isPublic: boolean;
}

export interface ComposedMenuItem extends PluginMenuItem {
  pluginId: string;
}

export interface ComposedFill extends SlotFill {
  pluginId: string;
}

export interface ComposedApp {
  routes: ComposedRoute[];
  menu: ComposedMenuItem[];
  /** External route ref id → the path it opens. */
  links: Map<string, string>;
  /** Slot id → its fills in the order they show. */
  fills: Map<string, ComposedFill[]>;
}

/** Paths that belong to the host itself. */
export const HOST_PATHS = ['/dang-nhap', '/'];

export function composeWebPlugins(variant: VariantManifest, plugins: readonly WebPlugin[]): ComposedApp {
  const byId = new Map<string, WebPlugin>();
  for (const plugin of plugins) {
    if (byId.has(plugin.id)) throw new PluginCompositionError(`Two plugins of variant "${variant.id}" use the id "${plugin.id}": a plugin's id must be its folder name under plugins/.`);
    byId.set(plugin.id, plugin);
  }
  for (const plugin of plugins) {
    for (const required of plugin.requires ?? []) {
      if (!byId.has(required)) throw new PluginCompositionError(`Plugin "${plugin.id}" requires plugin "${required}", which variant "${variant.id}" does not list: add "${required}" to variants/${variant.id}.ts or remove the requirement.`);
    }
  }

  const owners = new Map<string, string>(HOST_PATHS.map((path) => [path, 'the host']));
  const routeRefs = new Map<string, string>();
  const routes: ComposedRoute[] = [];
  for (const plugin of plugins) {
    for (const [list, isPublic] of [[plugin.routes ?? [], false], [plugin.publicRoutes ?? [], true]] as const) {
      for (const route of list) {
        const paths = [...new Set([route.path, ...(route.aliases ?? []), dashlessAlias(route.path)])];
        for (const path of paths) {
          const owner = owners.get(path);
          if (owner) throw new PluginCompositionError(`Route "${path}" is claimed by ${owner === 'the host' ? 'the host' : `plugin "${owner}"`} and by plugin "${plugin.id}": remove it from one of them or give it another path.`);
          owners.set(path, plugin.id);
        }
        if (route.ref) {
          if (routeRefs.has(route.ref.id)) throw new PluginCompositionError(`Route ref "${route.ref.id}" is exported twice (plugin "${plugin.id}"): each ref names one page.`);
          routeRefs.set(route.ref.id, route.path);
        }
        routes.push({ pluginId: plugin.id, route, paths, isPublic });
      }
    }
  }

  const links = new Map<string, string>();
  for (const plugin of plugins) {
    for (const ref of plugin.externalRefs ?? []) {
      const target = variant.links?.[ref.id];
      const available = [...routeRefs.keys()].join(', ') || 'none';
      if (!target) throw new PluginCompositionError(`Plugin "${plugin.id}" links to "${ref.id}", which variant "${variant.id}" does not bind: add links: { '${ref.id}': '<route ref>' } to variants/${variant.id}.ts (route refs in this variant: ${available}).`);
      const path = routeRefs.get(target);
      if (!path) throw new PluginCompositionError(`Variant "${variant.id}" binds "${ref.id}" (plugin "${plugin.id}") to "${target}", which no plugin of the variant exports (route refs in this variant: ${available}).`);
      links.set(ref.id, path);
    }
  }

  const menu = plugins
    .flatMap((plugin, index) => (plugin.menu ?? []).map((item) => ({ ...item, pluginId: plugin.id, index })))
    .sort((a, b) => (a.order ?? 100) - (b.order ?? 100) || a.index - b.index)
    .map(({ index: _index, ...item }) => item);
  for (const item of menu) {
    const ownRoutes = routes.filter((route) => route.pluginId === item.pluginId && !route.isPublic);
    if (!ownRoutes.some((route) => route.paths.some((pattern) => matchesPattern(pattern, item.path)))) throw new PluginCompositionError(`Menu entry "${item.title}" of plugin "${item.pluginId}" points to "${item.path}", which is not one of its routes: add the route or fix the path.`);
  }
  return { routes, menu, links, fills: composeFills(variant, plugins) };
}

/** Each fill under its slot, in order; a slot nobody in the variant declares is a mistake named with its fix. */
function composeFills(variant: VariantManifest, plugins: readonly WebPlugin[]): Map<string, ComposedFill[]> {
  const declaredBy = new Map<string, string>(Object.values(SHELL_SLOTS).map((slot) => [slot.id, 'the host']));
  for (const plugin of plugins) {
    for (const slot of plugin.slots ?? []) {
      const owner = declaredBy.get(slot.id);
      if (owner) throw new PluginCompositionError(`Slot "${slot.id}" is declared by ${owner === 'the host' ? 'the host' : `plugin "${owner}"`} and by plugin "${plugin.id}": a slot has one owner; rename one of them.`);
      declaredBy.set(slot.id, plugin.id);
    }
  }
  const fills = new Map<string, (ComposedFill & { index: number })[]>();
  plugins.forEach((plugin, index) => {
    const ids = new Set<string>();
    for (const fill of plugin.fills ?? []) {
      if (!declaredBy.has(fill.slot.id)) {
        throw new PluginCompositionError(`Plugin "${plugin.id}" fills slot "${fill.slot.id}", which neither the host nor any plugin of variant "${variant.id}" declares: add the plugin that owns the slot to variants/${variant.id}.ts, or remove the fill.`);
      }
      if (ids.has(fill.id)) throw new PluginCompositionError(`Plugin "${plugin.id}" has two fills named "${fill.id}": give each its own id.`);
      ids.add(fill.id);
      const list = fills.get(fill.slot.id) ?? [];
      list.push({ ...fill, pluginId: plugin.id, index });
      fills.set(fill.slot.id, list);
    }
  });
  return new Map([...fills].map(([slot, list]) => [
    slot,
    list.sort((a, b) => (a.order ?? 100) - (b.order ?? 100) || a.index - b.index).map(({ index: _index, ...fill }) => fill),
  ]));
}
