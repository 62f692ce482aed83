// The shape of a seed: rows in the import format (keyed by field name, refs by code) for one catalogue, with the
// row keys checked against the descriptor's fields by the compiler.
import type { AnyCatalogue } from '@his/sdk';
import type { CatalogueSeed } from '@his/sdk/server';

export type { CatalogueSeed };

/** An import row of `D`: any of its fields, nothing else. */
export type ImportRow<D extends AnyCatalogue> = { readonly [K in keyof D['fields']]?: unknown };

export function seedOf<D extends AnyCatalogue>(catalogue: D, rows: readonly ImportRow<D>[]): CatalogueSeed {
  return { catalogue, rows: rows as readonly Record<string, unknown>[] };
}
