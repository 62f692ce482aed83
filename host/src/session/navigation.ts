// The menu a profile sees: its own navigation tree, or with menu 'full' every plugin menu entry;
// entries whose page no plugin of this variant provides are left out.
import { matchesPattern, type ComposedApp, type NavigationEntry } from '@his/sdk/web';

interface TreeItem {
  title?: string;
  path?: string;
  icon?: string;
  placement?: string;
  children?: TreeItem[];
}

/** The text of a key in a namespace, or undefined when the catalogues have none. */
export type Translate = (key: string, namespace: string) => string | undefined;

function owningRoute(app: ComposedApp, path: string) {
  return app.routes.find((route) => !route.isPublic && route.paths.some((pattern) => pattern === path || matchesPattern(pattern, path)));
}

function fromTree(app: ComposedApp, items: TreeItem[], translate: Translate): NavigationEntry[] {
  return items.flatMap((item): NavigationEntry[] => {
    const children = item.children ? fromTree(app, item.children, translate) : undefined;
    const owner = item.path ? owningRoute(app, item.path) : undefined;
    if (item.path && !owner) return [];
    if (!item.path && !children?.length) return [];
    const menuItem = owner && app.menu.find((entry) => entry.pluginId === owner.pluginId && entry.path === item.path);
    // A tree names its entries with a message key or plain text; a key nobody defines falls back to the
    // page's own menu title.
    const title = (item.title && translate(item.title, owner?.pluginId ?? 'host')) ?? (menuItem && translate(menuItem.title, menuItem.pluginId)) ?? item.title ?? item.path ?? '';
    return [{
      title,
      path: item.path ?? children![0]!.path,
      icon: item.icon ?? menuItem?.icon,
      placement: (item.placement ?? menuItem?.placement) === 'right' ? 'right' : 'main',
      ...(children?.length ? { children } : {}),
    }];
  });
}

export function buildNavigation(app: ComposedApp, menu: string, tree: unknown, permissions: readonly string[], translate: Translate): NavigationEntry[] {
  if (menu === 'full') {
    return app.menu.map((item) => ({ title: translate(item.title, item.pluginId) ?? item.title, path: item.path, icon: item.icon, placement: item.placement ?? 'main' }));
  }
  const entries = fromTree(app, Array.isArray(tree) ? (tree as TreeItem[]) : [], translate);
  // A menu entry whose page needs a permission the profile lacks on this node is not offered.
  return entries.filter((entry) => {
    const route = owningRoute(app, entry.path);
    return !route?.route.permission || permissions.includes(route.route.permission);
  });
}
