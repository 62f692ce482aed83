// The SDL and resolvers of transfer-out records (spec §3 KhamBenh_ChuyenVien, §7 Main service: records): the giấy
// chuyển tuyến an exam writes when its patient goes on to another facility.
import type { RequestContext } from '@his/sdk/server';
import { EXAM_QUEUE } from '../../reception/contract';
import { EXAMINATION_READ, EXAMINATION_WRITE } from '../rules/permissions';
import { getKhamBenhChuyenVienByBenhNhanId, type ChuyenVienFilter } from './transfer-record-reads';
import { cancelKhamBenhChuyenVien, createKhamBenhChuyenVien, removeKhamBenhChuyenVien, updateKhamBenhChuyenVien, type ChuyenVienInput } from './transfer-record-writes';

export const transferRecordSchema = /* GraphQL */ `
"A diagnosis named on a transfer paper."
type KhamBenh_ChuyenVien_ICD {
  _id: ID!
  MaICD: String!
  TenICD: String!
}

"A transfer-out record (spec §3 KhamBenh_ChuyenVien): the patient of an exam sent on to another facility, DangSuDung until cancelled (DaHuy)."
type KhamBenh_ChuyenVien {
  _id: ID!
  MaChuyenVien: String!
  KhamBenh_Id: ID!
  MaKhamBenh: String!
  NgayKham: Float!
  BenhNhan_Id: ID!
  TiepNhan_Id: ID!
  MaTiepNhan: String
  "The doctor who wrote it (the caller's staff record)."
  BacSiKham_Id: ID
  TenBacSiKham: String
  "DangSuDung live, DaHuy cancelled."
  TrangThai: String!
  LyDoHuy: String
  "Where the patient works (the paper's Nơi làm việc)."
  NoiLamViec: String
  NgayChuyen: Float!
  "The receiving facility (DM_BenhVien)."
  BenhVien_Id: ID!
  MaBenhVien: String
  TenBenhVien: String
  DiaChiBenhVien: String
  "LenCapTren to a higher care level, VeCapDuoi to a lower one, CungCap between facilities of one level (a fixed list: no catalogue holds it)."
  HinhThucChuyen_Id: String
  "Clinical signs (Dấu hiệu lâm sàng)."
  DauHieuLamSang: String
  "Results of tests and imaging (Kết quả xét nghiệm, cận lâm sàng)."
  KetQuaXetNghiem: String
  ChanDoan: String
  "The main diagnosis (DM_ICD)."
  ICD_Id: ID!
  MaICD: String
  TenICD: String
  ICDPhu_Ids: [ID!]!
  ICDPhus: [KhamBenh_ChuyenVien_ICD!]!
  "The methods, procedures and drugs used (Phương pháp, thủ thuật, kỹ thuật, thuốc đã sử dụng)."
  PhuongPhapDieuTri: String
  "The patient's condition when transferred."
  TinhTrangNguoiBenh: String
  LyDoChuyen: String!
  "The facility's own paper number (Số chuyển tuyến), if it keeps a book."
  SoChuyenVien: String
  "The treatment here: from, to."
  ChuyenTuNgay: Float
  ChuyenDenNgay: Float
  HuongDieuTri: String
  PhuongTienVanChuyen: String
  "The how-many-th transfer of this illness."
  SoLuotChuyen: Int
  "Who accompanies the patient."
  HoTenNguoiDuaDi: String
  "The patient, as the paper names them."
  MaYTe: String
  TenBenhNhan: String
  GioiTinh: String
  NamSinh: Int
  NgaySinh: Float
  DiaChi: String
  TenDanToc: String
  TenQuocTich: String
  TenNgheNghiep: String
  SoTheBHYT: String
  BHYTNgayHieuLuc: Float
  BHYTNgayHetHieuLuc: Float
  createdAt: Float!
  updatedAt: Float!
}

"What the doctor writes on a transfer-out record; on update a field left out keeps its value."
input KhamBenh_ChuyenVienInput {
  "The exam it belongs to: on create only."
  KhamBenh_Id: ID
  NoiLamViec: String
  NgayChuyen: Float
  BenhVien_Id: ID
  HinhThucChuyen_Id: String
  DauHieuLamSang: String
  KetQuaXetNghiem: String
  ChanDoan: String
  ICD_Id: ID
  ICDPhu_Ids: [ID!]
  PhuongPhapDieuTri: String
  TinhTrangNguoiBenh: String
  LyDoChuyen: String
  SoChuyenVien: String
  ChuyenTuNgay: Float
  ChuyenDenNgay: Float
  HuongDieuTri: String
  PhuongTienVanChuyen: String
  SoLuotChuyen: Int
  HoTenNguoiDuaDi: String
}

extend type Query {
  "The facility's transfer-out records matching every filter given (a patient, an exam, a visit, a doctor; one of the first three needed), newest first, cancelled ones too (at most 200); needs examination.read."
  getKhamBenh_ChuyenVienByBenhNhanId(BenhNhan_Id: ID, KhamBenh_Id: ID, TiepNhan_Id: ID, BacSiKham_Id: ID): [KhamBenh_ChuyenVien!]!
}

extend type Mutation {
  "Writes the transfer-out record of an exam being examined or ended (visit open): main ICD, reason and receiving facility required; one live record per exam; needs examination.write."
  createKhamBenh_ChuyenVien(input: KhamBenh_ChuyenVienInput!): KhamBenh_ChuyenVien!
  "Changes a live record with the same checks."
  updateKhamBenh_ChuyenVien(id: ID!, input: KhamBenh_ChuyenVienInput!): KhamBenh_ChuyenVien!
  "Removes a record written by mistake."
  removeKhamBenh_ChuyenVien(id: ID!): Boolean!
  "Cancels a live record with the reason; the exam can then be reopened or given a new record."
  cancelKhamBenh_ChuyenVien(id: ID!, reason: String!): KhamBenh_ChuyenVien!
}
`;

