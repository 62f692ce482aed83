// The SDL of the procedure rooms (spec §2 Procedures and surgery routes, Service performance lists; §3 Service order,
// Equipment, Staff isPhanBoThuThuat, Shift configuration; §4 Service performance and Procedure notes; §5 Service
// performance; §7 Main service: service requests — procedure orders, equipment by services, assign equipment,
// technician assignment info and assign, remove auto-assignment, procedure notes (outpatient and inpatient _NoiTru:
// list, get, update, remove, lock, verify and cancel-verify supplies), shifts). The orders are reception's DichVuYeuCau;
// this adds their note with its supplies taken from a store and its images, their technicians and their device.

export const proceduresSchema = /* GraphQL */ `
"A member of a surgery or procedure team."
type TuongTrinhPTTTEKip {
  NhanVien_Id: ID!
  MaNhanVien: String
  TenNhanVien: String
  "ChinhPTTT main operator, PhuPTTT assistant, GayMe anaesthetist, PhuGayMe anaesthesia assistant, DieuDuong nurse."
  VaiTro: String!
}

"A drug or supply used (DM_Duoc of the pharmacy), its code, name and unit copied when saved."
type TuongTrinhPTTTVatTu {
  _id: ID!
  Duoc_Id: ID!
  MaDuoc: String!
  TenDuoc: String!
  DonViTinh: String!
  SoLuong: Float!
  GhiChu: String
}

"An image attached to a note: an uploaded JPEG, PNG or DICOM file and the path that serves it."
type HinhAnhTuongTrinhPTTT {
  _id: ID!
  TenTep: String!
  "image/jpeg, image/png or application/dicom, as read from the file's bytes."
  LoaiTep: String!
  "Bytes."
  KichThuoc: Int!
  "The path serving the file (/tep?token=…), on the server's origin; whoever holds it may read the file."
  DuongDan: String!
  "A DICOM file, for the DICOM viewer (/xem-dicom/:files?)."
  LaDicom: Boolean!
  ThuTu: Int!
}

"The note of a procedure, surgery or physiotherapy order (spec §4 Procedure notes): one per order."
type TuongTrinhPTTT {
  _id: ID!
  DichVuYeuCau_Id: ID!
  SoPhieuYeuCau: String!
  "The order's state (reception's DichVuYeuCau.TrangThai)."
  TrangThai: String!
  MaLoaiDichVu: String
  "The order's services, as one text."
  TenDichVu: String
  TiepNhan_Id: ID!
  MaTiepNhan: String
  "The visit's type: NgoaiTru (outpatient) or NoiTru (emergency and inpatient intake)."
  LoaiTiepNhan: String
  BenhNhan_Id: ID!
  MaYTe: String
  TenBenhNhan: String
  GioiTinh: String
  NamSinh: Int
  "The performing room."
  PhongBan_Id: ID!
  TenPhongBan: String
  TenBacSiChiDinh: String
  ChanDoan: String
  BatDau: Float!
  KetThuc: Float!
  PhuongPhapPhauThuat_Id: ID
  TenPhuongPhapPhauThuat: String
  PhuongPhapVoCam_Id: ID
  TenPhuongPhapVoCam: String
  "Pre- and post-operative diagnoses (DM_ICD), and each as 'code - name'."
  ChanDoanTruoc_Id: ID
  ChanDoanTruoc: String
  ChanDoanSau_Id: ID
  ChanDoanSau: String
  "Treatment result code (1 cured … 5 died … 7 undetermined) and its name as written."
  MaKetQua: String
  TenKetQua: String
  "Class of surgery (PDB, P1-P3) or procedure (TDB, T1-T3)."
  NhomDieuTri: String
  "The death option: null until chosen."
  TuVong: Boolean
  "The process (steps done) and the course, and the conclusion."
  QuyTrinh: String
  DienBien: String
  KetLuan: String
  EKip: [TuongTrinhPTTTEKip!]!
  VatTus: [TuongTrinhPTTTVatTu!]!
  "The store the supply lines were taken from (one of the performing room's department); null while there are none."
  KhoDuoc_Id: ID
  TenKho: String
  "The supply lines verified (spec §4: verify supplies): they take no change until the verification is cancelled."
  DaXacNhanVatTu: Boolean!
  ThoiGianXacNhanVatTu: Float
  NguoiXacNhanVatTu_Id: ID
  TenNguoiXacNhanVatTu: String
  "The images in the order attached, at most 50."
  HinhAnhs: [HinhAnhTuongTrinhPTTT!]!
  DaKhoa: Boolean!
  "TuongTrinh the writing, VatTu the supply lines, TatCa both."
  LoaiKhoa: String
  ThoiGianKhoa: Float
  NguoiKhoa_Id: ID
  TenNguoiKhoa: String
  updatedAt: Float!
}

"A technician assigned to an order; TuDong when the room assigned them from the shifts."
type PhanCongKyThuatVien {
  NhanVien_Id: ID!
  MaNhanVien: String
  TenNhanVien: String
  TuDong: Boolean!
  "When the procedure is planned for them (spaced from their others by the facility's minutes)."
  ThoiGian: Float!
  CaThucHien_Id: ID
}

"The device an order is done on."
type PhanCongThietBi {
  ThietBi_Id: ID!
  MaThietBi: String
  TenThietBi: String
  ThoiGian: Float!
  "The shift (session) it falls in, whose count SoLuongToiDaTrenLan limits; null when no shift covers it."
  CaThucHien_Id: ID
}

extend type DichVuYeuCau {
  "The procedure note of a procedure order; null until written or for other orders."
  TuongTrinhPTTT: TuongTrinhPTTT
  "The technicians assigned to a procedure order."
  PhanCongKyThuatViens: [PhanCongKyThuatVien!]!
  "The device assigned to a procedure order."
  PhanCongThietBi: PhanCongThietBi
}

"Which procedure orders a list shows (spec: procedure orders, list with filters)."
input DanhSachChiDinhPTTTOptions {
  "thuc-hien-chi-dinh-pttt (procedures and surgery) or thuc-hien-vltl (physiotherapy)."
  nhom: String!
  "waiting (sent), treating (taken), done (returned)."
  tab: String!
  "The performing room; every room of the facility when left out."
  idPhongBan: ID
  "Request dates, days in Vietnam, both included; today when left out."
  startDate: Float
  endDate: Float
  "Request number, patient code or the start of the patient's name (accents ignored)."
  search: String
  "At most 500; 200 by default."
  limit: Int
}

"A room of the facility that performs a list's services, and how many of its orders wait there today."
type PhongThucHienPTTT {
  _id: ID!
  MaPhongBan: String!
  TenPhongBan: String!
  SoDangCho: Int!
}

"A device doing an order's services, with what it already has on the day and in the session."
type ThietBiPTTT {
  _id: ID!
  MaThietBi: String!
  TenThietBi: String!
  SoLuongToiDaTrongNgay: Int
  SoLuongToiDaTrenLan: Int
  "Orders on it that day, and in the session (the shift covering the time), this order left out."
  SoLuongTrongNgay: Int!
  SoLuongTrongCa: Int
  CaThucHien_Id: ID
  "Whether it can take the order at that time."
  ConCho: Boolean!
}

"A staff member who takes procedures (NhanVien.isPhanBoThuThuat) as the assignment dialog lists them."
type KyThuatVienPTTT {
  NhanVien_Id: ID!
  MaNhanVien: String!
  TenNhanVien: String!
  "On a shift now that does the order's services, and that shift."
  DangTrongCa: Boolean!
  CaThucHien_Id: ID
  ThuTuUuTien: Int
  "Procedure orders assigned to them today."
  SoLuongTrongNgay: Int!
  "Assigned to this order, and whether automatically."
  DaPhanCong: Boolean!
  TuDong: Boolean!
}

"Who may take an order and who has it (spec: technician assignment info)."
type ThongTinPhanCongKyThuatVien {
  DichVuYeuCau_Id: ID!
  KyThuatViens: [KyThuatVienPTTT!]!
}

"A shift (spec §3 Shift configuration): a staff member, start and end, priority (1 first) and the services done."
type CaThucHien {
  _id: ID!
  NhanVien_Id: ID!
  MaNhanVien: String
  TenNhanVien: String
  BatDau: Float!
  KetThuc: Float!
  ThuTuUuTien: Int!
  "Empty: any service."
  DichVu_Ids: [ID!]!
  TenDichVus: [String!]!
  GhiChu: String
}

input CaThucHienInput {
  NhanVien_Id: ID
  BatDau: Float
  KetThuc: Float
  "1 to 99, 1 first; 1 by default."
  ThuTuUuTien: Int
  DichVu_Ids: [ID!]
  GhiChu: String
}

input TuongTrinhPTTTEKipInput {
  NhanVien_Id: ID!
  VaiTro: String!
}

input TuongTrinhPTTTVatTuInput {
  Duoc_Id: ID!
  SoLuong: Float!
  GhiChu: String
}

"""
What a note saves; a field left out keeps its value, null clears it; EKip and VatTus, when given, replace the lists.
The supply lines are taken from KhoDuoc_Id (a store of the performing room's department; the one kept, else the
first, when left out) and a change gives the previous lines back first.
"""
input TuongTrinhPTTTInput {
  BatDau: Float
  KetThuc: Float
  PhuongPhapPhauThuat_Id: ID
  PhuongPhapVoCam_Id: ID
  ChanDoanTruoc_Id: ID
  ChanDoanSau_Id: ID
  MaKetQua: String
  TenKetQua: String
  NhomDieuTri: String
  TuVong: Boolean
  QuyTrinh: String
  DienBien: String
  KetLuan: String
  EKip: [TuongTrinhPTTTEKipInput!]
  VatTus: [TuongTrinhPTTTVatTuInput!]
  KhoDuoc_Id: ID
}

extend type Query {
  "The orders of a procedure list's tab in the caller's facility, urgent first, then by number; needs procedures.read."
  danhSachChiDinhPTTT(options: DanhSachChiDinhPTTTOptions!): [DichVuYeuCau!]!
  "The rooms performing a list's services with how many wait today; needs procedures.read."
  phongThucHienPTTT(nhom: String!): [PhongThucHienPTTT!]!
  "One procedure order of the caller's facility; needs procedures.read."
  chiDinhPTTTById(id: ID!): DichVuYeuCau
  "The outpatient visits' notes of a room (every room when left out) whose start falls in the days, newest first; needs procedures.read."
  tuongTrinhPTTTs(idPhongBan: ID, startDate: Float, endDate: Float, search: String, limit: Int): [TuongTrinhPTTT!]!
  "The same of the inpatient and emergency visits (TiepNhan.LoaiTiepNhan NoiTru); needs procedures.read."
  tuongTrinhPTTTs_NoiTru(idPhongBan: ID, startDate: Float, endDate: Float, search: String, limit: Int): [TuongTrinhPTTT!]!
  "One note; needs procedures.read."
  tuongTrinhPTTT(id: ID!): TuongTrinhPTTT
  "The devices of the facility doing the order's services, with their counts at the time (now by default); needs procedures.read."
  thietBiTheoDichVu(idDichVuYeuCau: ID!, ThoiGian: Float): [ThietBiPTTT!]!
  "The staff who take procedures, who is on shift for the order now and who has it; needs procedures.read."
  thongTinPhanCongKyThuatVien(idDichVuYeuCau: ID!): ThongTinPhanCongKyThuatVien!
  "The facility's shifts overlapping the period, of one staff member when given, by start; needs procedures.read."
  getCaThucHienByThoiGian(startDate: Float!, endDate: Float!, NhanVien_Id: ID): [CaThucHien!]!
  "The stores the order's performing room takes supplies from (its department's), by code; needs procedures.read."
  khoDuocPTTT(idDichVuYeuCau: ID!): [KhoDuoc!]!
}

extend type Mutation {
  """
  Moves a procedure order (spec §4): SanSang→ChuaKetQua take (the patient taken in; technicians on shift assigned
  when none is), ChuaKetQua→SanSang undo, ChuaKetQua→CoKetQua finish (its note complete: start and end, result code,
  name, treatment group, death option). Only from the stated old state; a locked note keeps the order where it is.
  Needs procedures.write.
  """
  updateThongTinThucHienPTTT(id: ID!, oldState: String!, newState: String!): DichVuYeuCau!
  "Saves the note of an order (taking it when sent); with hoanThanh the order is also finished. Needs procedures.write."
  saveTuongTrinhPTTT(idDichVuYeuCau: ID!, input: TuongTrinhPTTTInput!, hoanThanh: Boolean): TuongTrinhPTTT!
  "Locks a note: LoaiKhoa TuongTrinh (the writing), VatTu (the supplies) or TatCa, with the time and who. Needs procedures.write."
  lockTuongTrinhPTTT(id: ID!, LoaiKhoa: String!): TuongTrinhPTTT!
  "Reopens a locked note; needs procedures.unlock."
  unlockTuongTrinhPTTT(id: ID!): TuongTrinhPTTT!
  "Cancels the returned result of a procedure order (back to being treated); needs procedures.unlock, refused on a locked note."
  huyTraKetQuaPTTT(idDichVuYeuCau: ID!): DichVuYeuCau!
  """
  Removes a note written by mistake, with the reason (kept in the audit history): its supplies given back to the store,
  its images released; refused when locked, returned or its supplies verified. The order stays taken. Needs procedures.write.
  """
  removeTuongTrinhPTTT(id: ID!, LyDo: String!): Boolean!
  "Verifies a note's supply lines (who and when): they take no change until cancelled. Needs procedures.verifySupplies."
  verifyVatTuTuongTrinhPTTT(id: ID!): TuongTrinhPTTT!
  "Cancels the verification of a note's supply lines; refused while the supplies are locked. Needs procedures.verifySupplies."
  cancelVerifyVatTuTuongTrinhPTTT(id: ID!): TuongTrinhPTTT!
  """
  Attaches uploaded files (POST /upload, by the caller) to a note whose order is not returned and whose writing is not
  locked; at most 50 images per note. Needs procedures.write.
  """
  themHinhAnhTuongTrinhPTTT(id: ID!, fileIds: [ID!]!): TuongTrinhPTTT!
  "Removes an image from a note, as attaching allows. Needs procedures.write."
  xoaHinhAnhTuongTrinhPTTT(id: ID!, idHinhAnh: ID!): TuongTrinhPTTT!
  "Puts the order on a device (null takes it off) at a time (now by default), within the device's day and session limits; needs procedures.write."
  phanCongThietBi(idDichVuYeuCau: ID!, ThietBi_Id: ID, ThoiGian: Float): DichVuYeuCau!
  "Gives the order to these technicians (those who take procedures), replacing its assignment; needs procedures.write."
  phanCongKyThuatVien(idDichVuYeuCau: ID!, NhanVien_Ids: [ID!]!): DichVuYeuCau!
  "Removes the automatic technician assignments of these orders; needs procedures.write."
  xoaPhanCongTuDong(ids: [ID!]!): [DichVuYeuCau!]!
  "Adds a shift; one staff member's shifts never overlap. Needs procedures.write."
  createCaThucHien(input: CaThucHienInput!): CaThucHien!
  "Changes a shift; needs procedures.write."
  updateCaThucHien(id: ID!, input: CaThucHienInput!): CaThucHien!
}
`;
