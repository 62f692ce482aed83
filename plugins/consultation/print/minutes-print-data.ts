// What the printed minutes (consultation.bienBanHoiChan) show, built from minutes as the screens read them and the
// facility. Kept apart from the template so that a screen builds the data without the renderer in its bundle.
import type { Timestamp } from '@his/sdk';

/** Minutes as the screens read them (BienBanHoiChan), the fields the paper prints. */
export interface MinutesPrintRecord {
  MaBienBanHoiChan: string;
  TenBenhNhan?: string | null;
  MaYTe?: string | null;
  GioiTinh?: string | null;
  NamSinh?: number | null;
  DiaChi: string;
  MaTiepNhan?: string | null;
  NgayTiepNhan?: Timestamp | null;
  SoTheBHYT?: string | null;
  TenPhongBan?: string | null;
  NgayHoiChan: Timestamp;
  ThoiGianTomTat: Timestamp;
  DiaDiem: string;
  HinhThuc?: string | null;
  LoaiHoiChan?: string | null;
  TenBacSi?: string | null;
  LyDoHoiChan?: string | null;
  TomTatDienBien?: string | null;
  ChanDoan?: string | null;
  MaICD?: string | null;
  TenICD?: string | null;
  KetLuan?: string | null;
  HuongDieuTri?: string | null;
  TenPhuongPhapPhauThuat?: string | null;
  TenPhuongPhapVoCam?: string | null;
  TenPhauThuatVien?: string | null;
  TenBacSiGayMe?: string | null;
  ThoiGianDuKienPhauThuat?: Timestamp | null;
  ThanhPhans: readonly { TenNhanVien?: string | null; ViTri: string; ChucDanh?: string | null }[];
}

export interface MinutesPrintContext {
  facilityName: string;
  /** The authority over the facility ("Sở Y tế tỉnh Hòa Bình"); the paper leaves a line to fill when unknown. */
  authority?: string | null;
}

// Papers are Vietnamese medical records: their words are Vietnamese whatever the screen's language.
const SEX: Record<string, string> = { MALE: 'Nam', FEMALE: 'Nữ', OTHER: 'Khác' };
export const PAPER_ROLE: Record<string, string> = { ChuToa: 'Chủ trì', ThuKy: 'Thư ký', ThanhVien: 'Thành viên', HoTro: 'Hỗ trợ' };
const FORM: Record<string, string> = { TrucTiep: 'Trực tiếp', TaiGiuong: 'Tại giường bệnh', QuaDienThoai: 'Qua điện thoại', TrucTuyen: 'Trực tuyến (từ xa)' };
const KIND: Record<string, string> = { Khoa: 'Hội chẩn khoa', LienKhoa: 'Hội chẩn liên khoa', ToanVien: 'Hội chẩn toàn bệnh viện', LienVien: 'Hội chẩn liên bệnh viện' };
// The chair and the secretary head the list, as they sign; then the members and the supporting staff.
const ROLE_ORDER: Record<string, number> = { ChuToa: 0, ThuKy: 1, ThanhVien: 2, HoTro: 3 };

const nameOf = (rows: MinutesPrintRecord['ThanhPhans'], role: string) => rows.find((row) => row.ViTri === role)?.TenNhanVien ?? '';

