// The price list tables: DM_BangGia with its service and treatment-course lines. Ids of services, courses and price
// types are checked by the writes and declared as catalogue usages, so a used catalogue row cannot be removed.
import { ALL_KEYS, changeMarkTriggers, trigramIndexSql, type Migration } from '@his/sdk/server';
import { PRICE_CHANGES } from '../contract';

const v1 = `
CREATE TABLE "DM_BangGia" (
  _id text PRIMARY KEY,
  "node_Id" text NOT NULL,
  "LoaiGia_Id" text NOT NULL,
  "MaBangGia" text NOT NULL,
  "TenBangGia" text NOT NULL,
  "TenKhongDau" text NOT NULL,
  "LoaiBangGia" text,
  "NgayPhatHanh" bigint NOT NULL,
  "PhongBan_Ids" text[] NOT NULL DEFAULT '{}',
  "TrangThai" text NOT NULL DEFAULT 'ChuaPhatHanh' CHECK ("TrangThai" IN ('ChuaPhatHanh', 'DaPhatHanh')),
  "NguoiPhatHanh_Id" text,
  "ThoiGianPhatHanh" timestamptz,
  "createdBy" text,
  "createdAt" timestamptz NOT NULL DEFAULT now(),
  "updatedBy" text,
  "updatedAt" timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT "DM_BangGia_MaBangGia_key" UNIQUE ("node_Id", "MaBangGia"),
  CONSTRAINT "DM_BangGia_released_check" CHECK ("TrangThai" = 'ChuaPhatHanh' OR "ThoiGianPhatHanh" IS NOT NULL)
);
CREATE INDEX "DM_BangGia_current_idx" ON "DM_BangGia" ("node_Id", "LoaiGia_Id", "NgayPhatHanh" DESC) WHERE "TrangThai" = 'DaPhatHanh';
CREATE INDEX "DM_BangGia_LoaiGia_Id_idx" ON "DM_BangGia" ("LoaiGia_Id");
CREATE INDEX "DM_BangGia_PhongBan_Ids_gin" ON "DM_BangGia" USING gin ("PhongBan_Ids");
${trigramIndexSql('DM_BangGia', 'TenKhongDau')}
${trigramIndexSql('DM_BangGia', 'MaBangGia')}

CREATE TABLE "DM_BangGia_DichVu" (
  "BangGia_Id" text NOT NULL REFERENCES "DM_BangGia" (_id) ON DELETE CASCADE,
  "DichVu_Id" text NOT NULL,
  "DonGia" bigint NOT NULL CHECK ("DonGia" >= 0),
  "ThuTu" integer NOT NULL,
  PRIMARY KEY ("BangGia_Id", "DichVu_Id")
);
CREATE INDEX "DM_BangGia_DichVu_DichVu_Id_idx" ON "DM_BangGia_DichVu" ("DichVu_Id");

CREATE TABLE "DM_BangGia_LieuTrinh" (
  "BangGia_Id" text NOT NULL REFERENCES "DM_BangGia" (_id) ON DELETE CASCADE,
  "LieuTrinh_Id" text NOT NULL,
  "DonGia" bigint NOT NULL CHECK ("DonGia" >= 0),
  "ThuTu" integer NOT NULL,
  PRIMARY KEY ("BangGia_Id", "LieuTrinh_Id")
);
CREATE INDEX "DM_BangGia_LieuTrinh_LieuTrinh_Id_idx" ON "DM_BangGia_LieuTrinh" ("LieuTrinh_Id");
`;

// What a release left without a price, counted when it happened (null for drafts and lists released before).
const v2 = `ALTER TABLE "DM_BangGia" ADD COLUMN "SoDichVuMatGia" integer CHECK ("SoDichVuMatGia" >= 0);`;

// Derived views of prices (the cashier's list of a day) learn of any change (contract: PRICE_CHANGES).
const v3 = ['DM_BangGia', 'DM_BangGia_DichVu', 'DM_BangGia_LieuTrinh', 'DM_LoaiGia', 'DM_DoiTuong', 'DM_NhomDoiTuong']
  .map((table) => changeMarkTriggers({ table, topic: PRICE_CHANGES, key: ALL_KEYS })).join('\n');

export const priceListMigrations: readonly Migration[] = [
  { id: 'DM_BangGia.v1', sql: v1 },
  { id: 'DM_BangGia.v2', sql: v2 },
  { id: 'DM_BangGia.v3', sql: v3 },
];
