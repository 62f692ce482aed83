// Every variant by id, for the CLI and tests.
import type { VariantManifest } from '@his/sdk';
import hospital from './hospital';
import spa from './spa';
import ksk from './ksk';
import cdc from './cdc';

export const variants: Record<string, VariantManifest> = { hospital, spa, ksk, cdc };

/** The manifest of `id`, or an error that lists the known ones. */
export function variantById(id: string): VariantManifest {
  const variant = variants[id];
  if (!variant) throw new Error(`Unknown variant "${id}". Known variants: ${Object.keys(variants).join(', ')}.`);
  return variant;
}
