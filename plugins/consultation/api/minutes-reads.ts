// Reading consultation minutes (BienBanHoiChan) of the caller's facility: one by id, a visit's, and the list by day,
// room, patient and state; each with the names the screen and the printed minutes show (the patient, the visit, the
// staff, the diagnosis and methods) and its participants in order.
import { sql, type SQL } from 'drizzle-orm';
import type { Timestamp } from '@his/sdk';
import { startOfDay } from '@his/sdk/format';
import { badInput, escapeLike, matchesKhongDau, organisationNodes, rowsOf, type Db } from '@his/sdk/server';
import { EMPTY_BIEN_BAN, type BienBanHoiChanValues } from '../rules/minutes';
import { idOf, optionalIdOf, stateOf, timeOf } from './input-checks';

export interface ThanhPhanRow {
  _id: string;
  NhanVien_Id: string;
  MaNhanVien: string | null;
  TenNhanVien: string | null;
  ViTri: string;
  ChucDanh: string | null;
  ThuTu: number;
}

export interface BienBanRow extends BienBanHoiChanValues {
  _id: string;
  node_Id: string;
  MaBienBanHoiChan: string;
  TrangThai: string;
  LoaiBienBan: string;
  BenhNhan_Id: string;
  TiepNhan_Id: string | null;
  KhamBenh_Id: string | null;
  BenhAn_Id: string | null;
  NgayHoiChan: Timestamp;
  ThoiGianTomTat: Timestamp;
  NgayTiepNhan: Timestamp | null;
  ThanhPhans: ThanhPhanRow[];
  [field: string]: unknown;
}

const NUMERIC = ['NgayHoiChan', 'ThoiGianTomTat', 'ThoiGianDuKienPhauThuat', 'NgayKy'];
const DAY = 24 * 60 * 60 * 1000;
/** Most minutes a list shows, newest first; a longer period is narrowed by its filters. */
const MAX_ROWS = 200;
/** The longest period a list reads at once. */
const MAX_PERIOD_DAYS = 366;

const SELECT = sql.raw(`bb.*, ${NUMERIC.map((column) => `bb."${column}"::float8 AS "${column}"`).join(', ')},
  (extract(epoch FROM bb."createdAt") * 1000)::float8 AS "createdAt", (extract(epoch FROM bb."updatedAt") * 1000)::float8 AS "updatedAt",
  b."MaYTe", b."TenBenhNhan", b."GioiTinh", b."NamSinh", b."NgaySinh"::float8 AS "NgaySinh",
  t."MaTiepNhan", t."NgayTiepNhan"::float8 AS "NgayTiepNhan", t."SoTheBHYT", k."MaKhamBenh", pb.name AS "TenPhongBan",
  bs."TenNhanVien" AS "TenBacSi", ptv."TenNhanVien" AS "TenPhauThuatVien", gm."TenNhanVien" AS "TenBacSiGayMe", ky."TenNhanVien" AS "TenNguoiKy",
  icd."MaICD", icd."TenICD", pt."TenPhuongPhapPhauThuat", vc."TenPhuongPhapVoCam",
  coalesce((SELECT json_agg(json_build_object('_id', tp._id, 'NhanVien_Id', tp."NhanVien_Id", 'MaNhanVien', nv."MaNhanVien", 'TenNhanVien', nv."TenNhanVien",
      'ViTri', tp."ViTri", 'ChucDanh', tp."ChucDanh", 'ThuTu', tp."ThuTu") ORDER BY tp."ThuTu")
    FROM "BienBanHoiChan_ThanhPhan" tp LEFT JOIN "NhanVien" nv ON nv._id = tp."NhanVien_Id" WHERE tp."BienBanHoiChan_Id" = bb._id), '[]'::json) AS "ThanhPhans"`);

const FROM = sql`"BienBanHoiChan" bb JOIN "BenhNhan" b ON b._id = bb."BenhNhan_Id" LEFT JOIN "TiepNhan" t ON t._id = bb."TiepNhan_Id"
  LEFT JOIN "KhamBenh" k ON k._id = bb."KhamBenh_Id" LEFT JOIN ${organisationNodes} pb ON pb._id = bb."PhongBan_Id"
  LEFT JOIN "NhanVien" bs ON bs._id = bb."BacSi_Id" LEFT JOIN "NhanVien" ptv ON ptv._id = bb."PhauThuatVien_Id"
  LEFT JOIN "NhanVien" gm ON gm._id = bb."BacSiGayMe_Id" LEFT JOIN "NhanVien" ky ON ky._id = bb."NguoiKy_Id"
  LEFT JOIN "DM_ICD" icd ON icd._id = bb."ICD_Id" LEFT JOIN "DM_PhuongPhapPhauThuat" pt ON pt._id = bb."PhuongPhapPhauThuat_Id"
  LEFT JOIN "DM_PhuongPhapVoCam" vc ON vc._id = bb."PhuongPhapVoCam_Id"`;

