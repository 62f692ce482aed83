// The stock tables: stock-in slips (PhieuNhapKho), the lots they bring into a store (LoThuoc, one per slip line), and
// what takers hold of a store (GiuTonKho: a prescription's part of a lot, or beyond stock with no lot).
// Migrations run once per database, in order; a change is a new entry, never an edit.
import type { Migration } from '@his/sdk/server';

const v1 = `
CREATE TABLE "PhieuNhapKho" (
  _id text PRIMARY KEY,
  "node_Id" text NOT NULL,
  "SoPhieu" text NOT NULL,
  "LoaiPhieu" text NOT NULL DEFAULT 'NK' CHECK ("LoaiPhieu" IN ('NK')),
  "KhoDuoc_Id" text NOT NULL,
  "NgayNhap" bigint NOT NULL,
  "NhaCungCap" text,
  "GhiChu" text,
  "TongTien" bigint NOT NULL CHECK ("TongTien" >= 0),
  "createdBy" text,
  "createdAt" timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT "PhieuNhapKho_SoPhieu_key" UNIQUE ("node_Id", "SoPhieu")
);
CREATE INDEX "PhieuNhapKho_store_idx" ON "PhieuNhapKho" ("KhoDuoc_Id", "NgayNhap" DESC);

CREATE TABLE "LoThuoc" (
  _id text PRIMARY KEY,
  "node_Id" text NOT NULL,
  "KhoDuoc_Id" text NOT NULL,
  "Duoc_Id" text NOT NULL,
  "PhieuNhapKho_Id" text NOT NULL REFERENCES "PhieuNhapKho" (_id),
  "ThuTu" integer NOT NULL,
  "SoLo" text NOT NULL,
  "HanSuDung" bigint NOT NULL,
  "SoLuongNhap" numeric(16, 3) NOT NULL CHECK ("SoLuongNhap" > 0),
  -- On hand: what is in the store and not taken. Never below 0, never above what came in.
  "SoLuongTon" numeric(16, 3) NOT NULL CHECK ("SoLuongTon" >= 0 AND "SoLuongTon" <= "SoLuongNhap"),
  "GiaNhap" bigint NOT NULL CHECK ("GiaNhap" >= 0),
  "NgayNhap" bigint NOT NULL,
  "createdAt" timestamptz NOT NULL DEFAULT now()
);
-- Taking reads a store's lots of some drugs with stock, first expiring first.
CREATE INDEX "LoThuoc_stock_idx" ON "LoThuoc" ("KhoDuoc_Id", "Duoc_Id", "HanSuDung") WHERE "SoLuongTon" > 0;
CREATE INDEX "LoThuoc_Duoc_Id_idx" ON "LoThuoc" ("Duoc_Id");
CREATE INDEX "LoThuoc_PhieuNhapKho_idx" ON "LoThuoc" ("PhieuNhapKho_Id", "ThuTu");

CREATE TABLE "GiuTonKho" (
  _id text PRIMARY KEY,
  "node_Id" text NOT NULL,
  "KhoDuoc_Id" text NOT NULL,
  "Duoc_Id" text NOT NULL,
  -- Null for what was taken beyond stock: owed by the store, deducted from what later stock-ins bring.
  "LoThuoc_Id" text REFERENCES "LoThuoc" (_id),
  -- The taker's table and row ('KhamBenhToaThuoc', its _id).
  "LoaiGiu" text NOT NULL,
  "Giu_Id" text NOT NULL,
  "SoLuong" numeric(16, 3) NOT NULL CHECK ("SoLuong" > 0),
  "GiaVon" bigint NOT NULL CHECK ("GiaVon" >= 0),
  "ThoiGian" bigint NOT NULL,
  "createdAt" timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX "GiuTonKho_holder_idx" ON "GiuTonKho" ("LoaiGiu", "Giu_Id");
CREATE INDEX "GiuTonKho_owed_idx" ON "GiuTonKho" ("KhoDuoc_Id", "Duoc_Id") WHERE "LoThuoc_Id" IS NULL;
CREATE INDEX "GiuTonKho_LoThuoc_idx" ON "GiuTonKho" ("LoThuoc_Id");
`;

export const pharmacyMigrations: readonly Migration[] = [{ id: 'pharmacy.v1', sql: v1 }];
