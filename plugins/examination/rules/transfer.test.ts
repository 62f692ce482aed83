// The checks of a transfer-out record, one case a row, and the last day of a follow-up slip's validity counted in
// working days (Monday to Friday, less the facility's days off).
import { describe, expect, it } from 'vitest';
import { fromCalendarDate } from '@his/sdk/format';
import { checkChuyenVien, dayKey, EMPTY_CHUYEN_VIEN, followUpValidUntil, workingDaysAfter, type ChuyenVienValues } from './transfer';

// 25 November 2026 (a Wednesday), 09:00 in Vietnam.
const EXAM_DATE = Date.UTC(2026, 10, 25, 2, 0);
const DAY = 24 * 60 * 60 * 1000;
const filled: ChuyenVienValues = {
  ...EMPTY_CHUYEN_VIEN, ICD_Id: 'icd-i21', ICDPhu_Ids: ['icd-i10'], LyDoChuyen: 'Vượt quá khả năng chuyên môn', BenhVien_Id: 'bv-cho-ray',
  HinhThucChuyen_Id: 'LenCapTren', NgayChuyen: EXAM_DATE + 2 * 60 * 60 * 1000, ChuyenTuNgay: EXAM_DATE, ChuyenDenNgay: EXAM_DATE, SoLuotChuyen: 1,
};
const day = (year: number, month: number, date: number) => fromCalendarDate({ year, month, day: date });

describe('checking a transfer-out record', () => {
  it('accepts a complete record, and one transferred later on the day the exam began', () => {
    expect(checkChuyenVien(filled, { examDate: EXAM_DATE })).toBeNull();
    expect(checkChuyenVien({ ...filled, NgayChuyen: EXAM_DATE - 60 * 60 * 1000 }, { examDate: EXAM_DATE })).toBeNull();
  });

  const mistakes: [caseName: string, change: Partial<ChuyenVienValues>, field: string, key: string][] = [
    ['no main diagnosis', { ICD_Id: null }, 'ICD_Id', 'examination.chuyenVien.icdRequired'],
    ['a secondary diagnosis that is the main one', { ICDPhu_Ids: ['icd-i21'] }, 'ICDPhu_Ids', 'examination.secondaryIcdIsPrimary'],
    ['a secondary diagnosis twice', { ICDPhu_Ids: ['icd-i10', 'icd-i10'] }, 'ICDPhu_Ids', 'examination.secondaryIcdTwice'],
    ['no reason for the transfer', { LyDoChuyen: null }, 'LyDoChuyen', 'examination.chuyenVien.reasonRequired'],
    ['a reason of blanks', { LyDoChuyen: '   ' }, 'LyDoChuyen', 'examination.chuyenVien.reasonRequired'],
    ['no receiving facility', { BenhVien_Id: null }, 'BenhVien_Id', 'examination.chuyenVien.facilityRequired'],
    ['a kind of transfer not on the list', { HinhThucChuyen_Id: 'BayLen' }, 'HinhThucChuyen_Id', 'examination.chuyenVien.kindUnknown'],
    ['a treatment period ending before it began', { ChuyenTuNgay: EXAM_DATE, ChuyenDenNgay: EXAM_DATE - DAY }, 'ChuyenDenNgay', 'examination.chuyenVien.periodBackwards'],
    ['a transfer dated the day before the exam', { NgayChuyen: EXAM_DATE - DAY }, 'NgayChuyen', 'examination.chuyenVien.beforeExam'],
    ['a transfer count of zero', { SoLuotChuyen: 0 }, 'SoLuotChuyen', 'examination.vitalRange'],
    ['a reason longer than 1,000 characters', { LyDoChuyen: 'a'.repeat(1001) }, 'LyDoChuyen', 'validation.maxLength'],
  ];
  it.each(mistakes)('refuses %s, naming the field', (_case, change, field, key) => {
    expect(checkChuyenVien({ ...filled, ...change }, { examDate: EXAM_DATE })).toMatchObject({ field, key });
  });
});

describe('the last day of a follow-up slip', () => {
  const rows: [caseName: string, scheduled: number, daysOff: string[], validUntil: string][] = [
    ['scheduled on a Monday: two weeks later, on Monday', day(2026, 3, 2), [], '2026-03-16'],
    ['scheduled on a Friday: the Friday after next', day(2026, 3, 6), [], '2026-03-20'],
    ['scheduled on a Saturday: weekends are not counted', day(2026, 3, 7), [], '2026-03-20'],
    ['scheduled late in the evening: counted from that day in Vietnam', Date.UTC(2026, 2, 6, 16, 30), [], '2026-03-20'],
    ['across the end of a month and a year', day(2026, 12, 28), [], '2027-01-11'],
    ['with the facility\'s days off (2 and 3 September) skipped', day(2026, 8, 31), ['2026-09-02', '2026-09-03'], '2026-09-16'],
  ];
  it.each(rows)('%s', (_case, scheduled, daysOff, validUntil) => {
    expect(dayKey(followUpValidUntil(scheduled, new Set(daysOff)))).toBe(validUntil);
  });

  it('gives midnight in Vietnam of that day, and the day itself for no working days', () => {
    expect(followUpValidUntil(day(2026, 3, 2))).toBe(day(2026, 3, 16));
    expect(workingDaysAfter(Date.UTC(2026, 2, 2, 5), 0)).toBe(day(2026, 3, 2));
    expect(workingDaysAfter(day(2026, 3, 6), 1)).toBe(day(2026, 3, 9));
  });
});
