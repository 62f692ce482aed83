// Reading price lists: one list, its lines, a page of the search, the price history of a service, and the checks of
// the places and rows a query names.
import { sql, type SQL } from 'drizzle-orm';
import { CATALOGUE_LIMITS, toKhongDau } from '@his/sdk';
import { badInput, escapeLike, rowsOf, type Db } from '@his/sdk/server';
import { TRANG_THAI_TIM_KIEM, type TrangThaiTimKiem } from '../rules/price-list';
import { LINE_TABLES, placesOf, rowFacility, type LineKind } from '../server/candidate-lists';
import type { Places } from '../server/price-choice';

export interface BangGiaRow {
  _id: string;
  node_Id: string;
  LoaiGia_Id: string;
  MaBangGia: string;
  TenBangGia: string;
  TenKhongDau: string;
  LoaiBangGia: string | null;
  NgayPhatHanh: number;
  PhongBan_Ids: string[];
  TrangThai: string;
  HienHanh: boolean;
  NguoiPhatHanh_Id: string | null;
  ThoiGianPhatHanh: number | null;
  /** Services the replaced lists priced that the list left without a current price when released; null for a draft. */
  SoDichVuMatGia: number | null;
  createdBy: string | null;
  createdAt: number;
  updatedBy: string | null;
  updatedAt: number;
}

const ms = (column: string) => sql.raw(`floor(extract(epoch FROM b."${column}") * 1000)::float8`);

// Released lists issued by `now` that no later released list replaces, for every room or for one room it names:
// the same rule as currentPriceList, asked of every list at once.
export function hienHanh(now: number): SQL {
  const later = (other: string) => sql.raw(`(${other}."NgayPhatHanh", coalesce(${other}."ThoiGianPhatHanh", 'epoch'), ${other}._id) > (b."NgayPhatHanh", coalesce(b."ThoiGianPhatHanh", 'epoch'), b._id)`);
  const replacing = sql`o."node_Id" = b."node_Id" AND o."LoaiGia_Id" = b."LoaiGia_Id" AND o."TrangThai" = 'DaPhatHanh' AND o."NgayPhatHanh" <= ${now} AND ${later('o')}`;
  return sql`(b."TrangThai" = 'DaPhatHanh' AND b."NgayPhatHanh" <= ${now} AND CASE
    WHEN cardinality(b."PhongBan_Ids") = 0 THEN NOT EXISTS (SELECT 1 FROM "DM_BangGia" o WHERE ${replacing} AND cardinality(o."PhongBan_Ids") = 0)
    ELSE EXISTS (SELECT 1 FROM unnest(b."PhongBan_Ids") AS room(id)
      WHERE NOT EXISTS (SELECT 1 FROM "DM_BangGia" o WHERE ${replacing} AND room.id = ANY(o."PhongBan_Ids")))
  END)`;
}

/** The columns of a BangGiaRow, of the list aliased b. */
export function columns(now: number): SQL {
  return sql`b._id, b."node_Id", b."LoaiGia_Id", b."MaBangGia", b."TenBangGia", b."TenKhongDau", b."LoaiBangGia",
    b."NgayPhatHanh"::float8 AS "NgayPhatHanh", b."PhongBan_Ids", b."TrangThai", ${hienHanh(now)} AS "HienHanh",
    b."NguoiPhatHanh_Id", ${ms('ThoiGianPhatHanh')} AS "ThoiGianPhatHanh", b."SoDichVuMatGia",
    b."createdBy", ${ms('createdAt')} AS "createdAt", b."updatedBy", ${ms('updatedAt')} AS "updatedAt"`;
}

export async function bangGiaById(db: Db, nodeId: string, id: string, lock = false): Promise<BangGiaRow | null> {
  const [row] = rowsOf<BangGiaRow>(await db.execute(sql`
    SELECT ${columns(Date.now())} FROM "DM_BangGia" b WHERE b._id = ${id} AND b."node_Id" = ${nodeId} ${lock ? sql`FOR UPDATE` : sql``}`));
  return row ?? null;
}

