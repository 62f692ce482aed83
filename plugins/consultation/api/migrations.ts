// Consultation's tables: the minutes (spec §3 BienBanHoiChan) and their participants. The outpatient minutes hang on a
// visit (TiepNhan) and, when asked from one, an exam (KhamBenh); BenhAn_Id waits for the inpatient record. A change
// is a new entry, never an edit.
import type { Migration } from '@his/sdk/server';

const v1 = `
CREATE TABLE "BienBanHoiChan" (
  _id text PRIMARY KEY,
  "node_Id" text NOT NULL,
  "MaBienBanHoiChan" text NOT NULL,
  "TrangThai" text NOT NULL DEFAULT 'Nhap' CHECK ("TrangThai" IN ('Nhap', 'DaKy')),
  "LoaiBienBan" text NOT NULL CHECK ("LoaiBienBan" IN ('NgoaiTru', 'NoiTru')),
  "BenhNhan_Id" text NOT NULL,
  "TiepNhan_Id" text REFERENCES "TiepNhan" (_id),
  -- An exam removed by mistake leaves its visit's minutes in place.
  "KhamBenh_Id" text REFERENCES "KhamBenh" (_id) ON DELETE SET NULL,
  -- The inpatient record (BenhAn) of the inpatient minutes, once that plugin exists.
  "BenhAn_Id" text,
  -- The department or room that asked for it (a unit of the organisation).
  "PhongBan_Id" text,
  "BacSi_Id" text NOT NULL,
  "NgayHoiChan" bigint NOT NULL,
  "ThoiGianTomTat" bigint NOT NULL,
  "DiaChi" text NOT NULL,
  "DiaDiem" text NOT NULL,
  -- Codes of rules/minutes.ts: no catalogue lists the forms and kinds of consultation.
  "HinhThuc" text,
  "LoaiHoiChan" text,
  "LyDoHoiChan" text,
  "TomTatDienBien" text,
  "ChanDoan" text,
  "ICD_Id" text,
  "KetLuan" text,
  "HuongDieuTri" text,
  "PhuongPhapPhauThuat_Id" text,
  "PhuongPhapVoCam_Id" text,
  "PhauThuatVien_Id" text,
  "BacSiGayMe_Id" text,
  "ThoiGianDuKienPhauThuat" bigint,
  -- Who signed it (the caller's staff record) and when; cleared when reopened.
  "NguoiKy_Id" text,
  "NgayKy" bigint,
  "createdBy" text,
  "createdAt" timestamptz NOT NULL DEFAULT now(),
  "updatedBy" text,
  "updatedAt" timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT "BienBanHoiChan_MaBienBanHoiChan_key" UNIQUE ("node_Id", "MaBienBanHoiChan"),
  CONSTRAINT "BienBanHoiChan_record_check" CHECK (("LoaiBienBan" = 'NgoaiTru' AND "TiepNhan_Id" IS NOT NULL) OR ("LoaiBienBan" = 'NoiTru' AND "BenhAn_Id" IS NOT NULL))
);
CREATE INDEX "BienBanHoiChan_day_idx" ON "BienBanHoiChan" ("node_Id", "NgayHoiChan" DESC);
CREATE INDEX "BienBanHoiChan_TiepNhan_idx" ON "BienBanHoiChan" ("TiepNhan_Id");
CREATE INDEX "BienBanHoiChan_BenhNhan_idx" ON "BienBanHoiChan" ("BenhNhan_Id", "NgayHoiChan" DESC);

CREATE TABLE "BienBanHoiChan_ThanhPhan" (
  _id text PRIMARY KEY,
  "BienBanHoiChan_Id" text NOT NULL REFERENCES "BienBanHoiChan" (_id) ON DELETE CASCADE,
  "NhanVien_Id" text NOT NULL,
  "ViTri" text NOT NULL CHECK ("ViTri" IN ('ChuToa', 'ThuKy', 'ThanhVien', 'HoTro')),
  "ChucDanh" text,
  "ThuTu" integer NOT NULL,
  CONSTRAINT "BienBanHoiChan_ThanhPhan_staff_key" UNIQUE ("BienBanHoiChan_Id", "NhanVien_Id")
);
-- One chair and one secretary per minutes, whatever the writes that race.
CREATE UNIQUE INDEX "BienBanHoiChan_ThanhPhan_chair_key" ON "BienBanHoiChan_ThanhPhan" ("BienBanHoiChan_Id") WHERE "ViTri" = 'ChuToa';
CREATE UNIQUE INDEX "BienBanHoiChan_ThanhPhan_secretary_key" ON "BienBanHoiChan_ThanhPhan" ("BienBanHoiChan_Id") WHERE "ViTri" = 'ThuKy';
CREATE INDEX "BienBanHoiChan_ThanhPhan_NhanVien_idx" ON "BienBanHoiChan_ThanhPhan" ("NhanVien_Id");
`;

export const consultationMigrations: readonly Migration[] = [{ id: 'consultation.v1', sql: v1 }];
