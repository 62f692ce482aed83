// Paraclinical's tables: the results of lab orders, one row per order line and test (the orders themselves are
// reception's DichVuYeuCau), then the unknown results and the public page's links, then a report's images. A change is
// a new entry.
import type { Migration } from '@his/sdk/server';
import { UNKNOWN_AND_PUBLIC_SQL } from './unknown-and-public-migration';

// The range and the flag are copies, taken when the value was saved, so that a printed result never changes when
// the catalogue's reference values do. A line's service without reference values has one result, its own.
const v1 = `
CREATE TABLE "DichVuYeuCau_KetQua" (
  _id text PRIMARY KEY,
  "node_Id" text NOT NULL,
  "DichVuYeuCau_Id" text NOT NULL REFERENCES "DichVuYeuCau" (_id) ON DELETE CASCADE,
  "ChiTiet_Id" text NOT NULL REFERENCES "DichVuYeuCau_ChiTiet" (_id) ON DELETE CASCADE,
  "DichVu_Id" text NOT NULL,
  "GiaTriChuan_Id" text,
  "TenXetNghiem" text NOT NULL,
  "KieuDuLieu" text NOT NULL CHECK ("KieuDuLieu" IN ('So', 'VanBan', 'AmDuong')),
  "KetQua" text CHECK (length("KetQua") <= 200),
  "DonViTinh" text,
  "Min" double precision,
  "Max" double precision,
  "MucBinhThuong" text,
  "CanhBao" text CHECK ("CanhBao" IN ('Cao', 'Thap', 'BatThuong')),
  "ThuTu" integer NOT NULL DEFAULT 0,
  "updatedBy" text,
  "updatedAt" timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX "DichVuYeuCau_KetQua_test_key" ON "DichVuYeuCau_KetQua" ("ChiTiet_Id", (coalesce("GiaTriChuan_Id", '')));
CREATE INDEX "DichVuYeuCau_KetQua_order_idx" ON "DichVuYeuCau_KetQua" ("DichVuYeuCau_Id", "ThuTu");
`;

// A report's images: the order's files in the core file store (his_files), in order. Each file is claimed by one row,
// so the store's clean-up of unclaimed uploads leaves it.
const v3 = `
CREATE TABLE "DichVuYeuCau_HinhAnh" (
  _id text PRIMARY KEY,
  "node_Id" text NOT NULL,
  "DichVuYeuCau_Id" text NOT NULL REFERENCES "DichVuYeuCau" (_id) ON DELETE CASCADE,
  "File_Id" text NOT NULL REFERENCES his_files (_id),
  "ThuTu" integer NOT NULL,
  "GhiChu" text CHECK (length("GhiChu") <= 500),
  "createdBy" text,
  "createdAt" timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT "DichVuYeuCau_HinhAnh_File_Id_key" UNIQUE ("File_Id")
);
CREATE INDEX "DichVuYeuCau_HinhAnh_order_idx" ON "DichVuYeuCau_HinhAnh" ("DichVuYeuCau_Id", "ThuTu");
`;

export const paraclinicalMigrations: readonly Migration[] = [
  { id: 'paraclinical.v1', sql: v1 },
  { id: 'paraclinical.v2', sql: UNKNOWN_AND_PUBLIC_SQL },
  { id: 'paraclinical.v3', sql: v3 },
];
