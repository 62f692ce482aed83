// The period a list shows, one case a row: today by default, a period ending before it starts read as one day.
import { describe, expect, it } from 'vitest';
import { periodOf, today } from './list-values';

// 5 March 2026, 23:30 in Asia/Ho_Chi_Minh: still the 5th there, already past midnight nowhere else that matters.
const NOW = Date.UTC(2026, 2, 5, 16, 30);
const DAY = 24 * 60 * 60 * 1000;
const FIFTH = Date.UTC(2026, 2, 4, 17, 0);

describe('the period of a list', () => {
  it('is today in Vietnam by default', () => {
    expect(today(NOW)).toEqual({ startDate: FIFTH, endDate: FIFTH });
  });

  it.each<[string, number | null, number | null, { startDate: number; endDate: number }]>([
    ['two days', FIFTH, FIFTH + DAY, { startDate: FIFTH, endDate: FIFTH + DAY }],
    ['the end before the start: the one day chosen last', FIFTH + DAY, FIFTH, { startDate: FIFTH, endDate: FIFTH }],
    ['only a start', FIFTH, null, { startDate: FIFTH, endDate: FIFTH }],
    ['neither: today', null, null, { startDate: FIFTH, endDate: FIFTH }],
  ])('%s', (_case, start, end, period) => {
    expect(periodOf(start, end, NOW)).toEqual(period);
  });
});
