// Shifts (spec §3 Shift configuration: staff, start and end, priority, services): a shift ends after it starts and
// lasts a day at most; one staff member's shifts never overlap; the shift covering a moment for an order's services;
// and who an order is given to when the room assigns it automatically.
import type { Timestamp } from '@his/sdk';

export const MAX_SHIFT_MS = 24 * 60 * 60 * 1000;

export interface ShiftWindow {
  _id?: string;
  NhanVien_Id: string;
  BatDau: Timestamp;
  KetThuc: Timestamp;
}

export interface Shift extends ShiftWindow {
  _id: string;
  /** 1 first: the shift preferred when several cover a moment. */
  ThuTuUuTien: number;
  /** The services done in the shift; none means any. */
  DichVu_Ids: readonly string[];
}

/** Why the times cannot make a shift, naming the field; null when they can. */
export function shiftTimesProblem(BatDau: Timestamp, KetThuc: Timestamp): { key: string; field: 'KetThuc' } | null {
  if (KetThuc <= BatDau) return { key: 'procedures.shiftEndNotAfterStart', field: 'KetThuc' };
  if (KetThuc - BatDau > MAX_SHIFT_MS) return { key: 'procedures.shiftTooLong', field: 'KetThuc' };
  return null;
}

/** Whether two half-open windows [start, end) share a moment: a shift ending at 12:00 and one starting then do not. */
export function overlaps(a: Pick<ShiftWindow, 'BatDau' | 'KetThuc'>, b: Pick<ShiftWindow, 'BatDau' | 'KetThuc'>): boolean {
  return a.BatDau < b.KetThuc && b.BatDau < a.KetThuc;
}

/** Another shift of the same staff member that the shift would overlap, the earliest; null when none. */
export function overlappingShift<T extends ShiftWindow>(shift: ShiftWindow, others: readonly T[]): T | null {
  return [...others]
    .filter((other) => other._id !== shift._id && other.NhanVien_Id === shift.NhanVien_Id && overlaps(shift, other))
    .sort((a, b) => a.BatDau - b.BatDau)[0] ?? null;
}

const covers = (shift: Shift, at: Timestamp) => shift.BatDau <= at && at < shift.KetThuc;
const doesServices = (shift: Shift, serviceIds: readonly string[]) => shift.DichVu_Ids.length === 0 || serviceIds.some((id) => shift.DichVu_Ids.includes(id));

/** The shifts covering `at` that do one of the services, by priority, then those listing the service before any-service ones, then by start. */
export function shiftsCovering<T extends Shift>(shifts: readonly T[], at: Timestamp, serviceIds: readonly string[]): T[] {
  return shifts
    .filter((shift) => covers(shift, at) && doesServices(shift, serviceIds))
    .sort((a, b) => a.ThuTuUuTien - b.ThuTuUuTien || Number(b.DichVu_Ids.length > 0) - Number(a.DichVu_Ids.length > 0) || a.BatDau - b.BatDau);
}

/**
 * Who an order goes to when assigned automatically: a staff member on a shift covering `at` for its services, the
 * shift of the best priority first, then the one with the fewest orders that day, then by id so that it is stable.
 */
export function autoAssignee<T extends Shift>(shifts: readonly T[], at: Timestamp, serviceIds: readonly string[], load: ReadonlyMap<string, number>): T | null {
  const covering = shiftsCovering(shifts, at, serviceIds);
  return [...covering].sort((a, b) =>
    a.ThuTuUuTien - b.ThuTuUuTien || (load.get(a.NhanVien_Id) ?? 0) - (load.get(b.NhanVien_Id) ?? 0) || (a.NhanVien_Id < b.NhanVien_Id ? -1 : a.NhanVien_Id > b.NhanVien_Id ? 1 : 0))[0] ?? null;
}

/**
 * The moment a technician's next procedure is planned at (spec §9: a minimum spacing between two procedure orders):
 * `at` itself when no other of theirs is within `gapMs` of it, else the first moment after it that is.
 */
export function spacedTime(at: Timestamp, taken: readonly Timestamp[], gapMs: number): Timestamp {
  if (gapMs <= 0) return at;
  let candidate = at;
  for (;;) {
    const clash = taken.filter((time) => Math.abs(time - candidate) < gapMs).sort((a, b) => b - a)[0];
    if (clash === undefined) return candidate;
    candidate = clash + gapMs;
  }
}
