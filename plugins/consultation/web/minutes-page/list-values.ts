// The list's period: the last seven days by default (minutes are few a day), a period whose end is before its start
// read as the one day chosen last.
import type { Timestamp } from '@his/sdk';
import { startOfDay } from '@his/sdk/format';

export interface Period {
  startDate: Timestamp;
  endDate: Timestamp;
}

const DAY = 24 * 60 * 60 * 1000;

/** The last seven days in Vietnam, today included: what the server also reads when no period is given. */
export function lastWeek(now: Timestamp): Period {
  const today = startOfDay(now);
  // Vietnam keeps no daylight saving: a day is always 24 hours.
  return { startDate: today - 6 * DAY, endDate: today };
}

export function periodOf(startDate: Timestamp | null, endDate: Timestamp | null, now: Timestamp): Period {
  const start = startOfDay(startDate ?? endDate ?? now);
  const end = startOfDay(endDate ?? startDate ?? now);
  return end < start ? { startDate: end, endDate: end } : { startDate: start, endDate: end };
}
