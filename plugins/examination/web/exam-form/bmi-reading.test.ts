// The examination form's BMI line, one row per case: the value to one decimal and the category's message key by
// the patient's age on the exam day; by the birth year alone only for a patient surely past WHO's 5-19 table.
import { describe, expect, it } from 'vitest';
import { fromCalendarDate } from '@his/sdk/format';
import { bmiReading, type BmiPatient } from './bmi-reading';

const EXAM = fromCalendarDate({ year: 2026, month: 3, day: 5 });
const born = (year: number, month = 1, day = 1) => fromCalendarDate({ year, month, day });

const cases: [string, { ChieuCao: number | null; CanNang: number | null }, BmiPatient, { value: number; key: string } | null][] = [
  ['no height yet: nothing to show', { ChieuCao: null, CanNang: 60 }, { NgaySinh: born(1980), NamSinh: 1980, GioiTinh: 'MALE' }, null],
  ['an adult of 170 cm and 80 kg is overweight I', { ChieuCao: 170, CanNang: 80 }, { NgaySinh: born(1980), NamSinh: 1980, GioiTinh: 'MALE' }, { value: 27.7, key: 'format.bmi.category.overweightI' }],
  ['a girl of six at 110 cm and 19 kg is in good health by the 5-19 table', { ChieuCao: 110, CanNang: 19 }, { NgaySinh: born(2019, 9, 1), NamSinh: 2019, GioiTinh: 'FEMALE' }, { value: 15.7, key: 'format.bmi.category.goodHealth' }],
  ['nearly the same BMI is thinness I for a boy of 15', { ChieuCao: 170, CanNang: 45 }, { NgaySinh: born(2011, 1, 10), NamSinh: 2011, GioiTinh: 'MALE' }, { value: 15.6, key: 'format.bmi.category.thinnessI' }],
  ['an adult known by birth year only is classed by the adult table', { ChieuCao: 155, CanNang: 62 }, { NgaySinh: null, NamSinh: 1958, GioiTinh: 'OTHER' }, { value: 25.8, key: 'format.bmi.category.overweightI' }],
  ['someone maybe under 19 years and a month, by birth year only, cannot be classed', { ChieuCao: 160, CanNang: 50 }, { NgaySinh: null, NamSinh: 2006, GioiTinh: 'FEMALE' }, { value: 19.5, key: 'format.bmi.error' }],
  ['a child of unrecorded sex cannot be classed', { ChieuCao: 110, CanNang: 19 }, { NgaySinh: born(2019, 9, 1), NamSinh: 2019, GioiTinh: 'OTHER' }, { value: 15.7, key: 'format.bmi.error' }],
];

describe('the BMI line of the examination form', () => {
  it.each(cases)('%s', (_case, measures, patient, expected) => {
    expect(bmiReading(measures, patient, EXAM)).toEqual(expected);
  });
});
