// The SDL of the stock that prescribing reads, on the main service (spec §7 Main service: examination lists
// searchStockModel, getPhongBanKhoDuocByNode and checkInteractionDrugs there) and on the pharmacy module (/graphqlsm4).

export const stockReadTypes = /* GraphQL */ `
"A pharmacy store (an organisation node of category STORE)."
type KhoDuoc {
  _id: ID!
  MaKho: String!
  TenKho: String!
}

"A drug or supply of the catalogue with what a store holds of it: what a prescriber picks from."
type StockModel {
  Duoc_Id: ID!
  MaDuoc: String!
  TenDuoc: String!
  HoatChat: String
  HamLuong: String
  DonViTinh: String!
  DuongDung: String
  SoDangKy: String
  "Thuoc a drug, VTYT a medical supply."
  LoaiDuoc: String!
  "Covered by health insurance."
  BHYT: Boolean!
  GiaBan: Float!
  GiaBHYT: Float
  KhoDuoc_Id: ID!
  TenKho: String!
  "What the store can still give: on hand in lots not expired, less what prescriptions hold."
  SoLuongKhaDung: Float!
  "The nearest expiry date of a lot with stock, or null."
  HanSuDungGanNhat: Float
}

"An interaction between two drugs of a prescription (spec §9 classes)."
type TuongTacThuoc {
  "Major, Moderate, Minor or Duplication."
  MucDo: String!
  SoDangKy1: String!
  SoDangKy2: String!
  TenThuoc1: String!
  TenThuoc2: String!
  HoatChat1: String!
  HoatChat2: String!
  MoTa: String!
  XuTri: String
}
`;

export const stockReadQueries = /* GraphQL */ `
  "Drugs and supplies with their stock in the caller's stores (or the given ones), by name, code or active ingredient; needs pharmacy.read."
  searchStockModel(searchString: String @maxLength(n: 200), idKhoDuocs: [ID!], LoaiDuoc: String, BHYT: Boolean, conHang: Boolean, limit: Int): [StockModel!]!
  "The pharmacy stores a node (a room, its department) dispenses from, the caller's node when none; needs pharmacy.read."
  getPhongBanKhoDuocByNode(idNode: ID): [KhoDuoc!]!
  "Interactions among the drugs of these registration numbers (Major, Moderate, Minor, Duplication); needs pharmacy.read."
  checkInteractionDrugs(registrationNumbers: [String!]! @maxLength(n: 50)): [TuongTacThuoc!]!
`;
