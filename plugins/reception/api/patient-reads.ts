// Reading patients of the caller's facility: one by id or code, the directory's pages, the keyset search by
// unaccented name, phone, code, ID number or card number, and the possible duplicates of a patient being entered.
import { sql, type SQL } from 'drizzle-orm';
import { toKhongDau, type Timestamp } from '@his/sdk';
import { ageDisplay, ageFromBirthYear } from '@his/sdk/format';
import { badInput, rowsOf, type Db, type Logger, type RequestContext, type Viewer } from '@his/sdk/server';
import { PATIENT_NAME_PREFIXES } from './migrations';
import { PATIENT_READ, RECEPTION_RECEIVE } from '../rules/permissions';
import { normalisePhone } from '../rules/patient';
import { builtNameIndex, facilityNameIndex, forgetPatient, namesWrittenSince } from './patient-name-search';
import { PATIENT_ROW } from './patient-columns';

/** A patient row as stored, with the derived fields the API adds. */
export interface BenhNhanRow {
  _id: string;
  node_Id: string;
  MaYTe: string;
  TenBenhNhan: string;
  TenKhongDau: string;
  NgaySinh: number | null;
  NamSinh: number;
  GioiTinh: string;
  SoDienThoai: string | null;
  TuVong: boolean;
  NhomBenhNhan_Ids: string[];
  createdAt: number;
  updatedAt: number;
  [field: string]: unknown;
}

export const MAX_SEARCH_LENGTH = 100;
export const MAX_PAGE_SIZE = 200;

/** The caller, who may read patients: the directory's readers and the receptionists. */
export function requirePatientReader(ctx: RequestContext): Viewer {
  const viewer = ctx.requireViewer();
  if (ctx.holds(RECEPTION_RECEIVE)) return viewer;
  return ctx.requirePermission(PATIENT_READ);
}

const AGE_UNITS = { day: 'Ngay', month: 'Thang', year: 'Nam' } as const;

/** Age on `at` by the spec's rule, from the birth date or, failing that, the year. */
export function ageOf(row: Pick<BenhNhanRow, 'NgaySinh' | 'NamSinh'>, at: Timestamp = Date.now()): { Tuoi: number | null; LoaiTuoi: string | null } {
  const age = row.NgaySinh !== null ? ageDisplay(row.NgaySinh, at) : ageFromBirthYear(row.NamSinh, at);
  return age ? { Tuoi: age.value, LoaiTuoi: AGE_UNITS[age.unit] } : { Tuoi: null, LoaiTuoi: null };
}

export function limitOf(limit: number | null | undefined, fallback: number, field = 'limit'): number {
  if (limit === null || limit === undefined) return fallback;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) throw badInput('reception.limitRange', field, { max: MAX_PAGE_SIZE });
  return limit;
}

function searchText(text: string | null | undefined, field = 'searchString'): string {
  const value = (text ?? '').trim();
  if ([...value].length > MAX_SEARCH_LENGTH) throw badInput('validation.maxLength', field, { max: MAX_SEARCH_LENGTH });
  return value;
}

/**
 * What a search text matches: a full card number the card; digits the start of the code, phone, ID number or
 * social-insurance number; letters with digits the code or ID number; words the unaccented name.
 */
export function searchCondition(text: string): SQL | undefined {
  if (text === '') return undefined;
  const compact = text.replace(/[\s.-]/g, '').toUpperCase();
  if (/^[A-Z]{2}[1-5][0-9]{12}$/.test(compact)) return sql`b."SoTheBHYT" = ${compact}`;
  const prefix = compact.replace(/[\\%_]/g, '') + '%';
  if (/^[0-9]+$/.test(compact)) {
    return sql`(b."MaYTe" LIKE ${prefix} OR b."SoDienThoai" LIKE ${prefix} OR b."CMNDHoacHoChieu" LIKE ${prefix} OR b."SoBHXH" LIKE ${prefix})`;
  }
  if (/^[A-Z0-9]+$/.test(compact) && /[0-9]/.test(compact)) return sql`(upper(b."MaYTe") LIKE ${prefix} OR upper(b."CMNDHoacHoChieu") LIKE ${prefix})`;
  return nameMatches(text);
}

