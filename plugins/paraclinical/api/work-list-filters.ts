// Which orders a work list shows (spec §2 Subclinical lists): reception's filter for a list and a tab, a day range in
// Vietnam's days, the search a room types or scans, and the order the rows come in.
import { toKhongDau, type Timestamp } from '@his/sdk';
import { startOfDay } from '@his/sdk/format';
import { badInput } from '@his/sdk/server';
import type { ServiceOrder, ServiceOrderFilter } from '../../reception/contract';
import type { WorkList, WorkListTab } from '../rules/work-lists';

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_RANGE_DAYS = 31;

/** The orders of a work list: of its service types and groups. */
export function workListFilter(list: WorkList): ServiceOrderFilter {
  return {
    MaLoaiDichVus: list.MaLoaiDichVus,
    ...(list.MaNhomDichVus ? { MaNhomDichVus: list.MaNhomDichVus } : {}),
    ...(list.exceptMaNhomDichVus ? { exceptMaNhomDichVus: list.exceptMaNhomDichVus } : {}),
  };
}

/**
 * A tab's orders: waiting, sent or taken and the patient came; missed, the patient did not come and nothing was
 * done; done, the result returned (read or not).
 */
export function tabFilter(tab: WorkListTab): ServiceOrderFilter {
  if (tab === 'waiting') return { TrangThai: ['SanSang', 'ChuaKetQua'], BNKhongDen: false };
  if (tab === 'missed') return { TrangThai: ['SanSang'], BNKhongDen: true };
  return { TrangThai: ['CoKetQua', 'DaXemKetQua'] };
}

/** From the start of the first day to the end of the last, today by default, at most a month. */
export function dayRange(startDate: unknown, endDate: unknown, now: Timestamp): { from: Timestamp; to: Timestamp } {
  for (const [value, field] of [[startDate, 'startDate'], [endDate, 'endDate']] as const) {
    if (value !== null && value !== undefined && (typeof value !== 'number' || !Number.isFinite(value))) throw badInput('paraclinical.timeInvalid', field);
  }
  const from = startOfDay((startDate as number | null | undefined) ?? now);
  const to = startOfDay((endDate as number | null | undefined) ?? (startDate as number | null | undefined) ?? now) + DAY_MS - 1;
  if (to < from) throw badInput('paraclinical.dateRange', 'endDate');
  if (to - from > MAX_RANGE_DAYS * DAY_MS) throw badInput('paraclinical.dateRangeTooLong', 'endDate', { max: MAX_RANGE_DAYS });
  return { from, to };
}

/**
 * Whether an order answers what was typed: its request number or sample id exactly, the patient's code exactly, or
 * the start of a word of the patient's name (accents and case ignored, so 'nguyen v' finds 'Nguyễn Văn An').
 */
export function matchesSearch(order: ServiceOrder, search: string): boolean {
  const exact = search.trim().toUpperCase();
  if ([order.SoPhieuYeuCau, order.SIDMau, order.MaYTe].some((code) => code !== null && code.toUpperCase() === exact)) return true;
  const typed = toKhongDau(search);
  return typed !== '' && ` ${toKhongDau(order.TenBenhNhan ?? '')}`.includes(` ${typed}`);
}

/** Urgent first, then by queue number, then by request number. */
export function byUrgencyAndNumber(a: ServiceOrder, b: ServiceOrder): number {
  if (a.LaKhanCap !== b.LaKhanCap) return a.LaKhanCap ? -1 : 1;
  const [x, y] = [a.SoThuTu ?? Number.MAX_SAFE_INTEGER, b.SoThuTu ?? Number.MAX_SAFE_INTEGER];
  if (x !== y) return x - y;
  return a.SoPhieuYeuCau < b.SoPhieuYeuCau ? -1 : a.SoPhieuYeuCau > b.SoPhieuYeuCau ? 1 : 0;
}
