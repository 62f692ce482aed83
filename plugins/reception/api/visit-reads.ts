// Reading visits of the caller's facility: one by id, the reception lists of a day range, a patient's history,
// their orders, queue tickets and health info, and the examination rooms a desk sends patients to.
import { sql, type SQL } from 'drizzle-orm';
import { startOfDay } from '@his/sdk/format';
import type { Timestamp } from '@his/sdk';
import { badInput, roomsOfKind, rowsOf, type Db } from '@his/sdk/server';
import { limitOf, MAX_SEARCH_LENGTH, nameMatches } from './patient-reads';

export interface TiepNhanRow {
  _id: string;
  node_Id: string;
  MaTiepNhan: string;
  BenhNhan_Id: string;
  LoaiTiepNhan: string;
  TrangThai: string;
  NgayTiepNhan: number;
  DoiTuong_Id: string | null;
  SoTheBHYT: string | null;
  [field: string]: unknown;
}

const TIME_COLUMNS = ['NgayDangKy', 'NgayTiepNhan', 'BHYTNgayHieuLuc', 'BHYTNgayHetHieuLuc', 'NgayDu5Nam', 'NgayMienCungChiTra', 'NgayThanhToan'];
const SELECT = sql.raw(`t.*, ${TIME_COLUMNS.map((column) => `t."${column}"::float8 AS "${column}"`).join(', ')}`);

export async function tiepNhanById(db: Db, facilityId: string, id: string, lock = false): Promise<TiepNhanRow | null> {
  const [row] = rowsOf<TiepNhanRow>(await db.execute(sql`
    SELECT ${SELECT} FROM "TiepNhan" t WHERE t._id = ${id} AND t."node_Id" = ${facilityId} ${lock ? sql`FOR UPDATE` : sql``}`));
  return row ?? null;
}

/** The reception lists of spec §2 that a visit can be in. */
export const DANH_SACH = ['TatCa', 'DaTiepNhan', 'DaChiDinh', 'ChiDinhTrongNgay', 'DangChiDinh', 'BNKhongDen'] as const;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The longest range one list reads: a month of visits. */
const MAX_RANGE_DAYS = 31;

export interface TiepNhanFilter {
  startDate?: number | null;
  endDate?: number | null;
  danhSach?: string | null;
  searchString?: string | null;
  LoaiTiepNhan?: string | null;
  limit?: number | null;
}

// Orders other than the examinations reception itself gives (the service group KB).
const otherOrders = (extra: SQL) => sql`EXISTS (SELECT 1 FROM "DichVuYeuCau" o LEFT JOIN "DM_NhomDichVu" g ON g._id = o."NhomDichVu_Id"
  WHERE o."TiepNhan_Id" = t._id AND o."TrangThai" <> 'DaHuy' AND coalesce(g."MaNhomDichVu", '') <> 'KB' AND ${extra})`;

function listCondition(list: string, from: Timestamp): SQL | undefined {
  switch (list) {
    case 'TatCa':
      return undefined;
    case 'DaTiepNhan':
      return sql`t."TrangThai" <> 'DaHuy'`;
    case 'DaChiDinh':
      return otherOrders(sql`o."TrangThai" <> 'Nhap'`);
    case 'ChiDinhTrongNgay':
      return otherOrders(sql`o."NgayYeuCau" >= ${from}`);
    case 'DangChiDinh':
      return otherOrders(sql`o."TrangThai" = 'Nhap'`);
    case 'BNKhongDen':
      return sql`EXISTS (SELECT 1 FROM "DichVuYeuCau" o WHERE o."TiepNhan_Id" = t._id AND o."BNKhongDen")`;
    default:
      throw badInput('reception.listKind', 'danhSach');
  }
}

/** The visits of a reception list over a day range (today by default), newest first. */
export async function tiepNhans(db: Db, facilityId: string, filter: TiepNhanFilter | null | undefined, now: Timestamp = Date.now()): Promise<TiepNhanRow[]> {
  const options = filter ?? {};
  const from = startOfDay(options.startDate ?? now);
  const to = options.endDate ?? from + DAY_MS - 1;
  if (!Number.isFinite(from) || !Number.isFinite(to) || to < from) throw badInput('reception.dateRange', 'endDate');
  if (to - from > MAX_RANGE_DAYS * DAY_MS) throw badInput('reception.dateRangeTooLong', 'endDate', { max: MAX_RANGE_DAYS });
  const limit = limitOf(options.limit, 200);
  const search = (options.searchString ?? '').trim();
  if ([...search].length > MAX_SEARCH_LENGTH) throw badInput('validation.maxLength', 'searchString', { max: MAX_SEARCH_LENGTH });
  if (options.LoaiTiepNhan && !['NgoaiTru', 'NoiTru'].includes(options.LoaiTiepNhan)) throw badInput('reception.visitKind', 'LoaiTiepNhan');
  const searchCondition = search === '' ? undefined : sql`(t."MaTiepNhan" = ${search.toUpperCase()} OR b."MaYTe" = ${search.toUpperCase()} OR b."SoDienThoai" = ${search} OR (${nameMatches(search) ?? sql`false`}))`;
  const conditions = [
    sql`t."node_Id" = ${facilityId}`,
    sql`t."NgayTiepNhan" BETWEEN ${from} AND ${to}`,
    listCondition(options.danhSach ?? 'TatCa', from),
    options.LoaiTiepNhan ? sql`t."LoaiTiepNhan" = ${options.LoaiTiepNhan}` : undefined,
    searchCondition,
  ].filter((condition): condition is SQL => condition !== undefined);
  return rowsOf<TiepNhanRow>(await db.execute(sql`
    SELECT ${SELECT} FROM "TiepNhan" t JOIN "BenhNhan" b ON b._id = t."BenhNhan_Id"
    WHERE ${sql.join(conditions, sql` AND `)} ORDER BY t."NgayTiepNhan" DESC, t._id DESC LIMIT ${limit}`));
}

