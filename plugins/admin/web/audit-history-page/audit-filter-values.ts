// The audit history's filters as the user sets them (whole days, dd/mm/yyyy) and as the API reads them
// (instants in ms, the end day included up to its last millisecond).
import { startOfDay } from '@his/sdk/format';
import type { Timestamp } from '@his/sdk';
import type { AuditPatient } from '../../contract';
import type { LichSuThaoTacFilter } from '../../generated/graphql';

export interface AuditFilterValues {
  /** Start of the first day shown, in Vietnam. */
  tuNgay: Timestamp | null;
  /** Start of the last day shown, in Vietnam. */
  denNgay: Timestamp | null;
  username: string;
  action: string | null;
  entity: string;
  /** The patient whose entries to show, as the patient picker chose them. */
  patient: AuditPatient | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The screen opens on the last seven days: recent enough to be quick on a long log, long enough to span a weekend. */
export const DEFAULT_DAYS = 7;

export function defaultAuditFilter(now: Timestamp): AuditFilterValues {
  const today = startOfDay(now);
  return { tuNgay: today - (DEFAULT_DAYS - 1) * DAY_MS, denNgay: today, username: '', action: null, entity: '', patient: null };
}

/** The message key of why the filter cannot be searched, or null. */
export function filterProblem(values: AuditFilterValues): string | null {
  return values.tuNgay !== null && values.denNgay !== null && values.tuNgay > values.denNgay ? 'admin.audit.dateRange' : null;
}

export function toQueryFilter(values: AuditFilterValues): LichSuThaoTacFilter {
  const filter: LichSuThaoTacFilter = {};
  if (values.tuNgay !== null) filter.tuNgay = startOfDay(values.tuNgay);
  if (values.denNgay !== null) filter.denNgay = startOfDay(values.denNgay) + DAY_MS - 1;
  if (values.username.trim()) filter.username = values.username.trim();
  if (values.action) filter.action = values.action;
  if (values.entity.trim()) filter.entity = values.entity.trim();
  if (values.patient) filter.BenhNhan_Id = values.patient.BenhNhan_Id;
  return filter;
}
