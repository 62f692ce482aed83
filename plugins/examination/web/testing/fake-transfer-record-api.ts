// The transfer-record and history part of the fake examination API: two receiving hospitals, the exams' transfer
// records with the server's checks (rules/transfer.ts) and its one-live-record refusal, a patient's visits, a visit's
// costs by group, and the two printed papers rendered by the real template renderer from their default bodies.
import { MockRefusal, type MockAnswers } from '@his/sdk/testing';
import { renderPrintTemplate } from '@his/sdk/print-template';
import type { ChiPhiBenhNhanQuery, KhamBenhChuyenVienFieldsFragment, KhamBenhFieldsFragment, LichSuDieuTriQuery } from '../../generated/graphql';
import { followUpSlipPrint } from '../../print/follow-up-slip-print';
import { transferPaperPrint } from '../../print/transfer-paper-print';
import { checkChuyenVien, EMPTY_CHUYEN_VIEN, type ChuyenVienValues } from '../../rules/transfer';

type Record_ = KhamBenhChuyenVienFieldsFragment;
type Visit = LichSuDieuTriQuery['getLichSuDieuTriByBenhNhan'][number];
type Cost = ChiPhiBenhNhanQuery['chiPhiBenhNhan'];

export const HOSPITALS = [
  { _id: 'bv-cho-ray', MaBenhVien: '79001', TenBenhVien: 'Bệnh viện Chợ Rẫy', TamNgung: false },
  { _id: 'bv-bach-mai', MaBenhVien: '01001', TenBenhVien: 'Bệnh viện Bạch Mai', TamNgung: false },
];

export interface FakeTransferRecordState {
  /** Every exam's transfer records, live and cancelled. */
  records: Record_[];
  /** A patient's earlier visits, by patient id; the visit of the exam is added from the queue. */
  earlierVisits: Record<string, Visit[]>;
}

/** A visit of the queue, with its patient and exam as the queue row holds them. */
export interface QueueVisit {
  TiepNhan_Id: string;
  MaTiepNhan: string;
  BenhNhan_Id: string;
  TenBenhNhan: string;
  MaYTe: string;
  GioiTinh: string;
  NamSinh: number;
  SoTheBHYT?: string | null;
  KhamBenh: KhamBenhFieldsFragment | null;
}

export interface FakeTransferRecordContext {
  refused: (name: string) => void;
  /** The exam of an id, as the queue holds it; refuses an unknown one. */
  examOf: (id: string) => KhamBenhFieldsFragment;
  icds: readonly { _id: string; MaICD: string; TenICD: string }[];
  /** The visits of the queue now. */
  visits: () => readonly QueueVisit[];
}

// 2 February 2026, 09:00 in Asia/Ho_Chi_Minh: an earlier visit of a patient.
const EARLIER = Date.UTC(2026, 1, 2, 2, 0);

/** An earlier visit of the sample examined patient (number 3), with an exam, a lab order and a drug. */
export function sampleEarlierVisits(): Record<string, Visit[]> {
  return {
    'bn-3': [{
      TiepNhan_Id: 'tn-old-3', MaTiepNhan: 'TN26020200017', NgayTiepNhan: EARLIER, TrangThai: 'HoanTat', TenDoiTuong: 'Bảo hiểm y tế', MaYTe: '26000003',
      TenBenhNhan: 'Trần Quốc Bình', GioiTinh: 'MALE', NamSinh: 1972, DiaChi: 'Phường Ba Đình, Thành phố Hà Nội', SoTheBHYT: 'DN4797924000002', BHYTNgayHetHieuLuc: null,
      KhamBenhs: [{ _id: 'kb-old-3', MaKhamBenh: 'KB260202000017', TenPhongBan: 'Phòng khám Nội 1', TenBacSiKham: 'BS. Trần Văn Khoa', MaICD: 'I10', TenICD: 'Bệnh lý tăng huyết áp vô căn (nguyên phát)', TenHuongGiaiQuyet: 'Cấp toa cho về', NgayTaiKham: null }],
      DichVuYeuCaus: [{ _id: 'dv-old-1', TenDichVu: 'Định lượng Glucose [máu]', TrangThai: 'CoKetQua' }],
      ToaThuocs: [{ _id: 'toa-old-1', LoaiToaThuoc: 'ToaBHYT', ChiTiets: [{ _id: 'thuoc-old-1', TenDuoc: 'Amlodipin 5 mg', SoLuong: 30, DonViTinh: 'Viên' }] }],
    }],
  };
}

