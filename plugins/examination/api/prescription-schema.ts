// The SDL of prescriptions (spec §3 KhamBenhToaThuoc, §7 Main service: examination): an exam's prescriptions by
// kind, their lines, and the doctors' sample prescriptions.

export const prescriptionSchema = /* GraphQL */ `
"One line of a prescription: a drug or supply, how much, and how to take it."
type KhamBenhToaThuocChiTiet {
  _id: ID!
  "The catalogue's drug (DM_Duoc); null on an outside-purchase line written by name."
  Duoc_Id: ID
  MaDuoc: String
  TenDuoc: String!
  HoatChat: String
  HamLuong: String
  DonViTinh: String!
  SoDangKy: String
  SoLuong: Float!
  SoNgay: Int
  "Doses in the morning, at noon, in the afternoon and in the evening."
  Sang: Float
  Trua: Float
  Chieu: Float
  Toi: Float
  DuongDung: String
  LoiDanUongThuoc: String
  "The unit price charged, the part paid by support, and the part the patient pays, in đồng."
  DonGia: Float!
  DonGiaHoTro: Float!
  DonGiaThanhToan: Float!
  GiaVon: Float!
  KhongThuTien: Boolean!
  DaThuTien: Boolean!
  "Billed to health insurance."
  BHYT: Boolean!
  ChuyenSangNoiTru: Boolean!
  ThuTu: Int!
}

"A prescription of an examination (KhamBenhToaThuoc), one per kind."
type KhamBenhToaThuoc {
  _id: ID!
  KhamBenh_Id: ID!
  TiepNhan_Id: ID!
  BenhNhan_Id: ID!
  SoThuTuToa: Int!
  "ToaThuong regular, ToaBHYT insurance, ToaVTYT medical supplies, ToaMuaNgoai bought outside."
  LoaiToaThuoc: String!
  NgayToaThuoc: Float!
  LoiDan: String
  "The store it is dispensed from; null for one bought outside."
  KhoXuat_Id: ID
  TenKhoXuat: String
  BacSi_Id: ID
  TenBacSi: String
  ChiTiets: [KhamBenhToaThuocChiTiet!]!
  "The lines' total, in đồng."
  TongTien: Float!
  "The lines are on the cashier's bill; false once the cashier cancelled the payment request, until the prescription is saved again."
  YeuCauThanhToan: Boolean!
}

"A line of a sample prescription."
type ToaThuocMauChiTiet {
  Duoc_Id: ID
  TenDuoc: String!
  DonViTinh: String
  Sang: Float
  Trua: Float
  Chieu: Float
  Toi: Float
  SoNgay: Int
  SoLuong: Float
  DuongDung: String
  LoiDanUongThuoc: String
  ThuTu: Int
}

"A doctor's sample prescription (DM_ToaThuocMau), to fill a prescription in one step."
type ToaThuocMau {
  _id: ID!
  MaToaThuocMau: String!
  TenToaThuocMau: String!
  BacSi_Id: ID
  LoiDan: String
  GhiChu: String
  "A sample for outside purchase."
  LaToaMuaNgoai: Boolean!
  ChiTiets: [ToaThuocMauChiTiet!]!
}

input ToaThuocChiTietInput {
  Duoc_Id: ID
  "Required on an outside-purchase line without Duoc_Id."
  TenDuoc: String
  "Required on an outside-purchase line without Duoc_Id."
  DonViTinh: String
  SoLuong: Float!
  SoNgay: Int
  Sang: Float
  Trua: Float
  Chieu: Float
  Toi: Float
  DuongDung: String
  LoiDanUongThuoc: String
  KhongThuTien: Boolean
}

input ToaThuocInput {
  "ToaThuong, ToaBHYT, ToaVTYT or ToaMuaNgoai."
  LoaiToaThuoc: String!
  LoiDan: String
  "The store (required except for ToaMuaNgoai)."
  KhoXuat_Id: ID
  ChiTiets: [ToaThuocChiTietInput!]!
}

"What every prescription of the exam shares."
input ToaThuocChungInput {
  LoiDan: String
}

input ToaThuocMauInput {
  TenToaThuocMau: String!
  LoiDan: String
  GhiChu: String
  LaToaMuaNgoai: Boolean
  ChiTiets: [ToaThuocChiTietInput!]!
}

extend type Query {
  "The prescriptions of an examination, by kind; needs examination.read."
  toaThuocs(idKhamBenh: ID!): [KhamBenhToaThuoc!]!
  "The caller's sample prescriptions and the facility's shared ones (no doctor), by name; needs examination.read."
  toaThuocMaus: [ToaThuocMau!]!
  "Sample prescriptions by name or code (idDefault first when given), outside-purchase ones when LaToaMuaNgoai; needs examination.read."
  searchDM_ToaThuocMau(searchString: String, limit: Int, idDefault: ID, LaToaMuaNgoai: Boolean): [ToaThuocMau!]!
}

extend type Mutation {
  "Adds a prescription of one kind to an exam being examined, taking its stock; refuses a second of the same kind; needs examination.write."
  createToaThuoc(idKhamBenh: ID!, input: ToaThuocInput!): KhamBenhToaThuoc!
  "Saves the exam's prescriptions in one transaction: each kind given replaces that kind's prescription (its stock given back and taken again), ids are removed, dataUpdate applies to all; needs examination.write."
  updateToaThuocs(idKhamBenh: ID!, toaThuong: ToaThuocInput, toaBHYT: ToaThuocInput, toaVTYT: ToaThuocInput, toaMuaNgoai: ToaThuocInput, ids: [ID!], dataUpdate: ToaThuocChungInput): [KhamBenhToaThuoc!]!
  "Saves a sample prescription of the caller (a name unique at the facility, its lines); needs examination.write."
  createToaThuocMauAndToaThuocMauChiTiet(info: ToaThuocMauInput!): ToaThuocMau!
}
`;
