// The SDL of service orders from an exam (F8; spec §3 Service order, §5 Service order, §7 Main service: service
// requests): the orders, the services a dialog offers with their rooms and prices, and ordering, changing, removing
// and sending them. The orders are reception's DichVuYeuCau, whose type has every field this reads.

export const serviceOrderSchema = /* GraphQL */ `
"A room where a service can be done."
type NoiThucHienDichVu {
  _id: ID!
  TenPhongBan: String!
}

"A service as the order dialog of an exam offers it: the rooms doing it, the chosen one (the first by default) and its unit price there."
type DichVuChoChiDinh {
  DichVu_Id: ID!
  MaDichVu: String!
  TenDichVu: String!
  NoiThucHiens: [NoiThucHienDichVu!]!
  NoiThucHien_Id: ID
  "Integer đồng for the visit's patient group at the chosen room; null when no current price list prices it there."
  DonGia: Float
}

"Which service orders to read (spec cacDichVuYeuCau filterOptions); the visit or the exam is required."
input CacDichVuYeuCauFilter {
  "Nhap, SanSang, ChuaKetQua, CoKetQua, DaXemKetQua, DaHuy; all when left out."
  TrangThai: [String!]
  "Orders with a line of one of these services."
  idsDichVu: [ID!]
  TiepNhan_Id: ID
  KhamBenh_Id: ID
  "Request dates, days in Vietnam, both included."
  startDate: Float
  endDate: Float
}

"A service chosen on the exam: where it is done and how many (all three required when ordering)."
input DichVuChiDinhInput {
  DichVu_Id: ID
  NoiThucHien_Id: ID
  SoLuong: Int
}

"What one save of the order dialog orders: one order per place of execution."
input DichVuYeuCauInput {
  "The diagnosis the orders carry; the exam's when left out."
  ChanDoan: String
  LaKhanCap: Boolean
  "Send at once (SanSang) instead of keeping drafts (Nhap)."
  guiNgay: Boolean
  DichVus: [DichVuChiDinhInput!]!
}

input DichVuYeuCauChiTietSoLuongInput {
  _id: ID!
  SoLuong: Int!
}

"What a draft may change; a field left out keeps its value."
input DichVuYeuCauUpdateInput {
  ChanDoan: String
  LaKhanCap: Boolean
  ChiTiets: [DichVuYeuCauChiTietSoLuongInput!]
}

extend type Query {
  "Service orders of a visit or an exam of the caller's facility, by request date; needs examination.read."
  cacDichVuYeuCau(filterOptions: CacDichVuYeuCauFilter!): [DichVuYeuCau!]!
  "The services an exam may order, each with the rooms doing it and its price at the chosen room (at most 100); needs examination.write."
  dichVuChoChiDinh(idKhamBenh: ID!, DichVus: [DichVuChiDinhInput!]!): [DichVuChoChiDinh!]!
}

extend type Mutation {
  """
  Orders services from an exam being examined (the caller its doctor; the exam's primary ICD and a diagnosis
  required): one order per place of execution, each line priced for the visit's patient group there. A service
  waiting for the visit is refused; one done for the patient today is asked (confirmed: reception.serviceOrders.orderedToday).
  """
  createDichVuYeuCaus(idKhamBenh: ID!, input: DichVuYeuCauInput!, confirmed: [String!]): [DichVuYeuCau!]!
  "Changes a draft order of an exam being examined."
  updateDichVuYeuCau(id: ID!, input: DichVuYeuCauUpdateInput!): DichVuYeuCau!
  "Removes orders of one visit not performed and not paid: a draft is deleted, a sent one cancelled."
  removeDichVuYeuCaus(ids: [ID!]!): Boolean!
  "Sends draft orders of one visit (Nhap to SanSang) with their request date (now by default)."
  updateManyDichVuYeuCauNhapToSanSang(ids: [ID!]!, NgayYeuCau: Float): [DichVuYeuCau!]!
}
`;
