// Reading catalogue rows: a page of the list, one row, and the ranked search behind pickers.
import { sql, type SQL } from 'drizzle-orm';
import { escapeLike, rowsOf, syllablePrefixQuery, type Db } from '../database';
import { badInput } from '../errors';
import { toKhongDau } from '../../shared/text';
import { CATALOGUE_LIMITS, type AnyCatalogue } from '../../shared/catalogue';
import { columnOf, scopeCondition, searchDocument, selectList, tableOf, whereAll } from './catalogue-table';
import { decodeCursor, encodeCursor } from './cursor';

type Row = Record<string, unknown>;

export interface ListArgs {
  hasTamNgung?: boolean | null;
  searchString?: string | null;
  page?: number | null;
  limit?: number | null;
}

export interface SearchArgs {
  searchString?: string | null;
  keyword?: string | null;
  limit?: number | null;
  idDefault?: string | null;
}

function checkedLimit(limit: number | null | undefined, fallback: number, max: number): number {
  const size = limit ?? fallback;
  if (!Number.isInteger(size) || size < 1 || size > max) throw badInput('catalogue.limitRange', 'limit', { min: 1, max });
  return size;
}

interface SearchTerms {
  /** As typed, composed and trimmed: codes are compared case-insensitively but with their accents ('GĐ'). */
  raw: string;
  /** Without accents, lower case, as TenKhongDau is stored. */
  unaccented: string;
  /** 'sieu:* & am:*': every syllable typed, as the start of a syllable of the name. */
  prefixQuery: string | null;
}

function searchTermsOf(text: string | null | undefined): SearchTerms | null {
  const raw = (text ?? '').normalize('NFC').trim();
  if (raw === '') return null;
  return { raw, unaccented: toKhongDau(raw), prefixQuery: syllablePrefixQuery(raw) };
}

// A code is matched from its start when the text is short (an index on lower(code) serves it) and anywhere in it
// from three characters, where the code's trigram index serves it.
function codeMatches(descriptor: AnyCatalogue, raw: string): SQL {
  const code = columnOf(descriptor.codeField);
  return raw.length < 3 ? codePrefix(code, raw) : sql`${code} ILIKE ${'%' + escapeLike(raw) + '%'}`;
}

/** The code starts with the text, in any case; in code order the exact code comes first. Served by the prefix index. */
function codePrefix(code: SQL, raw: string): SQL {
  return sql`lower(${code}) COLLATE "C" LIKE ${escapeLike(raw.toLowerCase()) + '%'}`;
}

/** The syllables typed start syllables of the name (or of the extra search fields), or the text is in the code. */
function matches(descriptor: AnyCatalogue, terms: SearchTerms): SQL {
  const inCode = codeMatches(descriptor, terms.raw);
  if (!terms.prefixQuery) return inCode;
  return sql`(${sql.raw(searchDocument(descriptor))} @@ to_tsquery('simple'::regconfig, ${terms.prefixQuery}) OR ${inCode})`;
}

/** The exact code first, then codes starting with the text, then the names closest to it. */
function ranking(descriptor: AnyCatalogue, terms: SearchTerms): SQL {
  const code = columnOf(descriptor.codeField);
  return sql`(${code} ILIKE ${escapeLike(terms.raw)}) DESC, (${code} ILIKE ${escapeLike(terms.raw) + '%'}) DESC,
    word_similarity(${terms.unaccented}, "TenKhongDau") DESC, "TenKhongDau", ${code}`;
}

export async function listRows(db: Db, descriptor: AnyCatalogue, nodeId: string, args: ListArgs): Promise<{ items: Row[]; total: number }> {
  const limit = checkedLimit(args.limit, CATALOGUE_LIMITS.listDefault, CATALOGUE_LIMITS.listMax);
  const page = args.page ?? 1;
  if (!Number.isInteger(page) || page < 1) throw badInput('catalogue.pageInvalid', 'page');
  const terms = searchTermsOf(args.searchString);
  const where = whereAll([scopeCondition(descriptor, nodeId), args.hasTamNgung ? undefined : sql`NOT "TamNgung"`, terms ? matches(descriptor, terms) : undefined]);
  // By code, searched or not: a list is read as a table; its order index stops the scan at the page, unless few rows match.
  // C collation: the same order on PGlite and on a PostgreSQL server whatever its locale.
  const order = sql`${columnOf(descriptor.codeField)} COLLATE "C", _id`;
  const table = tableOf(descriptor);
  const [count] = rowsOf<{ total: number }>(await db.execute(sql`SELECT count(*)::int AS total FROM ${table} WHERE ${where}`));
  const total = count?.total ?? 0;
  const select = sql`SELECT ${selectList(descriptor)} FROM ${table} WHERE ${where}`;
  const items = rowsOf<Row>(await db.execute(terms && total <= SORTED_MATCHES_MAX
    ? sql`WITH matched AS MATERIALIZED (${select}) SELECT * FROM matched ORDER BY ${order} LIMIT ${limit} OFFSET ${(page - 1) * limit}`
    : sql`${select} ORDER BY ${order} LIMIT ${limit} OFFSET ${(page - 1) * limit}`));
  return { items, total };
}