export async function lichSuTiepNhan(db: Db, facilityId: string, patientId: string): Promise<TiepNhanRow[]> {
  return rowsOf<TiepNhanRow>(await db.execute(sql`
    SELECT ${SELECT} FROM "TiepNhan" t WHERE t."BenhNhan_Id" = ${patientId} AND t."node_Id" = ${facilityId} ORDER BY t."NgayTiepNhan" DESC LIMIT 500`));
}

export async function ordersOfVisits(db: Db, visitIds: readonly string[]) {
  const orders = rowsOf<{ _id: string; TiepNhan_Id: string; [field: string]: unknown }>(await db.execute(sql`
    SELECT o.*, o."NgayYeuCau"::float8 AS "NgayYeuCau", o."NgayThucHien"::float8 AS "NgayThucHien", o."NgayTraKetQua"::float8 AS "NgayTraKetQua",
      o."NgayLayMau"::float8 AS "NgayLayMau", n.name AS "TenNoiThucHien" FROM "DichVuYeuCau" o
    LEFT JOIN his_nodes n ON n._id = o."NoiThucHien_Id"
    WHERE o."TiepNhan_Id" = ANY(${sql.param([...visitIds])}::text[]) ORDER BY o."SoPhieuYeuCau"`));
  const lines = rowsOf<{ DichVuYeuCau_Id: string; [field: string]: unknown }>(await db.execute(sql`
    SELECT l.*, l."DonGia"::float8 AS "DonGia", l."DonGiaThanhToan"::float8 AS "DonGiaThanhToan", d."MaDichVu", d."TenDichVu"
    FROM "DichVuYeuCau_ChiTiet" l LEFT JOIN "DM_DichVu" d ON d._id = l."DichVu_Id"
    WHERE l."DichVuYeuCau_Id" = ANY(${sql.param(orders.map((order) => order._id))}::text[]) ORDER BY l._id`));
  return orders.map((order) => ({ ...order, ChiTiets: lines.filter((line) => line.DichVuYeuCau_Id === order._id) }));
}

export async function ticketsOfVisits(db: Db, visitIds: readonly string[]) {
  return rowsOf<{ TiepNhan_Id: string; [field: string]: unknown }>(await db.execute(sql`
    SELECT q.*, q."Ngay"::float8 AS "Ngay", q."TrangThai" AS state, q."SoThuTu" AS number, n.name AS "TenPhongBan"
    FROM "PhieuHangDoi" q LEFT JOIN his_nodes n ON n._id = q."PhongBan_Id"
    WHERE q."TiepNhan_Id" = ANY(${sql.param([...visitIds])}::text[]) ORDER BY q."createdAt", q._id`));
}

export async function healthInfoOfVisit(db: Db, facilityId: string, visitId: string) {
  const [row] = rowsOf(await db.execute(sql`
    SELECT h.* FROM "TiepNhan_ThongTinSucKhoe" h JOIN "TiepNhan" t ON t._id = h."TiepNhan_Id" WHERE h."TiepNhan_Id" = ${visitId} AND t."node_Id" = ${facilityId}`));
  return row ?? null;
}

/** The open visit and every visit of each patient. */
export async function visitsOfPatients(db: Db, patientIds: readonly string[]) {
  return rowsOf<{ _id: string; BenhNhan_Id: string; TrangThai: string }>(await db.execute(sql`
    SELECT _id, "BenhNhan_Id", "TrangThai" FROM "TiepNhan" WHERE "BenhNhan_Id" = ANY(${sql.param([...patientIds])}::text[]) ORDER BY "NgayTiepNhan" DESC`));
}

/** Examination rooms of the facility (those doing the service when given), with today's waiting count and last number. */
export async function examRooms(db: Db, facilityId: string, serviceId: string | null, now: Timestamp = Date.now()) {
  let rooms = await roomsOfKind(db, facilityId, 'EXAMINE_ROOM');
  if (serviceId) {
    const links = rowsOf<{ PhongBan_Id: string; DichVu_Id: string }>(await db.execute(sql`
      SELECT "PhongBan_Id", "DichVu_Id" FROM "PhongBan_DichVu" WHERE "PhongBan_Id" = ANY(${sql.param(rooms.map((room) => room._id))}::text[])`));
    rooms = rooms.filter((room) => {
      const listed = links.filter((link) => link.PhongBan_Id === room._id);
      return listed.length === 0 || listed.some((link) => link.DichVu_Id === serviceId);
    });
  }
  const day = startOfDay(now);
  const counts = new Map(rowsOf<{ PhongBan_Id: string; waiting: number; last: number }>(await db.execute(sql`
    SELECT "PhongBan_Id", count(*) FILTER (WHERE "TrangThai" = 'ChoGoi')::int AS waiting, max("SoThuTu")::int AS last
    FROM "PhieuHangDoi" WHERE "Ngay" = ${day} AND "PhongBan_Id" = ANY(${sql.param(rooms.map((room) => room._id))}::text[]) GROUP BY "PhongBan_Id"`)).map((row) => [row.PhongBan_Id, row]));
  return rooms.map((room) => ({ _id: room._id, MaPhongBan: room.code, TenPhongBan: room.name, SoDangCho: counts.get(room._id)?.waiting ?? 0, SoThuTuCuoi: counts.get(room._id)?.last ?? 0 }));
}