/** The data the minutes print, from minutes and the facility. */
export function minutesPrintData(record: MinutesPrintRecord, context: MinutesPrintContext): Record<string, unknown> {
  const participants = [...record.ThanhPhans]
    .map((row, order) => ({ row, order }))
    .sort((a, b) => (ROLE_ORDER[a.row.ViTri] ?? 9) - (ROLE_ORDER[b.row.ViTri] ?? 9) || a.order - b.order)
    .map(({ row }, index) => ({ index: index + 1, name: row.TenNhanVien ?? '', title: row.ChucDanh ?? '', role: PAPER_ROLE[row.ViTri] ?? row.ViTri }));
  const surgery = [record.TenPhuongPhapPhauThuat, record.TenPhuongPhapVoCam, record.TenPhauThuatVien, record.TenBacSiGayMe, record.ThoiGianDuKienPhauThuat].some((value) => value !== null && value !== undefined && value !== '');
  return {
    authority: context.authority ?? '',
    facilityName: context.facilityName,
    department: record.TenPhongBan ?? '',
    code: record.MaBienBanHoiChan,
    kind: KIND[record.LoaiHoiChan ?? ''] ?? '',
    patientName: record.TenBenhNhan ?? '',
    patientCode: record.MaYTe ?? '',
    sex: SEX[record.GioiTinh ?? ''] ?? '',
    birthYear: record.NamSinh ?? '',
    address: record.DiaChi,
    visitCode: record.MaTiepNhan ?? '',
    visitDate: record.NgayTiepNhan ?? '',
    insuranceNumber: record.SoTheBHYT ?? '',
    heldAt: record.NgayHoiChan,
    place: record.DiaDiem,
    form: FORM[record.HinhThuc ?? ''] ?? '',
    proposingDoctor: record.TenBacSi ?? '',
    reason: record.LyDoHoiChan ?? '',
    summaryTime: record.ThoiGianTomTat,
    courseSummary: record.TomTatDienBien ?? '',
    diagnosis: record.ChanDoan ?? '',
    icd: [record.MaICD, record.TenICD].filter(Boolean).join(' - '),
    conclusion: record.KetLuan ?? '',
    treatmentDirection: record.HuongDieuTri ?? '',
    surgery: surgery
      ? {
          method: record.TenPhuongPhapPhauThuat ?? '',
          anaesthesia: record.TenPhuongPhapVoCam ?? '',
          surgeon: record.TenPhauThuatVien ?? '',
          anaesthetist: record.TenBacSiGayMe ?? '',
          plannedAt: record.ThoiGianDuKienPhauThuat ?? '',
        }
      : null,
    participants,
    chairName: nameOf(record.ThanhPhans, 'ChuToa'),
    secretaryName: nameOf(record.ThanhPhans, 'ThuKy'),
  };
}

// 5 March 2026 in Asia/Ho_Chi_Minh: received at 07:30, summary to 09:30, held at 10:00, surgery planned for 14:00.
export const SAMPLE_MINUTES: MinutesPrintRecord = {
  MaBienBanHoiChan: 'HC26000012',
  TenBenhNhan: 'Trần Quốc Bình',
  MaYTe: 'BN26000042',
  GioiTinh: 'MALE',
  NamSinh: 1972,
  DiaChi: 'Phường Ba Đình, Thành phố Hà Nội',
  MaTiepNhan: 'TN26000318',
  NgayTiepNhan: Date.UTC(2026, 2, 5, 0, 30),
  SoTheBHYT: 'DN4797924000002',
  TenPhongBan: 'Khoa Khám bệnh',
  NgayHoiChan: Date.UTC(2026, 2, 5, 3, 0),
  ThoiGianTomTat: Date.UTC(2026, 2, 5, 2, 30),
  DiaDiem: 'Phòng giao ban khoa Khám bệnh',
  HinhThuc: 'TrucTiep',
  LoaiHoiChan: 'LienKhoa',
  TenBacSi: 'BS. Trần Văn Khoa',
  LyDoHoiChan: 'Đau hố chậu phải, nghi viêm ruột thừa cấp',
  TomTatDienBien: 'Đau bụng quanh rốn từ tối qua, sau khu trú hố chậu phải.\nSốt 38,5 °C, bạch cầu 14 G/L. Siêu âm: ruột thừa đường kính 9 mm.',
  ChanDoan: 'Viêm ruột thừa cấp',
  MaICD: 'K35',
  TenICD: 'Viêm ruột thừa cấp',
  KetLuan: 'Viêm ruột thừa cấp, có chỉ định phẫu thuật cấp cứu',
  HuongDieuTri: 'Phẫu thuật nội soi cắt ruột thừa; kháng sinh dự phòng',
  TenPhuongPhapPhauThuat: 'Phẫu thuật nội soi',
  TenPhuongPhapVoCam: 'Gây mê nội khí quản',
  TenPhauThuatVien: 'BS. Lê Minh Tuấn',
  TenBacSiGayMe: 'BS. Phạm Thu Hà',
  ThoiGianDuKienPhauThuat: Date.UTC(2026, 2, 5, 7, 0),
  ThanhPhans: [
    { TenNhanVien: 'BS. Trần Văn Khoa', ViTri: 'ThuKy', ChucDanh: 'Bác sĩ khoa Khám bệnh' },
    { TenNhanVien: 'BS. Ngô Thị Lan', ViTri: 'ChuToa', ChucDanh: 'Phó giám đốc' },
    { TenNhanVien: 'BS. Lê Minh Tuấn', ViTri: 'ThanhVien', ChucDanh: 'Trưởng khoa Ngoại' },
    { TenNhanVien: 'BS. Phạm Thu Hà', ViTri: 'ThanhVien', ChucDanh: 'Khoa Gây mê hồi sức' },
    { TenNhanVien: 'ĐD. Vũ Thị Hồng', ViTri: 'HoTro', ChucDanh: null },
  ],
};
