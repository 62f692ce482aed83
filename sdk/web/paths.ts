// Route path rules shared by the build's checks and the host's router.

/** The legacy spelling of a path: the same words without dashes ('/trang-chu' → '/trangchu'). */
export function dashlessAlias(path: string): string {
  return path.replace(/-/g, '');
}

/** Whether `path` (a concrete path) falls under the route `pattern` ('/benh-nhan/:child?'). */
export function matchesPattern(pattern: string, path: string): boolean {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = path.split('/').filter(Boolean);
  if (pathParts.length > patternParts.length) return false;
  return patternParts.every((part, index) => {
    const value = pathParts[index];
    if (part.startsWith(':')) return part.endsWith('?') || value !== undefined;
    return value === part;
  });
}
