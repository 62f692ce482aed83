// Procedures' tables: the note of a procedure order (one per order; the orders are reception's DichVuYeuCau) with its
// surgery team, supply lines (taken from a store, verified) and images, the technicians and the device assigned to an
// order, and the staff's shifts.
import type { Migration } from '@his/sdk/server';

// Supply lines copy the drug's code, name and unit, so that a printed note never changes when the catalogue does.
const v1 = `
CREATE TABLE "TuongTrinhPTTT" (
  _id text PRIMARY KEY,
  "node_Id" text NOT NULL,
  "DichVuYeuCau_Id" text NOT NULL UNIQUE REFERENCES "DichVuYeuCau" (_id) ON DELETE CASCADE,
  "TiepNhan_Id" text NOT NULL,
  "BenhNhan_Id" text NOT NULL,
  "PhongBan_Id" text NOT NULL,
  "BatDau" bigint NOT NULL,
  "KetThuc" bigint NOT NULL,
  "PhuongPhapPhauThuat_Id" text,
  "PhuongPhapVoCam_Id" text,
  "ChanDoanTruoc_Id" text,
  "ChanDoanSau_Id" text,
  "MaKetQua" text CHECK ("MaKetQua" IN ('1', '2', '3', '4', '5', '6', '7')),
  "TenKetQua" text CHECK (length("TenKetQua") <= 500),
  "NhomDieuTri" text CHECK ("NhomDieuTri" IN ('PDB', 'P1', 'P2', 'P3', 'TDB', 'T1', 'T2', 'T3')),
  "TuVong" boolean,
  "QuyTrinh" text CHECK (length("QuyTrinh") <= 20000),
  "DienBien" text CHECK (length("DienBien") <= 20000),
  "KetLuan" text CHECK (length("KetLuan") <= 4000),
  "DaKhoa" boolean NOT NULL DEFAULT false,
  "LoaiKhoa" text CHECK ("LoaiKhoa" IN ('TuongTrinh', 'VatTu', 'TatCa')),
  "ThoiGianKhoa" bigint,
  "NguoiKhoa_Id" text,
  "createdBy" text,
  "createdAt" timestamptz NOT NULL DEFAULT now(),
  "updatedBy" text,
  "updatedAt" timestamptz NOT NULL DEFAULT now(),
  CHECK ("KetThuc" >= "BatDau"),
  CHECK ("DaKhoa" = ("LoaiKhoa" IS NOT NULL) AND "DaKhoa" = ("ThoiGianKhoa" IS NOT NULL))
);
CREATE INDEX "TuongTrinhPTTT_room_idx" ON "TuongTrinhPTTT" ("node_Id", "PhongBan_Id", "BatDau");

CREATE TABLE "TuongTrinhPTTT_EKip" (
  _id text PRIMARY KEY,
  "TuongTrinhPTTT_Id" text NOT NULL REFERENCES "TuongTrinhPTTT" (_id) ON DELETE CASCADE,
  "NhanVien_Id" text NOT NULL,
  "VaiTro" text NOT NULL CHECK ("VaiTro" IN ('ChinhPTTT', 'PhuPTTT', 'GayMe', 'PhuGayMe', 'DieuDuong')),
  "ThuTu" integer NOT NULL,
  UNIQUE ("TuongTrinhPTTT_Id", "NhanVien_Id")
);

CREATE TABLE "TuongTrinhPTTT_VatTu" (
  _id text PRIMARY KEY,
  "TuongTrinhPTTT_Id" text NOT NULL REFERENCES "TuongTrinhPTTT" (_id) ON DELETE CASCADE,
  "Duoc_Id" text NOT NULL,
  "MaDuoc" text NOT NULL,
  "TenDuoc" text NOT NULL,
  "DonViTinh" text NOT NULL,
  "SoLuong" numeric(12, 3) NOT NULL CHECK ("SoLuong" > 0),
  "GhiChu" text CHECK (length("GhiChu") <= 500),
  "ThuTu" integer NOT NULL
);
CREATE INDEX "TuongTrinhPTTT_VatTu_note_idx" ON "TuongTrinhPTTT_VatTu" ("TuongTrinhPTTT_Id", "ThuTu");

CREATE TABLE "CaThucHien" (
  _id text PRIMARY KEY,
  "node_Id" text NOT NULL,
  "NhanVien_Id" text NOT NULL,
  "BatDau" bigint NOT NULL,
  "KetThuc" bigint NOT NULL,
  "ThuTuUuTien" integer NOT NULL DEFAULT 1 CHECK ("ThuTuUuTien" BETWEEN 1 AND 99),
  "DichVu_Ids" text[] NOT NULL DEFAULT '{}',
  "GhiChu" text CHECK (length("GhiChu") <= 500),
  "createdBy" text,
  "createdAt" timestamptz NOT NULL DEFAULT now(),
  "updatedBy" text,
  "updatedAt" timestamptz NOT NULL DEFAULT now(),
  CHECK ("KetThuc" > "BatDau")
);
CREATE INDEX "CaThucHien_time_idx" ON "CaThucHien" ("node_Id", "BatDau");
CREATE INDEX "CaThucHien_staff_idx" ON "CaThucHien" ("NhanVien_Id", "BatDau");

CREATE TABLE "PhanCongKyThuatVien" (
  _id text PRIMARY KEY,
  "node_Id" text NOT NULL,
  "DichVuYeuCau_Id" text NOT NULL REFERENCES "DichVuYeuCau" (_id) ON DELETE CASCADE,
  "NhanVien_Id" text NOT NULL,
  "TuDong" boolean NOT NULL DEFAULT false,
  "ThoiGian" bigint NOT NULL,
  "CaThucHien_Id" text REFERENCES "CaThucHien" (_id) ON DELETE SET NULL,
  "createdBy" text,
  "createdAt" timestamptz NOT NULL DEFAULT now(),
  UNIQUE ("DichVuYeuCau_Id", "NhanVien_Id")
);
CREATE INDEX "PhanCongKyThuatVien_staff_idx" ON "PhanCongKyThuatVien" ("NhanVien_Id", "ThoiGian");

CREATE TABLE "PhanCongThietBi" (
  "DichVuYeuCau_Id" text PRIMARY KEY REFERENCES "DichVuYeuCau" (_id) ON DELETE CASCADE,
  "node_Id" text NOT NULL,
  "ThietBi_Id" text NOT NULL,
  "ThoiGian" bigint NOT NULL,
  "CaThucHien_Id" text REFERENCES "CaThucHien" (_id) ON DELETE SET NULL,
  "createdBy" text,
  "createdAt" timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX "PhanCongThietBi_device_idx" ON "PhanCongThietBi" ("ThietBi_Id", "ThoiGian");
`;

