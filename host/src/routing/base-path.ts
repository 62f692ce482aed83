// Everything lives under /his (spec §9); route logic works on the path below it.
export const BASE_PATH = '/his';

/** The path without the /his base, which the router's location may or may not include. */
export function appPath(pathname: string): string {
  return pathname === BASE_PATH || pathname.startsWith(`${BASE_PATH}/`) ? pathname.slice(BASE_PATH.length) || '/' : pathname;
}