export interface LineRow {
  id: string;
  DonGia: number;
  code: string | null;
  name: string | null;
}

const CATALOGUE_OF: Record<LineKind, { table: string; code: string; name: string }> = {
  DichVu: { table: 'DM_DichVu', code: 'MaDichVu', name: 'TenDichVu' },
  LieuTrinh: { table: 'DM_LieuTrinh', code: 'MaLieuTrinh', name: 'TenLieuTrinh' },
};

/** The lines of a list in the order they were saved, with the code and name of what they price. */
export async function linesOf(db: Db, bangGiaId: string, kind: LineKind): Promise<LineRow[]> {
  const { table, column } = LINE_TABLES[kind];
  const target = CATALOGUE_OF[kind];
  return rowsOf<LineRow>(await db.execute(sql`
    SELECT l.${sql.raw(`"${column}"`)} AS id, l."DonGia"::float8 AS "DonGia", t.${sql.raw(`"${target.code}"`)} AS code, t.${sql.raw(`"${target.name}"`)} AS name
    FROM ${sql.raw(`"${table}"`)} l LEFT JOIN ${sql.raw(`"${target.table}"`)} t ON t._id = l.${sql.raw(`"${column}"`)}
    WHERE l."BangGia_Id" = ${bangGiaId} ORDER BY l."ThuTu"`));
}

export interface SearchArgs {
  searchString?: string | null;
  LoaiGia_Id?: string | null;
  TrangThai?: string | null;
  page?: number | null;
  limit?: number | null;
}

export async function searchBangGia(db: Db, nodeId: string, args: SearchArgs): Promise<{ items: BangGiaRow[]; total: number }> {
  const limit = args.limit ?? CATALOGUE_LIMITS.listDefault;
  if (!Number.isInteger(limit) || limit < 1 || limit > CATALOGUE_LIMITS.listMax) throw badInput('catalogue.limitRange', 'limit', { min: 1, max: CATALOGUE_LIMITS.listMax });
  const page = args.page ?? 1;
  if (!Number.isInteger(page) || page < 1) throw badInput('catalogue.pageInvalid', 'page');
  const state = args.TrangThai?.trim() || null;
  if (state !== null && !(TRANG_THAI_TIM_KIEM as readonly string[]).includes(state)) {
    throw badInput('validation.oneOf', 'TrangThai', { values: TRANG_THAI_TIM_KIEM.join(', ') });
  }
  const now = Date.now();
  const conditions: SQL[] = [sql`b."node_Id" = ${nodeId}`];
  if (args.LoaiGia_Id) conditions.push(sql`b."LoaiGia_Id" = ${args.LoaiGia_Id}`);
  if ((state as TrangThaiTimKiem | null) === 'HienHanh') conditions.push(hienHanh(now));
  else if (state) conditions.push(sql`b."TrangThai" = ${state}`);
  const words = (args.searchString ?? '').normalize('NFC').trim().split(/\s+/).filter(Boolean);
  for (const word of words) {
    conditions.push(sql`(b."TenKhongDau" LIKE ${'%' + escapeLike(toKhongDau(word)) + '%'} OR b."MaBangGia" ILIKE ${'%' + escapeLike(word) + '%'})`);
  }
  const where = sql.join(conditions, sql` AND `);
  const items = rowsOf<BangGiaRow>(await db.execute(sql`
    SELECT ${columns(now)} FROM "DM_BangGia" b WHERE ${where}
    ORDER BY b."NgayPhatHanh" DESC, b."MaBangGia" COLLATE "C", b._id LIMIT ${limit} OFFSET ${(page - 1) * limit}`));
  const [count] = rowsOf<{ total: number }>(await db.execute(sql`SELECT count(*)::int AS total FROM "DM_BangGia" b WHERE ${where}`));
  return { items, total: count?.total ?? 0 };
}

