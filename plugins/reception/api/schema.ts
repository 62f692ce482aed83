// The SDL of reception (spec §7 "patients and customers" and createTiepNhanKhamBenh): patients, visits with their
// examination orders and queue tickets, and the reception lists.

const patientFields = `
  MaYTe: String
  TenBenhNhan: String
  "Start of the birth day (ms), when the full date is known."
  NgaySinh: Float
  NamSinh: Int
  "MALE, FEMALE or OTHER."
  GioiTinh: String
  SoDienThoai: String
  "House number and street."
  SoNha: String
  "The commune (xã, phường, đặc khu) since 1 July 2025."
  DonViHanhChinh_Id: ID
  CMNDHoacHoChieu: String
  Email: String
  TenNguoiLienHe: String
  QuanHeNguoiLienHe: String
  SoDienThoaiNguoiLienHe: String
  DiaChiNguoiLienHe: String
  TienSuDiUng: String
  TienSuBenh: String
  GhiChu: String
  NguonKhachHang: String
  LoaiBenhNhan: String
  KieuBenhNhan: String
  NhanVienPhuTrach_Id: ID
  MaSoThue: String
  KyHieuHoaDon: String
  TenTrenHoaDon: String
  DonVi: String
  Pattern: String
  Serial: String
  SoGPP: String
  NgayCapGPP: Float
  QuocTich_Id: ID
  NgheNghiep_Id: ID
  DanToc_Id: ID
  NhomMau_Id: ID
  YeuToRh_Id: ID
`;

