// The work list's choices that outlive a page: the period shown (today by default), the next patient to call, and the
// room, device and performers last chosen at this computer (spec §9: last-selected performing place, technician and
// equipment).
import type { Timestamp } from '@his/sdk';
import { startOfDay } from '@his/sdk/format';
import type { WorkListKey } from '../../rules/work-lists';
import type { Remembered } from '../order-panel/result-values';

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

/** The first order of the waiting tab still to call: sent, not taken, the patient not marked absent (urgent first, as listed). */
export function nextToCall<T extends { TrangThai: string; BNKhongDen: boolean }>(waiting: readonly T[] | undefined): T | null {
  return waiting?.find((order) => order.TrangThai === 'SanSang' && !order.BNKhongDen) ?? null;
}

const ROOM_KEY = (list: WorkListKey) => `paraclinical.lastRoom.${list}`;
const EQUIPMENT_KEY = 'paraclinical.lastEquipment';
const TECHNICIANS_KEY = 'paraclinical.lastTechnicians';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // A browser refusing storage asks again next time.
  }
}

/** The room last worked at on this list; null for every room. */
export const readRoom = (list: WorkListKey): string | null => read(ROOM_KEY(list));
export const writeRoom = (list: WorkListKey, roomId: string | null): void => write(ROOM_KEY(list), roomId);

export function readRemembered(): Remembered {
  let performers: string[] = [];
  try {
    const parsed: unknown = JSON.parse(read(TECHNICIANS_KEY) ?? '[]');
    if (Array.isArray(parsed)) performers = parsed.filter((id): id is string => typeof id === 'string').slice(0, 10);
  } catch {
    performers = [];
  }
  return { ThietBi_Id: read(EQUIPMENT_KEY), NguoiThucHien_Ids: performers };
}

export function writeRemembered(remembered: Remembered): void {
  write(EQUIPMENT_KEY, remembered.ThietBi_Id);
  write(TECHNICIANS_KEY, remembered.NguoiThucHien_Ids.length > 0 ? JSON.stringify(remembered.NguoiThucHien_Ids) : null);
}
