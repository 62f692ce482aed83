// Reading catalogue rows: a page of the list, one row, and the ranked search behind pickers.
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../database';
import { badInput } from '../errors';
import { toKhongDau } from '../../shared/text';
import { CATALOGUE_LIMITS, type AnyCatalogue } from '../../shared/catalogue';
import { columnOf, extraSearchFields, scopeCondition, selectList, tableOf, whereAll } from './catalogue-table';

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

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => '\\' + c);
}

interface SearchTerms {
  /** As typed, composed and trimmed: codes are compared case-insensitively but with their accents ('GĐ'). */
  raw: string;
  /** Without accents, lower case, as TenKhongDau is stored. */
  unaccented: string;
  words: { raw: string; unaccented: string }[];
}

function searchTermsOf(text: string | null | undefined): SearchTerms | null {
  const raw = (text ?? '').normalize('NFC').trim();
  const words = raw.split(/\s+/).map((word) => ({ raw: word, unaccented: toKhongDau(word) })).filter((word) => word.unaccented !== '');
  return words.length === 0 ? null : { raw, unaccented: toKhongDau(raw), words };
}

/** Every word appears in the code, the unaccented name or the unaccented extra search fields; each has a trigram index. */
function matches(descriptor: AnyCatalogue, terms: SearchTerms): SQL {
  const code = columnOf(descriptor.codeField);
  const extras = extraSearchFields(descriptor).length > 0;
  return sql.join(
    terms.words.map((word) => {
      const unaccented = '%' + escapeLike(word.unaccented) + '%';
      const inCode = sql`${code} ILIKE ${'%' + escapeLike(word.raw) + '%'}`;
      const inName = sql`"TenKhongDau" LIKE ${unaccented}`;
      return extras ? sql`(${inName} OR ${inCode} OR "TuKhoaKhongDau" LIKE ${unaccented})` : sql`(${inName} OR ${inCode})`;
    }),
    sql` AND `,
  );
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
  // C collation: the same order on PGlite and on a PostgreSQL server whatever its locale.
  const order = terms ? ranking(descriptor, terms) : sql`${columnOf(descriptor.codeField)} COLLATE "C", _id`;
  const table = tableOf(descriptor);
  const items = rowsOf<Row>(await db.execute(sql`
    SELECT ${selectList(descriptor)} FROM ${table} WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${(page - 1) * limit}`));
  const [count] = rowsOf<{ total: number }>(await db.execute(sql`SELECT count(*)::int AS total FROM ${table} WHERE ${where}`));
  return { items, total: count?.total ?? 0 };
}

export async function rowById(db: Db, descriptor: AnyCatalogue, nodeId: string, id: string): Promise<Row | null> {
  const [row] = rowsOf<Row>(await db.execute(sql`
    SELECT ${selectList(descriptor)} FROM ${tableOf(descriptor)} WHERE ${whereAll([sql`_id = ${id}`, scopeCondition(descriptor, nodeId)])}`));
  return row ?? null;
}

export async function rowByCode(db: Db, descriptor: AnyCatalogue, nodeId: string, code: string): Promise<Row | null> {
  const [row] = rowsOf<Row>(await db.execute(sql`
    SELECT ${selectList(descriptor)} FROM ${tableOf(descriptor)}
    WHERE ${whereAll([sql`${columnOf(descriptor.codeField)} = ${code.normalize('NFC').trim()}`, scopeCondition(descriptor, nodeId)])}`));
  return row ?? null;
}

/**
 * A picker's rows. The row of idDefault (the value a form already holds) comes first when the search does not
 * return it, even suspended, so the picker can show what was saved.
 */
export async function searchRows(db: Db, descriptor: AnyCatalogue, nodeId: string, args: SearchArgs): Promise<Row[]> {
  const limit = checkedLimit(args.limit, CATALOGUE_LIMITS.searchDefault, CATALOGUE_LIMITS.searchMax);
  const terms = searchTermsOf(args.searchString ?? args.keyword);
  const where = whereAll([scopeCondition(descriptor, nodeId), sql`NOT "TamNgung"`, terms ? matches(descriptor, terms) : undefined]);
  const order = terms ? ranking(descriptor, terms) : sql`"TenKhongDau", ${columnOf(descriptor.codeField)}`;
  const rows = rowsOf<Row>(await db.execute(sql`
    SELECT ${selectList(descriptor)} FROM ${tableOf(descriptor)} WHERE ${where} ORDER BY ${order} LIMIT ${limit}`));
  if (!args.idDefault || rows.some((row) => row._id === args.idDefault)) return rows;
  const saved = await rowById(db, descriptor, nodeId, args.idDefault);
  return saved ? [saved, ...rows] : rows;
}
