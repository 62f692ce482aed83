// The cashier's tables. Every movement of money is a row of VienPhi_GiaoDich with the receipt that documents it, and
// the lines it collected are copied into VienPhi_ChiTiet as they were priced and shared then: a visit's balance is
// always the sum of its movements, and a later price or rule change never rewrites a receipt. Migrations run once per
// database, in order; a change is a new entry, never an edit.
import { ALL_KEYS, changeMarkTriggers, type Migration } from '@his/sdk/server';

const v1 = `
-- Payment methods (spec §3): TienMat, ChuyenKhoan, QuetThe, Khac.
CREATE TABLE "DM_HinhThucThanhToan" (
  _id text PRIMARY KEY,
  "MaHinhThucThanhToan" text NOT NULL UNIQUE,
  "TenHinhThucThanhToan" text NOT NULL,
  "MacDinh" boolean NOT NULL DEFAULT false,
  "isActive" boolean NOT NULL DEFAULT true
);
CREATE UNIQUE INDEX "DM_HinhThucThanhToan_default_key" ON "DM_HinhThucThanhToan" ("MacDinh") WHERE "MacDinh";

-- Payment-method posting rules (spec §3 Payment-method accounting), per facility.
CREATE TABLE "HinhThucThanhToan_HachToan" (
  _id text PRIMARY KEY,
  "node_Id" text NOT NULL,
  "HinhThucThanhToan_Id" text NOT NULL REFERENCES "DM_HinhThucThanhToan" (_id),
  "LoaiQuyenBienLai_Id" text NOT NULL,
  "TaiKhoanCo_Id" text,
  "TaiKhoanNo_Id" text,
  UNIQUE ("node_Id", "HinhThucThanhToan_Id", "LoaiQuyenBienLai_Id")
);

-- The cashier's side of a receipt book; the book itself (symbol, range, next number, cashiers) is the platform's
-- his_number_books row with the same _id, kind 'cashier.<MaLoaiQuyenBienLai>'.
CREATE TABLE "QuyenBienLai" (
  _id text PRIMARY KEY,
  "node_Id" text NOT NULL,
  "MaLoaiQuyenBienLai" text NOT NULL CHECK ("MaLoaiQuyenBienLai" IN ('ThuTien', 'TamUng', 'HoanUng')),
  "NgayPhatHanh" bigint,
  "createdBy" text,
  "createdAt" timestamptz NOT NULL DEFAULT now()
);

-- Receipts (spec §3 BienLai).
CREATE TABLE "BienLai" (
  _id text PRIMARY KEY,
  "node_Id" text NOT NULL,
  "MaBienLai" text NOT NULL,
  "SoBienLai" integer NOT NULL,
  "QuyenBienLai_Id" text NOT NULL REFERENCES "QuyenBienLai" (_id),
  "LoaiBienLai" text NOT NULL CHECK ("LoaiBienLai" IN ('ThuTien', 'TamUng', 'HoanUng', 'HoanTien')),
  "NgayBienLai" bigint NOT NULL,
  "GiaTriBienLai" bigint NOT NULL CHECK ("GiaTriBienLai" >= 0),
  "TrangThai" text NOT NULL CHECK ("TrangThai" IN ('ChuaThuTien', 'DaThuTien', 'DangHachToan', 'HachToanToanBo', 'DaHuy')),
  "HinhThucThanhToan_Id" text REFERENCES "DM_HinhThucThanhToan" (_id),
  "TaiKhoanNganHang_Id" text,
  "MienGiam" bigint NOT NULL DEFAULT 0,
  "GhiChu" text,
  "NguoiThu" text NOT NULL,
  "TiepNhan_Id" text NOT NULL,
  "BenhNhan_Id" text NOT NULL,
  "LyDoHuy" text,
  "NgayHuy" bigint,
  "NguoiHuy" text,
  "createdAt" timestamptz NOT NULL DEFAULT now(),
  UNIQUE ("QuyenBienLai_Id", "SoBienLai")
);
CREATE INDEX "BienLai_TiepNhan_idx" ON "BienLai" ("TiepNhan_Id");
CREATE INDEX "BienLai_day_idx" ON "BienLai" ("node_Id", "NgayBienLai");
CREATE INDEX "BienLai_NguoiThu_idx" ON "BienLai" ("NguoiThu", "NgayBienLai");

-- Money movements (spec §3 Transaction): a receipt's, and the uses of an advance by a payment.
CREATE TABLE "VienPhi_GiaoDich" (
  _id text PRIMARY KEY,
  "node_Id" text NOT NULL,
  "TiepNhan_Id" text NOT NULL,
  "BenhNhan_Id" text NOT NULL,
  "LoaiGiaoDich" text NOT NULL CHECK ("LoaiGiaoDich" IN ('ThuTien', 'TamUng', 'HoanUng', 'HoanTien', 'TruTamUng')),
  -- Always positive: the kind says the direction (ThuTien, TamUng in; HoanUng, HoanTien out; TruTamUng moves an advance onto lines).
  "SoTien" bigint NOT NULL CHECK ("SoTien" >= 0),
  -- Checked at commit: a receipt takes its book's number last, so that the book stays locked for the shortest time.
  "BienLai_Id" text REFERENCES "BienLai" (_id) DEFERRABLE INITIALLY DEFERRED,
  "DaHuy" boolean NOT NULL DEFAULT false,
  "createdBy" text,
  "createdAt" timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX "VienPhi_GiaoDich_TiepNhan_idx" ON "VienPhi_GiaoDich" ("TiepNhan_Id");
CREATE INDEX "VienPhi_GiaoDich_BienLai_idx" ON "VienPhi_GiaoDich" ("BienLai_Id");

-- Bill lines as collected (spec §3 Bill line): the source line, its price and shares at that moment.
CREATE TABLE "VienPhi_ChiTiet" (
  _id text PRIMARY KEY,
  "GiaoDich_Id" text NOT NULL REFERENCES "VienPhi_GiaoDich" (_id),
  "node_Id" text NOT NULL,
  "TiepNhan_Id" text NOT NULL,
  "Nguon" text NOT NULL CHECK ("Nguon" IN ('DichVu', 'Thuoc')),
  "Nguon_Id" text NOT NULL,
  "MaPhieu" text,
  "MaDV" text,
  "TenDichVu" text NOT NULL,
  "NhomDichVu" text,
  "LoaiGia" text,
  "SoLuong" numeric NOT NULL,
  "DonGia" bigint NOT NULL,
  "DonGiaBHYT" bigint,
  "ThanhTien" bigint NOT NULL,
  "TyLeBHYT" numeric NOT NULL DEFAULT 0,
  "BHChiTra" bigint NOT NULL,
  "BenhNhanTT" bigint NOT NULL,
  "MienGiam" bigint NOT NULL DEFAULT 0,
  "PhanTramGiamGia" numeric NOT NULL DEFAULT 0,
  "SoTienGiamGia" bigint NOT NULL DEFAULT 0,
  "ThanhTienSauGiamGia" bigint NOT NULL,
  "BenhNhanTTSauGiamGia" bigint NOT NULL,
  "IsKhamBenh" boolean NOT NULL DEFAULT false,
  -- As the bill showed the line when collected: its group (KhamBenh, XetNghiem, …, Thuoc, VTYT), when and where it was
  -- ordered, waived, not covered by insurance, its covered cost and the 80/50/30 ratio fields.
  "TranGroup" text,
  "ThoiGianChiDinh" bigint,
  "NoiThucHien" text,
  "KhongThuTien" boolean NOT NULL DEFAULT false,
  "KhongBHYT" boolean NOT NULL DEFAULT false,
  "ChiPhiBHYT" bigint NOT NULL DEFAULT 0,
  "PhanTram80" bigint,
  "PhanTram50" bigint,
  "PhanTram30" bigint,
  "HachToan" boolean NOT NULL DEFAULT false,
  "NgayHachToan" bigint,
  "NguoiHachToan" text,
  -- HieuLuc while collected; DaHuy when its receipt was deleted or the line refunded.
  "TrangThai" text NOT NULL DEFAULT 'HieuLuc' CHECK ("TrangThai" IN ('HieuLuc', 'DaHuy')),
  CHECK ("BHChiTra" + "BenhNhanTTSauGiamGia" = "ThanhTienSauGiamGia")
);
-- A source line is collected once while the collection stands: two cashiers on one line give one receipt.
CREATE UNIQUE INDEX "VienPhi_ChiTiet_source_key" ON "VienPhi_ChiTiet" ("Nguon", "Nguon_Id") WHERE "TrangThai" = 'HieuLuc';
CREATE INDEX "VienPhi_ChiTiet_TiepNhan_idx" ON "VienPhi_ChiTiet" ("TiepNhan_Id");
CREATE INDEX "VienPhi_ChiTiet_GiaoDich_idx" ON "VienPhi_ChiTiet" ("GiaoDich_Id");

-- Exemptions and discounts set before collection (/mien-giam-ngoai-tru), per source line.
CREATE TABLE "VienPhi_MienGiam" (
  "Nguon" text NOT NULL,
  "Nguon_Id" text NOT NULL,
  "node_Id" text NOT NULL,
  "TiepNhan_Id" text NOT NULL,
  "PhanTramGiamGia" numeric NOT NULL DEFAULT 0 CHECK ("PhanTramGiamGia" BETWEEN 0 AND 100),
  "SoTienGiamGia" bigint NOT NULL DEFAULT 0 CHECK ("SoTienGiamGia" >= 0),
  "LyDo" text NOT NULL,
  "updatedBy" text,
  "updatedAt" timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY ("Nguon", "Nguon_Id")
);

-- E-invoices (spec §3 Invoice, §7 E-invoice): one issued invoice per receipt at most.
CREATE TABLE "HoaDonDienTu" (
  _id text PRIMARY KEY,
  "node_Id" text NOT NULL,
  "BienLai_Id" text NOT NULL REFERENCES "BienLai" (_id),
  "NhaCungCap" text NOT NULL,
  "MaHoaDon" text NOT NULL UNIQUE,
  "Pattern" text NOT NULL,
  "Serial" text NOT NULL,
  "SoHoaDon" integer NOT NULL,
  "NgayHoaDon" bigint NOT NULL,
  "GiaTriHoaDon" bigint NOT NULL,
  "TrangThai" text NOT NULL CHECK ("TrangThai" IN ('DaPhatHanh', 'DaHuy')),
  "LyDoHuy" text,
  "NgayHuy" bigint,
  "NoiDung" jsonb NOT NULL,
  "createdBy" text,
  "createdAt" timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX "HoaDonDienTu_issued_key" ON "HoaDonDienTu" ("BienLai_Id") WHERE "TrangThai" = 'DaPhatHanh';
-- The local provider's yearly numbering per facility, form and symbol.
CREATE TABLE "HoaDonDienTu_SoThuTu" (
  "node_Id" text NOT NULL,
  "Pattern" text NOT NULL,
  "Serial" text NOT NULL,
  "Nam" integer NOT NULL,
  "SoCuoi" integer NOT NULL,
  PRIMARY KEY ("node_Id", "Pattern", "Serial", "Nam")
);

-- Dated insurance payment rules (issue: rates and thresholds live in dated rule tables, not in code).
CREATE TABLE "QuyTacBHYT" (
  _id text PRIMARY KEY,
  "MaQuyTac" text NOT NULL,
  "GiaTri" numeric NOT NULL,
  "TuNgay" bigint NOT NULL,
  "GhiChu" text,
  "CanKiemTra" boolean NOT NULL DEFAULT false,
  "updatedBy" text,
  "updatedAt" timestamptz NOT NULL DEFAULT now(),
  UNIQUE ("MaQuyTac", "TuNgay")
);

-- The cashier counter's queue: a ticket per visit while it has something to pay, numbered per facility and day.
CREATE TABLE "VienPhi_HangDoi" (
  _id text PRIMARY KEY,
  "node_Id" text NOT NULL,
  "TiepNhan_Id" text NOT NULL,
  "BenhNhan_Id" text NOT NULL,
  "Ngay" bigint NOT NULL,
  "SoThuTu" integer NOT NULL,
  "UuTien" boolean NOT NULL DEFAULT false,
  -- ChoGoi (waiting), DaGoi (called), BoQua (dismissed: did not come), DaXong (paid).
  "TrangThai" text NOT NULL DEFAULT 'ChoGoi' CHECK ("TrangThai" IN ('ChoGoi', 'DaGoi', 'BoQua', 'DaXong')),
  "isRecall" boolean NOT NULL DEFAULT false,
  "codeCounter" text,
  "ThoiGianGoi" bigint,
  "createdAt" timestamptz NOT NULL DEFAULT now(),
  UNIQUE ("node_Id", "Ngay", "SoThuTu")
);
CREATE UNIQUE INDEX "VienPhi_HangDoi_waiting_key" ON "VienPhi_HangDoi" ("TiepNhan_Id") WHERE "TrangThai" IN ('ChoGoi', 'DaGoi');
CREATE INDEX "VienPhi_HangDoi_TiepNhan_idx" ON "VienPhi_HangDoi" ("TiepNhan_Id");

-- When and by whom a visit's insurance costs were confirmed (/xac-nhan-bhyt-ngoai-tru); the flag itself is reception's
-- TiepNhan.DaXacNhanBHYT, which every service write checks. Removed when the confirmation is undone.
CREATE TABLE "VienPhi_XacNhanBHYT" (
  "TiepNhan_Id" text PRIMARY KEY,
  "node_Id" text NOT NULL,
  "NgayXacNhan" bigint NOT NULL,
  "NguoiXacNhan" text NOT NULL
);
`;

/** The change-mark topics of the cashier's own tables that its list of a day reads (cashier-list-cache.ts). */
export const CASHIER_CHANGES = { visits: 'cashier.visit', rules: 'cashier.rules' } as const;

const v2 = [
  ...['VienPhi_ChiTiet', 'VienPhi_GiaoDich', 'VienPhi_MienGiam', 'VienPhi_HangDoi']
    .map((table) => changeMarkTriggers({ table, topic: CASHIER_CHANGES.visits, key: 'r."TiepNhan_Id"' })),
  changeMarkTriggers({ table: 'QuyTacBHYT', topic: CASHIER_CHANGES.rules, key: ALL_KEYS }),
].join('\n');

export const cashierMigrations: readonly Migration[] = [{ id: 'cashier.v1', sql: v1 }, { id: 'cashier.v2', sql: v2 }];
