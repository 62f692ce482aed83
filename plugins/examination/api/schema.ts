// The SDL of examination (spec §7 Main service: examination): a room's queue, examinations (KhamBenh) and the
// calls that start, fill in, end, reopen, cancel and remove them.
import { transferRecordSchema } from './transfer-record-schema';
import { treatmentHistorySchema } from './treatment-history';
import { prescriptionSchema } from './prescription-schema';
import { serviceOrderSchema } from './service-order-schema';
import { orderSetSchema } from './order-set-schema';

export const examinationSchema = /* GraphQL */ `
"A patient at an examination room: the queue ticket given at reception, the examination order, the visit and the exam once started."
type HangDoiKhamBenh {
  "The examination order (DichVuYeuCau) the ticket was given for: the key of the row."
  DichVuYeuCau_Id: ID!
  SoPhieuYeuCau: String!
  PhieuHangDoi_Id: ID!
  SoThuTu: Int!
  "ChoGoi waiting, DaGoi called, HoanThanh examined, BoQua missed."
  TrangThaiPhieu: String!
  isPriority: Boolean!
  isRecall: Boolean!
  ThoiGianGoi: Float
  PhongBan_Id: ID!
  DichVu_Id: ID!
  TenDichVu: String
  TiepNhan_Id: ID!
  MaTiepNhan: String!
  NgayTiepNhan: Float!
  DoiTuong_Id: ID
  SoTheBHYT: String
  CapCuu: Boolean!
  BenhNhan_Id: ID!
  MaYTe: String!
  TenBenhNhan: String!
  GioiTinh: String!
  NamSinh: Int!
  NgaySinh: Float
  "The list the row is in: ChoKham waiting, DangKham being examined, DaKham examined, BoQua missed."
  DanhSach: String!
  "The examination, once started."
  KhamBenh: KhamBenh
}

"An examination (spec §3 KhamBenh): one per examination order, DangKham until ended (DaKham) or cancelled (DaHuy)."
type KhamBenh {
  _id: ID!
  MaKhamBenh: String!
  BenhNhan_Id: ID!
  TiepNhan_Id: ID!
  DichVuYeuCau_Id: ID!
  DichVu_Id: ID!
  PhongBan_Id: ID!
  SoThuTu: Int
  TrangThai: String!
  NgayKham: Float!
  NgayKetThuc: Float
  BacSiKham_Id: ID
  TenBacSiKham: String
  "Pulse, a minute."
  Mach: Float
  "Temperature, °C."
  NhietDo: Float
  "Systolic blood pressure, mmHg."
  HuyetApTamThu: Float
  "Diastolic blood pressure, mmHg."
  HuyetApTamTruong: Float
  "Respiration, a minute."
  NhipTho: Float
  "Height, cm."
  ChieuCao: Float
  "Weight, kg."
  CanNang: Float
  "Oxygen saturation, %."
  SpO2: Float
  TrieuChungLamSang: String
  TienSuBenh: String
  ChanDoan: String
  GhiChu: String
  "The primary diagnosis (DM_ICD)."
  ICD_Id: ID
  MaICD: String
  TenICD: String
  "Secondary diagnoses (DM_ICD), none the primary."
  ICDPhu_Ids: [ID!]!
  HuongGiaiQuyet_Id: ID
  TenHuongGiaiQuyet: String
  NgayTaiKham: Float
  BenhManTinh: Boolean!
  LyDoHuy: String
  "The room's name."
  TenPhongBan: String
  "The examination service's name."
  TenDichVu: String
  createdAt: Float!
  updatedAt: Float!
}

"An examination room of the caller's facility, where a doctor sits."
type PhongKham {
  _id: ID!
  MaPhongBan: String!
  TenPhongBan: String!
  "How many wait there today."
  SoDangCho: Int!
  "The last number given there today (0 before the first)."
  SoThuTuCuoi: Int!
}

"What the doctor writes on an examination; a field left out keeps its value."
input KhamBenhInput {
  Mach: Float
  NhietDo: Float
  HuyetApTamThu: Float
  HuyetApTamTruong: Float
  NhipTho: Float
  ChieuCao: Float
  CanNang: Float
  SpO2: Float
  TrieuChungLamSang: String
  TienSuBenh: String
  ChanDoan: String
  GhiChu: String
  ICD_Id: ID
  ICDPhu_Ids: [ID!]
  HuongGiaiQuyet_Id: ID
  NgayTaiKham: Float
  BenhManTinh: Boolean
}

extend type Query {
  "The examination rooms of the caller's facility by code (with a service, those that do it): the doctor's room, or where to send a patient; needs examination.read."
  phongKhams(DichVu_Id: ID): [PhongKham!]!
  "A room's queue over a day range (today by default), priority patients first, then by number; needs examination.read."
  hangDoiKhamBenh(idRoom: ID!, startDate: Float, endDate: Float): [HangDoiKhamBenh!]!
  "The examinations of a room begun over a day range (today by default), in a state when given; needs examination.read."
  khamBenhs(idRoom: ID!, startDate: Float, endDate: Float, state: String): [KhamBenh!]!
  "One examination of the caller's facility, or null; needs examination.read."
  khamBenh(id: ID!): KhamBenh
  "A patient's examinations at the facility, newest first, cancelled ones left out (at most 200); needs examination.read."
  lichSuKhamBenh(BenhNhan_Id: ID!): [KhamBenh!]!
  "True when the patient of an examination order may be sent to another room; otherwise the refusal chuyenPhongKham would give; needs examination.write."
  checkBeforeChuyenPhongKham(DichVuYeuCau_Id: ID!): Boolean!
}

extend type Mutation {
  "Calls the patient of an examination order (the ticket goes from waiting to called); needs examination.write."
  goiBenhNhanKham(DichVuYeuCau_Id: ID!): HangDoiKhamBenh!
  "Calls a called or missed patient again."
  goiLaiBenhNhanKham(DichVuYeuCau_Id: ID!): HangDoiKhamBenh!
  "Marks a waiting or called patient as missed (did not come)."
  boQuaBenhNhanKham(DichVuYeuCau_Id: ID!): HangDoiKhamBenh!
  "Starts the examination of an order (DangKham), the caller its doctor; refuses a closed visit or an order already examined."
  createKhamBenh(DichVuYeuCau_Id: ID!, input: KhamBenhInput): KhamBenh!
  "Saves what the doctor wrote on an exam being examined; refuses a field out of range, naming it."
  updateKhamBenh(id: ID!, input: KhamBenhInput!): KhamBenh!
  "Ends the exam when currentState is DangKham (needs the primary ICD and a treatment plan), reopens it when DaKham; refuses a stale currentState."
  verifyKhamBenh(id: ID!, currentState: String!): KhamBenh!
  "Saves and ends in one transaction."
  saveAndVerifyKhamBenh(id: ID!, input: KhamBenhInput!): KhamBenh!
  "Cancels an exam being examined, with the reason; its order can be examined again."
  cancelKhamBenh(id: ID!, reason: String!): KhamBenh!
  "Removes an exam begun by mistake that holds nothing yet (no vital sign, diagnosis or note)."
  removeKhamBenh(id: ID!): Boolean!
  "Sends the patient to another room for an examination service (both required): the order is cancelled (with an exam being examined), a new one priced and numbered there."
  chuyenPhongKham(DichVuYeuCau_Id: ID!, DichVu_Id: ID!, PhongBan_Id: ID!): HangDoiKhamBenh!
}
${transferRecordSchema}
${treatmentHistorySchema}
${prescriptionSchema}

${serviceOrderSchema}
${orderSetSchema}
`;
