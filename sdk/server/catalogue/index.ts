// The server face of catalogues: from descriptors to tables, SDL, resolvers and the pieces of a server plugin.
export * from './server-parts';
export * from './migrations';
export * from './schema';
export * from './usages';
export { cursorRows, listRows, rowById, rowByCode, rowsByCodes, rowsWhere, searchRows, type CursorArgs, type CursorPage, type ListArgs, type SearchArgs } from './reads';
export { extraSearchConditions, SEARCH_ARG_NAMES, type ExtraSearchArg, type ExtraSearchArgs, type SearchScope } from './search-args';
export type { ExtraWriteArg, ExtraWriteArgs } from './write-args';
export type { CatalogueImportError, CatalogueImportResult } from './import';
export { seedCatalogues, CatalogueSeedError, type CatalogueSeed } from './seed';
