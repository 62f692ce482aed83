// What makes a transfer-out record (KhamBenh_ChuyenVien, spec §3, the giấy chuyển tuyến of Thông tư 14/2014/TT-BYT)
// valid, and the last day a follow-up slip is valid (spec §9). Shared by the server, which refuses with these keys,
// and the form, which shows them under its fields first.
import type { Timestamp } from '@his/sdk';
import { fromCalendarDate, startOfDay, toCalendarDate } from '@his/sdk/format';
import { findProblem, maxLength } from '@his/sdk/validation';
import type { FieldProblem } from './exam';

/** DangSuDung live, DaHuy cancelled (kept with its number and reason: the paper may have been printed). */
export const TRANG_THAI_CHUYEN_VIEN = ['DangSuDung', 'DaHuy'] as const;
export type TrangThaiChuyenVien = (typeof TRANG_THAI_CHUYEN_VIEN)[number];

/**
 * How the patient is transferred. No catalogue holds these (catalogues has DM_BenhVien for the receiving facility,
 * none for the form): a fixed list of the directions the Law on Medical Examination and Treatment 2023 names between
 * care levels (cấp khám bệnh, chữa bệnh), which replaced the old "tuyến" in 2025.
 */
export const HINH_THUC_CHUYEN = ['LenCapTren', 'VeCapDuoi', 'CungCap'] as const;
export type HinhThucChuyen = (typeof HINH_THUC_CHUYEN)[number];

/** The text fields of a transfer record with the most characters each keeps. */
export const CHUYEN_VIEN_TEXT_LIMITS = {
  NoiLamViec: 200,
  DauHieuLamSang: 2000,
  KetQuaXetNghiem: 2000,
  ChanDoan: 1000,
  PhuongPhapDieuTri: 2000,
  TinhTrangNguoiBenh: 1000,
  LyDoChuyen: 1000,
  SoChuyenVien: 50,
  HuongDieuTri: 1000,
  PhuongTienVanChuyen: 200,
  HoTenNguoiDuaDi: 200,
} as const;
export type ChuyenVienTextField = keyof typeof CHUYEN_VIEN_TEXT_LIMITS;

/** Most secondary diagnoses one transfer paper carries. */
export const MAX_CHUYEN_VIEN_SECONDARY_ICDS = 12;
/** Most transfers a paper may count (SoLuotChuyen: the how-many-th transfer of this illness). */
export const MAX_SO_LUOT_CHUYEN = 99;

export interface ChuyenVienValues extends Record<ChuyenVienTextField, string | null> {
  NgayChuyen: Timestamp | null;
  BenhVien_Id: string | null;
  HinhThucChuyen_Id: string | null;
  ICD_Id: string | null;
  ICDPhu_Ids: string[];
  ChuyenTuNgay: Timestamp | null;
  ChuyenDenNgay: Timestamp | null;
  SoLuotChuyen: number | null;
}

export const EMPTY_CHUYEN_VIEN: ChuyenVienValues = {
  NoiLamViec: null, DauHieuLamSang: null, KetQuaXetNghiem: null, ChanDoan: null, PhuongPhapDieuTri: null, TinhTrangNguoiBenh: null,
  LyDoChuyen: null, SoChuyenVien: null, HuongDieuTri: null, PhuongTienVanChuyen: null, HoTenNguoiDuaDi: null,
  NgayChuyen: null, BenhVien_Id: null, HinhThucChuyen_Id: null, ICD_Id: null, ICDPhu_Ids: [], ChuyenTuNgay: null, ChuyenDenNgay: null, SoLuotChuyen: null,
};

const problem = (field: string, key: string, params: Record<string, string | number> = {}): FieldProblem => ({ field, key, params });

/**
 * The first problem of a transfer record's values, or null: the main ICD, the reason and the receiving facility are
 * required, no secondary ICD is the main one or twice, the treatment period runs forwards, and the transfer is not
 * dated before the exam (`examDate`, when it began) on the Vietnamese calendar.
 */
