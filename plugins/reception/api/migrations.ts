// Reception's tables: patients (BenhNhan) with delivery addresses, visits (TiepNhan) with the health info taken at
// reception, service orders (DichVuYeuCau) with their priced lines, and queue tickets. Migrations run once per
// database, in order; a change is a new entry, never an edit.
import { changeMarkTriggers, trigramIndexSql, type Migration } from '@his/sdk/server';
import { VISIT_BILLING_CHANGES } from '../contract';

const v1 = `
CREATE TABLE "BenhNhan" (
  _id text PRIMARY KEY,
  "node_Id" text NOT NULL,
  "MaYTe" text NOT NULL,
  "TenBenhNhan" text NOT NULL,
  "TenKhongDau" text NOT NULL,
  "NgaySinh" bigint,
  "NamSinh" integer NOT NULL,
  "GioiTinh" text NOT NULL CHECK ("GioiTinh" IN ('MALE', 'FEMALE', 'OTHER')),
  "SoDienThoai" text,
  "SoNha" text,
  "DonViHanhChinh_Id" text,
  "Tinh_Id" text,
  "fullAddress" text,
  "CMNDHoacHoChieu" text,
  "Email" text,
  "TenNguoiLienHe" text,
  "QuanHeNguoiLienHe" text,
  "SoDienThoaiNguoiLienHe" text,
  "DiaChiNguoiLienHe" text,
  "TienSuDiUng" text,
  "TienSuBenh" text,
  "GhiChu" text,
  "TuVong" boolean NOT NULL DEFAULT false,
  "NguonKhachHang" text,
  "LoaiBenhNhan" text,
  "KieuBenhNhan" text,
  "NhomBenhNhan_Ids" text[] NOT NULL DEFAULT '{}',
  "NhanVienPhuTrach_Id" text,
  "MaSoThue" text,
  "KyHieuHoaDon" text,
  "TenTrenHoaDon" text,
  "DonVi" text,
  "Pattern" text,
  "Serial" text,
  "SoGPP" text,
  "NgayCapGPP" bigint,
  "ChungTuGPPs" jsonb NOT NULL DEFAULT '[]',
  "isBusinessAccount" boolean NOT NULL DEFAULT false,
  "user_Id" text,
  "TrangThaiTaiKhoan" text,
  "QuocTich_Id" text,
  "NgheNghiep_Id" text,
  "DanToc_Id" text,
  "NhomMau_Id" text,
  "YeuToRh_Id" text,
  "SoTheBHYT" text,
  "SoBHXH" text,
  "createdBy" text,
  "createdAt" timestamptz NOT NULL DEFAULT now(),
  "updatedBy" text,
  "updatedAt" timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT "BenhNhan_MaYTe_key" UNIQUE ("node_Id", "MaYTe")
);
${trigramIndexSql('BenhNhan', 'TenKhongDau')}
CREATE INDEX "BenhNhan_list_idx" ON "BenhNhan" ("node_Id", _id DESC);
CREATE INDEX "BenhNhan_MaYTe_prefix_idx" ON "BenhNhan" ("node_Id", "MaYTe" text_pattern_ops);
CREATE INDEX "BenhNhan_SoDienThoai_idx" ON "BenhNhan" ("node_Id", "SoDienThoai" text_pattern_ops);
CREATE INDEX "BenhNhan_CMND_idx" ON "BenhNhan" ("node_Id", "CMNDHoacHoChieu" text_pattern_ops);
CREATE INDEX "BenhNhan_SoTheBHYT_idx" ON "BenhNhan" ("node_Id", "SoTheBHYT");
CREATE INDEX "BenhNhan_SoBHXH_idx" ON "BenhNhan" ("node_Id", "SoBHXH" text_pattern_ops);
CREATE INDEX "BenhNhan_duplicate_idx" ON "BenhNhan" ("node_Id", "TenKhongDau", "NamSinh");

CREATE TABLE "BenhNhan_DiaChiGiaoHang" (
  _id text PRIMARY KEY,
  "idCustomer" text NOT NULL REFERENCES "BenhNhan" (_id) ON DELETE CASCADE,
  "fullName" text NOT NULL,
  "companyName" text,
  "phoneNumber" text NOT NULL,
  "detailAddress" text NOT NULL,
  "isDefault" boolean NOT NULL DEFAULT false,
  email text,
  "createdAt" timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX "BenhNhan_DiaChiGiaoHang_idCustomer_idx" ON "BenhNhan_DiaChiGiaoHang" ("idCustomer");
CREATE UNIQUE INDEX "BenhNhan_DiaChiGiaoHang_default_key" ON "BenhNhan_DiaChiGiaoHang" ("idCustomer") WHERE "isDefault";

CREATE TABLE "TiepNhan" (
  _id text PRIMARY KEY,
  "node_Id" text NOT NULL,
  "MaTiepNhan" text NOT NULL,
  "BenhNhan_Id" text NOT NULL REFERENCES "BenhNhan" (_id),
  "LoaiTiepNhan" text NOT NULL CHECK ("LoaiTiepNhan" IN ('NgoaiTru', 'NoiTru')),
  "TrangThai" text NOT NULL DEFAULT 'DangThucHien' CHECK ("TrangThai" IN ('DangThucHien', 'HoanTat', 'DaHuy')),
  "NgayDangKy" bigint NOT NULL,
  "NgayTiepNhan" bigint NOT NULL,
  "PhongTiepNhan_Id" text,
  "DoiTuong_Id" text,
  "SoTheBHYT" text,
  "DiaChiBHYT" text,
  "BHYTNgayHieuLuc" bigint,
  "BHYTNgayHetHieuLuc" bigint,
  "BenhVien_KCB" text,
  "CapCuu" boolean NOT NULL DEFAULT false,
  "UuTien" boolean NOT NULL DEFAULT false,
  "NgayDu5Nam" bigint,
  "KhuVucSinhSong" text,
  "TuyenKCB" text,
  "MienCungChiTra" boolean NOT NULL DEFAULT false,
  "NgayMienCungChiTra" bigint,
  "DaXacNhanChiPhi" boolean NOT NULL DEFAULT false,
  "NgayThanhToan" bigint,
  "TuVanVien_Id" text,
  "LyDoKham" text,
  "LyDoHuy" text,
  "createdBy" text,
  "createdAt" timestamptz NOT NULL DEFAULT now(),
  "updatedBy" text,
  "updatedAt" timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT "TiepNhan_MaTiepNhan_key" UNIQUE ("node_Id", "MaTiepNhan")
);
-- One open visit per patient: two desks receiving one patient at once get one visit and one refusal.
CREATE UNIQUE INDEX "TiepNhan_open_key" ON "TiepNhan" ("BenhNhan_Id") WHERE "TrangThai" = 'DangThucHien';
CREATE INDEX "TiepNhan_day_idx" ON "TiepNhan" ("node_Id", "NgayTiepNhan" DESC);
CREATE INDEX "TiepNhan_BenhNhan_idx" ON "TiepNhan" ("BenhNhan_Id", "NgayTiepNhan" DESC);

CREATE TABLE "TiepNhan_ThongTinSucKhoe" (
  "TiepNhan_Id" text PRIMARY KEY REFERENCES "TiepNhan" (_id) ON DELETE CASCADE,
  "BenhNhan_Id" text NOT NULL,
  "TieuDuong" boolean NOT NULL DEFAULT false,
  "TieuDuong_ChiTiet" text,
  "TangHuyetAp" boolean NOT NULL DEFAULT false,
  "TangHuyetAp_ChiTiet" text,
  "HenSuyen" boolean NOT NULL DEFAULT false,
  "HenSuyen_ChiTiet" text,
  "BenhTimMach" boolean NOT NULL DEFAULT false,
  "BenhTimMach_ChiTiet" text,
  "BenhKhac" boolean NOT NULL DEFAULT false,
  "BenhKhac_ChiTiet" text,
  "PhauThuats" jsonb NOT NULL DEFAULT '[]',
  "ThuocDangDungs" jsonb NOT NULL DEFAULT '[]',
  "HutThuoc" boolean NOT NULL DEFAULT false,
  "HutThuoc_ChiTiet" text,
  "ChatKichThich" boolean NOT NULL DEFAULT false,
  "ChatKichThich_ChiTiet" text,
  "CoThai" boolean NOT NULL DEFAULT false,
  "CoThai_SoTuan" integer,
  "updatedAt" timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE "DichVuYeuCau" (
  _id text PRIMARY KEY,
  "node_Id" text NOT NULL,
  "SoPhieuYeuCau" text NOT NULL,
  "SoThuTu" integer,
  "TiepNhan_Id" text NOT NULL REFERENCES "TiepNhan" (_id),
  "BenhNhan_Id" text NOT NULL,
  "NoiYeuCau" text,
  "BacSiChiDinh_Id" text,
  "NoiThucHien_Id" text NOT NULL,
  "NhomDichVu_Id" text,
  "DoiTuong_Id" text,
  "ThietBi_Id" text,
  "ChanDoan" text,
  "NoiDung" text,
  "NhanXet" text,
  "KetLuan" text,
  "TrangThai" text NOT NULL CHECK ("TrangThai" IN ('Nhap', 'SanSang', 'ChuaKetQua', 'CoKetQua', 'DaXemKetQua', 'DaHuy')),
  "TrangThai_HangDoi" text NOT NULL DEFAULT 'ChuaThucHien' CHECK ("TrangThai_HangDoi" IN ('ChuaThucHien', 'DaThucHien')),
  "BNKhongDen" boolean NOT NULL DEFAULT false,
  "LaKhanCap" boolean NOT NULL DEFAULT false,
  "NgayYeuCau" bigint NOT NULL,
  "NgayThucHien" bigint,
  "NgayTraKetQua" bigint,
  "NgayLayMau" bigint,
  "createdBy" text,
  "createdAt" timestamptz NOT NULL DEFAULT now(),
  "updatedBy" text,
  "updatedAt" timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT "DichVuYeuCau_SoPhieuYeuCau_key" UNIQUE ("node_Id", "SoPhieuYeuCau")
);
CREATE INDEX "DichVuYeuCau_TiepNhan_idx" ON "DichVuYeuCau" ("TiepNhan_Id");
CREATE INDEX "DichVuYeuCau_room_idx" ON "DichVuYeuCau" ("NoiThucHien_Id", "NgayYeuCau" DESC);

CREATE TABLE "DichVuYeuCau_ChiTiet" (
  _id text PRIMARY KEY,
  "DichVuYeuCau_Id" text NOT NULL REFERENCES "DichVuYeuCau" (_id) ON DELETE CASCADE,
  "DichVu_Id" text NOT NULL,
  "LoaiGia_Id" text NOT NULL,
  "BangGia_Id" text NOT NULL,
  "DonGia" bigint NOT NULL CHECK ("DonGia" >= 0),
  "DonGiaThanhToan" bigint NOT NULL CHECK ("DonGiaThanhToan" >= 0),
  "SoLuong" integer NOT NULL DEFAULT 1 CHECK ("SoLuong" > 0),
  "DaThuTien" boolean NOT NULL DEFAULT false,
  "DuocPhepThucHien" boolean NOT NULL DEFAULT true,
  "KhongThuTien" boolean NOT NULL DEFAULT false,
  "KhongTraKetQua" boolean NOT NULL DEFAULT false
);
CREATE INDEX "DichVuYeuCau_ChiTiet_order_idx" ON "DichVuYeuCau_ChiTiet" ("DichVuYeuCau_Id");
CREATE INDEX "DichVuYeuCau_ChiTiet_DichVu_idx" ON "DichVuYeuCau_ChiTiet" ("DichVu_Id");

-- A queue ticket: the number a patient waits with at a room on a day. Numbers of a room and day run 1, 2, 3, …
CREATE TABLE "PhieuHangDoi" (
  _id text PRIMARY KEY,
  "node_Id" text NOT NULL,
  "PhongBan_Id" text NOT NULL,
  "Ngay" bigint NOT NULL,
  "SoThuTu" integer NOT NULL CHECK ("SoThuTu" > 0),
  "TrangThai" text NOT NULL DEFAULT 'ChoGoi' CHECK ("TrangThai" IN ('ChoGoi', 'DaGoi', 'HoanThanh', 'BoQua')),
  "isRecall" boolean NOT NULL DEFAULT false,
  "isPriority" boolean NOT NULL DEFAULT false,
  "TiepNhan_Id" text REFERENCES "TiepNhan" (_id),
  "DichVuYeuCau_Id" text REFERENCES "DichVuYeuCau" (_id),
  "BenhNhan_Id" text,
  "ThoiGianGoi" bigint,
  "createdAt" timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT "PhieuHangDoi_number_key" UNIQUE ("PhongBan_Id", "Ngay", "SoThuTu")
);
CREATE INDEX "PhieuHangDoi_TiepNhan_idx" ON "PhieuHangDoi" ("TiepNhan_Id");
`;

