// Reading stock of the caller's facility: its stores, what a store holds lot by lot, the stock-in slips of a store
// over a day range, and the drugs a prescriber picks from with what each store can still give (searchStockModel).
import { sql, type SQL } from 'drizzle-orm';
import type { Timestamp } from '@his/sdk';
import { startOfDay } from '@his/sdk/format';
import { badInput, matchesKhongDau, nodesByIds, nodesWithin, organisationNodes, rowsOf, type Db } from '@his/sdk/server';
import type { DrugStore } from '../contract';
import { LOAI_DUOC } from '../rules/catalogues';
import { storesOfNode, toStore } from './stock';

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_RANGE_DAYS = 366;
const SEARCH_LIMIT = { default: 50, max: 200 } as const;

export const idOf = (value: unknown, field: string): string => {
  if (typeof value !== 'string' || value === '' || value.length > 64) throw badInput('catalogue.refNotFound', field);
  return value;
};

/** The facility's open stores, by code. */
export async function khoDuocs(db: Db, facilityId: string): Promise<DrugStore[]> {
  const candidates = rowsOf<{ _id: string }>(await db.execute(sql`SELECT _id FROM ${organisationNodes} WHERE category = 'STORE' AND NOT "isDeleted"`));
  const inside = await nodesWithin(db, facilityId, candidates.map((row) => row._id), { categories: ['STORE'], activeOnly: true });
  return (await nodesByIds(db, [...inside.keys()])).map(toStore);
}

/** A store of the facility (open or closed), or a refusal naming the field. */
export async function storeOf(db: Db, facilityId: string, id: unknown, field: string): Promise<DrugStore> {
  const storeId = idOf(id, field);
  const store = (await nodesWithin(db, facilityId, [storeId], { categories: ['STORE'] })).get(storeId);
  if (!store) throw badInput('pharmacy.storeNotFound', field);
  return toStore(store);
}

/**
 * The stores a place of the facility dispenses from; the caller's own place when none is named. The facility itself
 * dispenses from every open store it has.
 */
export async function getPhongBanKhoDuocByNode(db: Db, facilityId: string, idNode: unknown): Promise<DrugStore[]> {
  const nodeId = idNode === null || idNode === undefined ? facilityId : idOf(idNode, 'idNode');
  if (nodeId === facilityId) return khoDuocs(db, facilityId);
  if (!(await nodesWithin(db, facilityId, [nodeId])).has(nodeId)) throw badInput('pharmacy.placeNotFound', 'idNode');
  return storesOfNode(db, facilityId, nodeId);
}

export interface LotRow {
  _id: string;
  KhoDuoc_Id: string;
  Duoc_Id: string;
  MaDuoc: string;
  TenDuoc: string;
  HoatChat: string | null;
  DonViTinh: string;
  PhieuNhapKho_Id: string;
  SoPhieu: string;
  SoLo: string;
  HanSuDung: Timestamp;
  SoLuongNhap: number;
  SoLuongTon: number;
  GiaNhap: number;
  NgayNhap: Timestamp;
  DaHetHan: boolean;
}

const LOT_SELECT = (today: Timestamp) => sql`
  SELECT l._id, l."KhoDuoc_Id", l."Duoc_Id", d."MaDuoc", d."TenDuoc", d."HoatChat", d."DonViTinh", l."PhieuNhapKho_Id", p."SoPhieu", l."SoLo",
    l."HanSuDung"::float8 AS "HanSuDung", l."SoLuongNhap"::float8 AS "SoLuongNhap", l."SoLuongTon"::float8 AS "SoLuongTon",
    l."GiaNhap"::float8 AS "GiaNhap", l."NgayNhap"::float8 AS "NgayNhap", l."HanSuDung" < ${today} AS "DaHetHan"
  FROM "LoThuoc" l JOIN "DM_Duoc" d ON d._id = l."Duoc_Id" JOIN "PhieuNhapKho" p ON p._id = l."PhieuNhapKho_Id"`;

