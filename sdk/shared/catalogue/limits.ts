// Page and batch sizes of the catalogue operations: the server refuses more, the web never asks for more.
export const CATALOGUE_LIMITS = {
  /** Rows of a list page when the caller names no limit. */
  listDefault: 50,
  listMax: 500,
  /** Rows a picker's search returns when the caller names no limit. */
  searchDefault: 20,
  searchMax: 100,
  /** Codes of one by-codes read: an import file's worth, as many as an import call takes. */
  byCodesMax: 10_000,
  /** Rows of one import call: the 10,000-row benchmark file fits in one, and in the server's 2 MB request body cap. */
  importMaxRows: 10_000,
  /** Rows of one export; a catalogue beyond it (ICD-10 has about 12,000 codes) is exported in parts by search. */
  exportMaxRows: 200_000,
} as const;
