// Which routes a profile may open (spec §2, Access): never one whose permission the profile lacks on the node, which
// the server would refuse its data; then a menu of 'full' opens the rest, a tree only paths that match one of its
// entries. Home stays open so a redirect never loops.
import { permissionsAllow } from '@his/sdk';
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

/** `routePaths` are the route's path and aliases; `permission` is the route's (a code or SIGNED_IN). */
export function isRouteAvailable(access: RouteAccess, routePaths: readonly string[], permission: string | undefined): boolean {
  if (routePaths.includes(HOME_PATH)) return true;
  if (permission !== undefined && !permissionsAllow(access.permissions, permission)) return false;
  if (access.menu === 'full') return true;
  const allowed = navigationPaths(access.navigation);
  return routePaths.some((pattern) => allowed.some((path) => path === pattern || matchesPattern(pattern, path)));
}
