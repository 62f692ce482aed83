// The result form's values: read from an order and its result rows, sent back as the save's input, and the server's
// refusals laid out on the field they name. Pure, so the rules read as a table in the test beside it.
import type { Timestamp } from '@his/sdk';
export { dateTimeText, parseDateTimeText } from '@his/sdk/format';
import { flagOf, type Flag } from '../../rules/reference-values';

/** What the form needs of an order (the generated fragment satisfies it). */
export interface ResultOrder {
  ThietBi_Id?: string | null;
  NguoiThucHien_Ids?: readonly string[] | null;
  NgayThucHien?: number | null;
  NgayLayMau?: number | null;
  SIDMau?: string | null;
  NoiDung?: string | null;
  NhanXet?: string | null;
  KetLuan?: string | null;
}

/** What the form needs of a result row. */
export interface ResultRow {
  ChiTiet_Id: string;
  GiaTriChuan_Id?: string | null;
  KieuDuLieu: string;
  KetQua?: string | null;
  Min?: number | null;
  Max?: number | null;
  CanhBao?: string | null;
}

export interface PerformanceValues {
  ThietBi_Id: string | null;
  NguoiThucHien_Ids: string[];
  NgayThucHien: Timestamp | null;
  NgayLayMau: Timestamp | null;
  SIDMau: string;
  NoiDung: string;
  NhanXet: string;
  KetLuan: string;
}

/** The last device and performers chosen at this computer (spec §9: last-selected technician and equipment). */
export interface Remembered {
  ThietBi_Id: string | null;
  NguoiThucHien_Ids: string[];
}

/** The form of an order: what it holds, and for what it does not yet hold, the remembered choices and now. */
export function valuesOf(order: ResultOrder, now: Timestamp, remembered: Remembered): PerformanceValues {
  const performers = order.NguoiThucHien_Ids ?? [];
  return {
    ThietBi_Id: order.ThietBi_Id ?? remembered.ThietBi_Id,
    NguoiThucHien_Ids: performers.length > 0 ? [...performers] : [...remembered.NguoiThucHien_Ids],
    NgayThucHien: order.NgayThucHien ?? now,
    NgayLayMau: order.NgayLayMau ?? now,
    SIDMau: order.SIDMau ?? '',
    NoiDung: order.NoiDung ?? '',
    NhanXet: order.NhanXet ?? '',
    KetLuan: order.KetLuan ?? '',
  };
}

/** A row's key among the order's rows: its line and its test (none for a service whose one result is its own). */
export const rowKey = (row: Pick<ResultRow, 'ChiTiet_Id' | 'GiaTriChuan_Id'>) => `${row.ChiTiet_Id}|${row.GiaTriChuan_Id ?? ''}`;

export type ResultTexts = Readonly<Record<string, string>>;

export function resultTextsOf(rows: readonly ResultRow[]): ResultTexts {
  return Object.fromEntries(rows.map((row) => [rowKey(row), row.KetQua ?? '']));
}

const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** A lab order's save: every row in the order shown, so `KetQuas.<i>` of a refusal is the i-th row on screen. */
export function labInputOf(values: PerformanceValues, rows: readonly ResultRow[], texts: ResultTexts) {
  return {
    ThietBi_Id: values.ThietBi_Id,
    NguoiThucHien_Ids: [...values.NguoiThucHien_Ids],
    NgayThucHien: values.NgayThucHien,
    NgayLayMau: values.NgayLayMau,
    SIDMau: textOrNull(values.SIDMau),
    NhanXet: textOrNull(values.NhanXet),
    KetLuan: textOrNull(values.KetLuan),
    KetQuas: rows.map((row) => ({ ChiTiet_Id: row.ChiTiet_Id, GiaTriChuan_Id: row.GiaTriChuan_Id ?? null, KetQua: textOrNull(texts[rowKey(row)] ?? '') })),
  };
}

/** A report's save (imaging, ultrasound, functional tests). */
export function reportInputOf(values: PerformanceValues) {
  return {
    ThietBi_Id: values.ThietBi_Id,
    NguoiThucHien_Ids: [...values.NguoiThucHien_Ids],
    NgayThucHien: values.NgayThucHien,
    NoiDung: textOrNull(values.NoiDung),
    KetLuan: textOrNull(values.KetLuan),
    NhanXet: textOrNull(values.NhanXet),
  };
}

/**
 * The flag a row shows: the server's for the value it judged, and for a value typed since, the same rule on the
 * range the server copied for the patient, so a slip of the finger shows before saving.
 */
export function shownFlag(row: ResultRow, text: string): Flag | null {
  if ((row.KetQua ?? '') === text) return (row.CanhBao as Flag | null | undefined) ?? null;
  return flagOf(text, row.KieuDuLieu, { Min: row.Min ?? null, Max: row.Max ?? null });
}

/**
 * Where a refusal's field shows on the form: a test's value under its row (`KetQuas.<i>`), a repeated performer
 * under the performers, any other field under itself. The server may prefix the input's fields with `input.`.
 */
export function formFieldOf(field: string): string {
  const bare = field.startsWith('input.') ? field.slice('input.'.length) : field;
  const row = /^KetQuas\.(\d+)(?:\.\w+)?$/.exec(bare);
  if (row) return `KetQuas.${row[1]}`;
  if (/^NguoiThucHien_Ids\.\d+$/.test(bare)) return 'NguoiThucHien_Ids';
  return bare;
}

/** Every field name a refusal of a save may give that the form shows, for `placeRefusal`. */
export function refusableFields(rowCount: number, performerCount: number): Set<string> {
  const fields = ['ThietBi_Id', 'NguoiThucHien_Ids', 'NgayThucHien', 'NgayLayMau', 'SIDMau', 'NoiDung', 'NhanXet', 'KetLuan', 'KetQuas'];
  for (let index = 0; index < rowCount; index++) fields.push(`KetQuas.${index}`, `KetQuas.${index}.KetQua`);
  for (let index = 0; index < Math.max(performerCount, 1); index++) fields.push(`NguoiThucHien_Ids.${index}`);
  return new Set([...fields, ...fields.map((field) => `input.${field}`)]);
}


const REQUIRED = { key: 'validation.required', params: {} } as const;

/**
 * What returning a result needs that the form can see is missing (spec §5 Subclinical: the device, the performers,
 * the execution time and for a sample the sampling time; every test's value, or a report's conclusion). The server
 * checks the same and more; this spares a round trip and puts each message under its field at once.
 */
export function missingForReturn(kind: 'lab' | 'report', values: PerformanceValues, rows: readonly ResultRow[], texts: ResultTexts): Record<string, typeof REQUIRED> {
  const missing: Record<string, typeof REQUIRED> = {};
  if (!values.ThietBi_Id) missing.ThietBi_Id = REQUIRED;
  if (values.NguoiThucHien_Ids.length === 0) missing.NguoiThucHien_Ids = REQUIRED;
  if (values.NgayThucHien === null) missing.NgayThucHien = REQUIRED;
  if (kind === 'lab') {
    if (values.NgayLayMau === null) missing.NgayLayMau = REQUIRED;
    rows.forEach((row, index) => {
      if ((texts[rowKey(row)] ?? '').trim() === '') missing[`KetQuas.${index}`] = REQUIRED;
    });
  } else if (values.KetLuan.trim() === '') {
    missing.KetLuan = REQUIRED;
  }
  return missing;
}
