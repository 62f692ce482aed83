// Which routes a profile may open (spec §2, Access): a menu of 'full' opens all; otherwise only paths
// that match an entry of the profile's navigation tree. Home stays open so a redirect never loops.
import { matchesPattern } from '@his/sdk/web';

export const HOME_PATH = '/trang-chu';

export interface NavigationNode {
  path?: string;
  children?: NavigationNode[];
}

export function navigationPaths(tree: unknown): string[] {
  if (!Array.isArray(tree)) return [];
  return (tree as NavigationNode[]).flatMap((node) => [...(node.path ? [node.path] : []), ...navigationPaths(node.children)]);
}

export interface RouteAccess {
  menu: string;
  navigation: unknown;
  permissions: readonly string[];
}

/** `routePaths` are the route's path and aliases; `permission` is the route's own, when it has one. */
export function isRouteAvailable(access: RouteAccess, routePaths: readonly string[], permission?: string): boolean {
  if (routePaths.includes(HOME_PATH)) return true;
  if (access.menu === 'full') return true;
  if (permission && !access.permissions.includes(permission)) return false;
  const allowed = navigationPaths(access.navigation);
  return routePaths.some((pattern) => allowed.some((path) => path === pattern || matchesPattern(pattern, path)));
}
