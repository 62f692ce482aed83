import { describe, expect, it } from 'vitest';
import { rangeVariables, today } from './fee-dates';

// 5 March 2026, 08:00 in Vietnam; the day began at 17:00 UTC the evening before.
const MORNING = Date.UTC(2026, 2, 5, 1, 0);
const START = Date.UTC(2026, 2, 4, 17, 0);
const DAY = 24 * 60 * 60 * 1000;

describe('the fee screens\' day ranges', () => {
  it('today runs from midnight to the last millisecond of the day in Vietnam', () => {
    expect(rangeVariables(today(MORNING))).toEqual({ startDate: START, endDate: START + DAY - 1 });
  });
  it('two days picked the wrong way round still give the days between them', () => {
    expect(rangeVariables({ from: MORNING + 2 * DAY, to: MORNING })).toEqual({ startDate: START, endDate: START + 3 * DAY - 1 });
  });
});
