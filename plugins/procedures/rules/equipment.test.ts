// A device's limits on procedure orders, one case a row: the day's and the session's count, each when set.
import { describe, expect, it } from 'vitest';
import { limitReached, type DeviceLimits, type DeviceUse } from './equipment';

describe('a device\'s limits', () => {
  it.each<[string, DeviceLimits, DeviceUse, 'day' | 'session' | null]>([
    ['no limits', { SoLuongToiDaTrongNgay: null, SoLuongToiDaTrenLan: null }, { inDay: 500, inSession: 50 }, null],
    ['room left in the day', { SoLuongToiDaTrongNgay: 20, SoLuongToiDaTrenLan: null }, { inDay: 19, inSession: null }, null],
    ['the day full', { SoLuongToiDaTrongNgay: 20, SoLuongToiDaTrenLan: null }, { inDay: 20, inSession: null }, 'day'],
    ['room left in the session', { SoLuongToiDaTrongNgay: 20, SoLuongToiDaTrenLan: 4 }, { inDay: 10, inSession: 3 }, null],
    ['the session full', { SoLuongToiDaTrongNgay: 20, SoLuongToiDaTrenLan: 4 }, { inDay: 10, inSession: 4 }, 'session'],
    ['both full: the day is named', { SoLuongToiDaTrongNgay: 20, SoLuongToiDaTrenLan: 4 }, { inDay: 20, inSession: 4 }, 'day'],
    ['a session limit, no shift covering the time', { SoLuongToiDaTrongNgay: null, SoLuongToiDaTrenLan: 4 }, { inDay: 10, inSession: null }, null],
    ['a limit of none', { SoLuongToiDaTrongNgay: 0, SoLuongToiDaTrenLan: null }, { inDay: 0, inSession: null }, 'day'],
  ])('%s', (_case, limits, used, reached) => {
    expect(limitReached(limits, used)).toBe(reached);
  });
});
