// What makes consultation minutes (BienBanHoiChan, spec §3; §5 Examination: "consultation needs date, address,
// doctor, employee name, location and summary time") valid. Shared by the server, which refuses with these keys, and
// the editor, which shows them under its fields first. The spec's list maps to: the date and time held
// (NgayHoiChan), the patient's address as the form prints it (DiaChi), the proposing doctor (BacSi_Id), the staff
// taking part (ThanhPhans, each by NhanVien), where it is held (DiaDiem) and the time the summary of the course runs
// to (ThoiGianTomTat); those six are required, nothing else is.
import type { Timestamp } from '@his/sdk';
import { startOfDay } from '@his/sdk/format';
import { findProblem, maxLength } from '@his/sdk/validation';
import { checkThanhPhans, type ThanhPhanValues } from './participants';

/** Nhap while written; DaKy once signed by the chair and the secretary, closed to change. */
export const TRANG_THAI_BIEN_BAN = ['Nhap', 'DaKy'] as const;
export type TrangThaiBienBan = (typeof TRANG_THAI_BIEN_BAN)[number];

/** NgoaiTru for a visit (TiepNhan) of an outpatient; NoiTru is kept for the inpatient record (BenhAn) later. */
export const LOAI_BIEN_BAN = ['NgoaiTru', 'NoiTru'] as const;

/**
 * How it is held: in person in a meeting room, at the patient's bedside, by telephone, or online (telemedicine).
 * No catalogue lists these: a fixed list of the forms Thông tư 32/2023/TT-BYT and telemedicine practice name.
 */
export const HINH_THUC_HOI_CHAN = ['TrucTiep', 'TaiGiuong', 'QuaDienThoai', 'TrucTuyen'] as const;

/** Who is convened: the department's doctors, several departments, the whole hospital, or other facilities too. */
export const LOAI_HOI_CHAN = ['Khoa', 'LienKhoa', 'ToanVien', 'LienVien'] as const;

/** The text fields with the most characters each keeps. */
export const BIEN_BAN_TEXT_LIMITS = {
  DiaChi: 500,
  DiaDiem: 200,
  LyDoHoiChan: 2000,
  TomTatDienBien: 8000,
  ChanDoan: 1000,
  KetLuan: 4000,
  HuongDieuTri: 4000,
} as const;
export type BienBanTextField = keyof typeof BIEN_BAN_TEXT_LIMITS;

/** The fields holding ids of staff (NhanVien), of the ICD and method catalogues and of a department or room. */
export const BIEN_BAN_REF_FIELDS = ['PhongBan_Id', 'BacSi_Id', 'ICD_Id', 'PhuongPhapPhauThuat_Id', 'PhuongPhapVoCam_Id', 'PhauThuatVien_Id', 'BacSiGayMe_Id'] as const;
export type BienBanRefField = (typeof BIEN_BAN_REF_FIELDS)[number];

export const BIEN_BAN_TIME_FIELDS = ['NgayHoiChan', 'ThoiGianTomTat', 'ThoiGianDuKienPhauThuat'] as const;
export type BienBanTimeField = (typeof BIEN_BAN_TIME_FIELDS)[number];

export interface BienBanHoiChanValues extends Record<BienBanTextField, string | null>, Record<BienBanRefField, string | null>, Record<BienBanTimeField, Timestamp | null> {
  HinhThuc: string | null;
  LoaiHoiChan: string | null;
  ThanhPhans: ThanhPhanValues[];
}

export const EMPTY_BIEN_BAN: BienBanHoiChanValues = {
  DiaChi: null, DiaDiem: null, LyDoHoiChan: null, TomTatDienBien: null, ChanDoan: null, KetLuan: null, HuongDieuTri: null,
  PhongBan_Id: null, BacSi_Id: null, ICD_Id: null, PhuongPhapPhauThuat_Id: null, PhuongPhapVoCam_Id: null, PhauThuatVien_Id: null, BacSiGayMe_Id: null,
  NgayHoiChan: null, ThoiGianTomTat: null, ThoiGianDuKienPhauThuat: null,
  HinhThuc: null, LoaiHoiChan: null, ThanhPhans: [],
};

/** A problem of the values: the field it concerns (`ThanhPhans.2.ViTri` for a participant's), its key and values. */
export interface FieldProblem {
  field: string;
  key: string;
  params: Readonly<Record<string, string | number>>;
}

const problem = (field: string, key: string, params: Record<string, string | number> = {}): FieldProblem => ({ field, key, params });

/** The earliest time the minutes record, and how far ahead of the clock a time held may be (clocks differ a little). */
const EARLIEST = Date.UTC(2000, 0, 1);
const AHEAD_MS = 60 * 60 * 1000;

export interface BienBanContext {
  /** When the visit (or the inpatient stay) began: the consultation is not held before it. */
  since: Timestamp | null;
  now: Timestamp;
}

const blank = (text: string | null) => text === null || text.trim() === '';

/**
 * The first problem of the minutes' values, or null, in the order the form shows its fields: the six required ones
 * of the spec (each named when missing), then the lists, the times' order (held after the visit began and not in the
 * future, the summary not after the day held, a planned surgery not before it), the text lengths, the participants.
 */
export function checkBienBanHoiChan(values: BienBanHoiChanValues, context: BienBanContext): FieldProblem | null {
  if (values.NgayHoiChan === null) return problem('NgayHoiChan', 'validation.required');
  if (values.ThoiGianTomTat === null) return problem('ThoiGianTomTat', 'validation.required');
  if (blank(values.DiaDiem)) return problem('DiaDiem', 'validation.required');
  if (blank(values.DiaChi)) return problem('DiaChi', 'validation.required');
  if (values.BacSi_Id === null) return problem('BacSi_Id', 'validation.required');
  if (values.HinhThuc !== null && !(HINH_THUC_HOI_CHAN as readonly string[]).includes(values.HinhThuc)) return problem('HinhThuc', 'consultation.hinhThucUnknown');
  if (values.LoaiHoiChan !== null && !(LOAI_HOI_CHAN as readonly string[]).includes(values.LoaiHoiChan)) return problem('LoaiHoiChan', 'consultation.loaiHoiChanUnknown');
  for (const field of BIEN_BAN_TIME_FIELDS) {
    const value = values[field];
    if (value !== null && (!Number.isFinite(value) || value < EARLIEST)) return problem(field, 'consultation.timeInvalid');
  }
  if (values.NgayHoiChan > context.now + AHEAD_MS) return problem('NgayHoiChan', 'consultation.heldInFuture');
  if (context.since !== null && startOfDay(values.NgayHoiChan) < startOfDay(context.since)) return problem('NgayHoiChan', 'consultation.beforeVisit');
  if (startOfDay(values.ThoiGianTomTat) > startOfDay(values.NgayHoiChan)) return problem('ThoiGianTomTat', 'consultation.summaryAfterMeeting');
  if (values.ThoiGianDuKienPhauThuat !== null && startOfDay(values.ThoiGianDuKienPhauThuat) < startOfDay(values.NgayHoiChan)) {
    return problem('ThoiGianDuKienPhauThuat', 'consultation.surgeryBeforeMeeting');
  }
  for (const [field, max] of Object.entries(BIEN_BAN_TEXT_LIMITS) as [BienBanTextField, number][]) {
    const found = findProblem(values[field], [maxLength(max)]);
    if (found) return { field, ...found };
  }
  return checkThanhPhans(values.ThanhPhans);
}