/** The costs of a visit: its examination, two lab tests (one paid) and a drug. */
function sampleCost(visitId: string, code: string): Cost {
  const line = (id: string, Loai: string, Ten: string, SoLuong: number, DonGia: number, paid: boolean) => ({
    _id: id, Loai, Ten, DonViTinh: Loai === 'Thuoc' ? 'Viên' : null, SoLuong, DonGia, ThanhTien: SoLuong * DonGia, BenhNhanTra: SoLuong * DonGia, DaThuTien: paid, KhongThuTien: false,
  });
  const groups = [
    { MaNhom: 'KhamBenh', TenNhom: 'Khám bệnh', ChiTiets: [line('cp-1', 'DichVu', 'Khám Nội', 1, 39_000, true)] },
    { MaNhom: 'XetNghiem', TenNhom: 'Xét nghiệm', ChiTiets: [line('cp-2', 'DichVu', 'Tổng phân tích tế bào máu ngoại vi', 1, 46_200, true), line('cp-3', 'DichVu', 'Định lượng Glucose [máu]', 1, 21_500, false)] },
    { MaNhom: 'Thuoc', TenNhom: 'Thuốc', ChiTiets: [line('cp-4', 'Thuoc', 'Paracetamol 500 mg', 10, 500, false)] },
  ].map((group) => ({ ...group, ThanhTien: group.ChiTiets.reduce((sum, each) => sum + each.ThanhTien, 0), BenhNhanTra: group.ChiTiets.reduce((sum, each) => sum + each.BenhNhanTra, 0) }));
  const all = groups.flatMap((group) => group.ChiTiets);
  const paid = all.filter((each) => each.DaThuTien).reduce((sum, each) => sum + each.BenhNhanTra, 0);
  const total = all.reduce((sum, each) => sum + each.ThanhTien, 0);
  return { TiepNhan_Id: visitId, MaTiepNhan: code, TongTien: total, BenhNhanTra: total, DaThanhToan: paid, ChuaThanhToan: total - paid, Nhoms: groups };
}

/** A queue visit as the history lists it: the exam, its examination order, no prescription yet. */
function historyOf(visit: QueueVisit): Visit {
  const exam = visit.KhamBenh;
  return {
    TiepNhan_Id: visit.TiepNhan_Id, MaTiepNhan: visit.MaTiepNhan, NgayTiepNhan: exam?.NgayKham ?? EARLIER, TrangThai: 'DangThucHien', TenDoiTuong: visit.SoTheBHYT ? 'Bảo hiểm y tế' : 'Viện phí',
    MaYTe: visit.MaYTe, TenBenhNhan: visit.TenBenhNhan, GioiTinh: visit.GioiTinh, NamSinh: visit.NamSinh, DiaChi: 'Phường Ba Đình, Thành phố Hà Nội', SoTheBHYT: visit.SoTheBHYT ?? null,
    BHYTNgayHetHieuLuc: null,
    KhamBenhs: exam ? [{
      _id: exam._id, MaKhamBenh: exam.MaKhamBenh, TenPhongBan: 'Phòng khám Nội 1', TenBacSiKham: exam.TenBacSiKham ?? null, MaICD: exam.MaICD ?? null, TenICD: exam.TenICD ?? null,
      TenHuongGiaiQuyet: exam.TenHuongGiaiQuyet ?? null, NgayTaiKham: exam.NgayTaiKham ?? null,
    }] : [],
    DichVuYeuCaus: [{ _id: `dv-${visit.TiepNhan_Id}`, TenDichVu: 'Khám Nội', TrangThai: 'SanSang' }],
    ToaThuocs: [],
  };
}

