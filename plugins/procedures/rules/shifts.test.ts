// Shifts, one case a row: their times, the overlap of one staff member's shifts, the shift covering a moment for an
// order's services, and who an order goes to when assigned automatically.
import { describe, expect, it } from 'vitest';
import { autoAssignee, overlappingShift, shiftsCovering, shiftTimesProblem, spacedTime, type Shift, type ShiftWindow } from './shifts';

const HOUR = 60 * 60 * 1000;
// 5 March 2026, 07:00 in Asia/Ho_Chi_Minh.
const SEVEN = Date.UTC(2026, 2, 5, 0, 0);
const at = (hours: number) => SEVEN + hours * HOUR;

describe('the times of a shift', () => {
  it.each<[string, number, number, string | null]>([
    ['a morning shift', at(0), at(4.5), null],
    ['ending as it starts', at(0), at(0), 'procedures.shiftEndNotAfterStart'],
    ['ending before it starts', at(4), at(0), 'procedures.shiftEndNotAfterStart'],
    ['a full day', at(0), at(24), null],
    ['longer than a day', at(0), at(24) + 1, 'procedures.shiftTooLong'],
  ])('%s', (_case, BatDau, KetThuc, key) => {
    expect(shiftTimesProblem(BatDau, KetThuc)?.key ?? null).toBe(key);
  });
});

describe('one staff member\'s shifts never overlap', () => {
  const morning: ShiftWindow = { _id: 'm', NhanVien_Id: 'hoa', BatDau: at(0), KetThuc: at(5) };
  const others = [morning, { _id: 'n', NhanVien_Id: 'nam', BatDau: at(0), KetThuc: at(5) }];
  it.each<[string, ShiftWindow, string | null]>([
    ['the afternoon after the morning', { NhanVien_Id: 'hoa', BatDau: at(6), KetThuc: at(10) }, null],
    ['starting as the morning ends', { NhanVien_Id: 'hoa', BatDau: at(5), KetThuc: at(9) }, null],
    ['starting an hour before the morning ends', { NhanVien_Id: 'hoa', BatDau: at(4), KetThuc: at(9) }, 'm'],
    ['inside the morning', { NhanVien_Id: 'hoa', BatDau: at(1), KetThuc: at(2) }, 'm'],
    ['around the morning', { NhanVien_Id: 'hoa', BatDau: at(-1), KetThuc: at(6) }, 'm'],
    ['the same hours for someone else', { NhanVien_Id: 'lan', BatDau: at(0), KetThuc: at(5) }, null],
    ['the morning itself, changed', { _id: 'm', NhanVien_Id: 'hoa', BatDau: at(0), KetThuc: at(6) }, null],
  ])('%s', (_case, shift, clash) => {
    expect(overlappingShift(shift, others)?._id ?? null).toBe(clash);
  });
});

describe('the shift covering a moment, and who is assigned automatically', () => {
  const shift = (_id: string, NhanVien_Id: string, from: number, to: number, ThuTuUuTien = 1, DichVu_Ids: string[] = []): Shift => ({ _id, NhanVien_Id, BatDau: at(from), KetThuc: at(to), ThuTuUuTien, DichVu_Ids });
  const shifts = [
    shift('hoa-sang', 'hoa', 0, 5, 1, ['dien-cham']),
    shift('nam-sang', 'nam', 0, 5, 1),
    shift('lan-sang', 'lan', 0, 5, 2),
    shift('hoa-chieu', 'hoa', 6, 10, 1),
  ];
  it.each<[string, number, string[], string[]]>([
    ['mid-morning, electro-acupuncture: the shift listing it first, then by priority', 2, ['dien-cham'], ['hoa-sang', 'nam-sang', 'lan-sang']],
    ['mid-morning, another service: the shifts of any service', 2, ['keo-gian'], ['nam-sang', 'lan-sang']],
    ['at the end of the morning: not covered', 5, ['dien-cham'], []],
    ['in the afternoon', 7, ['keo-gian'], ['hoa-chieu']],
  ])('%s', (_case, hour, services, ids) => {
    expect(shiftsCovering(shifts, at(hour), services).map((each) => each._id)).toEqual(ids);
  });

  it.each<[string, number, string[], Record<string, number>, string | null]>([
    ['the same priority: the one with fewer orders that day', 2, ['dien-cham'], { hoa: 3, nam: 0 }, 'nam'],
    ['the same priority and load: by id', 2, ['dien-cham'], {}, 'hoa'],
    ['a better priority wins over a lighter load', 2, ['keo-gian'], { nam: 9, lan: 0 }, 'nam'],
    ['a shift listing other services is passed over', 2, ['keo-gian'], { nam: 1 }, 'nam'],
    ['nobody on shift', 11, ['keo-gian'], {}, null],
  ])('%s', (_case, hour, services, load, who) => {
    expect(autoAssignee(shifts, at(hour), services, new Map(Object.entries(load)))?.NhanVien_Id ?? null).toBe(who);
  });
});

describe('the spacing of one technician\'s procedures', () => {
  const MINUTE = 60_000;
  const nine = at(2);
  it.each<[string, number[], number, number]>([
    ['nothing else planned', [], 2, nine],
    ['another three minutes earlier', [nine - 3 * MINUTE], 2, nine],
    ['another a minute earlier: two minutes after it', [nine - MINUTE], 2, nine + MINUTE],
    ['a run of them: after the last that is too close', [nine - MINUTE, nine + MINUTE, nine + 3 * MINUTE], 2, nine + 5 * MINUTE],
    ['one at the same moment', [nine], 2, nine + 2 * MINUTE],
    ['no spacing set', [nine], 0, nine],
  ])('%s', (_case, taken, minutes, planned) => {
    expect(spacedTime(nine, taken, minutes * MINUTE)).toBe(planned);
  });
});
