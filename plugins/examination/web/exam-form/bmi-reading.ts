// The BMI line of the examination form (spec §9): the value to one decimal and its category by the patient's sex and
// age on the exam day, as message keys; a child's category needs the birth date, an adult's the birth year only.
import type { Timestamp } from '@his/sdk';
import { bmi, bmiCategory, roundBmi, toCalendarDate, WHO_DAYS_PER_MONTH, type Sex } from '@his/sdk/format';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface BmiReading {
  value: number;
  /** format.bmi.category.<code>, or format.bmi.error when no table fits. */
  key: string;
}

export interface BmiPatient {
  NgaySinh?: Timestamp | null;
  NamSinh: number;
  GioiTinh: string;
}

const SEX: Record<string, Sex> = { MALE: 'male', FEMALE: 'female' };

/** Null until both the height and the weight are numbers. */
export function bmiReading(measures: { ChieuCao: number | null; CanNang: number | null }, patient: BmiPatient, examAt: Timestamp): BmiReading | null {
  if (measures.ChieuCao === null || measures.CanNang === null) return null;
  const raw = bmi(measures.CanNang, measures.ChieuCao);
  if (!Number.isFinite(raw)) return null;
  const value = roundBmi(raw);
  let ageDays: number;
  let sex = SEX[patient.GioiTinh];
  if (patient.NgaySinh != null) {
    ageDays = (examAt - patient.NgaySinh) / DAY_MS;
  } else {
    // By the year alone someone is surely past the last month of WHO's 5-19 table (19 years and a month) only from
    // the 21st calendar year on; a younger patient's category needs the day of birth.
    const years = toCalendarDate(examAt).year - patient.NamSinh;
    if (years < 21) return { value, key: 'format.bmi.error' };
    ageDays = (years - 1) * 12 * WHO_DAYS_PER_MONTH;
    // The adult table is the same for both sexes.
    sex ??= 'male';
  }
  if (!sex) return { value, key: 'format.bmi.error' };
  const assessment = bmiCategory({ bmi: value, ageDays, sex });
  return { value, key: assessment.ok ? `format.bmi.category.${assessment.category}` : assessment.messageKey };
}