// The kiosks' tickets: what each was taken for, and the service of an on-request one (the desk receives it later).
const v2 = `
ALTER TABLE "PhieuHangDoi" ADD COLUMN "Loai" text CHECK ("Loai" IN ('BHYT', 'DichVu', 'UuTien', 'TheoYeuCau'));
ALTER TABLE "PhieuHangDoi" ADD COLUMN "DichVu_Id" text;
CREATE INDEX "PhieuHangDoi_day_idx" ON "PhieuHangDoi" ("node_Id", "Ngay");
`;

// Names are searched by the starts of their syllables: a trigram index cannot narrow 'vo' or 'l', and over a million
// patients 'vo thanh l' read 80,000 rows to keep 135.
const v3 = `CREATE INDEX "BenhNhan_TenKhongDau_words_idx" ON "BenhNhan" USING gin (to_tsvector('simple'::regconfig, "TenKhongDau"));`;

/**
 * Every start of every syllable of a patient's unaccented name ('le an' → l, le, a, an), indexed, so that a search
 * typed as syllable starts is one containment test of exact keys: the words index above made PostgreSQL gather every
 * key beginning with 'l' before it could intersect, 30 to 90 ms over a million patients.
 */
export const PATIENT_NAME_PREFIXES = 'reception_syllable_prefixes(b."TenKhongDau")';