/** The syllables typed, unaccented: 'Võ Thành L' → vo, thanh, l. */
function nameSyllables(text: string): string[] {
  return toKhongDau(text.normalize('NFC')).split(/[^a-z0-9]+/).filter(Boolean);
}

/**
 * Every syllable typed starts a syllable of the unaccented name, as in catalogue search: 'vo thanh l' finds Võ Thành
 * Long. One containment test on the index of syllable starts, whatever the syllables' length.
 */
export function nameMatches(text: string): SQL | undefined {
  const syllables = nameSyllables(text);
  if (syllables.length === 0) return undefined;
  return sql`${sql.raw(PATIENT_NAME_PREFIXES)} @> ${sql.param(syllables)}::text[]`;
}

/**
 * The same match as nameMatches for rows read from the recent-patients index, which holds the unaccented name (words
 * apart by single spaces): each syllable starts the name or follows a space. Cheaper per row than building the starts.
 */
function nameMatchesInRows(syllables: readonly string[]): SQL {
  return sql.join(syllables.map((syllable) => sql`(b."TenKhongDau" LIKE ${syllable + '%'} OR b."TenKhongDau" LIKE ${'% ' + syllable + '%'})`), sql` AND `);
}

const where = (...conditions: (SQL | undefined)[]): SQL => sql.join(conditions.filter((c): c is SQL => c !== undefined), sql` AND `);

export async function benhNhanById(db: Db, facilityId: string, id: string, lock = false): Promise<BenhNhanRow | null> {
  if (id.length > 64) return null;
  const [row] = rowsOf<BenhNhanRow>(await db.execute(sql`
    SELECT ${PATIENT_ROW} FROM "BenhNhan" b WHERE b._id = ${id} AND b."node_Id" = ${facilityId} ${lock ? sql`FOR UPDATE` : sql``}`));
  return row ?? null;
}

export async function benhNhanByMaYTe(db: Db, facilityId: string, maYTe: string): Promise<BenhNhanRow | null> {
  const code = searchText(maYTe, 'MaYTe');
  const [row] = rowsOf<BenhNhanRow>(await db.execute(sql`SELECT ${PATIENT_ROW} FROM "BenhNhan" b WHERE b."node_Id" = ${facilityId} AND b."MaYTe" = ${code}`));
  return row ?? null;
}

export async function benhNhansByIds(db: Db, ids: readonly string[]): Promise<BenhNhanRow[]> {
  if (ids.length === 0) return [];
  return rowsOf<BenhNhanRow>(await db.execute(sql`SELECT ${PATIENT_ROW} FROM "BenhNhan" b WHERE b._id = ANY(${sql.param([...ids])}::text[])`));
}

const WINDOW_SHARE = 0.05;
const MIN_WINDOW = 2_000;
const MAX_WINDOW = 20_000;
const windowSizes = new WeakMap<Db, { size: number; at: Timestamp }>();

/**
 * How many of the newest patients a name search reads before it asks the index of syllable starts: a twentieth of
 * the patients (the database's own estimate, read once a minute), from 2,000 to 20,000. A name rarer than a page in
 * that many is then rare enough that the index gathers a few hundred patients, and the walk stays a few milliseconds.
 */
export async function recentWindow(db: Db, now: Timestamp = Date.now()): Promise<number> {
  const cached = windowSizes.get(db);
  if (cached && now - cached.at < 60_000) return cached.size;
  const [row] = rowsOf<{ patients: number }>(await db.execute(sql`SELECT reltuples::float8 AS patients FROM pg_class WHERE oid = '"BenhNhan"'::regclass`));
  const size = Math.min(MAX_WINDOW, Math.max(MIN_WINDOW, Math.round((row?.patients ?? 0) * WINDOW_SHARE)));
  windowSizes.set(db, { size, at: now });
  return size;
}

/**
 * Keyset pages of the patients matching `text`, newest first; `after` is the last id of the page before. A name is
 * looked up in the facility's in-memory index (patient-name-search.ts) and the rows read by id, the match checked
 * again; codes and numbers, and names while the index is being built, go to the database (searchStatements), as all
 * do with `nameIndex: false`. `columns` (patientColumnsFor) narrows the rows to what the query asks for.
 */
