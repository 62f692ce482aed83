// The SDL of the paraclinical work lists (spec §2 Paraclinical routes, §3 Service order results and Unknown-result
// record, §4 Service request, §5 Subclinical, §7 Main service: service requests): the orders a performing room works,
// their states, results and reports, results from analysers that match no order, and the public result page.
// The orders are reception's DichVuYeuCau (with the performance fields reception keeps); this adds their results,
// and a report's images (image-schema.ts).
import { paraclinicalImageSchema } from './image-schema';

const resultSchema = /* GraphQL */ `
"A test's result on a lab order: the value, the reference range for the patient's sex and age, and whether it is out of it."
type DichVuYeuCauKetQua {
  _id: ID!
  DichVuYeuCau_Id: ID!
  "The order line (DichVuYeuCau_ChiTiet) whose service the test belongs to."
  ChiTiet_Id: ID!
  DichVu_Id: ID!
  "The reference value (DM_GiaTriChuan) of the test; null for a service with none, whose one result is the service's."
  GiaTriChuan_Id: ID
  TenXetNghiem: String!
  "So (number), VanBan (text) or AmDuong (negative / positive)."
  KieuDuLieu: String!
  "As entered; a number with a dot or a comma."
  KetQua: String
  DonViTinh: String
  "The range for the patient (male, female or child), copied when the result was saved."
  Min: Float
  Max: Float
  "The range as printed: '3.9 - 6.4', '≤ 37', '≥ 0.9'."
  MucBinhThuong: String
  "Cao above the range, Thap below it, BatThuong a positive where negative is normal; null within it or not judged."
  CanhBao: String
  ThuTu: Int!
}

extend type DichVuYeuCau {
  "Results per test (lab lists), in order; empty for a report."
  KetQuas: [DichVuYeuCauKetQua!]!
}

"Which orders a work list shows (spec clsCacDichVuYeuCau options)."
input ClsDichVuYeuCauOptions {
  "The work list: xet-nghiem, xet-nghiem-vi-sinh, chan-doan-hinh-anh, sieu-am, tham-do-chuc-nang or xet-nghiem-sars-cov-2."
  nhom: String!
  "waiting (sent, taken, not yet returned), missed (the patient did not come) or done (returned, read)."
  tab: String!
  "The performing room; every room of the facility when left out."
  idPhongBan: ID
  "Request dates, days in Vietnam, both included; today when left out."
  startDate: Float
  endDate: Float
  "Request number, sample id, patient code or the start of the patient's name (accents ignored)."
  search: String
  "At most 500; 200 by default."
  limit: Int
}

"A performing room (LABORATORY_ROOM) of the caller's facility and how many of a work list's orders wait there today."
type PhongThucHienCLS {
  _id: ID!
  MaPhongBan: String!
  TenPhongBan: String!
  SoDangCho: Int!
}

"Whether an order may be performed now (spec: the execution check), and why not."
type KiemTraThucHien {
  DuocPhepThucHien: Boolean!
  "A localized reason when not allowed."
  LyDo: String
}

"An order a state move left as it was, and why (localized, naming the request number)."
type DichVuYeuCauTuChoi {
  _id: ID!
  SoPhieuYeuCau: String!
  LyDo: String!
}

"The outcome of a bulk state move: what moved and what did not."
type CapNhatTrangThaiDichVuYeuCau {
  updated: [DichVuYeuCau!]!
  refused: [DichVuYeuCauTuChoi!]!
}

"One test's value as entered on a lab order."
input KetQuaXetNghiemChiTietInput {
  ChiTiet_Id: ID!
  "Null for a service without reference values: its one result."
  GiaTriChuan_Id: ID
  KetQua: String
}

"What a lab order's result form saves (spec §5 Subclinical: device, execution and sampling times required, each performer once)."
input KetQuaXetNghiemInput {
  ThietBi_Id: ID
  "The performers, the one in charge first."
  NguoiThucHien_Ids: [ID!]
  NgayThucHien: Float
  NgayLayMau: Float
  "The sample id the analyser reads; given by the room when left out."
  SIDMau: String
  NhanXet: String
  KetLuan: String
  KetQuas: [KetQuaXetNghiemChiTietInput!]!
}

"What a report (imaging, ultrasound, functional test) saves: device, performers and execution time required."
input KetQuaMoTaInput {
  ThietBi_Id: ID
  NguoiThucHien_Ids: [ID!]
  NgayThucHien: Float
  "The description (findings)."
  NoiDung: String
  KetLuan: String
  NhanXet: String
}

"A result from an analyser for a sample id that matches no order (spec §3 Unknown-result record)."
type KetQuaKhongXacDinh {
  _id: ID!
  SIDMau: String!
  "The analyser's code of the test (DM_GiaTriChuan.MaLienThong) and its name when known."
  MaChiSo: String!
  TenChiSo: String
  KetQua: String!
  DonViTinh: String
  MucBinhThuong: String
  "The patient code the analyser sent, if any."
  MaYTe: String
  MaThietBi: String
  DaLienKet: Boolean!
  DichVuYeuCau_Id: ID
  NgayNhan: Float!
}

type KetQuaKhongXacDinhPage {
  items: [KetQuaKhongXacDinh!]!
  total: Int!
}

"One value an analyser sends."
input KetQuaMayChiTietInput {
  "DM_GiaTriChuan.MaLienThong."
  MaChiSo: String!
  KetQua: String!
  DonViTinh: String
}

"What an analyser (through the lab interface) sends for one sample."
input KetQuaMayInput {
  SIDMau: String!
  MaThietBi: String
  MaYTe: String
  KetQuas: [KetQuaMayChiTietInput!]!
}

"What one message of an analyser did: the order it matched and how many values were kept as unknown."
type NhanKetQuaMay {
  DichVuYeuCau_Id: ID
  SoKetQuaGhiNhan: Int!
  SoKetQuaKhongXacDinh: Int!
}

"A returned result as the public page shows it: only the result, never the visit's other data."
type KetQuaCLSCongKhaiDichVu {
  SoPhieuYeuCau: String!
  TenDichVu: String!
  NhomKetQua: String!
  NgayTraKetQua: Float
  NoiDung: String
  KetLuan: String
  KetQuas: [DichVuYeuCauKetQua!]!
}

"The public result page (no sign-in): the patient's name and birth year and their returned results."
type KetQuaCLSCongKhai {
  TenBenhNhan: String!
  NamSinh: Int
  TenCoSo: String
  DichVus: [KetQuaCLSCongKhaiDichVu!]!
}

extend type Query {
  "The orders of a work list in the caller's facility, urgent and priority first, then by number; needs paraclinical.read."
  clsCacDichVuYeuCau(options: ClsDichVuYeuCauOptions!): [DichVuYeuCau!]!
  "One order of the caller's facility with its results; needs paraclinical.read (or examination.read, for the doctor)."
  clsDichVuYeuCauById(id: ID!): DichVuYeuCau
  "The result rows of an order: those saved, and a blank row for each test not yet entered; needs paraclinical.read."
  clsChiTietDichVuYeuCauById(id: ID!): [DichVuYeuCauKetQua!]!
  "Orders by exact request number; needs paraclinical.read."
  searchMaChiDinh(SoPhieuYeuCau: String!): [DichVuYeuCau!]!
  "Orders by exact sample id; needs paraclinical.read."
  searchSID(SIDMau: String!): [DichVuYeuCau!]!
  "Whether an order may be performed now; needs paraclinical.read."
  checkDuocPhepThucHien(id: ID!): KiemTraThucHien!
  "The performing rooms of a work list with how many wait today; needs paraclinical.read."
  phongThucHienCLS(nhom: String!): [PhongThucHienCLS!]!
  "The results of the visit's orders (every work list), for the doctor's exam; needs paraclinical.read or examination.read."
  ketQuaCLSTheoTiepNhan(TiepNhan_Id: ID!): [DichVuYeuCau!]!
  "Unknown-result records of the facility, newest first, by sample id or test code; needs paraclinical.read."
  ketQuaKhongXacDinhsPagination(page: Int!, limit: Int!, search: String, DaLienKet: Boolean): KetQuaKhongXacDinhPage!
  "The public page's link of a patient's results (path with its unguessable token), for a printed QR code; needs paraclinical.read."
  lienKetKetQuaCLS(idBenhNhan: ID!, soPhieuYeuCau: String): String!
  "Public, no sign-in: the patient's returned results when the token is the patient's; null otherwise, with nothing of the patient."
  ketQuaCLSCongKhai(idBenhNhan: ID!, soPhieuYeuCau: String, token: String!): KetQuaCLSCongKhai
}

extend type Mutation {
  """
  Moves the orders that are in oldState to newState (spec §4): only the orders in oldState move, the others are
  reported in refused. Moves: SanSang→ChuaKetQua take, ChuaKetQua→SanSang undo, ChuaKetQua→CoKetQua return (results
  complete), CoKetQua→DaXemKetQua read, CoKetQua or DaXemKetQua→ChuaKetQua cancel a returned result (needs
  paraclinical.result.cancel). Needs paraclinical.write (read: paraclinical.read).
  """
  updateManyDichVuYeuCauState(ids: [ID!]!, oldState: String!, newState: String!): CapNhatTrangThaiDichVuYeuCau!
  "The same move for one order, refused with its reason when it cannot move."
  updateDichVuYeuCauState(id: ID!, oldState: String!, newState: String!): DichVuYeuCau!
  "The same move for every order of one request number (a lab request: its tests share a sample)."
  updateDichVuYeuCauStateBySoPhieu(SoPhieuYeuCau: String!, oldState: String!, newState: String!): CapNhatTrangThaiDichVuYeuCau!
  "Marks orders not yet performed as the patient not coming, or back (spec: patient-did-not-come toggle)."
  toggleBNKhongDen(ids: [ID!]!, BNKhongDen: Boolean!): [DichVuYeuCau!]!
  "Saves a lab order's results (taking it when sent); with traKetQua the result is also returned."
  saveKetQuaXetNghiem(id: ID!, input: KetQuaXetNghiemInput!, traKetQua: Boolean): DichVuYeuCau!
  "Saves an imaging or ultrasound report (taking the order when sent); with traKetQua it is also returned."
  saveKetQuaChanDoanHinhAnh(id: ID!, input: KetQuaMoTaInput!, traKetQua: Boolean): DichVuYeuCau!
  "Saves a functional-test report (taking the order when sent); with traKetQua it is also returned."
  saveKetQuaThamDoChucNang(id: ID!, input: KetQuaMoTaInput!, traKetQua: Boolean): DichVuYeuCau!
  "An analyser's values for a sample: written on the order with that sample id, or kept as unknown results; needs paraclinical.write."
  nhanKetQuaTuMay(input: KetQuaMayInput!): NhanKetQuaMay!
  "Links unknown results to a lab order not yet returned, writing their values on its tests; needs paraclinical.write."
  lienKetKetQuaKhongXacDinh(ids: [ID!]!, idDichVuYeuCau: ID!): DichVuYeuCau!
}
`;

export const paraclinicalSchema = resultSchema + paraclinicalImageSchema;
