// What the transfer paper (examination.giayChuyenTuyen) prints, made from a transfer-out record as the exam screen
// reads it. Kept apart from the template so the screen builds the data without the renderer in its bundle.
import type { Timestamp } from '@his/sdk';

/** A transfer-out record as the exam screen reads it (KhamBenh_ChuyenVien), the fields the paper prints. */
export interface TransferPaperRecord {
  MaChuyenVien: string;
  SoChuyenVien?: string | null;
  MaTiepNhan?: string | null;
  SoLuotChuyen?: number | null;
  TenBenhVien?: string | null;
  MaBenhVien?: string | null;
  TenBenhNhan?: string | null;
  MaYTe?: string | null;
  GioiTinh?: string | null;
  NamSinh?: number | null;
  TenDanToc?: string | null;
  TenQuocTich?: string | null;
  DiaChi?: string | null;
  TenNgheNghiep?: string | null;
  NoiLamViec?: string | null;
  SoTheBHYT?: string | null;
  BHYTNgayHieuLuc?: Timestamp | null;
  BHYTNgayHetHieuLuc?: Timestamp | null;
  ChuyenTuNgay?: Timestamp | null;
  ChuyenDenNgay?: Timestamp | null;
  DauHieuLamSang?: string | null;
  KetQuaXetNghiem?: string | null;
  ChanDoan?: string | null;
  MaICD?: string | null;
  TenICD?: string | null;
  ICDPhus?: readonly { MaICD: string; TenICD: string }[] | null;
  PhuongPhapDieuTri?: string | null;
  TinhTrangNguoiBenh?: string | null;
  LyDoChuyen?: string | null;
  HinhThucChuyen_Id?: string | null;
  HuongDieuTri?: string | null;
  NgayChuyen: Timestamp;
  PhuongTienVanChuyen?: string | null;
  HoTenNguoiDuaDi?: string | null;
  TenBacSiKham?: string | null;
}

// Papers are Vietnamese legal forms: their words are Vietnamese whatever the screen's language.
export const PAPER_SEX = { MALE: 'Nam', FEMALE: 'Nữ', OTHER: 'Khác' } as Record<string, string>;
const KIND = { LenCapTren: 'Chuyển lên cấp chuyên môn cao hơn', VeCapDuoi: 'Chuyển về cấp chuyên môn thấp hơn', CungCap: 'Chuyển cùng cấp chuyên môn' } as Record<string, string>;

const icdText = (icd: { MaICD?: string | null; TenICD?: string | null }) => [icd.MaICD, icd.TenICD].filter(Boolean).join(' - ');

/** The data the transfer paper prints, from a record and the facility's name. */
export function transferPaperData(record: TransferPaperRecord, facilityName: string): Record<string, unknown> {
  return {
    facilityName,
    code: record.MaChuyenVien,
    paperNumber: record.SoChuyenVien ?? '',
    visitCode: record.MaTiepNhan ?? '',
    transferCount: record.SoLuotChuyen ?? '',
    receivingFacility: record.TenBenhVien ?? '',
    receivingFacilityCode: record.MaBenhVien ?? '',
    patientName: record.TenBenhNhan ?? '',
    patientCode: record.MaYTe ?? '',
    sex: PAPER_SEX[record.GioiTinh ?? ''] ?? '',
    birthYear: record.NamSinh ?? '',
    ethnicity: record.TenDanToc ?? '',
    nationality: record.TenQuocTich ?? '',
    address: record.DiaChi ?? '',
    occupation: record.TenNgheNghiep ?? '',
    workplace: record.NoiLamViec ?? '',
    insuranceNumber: record.SoTheBHYT ?? '',
    insuranceValidFrom: record.BHYTNgayHieuLuc ?? '',
    insuranceValidTo: record.BHYTNgayHetHieuLuc ?? '',
    treatedFrom: record.ChuyenTuNgay ?? '',
    treatedTo: record.ChuyenDenNgay ?? '',
    clinicalSigns: record.DauHieuLamSang ?? '',
    testResults: record.KetQuaXetNghiem ?? '',
    diagnosis: record.ChanDoan ?? '',
    mainIcd: icdText(record),
    secondaryIcds: (record.ICDPhus ?? []).map(icdText),
    treatment: record.PhuongPhapDieuTri ?? '',
    condition: record.TinhTrangNguoiBenh ?? '',
    reason: record.LyDoChuyen ?? '',
    kindName: KIND[record.HinhThucChuyen_Id ?? ''] ?? '',
    furtherTreatment: record.HuongDieuTri ?? '',
    transferredAt: record.NgayChuyen,
    transport: record.PhuongTienVanChuyen ?? '',
    escort: record.HoTenNguoiDuaDi ?? '',
    doctorName: record.TenBacSiKham ?? '',
  };
}

// 5 March 2026 in Asia/Ho_Chi_Minh: examined at 08:30, transferred at 10:15.
export const SAMPLE_TRANSFER_RECORD: TransferPaperRecord = {
  MaChuyenVien: 'CV26000007',
  SoChuyenVien: '15/2026',
  MaTiepNhan: 'TN26000318',
  SoLuotChuyen: 1,
  TenBenhVien: 'Bệnh viện Chợ Rẫy',
  MaBenhVien: '79001',
  TenBenhNhan: 'Trần Quốc Bình',
  MaYTe: 'BN26000042',
  GioiTinh: 'MALE',
  NamSinh: 1972,
  TenDanToc: 'Kinh',
  TenQuocTich: 'Việt Nam',
  DiaChi: 'Phường Ba Đình, Thành phố Hà Nội',
  TenNgheNghiep: 'Công nhân',
  NoiLamViec: 'Công ty May Sông Hồng',
  SoTheBHYT: 'DN4797924000002',
  BHYTNgayHieuLuc: Date.UTC(2025, 11, 31, 17, 0),
  BHYTNgayHetHieuLuc: Date.UTC(2026, 11, 30, 17, 0),
  ChuyenTuNgay: Date.UTC(2026, 2, 5, 1, 30),
  ChuyenDenNgay: Date.UTC(2026, 2, 5, 3, 15),
  DauHieuLamSang: 'Đau ngực trái dữ dội, vã mồ hôi',
  KetQuaXetNghiem: 'Điện tim: ST chênh lên DII, DIII, aVF',
  ChanDoan: 'Nhồi máu cơ tim cấp thành dưới',
  MaICD: 'I21',
  TenICD: 'Nhồi máu cơ tim cấp',
  ICDPhus: [{ MaICD: 'I10', TenICD: 'Bệnh lý tăng huyết áp vô căn (nguyên phát)' }],
  PhuongPhapDieuTri: 'Aspirin 300 mg, thở oxy',
  TinhTrangNguoiBenh: 'Tỉnh, huyết áp 100/60 mmHg',
  LyDoChuyen: 'Vượt quá khả năng chuyên môn',
  HinhThucChuyen_Id: 'LenCapTren',
  HuongDieuTri: 'Can thiệp mạch vành',
  NgayChuyen: Date.UTC(2026, 2, 5, 3, 15),
  PhuongTienVanChuyen: 'Xe cứu thương',
  HoTenNguoiDuaDi: 'Điều dưỡng Lê Thị Mai',
  TenBacSiKham: 'BS. Trần Văn Khoa',
};