export async function searchBenhNhan(
  db: Db,
  facilityId: string,
  args: { searchString: string; limit?: number | null; after?: string | null },
  options: { log?: Logger; nameIndex?: boolean; columns?: SQL } = {},
) {
  const limit = limitOf(args.limit, 20);
  if (args.after !== null && args.after !== undefined && !/^[0-9a-zA-Z_-]{1,64}$/.test(args.after)) throw badInput('catalogue.cursorInvalid', 'after');
  const text = searchText(args.searchString);
  const syllables = /[0-9]/.test(text) ? [] : nameSyllables(text);
  const fromIndex = syllables.length > 0 && options.nameIndex !== false ? await pageFromNameIndex(db, facilityId, syllables, limit + 1, args.after ?? null, options) : null;
  let rows = fromIndex;
  if (rows === null) {
    const statements = searchStatements(facilityId, text, limit + 1, { after: args.after, window: await recentWindow(db), columns: options.columns });
    rows = rowsOf<BenhNhanRow>(await db.execute(statements.first));
    if (statements.older && rows.length <= limit) rows = [...rows, ...rowsOf<BenhNhanRow>(await db.execute(statements.older(limit + 1 - rows.length)))];
  }
  const items = rows.slice(0, limit);
  return { items, endCursor: rows.length > limit ? items[items.length - 1]!._id : null, hasMore: rows.length > limit };
}

/** Looks the index proposes again when its ids include removed patients; more than this and the database answers. */
const INDEX_ATTEMPTS = 3;

/** Names written since the index last looked that a search checks itself; more and it waits for a look. */
const CHANGES_CHECKED_BY_SEARCH = 100;

/**
 * The page from the index as it stands, in one statement that reads its rows and the names written since the index
 * last looked: when none of those is news to the index and the index did not change meanwhile (the usual case), the
 * page stands without a look of its own; otherwise null, and the search looks first. The statement sees every name
 * committed before the call, as a look would.
 */
async function pageFromIndexAsItStands(db: Db, facilityId: string, syllables: string[], count: number, after: string | null, columns: SQL): Promise<BenhNhanRow[] | null> {
  const names = builtNameIndex(db, facilityId);
  if (!names) return null;
  const { index, seenFrom } = names;
  const version = index.version;
  const ids = index.search(syllables, count, after);
  const rows = rowsOf<BenhNhanRow & { writtenSince: string | null }>(await db.execute(sql`
    SELECT w."writtenSince", r.* FROM (
      SELECT (SELECT json_agg(json_build_array(n._id, n."TenKhongDau"))::text FROM (${namesWrittenSince(facilityId, seenFrom, CHANGES_CHECKED_BY_SEARCH + 1)}) n) AS "writtenSince"
    ) w
    LEFT JOIN LATERAL (
      SELECT ${columns} FROM "BenhNhan" b WHERE b._id = ANY(${sql.param(ids)}::text[]) AND b."node_Id" = ${facilityId} AND ${nameMatchesInRows(syllables)}
    ) r ON true
    ORDER BY r._id DESC`));
  const written = JSON.parse(rows[0]!.writtenSince ?? '[]') as [string, string][];
  const unchanged = builtNameIndex(db, facilityId)?.index === index && index.version === version;
  if (!unchanged || written.length > CHANGES_CHECKED_BY_SEARCH || !written.every(([_id, TenKhongDau]) => index.holds({ _id, TenKhongDau }))) return null;
  const found = rows.filter((row) => row._id !== null).map(({ writtenSince: _, ...row }) => row as BenhNhanRow);
  if (found.length === ids.length) return found;
  const present = new Set(found.map((row) => row._id));
  for (const id of ids) if (!present.has(id)) forgetPatient(db, facilityId, id);
  return null;
}

