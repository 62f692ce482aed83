// The SDL of price lists and unit prices (spec §7, "pricing and promotions" and the price history of "catalogues").
import { CATALOGUE_LIMITS } from '@his/sdk';
import { LOSING_SERVICES_DEFAULT, LOSING_SERVICES_MAX } from './release-impact';

export const priceListSchema = /* GraphQL */ `
"A service's unit price in a price list."
type DichVu_DonGia {
  DichVu_Id: ID!
  "Integer đồng, 0 or more."
  DonGia: Float!
  MaDichVu: String
  TenDichVu: String
}

"A treatment course's price in a price list."
type LieuTrinh_DonGia {
  LieuTrinh_Id: ID!
  "Integer đồng, 0 or more."
  DonGia: Float!
  MaLieuTrinh: String
  TenLieuTrinh: String
}

"""Bảng giá (Price list): the prices of one price type from its issue date, for every room or for the rooms it names."""
type DM_BangGia {
  _id: ID!
  "The facility that keeps it."
  node_Id: ID!
  LoaiGia_Id: ID!
  LoaiGia: DM_LoaiGia
  MaBangGia: String!
  TenBangGia: String!
  TenKhongDau: String!
  LoaiBangGia: String
  "Start of the issue day in Asia/Ho_Chi_Minh (ms): the list applies from then on once released."
  NgayPhatHanh: Float!
  "Rooms or departments it applies to; empty for every room."
  PhongBan_Ids: [ID!]!
  "ChuaPhatHanh (draft: editable, deletable) or DaPhatHanh (released: read-only)."
  TrangThai: String!
  "Derived, never stored: released, issued by now, and not replaced by a later list for the rooms it serves."
  HienHanh: Boolean!
  NguoiPhatHanh_Id: ID
  "When it was released (ms)."
  ThoiGianPhatHanh: Float
  "Services of the lists it replaced that its release left without a current price, counted at release; null for a draft."
  SoDichVuMatGia: Int
  "For a draft, what releasing it now would take away (null once released): the lists it replaces and the services they price that it leaves out, the first ones by code (first: 0-${LOSING_SERVICES_MAX}, ${LOSING_SERVICES_DEFAULT} by default)."
  releaseImpact(first: Int): BangGiaReleaseImpact
  DichVu_DonGia: [DichVu_DonGia!]!
  LieuTrinh_DonGia: [LieuTrinh_DonGia!]!
  createdBy: ID
  createdAt: Float!
  updatedBy: ID
  updatedAt: Float!
}

"A service a release would leave without a current price of the list's type."
type DichVuMatGia {
  DichVu_Id: ID!
  MaDichVu: String
  TenDichVu: String
}

"What releasing a draft now would take away."
type BangGiaReleaseImpact {
  "The current lists of the same facility, price type and rooms, issued on or before the draft, that it replaces."
  replacedLists: [DM_BangGia!]!
  "Services those lists price that the draft does not: they lose their current price of this type."
  losingCount: Int!
  "The first of them by code."
  losingServices: [DichVuMatGia!]!
}

type DM_BangGiaPage {
  items: [DM_BangGia!]!
  "Lists matching the filter, over all pages."
  total: Int!
}

"""The current (HienHanh) price list of a price type for a room on a day."""
type DM_BangGiaHienHanh {
  LoaiGia_Id: ID!
  "The room asked about; null when asked for every room."
  idPhongBan: ID
  "The moment it is current at (ms)."
  Ngay: Float!
  "True when the list names the room or one of its departments, false when it serves every room."
  TheoPhongBan: Boolean!
  BangGia: DM_BangGia!
}

"The current price of a service or treatment course under one price type."
type BangGiaTheoLoaiGia {
  LoaiGia_Id: ID!
  DichVu_Id: ID
  LieuTrinh_Id: ID
  "The type's current list; null when it has none."
  BangGia_Id: ID
  BangGia: DM_BangGia
  "The price in that list; null when the list does not price it. Never 0 for a missing price."
  DonGia: Float
}

"One released price of a service, for its price history."
type LichSuGiaDichVu {
  BangGia_Id: ID!
  MaBangGia: String!
  TenBangGia: String!
  LoaiGia_Id: ID!
  MaLoaiGia: String
  TenLoaiGia: String
  NgayPhatHanh: Float!
  PhongBan_Ids: [ID!]!
  ThoiGianPhatHanh: Float
  DonGia: Float!
}

"The unit price a service order line records: the price, and the price type and list it came from."
type DonGiaDichVu {
  DichVu_Id: ID!
  DoiTuong_Id: ID!
  idPhongBan: ID
  "The moment priced (ms)."
  Ngay: Float!
  DonGia: Float!
  LoaiGia_Id: ID!
  BangGia_Id: ID!
}

input DichVu_DonGiaInput {
  DichVu_Id: ID
  DonGia: Float
}

input LieuTrinh_DonGiaInput {
  LieuTrinh_Id: ID
  DonGia: Float
}

"Fields of a price list to save. Every field is optional here: the server names a missing required one. On update, fields left out keep their value; lines given replace all lines of their kind."
input DM_BangGiaInput {
  LoaiGia_Id: ID
  MaBangGia: String
  TenBangGia: String
  LoaiBangGia: String
  "Any moment of the issue day (ms); stored as the start of that day in Asia/Ho_Chi_Minh."
  NgayPhatHanh: Float
  PhongBan_Ids: [ID!]
  DichVu_DonGia: [DichVu_DonGiaInput!]
  LieuTrinh_DonGia: [LieuTrinh_DonGiaInput!]
}

extend type Query {
  "The current price of the service under each price type, in the order given, in the current facility; without idPhongBan only lists for every room count; ngay (ms) defaults to now."
  getBangGiaTheoDichVuVaDoiTuong(loaiGiaIds: [ID!]!, idDichVu: ID!, idPhongBan: ID, ngay: Float): [BangGiaTheoLoaiGia!]!
  "The current price of the treatment course under each price type, in the order given."
  getBangGiaTheoLieuTrinhVaDoiTuong(loaiGiaIds: [ID!]!, idLieuTrinh: ID!, idPhongBan: ID, ngay: Float): [BangGiaTheoLoaiGia!]!
  "A price list of the current facility; null when there is none."
  getDM_BangGiaById(id: ID!): DM_BangGia
  "The current list of the price type for the room (for every room when null) at ngay (now when null), in the current facility; null when none is current."
  getDM_BangGiaHienHanh(LoaiGia_Id: ID!, idPhongBan: ID, ngay: Float): DM_BangGiaHienHanh
  "Price lists of the current facility, latest issue first. TrangThai: ChuaPhatHanh, DaPhatHanh or HienHanh. page from 1; limit 1-${CATALOGUE_LIMITS.listMax}, ${CATALOGUE_LIMITS.listDefault} by default."
  searchDM_BangGia(searchString: String @maxLength(n: 200), LoaiGia_Id: ID, TrangThai: String, page: Int, limit: Int): DM_BangGiaPage!
  "Every released price of the service (of these price types when given), newest issue first."
  getLichSuGiaDichVu(idDichVu: ID!, loaiGiaIds: [ID!]): [LichSuGiaDichVu!]!
  "The unit price of the service for the patient group in the room (lists for every room only when null) at ngay (now when null), in the current facility. Refused with pricing.pricesMissing or pricing.noCurrentPriceList when there is none, never 0 by default."
  getDonGiaDichVu(idDichVu: ID!, idDoiTuong: ID!, idPhongBan: ID, ngay: Float): DonGiaDichVu!
}

extend type Mutation {
  "A draft (ChuaPhatHanh) price list. Needs pricing.priceList.write."
  createDM_BangGia(input: DM_BangGiaInput!): DM_BangGia!
  "Changes a draft; a released list is refused. Needs pricing.priceList.write."
  updateDM_BangGia(id: ID!, input: DM_BangGiaInput!): DM_BangGia!
  "Deletes drafts and returns their ids; refused whole when one of them is released. Needs pricing.priceList.write."
  deleteDM_BangGia(ids: [ID!]!): [ID!]!
  "Releases a draft (DaPhatHanh): read-only from then on, current from its issue date. Needs pricing.priceList.release."
  releaseDM_BangGia(id: ID!): DM_BangGia!
}
`;
