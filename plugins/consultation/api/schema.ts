// The SDL of consultation minutes (spec §3 BienBanHoiChan, §5 Examination, §7 Main service: records — by record, by
// id, create, update, remove, with outpatient variants): the minutes of an outpatient's visit, their participants,
// the list, what new minutes begin with, and signing.
import { BIEN_BAN_TEXT_LIMITS } from '../rules/minutes';
import { MAX_CHUC_DANH_LENGTH } from '../rules/participants';

const limit = (field: keyof typeof BIEN_BAN_TEXT_LIMITS) => `@maxLength(n: ${BIEN_BAN_TEXT_LIMITS[field]})`;

export const consultationSchema = /* GraphQL */ `
"A staff member taking part in a consultation, and their place in it."
type BienBanHoiChan_ThanhPhan {
  _id: ID!
  NhanVien_Id: ID!
  MaNhanVien: String
  TenNhanVien: String
  "ChuToa chairs (chủ trì), ThuKy writes the minutes (thư ký), ThanhVien a member, HoTro supports."
  ViTri: String!
  "Their title as the minutes print it (Trưởng khoa Nội, …)."
  ChucDanh: String
  ThuTu: Int!
}

"Consultation minutes (biên bản hội chẩn, spec §3 BienBanHoiChan): Nhap while written, DaKy once signed and closed to change."
type BienBanHoiChan {
  _id: ID!
  MaBienBanHoiChan: String!
  TrangThai: String!
  "NgoaiTru for an outpatient's visit; NoiTru for an inpatient record (BenhAn), later."
  LoaiBienBan: String!
  BenhNhan_Id: ID!
  MaYTe: String
  TenBenhNhan: String
  GioiTinh: String
  NamSinh: Int
  NgaySinh: Float
  "The visit (outpatient minutes) and the exam they were asked from, if any."
  TiepNhan_Id: ID
  MaTiepNhan: String
  NgayTiepNhan: Float
  SoTheBHYT: String
  KhamBenh_Id: ID
  MaKhamBenh: String
  "The inpatient record of inpatient minutes; null until that variant exists."
  BenhAn_Id: ID
  "The department or room that asked for it."
  PhongBan_Id: ID
  TenPhongBan: String
  "The proposing doctor (NhanVien)."
  BacSi_Id: ID!
  TenBacSi: String
  "When it was held, and the time the summary of the course runs to."
  NgayHoiChan: Float!
  ThoiGianTomTat: Float!
  "The patient's address as the minutes print it."
  DiaChi: String!
  "Where it was held."
  DiaDiem: String!
  "TrucTiep in person, TaiGiuong at the bedside, QuaDienThoai by telephone, TrucTuyen online."
  HinhThuc: String
  "Khoa, LienKhoa, ToanVien or LienVien: who was convened."
  LoaiHoiChan: String
  LyDoHoiChan: String
  "The summary of the illness's course, of the treatment and care so far."
  TomTatDienBien: String
  ChanDoan: String
  ICD_Id: ID
  MaICD: String
  TenICD: String
  KetLuan: String
  HuongDieuTri: String
  "Surgery and anaesthesia, for a consultation before an operation."
  PhuongPhapPhauThuat_Id: ID
  TenPhuongPhapPhauThuat: String
  PhuongPhapVoCam_Id: ID
  TenPhuongPhapVoCam: String
  PhauThuatVien_Id: ID
  TenPhauThuatVien: String
  BacSiGayMe_Id: ID
  TenBacSiGayMe: String
  ThoiGianDuKienPhauThuat: Float
  ThanhPhans: [BienBanHoiChan_ThanhPhan!]!
  "Who signed it and when; null while a draft."
  NguoiKy_Id: ID
  TenNguoiKy: String
  NgayKy: Float
  createdAt: Float!
  updatedAt: Float!
}

"What new outpatient minutes of a visit begin with: the patient, the exam asked from (else the visit's latest) and the caller as the proposing doctor."
type BienBanHoiChanMoi {
  TiepNhan_Id: ID!
  MaTiepNhan: String!
  NgayTiepNhan: Float!
  BenhNhan_Id: ID!
  MaYTe: String!
  TenBenhNhan: String!
  GioiTinh: String
  NamSinh: Int
  NgaySinh: Float
  DiaChi: String
  KhamBenh_Id: ID
  MaKhamBenh: String
  PhongBan_Id: ID
  TenPhongBan: String
  ChanDoan: String
  ICD_Id: ID
  MaICD: String
  TenICD: String
  TrieuChungLamSang: String
  BacSi_Id: ID
}

input BienBanHoiChan_ThanhPhanInput {
  NhanVien_Id: ID
  ViTri: String
  ChucDanh: String @maxLength(n: ${MAX_CHUC_DANH_LENGTH})
}

"What the minutes say; on update a field left out keeps its value, and ThanhPhans, when given, is the whole list."
input BienBanHoiChanInput {
  "The visit (on create only; required) and the exam it is asked from."
  TiepNhan_Id: ID
  KhamBenh_Id: ID
  PhongBan_Id: ID
  BacSi_Id: ID
  NgayHoiChan: Float
  ThoiGianTomTat: Float
  DiaChi: String ${limit('DiaChi')}
  DiaDiem: String ${limit('DiaDiem')}
  HinhThuc: String
  LoaiHoiChan: String
  LyDoHoiChan: String ${limit('LyDoHoiChan')}
  TomTatDienBien: String ${limit('TomTatDienBien')}
  ChanDoan: String ${limit('ChanDoan')}
  ICD_Id: ID
  KetLuan: String ${limit('KetLuan')}
  HuongDieuTri: String ${limit('HuongDieuTri')}
  PhuongPhapPhauThuat_Id: ID
  PhuongPhapVoCam_Id: ID
  PhauThuatVien_Id: ID
  BacSiGayMe_Id: ID
  ThoiGianDuKienPhauThuat: Float
  ThanhPhans: [BienBanHoiChan_ThanhPhanInput!]
}

"Which minutes a list shows; every condition given must hold."
input BienBanHoiChanFilter {
  "Days held in Vietnam, both included: to today when no end is given, the seven days to the end when no start is; at most 366."
  startDate: Float
  endDate: Float
  PhongBan_Id: ID
  BenhNhan_Id: ID
  "Nhap or DaKy."
  TrangThai: String
  "The minutes', visit's or patient's code, or words of the patient's name (accents ignored)."
  search: String @maxLength(n: 100)
}

extend type Query {
  "The facility's minutes by the filter, newest held first, at most 200; needs consultation.read."
  bienBanHoiChans(filter: BienBanHoiChanFilter): [BienBanHoiChan!]!
  "Minutes of the facility by id, or null; needs consultation.read."
  bienBanHoiChan(id: ID!): BienBanHoiChan
  "The minutes of an outpatient's visit (spec: by record), newest held first; needs consultation.read."
  getBienBanHoiChanByTiepNhan(TiepNhan_Id: ID!): [BienBanHoiChan!]!
  "What new minutes of a visit (by id, or by the code on its slips) begin with; refuses a cancelled or inpatient visit; needs consultation.read."
  bienBanHoiChanMoi_NgoaiTru(TiepNhan_Id: ID, MaTiepNhan: String @maxLength(n: 30), KhamBenh_Id: ID): BienBanHoiChanMoi!
}

extend type Mutation {
  "Writes outpatient minutes of a visit not cancelled: date held, summary time, place, address, proposing doctor and participants (one chair, one secretary, members) required; needs consultation.write."
  createBienBanHoiChan_NgoaiTru(input: BienBanHoiChanInput!): BienBanHoiChan!
  "Changes draft minutes with the same checks; signed minutes are refused."
  updateBienBanHoiChan_NgoaiTru(id: ID!, input: BienBanHoiChanInput!): BienBanHoiChan!
  "Removes draft minutes written by mistake; signed minutes are refused."
  removeBienBanHoiChan(id: ID!): Boolean!
  "From the state the caller saw: signs a draft (Nhap → DaKy, consultation.write), or reopens signed minutes (DaKy → Nhap, consultation.reopen)."
  verifyBienBanHoiChan(id: ID!, currentState: String!): BienBanHoiChan!
}
`;
