// The shift form's values: a new shift of a day (the morning by default), a shift to change, what a save sends, what
// the form refuses before sending with the server's own rule, and a refusal's field as the form shows it.
import type { Timestamp } from '@his/sdk';
import { shiftTimesProblem } from '../../rules/shifts';

const HOUR_MS = 60 * 60 * 1000;

export interface ShiftValues {
  _id: string | null;
  NhanVien_Id: string | null;
  BatDau: Timestamp | null;
  KetThuc: Timestamp | null;
  ThuTuUuTien: number | null;
  DichVu_Ids: string[];
  GhiChu: string;
}

/** A new shift on a day (its start in Vietnam): 07:00 to 11:30, first priority. */
export function newShift(day: Timestamp): ShiftValues {
  return { _id: null, NhanVien_Id: null, BatDau: day + 7 * HOUR_MS, KetThuc: day + 11.5 * HOUR_MS, ThuTuUuTien: 1, DichVu_Ids: [], GhiChu: '' };
}

export function shiftValuesOf(shift: { _id: string; NhanVien_Id: string; BatDau: number; KetThuc: number; ThuTuUuTien: number; DichVu_Ids: readonly string[]; GhiChu?: string | null }): ShiftValues {
  return { _id: shift._id, NhanVien_Id: shift.NhanVien_Id, BatDau: shift.BatDau, KetThuc: shift.KetThuc, ThuTuUuTien: shift.ThuTuUuTien, DichVu_Ids: [...shift.DichVu_Ids], GhiChu: shift.GhiChu ?? '' };
}

export function shiftInputOf(values: ShiftValues) {
  return {
    NhanVien_Id: values.NhanVien_Id,
    BatDau: values.BatDau,
    KetThuc: values.KetThuc,
    ThuTuUuTien: values.ThuTuUuTien,
    DichVu_Ids: values.DichVu_Ids,
    GhiChu: values.GhiChu.trim() === '' ? null : values.GhiChu.trim(),
  };
}

export type ShiftProblems = Readonly<Record<string, { key: string; params: Readonly<Record<string, string | number>> } | undefined>>;

/** The staff member and both times are needed, the end after the start and within a day. */
export function shiftProblemsBeforeSave(values: ShiftValues): ShiftProblems {
  const required = { key: 'validation.required', params: {} };
  if (values.NhanVien_Id === null) return { NhanVien_Id: required };
  if (values.BatDau === null) return { BatDau: required };
  if (values.KetThuc === null) return { KetThuc: required };
  if (values.ThuTuUuTien === null || Number.isNaN(values.ThuTuUuTien)) return { ThuTuUuTien: required };
  const times = shiftTimesProblem(values.BatDau, values.KetThuc);
  return times ? { [times.field]: { key: times.key, params: {} } } : {};
}

/** The form field of a refusal: a service of the list under the services' picker. */
export function shiftFieldOf(field: string): string {
  const bare = field.startsWith('input.') ? field.slice('input.'.length) : field;
  return /^DichVu_Ids\.\d+$/.test(bare) ? 'DichVu_Ids' : bare;
}

export function shiftFields(serviceCount: number): Set<string> {
  const fields = ['NhanVien_Id', 'BatDau', 'KetThuc', 'ThuTuUuTien', 'DichVu_Ids', 'GhiChu'];
  for (let index = 0; index < serviceCount; index++) fields.push(`DichVu_Ids.${index}`);
  return new Set([...fields, ...fields.map((field) => `input.${field}`)]);
}
