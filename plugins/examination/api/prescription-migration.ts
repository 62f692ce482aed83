// Examination's prescription tables (migration examination.v2): an exam's prescriptions, one live one per kind, and
// their lines with the drug's facts and prices copied when prescribed, so a printed prescription never changes.

export const prescriptionMigrationSql = `
CREATE TABLE "KhamBenhToaThuoc" (
  _id text PRIMARY KEY,
  "node_Id" text NOT NULL,
  "KhamBenh_Id" text NOT NULL REFERENCES "KhamBenh" (_id) ON DELETE CASCADE,
  "TiepNhan_Id" text NOT NULL,
  "BenhNhan_Id" text NOT NULL,
  "SoThuTuToa" integer NOT NULL,
  "LoaiToaThuoc" text NOT NULL CHECK ("LoaiToaThuoc" IN ('ToaThuong', 'ToaBHYT', 'ToaVTYT', 'ToaMuaNgoai')),
  "NgayToaThuoc" bigint NOT NULL,
  "LoiDan" text,
  "KhoXuat_Id" text,
  "BacSi_Id" text,
  -- A prescription of a cancelled exam is kept as it was written, its stock given back.
  "DaHuy" boolean NOT NULL DEFAULT false,
  "createdBy" text,
  "createdAt" timestamptz NOT NULL DEFAULT now(),
  "updatedBy" text,
  "updatedAt" timestamptz NOT NULL DEFAULT now()
);
-- One live prescription of each kind per exam: two saves of the same kind at once give one prescription.
CREATE UNIQUE INDEX "KhamBenhToaThuoc_kind_key" ON "KhamBenhToaThuoc" ("KhamBenh_Id", "LoaiToaThuoc") WHERE NOT "DaHuy";
CREATE INDEX "KhamBenhToaThuoc_TiepNhan_idx" ON "KhamBenhToaThuoc" ("TiepNhan_Id");

CREATE TABLE "KhamBenhToaThuocChiTiet" (
  _id text PRIMARY KEY,
  "KhamBenhToaThuoc_Id" text NOT NULL REFERENCES "KhamBenhToaThuoc" (_id) ON DELETE CASCADE,
  "Duoc_Id" text,
  "MaDuoc" text,
  "TenDuoc" text NOT NULL,
  "HoatChat" text,
  "HamLuong" text,
  "DonViTinh" text NOT NULL,
  "SoDangKy" text,
  "LoaiDuoc" text,
  "SoLuong" numeric NOT NULL CHECK ("SoLuong" > 0),
  "SoNgay" integer CHECK ("SoNgay" BETWEEN 1 AND 365),
  "Sang" numeric CHECK ("Sang" >= 0),
  "Trua" numeric CHECK ("Trua" >= 0),
  "Chieu" numeric CHECK ("Chieu" >= 0),
  "Toi" numeric CHECK ("Toi" >= 0),
  "DuongDung" text,
  "LoiDanUongThuoc" text,
  "DonGia" bigint NOT NULL DEFAULT 0,
  "DonGiaHoTro" bigint NOT NULL DEFAULT 0,
  "DonGiaThanhToan" bigint NOT NULL DEFAULT 0,
  "GiaVon" bigint NOT NULL DEFAULT 0,
  "KhongThuTien" boolean NOT NULL DEFAULT false,
  "DaThuTien" boolean NOT NULL DEFAULT false,
  "BHYT" boolean NOT NULL DEFAULT false,
  "ChuyenSangNoiTru" boolean NOT NULL DEFAULT false,
  "ThuTu" integer NOT NULL
);
CREATE INDEX "KhamBenhToaThuocChiTiet_toa_idx" ON "KhamBenhToaThuocChiTiet" ("KhamBenhToaThuoc_Id", "ThuTu");
CREATE INDEX "KhamBenhToaThuocChiTiet_Duoc_idx" ON "KhamBenhToaThuocChiTiet" ("Duoc_Id");
`;
