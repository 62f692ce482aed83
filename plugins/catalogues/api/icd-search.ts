// The ICD-10 picker's search (searchICD), which the examination screen uses: a typed code is a prefix of codes, read
// in code order from the code's prefix index; words are starts of words of the Vietnamese or English name, found
// through the words index, the most general diagnosis that begins with them first.
import { sql, type SQL } from 'drizzle-orm';
import { CATALOGUE_LIMITS, toKhongDau } from '@his/sdk';
import { badInput, escapeLike, rowById, rowsWhere, syllablePrefixQuery, type Db, type RequestContext } from '@his/sdk/server';
import { icd } from '../rules';

export interface IcdSearchArgs {
  searchString?: string | null;
  keyword?: string | null;
  limit?: number | null;
  idDefault?: string | null;
}

type Row = Record<string, unknown>;

// A letter and one or two digits, then perhaps the point and the subcategory: 'I1', 'j18', 'J18.9'. A lone letter
// is a word ('u' of 'u ác'), not the start of a chapter.
const CODE_PREFIX = /^[a-z][0-9]{1,2}(\.[0-9]{0,2})?$/i;

// The expression of DM_ICD's words index (the engine's, over the name and the English name): a condition on any
// other expression would scan the table.
const WORDS = sql.raw(`to_tsvector('simple'::regconfig, "TenKhongDau" || ' ' || "TuKhoaKhongDau")`);

function checkedLimit(limit: number | null | undefined): number {
  const size = limit ?? CATALOGUE_LIMITS.searchDefault;
  if (!Number.isInteger(size) || size < 1 || size > CATALOGUE_LIMITS.searchMax) throw badInput('catalogue.limitRange', 'limit', { min: 1, max: CATALOGUE_LIMITS.searchMax });
  return size;
}

function byCodePrefix(text: string): { condition: SQL; orderBy: SQL } {
  return {
    condition: sql`lower("MaICD") COLLATE "C" LIKE ${escapeLike(text.toLowerCase()) + '%'}`,
    orderBy: sql`lower("MaICD") COLLATE "C", _id`,
  };
}

// The words typed, each as the start of a word, in the name or the English name. Among the matches: names that
// begin with the text, then names holding every word (not only through the English name), then the shortest (the
// general diagnosis before its special cases: 'Viêm phổi do virus' before '… do virus khác').
function byWords(text: string, query: string): { condition: SQL; orderBy: SQL } {
  const typed = toKhongDau(text).split(/[^a-z0-9]+/).filter(Boolean).join(' ');
  const words = sql`to_tsquery('simple'::regconfig, ${query})`;
  return {
    condition: sql`${WORDS} @@ ${words}`,
    orderBy: sql`("TenKhongDau" LIKE ${escapeLike(typed) + '%'}) DESC, (to_tsvector('simple'::regconfig, "TenKhongDau") @@ ${words}) DESC,
      length("TenKhongDau"), "MaICD" COLLATE "C"`,
  };
}

/** The picker's rows for what is typed, for a viewer of `nodeId`. */
export async function searchIcdRows(db: Db, nodeId: string, args: IcdSearchArgs): Promise<Row[]> {
  const limit = checkedLimit(args.limit);
  const text = (args.searchString ?? args.keyword ?? '').normalize('NFC').trim();
  const query = syllablePrefixQuery(text);
  const search = CODE_PREFIX.test(text) ? byCodePrefix(text) : query ? byWords(text, query) : { condition: sql`true`, orderBy: sql`"MaICD" COLLATE "C", _id` };
  const rows = await rowsWhere(db, icd, nodeId, sql`NOT "TamNgung" AND ${search.condition}`, { orderBy: search.orderBy, limit });
  // The row a form already holds comes first when the search leaves it out, so the picker can show it.
  if (!args.idDefault || rows.some((row) => row._id === args.idDefault)) return rows;
  const saved = await rowById(db, icd, nodeId, args.idDefault);
  return saved ? [saved, ...rows] : rows;
}

export async function searchIcd(ctx: RequestContext, args: IcdSearchArgs): Promise<Row[]> {
  const { nodeId } = icd.permissions.read ? ctx.requirePermission(icd.permissions.read) : ctx.requireViewer();
  return searchIcdRows(ctx.db, nodeId, args);
}
