// What makes an examination (KhamBenh) valid (spec §5 Examination, §9): vital signs within what a body can show,
// the primary ICD (needed to end the exam, with a treatment plan), secondary ICDs other than it and each other, and a
// follow-up date not before the exam. The server refuses with these keys; the form shows them under its fields.
import type { Timestamp } from '@his/sdk';
import { startOfDay } from '@his/sdk/format';
import { findProblem, maxLength, type Problem } from '@his/sdk/validation';

/** DangKham being examined, DaKham ended, DaHuy cancelled. */
export const TRANG_THAI_KHAM_BENH = ['DangKham', 'DaKham', 'DaHuy'] as const;
export type TrangThaiKhamBenh = (typeof TRANG_THAI_KHAM_BENH)[number];

/** The vital signs, with the range a measurement must fall in (a typing slip beyond it, not a patient). */
export const VITAL_SIGNS = {
  Mach: { min: 20, max: 300 }, // pulse, beats a minute
  NhietDo: { min: 30, max: 45 }, // temperature, °C
  HuyetApTamThu: { min: 40, max: 300 }, // systolic blood pressure, mmHg
  HuyetApTamTruong: { min: 20, max: 200 }, // diastolic, mmHg
  NhipTho: { min: 5, max: 100 }, // respiration, a minute
  ChieuCao: { min: 20, max: 250 }, // height, cm
  CanNang: { min: 0.3, max: 400 }, // weight, kg
  SpO2: { min: 50, max: 100 }, // oxygen saturation, %
} as const;
export type VitalSign = keyof typeof VITAL_SIGNS;

/** Most secondary diagnoses one examination records. */
export const MAX_SECONDARY_ICDS = 12;

export interface KhamBenhValues {
  Mach: number | null;
  NhietDo: number | null;
  HuyetApTamThu: number | null;
  HuyetApTamTruong: number | null;
  NhipTho: number | null;
  ChieuCao: number | null;
  CanNang: number | null;
  SpO2: number | null;
  TrieuChungLamSang: string | null;
  TienSuBenh: string | null;
  ChanDoan: string | null;
  GhiChu: string | null;
  ICD_Id: string | null;
  ICDPhu_Ids: string[];
  HuongGiaiQuyet_Id: string | null;
  NgayTaiKham: Timestamp | null;
  BenhManTinh: boolean;
}

export const EMPTY_KHAM_BENH: KhamBenhValues = {
  Mach: null, NhietDo: null, HuyetApTamThu: null, HuyetApTamTruong: null, NhipTho: null, ChieuCao: null, CanNang: null, SpO2: null,
  TrieuChungLamSang: null, TienSuBenh: null, ChanDoan: null, GhiChu: null, ICD_Id: null, ICDPhu_Ids: [], HuongGiaiQuyet_Id: null,
  NgayTaiKham: null, BenhManTinh: false,
};

export interface FieldProblem extends Problem {
  field: string;
}

const TEXT_LIMITS = { TrieuChungLamSang: 2000, TienSuBenh: 2000, ChanDoan: 1000, GhiChu: 1000 } as const;

const problem = (field: string, key: string, params: Record<string, string | number> = {}): FieldProblem => ({ field, key, params });

/**
 * The first problem of an examination's values, or null. `ending` adds what ending the exam needs: the primary ICD
 * and the treatment plan (HuongGiaiQuyet). `examDate` is when the exam began: a follow-up cannot be before its day.
 */
export function checkKhamBenh(values: KhamBenhValues, context: { examDate: Timestamp; ending: boolean }): FieldProblem | null {
  for (const [field, range] of Object.entries(VITAL_SIGNS) as [VitalSign, { min: number; max: number }][]) {
    const value = values[field];
    if (value === null) continue;
    if (!Number.isFinite(value) || value < range.min || value > range.max) return problem(field, 'examination.vitalRange', { min: range.min, max: range.max });
  }
  if (values.HuyetApTamThu !== null && values.HuyetApTamTruong !== null && values.HuyetApTamTruong >= values.HuyetApTamThu) {
    return problem('HuyetApTamTruong', 'examination.diastolicAboveSystolic');
  }
  if ((values.HuyetApTamThu === null) !== (values.HuyetApTamTruong === null)) {
    return problem(values.HuyetApTamThu === null ? 'HuyetApTamThu' : 'HuyetApTamTruong', 'examination.bloodPressurePair');
  }
  for (const [field, max] of Object.entries(TEXT_LIMITS) as [keyof typeof TEXT_LIMITS, number][]) {
    const found = findProblem(values[field], [maxLength(max)]);
    if (found) return { field, ...found };
  }
  if (values.ICDPhu_Ids.length > MAX_SECONDARY_ICDS) return problem('ICDPhu_Ids', 'examination.tooManySecondaryIcds', { max: MAX_SECONDARY_ICDS });
  if (values.ICD_Id !== null && values.ICDPhu_Ids.includes(values.ICD_Id)) return problem('ICDPhu_Ids', 'examination.secondaryIcdIsPrimary');
  if (new Set(values.ICDPhu_Ids).size !== values.ICDPhu_Ids.length) return problem('ICDPhu_Ids', 'examination.secondaryIcdTwice');
  if (values.NgayTaiKham !== null && startOfDay(values.NgayTaiKham) < startOfDay(context.examDate)) return problem('NgayTaiKham', 'examination.followUpBeforeExam');
  if (context.ending) {
    if (values.ICD_Id === null) return problem('ICD_Id', 'examination.primaryIcdRequired');
    if (values.HuongGiaiQuyet_Id === null) return problem('HuongGiaiQuyet_Id', 'examination.treatmentPlanRequired');
  }
  return null;
}
