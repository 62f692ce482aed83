// The shift form, one case a row: a new shift's default hours, what the form refuses before sending, and where a
// refusal of the server goes.
import { describe, expect, it } from 'vitest';
import { newShift, shiftFieldOf, shiftInputOf, shiftProblemsBeforeSave, type ShiftValues } from './shift-values';

// 5 March 2026 in Asia/Ho_Chi_Minh.
const DAY = Date.UTC(2026, 2, 4, 17, 0);
const HOUR = 60 * 60 * 1000;

describe('the shift form', () => {
  it('starts a new shift on the morning of the day', () => {
    expect(newShift(DAY)).toMatchObject({ _id: null, NhanVien_Id: null, BatDau: DAY + 7 * HOUR, KetThuc: DAY + 11.5 * HOUR, ThuTuUuTien: 1 });
    expect(shiftInputOf({ ...newShift(DAY), NhanVien_Id: 'hoa', GhiChu: '  ' })).toMatchObject({ NhanVien_Id: 'hoa', GhiChu: null, DichVu_Ids: [] });
  });

  const filled = (change: Partial<ShiftValues>): ShiftValues => ({ ...newShift(DAY), NhanVien_Id: 'hoa', ...change });
  it.each<[string, Partial<ShiftValues>, string | null]>([
    ['complete', {}, null],
    ['nobody chosen', { NhanVien_Id: null }, 'NhanVien_Id'],
    ['no start', { BatDau: null }, 'BatDau'],
    ['ending as it starts', { KetThuc: DAY + 7 * HOUR }, 'KetThuc'],
    ['longer than a day', { KetThuc: DAY + 32 * HOUR }, 'KetThuc'],
    ['no priority', { ThuTuUuTien: null }, 'ThuTuUuTien'],
  ])('refuses before sending: %s', (_case, change, field) => {
    expect(Object.keys(shiftProblemsBeforeSave(filled(change)))[0] ?? null).toBe(field);
  });

  it.each([['input.BatDau', 'BatDau'], ['DichVu_Ids.2', 'DichVu_Ids'], ['NhanVien_Id', 'NhanVien_Id']])('places %s under %s', (field, formField) => {
    expect(shiftFieldOf(field)).toBe(formField);
  });
});
