// Pharmacy's SDL: the stock reads on the main service, and on the pharmacy module (/graphqlsm4) the same reads with
// the stores, their lots, the stock-in slips and receiving stock (spec §7 service paths, §4 NK stock-in).
import { stockReadQueries, stockReadTypes } from './stock-schema';

/** On /graphqlhis, beside the other plugins' types. */
export const pharmacyMainSchema = /* GraphQL */ `
${stockReadTypes}

extend type Query {
${stockReadQueries}
}
`;

const stockInTypes = /* GraphQL */ `
"A lot of a drug in a store, brought by one line of a stock-in slip."
type LoThuoc {
  _id: ID!
  KhoDuoc_Id: ID!
  Duoc_Id: ID!
  MaDuoc: String!
  TenDuoc: String!
  HoatChat: String
  DonViTinh: String!
  PhieuNhapKho_Id: ID!
  "The number of the stock-in slip that brought it."
  SoPhieu: String!
  SoLo: String!
  "The expiry date (start of the day, Vietnam time); usable until the end of that day."
  HanSuDung: Float!
  SoLuongNhap: Float!
  "What is in the store and not taken by a prescription."
  SoLuongTon: Float!
  "The cost price per unit, in đồng."
  GiaNhap: Float!
  NgayNhap: Float!
  DaHetHan: Boolean!
}

"A stock-in slip (transaction type NK): the lots it brought into a store."
type PhieuNhapKho {
  _id: ID!
  SoPhieu: String!
  LoaiPhieu: String!
  KhoDuoc_Id: ID!
  TenKho: String!
  NgayNhap: Float!
  NhaCungCap: String
  GhiChu: String
  "The sum of quantity × cost price of its lines, in đồng."
  TongTien: Float!
  ChiTiets: [LoThuoc!]!
}

input PhieuNhapKhoChiTietInput {
  Duoc_Id: ID!
  SoLo: String! @maxLength(n: 50)
  "The expiry date: a day after the day of receipt."
  HanSuDung: Float!
  "Above 0, in the drug's unit."
  SoLuong: Float!
  "The cost price per unit in đồng, 0 or more."
  GiaNhap: Float!
}

input PhieuNhapKhoInput {
  "A store (organisation node of category STORE) of the caller's facility."
  KhoDuoc_Id: ID!
  "The day of receipt, today when left out; never a day to come."
  NgayNhap: Float
  NhaCungCap: String @maxLength(n: 200)
  GhiChu: String @maxLength(n: 2000)
  ChiTiets: [PhieuNhapKhoChiTietInput!]!
}
`;

/** On /graphqlsm4, which starts with only the service's own Query. */
export const pharmacyModuleSchema = /* GraphQL */ `
${stockReadTypes}
${stockInTypes}

extend type Query {
${stockReadQueries}
  "The caller's facility's open stores, by code; needs pharmacy.read."
  khoDuocs: [KhoDuoc!]!
  "The lots of a store that hold stock, by drug then expiry (expired ones flagged); needs pharmacy.read."
  tonKhos(idKhoDuoc: ID!): [LoThuoc!]!
  "A store's stock-in slips over a day range (today when left out, at most a year), newest first; needs pharmacy.read."
  phieuNhapKhos(idKhoDuoc: ID!, startDate: Float, endDate: Float): [PhieuNhapKho!]!
}

type Mutation {
  "Receives stock into a store: a numbered slip and one lot per line, in one transaction; needs pharmacy.write."
  createPhieuNhapKho(input: PhieuNhapKhoInput!): PhieuNhapKho!
}
`;