/** The lots of a store that hold stock, by drug name then expiry; expired ones are flagged, not hidden. */
export async function tonKhos(db: Db, facilityId: string, idKhoDuoc: unknown, now: Timestamp = Date.now()): Promise<LotRow[]> {
  const store = await storeOf(db, facilityId, idKhoDuoc, 'idKhoDuoc');
  return rowsOf<LotRow>(await db.execute(sql`${LOT_SELECT(startOfDay(now))}
    WHERE l."KhoDuoc_Id" = ${store._id} AND l."node_Id" = ${facilityId} AND l."SoLuongTon" > 0
    ORDER BY d."TenKhongDau", l."HanSuDung", l._id LIMIT 5000`));
}

export interface PhieuNhapKhoRow {
  _id: string;
  SoPhieu: string;
  LoaiPhieu: string;
  KhoDuoc_Id: string;
  TenKho: string;
  NgayNhap: Timestamp;
  NhaCungCap: string | null;
  GhiChu: string | null;
  TongTien: number;
  ChiTiets: LotRow[];
}

async function slipsWhere(db: Db, condition: SQL, limit: number): Promise<PhieuNhapKhoRow[]> {
  const slips = rowsOf<Omit<PhieuNhapKhoRow, 'ChiTiets'>>(await db.execute(sql`
    SELECT p._id, p."SoPhieu", p."LoaiPhieu", p."KhoDuoc_Id", s.name AS "TenKho", p."NgayNhap"::float8 AS "NgayNhap", p."NhaCungCap", p."GhiChu",
      p."TongTien"::float8 AS "TongTien"
    FROM "PhieuNhapKho" p JOIN ${organisationNodes} s ON s._id = p."KhoDuoc_Id"
    WHERE ${condition} ORDER BY p."NgayNhap" DESC, p._id DESC LIMIT ${limit}`));
  if (slips.length === 0) return [];
  const lines = rowsOf<LotRow>(await db.execute(sql`${LOT_SELECT(startOfDay(Date.now()))}
    WHERE l."PhieuNhapKho_Id" = ANY(${sql.param(slips.map((slip) => slip._id))}::text[]) ORDER BY l."PhieuNhapKho_Id", l."ThuTu"`));
  return slips.map((slip) => ({ ...slip, ChiTiets: lines.filter((line) => line.PhieuNhapKho_Id === slip._id) }));
}

export async function phieuNhapKhoById(db: Db, facilityId: string, id: string): Promise<PhieuNhapKhoRow | null> {
  return (await slipsWhere(db, sql`p._id = ${id} AND p."node_Id" = ${facilityId}`, 1))[0] ?? null;
}

/** A store's stock-in slips received over a day range (today by default, at most a year), newest first. */
export async function phieuNhapKhos(db: Db, facilityId: string, args: { idKhoDuoc: unknown; startDate?: number | null; endDate?: number | null }, now: Timestamp = Date.now()): Promise<PhieuNhapKhoRow[]> {
  const store = await storeOf(db, facilityId, args.idKhoDuoc, 'idKhoDuoc');
  const from = startOfDay(args.startDate ?? now);
  const to = startOfDay(args.endDate ?? args.startDate ?? now) + DAY_MS;
  if (!Number.isFinite(from) || !Number.isFinite(to) || to <= from) throw badInput('pharmacy.rangeInvalid', 'endDate');
  if (to - from > MAX_RANGE_DAYS * DAY_MS) throw badInput('pharmacy.rangeTooLong', 'endDate', { days: MAX_RANGE_DAYS });
  return slipsWhere(db, sql`p."node_Id" = ${facilityId} AND p."KhoDuoc_Id" = ${store._id} AND p."NgayNhap" >= ${from} AND p."NgayNhap" < ${to}`, 1000);
}

export interface SearchStockArgs {
  searchString?: string | null;
  idKhoDuocs?: readonly string[] | null;
  LoaiDuoc?: string | null;
  BHYT?: boolean | null;
  conHang?: boolean | null;
  limit?: number | null;
}

