// The day ranges the fee screens ask for: from the start of the first day to the last millisecond of the last, in
// Vietnam's time, whichever way round the two days were picked.
import type { Timestamp } from '@his/sdk';
import { startOfDay } from '@his/sdk/format';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DayRange {
  from: Timestamp;
  to: Timestamp;
}

export const today = (now: Timestamp): DayRange => ({ from: startOfDay(now), to: startOfDay(now) });

/** The query's startDate and endDate (both included). */
export function rangeVariables(range: DayRange): { startDate: Timestamp; endDate: Timestamp } {
  const first = startOfDay(Math.min(range.from, range.to));
  const last = startOfDay(Math.max(range.from, range.to));
  return { startDate: first, endDate: last + DAY_MS - 1 };
}