export function checkChuyenVien(values: ChuyenVienValues, context: { examDate: Timestamp }): FieldProblem | null {
  for (const [field, max] of Object.entries(CHUYEN_VIEN_TEXT_LIMITS) as [ChuyenVienTextField, number][]) {
    const found = findProblem(values[field], [maxLength(max)]);
    if (found) return { field, ...found };
  }
  if (values.ICD_Id === null) return problem('ICD_Id', 'examination.chuyenVien.icdRequired');
  if (values.ICDPhu_Ids.length > MAX_CHUYEN_VIEN_SECONDARY_ICDS) return problem('ICDPhu_Ids', 'examination.tooManySecondaryIcds', { max: MAX_CHUYEN_VIEN_SECONDARY_ICDS });
  if (values.ICDPhu_Ids.includes(values.ICD_Id)) return problem('ICDPhu_Ids', 'examination.secondaryIcdIsPrimary');
  if (new Set(values.ICDPhu_Ids).size !== values.ICDPhu_Ids.length) return problem('ICDPhu_Ids', 'examination.secondaryIcdTwice');
  if (values.LyDoChuyen === null || values.LyDoChuyen.trim() === '') return problem('LyDoChuyen', 'examination.chuyenVien.reasonRequired');
  if (values.BenhVien_Id === null) return problem('BenhVien_Id', 'examination.chuyenVien.facilityRequired');
  if (values.HinhThucChuyen_Id !== null && !(HINH_THUC_CHUYEN as readonly string[]).includes(values.HinhThucChuyen_Id)) {
    return problem('HinhThucChuyen_Id', 'examination.chuyenVien.kindUnknown');
  }
  for (const field of ['NgayChuyen', 'ChuyenTuNgay', 'ChuyenDenNgay'] as const) {
    const value = values[field];
    if (value !== null && !Number.isFinite(value)) return problem(field, 'examination.dateInvalid');
  }
  if (values.ChuyenTuNgay !== null && values.ChuyenDenNgay !== null && startOfDay(values.ChuyenDenNgay) < startOfDay(values.ChuyenTuNgay)) {
    return problem('ChuyenDenNgay', 'examination.chuyenVien.periodBackwards');
  }
  if (values.NgayChuyen !== null && startOfDay(values.NgayChuyen) < startOfDay(context.examDate)) return problem('NgayChuyen', 'examination.chuyenVien.beforeExam');
  if (values.SoLuotChuyen !== null && (!Number.isInteger(values.SoLuotChuyen) || values.SoLuotChuyen < 1 || values.SoLuotChuyen > MAX_SO_LUOT_CHUYEN)) {
    return problem('SoLuotChuyen', 'examination.vitalRange', { min: 1, max: MAX_SO_LUOT_CHUYEN });
  }
  return null;
}

/** A day on the Vietnamese calendar as 'yyyy-mm-dd', the form a facility lists its days off in. */
export function dayKey(value: Timestamp): string {
  const { year, month, day } = toCalendarDate(value);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Working days of a follow-up slip's validity (spec §9). */
export const FOLLOW_UP_WORKING_DAYS = 10;

/**
 * Midnight in Vietnam at the start of the `count`-th working day after the day of `from`: Monday to Friday, less the
 * `daysOff` given as 'yyyy-mm-dd'. Public holidays are not built in: Tết and the Hùng Kings' day follow the lunar
 * calendar, and the days off in lieu are decided each year, so a facility passes its own list.
 */
export function workingDaysAfter(from: Timestamp, count: number, daysOff: ReadonlySet<string> = new Set()): Timestamp {
  if (count <= 0) return startOfDay(from);
  let date = toCalendarDate(from);
  let left = count;
  for (;;) {
    // Noon keeps the weekday right whatever the offset; fromCalendarDate normalises day 32 into the next month.
    date = toCalendarDate(fromCalendarDate({ ...date, day: date.day + 1 }) + 12 * 60 * 60 * 1000);
    const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
    const start = fromCalendarDate(date);
    if (weekday === 0 || weekday === 6 || daysOff.has(dayKey(start))) continue;
    left--;
    if (left <= 0) return start;
  }
}

/** The last day a follow-up slip for `scheduled` is valid: once, within 10 working days from the scheduled date. */
export function followUpValidUntil(scheduled: Timestamp, daysOff?: ReadonlySet<string>): Timestamp {
  return workingDaysAfter(scheduled, FOLLOW_UP_WORKING_DAYS, daysOff);
}