/** Up to `count` patients of the name from the index, newest first, or null when the database must answer. */
async function pageFromNameIndex(db: Db, facilityId: string, syllables: string[], count: number, after: string | null, options: { log?: Logger; columns?: SQL }): Promise<BenhNhanRow[] | null> {
  const asItStands = await pageFromIndexAsItStands(db, facilityId, syllables, count, after, options.columns ?? PATIENT_ROW);
  if (asItStands) return asItStands;
  const index = await facilityNameIndex(db, facilityId, (error) => options.log?.warn('reception.nameIndexFailed', { error: String(error) }));
  if (!index) return null;
  for (let attempt = 0; attempt < INDEX_ATTEMPTS; attempt++) {
    const ids = index.search(syllables, count, after);
    if (ids.length === 0) return [];
    const rows = rowsOf<BenhNhanRow>(await db.execute(sql`
      SELECT ${options.columns ?? PATIENT_ROW} FROM "BenhNhan" b WHERE b._id = ANY(${sql.param(ids)}::text[]) AND b."node_Id" = ${facilityId} AND ${nameMatchesInRows(syllables)}
      ORDER BY b._id DESC`));
    if (rows.length === ids.length) return rows;
    const found = new Set(rows.map((row) => row._id));
    for (const id of ids) if (!found.has(id)) forgetPatient(db, facilityId, id);
  }
  return null;
}

/**
 * The patients a search reads, newest first: by a code or number through its indexes, in one statement; by name first
 * among the newest patients, then, when they hold less than `count`, among the older ones, who are then few. Apart from
 * searchBenhNhan so that the benchmark shows the plans of the very statements.
 */
export function searchStatements(facilityId: string, text: string, count: number, options: { after?: string | null; window: number; columns?: SQL }): { first: SQL; older?: (missing: number) => SQL } {
  const { after, window, columns = PATIENT_ROW } = options;
  const facility = sql`b."node_Id" = ${facilityId}`;
  const scope = where(facility, after ? sql`b._id < ${after}` : undefined);
  // Ids first, from the indexes alone; then the rows of the page.
  const rowsOfIds = (ids: SQL) => sql`SELECT ${columns} FROM "BenhNhan" b WHERE b._id IN (${ids}) ORDER BY b._id DESC`;
  const syllables = /[0-9]/.test(text) ? [] : nameSyllables(text);
  if (syllables.length === 0) {
    const condition = searchCondition(text);
    // Six characters of a code or number leave at most a few thousand patients: gathered from their indexes, then
    // sorted. The planner, misjudging how many a phone prefix matches, would otherwise walk every patient by id.
    if (!condition || text.replace(/[\s.-]/g, '').length < 6) return { first: sql`SELECT ${columns} FROM "BenhNhan" b WHERE ${where(scope, condition)} ORDER BY b._id DESC LIMIT ${count}` };
    return { first: sql`
      WITH matches AS MATERIALIZED (SELECT b._id FROM "BenhNhan" b WHERE ${facility} AND ${condition})
      ${rowsOfIds(sql`SELECT _id FROM matches ${after ? sql`WHERE _id < ${after}` : sql``} ORDER BY _id DESC LIMIT ${count}`)}` };
  }
  return {
    first: rowsOfIds(sql`
      SELECT b._id FROM (SELECT b._id, b."TenKhongDau" FROM "BenhNhan" b WHERE ${scope} ORDER BY b._id DESC LIMIT ${window}) b
      WHERE ${nameMatchesInRows(syllables)} ORDER BY b._id DESC LIMIT ${count}`),
    // Older than the window's last patient (none when the window held them all), so after the cursor too. The
    // matches are gathered from the index of syllable starts alone, then cut by id: given the id bound, the planner
    // would intersect them with the million entries of the id index, or walk the newest patients again.
    older: (missing) => sql`
      WITH matches AS MATERIALIZED (SELECT b._id FROM "BenhNhan" b WHERE ${facility} AND ${nameMatches(text)!})
      ${rowsOfIds(sql`
        SELECT _id FROM matches WHERE _id < (SELECT b._id FROM "BenhNhan" b WHERE ${scope} ORDER BY b._id DESC OFFSET ${window - 1} LIMIT 1)
        ORDER BY _id DESC LIMIT ${missing}`)}`,
  };
}

export interface BenhNhanSearchInput {
  searchString?: string | null;
  GioiTinh?: string | null;
  NamSinh?: number | null;
  NhanVienPhuTrach_Id?: string | null;
}

