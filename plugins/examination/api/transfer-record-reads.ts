// Reading transfer-out records (KhamBenh_ChuyenVien) of the caller's facility: one by id, and a patient's, a visit's,
// an exam's or a doctor's, with the names the screen and the printed paper show.
import { sql, type SQL } from 'drizzle-orm';
import type { Timestamp } from '@his/sdk';
import { badInput, rowsOf, type Db } from '@his/sdk/server';
import { idOf } from './exam-reads';

export interface ChuyenVienRow {
  _id: string;
  node_Id: string;
  MaChuyenVien: string;
  KhamBenh_Id: string;
  BenhNhan_Id: string;
  TiepNhan_Id: string;
  TrangThai: string;
  NgayChuyen: Timestamp;
  ICD_Id: string;
  ICDPhu_Ids: string[];
  [field: string]: unknown;
}

const NUMERIC = ['NgayChuyen', 'ChuyenTuNgay', 'ChuyenDenNgay'];
const MAX_ROWS = 200;

const SELECT = sql.raw(`cv.*, ${NUMERIC.map((column) => `cv."${column}"::float8 AS "${column}"`).join(', ')},
  (extract(epoch FROM cv."createdAt") * 1000)::float8 AS "createdAt", (extract(epoch FROM cv."updatedAt") * 1000)::float8 AS "updatedAt",
  k."MaKhamBenh", k."NgayKham"::float8 AS "NgayKham", nv."TenNhanVien" AS "TenBacSiKham", bv."MaBenhVien", bv."TenBenhVien", bv."DiaChi" AS "DiaChiBenhVien",
  icd."MaICD", icd."TenICD",
  coalesce((SELECT json_agg(json_build_object('_id', p._id, 'MaICD', p."MaICD", 'TenICD', p."TenICD") ORDER BY array_position(cv."ICDPhu_Ids", p._id))
    FROM "DM_ICD" p WHERE p._id = ANY(cv."ICDPhu_Ids")), '[]'::json) AS "ICDPhus",
  b."MaYTe", b."TenBenhNhan", b."GioiTinh", b."NamSinh", b."NgaySinh"::float8 AS "NgaySinh", b."fullAddress" AS "DiaChi",
  dt."TenDanToc", qt."TenQuocTich", nn."TenNgheNghiep", t."MaTiepNhan", t."SoTheBHYT", t."BHYTNgayHieuLuc"::float8 AS "BHYTNgayHieuLuc",
  t."BHYTNgayHetHieuLuc"::float8 AS "BHYTNgayHetHieuLuc"`);
const FROM = sql`"KhamBenh_ChuyenVien" cv JOIN "KhamBenh" k ON k._id = cv."KhamBenh_Id" LEFT JOIN "NhanVien" nv ON nv._id = cv."BacSiKham_Id"
  LEFT JOIN "DM_BenhVien" bv ON bv._id = cv."BenhVien_Id" LEFT JOIN "DM_ICD" icd ON icd._id = cv."ICD_Id"
  LEFT JOIN "BenhNhan" b ON b._id = cv."BenhNhan_Id" LEFT JOIN "TiepNhan" t ON t._id = cv."TiepNhan_Id"
  LEFT JOIN "DM_DanToc" dt ON dt._id = b."DanToc_Id" LEFT JOIN "DM_QuocTich" qt ON qt._id = b."QuocTich_Id" LEFT JOIN "DM_NgheNghiep" nn ON nn._id = b."NgheNghiep_Id"`;

export async function chuyenVienById(db: Db, facilityId: string, id: string, lock = false): Promise<ChuyenVienRow | null> {
  if (id.length > 64) return null;
  const [row] = rowsOf<ChuyenVienRow>(await db.execute(sql`
    SELECT ${SELECT} FROM ${FROM} WHERE cv._id = ${id} AND cv."node_Id" = ${facilityId} ${lock ? sql`FOR UPDATE OF cv` : sql``}`));
  return row ?? null;
}

export interface ChuyenVienFilter {
  BenhNhan_Id?: string | null;
  KhamBenh_Id?: string | null;
  TiepNhan_Id?: string | null;
  BacSiKham_Id?: string | null;
}

/**
 * The records of the facility matching every filter given (a patient's, a visit's, an exam's, a doctor's), newest
 * first, cancelled ones too (the screen shows them struck through); at least one of patient, exam or visit is needed.
 */
export async function getKhamBenhChuyenVienByBenhNhanId(db: Db, facilityId: string, filter: ChuyenVienFilter): Promise<ChuyenVienRow[]> {
  const conditions: SQL[] = [sql`cv."node_Id" = ${facilityId}`];
  for (const field of ['BenhNhan_Id', 'KhamBenh_Id', 'TiepNhan_Id', 'BacSiKham_Id'] as const) {
    const value = filter[field];
    if (value !== null && value !== undefined && value !== '') conditions.push(sql`cv.${sql.identifier(field)} = ${idOf(value, field)}`);
  }
  if (!filter.BenhNhan_Id && !filter.KhamBenh_Id && !filter.TiepNhan_Id) throw badInput('validation.required', 'BenhNhan_Id');
  return rowsOf<ChuyenVienRow>(await db.execute(sql`SELECT ${SELECT} FROM ${FROM} WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY cv."NgayChuyen" DESC, cv._id DESC LIMIT ${MAX_ROWS}`));
}

/** The live record of an exam, as a refusal names it: its code. */
export async function liveChuyenVienOf(db: Db, examId: string): Promise<{ _id: string; code: string } | null> {
  const [row] = rowsOf<{ _id: string; code: string }>(await db.execute(sql`
    SELECT _id, "MaChuyenVien" AS code FROM "KhamBenh_ChuyenVien" WHERE "KhamBenh_Id" = ${examId} AND "TrangThai" <> 'DaHuy'`));
  return row ?? null;
}
