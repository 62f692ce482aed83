// The SDL of the plugin's operations beyond each catalogue's own: department links, and the reads the spec names
// (§7 "Main service: catalogues and search"). The engine's searches take their extra arguments from search-filters.ts.
export const operationsSchema = /* GraphQL */ `
"""Khoa, phòng hoặc kho (Department, room or store): an organisational node as department links show it."""
type PhongBan {
  _id: ID!
  code: String!
  name: String!
  "HOSPITAL, DEPARTMENT, ROOM or STORE."
  category: String!
  roomType: String
  parent_Id: ID
  "The node is closed (deleted in the organisation)."
  TamNgung: Boolean!
}

"""Dịch vụ của khoa, phòng (A service a department or room performs)."""
type PhongBan_DichVu {
  PhongBan_Id: ID!
  DichVu_Id: ID!
  PhongBan: PhongBan!
  DichVu: DM_DichVu!
}

"""Kho dược của khoa, phòng (A pharmacy store a department or room draws from)."""
type PhongBan_KhoDuoc {
  PhongBan_Id: ID!
  KhoDuoc_Id: ID!
  PhongBan: PhongBan!
  KhoDuoc: PhongBan!
}

"""Giường của khoa, phòng (A bed of a department or room); a bed belongs to one at most."""
type PhongBan_Giuong {
  PhongBan_Id: ID!
  Giuong_Id: ID!
  PhongBan: PhongBan!
  Giuong: DM_GiuongBenh!
}

"""Địa chỉ mới gợi ý (What an old address became on 1 July 2025: the new communes it went into and their province)."""
type DiaChiMoiGoiY {
  "The old commune (or island district) found; empty for an unknown code or a province alone."
  XaCu: [DM_XaCu!]!
  TinhCu: DM_TinhCu
  "The new communes it went into, several when it was split (the village then decides)."
  XaMoi: [DM_DonViHanhChinh!]!
  TinhMoi: DM_DonViHanhChinh
  "Exactly one candidate, which took the whole old commune."
  toanPhan: Boolean!
}

"""Dịch vụ có giá (A service with the unit price a patient group pays for it at a room)."""
type DichVuCoGia {
  DichVu: DM_DichVu!
  DonGia: Float!
  "The price type the price came from: the first of the group's types whose current list prices the service."
  LoaiGia_Id: ID!
  BangGia_Id: ID!
}

extend type DM_GoiDichVu {
  "The package's services, in its order."
  DichVus: [DM_DichVu!]!
}

extend type Query {
  "The services a department or room of the caller's facility performs, by code."
  getDichVuByPhongBan(idPhongBan: ID!): [PhongBan_DichVu!]!
  "The departments and rooms of the caller's facility that perform the service, by code."
  getPhongBanByDichVu(idDichVu: ID!): [PhongBan_DichVu!]!
  "The pharmacy stores a department or room draws from, by code."
  getKhoDuocByPhongBan(idPhongBan: ID!): [PhongBan_KhoDuoc!]!
  "The beds of a department or room, by code."
  getGiuongByPhongBan(idPhongBan: ID!): [PhongBan_Giuong!]!
  "Service scopes by id, in the order of ids; ids of no scope are left out. At most 500."
  getMultipleDM_PhamViDichVu(ids: [ID!]!): [DM_PhamViDichVu!]!
  """
  The priced service search: services found as searchDM_DichVu finds them (with its filters), only those a current
  price list of the patient group prices at the room (idPhongBan, else the caller's node) on the day (ngay, now by
  default), each with its unit price.
  """
  searchDichVuCoGia(idDoiTuong: ID!, searchString: String @maxLength(n: 200), keyword: String @maxLength(n: 200), limit: Int, idPhongBan: ID, ngay: Float, maLoaiDichVu: String, isSpecial: Boolean, isGoiDichVu: Boolean): [DichVuCoGia!]!
  "Service packages for a picker, found as searchDM_GoiDichVu finds them, with their services."
  goiDichVus(searchString: String @maxLength(n: 200), limit: Int): [DM_GoiDichVu!]!
  "One staff member, suspended or not; null when there is none."
  nhanVien(id: ID!): NhanVien
  "Staff holding one of the positions (DM_ChucVu.MaChucVu), found as searchNhanVien finds them; an unknown code is refused."
  searchNhanVienByChucVu(maChucVus: [String!]!, searchString: String @maxLength(n: 200), limit: Int): [NhanVien!]!
  "The reasons of one type in use (HuyBienLai, HoanTien, MienGiam, HuyChiDinh, ChuyenVien, Khac), the default first, then by code."
  getDM_LyDoByLoai(LoaiLyDo: String!): [DM_LyDo!]!
  "Administrative units of a type (THANH_PHO, TINH, PHUONG, XA, DAC_KHU) and under a parent, each filter optional, by code; suspended units only with hasTamNgung."
  getAllDonViHanhChinh(LoaiDonViHanhChinh: String, DonViCha_Id: ID, hasTamNgung: Boolean): [DM_DonViHanhChinh!]!
  "One administrative unit, suspended or not; null when there is none."
  findOneDonViHanhChinh(id: ID!): DM_DonViHanhChinh
  """
  The new address of an old one: the communes an old commune (5 digits, or an old island district's 3) went into on
  1 July 2025 and their province, or the new province of an old province (2 digits); with both, the commune must be
  of that province. Unknown codes give an empty suggestion.
  """
  getDiaChiMoiTuDiaChiCu(maXaCu: String @maxLength(n: 10), maTinhCu: String @maxLength(n: 10)): DiaChiMoiGoiY!
}

extend type Mutation {
  "Replaces the services a department or room performs (at most 5,000); needs catalogues.departmentLinks.write."
  setDichVuPhongBan(idPhongBan: ID!, idDichVus: [ID!]!): [PhongBan_DichVu!]!
  "Replaces the pharmacy stores (STORE nodes of the facility, at most 200) a department or room draws from."
  setKhoDuocPhongBan(idPhongBan: ID!, idKhoDuocs: [ID!]!): [PhongBan_KhoDuoc!]!
  "Replaces the beds of a department or room (at most 2,000); a bed of another department is refused."
  setGiuongPhongBan(idPhongBan: ID!, idGiuongs: [ID!]!): [PhongBan_Giuong!]!
}
`;