export const receptionSchema = /* GraphQL */ `
"""Bệnh nhân (Patient) of the caller's facility."""
type BenhNhan {
  _id: ID!
  node_Id: ID!
  ${patientFields.replace('MaYTe: String', 'MaYTe: String!').replace('TenBenhNhan: String', 'TenBenhNhan: String!').replace('NamSinh: Int', 'NamSinh: Int!').replace('GioiTinh: String', 'GioiTinh: String!')}
  TenKhongDau: String!
  "Age on today's date by the spec's rule (days under 2 months, months under 72, else years)."
  Tuoi: Int
  "Ngay, Thang or Nam."
  LoaiTuoi: String
  "The province of the commune."
  Tinh_Id: ID
  "House number, commune and province, as printed."
  fullAddress: String
  TuVong: Boolean!
  NhomBenhNhan_Ids: [ID!]!
  isBusinessAccount: Boolean!
  user_Id: ID
  "The last insurance card received with."
  SoTheBHYT: String
  "The responsible staff member's name."
  TenNhanVienPhuTrach: String
  "The visit now open, if any (an unfinished stay)."
  IdTiepNhanDangXet: ID
  "Every visit of the patient, newest first."
  IdsTiepNhan: [ID!]!
  "The queue ticket of the open visit's first examination room, if any."
  PhieuHangDoi: PhieuHangDoi
  createdAt: Float!
  updatedAt: Float!
}

input BenhNhanInput {
  ${patientFields}
  TuVong: Boolean
  NhomBenhNhan_Ids: [ID!]
}

type BenhNhanPage {
  items: [BenhNhan!]!
  "Patients matching the search, over all pages."
  total: Int!
}

type BenhNhanCursorPage {
  items: [BenhNhan!]!
  "Pass as after for the next page; null on the last."
  endCursor: String
  hasMore: Boolean!
}

input BenhNhanSearchInput {
  "Unaccented name words, phone, MaYTe, ID number or insurance card number."
  searchString: String
  GioiTinh: String
  NamSinh: Int
  NhanVienPhuTrach_Id: ID
}

input BenhNhanSortInput {
  "createdAt (default), TenKhongDau or MaYTe."
  field: String
  "asc or desc (default)."
  order: String
}

"A delivery address of a customer."
type DiaChiGiaoHang {
  _id: ID!
  idCustomer: ID!
  fullName: String!
  companyName: String
  phoneNumber: String!
  detailAddress: String!
  isDefault: Boolean!
  email: String
}

input DiaChiGiaoHangInput {
  fullName: String!
  companyName: String
  phoneNumber: String!
  detailAddress: String!
  isDefault: Boolean
  email: String
}

"""Phiếu hàng đợi (queue ticket): the number a patient waits with at a room on a day."""
type PhieuHangDoi {
  _id: ID!
  PhongBan_Id: ID!
  TenPhongBan: String
  "Start of the day (ms)."
  Ngay: Float!
  SoThuTu: Int!
  "The ticket's number, as the spec names it: SoThuTu."
  number: Int!
  "ChoGoi (waiting), DaGoi (called), HoanThanh (done) or BoQua (dismissed)."
  state: String!
  isRecall: Boolean!
  isPriority: Boolean!
  TiepNhan_Id: ID
  BenhNhan_Id: ID
}

"A priced line of a service order."
type DichVuYeuCauChiTiet {
  _id: ID!
  DichVu_Id: ID!
  MaDichVu: String
  TenDichVu: String
  LoaiGia_Id: ID!
  BangGia_Id: ID!
  "Integer đồng."
  DonGia: Float!
  DonGiaThanhToan: Float!
  SoLuong: Int!
  DaThuTien: Boolean!
  DuocPhepThucHien: Boolean!
  KhongThuTien: Boolean!
}

"""Dịch vụ yêu cầu (service order)."""
type DichVuYeuCau {
  _id: ID!
  SoPhieuYeuCau: String!
  SoThuTu: Int
  TiepNhan_Id: ID!
  BenhNhan_Id: ID!
  NoiYeuCau: ID
  BacSiChiDinh_Id: ID
  NoiThucHien_Id: ID!
  TenNoiThucHien: String
  NhomDichVu_Id: ID
  DoiTuong_Id: ID
  "Nhap, SanSang, ChuaKetQua, CoKetQua, DaXemKetQua or DaHuy."
  TrangThai: String!
  "ChuaThucHien or DaThucHien."
  TrangThai_HangDoi: String!
  BNKhongDen: Boolean!
  LaKhanCap: Boolean!
  NgayYeuCau: Float!
  "The exam the order was made from (F8); null for an examination order given at reception."
  KhamBenh_Id: ID
  MaTiepNhan: String
  "The place of ordering's name."
  TenNoiYeuCau: String
  TenBacSiChiDinh: String
  ChanDoan: String
  "When the performing room took it (the sample taken or the exam started), returned its result, took the sample."
  NgayThucHien: Float
  NgayTraKetQua: Float
  NgayLayMau: Float
  "The device it was done on (DM_ThietBi)."
  ThietBi_Id: ID
  "Who performed it (NhanVien), the one in charge first."
  NguoiThucHien_Ids: [ID!]
  "The sample id the analyser reads (SID), and the sample's number of the day at the room."
  SIDMau: String
  STTMau: Int
  "A report's description (imaging, ultrasound, functional tests), remarks and conclusion."
  NoiDung: String
  NhanXet: String
  KetLuan: String
  "The service type (DM_LoaiDichVu.MaLoaiDichVu) and group code (DM_NhomDichVu.MaNhomDichVu) of the order's group."
  MaLoaiDichVu: String
  MaNhomDichVu: String
  "The patient, as a performing room's list shows them."
  MaYTe: String
  TenBenhNhan: String
  "MALE, FEMALE or OTHER."
  GioiTinh: String
  NamSinh: Int
  NgaySinh: Float
  ChiTiets: [DichVuYeuCauChiTiet!]!
}

"A surgery the patient had (health info at reception)."
type PhauThuat {
  LoaiPhauThuat: String!
  ThoiGian: String
}

input PhauThuatInput {
  LoaiPhauThuat: String!
  ThoiGian: String
}

"A drug the patient takes now."
type ThuocDangDung {
  TenDuocPham: String!
  LieuDung: String
}

input ThuocDangDungInput {
  TenDuocPham: String!
  LieuDung: String
}

"""Thông tin sức khỏe (patient health info taken at reception)."""
type ThongTinSucKhoe {
  TiepNhan_Id: ID!
  BenhNhan_Id: ID!
  TieuDuong: Boolean!
  TieuDuong_ChiTiet: String
  TangHuyetAp: Boolean!
  TangHuyetAp_ChiTiet: String
  HenSuyen: Boolean!
  HenSuyen_ChiTiet: String
  BenhTimMach: Boolean!
  BenhTimMach_ChiTiet: String
  BenhKhac: Boolean!
  BenhKhac_ChiTiet: String
  PhauThuats: [PhauThuat!]!
  ThuocDangDungs: [ThuocDangDung!]!
  HutThuoc: Boolean!
  HutThuoc_ChiTiet: String
  ChatKichThich: Boolean!
  ChatKichThich_ChiTiet: String
  CoThai: Boolean!
  CoThai_SoTuan: Int
}

input ThongTinSucKhoeInput {
  TieuDuong: Boolean
  TieuDuong_ChiTiet: String
  TangHuyetAp: Boolean
  TangHuyetAp_ChiTiet: String
  HenSuyen: Boolean
  HenSuyen_ChiTiet: String
  BenhTimMach: Boolean
  BenhTimMach_ChiTiet: String
  BenhKhac: Boolean
  BenhKhac_ChiTiet: String
  PhauThuats: [PhauThuatInput!]
  ThuocDangDungs: [ThuocDangDungInput!]
  HutThuoc: Boolean
  HutThuoc_ChiTiet: String
  ChatKichThich: Boolean
  ChatKichThich_ChiTiet: String
  CoThai: Boolean
  CoThai_SoTuan: Int
}

"""Tiếp nhận (visit): one coming of a patient, from reception to fee completion."""
type TiepNhan {
  _id: ID!
  node_Id: ID!
  MaTiepNhan: String!
  BenhNhan_Id: ID!
  BenhNhan: BenhNhan!
  "NgoaiTru or NoiTru."
  LoaiTiepNhan: String!
  "DangThucHien (open), HoanTat or DaHuy."
  TrangThai: String!
  NgayDangKy: Float!
  "When the desk received the patient (ms)."
  NgayTiepNhan: Float!
  PhongTiepNhan_Id: ID
  DoiTuong_Id: ID
  TenDoiTuong: String
  SoTheBHYT: String
  DiaChiBHYT: String
  BHYTNgayHieuLuc: Float
  BHYTNgayHetHieuLuc: Float
  BenhVien_KCB: String
  "Benefit level (1-5) and object code read from the card number."
  MucHuong: Int
  MaDoiTuongBHYT: String
  CapCuu: Boolean!
  UuTien: Boolean!
  NgayDu5Nam: Float
  KhuVucSinhSong: String
  TuyenKCB: String
  MienCungChiTra: Boolean!
  NgayMienCungChiTra: Float
  DaXacNhanChiPhi: Boolean!
  NgayThanhToan: Float
  TuVanVien_Id: ID
  LyDoKham: String
  LyDoHuy: String
  DichVuYeuCaus: [DichVuYeuCau!]!
  PhieuHangDois: [PhieuHangDoi!]!
  ThongTinSucKhoe: ThongTinSucKhoe
  createdBy: ID
}

"An examination service and the room that does it."
input DichVuKhamInput {
  DichVu_Id: ID!
  PhongBan_Id: ID!
}

input TiepNhanInput {
  "NgoaiTru (default) or NoiTru (emergency and inpatient intake)."
  LoaiTiepNhan: String
  NgayDangKy: Float
  DoiTuong_Id: ID
  SoTheBHYT: String
  DiaChiBHYT: String
  BHYTNgayHieuLuc: Float
  BHYTNgayHetHieuLuc: Float
  BenhVien_KCB: String
  CapCuu: Boolean
  UuTien: Boolean
  NgayDu5Nam: Float
  KhuVucSinhSong: String
  TuyenKCB: String
  MienCungChiTra: Boolean
  NgayMienCungChiTra: Float
  TuVanVien_Id: ID
  LyDoKham: String
  "The receiving desk (a RECEIVE_ROOM)."
  PhongTiepNhan_Id: ID
  DichVuKham: [DichVuKhamInput!]!
}

"What the reception lists show (spec §2: all, received, same-day orders, …)."
input TiepNhanFilter {
  "Start of the first day (ms); today by default."
  startDate: Float
  "End of the last day (ms); the end of startDate's day by default."
  endDate: Float
  "TatCa, DaTiepNhan, DaChiDinh, ChiDinhTrongNgay, DangChiDinh, BNKhongDen."
  danhSach: String
  searchString: String
  "NgoaiTru or NoiTru."
  LoaiTiepNhan: String
  limit: Int
}

"An examination room a receptionist may send a patient to, with how many wait there today."
type PhongKhamTiepNhan {
  _id: ID!
  MaPhongBan: String!
  TenPhongBan: String!
  "Tickets of today still waiting."
  SoDangCho: Int!
  "The last number given today (0 before the first)."
  SoThuTuCuoi: Int!
}

"Patients of the facility who might be the one being received."
type BenhNhanTrung {
  "TenVaNamSinh (same unaccented name and birth year) or SoDienThoai."
  lyDo: String!
  BenhNhan: BenhNhan!
}

extend type Query {
  "The newest patients of the facility, or those matching searchString (at most limit, 50 by default, 200 at most)."
  benhNhans(searchString: String, limit: Int): [BenhNhan!]!
  "A page of the facility's patients (page from 1, limit 1-200) with the total."
  benhNhansPagination(page: Int!, limit: Int!, searchInput: BenhNhanSearchInput, sortInput: BenhNhanSortInput): BenhNhanPage!
  benhNhansPaginationTotal(searchInput: BenhNhanSearchInput): Int!
  "Patients matching searchString by keyset pages, newest first (limit 1-200, 20 by default)."
  searchBenhNhan(searchString: String!, limit: Int, after: String): BenhNhanCursorPage!
  benhNhan(id: ID!): BenhNhan
  "A patient by MaYTe (patient code), or null."
  getBenhNhanByMaYTe(MaYTe: String!): BenhNhan
  "Possible duplicates of a patient being entered: same unaccented name and birth year, or same phone."
  kiemTraTrungBenhNhan(TenBenhNhan: String!, NamSinh: Int, SoDienThoai: String, excludeId: ID): [BenhNhanTrung!]!
  getDiaChiGiaoHangs(idCustomer: ID!): [DiaChiGiaoHang!]!
  "The visits of the reception lists."
  tiepNhans(filter: TiepNhanFilter): [TiepNhan!]!
  getTiepNhanById(id: ID!): TiepNhan
  "The health info taken at reception for a visit (id is the visit's)."
  tiepNhanThongTinSucKhoe(id: ID!): ThongTinSucKhoe
  "A patient's visits, newest first (visit history)."
  lichSuTiepNhan(BenhNhan_Id: ID!): [TiepNhan!]!
  "Examination rooms of the facility, those that do the service when one is given, with today's queue."
  phongKhamTiepNhan(DichVu_Id: ID): [PhongKhamTiepNhan!]!
}

extend type Mutation {
  """
  Creates a patient; needs reception.patient.write. MaYTe is given by the facility's series unless the input
  names one. A possible duplicate asks first (confirmable BAD_USER_INPUT) unless its key is in confirmed.
  With userInput the customer's account is made too (needs reception.patient.account; see customer-accounts.ts).
  """
  createBenhNhan(input: BenhNhanInput!, valueDeliveryAddress: DiaChiGiaoHangInput, confirmed: [String!], userInput: BenhNhanUserInput): BenhNhan!
  updateBenhNhan(id: ID!, input: BenhNhanInput!, confirmed: [String!]): BenhNhan!
  "Removes patients who never had a visit; refuses one who had, naming it."
  removeBenhNhan(ids: [ID!]!): [ID!]!
  updateNhanVienPhuTrach(ids: [ID!]!, NhanVienPhuTrach_Id: ID): [BenhNhan!]!
  createDiaChiGiaoHang(idCustomer: ID!, input: DiaChiGiaoHangInput!): DiaChiGiaoHang!
  updateDiaChiGiaoHang(id: ID!, input: DiaChiGiaoHangInput!): DiaChiGiaoHang!
  deleteDiaChiGiaoHang(ids: [ID!]!): [ID!]!
  """
  Receives a patient (an existing one by BenhNhan_Id, changed by benhNhan when given, or a new one from benhNhan):
  the visit, its examination orders priced for the patient group, and a queue ticket per room, in one transaction.
  Needs reception.receive. Refuses a patient with an open visit (reception.unfinishedStay); asks before a second
  visit on one day (reception.sameDayVisit) and before a possible duplicate patient. idPhieuHangDoi is the kiosk
  ticket the patient came with: a desk ticket is then done, an on-request one keeps its number at its room.
  """
  createTiepNhanKhamBenh(BenhNhan_Id: ID, benhNhan: BenhNhanInput, input: TiepNhanInput!, thongTinSucKhoe: ThongTinSucKhoeInput, confirmed: [String!], idPhieuHangDoi: ID): TiepNhan!
  "Cancels an open visit whose orders are neither paid nor started, with a reason; its queue tickets are dismissed."
  huyTiepNhan(id: ID!, LyDoHuy: String!): TiepNhan!
}
`;