export interface LichSuGiaRow {
  BangGia_Id: string;
  MaBangGia: string;
  TenBangGia: string;
  LoaiGia_Id: string;
  MaLoaiGia: string | null;
  TenLoaiGia: string | null;
  NgayPhatHanh: number;
  PhongBan_Ids: string[];
  ThoiGianPhatHanh: number | null;
  DonGia: number;
}

/** Every released price of the service in the facility, newest issue (then newest release) first. */
export async function lichSuGiaDichVu(db: Db, nodeId: string, idDichVu: string, loaiGiaIds: readonly string[] | null): Promise<LichSuGiaRow[]> {
  const ofTypes = loaiGiaIds ? sql`AND b."LoaiGia_Id" = ANY(${sql.param([...loaiGiaIds])}::text[])` : sql``;
  return rowsOf<LichSuGiaRow>(await db.execute(sql`
    SELECT b._id AS "BangGia_Id", b."MaBangGia", b."TenBangGia", b."LoaiGia_Id", g."MaLoaiGia", g."TenLoaiGia",
      b."NgayPhatHanh"::float8 AS "NgayPhatHanh", b."PhongBan_Ids", ${ms('ThoiGianPhatHanh')} AS "ThoiGianPhatHanh", l."DonGia"::float8 AS "DonGia"
    FROM "DM_BangGia_DichVu" l
      JOIN "DM_BangGia" b ON b._id = l."BangGia_Id"
      LEFT JOIN "DM_LoaiGia" g ON g._id = b."LoaiGia_Id"
    WHERE l."DichVu_Id" = ${idDichVu} AND b."TrangThai" = 'DaPhatHanh' AND b."node_Id" = ${nodeId} ${ofTypes}
    ORDER BY b."NgayPhatHanh" DESC, b."ThoiGianPhatHanh" DESC NULLS LAST, b._id DESC`));
}

/**
 * The room's place chain up to the caller's facility, refused unless the room is in it; the facility alone
 * (where only lists for every room apply) when no room is named.
 */
export async function placesInFacility(db: Db, nodeId: string, idPhongBan: string | null | undefined): Promise<Places> {
  const places = await placesOf(db, idPhongBan || nodeId);
  if (!places || !places.includes(nodeId)) throw badInput('catalogue.refNotFound', idPhongBan ? 'idPhongBan' : 'id');
  return places;
}

/** Refuses a service (or course) that is neither shared by every facility nor the caller's facility's own. */
export async function requireItemOfFacility(db: Db, nodeId: string, kind: LineKind, id: string): Promise<void> {
  const { table } = CATALOGUE_OF[kind];
  const [row] = rowsOf<{ _id: string }>(await db.execute(sql`
    SELECT t._id FROM ${sql.raw(`"${table}"`)} t WHERE t._id = ${id} AND coalesce(${rowFacility('t')}, ${nodeId}) = ${nodeId}`));
  if (!row) throw badInput('catalogue.refNotFound', kind === 'DichVu' ? 'idDichVu' : 'idLieuTrinh');
}

/** Refuses ids that name no price type. */
export async function requirePriceTypes(db: Db, ids: readonly string[], field: string): Promise<void> {
  if (ids.length === 0) throw badInput('validation.required', field);
  const unique = [...new Set(ids)];
  const [found] = rowsOf<{ count: number }>(await db.execute(sql`
    SELECT count(*)::int AS count FROM "DM_LoaiGia" WHERE _id = ANY(${sql.param(unique)}::text[])`));
  if ((found?.count ?? 0) !== unique.length) throw badInput('catalogue.refNotFound', field);
}

/** A timestamp argument, or now when absent. */
export function momentOf(ngay: number | null | undefined): number {
  if (ngay === null || ngay === undefined) return Date.now();
  if (!Number.isFinite(ngay)) throw badInput('validation.date', 'ngay');
  return Math.floor(ngay);
}
