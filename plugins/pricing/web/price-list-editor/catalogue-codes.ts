// The catalogue rows an imported price file names, looked up by their codes in one read per 10,000 codes: the
// file's codes only, however large the catalogue.
import { CATALOGUE_LIMITS } from '@his/sdk';
import type { CatalogueEntry } from './price-lines-sheet';

/** The rows of these codes (suspended ones too); codes no row has are left out. */
export type FetchCatalogueCodes = (codes: string[]) => Promise<CatalogueEntry[]>;

/** The rows of the codes by code; `onProgress` hears of each part read, with how many there are. */
export async function catalogueByCodes(codes: Iterable<string>, fetchCodes: FetchCatalogueCodes, onProgress?: (read: number, parts: number) => void): Promise<Map<string, CatalogueEntry>> {
  const wanted = [...new Set(codes)];
  if (wanted.length === 0) return new Map();
  const size = CATALOGUE_LIMITS.byCodesMax;
  const parts = Array.from({ length: Math.ceil(wanted.length / size) }, (_, index) => wanted.slice(index * size, (index + 1) * size));
  let read = 0;
  onProgress?.(read, parts.length);
  const found = await Promise.all(
    parts.map(async (part) => {
      const rows = await fetchCodes(part);
      onProgress?.(++read, parts.length);
      return rows;
    }),
  );
  return new Map(found.flat().map((entry) => [entry.code, entry]));
}
