// A device's limits on procedure orders (spec §3 Equipment: SoLuongToiDaTrongNgay, SoLuongToiDaTrenLan): how many
// orders it may take in a day in Vietnam, and in one session, a session being the shift the order is done in.

export interface DeviceLimits {
  SoLuongToiDaTrongNgay: number | null;
  SoLuongToiDaTrenLan: number | null;
}

/** What the device already has, the order being assigned left out; no session when no shift covers the time. */
export interface DeviceUse {
  inDay: number;
  inSession: number | null;
}

/** Which limit one more order would pass: the day's first, then the session's; null within both (or none set). */
export function limitReached(limits: DeviceLimits, used: DeviceUse): 'day' | 'session' | null {
  if (limits.SoLuongToiDaTrongNgay !== null && used.inDay >= limits.SoLuongToiDaTrongNgay) return 'day';
  if (limits.SoLuongToiDaTrenLan !== null && used.inSession !== null && used.inSession >= limits.SoLuongToiDaTrenLan) return 'session';
  return null;
}