/**
 * Up to this many matches of a search are taken from the search indexes and sorted on their own. Left to itself the
 * planner walks the order index and tests every row against the search: a whole-table walk when few rows match.
 * When many match, that walk meets a page's rows soon, and sorting them all would cost more.
 */
const SORTED_MATCHES_MAX = 5_000;

async function fewMatches(db: Db, descriptor: AnyCatalogue, where: SQL): Promise<boolean> {
  const [row] = rowsOf<{ found: number }>(await db.execute(sql`
    SELECT count(*)::int AS found FROM (SELECT 1 FROM ${tableOf(descriptor)} WHERE ${where} LIMIT ${SORTED_MATCHES_MAX + 1}) AS matches`));
  return (row?.found ?? 0) <= SORTED_MATCHES_MAX;
}

export interface CursorArgs {
  hasTamNgung?: boolean | null;
  searchString?: string | null;
  after?: string | null;
  limit?: number | null;
}

export interface CursorPage {
  items: Row[];
  /** The cursor of the last row, to ask for the next page with; null on an empty page. */
  endCursor: string | null;
  hasMore: boolean;
}

/**
 * A keyset page: the rows after the cursor's (code, _id) in the list's order. The order index seeks straight to
 * the cursor, so page 1,000 costs what page 1 does, and rows inserted or removed meanwhile neither repeat nor skip
 * the rows that were already there.
 */
export async function cursorRows(db: Db, descriptor: AnyCatalogue, nodeId: string, args: CursorArgs): Promise<CursorPage> {
  const limit = checkedLimit(args.limit, CATALOGUE_LIMITS.listDefault, CATALOGUE_LIMITS.listMax);
  const after = args.after ? decodeCursor(args.after) : null;
  const terms = searchTermsOf(args.searchString);
  const code = columnOf(descriptor.codeField);
  const where = whereAll([
    scopeCondition(descriptor, nodeId),
    args.hasTamNgung ? undefined : sql`NOT "TamNgung"`,
    terms ? matches(descriptor, terms) : undefined,
    // A row comparison in the index's own collation: the index serves it as one range.
    after ? sql`(${code} COLLATE "C", _id) > (${after.code}::text COLLATE "C", ${after.id}::text)` : undefined,
  ]);
  const select = sql`SELECT ${selectList(descriptor)} FROM ${tableOf(descriptor)} WHERE ${where}`;
  // Searched, as in listRows: few matches are found by the search indexes, then only they are sorted.
  const rows = rowsOf<Row>(await db.execute(terms && (await fewMatches(db, descriptor, where))
    ? sql`WITH matched AS MATERIALIZED (${select}) SELECT * FROM matched ORDER BY ${code} COLLATE "C", _id LIMIT ${limit + 1}`
    : sql`${select} ORDER BY ${code} COLLATE "C", _id LIMIT ${limit + 1}`));
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, endCursor: last ? encodeCursor({ code: String(last[descriptor.codeField]), id: String(last._id) }) : null, hasMore: rows.length > limit };
}

/**
 * The rows of the given codes, suspended ones too, in code order, in one query: what an import file names. Codes
 * are compared as stored (composed, trimmed); a code no row has is simply absent.
 */
export async function rowsByCodes(db: Db, descriptor: AnyCatalogue, nodeId: string, codes: readonly string[]): Promise<Row[]> {
  if (codes.length > CATALOGUE_LIMITS.byCodesMax) throw badInput('catalogue.tooManyCodes', 'codes', { max: CATALOGUE_LIMITS.byCodesMax });
  const wanted = [...new Set(codes.map((code) => code.normalize('NFC').trim()))];
  if (wanted.length === 0) return [];
  return rowsWhere(db, descriptor, nodeId, sql`${columnOf(descriptor.codeField)} = ANY(${sql.param(wanted)}::text[])`);
}