// The newest patients are read first by a search (patient-reads.ts): with the name in the index that walk never
// touches the table. It replaces the list index, whose descending key put every new patient on its first page, which
// then split in halves: twice the size, and a cost the planner rightly shunned. Read backwards, an ascending key
// gives the newest first and fills its pages.
const v4 = `
CREATE FUNCTION reception_syllable_prefixes(name text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT left(word, n)), '{}')
  FROM unnest(string_to_array(name, ' ')) AS word, generate_series(1, length(word)) AS n
$$;
CREATE INDEX "BenhNhan_TenKhongDau_prefixes_idx" ON "BenhNhan" USING gin (reception_syllable_prefixes("TenKhongDau"));
CREATE INDEX "BenhNhan_recent_idx" ON "BenhNhan" ("node_Id", _id) INCLUDE ("TenKhongDau");
DROP INDEX "BenhNhan_list_idx";
DROP INDEX "BenhNhan_TenKhongDau_words_idx";
DROP INDEX "BenhNhan_TenKhongDau_trgm";
`;

// Service orders from an exam (F8) name the exam; a patient's orders of the day are looked up to ask about a repeat.
const v5 = `
ALTER TABLE "DichVuYeuCau" ADD COLUMN "KhamBenh_Id" text;
CREATE INDEX "DichVuYeuCau_KhamBenh_idx" ON "DichVuYeuCau" ("KhamBenh_Id") WHERE "KhamBenh_Id" IS NOT NULL;
CREATE INDEX "DichVuYeuCau_BenhNhan_idx" ON "DichVuYeuCau" ("BenhNhan_Id", "NgayYeuCau" DESC);
`;

