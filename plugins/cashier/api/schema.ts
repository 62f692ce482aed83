// The SDL of the cashier (spec §7 Main service: cashier and receipts; §3 Bill line, Receipt, Receipt book, Payment
// method, Invoice, Cashier daily summary). Money is integer đồng (Float in GraphQL, never fractional); times ms.

export const cashierSchema = /* GraphQL */ `
"A row of the cashier's list (spec §2 Cashier screen, left list)."
type VienPhiBenhNhan {
  TiepNhan_Id: ID!
  BenhNhan_Id: ID!
  "The cashier queue's number when the patient took one, else null."
  SoThuTu: Int
  idNumbering: ID
  MaYTe: String!
  MaTiepNhan: String!
  TenBenhNhan: String!
  GioiTinh: String!
  NamSinh: Int
  "What the patient still has to pay: the patient's share of the uncollected lines, less the advance held."
  SoTienCanThu: Float!
  UuTien: Boolean!
  "ChoThanhToan (something to collect), DaThu (all collected), ChuaHachToan (collected, not all posted)."
  TrangThaiVienPhi: String!
  TenDoiTuong: String
  NgayTiepNhan: Float!
}

"A bill line (spec §3 Bill line): a service order line or a prescription line of the visit, with the shares."
type ChiTietVienPhi {
  "The source line's id (DichVuYeuCau line or prescription line): what createBienLai_ByVienPhi takes."
  _id: ID!
  "DichVu (a service order line) or Thuoc (a drug or supply of a prescription)."
  Nguon: String!
  MaPhieu: String
  MaDV: String
  TenDichVu: String!
  "The service group, for grouping on screen and on the bill."
  NhomDichVu: String
  TranGroup: String
  LoaiGia: String
  SoLuong: Float!
  DonGia: Float!
  "The insurance unit price, null when the insurance list does not hold the service (then not covered)."
  DonGiaBHYT: Float
  ThanhTien: Float!
  "Insurance pays; the patient pays the rest (BenhNhanTT = ThanhTienSauGiamGia - BHChiTra)."
  BHChiTra: Float!
  BenhNhanTT: Float!
  "The line is not covered by insurance (no insurance price, or the visit is not insured): said on screen and bill."
  KhongBHYT: Boolean!
  "The insurance rate applied, in percent (after route, follow-up and low-cost rules)."
  TyLeBHYT: Float!
  MienGiam: Float!
  PhanTramGiamGia: Float!
  SoTienGiamGia: Float!
  ThanhTienSauGiamGia: Float!
  BenhNhanTTSauGiamGia: Float!
  PhanTram80: Float
  PhanTram50: Float
  PhanTram30: Float
  IsKhamBenh: Boolean!
  DaThuTien: Boolean!
  HachToan: Boolean!
  KhongThuTien: Boolean!
  ConLai: Float!
  ThoiGianChiDinh: Float
  NoiThucHien: String
  "The receipt that collected it, when collected."
  BienLai_Id: ID
  TrangThai_HangDoi: String
  "The prescription of a drug or supply line on the visit's bill (what huyYeuCauThanhToan_KhamBenhToaThuoc and _KhamBenhVTYT take); null for a service line."
  ToaThuoc_Id: ID
}

"Receipt (spec §3 BienLai)."
type BienLai {
  _id: ID!
  MaBienLai: String!
  SoBienLai: Int!
  "ThuTien (payment), TamUng (advance), HoanUng (advance refunded), HoanTien (refund of a cancelled paid service)."
  LoaiBienLai: String!
  NgayBienLai: Float!
  GiaTriBienLai: Float!
  "ChuaThuTien, DaThuTien, DangHachToan, HachToanToanBo or DaHuy."
  TrangThai: String!
  HinhThucThanhToan_Id: ID
  TenHinhThucThanhToan: String
  TaiKhoanNganHang_Id: ID
  "The bank account's number and holder in the facility's bank accounts (DM_TaiKhoanNganHang), when it has one."
  MaTaiKhoanNganHang: String
  TenTaiKhoanNganHang: String
  MienGiam: Float!
  GhiChu: String
  NguoiThu: ID!
  TenNguoiThu: String
  TransactionIds: [ID!]!
  QuyenBienLai: QuyenBienLai
  TiepNhan_Id: ID!
  BenhNhan_Id: ID!
  MaYTe: String
  TenBenhNhan: String
  "The lines it collected (payment receipts)."
  ChiTiets: [ChiTietVienPhi!]!
  LyDoHuy: String
  NgayHuy: Float
  NguoiHuy: ID
  "The e-invoice issued for it, if any."
  eBill: HoaDonDienTu
  daXuatHoaDon: Boolean!
}

"Receipt book (spec §3 QuyenBienLai), kept in the platform's numbering books."
type QuyenBienLai {
  _id: ID!
  KyHieu: String!
  Series: String
  Min_Number: Int!
  Max_Number: Int!
  "The next number the book gives (Max_Number + 1 when used up)."
  Next_Number: Int!
  NgayPhatHanh: Float
  "ThuTien, TamUng or HoanUng: which receipts the book writes."
  MaLoaiQuyenBienLai: String!
  isLocked: Boolean!
  "The cashiers who write from it, each with the last number they wrote (Current_Number)."
  NguoiSuDungs: [QuyenBienLaiNguoiSuDung!]!
}

type QuyenBienLaiNguoiSuDung {
  NguoiSuDung_Id: ID!
  TenNguoiSuDung: String
  Current_Number: Int
}

input QuyenBienLaiInput {
  KyHieu: String!
  Series: String
  Min_Number: Int!
  Max_Number: Int!
  NgayPhatHanh: Float
  MaLoaiQuyenBienLai: String!
  NguoiSuDung_Ids: [ID!]
}

"Payment method (spec §3): TienMat, ChuyenKhoan, QuetThe, Khac."
type DM_HinhThucThanhToan {
  _id: ID!
  MaHinhThucThanhToan: String!
  TenHinhThucThanhToan: String!
  MacDinh: Boolean!
  isActive: Boolean!
}

"Payment-method posting rule (spec §3 Payment-method accounting)."
type HinhThucThanhToanHachToan {
  _id: ID!
  HinhThucThanhToan_Id: ID!
  LoaiQuyenBienLai_Id: String!
  TaiKhoanCo_Id: String
  TaiKhoanNo_Id: String
}

input HinhThucThanhToanHachToanInput {
  HinhThucThanhToan_Id: ID!
  LoaiQuyenBienLai_Id: String!
  TaiKhoanCo_Id: String
  TaiKhoanNo_Id: String
}

"E-invoice of a receipt (spec §3 Invoice, §7 E-invoice; domain reference: form number and symbol such as 1C26TAA)."
type HoaDonDienTu {
  _id: ID!
  BienLai_Id: ID!
  "The provider's lookup code (MaHoaDon), unique."
  MaHoaDon: String!
  "Form number (Pattern, '1') and symbol (Serial, 'C26TAA')."
  Pattern: String!
  Serial: String!
  "The invoice number: up to 8 digits, restarting each year."
  SoHoaDon: Int!
  NgayHoaDon: Float!
  GiaTriHoaDon: Float!
  "DaPhatHanh (issued) or DaHuy (cancelled)."
  TrangThai: String!
  NhaCungCap: String!
  LyDoHuy: String
}

"The printable view of an e-invoice (inHoaDonDienTu)."
type HoaDonDienTuPrint {
  MaHoaDon: String!
  "Self-contained HTML of the invoice as the provider renders it."
  html: String!
}

"Totals of a visit's bill; every amount derivable from the lines and the money movements."
type VienPhiTongHop {
  TongTien: Float!
  BHChiTra: Float!
  BenhNhanTT: Float!
  MienGiam: Float!
  "Collected by payment receipts, less refunds."
  DaThu: Float!
  "Advances held: TamUng less HoanUng and what payments used."
  TamUng: Float!
  "The patient's share still to collect."
  ConLai: Float!
  "Lines whose service is not covered by insurance: their count, so that the screen and the bill can say it."
  SoDongKhongBHYT: Int!
}

"What the cashier's centre form shows for one visit (spec §2 Cashier screen, centre form)."
type VienPhiData {
  TiepNhan: TiepNhan!
  BenhNhan: BenhNhan!
  ChiTiets: [ChiTietVienPhi!]!
  TongHop: VienPhiTongHop!
  BienLais: [BienLai!]!
  BienLaiDaHuys: [BienLai!]!
  "HoanTat when fee completion was done (hoanTatVienPhiNgoaiTru)."
  TrangThaiTiepNhan: String!
  DaXacNhanBHYT: Boolean!
  "Every service payment of the visit was refunded: no service is performed or changed on it (spec §4)."
  DaHoanTien: Boolean!
}

"The patient group change check (checkIsEligibleForChangeDoiTuong)."
type ChuyenDoiDoiTuongCheck {
  eligible: Boolean!
  "Why not, in the caller's language, when not eligible."
  message: String
}

"Cashier daily summary (spec §3)."
type VienPhiInfoByDate {
  BienLaiThucHien: Int!
  BienLaiHuy: Int!
  ConLai: Float!
  CongKham: Float!
  DichVu: Float!
  DuocPham: Float!
  TongThu: Float!
  "Totals by payment method code."
  TheoHinhThuc: [VienPhiTheoHinhThuc!]!
}

type VienPhiTheoHinhThuc {
  MaHinhThucThanhToan: String!
  TenHinhThucThanhToan: String!
  SoTien: Float!
}

"A dated insurance payment rule (the rates and thresholds that change with the law), editable in settings."
type QuyTacBHYT {
  _id: ID!
  "LuongCoSo, NguongChiPhiThap, MucHuong1…MucHuong5, TaiKham, DungTuyen, ThongTuyen, TraiTuyenNgoaiTru, TraiTuyenNoiTru."
  MaQuyTac: String!
  GiaTri: Float!
  "In force from this day (ms, start of the day in Vietnam)."
  TuNgay: Float!
  GhiChu: String
  "Seeded from a fact marked 'check' in the domain reference: to verify against the current decision."
  CanKiemTra: Boolean!
}

input QuyTacBHYTInput {
  MaQuyTac: String!
  GiaTri: Float!
  TuNgay: Float!
  GhiChu: String
}

"A visit's insurance confirmation row (/danh-sach-xac-nhan-bhyt)."
type XacNhanBHYT {
  TiepNhan_Id: ID!
  "The visit's patient, so that the screen can open the visit's bill (loadDataByOnSelectBenhNhan)."
  BenhNhan_Id: ID
  MaTiepNhan: String!
  MaYTe: String!
  TenBenhNhan: String!
  SoTheBHYT: String
  NgayTiepNhan: Float!
  TongTien: Float!
  BHChiTra: Float!
  DaXacNhanBHYT: Boolean!
  NgayXacNhan: Float
}

input CreateBienLaiInput {
  TiepNhan_Id: ID!
  "ThuTien (default), TamUng, HoanUng or HoanTien."
  LoaiBienLai: String
  "ThuTien: the bill lines to collect (ChiTietVienPhi._id); HoanTien: the collected lines of cancelled services to refund."
  ChiTiet_Ids: [ID!]
  "TamUng and HoanUng: the amount; ThuTien: what the patient hands over, checked against the lines' total."
  SoTien: Float
  HinhThucThanhToan_Id: ID!
  TaiKhoanNganHang_Id: ID
  QuyenBienLai_Id: ID!
  "Use the advance held first (ThuTien)."
  DungTamUng: Boolean
  GhiChu: String
}

"An exemption or discount on bill lines (/mien-giam-ngoai-tru)."
input MienGiamInput {
  ChiTiet_Id: ID!
  "A percent (0–100) or an amount in đồng, not both."
  PhanTramGiamGia: Float
  SoTienGiamGia: Float
}

input ChuyenDoiDoiTuongInput {
  DoiTuong_Id: ID!
  SoTheBHYT: String
  BHYTNgayHieuLuc: Float
  BHYTNgayHetHieuLuc: Float
  BenhVien_KCB: String
  TuyenKCB: String
  NgayDu5Nam: Float
  MienCungChiTra: Boolean
  NgayMienCungChiTra: Float
}

input BienLaiFilter {
  startDate: Float
  endDate: Float
  TrangThai: [String!]
  NguoiThu: ID
  searchString: String
}

extend type Query {
  "The cashier's list for the dates (today by default): danhSach ChoThanhToan, DaKham, DaThu or ChuaHachToan."
  loadBenhNhanFromTransaction(LoaiTiepNhan: String, DangDieuTri: Boolean, HasQMS: Boolean, CodeCounter: String, TypeNumbering: String, startDate: Float, endDate: Float, danhSach: String, searchString: String): [VienPhiBenhNhan!]!
  "The centre form for one visit (the patient's open visit when TiepNhan_Id is not given)."
  loadDataByOnSelectBenhNhan(BenhNhan_Id: ID!, TiepNhan_Id: ID, isEWH: Boolean): VienPhiData!
  loadDataByOnSelectBenhNhanMaYTe(MaYTe: String!): VienPhiData!
  getAllDM_HinhThucThanhToan: [DM_HinhThucThanhToan!]!
  "The receipt books the user may write from (the caller when not given)."
  get_QuyenBienLai_ByNguoiSuDung_Id(NguoiSuDung_Id: ID): [QuyenBienLai!]!
  search_QuyenBienLai(searchString: String, limit: Int): [QuyenBienLai!]!
  getBienLai_ByIdVienPhi(BienLai_Id: ID!): BienLai
  getBienLaiDaHuy_ByTiepNhanId(TiepNhan_Id: ID!): [BienLai!]!
  "ViewMode TatCa (all) or DaThuVaDangHachToan (collected and being posted)."
  getBienLai_ByBenhNhanId(BenhNhan_Id: ID!, TiepNhan_Id: ID, ViewMode: String, start: Float, end: Float): [BienLai!]!
  getBienLais(filter: BienLaiFilter, limit: Int): [BienLai!]!
  checkIsEligibleForChangeDoiTuong(idTiepNhan: ID!, isNoiTru: Boolean): ChuyenDoiDoiTuongCheck!
  "Whether the visit's advances were all refunded."
  checkDaHoanUng(TiepNhan_Id: ID!, custom: Boolean): Boolean!
  "A cashier's day (the caller and today by default)."
  getVienPhiInfoByDate(NhanVienId: ID, date: Float): VienPhiInfoByDate!
  getHddtByBienLaiId(_id: ID!): HoaDonDienTu
  inHoaDonDienTu(MaHoaDon: String!): HoaDonDienTuPrint!
  getHinhThucThanhToanHachToans: [HinhThucThanhToanHachToan!]!
  quyTacBHYTs: [QuyTacBHYT!]!
  danhSachXacNhanBHYT(startDate: Float, endDate: Float, DaXacNhanBHYT: Boolean, searchString: String): [XacNhanBHYT!]!
}

extend type Mutation {
  "Takes money (payment of lines, advance, refund) with the next number of the book, all in one transaction."
  createBienLai_ByVienPhi(input: CreateBienLaiInput!): BienLai!
  "Creates or edits a receipt book (/quyen-bien-lai); the range cannot shrink below a number already written."
  update_QuyenBienLai_ByVienPhi(_id: ID, input: QuyenBienLaiInput!): QuyenBienLai!
  lockQuyenBienLai(_id: ID!, isLocked: Boolean!): QuyenBienLai!
  "Posts receipts' lines (all the visit's collected lines when BienLai_Ids is not given)."
  hachToan_VienPhi(TiepNhan_Id: ID!, BienLai_Ids: [ID!]): [BienLai!]!
  "Cancels the posting of lines."
  huyHachToan_VienPhi(ChiTiet_Ids: [ID!]!): [ChiTietVienPhi!]!
  "Cancels the posting of a whole transaction (a receipt's movement)."
  huyHachToan_ToanBoMTran_VienPhi(transactionId: ID!): BienLai!
  "Cancels the payment request of a prescription (its lines leave the bill until the doctor sends it again)."
  huyYeuCauThanhToan_KhamBenhToaThuoc(ToaThuoc_Id: ID!): Boolean!
  huyYeuCauThanhToan_KhamBenhVTYT(ToaThuoc_Id: ID!): Boolean!
  "Deletes a receipt with a reason; it stays in the deleted list and its lines become uncollected."
  xoaBienLai_ByVienPhi(BienLai_Id: ID!, LyDo: String!): BienLai!
  hoanTatVienPhiNgoaiTru(TiepNhan_Id: ID!, dateFinal: Float, ngayDangKy: Float, ngayThanhToan: Float): VienPhiData!
  huyHoanTatVienPhi(tiepNhanId: ID!): VienPhiData!
  "Removes unpaid service lines; a paid one is refused."
  XoaDichVuKhamBenh(dichvuIds: [ID!]!): Boolean!
  ChuyenDoiDoiTuong(TiepNhan_Id: ID!, input: ChuyenDoiDoiTuongInput!): VienPhiData!
  mienGiamNgoaiTru(TiepNhan_Id: ID!, lines: [MienGiamInput!]!, LyDo: String!): VienPhiData!
  guiHoaDonDienTu(BienLai_Id: ID!): HoaDonDienTu!
  guiHoaDonDienTus(BienLai_Ids: [ID!]!): [HoaDonDienTu!]!
  xoaHoaDonDienTu(MaHoaDon: String!, LyDo: String!): HoaDonDienTu!
  saveHinhThucThanhToanHachToans(input: [HinhThucThanhToanHachToanInput!]!): [HinhThucThanhToanHachToan!]!
  saveQuyTacBHYT(_id: ID, input: QuyTacBHYTInput!): QuyTacBHYT!
  xacNhanBHYT(TiepNhan_Id: ID!): XacNhanBHYT!
  huyXacNhanBHYT(TiepNhan_Id: ID!): XacNhanBHYT!
  "The cashier counter's queue: call the next waiting number, call one again, dismiss one."
  callWaitingNumbering_VienPhi(codeCounter: String!, codeQueue: String): VienPhiBenhNhan
  reCall(idNumbering: ID!): VienPhiBenhNhan!
  dismissNumbering_VienPhi(idNumbering: ID!, codeQueue: String!, codeSubQueue: String!, codeCounter: String!): Boolean!
  "Dismisses the visit's waiting or called ticket (the patient left the counter's queue)."
  dismissNumbering_VienPhiByTiepNhanId(TiepNhan_Id: ID!): Boolean!
}
`;