const reader = (ctx: RequestContext) => ctx.requirePermission(EXAMINATION_READ);
const examiner = (ctx: RequestContext) => ctx.requirePermission(EXAMINATION_WRITE);
const queueOf = (ctx: RequestContext) => ctx.provided(EXAM_QUEUE);

export const transferRecordResolvers = {
  Query: {
    getKhamBenh_ChuyenVienByBenhNhanId: (_: unknown, args: ChuyenVienFilter, ctx: RequestContext) => getKhamBenhChuyenVienByBenhNhanId(ctx.db, reader(ctx).nodeId, args),
  },
  Mutation: {
    createKhamBenh_ChuyenVien: (_: unknown, args: { input: ChuyenVienInput & { KhamBenh_Id?: unknown } }, ctx: RequestContext) =>
      createKhamBenhChuyenVien(ctx, examiner(ctx), queueOf(ctx), args.input),
    updateKhamBenh_ChuyenVien: (_: unknown, args: { id: string; input: ChuyenVienInput & { KhamBenh_Id?: unknown } }, ctx: RequestContext) => {
      // The exam a record belongs to does not change: a record for another exam is a new one.
      const { KhamBenh_Id: _exam, ...input } = args.input ?? {};
      return updateKhamBenhChuyenVien(ctx, examiner(ctx), queueOf(ctx), args.id, input);
    },
    removeKhamBenh_ChuyenVien: (_: unknown, args: { id: string }, ctx: RequestContext) => removeKhamBenhChuyenVien(ctx, examiner(ctx), queueOf(ctx), args.id),
    cancelKhamBenh_ChuyenVien: (_: unknown, args: { id: string; reason: string }, ctx: RequestContext) => cancelKhamBenhChuyenVien(ctx, examiner(ctx), queueOf(ctx), args.id, args.reason),
  },
};
