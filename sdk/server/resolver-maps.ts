// One resolver map from several (the catalogue engine's, a plugin's own operations, …): the fields of each type
// together, and a clear error instead of one part silently replacing another's resolver.
import type { ResolverMap } from './plugin';

export function mergeResolverMaps(...maps: readonly ResolverMap[]): ResolverMap {
  const merged: ResolverMap = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) {
      const target = (merged[type] ??= {});
      for (const [field, resolver] of Object.entries(fields)) {
        if (field in target) throw new Error(`Two resolvers for ${type}.${field}: keep one of them.`);
        target[field] = resolver;
      }
    }
  }
  return merged;
}