// What the cashier records of a visit that closes it to service changes (spec §4): its insurance costs confirmed, and
// a refund made. Reception keeps them on the visit so that every service write checks one row.
const v6 = `
ALTER TABLE "TiepNhan" ADD COLUMN "DaXacNhanBHYT" boolean NOT NULL DEFAULT false;
ALTER TABLE "TiepNhan" ADD COLUMN "DaHoanTien" boolean NOT NULL DEFAULT false;
`;

// What a performing room records of an order (spec §3 Service order): the sample's id the analyser reads (SID) and its
// number of the day, and who performed it. A room's list, or the facility's, is read by state and day, an analyser's
// message finds its order by SID, and a device's orders of a day are counted against its daily limit.
const v7 = `
ALTER TABLE "DichVuYeuCau" ADD COLUMN "SIDMau" text;
ALTER TABLE "DichVuYeuCau" ADD COLUMN "STTMau" integer;
ALTER TABLE "DichVuYeuCau" ADD COLUMN "NguoiThucHien_Ids" text[] NOT NULL DEFAULT '{}';
CREATE INDEX "DichVuYeuCau_SIDMau_idx" ON "DichVuYeuCau" ("node_Id", "SIDMau") WHERE "SIDMau" IS NOT NULL;
CREATE INDEX "DichVuYeuCau_room_state_idx" ON "DichVuYeuCau" ("NoiThucHien_Id", "TrangThai", "NgayYeuCau");
CREATE INDEX "DichVuYeuCau_state_idx" ON "DichVuYeuCau" ("node_Id", "TrangThai", "NgayYeuCau");
CREATE INDEX "DichVuYeuCau_device_day_idx" ON "DichVuYeuCau" ("ThietBi_Id", "NgayThucHien") WHERE "ThietBi_Id" IS NOT NULL;
`;

