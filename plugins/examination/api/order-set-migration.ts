// The doctors' sample order sets (examination.v4, "bộ chỉ định mẫu"): a named list of services a doctor orders
// together from the F8 dialog, the doctor's own or shared at the facility (no doctor).
import type { Migration } from '@his/sdk/server';

const sql = `
CREATE TABLE "BoChiDinhMau" (
  _id text PRIMARY KEY,
  "node_Id" text NOT NULL,
  "MaBoChiDinhMau" text NOT NULL,
  "TenBoChiDinhMau" text NOT NULL,
  -- The name without accents, lower case: what makes two names the same.
  "TenKhongDau" text NOT NULL,
  -- The doctor's staff id (NhanVien); null for a set shared at the facility.
  "BacSi_Id" text,
  "DichVu_Ids" text[] NOT NULL CHECK (cardinality("DichVu_Ids") BETWEEN 1 AND 50),
  "GhiChu" text,
  "createdBy" text,
  "createdAt" timestamptz NOT NULL DEFAULT now(),
  "updatedBy" text,
  "updatedAt" timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT "BoChiDinhMau_MaBoChiDinhMau_key" UNIQUE ("node_Id", "MaBoChiDinhMau")
);
-- One name per doctor at a facility, and one among the shared sets, whatever its case and accents.
CREATE UNIQUE INDEX "BoChiDinhMau_name_key" ON "BoChiDinhMau" ("node_Id", coalesce("BacSi_Id", ''), "TenKhongDau");
`;

export const orderSetMigration: Migration = { id: 'examination.v4', sql };
