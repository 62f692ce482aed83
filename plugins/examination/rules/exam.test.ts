// The checks of an examination's values, one case a row: vital-sign ranges, blood pressure, ICDs, the follow-up date
// and what ending needs.
import { describe, expect, it } from 'vitest';
import { checkKhamBenh, EMPTY_KHAM_BENH, type KhamBenhValues } from './exam';

// 25 November 2026, 09:00 in Vietnam.
const EXAM_DATE = Date.UTC(2026, 10, 25, 2, 0);
const DAY = 24 * 60 * 60 * 1000;
const filled: KhamBenhValues = {
  ...EMPTY_KHAM_BENH, Mach: 80, NhietDo: 37, HuyetApTamThu: 120, HuyetApTamTruong: 80, NhipTho: 18, ChieuCao: 160, CanNang: 55, SpO2: 98,
  ICD_Id: 'icd-j06', ICDPhu_Ids: ['icd-i10'], HuongGiaiQuyet_Id: 'cho-ve', ChanDoan: 'Viêm họng cấp',
};

describe('checking an examination', () => {
  it('accepts an exam being filled in with nothing yet, and a complete one being ended', () => {
    expect(checkKhamBenh(EMPTY_KHAM_BENH, { examDate: EXAM_DATE, ending: false })).toBeNull();
    expect(checkKhamBenh(filled, { examDate: EXAM_DATE, ending: true })).toBeNull();
  });

  const mistakes: [caseName: string, change: Partial<KhamBenhValues>, ending: boolean, field: string, key: string][] = [
    ['a pulse of 400', { Mach: 400 }, false, 'Mach', 'examination.vitalRange'],
    ['a temperature of 3.7 (a missed digit)', { NhietDo: 3.7 }, false, 'NhietDo', 'examination.vitalRange'],
    ['a weight that is not a number', { CanNang: Number.NaN }, false, 'CanNang', 'examination.vitalRange'],
    ['a diastolic pressure above the systolic', { HuyetApTamThu: 80, HuyetApTamTruong: 120 }, false, 'HuyetApTamTruong', 'examination.diastolicAboveSystolic'],
    ['a systolic pressure without its diastolic', { HuyetApTamTruong: null }, false, 'HuyetApTamTruong', 'examination.bloodPressurePair'],
    ['a diagnosis text over 1,000 characters', { ChanDoan: 'x'.repeat(1001) }, false, 'ChanDoan', 'validation.maxLength'],
    ['a secondary ICD that is the primary', { ICDPhu_Ids: ['icd-i10', 'icd-j06'] }, false, 'ICDPhu_Ids', 'examination.secondaryIcdIsPrimary'],
    ['a secondary ICD twice', { ICDPhu_Ids: ['icd-i10', 'icd-i10'] }, false, 'ICDPhu_Ids', 'examination.secondaryIcdTwice'],
    ['13 secondary ICDs', { ICDPhu_Ids: Array.from({ length: 13 }, (_, index) => `icd-${index}`) }, false, 'ICDPhu_Ids', 'examination.tooManySecondaryIcds'],
    ['a follow-up the day before the exam', { NgayTaiKham: EXAM_DATE - DAY }, false, 'NgayTaiKham', 'examination.followUpBeforeExam'],
    ['ending without the primary ICD', { ICD_Id: null, ICDPhu_Ids: [] }, true, 'ICD_Id', 'examination.primaryIcdRequired'],
    ['ending without a treatment plan', { HuongGiaiQuyet_Id: null }, true, 'HuongGiaiQuyet_Id', 'examination.treatmentPlanRequired'],
  ];
  it.each(mistakes)('refuses %s', (_caseName, change, ending, field, key) => {
    expect(checkKhamBenh({ ...filled, ...change }, { examDate: EXAM_DATE, ending })).toMatchObject({ field, key });
  });

  it('accepts a follow-up later on the exam day and the edges of each vital-sign range', () => {
    expect(checkKhamBenh({ ...filled, NgayTaiKham: EXAM_DATE + 6 * 60 * 60 * 1000 }, { examDate: EXAM_DATE, ending: true })).toBeNull();
    expect(checkKhamBenh({ ...filled, Mach: 20, NhietDo: 45, CanNang: 0.3, SpO2: 100 }, { examDate: EXAM_DATE, ending: false })).toBeNull();
    expect(checkKhamBenh({ ...filled, Mach: 19.9 }, { examDate: EXAM_DATE, ending: false })).toMatchObject({ field: 'Mach', params: { min: 20, max: 300 } });
  });
});