// The transaction that last wrote each patient's name, beside the patient so that the row and its audit stay as they
// were (patient-name-search.ts): the in-memory name index reads the names written since the oldest transaction still
// open when it last looked, so a write that commits late is never missed, whoever wrote it (the API, an import, a
// script). Statement triggers with transition tables: an import of 10,000 rows costs one insert here, not 10,000.
const v8 = `
CREATE TABLE "BenhNhan_TenGhi" (
  "BenhNhan_Id" text PRIMARY KEY REFERENCES "BenhNhan" (_id) ON DELETE CASCADE,
  "node_Id" text NOT NULL,
  "Xid" xid8 NOT NULL
);
CREATE INDEX "BenhNhan_TenGhi_idx" ON "BenhNhan_TenGhi" ("node_Id", "Xid");
CREATE FUNCTION reception_names_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "BenhNhan_TenGhi" ("BenhNhan_Id", "node_Id", "Xid") SELECT _id, "node_Id", pg_current_xact_id() FROM added
  ON CONFLICT ("BenhNhan_Id") DO UPDATE SET "node_Id" = EXCLUDED."node_Id", "Xid" = EXCLUDED."Xid";
  RETURN NULL;
END $$;
CREATE FUNCTION reception_names_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "BenhNhan_TenGhi" ("BenhNhan_Id", "node_Id", "Xid")
  SELECT n._id, n."node_Id", pg_current_xact_id() FROM changed n JOIN earlier o ON o._id = n._id
  WHERE o."TenKhongDau" IS DISTINCT FROM n."TenKhongDau" OR o."node_Id" IS DISTINCT FROM n."node_Id"
  ON CONFLICT ("BenhNhan_Id") DO UPDATE SET "node_Id" = EXCLUDED."node_Id", "Xid" = EXCLUDED."Xid";
  RETURN NULL;
END $$;
CREATE TRIGGER "BenhNhan_names_inserted" AFTER INSERT ON "BenhNhan" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION reception_names_inserted();
CREATE TRIGGER "BenhNhan_names_updated" AFTER UPDATE ON "BenhNhan" REFERENCING OLD TABLE AS earlier NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION reception_names_updated();
`;

// What the cashier's list of a day keeps in memory is marked when written (contract: VISIT_BILLING_CHANGES).
const v9 = [
  changeMarkTriggers({ table: 'TiepNhan', topic: VISIT_BILLING_CHANGES.visits, key: 'r._id' }),
  changeMarkTriggers({ table: 'DichVuYeuCau', topic: VISIT_BILLING_CHANGES.visits, key: 'r."TiepNhan_Id"' }),
  changeMarkTriggers({ table: 'DichVuYeuCau_ChiTiet', topic: VISIT_BILLING_CHANGES.visits, key: 'o."TiepNhan_Id"', join: 'JOIN "DichVuYeuCau" o ON o._id = r."DichVuYeuCau_Id"' }),
  changeMarkTriggers({ table: 'BenhNhan', topic: VISIT_BILLING_CHANGES.patients, key: 'r._id' }),
].join('\n');

export const receptionMigrations: readonly Migration[] = [
  { id: 'reception.v1', sql: v1 },
  { id: 'reception.v2', sql: v2 },
  { id: 'reception.v3', sql: v3 },
  { id: 'reception.v4', sql: v4 },
  { id: 'reception.v5', sql: v5 },
  { id: 'reception.v6', sql: v6 },
  { id: 'reception.v7', sql: v7 },
  { id: 'reception.v8', sql: v8 },
  { id: 'reception.v9', sql: v9 },
];
