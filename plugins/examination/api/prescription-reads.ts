// Reading an examination's prescriptions (KhamBenhToaThuoc) with their lines, the store's and the doctor's names and
// the total the patient pays.
import { sql } from 'drizzle-orm';
import type { Dong, Timestamp } from '@his/sdk';
import { rowsOf, type Db } from '@his/sdk/server';
import { prescriptionTotal } from '../rules/prescription';

export interface ToaThuocChiTietRow {
  _id: string;
  KhamBenhToaThuoc_Id: string;
  Duoc_Id: string | null;
  TenDuoc: string;
  SoDangKy: string | null;
  SoLuong: number;
  DonGia: Dong;
  DonGiaThanhToan: Dong;
  DaThuTien: boolean;
  [field: string]: unknown;
}

export interface ToaThuocRow {
  _id: string;
  node_Id: string;
  KhamBenh_Id: string;
  SoThuTuToa: number;
  LoaiToaThuoc: string;
  NgayToaThuoc: Timestamp;
  KhoXuat_Id: string | null;
  DaHuy: boolean;
  ChiTiets: ToaThuocChiTietRow[];
  TongTien: Dong;
  [field: string]: unknown;
}

const LINE_NUMERIC = ['SoLuong', 'Sang', 'Trua', 'Chieu', 'Toi', 'DonGia', 'DonGiaHoTro', 'DonGiaThanhToan', 'GiaVon'];
const LINE_SELECT = sql.raw(`c.*, ${LINE_NUMERIC.map((column) => `c."${column}"::float8 AS "${column}"`).join(', ')}`);

/** The live prescriptions of exams (cancelled ones too when asked), in their order, with their lines. */
export async function toaThuocsOf(db: Db, facilityId: string, examIds: readonly string[], options: { withCancelled?: boolean; lock?: boolean } = {}): Promise<ToaThuocRow[]> {
  if (examIds.length === 0) return [];
  const headers = rowsOf<Omit<ToaThuocRow, 'ChiTiets' | 'TongTien'>>(await db.execute(sql`
    SELECT t.*, t."NgayToaThuoc"::float8 AS "NgayToaThuoc", kho.name AS "TenKhoXuat", nv."TenNhanVien" AS "TenBacSi",
      (extract(epoch FROM t."createdAt") * 1000)::float8 AS "createdAt", (extract(epoch FROM t."updatedAt") * 1000)::float8 AS "updatedAt"
    FROM "KhamBenhToaThuoc" t LEFT JOIN his_nodes kho ON kho._id = t."KhoXuat_Id" LEFT JOIN "NhanVien" nv ON nv._id = t."BacSi_Id"
    WHERE t."node_Id" = ${facilityId} AND t."KhamBenh_Id" = ANY(${sql.param([...examIds])}::text[]) ${options.withCancelled ? sql`` : sql`AND NOT t."DaHuy"`}
    ORDER BY t."SoThuTuToa", t._id ${options.lock ? sql`FOR UPDATE OF t` : sql``}`));
  if (headers.length === 0) return [];
  const lines = rowsOf<ToaThuocChiTietRow>(await db.execute(sql`
    SELECT ${LINE_SELECT} FROM "KhamBenhToaThuocChiTiet" c
    WHERE c."KhamBenhToaThuoc_Id" = ANY(${sql.param(headers.map((header) => header._id))}::text[]) ORDER BY c."ThuTu", c._id`));
  return headers.map((header) => {
    const ChiTiets = lines.filter((line) => line.KhamBenhToaThuoc_Id === header._id);
    return { ...header, ChiTiets, TongTien: prescriptionTotal(ChiTiets) } as ToaThuocRow;
  });
}

/** The live prescriptions of one exam of the facility. */
export async function toaThuocs(db: Db, facilityId: string, examId: string): Promise<ToaThuocRow[]> {
  return toaThuocsOf(db, facilityId, [examId]);
}
