// Cache keys for graphcache: every entity of the API is identified by `_id` (DESIGN §3); anything without
// one (AppInfo, Setting, SubAppPayload, a plugin's value types) is a value embedded in its parent.
import type { KeyGenerator, KeyingConfig } from '@urql/exchange-graphcache';

/** `_id` only: a field that merely happens to be called `id` must not merge unrelated records. */
export const keyByUnderscoreId: KeyGenerator = (data) => {
  const id = (data as { _id?: unknown })._id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
};

/**
 * A keys config that answers for every type name. graphcache warns about each type without an explicit
 * entry whose data has no id; answering for all of them keeps embedded value types quiet without a list
 * that every plugin would have to extend. `overrides` serve types whose identity is not `_id`.
 */
export function cacheKeys(overrides: KeyingConfig = {}): KeyingConfig {
  return new Proxy(overrides, {
    get: (target, typename) => (typeof typename === 'string' && target[typename]) || keyByUnderscoreId,
  });
}