export function fakeTransferRecordAnswers(state: FakeTransferRecordState, context: FakeTransferRecordContext): MockAnswers {
  let serial = 0;
  const visitOf = (visitId: string) => context.visits().find((visit) => visit.TiepNhan_Id === visitId) ?? null;
  const recordOf = (id: string) => {
    const found = state.records.find((record) => record._id === id);
    if (!found) throw new MockRefusal('examination.chuyenVien.notFound', 'id');
    return found;
  };
  const checked = (values: ChuyenVienValues, exam: KhamBenhFieldsFragment) => {
    const problem = checkChuyenVien(values, { examDate: exam.NgayKham });
    if (problem) throw new MockRefusal(problem.key, problem.field, { ...problem.params });
  };
  const named = (values: ChuyenVienValues) => {
    const icd = context.icds.find((each) => each._id === values.ICD_Id);
    const hospital = HOSPITALS.find((each) => each._id === values.BenhVien_Id);
    return {
      ...values, MaICD: icd?.MaICD ?? null, TenICD: icd?.TenICD ?? null, MaBenhVien: hospital?.MaBenhVien ?? null, TenBenhVien: hospital?.TenBenhVien ?? null,
      ICDPhus: values.ICDPhu_Ids.map((id) => context.icds.find((each) => each._id === id)).filter((each) => each !== undefined).map(({ _id, MaICD, TenICD }) => ({ _id, MaICD, TenICD })),
    };
  };
  return {
    KhamBenhChuyenViens: (variables) => ({ getKhamBenh_ChuyenVienByBenhNhanId: state.records.filter((record) => record.KhamBenh_Id === variables.KhamBenh_Id) }),
    CreateKhamBenhChuyenVien: (variables) => {
      context.refused('CreateKhamBenhChuyenVien');
      const exam = context.examOf(variables.input.KhamBenh_Id);
      const live = state.records.find((record) => record.KhamBenh_Id === exam._id && record.TrangThai !== 'DaHuy');
      if (live) throw new MockRefusal('examination.chuyenVien.alreadyRecorded', 'KhamBenh_Id', { code: live.MaChuyenVien, exam: exam.MaKhamBenh });
      const values = { ...EMPTY_CHUYEN_VIEN, ...variables.input } as ChuyenVienValues;
      checked(values, exam);
      serial++;
      const visit = visitOf(exam.TiepNhan_Id);
      const record: Record_ = {
        ...EMPTY_CHUYEN_VIEN, ...named(values), _id: `cv-${serial}`, MaChuyenVien: `CV2600000${serial}`, KhamBenh_Id: exam._id, MaKhamBenh: exam.MaKhamBenh, BenhNhan_Id: exam.BenhNhan_Id,
        TiepNhan_Id: exam.TiepNhan_Id, MaTiepNhan: visit?.MaTiepNhan ?? null, TenBacSiKham: exam.TenBacSiKham ?? null, TrangThai: 'DangSuDung', LyDoHuy: null, NgayChuyen: values.NgayChuyen ?? exam.NgayKham,
        BenhVien_Id: values.BenhVien_Id!, ICD_Id: values.ICD_Id!, LyDoChuyen: values.LyDoChuyen!, MaYTe: visit?.MaYTe ?? null, TenBenhNhan: visit?.TenBenhNhan ?? null, GioiTinh: visit?.GioiTinh ?? null,
        NamSinh: visit?.NamSinh ?? null, DiaChi: 'Phường Ba Đình, Thành phố Hà Nội', TenDanToc: 'Kinh', TenQuocTich: 'Việt Nam', TenNgheNghiep: null, SoTheBHYT: visit?.SoTheBHYT ?? null,
        BHYTNgayHieuLuc: null, BHYTNgayHetHieuLuc: null, updatedAt: exam.NgayKham,
      };
      state.records.push(record);
      return { createKhamBenh_ChuyenVien: record };
    },
    UpdateKhamBenhChuyenVien: (variables) => {
      context.refused('UpdateKhamBenhChuyenVien');
      const record = recordOf(variables.id);
      if (record.TrangThai === 'DaHuy') throw new MockRefusal('examination.chuyenVien.cancelled', 'id', { code: record.MaChuyenVien });
      const values = { ...EMPTY_CHUYEN_VIEN, ...variables.input } as ChuyenVienValues;
      checked(values, context.examOf(record.KhamBenh_Id));
      Object.assign(record, named(values), { updatedAt: record.updatedAt + 1 });
      return { updateKhamBenh_ChuyenVien: record };
    },
    CancelKhamBenhChuyenVien: (variables) => {
      context.refused('CancelKhamBenhChuyenVien');
      const record = recordOf(variables.id);
      if (String(variables.reason ?? '').trim() === '') throw new MockRefusal('validation.required', 'reason');
      Object.assign(record, { TrangThai: 'DaHuy', LyDoHuy: variables.reason, updatedAt: record.updatedAt + 1 });
      return { cancelKhamBenh_ChuyenVien: record };
    },
    RemoveKhamBenhChuyenVien: (variables) => {
      const record = recordOf(variables.id);
      state.records.splice(state.records.indexOf(record), 1);
      return { removeKhamBenh_ChuyenVien: true };
    },
    searchDM_BenhVien: (variables) => ({
      searchDM_BenhVien: HOSPITALS.filter((each) => each._id === variables.idDefault || `${each.MaBenhVien} ${each.TenBenhVien}`.toLowerCase().includes(String(variables.searchString ?? '').toLowerCase())),
    }),
    LichSuDieuTri: (variables) => {
      const current = context.visits().filter((visit) => visit.BenhNhan_Id === variables.BenhNhan_Id).map(historyOf);
      return { getLichSuDieuTriByBenhNhan: [...current, ...(state.earlierVisits[variables.BenhNhan_Id] ?? [])] };
    },
    ChiPhiBenhNhan: (variables) => {
      const visit = visitOf(variables.TiepNhan_Id);
      if (!visit) throw new MockRefusal('examination.visitNotFound', 'TiepNhan_Id');
      return { chiPhiBenhNhan: sampleCost(variables.TiepNhan_Id, visit.MaTiepNhan) };
    },
    InGiayChuyenTuyen: (variables) => ({ renderPrintTemplate: { html: renderPrintTemplate(transferPaperPrint.defaultBody, variables.data), paper: transferPaperPrint.paper } }),
    InGiayHenTaiKham: (variables) => ({ renderPrintTemplate: { html: renderPrintTemplate(followUpSlipPrint.defaultBody, variables.data), paper: followUpSlipPrint.paper } }),
  };
}
