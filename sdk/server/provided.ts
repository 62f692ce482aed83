// Functions one server plugin offers the others, known by a typed key: how a later plugin asks pricing for a
// unit price without importing pricing's code (plugins import the SDK, never each other).
import { HisError } from './errors';
import type { ProvidedKey } from '../shared/provided-key';

export { providedKey, type ProvidedKey } from '../shared/provided-key';

/** One entry of `ServerPlugin.provides`. */
export interface Provision {
  readonly name: string;
  readonly value: unknown;
}

export function provide<T>(key: ProvidedKey<T>, value: T): Provision {
  return { name: key.name, value };
}

/** What the variant's plugins provide, by name; looked up per call through `RequestContext.provided`. */
export type Provisions = ReadonlyMap<string, unknown>;

export class ProvisionError extends Error {
  override name = 'ProvisionError';
}

/** Every plugin's provisions in one map; two plugins providing one name is a variant mistake caught at start. */
export function collectProvisions(plugins: readonly { id: string; provides?: readonly Provision[] }[]): Provisions {
  const byName = new Map<string, unknown>();
  const owner = new Map<string, string>();
  for (const plugin of plugins) {
    for (const provision of plugin.provides ?? []) {
      const other = owner.get(provision.name);
      if (other) throw new ProvisionError(`Plugins "${other}" and "${plugin.id}" both provide ${provision.name}. Keep one of them in the variant.`);
      owner.set(provision.name, plugin.id);
      byName.set(provision.name, provision.value);
    }
  }
  return byName;
}

/** The provided function, or an error saying which is missing: a variant without the providing plugin. */
export function lookUpProvided<T>(provisions: Provisions, key: ProvidedKey<T>): T {
  if (!provisions.has(key.name)) throw new HisError('INTERNAL_SERVER_ERROR', 'error.notProvided', { params: { name: key.name } });
  return provisions.get(key.name) as T;
}
