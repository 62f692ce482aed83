// The tables of analyser results that matched no order (spec §3 Unknown-result record) and of the public result
// page's links (one unguessable token per patient and facility), applied as 'paraclinical.v2'.

export const UNKNOWN_AND_PUBLIC_SQL = `
CREATE TABLE "KetQuaKhongXacDinh" (
  _id text PRIMARY KEY,
  "node_Id" text NOT NULL,
  "SIDMau" text NOT NULL,
  -- The analyser's code of the test (DM_GiaTriChuan.MaLienThong), the reference value it names when one does.
  "MaChiSo" text NOT NULL,
  "TenChiSo" text,
  "GiaTriChuan_Id" text,
  "KetQua" text NOT NULL,
  "DonViTinh" text,
  "MucBinhThuong" text,
  -- What the analyser sent besides the values: the patient code typed on it and the device's code.
  "MaYTe" text,
  "MaThietBi" text,
  "NgayNhan" bigint NOT NULL,
  -- Set together when the record is linked to an order: the order, the service of the test written, who and when.
  "DaLienKet" boolean NOT NULL DEFAULT false,
  "DichVuYeuCau_Id" text,
  "DichVu_Id" text,
  "NguoiLienKet" text,
  "NgayLienKet" bigint,
  "createdBy" text,
  "createdAt" timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT "KetQuaKhongXacDinh_link_check" CHECK ("DaLienKet" = ("DichVuYeuCau_Id" IS NOT NULL))
);
-- The page lists a facility's records newest first, optionally only those (not) linked.
CREATE INDEX "KetQuaKhongXacDinh_list_idx" ON "KetQuaKhongXacDinh" ("node_Id", "NgayNhan" DESC, _id DESC);
CREATE INDEX "KetQuaKhongXacDinh_open_idx" ON "KetQuaKhongXacDinh" ("node_Id", "NgayNhan" DESC) WHERE NOT "DaLienKet";
-- Searched by the start of the sample id, of the test code or of the patient code.
CREATE INDEX "KetQuaKhongXacDinh_SIDMau_idx" ON "KetQuaKhongXacDinh" ("node_Id", "SIDMau" text_pattern_ops);
CREATE INDEX "KetQuaKhongXacDinh_MaChiSo_idx" ON "KetQuaKhongXacDinh" ("node_Id", upper("MaChiSo") text_pattern_ops);
CREATE INDEX "KetQuaKhongXacDinh_MaYTe_idx" ON "KetQuaKhongXacDinh" ("node_Id", "MaYTe" text_pattern_ops) WHERE "MaYTe" IS NOT NULL;

CREATE TABLE "KetQuaCLS_LienKet" (
  _id text PRIMARY KEY,
  "node_Id" text NOT NULL,
  "BenhNhan_Id" text NOT NULL,
  -- 32 random bytes, base64url: what the printed QR code's link carries instead of a sign-in.
  "Token" text NOT NULL,
  "createdBy" text,
  "createdAt" timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT "KetQuaCLS_LienKet_Token_key" UNIQUE ("Token"),
  CONSTRAINT "KetQuaCLS_LienKet_patient_key" UNIQUE ("BenhNhan_Id", "node_Id")
);
`;
