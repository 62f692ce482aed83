// Judging a lab result against its reference value (spec §3 Standard value): the range for the patient (male, female
// or child), whether a value is above, below or out of it, and the range as a Vietnamese result sheet prints it.
import type { Timestamp } from '@his/sdk';
import { ageInMonths, toCalendarDate } from '@his/sdk/format';

/** Under 16 full years is a child (Luật Trẻ em 2016, Article 1). */
export const CHILD_AGE_YEARS = 16;

export type Flag = 'Cao' | 'Thap' | 'BatThuong';

export interface Range {
  Min: number | null;
  Max: number | null;
}

export interface ReferenceValue {
  KieuDuLieu: string;
  NamMin: number | null;
  NamMax: number | null;
  NuMin: number | null;
  NuMax: number | null;
  TreEmMin: number | null;
  TreEmMax: number | null;
}

const NO_RANGE: Range = { Min: null, Max: null };

/**
 * Whether the patient is a child at `at` (the sampling time). With only the birth year, the age is counted as people
 * count it on a result sheet, this year minus the birth year.
 */
export function isChild(birth: { NgaySinh: Timestamp | null; NamSinh: number | null }, at: Timestamp): boolean {
  if (birth.NgaySinh !== null) {
    const months = ageInMonths(birth.NgaySinh, at);
    // A birth date after the sample is a typing mistake of a newborn's: a child either way.
    return months === null || months < CHILD_AGE_YEARS * 12;
  }
  if (birth.NamSinh !== null) return toCalendarDate(at).year - birth.NamSinh < CHILD_AGE_YEARS;
  return false;
}

/**
 * The range that applies: a child's when the reference value has one, else the sex's. For OTHER, the range only when
 * the male and female ranges agree, since neither can be assumed. A result that is not a number has no range.
 */
export function rangeFor(ref: ReferenceValue, sex: string, child: boolean): Range {
  if (ref.KieuDuLieu !== 'So') return NO_RANGE;
  if (child && (ref.TreEmMin !== null || ref.TreEmMax !== null)) return { Min: ref.TreEmMin, Max: ref.TreEmMax };
  const male = { Min: ref.NamMin, Max: ref.NamMax };
  const female = { Min: ref.NuMin, Max: ref.NuMax };
  if (sex === 'MALE') return male;
  if (sex === 'FEMALE') return female;
  return male.Min === female.Min && male.Max === female.Max ? male : NO_RANGE;
}

const NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;

/** A result typed as a number, with a dot or a comma before its decimals; null for anything else ('< 0,5', 'vết'). */
export function numberOf(KetQua: string): number | null {
  const text = KetQua.trim();
  return NUMBER.test(text) ? Number(text.replace(',', '.')) : null;
}

const POSITIVE = new Set(['duong tinh', 'duong', 'positive', 'pos', '+', '(+)', 'duong tinh (+)']);

/** Cao above the range, Thap below it (Min and Max themselves are normal), BatThuong a positive; null otherwise. */
export function flagOf(KetQua: string | null, KieuDuLieu: string, range: Range): Flag | null {
  if (KetQua === null || KetQua.trim() === '') return null;
  if (KieuDuLieu === 'AmDuong') {
    const said = KetQua.trim().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[đĐ]/g, 'd').toLowerCase().replace(/\s+/g, ' ');
    return POSITIVE.has(said) ? 'BatThuong' : null;
  }
  if (KieuDuLieu !== 'So') return null;
  const value = numberOf(KetQua);
  if (value === null) return null;
  if (range.Min !== null && value < range.Min) return 'Thap';
  if (range.Max !== null && value > range.Max) return 'Cao';
  return null;
}

/** A number as a Vietnamese sheet prints it: a decimal comma, no grouping. */
const vietnamese = (value: number) => String(value).replace('.', ',');

/** '3,9 - 6,4', '≤ 37', '≥ 0,9', or null when the range is open on both sides. */
export function rangeText(range: Range): string | null {
  if (range.Min !== null && range.Max !== null) return `${vietnamese(range.Min)} - ${vietnamese(range.Max)}`;
  if (range.Max !== null) return `≤ ${vietnamese(range.Max)}`;
  if (range.Min !== null) return `≥ ${vietnamese(range.Min)}`;
  return null;
}
