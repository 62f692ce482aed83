// @vitest-environment happy-dom
// The work list's period, the next number to call and what the computer remembers, one row per case.
import { afterEach, describe, expect, it } from 'vitest';
import { nextToCall, periodOf, readRemembered, readRoom, today, writeRemembered, writeRoom } from './work-list-values';

// 5 March 2026, 23:30 in Vietnam (16:30 UTC): still the 5th there.
const LATE = Date.UTC(2026, 2, 5, 16, 30);
const DAY_5 = Date.UTC(2026, 2, 4, 17, 0);
const DAY_7 = Date.UTC(2026, 2, 6, 17, 0);

afterEach(() => localStorage.clear());

describe('the period shown', () => {
  it('is today in Vietnam by default, even late in the evening', () => {
    expect(today(LATE)).toEqual({ startDate: DAY_5, endDate: DAY_5 });
  });

  it.each([
    ['two days in order', DAY_5 + 3_600_000, DAY_7 + 3_600_000, { startDate: DAY_5, endDate: DAY_7 }],
    ['an end before the start is the day chosen last', DAY_7, DAY_5, { startDate: DAY_5, endDate: DAY_5 }],
    ['a cleared start takes the end', null, DAY_7, { startDate: DAY_7, endDate: DAY_7 }],
    ['both cleared is today', null, null, { startDate: DAY_5, endDate: DAY_5 }],
  ])('%s', (_case, start, end, expected) => {
    expect(periodOf(start, end, LATE)).toEqual(expected);
  });
});

describe('the next number to call', () => {
  const order = (id: string, TrangThai: string, BNKhongDen = false) => ({ id, TrangThai, BNKhongDen });
  it.each([
    ['the first sent order as listed', [order('a', 'ChuaKetQua'), order('b', 'SanSang'), order('c', 'SanSang')], 'b'],
    ['not a patient marked as not coming', [order('a', 'SanSang', true), order('b', 'SanSang')], 'b'],
    ['none when all are taken', [order('a', 'ChuaKetQua')], null],
    ['none before the list is read', undefined, null],
  ])('%s', (_case, waiting, expected) => {
    expect(nextToCall(waiting)?.id ?? null).toBe(expected);
  });
});

describe('what this computer remembers', () => {
  it('keeps the room per list, and the device and performers last used', () => {
    writeRoom('xet-nghiem', 'xn01');
    expect(readRoom('xet-nghiem')).toBe('xn01');
    expect(readRoom('sieu-am')).toBeNull();
    writeRoom('xet-nghiem', null);
    expect(readRoom('xet-nghiem')).toBeNull();

    expect(readRemembered()).toEqual({ ThietBi_Id: null, NguoiThucHien_Ids: [] });
    writeRemembered({ ThietBi_Id: 'tb-1', NguoiThucHien_Ids: ['nv-1', 'nv-2'] });
    expect(readRemembered()).toEqual({ ThietBi_Id: 'tb-1', NguoiThucHien_Ids: ['nv-1', 'nv-2'] });
  });

  it('reads a damaged memory as nothing remembered', () => {
    localStorage.setItem('paraclinical.lastTechnicians', '{not json');
    expect(readRemembered().NguoiThucHien_Ids).toEqual([]);
    localStorage.setItem('paraclinical.lastTechnicians', JSON.stringify(['nv-1', 7]));
    expect(readRemembered().NguoiThucHien_Ids).toEqual(['nv-1']);
  });
});
