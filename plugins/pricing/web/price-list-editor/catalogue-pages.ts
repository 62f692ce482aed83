// The catalogue rows an imported price file may name, read whole in pages: the catalogues plugin has no lookup of
// many codes at once, its search finds one code a call (2,000 calls for a 2,000-line file), and its export gives
// no ids; its list gives 500 rows a page, so a catalogue of 5,000 services takes 10 requests, sent together.
import { CATALOGUE_LIMITS } from '@his/sdk';
import type { CatalogueEntry } from './price-lines-sheet';

export interface CataloguePage {
  /** Rows over all pages. */
  total: number;
  items: CatalogueEntry[];
}

export type FetchCataloguePage = (page: number, limit: number) => Promise<CataloguePage>;

/** Every row of the catalogue by its code; `onProgress` hears of each page read, with how many there are. */
export async function catalogueByCode(fetchPage: FetchCataloguePage, onProgress?: (read: number, pages: number) => void): Promise<Map<string, CatalogueEntry>> {
  const limit = CATALOGUE_LIMITS.listMax;
  const first = await fetchPage(1, limit);
  const pages = Math.max(1, Math.ceil(first.total / limit));
  let read = 1;
  onProgress?.(read, pages);
  const rest = await Promise.all(
    Array.from({ length: pages - 1 }, async (_, index) => {
      const page = await fetchPage(index + 2, limit);
      onProgress?.(++read, pages);
      return page;
    }),
  );
  return new Map([first, ...rest].flatMap((page) => page.items).map((entry) => [entry.code, entry]));
}