function directoryCondition(facilityId: string, input: BenhNhanSearchInput | null | undefined): SQL {
  const search = input ?? {};
  if (search.NhanVienPhuTrach_Id && search.NhanVienPhuTrach_Id.length > 64) throw badInput('catalogue.refNotFound', 'NhanVienPhuTrach_Id');
  if (search.GioiTinh && search.GioiTinh.length > 10) throw badInput('validation.maxLength', 'GioiTinh', { max: 10 });
  return where(
    sql`b."node_Id" = ${facilityId}`,
    searchCondition(searchText(search.searchString)),
    search.GioiTinh ? sql`b."GioiTinh" = ${search.GioiTinh}` : undefined,
    typeof search.NamSinh === 'number' ? sql`b."NamSinh" = ${search.NamSinh}` : undefined,
    search.NhanVienPhuTrach_Id ? sql`b."NhanVienPhuTrach_Id" = ${search.NhanVienPhuTrach_Id}` : undefined,
  );
}

const SORTS: Readonly<Record<string, string>> = { createdAt: 'b._id', TenKhongDau: 'b."TenKhongDau"', MaYTe: 'b."MaYTe"' };

/** A page (from 1) of the directory with the total, sorted by creation, name or code. */
export async function benhNhansPagination(db: Db, facilityId: string, args: { page: number; limit: number; searchInput?: BenhNhanSearchInput | null; sortInput?: { field?: string | null; order?: string | null } | null }) {
  const limit = limitOf(args.limit, 20);
  if (!Number.isInteger(args.page) || args.page < 1 || args.page > 100_000) throw badInput('reception.pageRange', 'page');
  const column = SORTS[args.sortInput?.field ?? 'createdAt'];
  if (!column) throw badInput('reception.sortField', 'sortInput');
  const direction = args.sortInput?.order === 'asc' ? sql.raw('ASC') : sql.raw('DESC');
  const condition = directoryCondition(facilityId, args.searchInput);
  const items = rowsOf<BenhNhanRow>(await db.execute(sql`
    SELECT ${PATIENT_ROW} FROM "BenhNhan" b WHERE ${condition}
    ORDER BY ${sql.raw(column)} ${direction}, b._id ${direction} LIMIT ${limit} OFFSET ${(args.page - 1) * limit}`));
  return { items, total: await countBenhNhans(db, facilityId, args.searchInput) };
}

export async function countBenhNhans(db: Db, facilityId: string, searchInput: BenhNhanSearchInput | null | undefined): Promise<number> {
  const [row] = rowsOf<{ total: number }>(await db.execute(sql`SELECT count(*)::int AS total FROM "BenhNhan" b WHERE ${directoryCondition(facilityId, searchInput)}`));
  return row!.total;
}

export interface DuplicateCandidate {
  lyDo: 'TenVaNamSinh' | 'SoDienThoai';
  BenhNhan: BenhNhanRow;
}

/** Patients of the facility with the same unaccented name and birth year, or the same phone, than the one entered. */
export async function duplicateCandidates(db: Db, facilityId: string, entered: { TenBenhNhan: string; NamSinh: number | null; SoDienThoai: string | null; excludeId?: string | null }): Promise<DuplicateCandidate[]> {
  const name = toKhongDau(searchText(entered.TenBenhNhan, 'TenBenhNhan'));
  const phone = normalisePhone(entered.SoDienThoai ? searchText(entered.SoDienThoai, 'SoDienThoai') : null);
  const rows = rowsOf<BenhNhanRow & { lyDo: DuplicateCandidate['lyDo'] }>(await db.execute(sql`
    SELECT ${PATIENT_ROW}, CASE WHEN b."TenKhongDau" = ${name} AND b."NamSinh" = ${entered.NamSinh} THEN 'TenVaNamSinh' ELSE 'SoDienThoai' END AS "lyDo"
    FROM "BenhNhan" b
    WHERE b."node_Id" = ${facilityId} AND b._id <> ${entered.excludeId ?? ''}
      AND ((${entered.NamSinh !== null && name !== ''} AND b."TenKhongDau" = ${name} AND b."NamSinh" = ${entered.NamSinh})
        OR (${phone !== null} AND b."SoDienThoai" = ${phone ?? ''}))
    ORDER BY b._id DESC LIMIT 20`));
  return rows.map(({ lyDo, ...row }) => ({ lyDo, BenhNhan: row as BenhNhanRow }));
}
