// Phones get the /m copy of every page and desktops the plain one (spec §2): the breakpoint is 520 px.
export const MOBILE_BREAKPOINT_PX = 520;
export const MOBILE_PREFIX = '/m';

export function isMobilePath(path: string): boolean {
  return path === MOBILE_PREFIX || path.startsWith(`${MOBILE_PREFIX}/`);
}

/** The path this device should be on, or null when it already is. Paths are relative to /his. */
export function devicePath(path: string, viewportWidth: number): string | null {
  const mobileDevice = viewportWidth < MOBILE_BREAKPOINT_PX;
  if (mobileDevice && !isMobilePath(path)) return path === '/' ? MOBILE_PREFIX : `${MOBILE_PREFIX}${path}`;
  if (!mobileDevice && isMobilePath(path)) return path.slice(MOBILE_PREFIX.length) || '/';
  return null;
}

/** The desktop form of a path, for checks that do not care about the device. */
export function desktopPath(path: string): string {
  return isMobilePath(path) ? path.slice(MOBILE_PREFIX.length) || '/' : path;
}
