// Paraclinical's tables: the results of lab orders, one row per order line and test (the orders themselves are
// reception's DichVuYeuCau), then the unknown results and the public page's links. A change is a new entry.
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

export const paraclinicalMigrations: readonly Migration[] = [
  { id: 'paraclinical.v1', sql: v1 },
  { id: 'paraclinical.v2', sql: UNKNOWN_AND_PUBLIC_SQL },
];
