// The laboratory bell (spec §2, Shell): clerks (NVVT) and directors (GĐ, PGĐ) are told about samples waiting for
// them. The laboratory's API publishes these subApp events.
export const LAB_BELL_MODULE = 'CDC';
export const LAB_BELL_PROCESSES = {
  /** A sample result was submitted for issue: the board (BanGiamDoc) must issue it. */
  awaitingIssue: 'YeuCauBanHanh',
  /** A sample was issued but not signed: the clerk (NhanVienVanThu) must get it signed. */
  issuedUnsigned: 'BanHanhChuaKy',
} as const;

export type LabBellAudience = 'directors' | 'clerk';

export function labBellAudience(positionCode: string | null | undefined): LabBellAudience | null {
  if (positionCode === 'NVVT') return 'clerk';
  if (positionCode === 'GĐ' || positionCode === 'PGĐ') return 'directors';
  return null;
}

/** Whether an event of the bell's module concerns this audience. */
export function concernsAudience(process: string, audience: LabBellAudience): boolean {
  return audience === 'directors' ? process === LAB_BELL_PROCESSES.awaitingIssue : process === LAB_BELL_PROCESSES.issuedUnsigned;
}
