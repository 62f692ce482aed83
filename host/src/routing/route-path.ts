// Our route patterns (':id', ':child?') in TanStack Router's syntax ('$id', '{-$child}').
export function toRouterPath(pattern: string): string {
  return pattern
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part;
      const optional = part.endsWith('?');
      const name = part.slice(1, optional ? -1 : undefined);
      return optional ? `{-$${name}}` : `$${name}`;
    })
    .join('/');
}
