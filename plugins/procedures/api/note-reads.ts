// Reading procedure notes: one or many with what the screens and the print need beside them (the order's number,
// state and services, the visit's type, the patient, the room, the methods' and diagnoses' names, the store of the
// supplies, who locked it and who verified the supplies), their team and supply lines read together.
import { sql, type SQL } from 'drizzle-orm';
import type { Timestamp } from '@his/sdk';
import { organisationNodes, rowsOf, type Db } from '@his/sdk/server';
import type { TeamMember } from '../rules/notes';

export interface EKipRow extends TeamMember {
  MaNhanVien: string | null;
  TenNhanVien: string | null;
}

export interface VatTuRow {
  _id: string;
  Duoc_Id: string;
  MaDuoc: string;
  TenDuoc: string;
  DonViTinh: string;
  SoLuong: number;
  GhiChu: string | null;
}

/** The fields a save writes, as stored. */
export interface NoteFields {
  BatDau: Timestamp;
  KetThuc: Timestamp;
  PhuongPhapPhauThuat_Id: string | null;
  PhuongPhapVoCam_Id: string | null;
  ChanDoanTruoc_Id: string | null;
  ChanDoanSau_Id: string | null;
  MaKetQua: string | null;
  TenKetQua: string | null;
  NhomDieuTri: string | null;
  TuVong: boolean | null;
  QuyTrinh: string | null;
  DienBien: string | null;
  KetLuan: string | null;
}

export const NOTE_FIELDS = [
  'BatDau', 'KetThuc', 'PhuongPhapPhauThuat_Id', 'PhuongPhapVoCam_Id', 'ChanDoanTruoc_Id', 'ChanDoanSau_Id', 'MaKetQua', 'TenKetQua', 'NhomDieuTri', 'TuVong',
  'QuyTrinh', 'DienBien', 'KetLuan',
] as const satisfies readonly (keyof NoteFields)[];

export interface TuongTrinhPTTT extends NoteFields {
  _id: string;
  DichVuYeuCau_Id: string;
  SoPhieuYeuCau: string;
  TrangThai: string;
  MaLoaiDichVu: string | null;
  TenDichVu: string | null;
  TiepNhan_Id: string;
  MaTiepNhan: string | null;
  LoaiTiepNhan: string | null;
  BenhNhan_Id: string;
  MaYTe: string | null;
  TenBenhNhan: string | null;
  GioiTinh: string | null;
  NamSinh: number | null;
  PhongBan_Id: string;
  TenPhongBan: string | null;
  TenBacSiChiDinh: string | null;
  ChanDoan: string | null;
  TenPhuongPhapPhauThuat: string | null;
  TenPhuongPhapVoCam: string | null;
  ChanDoanTruoc: string | null;
  ChanDoanSau: string | null;
  DaKhoa: boolean;
  LoaiKhoa: string | null;
  ThoiGianKhoa: Timestamp | null;
  NguoiKhoa_Id: string | null;
  TenNguoiKhoa: string | null;
  KhoDuoc_Id: string | null;
  TenKho: string | null;
  DaXacNhanVatTu: boolean;
  ThoiGianXacNhanVatTu: Timestamp | null;
  NguoiXacNhanVatTu_Id: string | null;
  TenNguoiXacNhanVatTu: string | null;
  updatedAt: Timestamp;
  EKip: EKipRow[];
  VatTus: VatTuRow[];
}

const icd = (alias: string) => sql.raw(`CASE WHEN ${alias}._id IS NULL THEN NULL ELSE ${alias}."MaICD" || ' - ' || ${alias}."TenICD" END`);

const NOTE_SELECT = sql`n._id, n."DichVuYeuCau_Id", o."SoPhieuYeuCau", o."TrangThai", kind."MaLoaiDichVu",
  (SELECT string_agg(d."TenDichVu", ', ' ORDER BY l._id) FROM "DichVuYeuCau_ChiTiet" l JOIN "DM_DichVu" d ON d._id = l."DichVu_Id" WHERE l."DichVuYeuCau_Id" = o._id) AS "TenDichVu",
  n."TiepNhan_Id", t."MaTiepNhan", t."LoaiTiepNhan", n."BenhNhan_Id", b."MaYTe", b."TenBenhNhan", b."GioiTinh", b."NamSinh", n."PhongBan_Id", room.name AS "TenPhongBan",
  doctor."TenNhanVien" AS "TenBacSiChiDinh", o."ChanDoan",
  n."BatDau"::float8 AS "BatDau", n."KetThuc"::float8 AS "KetThuc", n."PhuongPhapPhauThuat_Id", pp."TenPhuongPhapPhauThuat", n."PhuongPhapVoCam_Id", vc."TenPhuongPhapVoCam",
  n."ChanDoanTruoc_Id", ${icd('i1')} AS "ChanDoanTruoc", n."ChanDoanSau_Id", ${icd('i2')} AS "ChanDoanSau",
  n."MaKetQua", n."TenKetQua", n."NhomDieuTri", n."TuVong", n."QuyTrinh", n."DienBien", n."KetLuan",
  n."DaKhoa", n."LoaiKhoa", n."ThoiGianKhoa"::float8 AS "ThoiGianKhoa", n."NguoiKhoa_Id", locker."TenNhanVien" AS "TenNguoiKhoa",
  n."KhoDuoc_Id", store.name AS "TenKho", n."DaXacNhanVatTu", n."ThoiGianXacNhanVatTu"::float8 AS "ThoiGianXacNhanVatTu", n."NguoiXacNhanVatTu_Id",
  verifier."TenNhanVien" AS "TenNguoiXacNhanVatTu",
  (extract(epoch FROM n."updatedAt") * 1000)::float8 AS "updatedAt"`;

