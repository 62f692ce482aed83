// Dates and times as the spec shows them (dd/mm/yyyy, dd/mm/yyyy HH:mm), always in Vietnam's time zone.
import type { Timestamp } from '../units';

export const HIS_TIME_ZONE = 'Asia/Ho_Chi_Minh';

// Vietnam has kept UTC+7 without daylight saving since 1975. The IANA zone also records UTC+8 for the south
// in 1959-1975; a fixed offset is used instead so that a birth date typed today formats back to the same
// day whichever year it is in, and so the result never depends on the ICU data of a browser.
const OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A day on the Vietnamese calendar; month is 1-12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** The Vietnamese calendar day that contains `value`. */
export function toCalendarDate(value: Timestamp): CalendarDate {
  const shifted = new Date(value + OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** Midnight in Vietnam at the start of `date`. */
export function fromCalendarDate(date: CalendarDate): Timestamp {
  const utc = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not read years 0-99 as 1900-1999.
  utc.setUTCFullYear(date.year, date.month - 1, date.day);
  return utc.getTime() - OFFSET_MS;
}

/** Midnight in Vietnam at the start of the day that contains `value`. */
export function startOfDay(value: Timestamp): Timestamp {
  return Math.floor((value + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** 'dd/mm/yyyy' in Vietnam; '' for an invalid timestamp. */
export function formatDate(value: Timestamp): string {
  if (!Number.isFinite(value)) return '';
  const { year, month, day } = toCalendarDate(value);
  return `${pad2(day)}/${pad2(month)}/${String(year).padStart(4, '0')}`;
}

/** 'dd/mm/yyyy HH:mm' in Vietnam, 24-hour clock; '' for an invalid timestamp. */
export function formatDateTime(value: Timestamp): string {
  if (!Number.isFinite(value)) return '';
  const shifted = new Date(value + OFFSET_MS);
  return `${formatDate(value)} ${pad2(shifted.getUTCHours())}:${pad2(shifted.getUTCMinutes())}`;
}

// One-digit day and month are accepted because people type '1/2/2024'; the year must have four digits.
const DATE_TEXT = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** The start (in Vietnam) of the day written 'dd/mm/yyyy', or null for any other text or an impossible day. */
export function parseDate(text: string): Timestamp | null {
  const match = DATE_TEXT.exec(text.trim());
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return fromCalendarDate({ year, month, day });
}

/** A moment as a date-time box (`<input type="datetime-local">`) holds it in Vietnam, 'yyyy-mm-ddThh:mm'; '' for none. */
export function dateTimeText(value: Timestamp | null): string {
  if (value === null || !Number.isFinite(value)) return '';
  const { year, month, day } = toCalendarDate(value);
  const shifted = new Date(value + OFFSET_MS);
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}T${pad2(shifted.getUTCHours())}:${pad2(shifted.getUTCMinutes())}`;
}

const DATE_TIME_TEXT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/** The moment a date-time box's text names in Vietnam, whatever the computer's zone; null for an empty or impossible one. */
export function parseDateTimeText(text: string): Timestamp | null {
  const match = DATE_TIME_TEXT.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hours, minutes] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hours > 23 || minutes > 59) return null;
  const start = fromCalendarDate({ year, month, day });
  if (toCalendarDate(start).day !== day) return null;
  return start + (hours * 60 + minutes) * 60 * 1000;
}