// The supplies of a note are taken from a store of the performing room's department (the pharmacy files them under
// the note) and verified by someone allowed to; a note's images are files of the core's store, one row claiming each.
const v2 = `
ALTER TABLE "TuongTrinhPTTT" ADD COLUMN "KhoDuoc_Id" text;
ALTER TABLE "TuongTrinhPTTT" ADD COLUMN "DaXacNhanVatTu" boolean NOT NULL DEFAULT false;
ALTER TABLE "TuongTrinhPTTT" ADD COLUMN "ThoiGianXacNhanVatTu" bigint;
ALTER TABLE "TuongTrinhPTTT" ADD COLUMN "NguoiXacNhanVatTu_Id" text;
ALTER TABLE "TuongTrinhPTTT" ADD CONSTRAINT "TuongTrinhPTTT_verified_check" CHECK ("DaXacNhanVatTu" = ("ThoiGianXacNhanVatTu" IS NOT NULL));

CREATE TABLE "TuongTrinhPTTT_HinhAnh" (
  _id text PRIMARY KEY,
  "node_Id" text NOT NULL,
  "TuongTrinhPTTT_Id" text NOT NULL REFERENCES "TuongTrinhPTTT" (_id) ON DELETE CASCADE,
  "File_Id" text NOT NULL,
  "ThuTu" integer NOT NULL,
  "createdBy" text,
  "createdAt" timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT "TuongTrinhPTTT_HinhAnh_File_Id_key" UNIQUE ("File_Id")
);
CREATE INDEX "TuongTrinhPTTT_HinhAnh_note_idx" ON "TuongTrinhPTTT_HinhAnh" ("TuongTrinhPTTT_Id", "ThuTu");
`;

export const proceduresMigrations: readonly Migration[] = [{ id: 'procedures.v1', sql: v1 }, { id: 'procedures.v2', sql: v2 }];
