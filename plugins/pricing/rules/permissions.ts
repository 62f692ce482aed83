// The permissions pricing checks: editing draft price lists, releasing them, and editing its catalogues.

/** Create, edit and delete draft price lists. */
export const PRICE_LIST_WRITE = 'pricing.priceList.write';
/** Release a price list, after which it is read-only and may become current. */
export const PRICE_LIST_RELEASE = 'pricing.priceList.release';
/** Price types, patient-group categories and patient groups (the catalogue engine's default for this plugin). */
export const PRICING_CATALOGUE_WRITE = 'pricing.catalogue.write';