/** The minutes of the facility with this id (locked for the caller's transaction when asked), or null. */
export async function bienBanById(db: Db, facilityId: string, id: string, lock = false): Promise<BienBanRow | null> {
  if (id.length > 64) return null;
  if (lock) await db.execute(sql`SELECT _id FROM "BienBanHoiChan" WHERE _id = ${id} AND "node_Id" = ${facilityId} FOR UPDATE`);
  const [row] = rowsOf<BienBanRow>(await db.execute(sql`SELECT ${SELECT} FROM ${FROM} WHERE bb._id = ${id} AND bb."node_Id" = ${facilityId}`));
  return row ?? null;
}

/** The minutes of a visit, newest held first. */
export async function bienBansOfVisit(db: Db, facilityId: string, visitId: string): Promise<BienBanRow[]> {
  return rowsOf<BienBanRow>(await db.execute(sql`SELECT ${SELECT} FROM ${FROM} WHERE bb."TiepNhan_Id" = ${visitId} AND bb."node_Id" = ${facilityId}
    ORDER BY bb."NgayHoiChan" DESC, bb._id DESC LIMIT ${MAX_ROWS}`));
}

export interface BienBanFilter {
  startDate?: unknown;
  endDate?: unknown;
  PhongBan_Id?: unknown;
  BenhNhan_Id?: unknown;
  TrangThai?: unknown;
  search?: unknown;
}

const MAX_SEARCH_LENGTH = 100;

/**
 * The facility's minutes held over a period (days in Vietnam, both included; to today when no end is given, over the
 * seven days to its end when no start is),
 * of a room, a patient or a state when asked, and matching a search: the minutes' or visit's code, the patient's code
 * exactly, or the words of the patient's name (accents ignored). Newest held first, at most 200.
 */
export async function bienBanHoiChans(db: Db, facilityId: string, filter: BienBanFilter, now: Timestamp): Promise<BienBanRow[]> {
  const end = startOfDay(timeOf(filter.endDate, 'endDate') ?? now);
  const start = startOfDay(timeOf(filter.startDate, 'startDate') ?? end - 6 * DAY);
  if (start > end) throw badInput('consultation.periodBackwards', 'endDate');
  if ((end - start) / DAY >= MAX_PERIOD_DAYS) throw badInput('consultation.periodTooLong', 'startDate', { max: MAX_PERIOD_DAYS });
  const conditions: SQL[] = [sql`bb."node_Id" = ${facilityId}`, sql`bb."NgayHoiChan" >= ${start}`, sql`bb."NgayHoiChan" < ${end + DAY}`];
  const room = optionalIdOf(filter.PhongBan_Id, 'PhongBan_Id');
  if (room) conditions.push(sql`bb."PhongBan_Id" = ${room}`);
  const patient = optionalIdOf(filter.BenhNhan_Id, 'BenhNhan_Id');
  if (patient) conditions.push(sql`bb."BenhNhan_Id" = ${patient}`);
  if (filter.TrangThai !== null && filter.TrangThai !== undefined && filter.TrangThai !== '') conditions.push(sql`bb."TrangThai" = ${stateOf(filter.TrangThai, 'TrangThai')}`);
  if (filter.search !== null && filter.search !== undefined) {
    if (typeof filter.search !== 'string') throw badInput('validation.text', 'search');
    const text = filter.search.normalize('NFC').trim();
    if (text.length > MAX_SEARCH_LENGTH) throw badInput('validation.maxLength', 'search', { max: MAX_SEARCH_LENGTH });
    if (text !== '') {
      const code = text.toUpperCase();
      const byName = matchesKhongDau(sql`b."TenKhongDau"`, text);
      conditions.push(sql`(upper(bb."MaBienBanHoiChan") = ${code} OR upper(t."MaTiepNhan") = ${code} OR upper(b."MaYTe") = ${code}
        OR b."MaYTe" LIKE ${`%${escapeLike(text)}`}${byName ? sql` OR (${byName})` : sql``})`);
    }
  }
  return rowsOf<BienBanRow>(await db.execute(sql`SELECT ${SELECT} FROM ${FROM} WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY bb."NgayHoiChan" DESC, bb._id DESC LIMIT ${MAX_ROWS}`));
}

/** The values a stored record holds, as the rules see them. */
export function storedValues(row: BienBanRow): BienBanHoiChanValues {
  const values = { ...EMPTY_BIEN_BAN } as Record<keyof BienBanHoiChanValues, unknown>;
  for (const field of Object.keys(EMPTY_BIEN_BAN) as (keyof BienBanHoiChanValues)[]) values[field] = row[field] ?? EMPTY_BIEN_BAN[field];
  values.ThanhPhans = row.ThanhPhans.map((each) => ({ NhanVien_Id: each.NhanVien_Id, ViTri: each.ViTri, ChucDanh: each.ChucDanh }));
  return values as BienBanHoiChanValues;
}

export { idOf };
