// The list's choices that outlive a page: the period shown (today by default) and the room last worked at on this
// computer (spec §9: last-selected performing place).
import type { Timestamp } from '@his/sdk';
import { startOfDay } from '@his/sdk/format';

export interface Period {
  startDate: Timestamp;
  endDate: Timestamp;
}

/** Today in Vietnam, the day the server also takes when no day is given. */
export function today(now: Timestamp): Period {
  const day = startOfDay(now);
  return { startDate: day, endDate: day };
}

/** A period whose end is before its start is read as the one day chosen last. */
export function periodOf(startDate: Timestamp | null, endDate: Timestamp | null, now: Timestamp): Period {
  const start = startOfDay(startDate ?? endDate ?? now);
  const end = startOfDay(endDate ?? startDate ?? now);
  return end < start ? { startDate: end, endDate: end } : { startDate: start, endDate: end };
}

const ROOM_KEY = (page: string) => `procedures.lastRoom.${page}`;

/** The room last worked at on a page; null for every room. */
export function readRoom(page: string): string | null {
  try {
    return localStorage.getItem(ROOM_KEY(page));
  } catch {
    return null;
  }
}

export function writeRoom(page: string, roomId: string | null): void {
  try {
    if (roomId === null) localStorage.removeItem(ROOM_KEY(page));
    else localStorage.setItem(ROOM_KEY(page), roomId);
  } catch {
    // A browser refusing storage asks again next time.
  }
}
