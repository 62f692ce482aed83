// The transfer-out record's table (examination.v3): the giấy chuyển tuyến an exam writes when the patient goes on to
// another facility (spec §3 KhamBenh_ChuyenVien). At most one live record per exam, held by a unique index.
import type { Migration } from '@his/sdk/server';

const sql = `
CREATE TABLE "KhamBenh_ChuyenVien" (
  _id text PRIMARY KEY,
  "node_Id" text NOT NULL,
  "MaChuyenVien" text NOT NULL,
  "KhamBenh_Id" text NOT NULL REFERENCES "KhamBenh" (_id),
  "BenhNhan_Id" text NOT NULL,
  "TiepNhan_Id" text NOT NULL,
  "BacSiKham_Id" text,
  "TrangThai" text NOT NULL DEFAULT 'DangSuDung' CHECK ("TrangThai" IN ('DangSuDung', 'DaHuy')),
  "LyDoHuy" text,
  "NoiLamViec" text,
  "NgayChuyen" bigint NOT NULL,
  -- The receiving facility, a row of the catalogue DM_BenhVien.
  "BenhVien_Id" text NOT NULL,
  -- A code of rules/transfer.ts HINH_THUC_CHUYEN: no catalogue lists the kinds of transfer.
  "HinhThucChuyen_Id" text,
  "DauHieuLamSang" text,
  "KetQuaXetNghiem" text,
  "ChanDoan" text,
  "ICD_Id" text NOT NULL,
  "ICDPhu_Ids" text[] NOT NULL DEFAULT '{}',
  "PhuongPhapDieuTri" text,
  "TinhTrangNguoiBenh" text,
  "LyDoChuyen" text NOT NULL,
  "SoChuyenVien" text,
  "ChuyenTuNgay" bigint,
  "ChuyenDenNgay" bigint,
  "HuongDieuTri" text,
  "PhuongTienVanChuyen" text,
  "SoLuotChuyen" integer,
  "HoTenNguoiDuaDi" text,
  "createdBy" text,
  "createdAt" timestamptz NOT NULL DEFAULT now(),
  "updatedBy" text,
  "updatedAt" timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT "KhamBenh_ChuyenVien_MaChuyenVien_key" UNIQUE ("node_Id", "MaChuyenVien")
);
-- One live transfer per exam: two doctors writing it at once get one record and one refusal naming it.
CREATE UNIQUE INDEX "KhamBenh_ChuyenVien_exam_key" ON "KhamBenh_ChuyenVien" ("KhamBenh_Id") WHERE "TrangThai" <> 'DaHuy';
CREATE INDEX "KhamBenh_ChuyenVien_BenhNhan_idx" ON "KhamBenh_ChuyenVien" ("BenhNhan_Id", "NgayChuyen" DESC);
CREATE INDEX "KhamBenh_ChuyenVien_TiepNhan_idx" ON "KhamBenh_ChuyenVien" ("TiepNhan_Id");
`;

export const transferRecordMigration: Migration = { id: 'examination.v3', sql };
