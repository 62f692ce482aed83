// Examination's table: one examination (KhamBenh) per examination order of a visit, with its vital signs, diagnosis
// and the end of the exam. Migrations run once per database, in order; a change is a new entry, never an edit.
import { changeMarkTriggers, type Migration } from '@his/sdk/server';
import { PRESCRIPTION_BILLING_CHANGES } from '../contract';
import { prescriptionMigrationSql } from './prescription-migration';
import { transferRecordMigration } from './transfer-record-migration';
import { orderSetMigration } from './order-set-migration';

const v1 = `
CREATE TABLE "KhamBenh" (
  _id text PRIMARY KEY,
  "node_Id" text NOT NULL,
  "MaKhamBenh" text NOT NULL,
  "BenhNhan_Id" text NOT NULL,
  "TiepNhan_Id" text NOT NULL,
  "DichVuYeuCau_Id" text NOT NULL,
  "DichVu_Id" text NOT NULL,
  "PhongBan_Id" text NOT NULL,
  "SoThuTu" integer,
  "TrangThai" text NOT NULL DEFAULT 'DangKham' CHECK ("TrangThai" IN ('DangKham', 'DaKham', 'DaHuy')),
  "NgayKham" bigint NOT NULL,
  "NgayKetThuc" bigint,
  "BacSiKham_Id" text,
  "Mach" numeric,
  "NhietDo" numeric,
  "HuyetApTamThu" numeric,
  "HuyetApTamTruong" numeric,
  "NhipTho" numeric,
  "ChieuCao" numeric,
  "CanNang" numeric,
  "SpO2" numeric,
  "TrieuChungLamSang" text,
  "TienSuBenh" text,
  "ChanDoan" text,
  "GhiChu" text,
  "ICD_Id" text,
  "ICDPhu_Ids" text[] NOT NULL DEFAULT '{}',
  "HuongGiaiQuyet_Id" text,
  "NgayTaiKham" bigint,
  "BenhManTinh" boolean NOT NULL DEFAULT false,
  "LyDoHuy" text,
  "createdBy" text,
  "createdAt" timestamptz NOT NULL DEFAULT now(),
  "updatedBy" text,
  "updatedAt" timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT "KhamBenh_MaKhamBenh_key" UNIQUE ("node_Id", "MaKhamBenh")
);
-- One live examination per examination order: two doctors starting the same patient get one exam and one refusal.
CREATE UNIQUE INDEX "KhamBenh_order_key" ON "KhamBenh" ("DichVuYeuCau_Id") WHERE "TrangThai" <> 'DaHuy';
CREATE INDEX "KhamBenh_room_idx" ON "KhamBenh" ("PhongBan_Id", "NgayKham" DESC);
CREATE INDEX "KhamBenh_TiepNhan_idx" ON "KhamBenh" ("TiepNhan_Id");
CREATE INDEX "KhamBenh_BenhNhan_idx" ON "KhamBenh" ("BenhNhan_Id", "NgayKham" DESC);
`;

// A prescription's lines are on the cashier's bill while its payment is requested: the cashier may cancel the request
// (huyYeuCauThanhToan_*), and the doctor's next save of the prescription requests it again.
const v5 = `ALTER TABLE "KhamBenhToaThuoc" ADD COLUMN "YeuCauThanhToan" boolean NOT NULL DEFAULT true;`;

// What the cashier's list of a day keeps in memory is marked when written (contract: PRESCRIPTION_BILLING_CHANGES).
const v6 = [
  changeMarkTriggers({ table: 'KhamBenhToaThuoc', topic: PRESCRIPTION_BILLING_CHANGES.visits, key: 'r."TiepNhan_Id"' }),
  changeMarkTriggers({ table: 'KhamBenhToaThuocChiTiet', topic: PRESCRIPTION_BILLING_CHANGES.visits, key: 't."TiepNhan_Id"', join: 'JOIN "KhamBenhToaThuoc" t ON t._id = r."KhamBenhToaThuoc_Id"' }),
  changeMarkTriggers({ table: 'KhamBenh', topic: PRESCRIPTION_BILLING_CHANGES.patients, key: 'r."BenhNhan_Id"' }),
].join('\n');

export const examinationMigrations: readonly Migration[] = [
  { id: 'examination.v1', sql: v1 }, { id: 'examination.v2', sql: prescriptionMigrationSql }, transferRecordMigration, orderSetMigration, { id: 'examination.v5', sql: v5 },
  { id: 'examination.v6', sql: v6 },
];
