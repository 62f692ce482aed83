// The menu a profile sees, one rule for the shell (the signed-in menu) and the profile editor (its preview): its own
// navigation tree, or with menu 'full' every plugin menu entry; entries whose page no plugin of this variant provides,
// or whose page needs a permission the profile lacks on the node, are left out. Also what a plugin page may know of
// the composed variant's pages (VariantPagesContext), which the host provides.
import { createContext, useContext } from 'react';
import { permissionsAllow } from '../shared/access';
import type { ComposedMenuItem, ComposedRoute } from './compose';
import { matchesPattern } from './paths';
import type { NavigationEntry } from './session';

/** One entry of a profile's navigation tree as the auth service stores it. */
export interface NavigationTreeItem {
  /** A message key or a title an administrator typed; without one, the page's own menu title. */
  title?: string;
  path?: string;
  icon?: string;
  placement?: string;
  children?: NavigationTreeItem[];
}

/** The text of a key in a namespace, or undefined when the catalogues have none. */
export type Translate = (key: string, namespace: string) => string | undefined;

/** The variant's pages and menu entries, as composed (ComposedApp has them). */
export interface MenuSource {
  routes: readonly ComposedRoute[];
  menu: readonly ComposedMenuItem[];
}

/** What a plugin page may read of the composed variant: its pages, its menu entries and its plugins' titles. */
export interface VariantPages extends MenuSource {
  /** Each plugin's id and the message key (in its own namespace) of its name. */
  plugins: readonly { id: string; title: string }[];
}

export const VariantPagesContext = createContext<VariantPages | null>(null);

/** The composed variant's pages and menu entries; only pages the host shows may call it. */
export function useVariantPages(): VariantPages {
  const pages = useContext(VariantPagesContext);
  if (!pages) throw new Error('useVariantPages needs the host\'s VariantPagesContext above it (in a story or test, pass the pages as props).');
  return pages;
}

/** Whether `permissions` hold `code`; '*' holds every permission, as on the server, and SIGNED_IN is everyone's. */
export function holdsPermission(permissions: readonly string[], code: string): boolean {
  return permissionsAllow(permissions, code);
}

/** The route a menu path opens: the route of exactly that path first, else the first whose pattern takes it. */
export function owningRoute(app: MenuSource, path: string): ComposedRoute | undefined {
  const signedIn = app.routes.filter((route) => !route.isPublic);
  // '/quan-tri-he-thong/nguoi-dung' is its own page with its own permission, though '/quan-tri-he-thong/:key?' takes it too.
  return signedIn.find((route) => route.paths.includes(path)) ?? signedIn.find((route) => route.paths.some((pattern) => matchesPattern(pattern, path)));
}

function fromTree(app: MenuSource, items: readonly NavigationTreeItem[], permissions: readonly string[], translate: Translate): NavigationEntry[] {
  return items.flatMap((item): NavigationEntry[] => {
    if (!item || typeof item !== 'object') return [];
    const children = Array.isArray(item.children) ? fromTree(app, item.children, permissions, translate) : undefined;
    const owner = item.path ? owningRoute(app, item.path) : undefined;
    if (item.path && !owner) return [];
    // A page the profile may not open on this node is not offered; what it holds still is, under its title.
    const opens = owner !== undefined && (!owner.route.permission || permissionsAllow(permissions, owner.route.permission));
    const path = opens ? item.path : children?.[0]?.path;
    if (!path) return [];
    const menuItem = owner && app.menu.find((entry) => entry.pluginId === owner.pluginId && entry.path === item.path);
    // A tree names its entries with a message key or plain text; a key nobody defines falls back to the
    // page's own menu title.
    const title = (item.title && translate(item.title, owner?.pluginId ?? 'host')) ?? (menuItem && translate(menuItem.title, menuItem.pluginId)) ?? item.title ?? item.path ?? '';
    return [{
      title,
      path,
      icon: item.icon ?? menuItem?.icon,
      placement: (item.placement ?? menuItem?.placement) === 'right' ? 'right' : 'main',
      ...(children?.length ? { children } : {}),
    }];
  });
}

/** The menu of a profile (`menu` 'full' or 'tree', its navigation tree) holding `permissions` on the current node. */
export function buildNavigation(app: MenuSource, menu: string, tree: unknown, permissions: readonly string[], translate: Translate): NavigationEntry[] {
  if (menu === 'full') {
    // Every entry, but those whose page the server would refuse the profile on this node.
    return app.menu
      .filter((item) => {
        const owner = owningRoute(app, item.path);
        return owner !== undefined && (!owner.route.permission || holdsPermission(permissions, owner.route.permission));
      })
      .map((item) => ({ title: translate(item.title, item.pluginId) ?? item.title, path: item.path, icon: item.icon, placement: item.placement ?? 'main' }));
  }
  return fromTree(app, Array.isArray(tree) ? (tree as NavigationTreeItem[]) : [], permissions, translate);
}