/**
 * Drugs and supplies of the facility that are not suspended, each with each store: what the store can still give
 * (on hand in lots not expired, less what it owes for prescriptions taken beyond stock) and its nearest expiry.
 * The given stores, or every open store of the facility; by name, then store code.
 */
export async function searchStockModel(db: Db, facilityId: string, args: SearchStockArgs, now: Timestamp = Date.now()): Promise<Record<string, unknown>[]> {
  let stores: DrugStore[];
  if (args.idKhoDuocs && args.idKhoDuocs.length > 0) {
    if (args.idKhoDuocs.length > 50) throw badInput('pharmacy.storeNotFound', 'idKhoDuocs');
    stores = await Promise.all(args.idKhoDuocs.map((id) => storeOf(db, facilityId, id, 'idKhoDuocs')));
  } else {
    stores = await khoDuocs(db, facilityId);
  }
  if (stores.length === 0) return [];
  if (args.LoaiDuoc && !(LOAI_DUOC as readonly string[]).includes(args.LoaiDuoc)) throw badInput('pharmacy.kindInvalid', 'LoaiDuoc');
  const limit = Math.min(Math.max(1, Math.trunc(args.limit ?? SEARCH_LIMIT.default)), SEARCH_LIMIT.max);
  const conditions: SQL[] = [sql`d."node_Id" = ${facilityId}`, sql`NOT d."TamNgung"`];
  const words = args.searchString ? matchesKhongDau(sql`(d."TenKhongDau" || ' ' || d."TuKhoaKhongDau" || ' ' || lower(d."MaDuoc"))`, args.searchString) : undefined;
  if (words) conditions.push(words);
  if (args.LoaiDuoc) conditions.push(sql`d."LoaiDuoc" = ${args.LoaiDuoc}`);
  if (args.BHYT !== null && args.BHYT !== undefined) conditions.push(sql`d."BHYT" = ${args.BHYT}`);
  const today = startOfDay(now);
  return rowsOf<Record<string, unknown>>(await db.execute(sql`
    SELECT * FROM (
      SELECT d._id AS "Duoc_Id", d."MaDuoc", d."TenDuoc", d."HoatChat", d."HamLuong", d."DonViTinh", d."DuongDung", d."SoDangKy", d."LoaiDuoc", d."BHYT",
        d."GiaBan"::float8 AS "GiaBan", d."GiaBHYT"::float8 AS "GiaBHYT", s.id AS "KhoDuoc_Id", s.name AS "TenKho", s.code AS "MaKho", d."TenKhongDau",
        (coalesce(lots.on_hand, 0) - coalesce(owed.quantity, 0))::float8 AS "SoLuongKhaDung", lots.nearest::float8 AS "HanSuDungGanNhat"
      FROM "DM_Duoc" d
      CROSS JOIN unnest(${sql.param(stores.map((store) => store._id))}::text[], ${sql.param(stores.map((store) => store.TenKho))}::text[],
        ${sql.param(stores.map((store) => store.MaKho))}::text[]) AS s(id, name, code)
      LEFT JOIN LATERAL (
        SELECT sum(l."SoLuongTon") AS on_hand, min(l."HanSuDung") AS nearest FROM "LoThuoc" l
        WHERE l."KhoDuoc_Id" = s.id AND l."Duoc_Id" = d._id AND l."SoLuongTon" > 0 AND l."HanSuDung" >= ${today}) lots ON true
      LEFT JOIN LATERAL (
        SELECT sum(g."SoLuong") AS quantity FROM "GiuTonKho" g WHERE g."KhoDuoc_Id" = s.id AND g."Duoc_Id" = d._id AND g."LoThuoc_Id" IS NULL) owed ON true
      WHERE ${sql.join(conditions, sql` AND `)}
    ) stock
    ${args.conHang ? sql`WHERE "SoLuongKhaDung" > 0` : sql``}
    ORDER BY "TenKhongDau", "MaDuoc", "MaKho" COLLATE "C"
    LIMIT ${limit}`));
}