const NOTE_FROM = sql`"TuongTrinhPTTT" n JOIN "DichVuYeuCau" o ON o._id = n."DichVuYeuCau_Id" JOIN "TiepNhan" t ON t._id = n."TiepNhan_Id"
  JOIN "BenhNhan" b ON b._id = n."BenhNhan_Id" LEFT JOIN ${organisationNodes} room ON room._id = n."PhongBan_Id"
  LEFT JOIN "NhanVien" doctor ON doctor._id = o."BacSiChiDinh_Id"
  LEFT JOIN "DM_NhomDichVu" grp ON grp._id = o."NhomDichVu_Id" LEFT JOIN "DM_LoaiDichVu" kind ON kind._id = grp."LoaiDichVu_Id"
  LEFT JOIN "DM_PhuongPhapPhauThuat" pp ON pp._id = n."PhuongPhapPhauThuat_Id" LEFT JOIN "DM_PhuongPhapVoCam" vc ON vc._id = n."PhuongPhapVoCam_Id"
  LEFT JOIN "DM_ICD" i1 ON i1._id = n."ChanDoanTruoc_Id" LEFT JOIN "DM_ICD" i2 ON i2._id = n."ChanDoanSau_Id"
  LEFT JOIN his_users u ON u._id = n."NguoiKhoa_Id" LEFT JOIN "NhanVien" locker ON locker._id = u."NhanVien_Id"
  LEFT JOIN ${organisationNodes} store ON store._id = n."KhoDuoc_Id"
  LEFT JOIN his_users vu ON vu._id = n."NguoiXacNhanVatTu_Id" LEFT JOIN "NhanVien" verifier ON verifier._id = vu."NhanVien_Id"`;

/** The notes answering `condition` (on n, o, b), newest start first, with their teams and supply lines. */
export async function notesWhere(db: Db, condition: SQL, options: { limit?: number; lock?: boolean } = {}): Promise<TuongTrinhPTTT[]> {
  const notes = rowsOf<Omit<TuongTrinhPTTT, 'EKip' | 'VatTus'>>(await db.execute(sql`
    SELECT ${NOTE_SELECT} FROM ${NOTE_FROM} WHERE ${condition} ORDER BY n."BatDau" DESC, o."SoPhieuYeuCau" DESC
    ${options.limit ? sql`LIMIT ${options.limit}` : sql``} ${options.lock ? sql`FOR UPDATE OF n` : sql``}`));
  if (notes.length === 0) return [];
  const ids = sql.param(notes.map((note) => note._id));
  const team = rowsOf<EKipRow & { TuongTrinhPTTT_Id: string }>(await db.execute(sql`
    SELECT e."TuongTrinhPTTT_Id", e."NhanVien_Id", e."VaiTro", nv."MaNhanVien", nv."TenNhanVien" FROM "TuongTrinhPTTT_EKip" e LEFT JOIN "NhanVien" nv ON nv._id = e."NhanVien_Id"
    WHERE e."TuongTrinhPTTT_Id" = ANY(${ids}::text[]) ORDER BY e."ThuTu"`));
  const supplies = rowsOf<VatTuRow & { TuongTrinhPTTT_Id: string }>(await db.execute(sql`
    SELECT "TuongTrinhPTTT_Id", _id, "Duoc_Id", "MaDuoc", "TenDuoc", "DonViTinh", "SoLuong"::float8 AS "SoLuong", "GhiChu" FROM "TuongTrinhPTTT_VatTu"
    WHERE "TuongTrinhPTTT_Id" = ANY(${ids}::text[]) ORDER BY "ThuTu"`));
  return notes.map((note) => ({
    ...note,
    EKip: team.filter((row) => row.TuongTrinhPTTT_Id === note._id).map(({ TuongTrinhPTTT_Id: _note, ...row }) => row),
    VatTus: supplies.filter((row) => row.TuongTrinhPTTT_Id === note._id).map(({ TuongTrinhPTTT_Id: _note, ...row }) => row),
  }));
}

/** The notes of these orders, by order. */
export async function notesOfOrders(db: Db, orderIds: readonly string[]): Promise<Map<string, TuongTrinhPTTT>> {
  if (orderIds.length === 0) return new Map();
  const notes = await notesWhere(db, sql`n."DichVuYeuCau_Id" = ANY(${sql.param([...orderIds])}::text[])`);
  return new Map(notes.map((note) => [note.DichVuYeuCau_Id, note]));
}

/** The note of an order, locked for the transaction when asked; null when none is written. */
export async function noteOfOrder(db: Db, orderId: string, lock = false): Promise<TuongTrinhPTTT | null> {
  return (await notesWhere(db, sql`n."DichVuYeuCau_Id" = ${orderId}`, { lock }))[0] ?? null;
}