export async function rowById(db: Db, descriptor: AnyCatalogue, nodeId: string, id: string): Promise<Row | null> {
  const [row] = rowsOf<Row>(await db.execute(sql`
    SELECT ${selectList(descriptor)} FROM ${tableOf(descriptor)} WHERE ${whereAll([sql`_id = ${id}`, scopeCondition(descriptor, nodeId)])}`));
  return row ?? null;
}

/**
 * Rows meeting `condition`, of the viewer's facility for a per-node catalogue, suspended ones included unless the
 * condition leaves them out; by code unless `orderBy` says otherwise. For a plugin's own reads of a catalogue
 * (rows by ids, by a type, linked to a department) in the rows' API shape.
 */
export async function rowsWhere(db: Db, descriptor: AnyCatalogue, nodeId: string, condition: SQL, options: { orderBy?: SQL; limit?: number } = {}): Promise<Row[]> {
  const order = options.orderBy ?? sql`${columnOf(descriptor.codeField)} COLLATE "C", _id`;
  const limit = options.limit === undefined ? sql`` : sql` LIMIT ${options.limit}`;
  return rowsOf<Row>(await db.execute(sql`
    SELECT ${selectList(descriptor)} FROM ${tableOf(descriptor)}
    WHERE ${whereAll([scopeCondition(descriptor, nodeId), condition])} ORDER BY ${order}${limit}`));
}

export async function rowByCode(db: Db, descriptor: AnyCatalogue, nodeId: string, code: string): Promise<Row | null> {
  const [row] = rowsOf<Row>(await db.execute(sql`
    SELECT ${selectList(descriptor)} FROM ${tableOf(descriptor)}
    WHERE ${whereAll([sql`${columnOf(descriptor.codeField)} = ${code.normalize('NFC').trim()}`, scopeCondition(descriptor, nodeId)])}`));
  return row ?? null;
}

// A typed code ('BV01', 'J0') is answered from the code index alone when enough codes start with it, rather than by
// ranking every row it matches.
async function codePrefixRows(db: Db, descriptor: AnyCatalogue, nodeId: string, terms: SearchTerms, limit: number, filters: readonly SQL[]): Promise<Row[] | null> {
  if (/\s/.test(terms.raw)) return null;
  const code = columnOf(descriptor.codeField);
  const rows = rowsOf<Row>(await db.execute(sql`
    SELECT ${selectList(descriptor)} FROM ${tableOf(descriptor)}
    WHERE ${whereAll([scopeCondition(descriptor, nodeId), sql`NOT "TamNgung"`, codePrefix(code, terms.raw), ...filters])}
    ORDER BY lower(${code}) COLLATE "C", _id LIMIT ${limit}`));
  return rows.length === limit ? rows : null;
}

async function rankedRows(db: Db, descriptor: AnyCatalogue, nodeId: string, terms: SearchTerms | null, limit: number, filters: readonly SQL[]): Promise<Row[]> {
  const where = whereAll([scopeCondition(descriptor, nodeId), sql`NOT "TamNgung"`, terms ? matches(descriptor, terms) : undefined, ...filters]);
  const order = terms ? ranking(descriptor, terms) : sql`"TenKhongDau", ${columnOf(descriptor.codeField)}`;
  return rowsOf<Row>(await db.execute(sql`
    SELECT ${selectList(descriptor)} FROM ${tableOf(descriptor)} WHERE ${where} ORDER BY ${order} LIMIT ${limit}`));
}

/**
 * A picker's rows, meeting every one of `filters` too (the conditions of extra search arguments). The row of
 * idDefault (the value a form already holds) comes first when the search does not return it, even suspended or
 * filtered out, so the picker can show what was saved.
 */
export async function searchRows(db: Db, descriptor: AnyCatalogue, nodeId: string, args: SearchArgs, filters: readonly SQL[] = []): Promise<Row[]> {
  const limit = checkedLimit(args.limit, CATALOGUE_LIMITS.searchDefault, CATALOGUE_LIMITS.searchMax);
  const terms = searchTermsOf(args.searchString ?? args.keyword);
  const rows = (terms && (await codePrefixRows(db, descriptor, nodeId, terms, limit, filters))) || (await rankedRows(db, descriptor, nodeId, terms, limit, filters));
  if (!args.idDefault || rows.some((row) => row._id === args.idDefault)) return rows;
  const saved = await rowById(db, descriptor, nodeId, args.idDefault);
  return saved ? [saved, ...rows] : rows;
}
