// Dates in Vietnam's time zone, whatever the zone of the machine running the code.
import { describe, expect, it } from 'vitest';
import { daysInMonth, formatDate, formatDateTime, fromCalendarDate, HIS_TIME_ZONE, parseDate, startOfDay, toCalendarDate } from './date';

// 2024-03-05 00:00 in Vietnam is 2024-03-04 17:00 UTC.
const MARCH_5_2024_VN = Date.UTC(2024, 2, 4, 17, 0);

describe('formatDate', () => {
  it.each([
    ['midnight in Vietnam is already the new day', MARCH_5_2024_VN, '05/03/2024'],
    ['one minute before midnight in Vietnam is still the day before', MARCH_5_2024_VN - 60_000, '04/03/2024'],
    ['late evening UTC is the next morning in Vietnam', Date.UTC(2023, 11, 31, 18, 30), '01/01/2024'],
    ['the epoch is 7 a.m. on 1 January 1970 in Vietnam', 0, '01/01/1970'],
    ['a birth date long before the epoch', Date.UTC(1945, 8, 1, 17, 0), '02/09/1945'],
    ['a leap day', Date.UTC(2024, 1, 29, 3, 0), '29/02/2024'],
    ['an invalid timestamp shows nothing', Number.NaN, ''],
  ])('%s', (_case, value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });
});

describe('formatDateTime', () => {
  it.each([
    ['midnight', MARCH_5_2024_VN, '05/03/2024 00:00'],
    ['afternoon on a 24-hour clock', Date.UTC(2024, 2, 5, 8, 45), '05/03/2024 15:45'],
    ['seconds are dropped, not rounded', Date.UTC(2024, 2, 5, 8, 45, 59), '05/03/2024 15:45'],
    ['an invalid timestamp shows nothing', Number.NaN, ''],
  ])('%s', (_case, value, expected) => {
    expect(formatDateTime(value)).toBe(expected);
  });
});

describe('parseDate', () => {
  it.each([
    ['a day gives the start of that day in Vietnam', '05/03/2024', MARCH_5_2024_VN],
    ['one-digit day and month', '5/3/2024', MARCH_5_2024_VN],
    ['surrounding spaces', ' 05/03/2024 ', MARCH_5_2024_VN],
    ['a leap day in a leap year', '29/02/2024', Date.UTC(2024, 1, 28, 17)],
    ['a leap day in a century divisible by 400', '29/02/2000', Date.UTC(2000, 1, 28, 17)],
    ['31 December', '31/12/1999', Date.UTC(1999, 11, 30, 17)],
    ['a year before 100 is not read as 19xx', '01/01/0050', fromCalendarDate({ year: 50, month: 1, day: 1 })],
    ['31 February', '31/02/2024', null],
    ['29 February in a common year', '29/02/2023', null],
    ['29 February in a century not divisible by 400', '29/02/1900', null],
    ['31 April', '31/04/2024', null],
    ['month 13', '01/13/2024', null],
    ['day zero', '00/01/2024', null],
    ['month zero', '01/00/2024', null],
    ['year zero', '01/01/0000', null],
    ['a two-digit year', '05/03/24', null],
    ['dashes instead of slashes', '05-03-2024', null],
    ['ISO order', '2024/03/05', null],
    ['a time after the date', '05/03/2024 10:00', null],
    ['empty text', '', null],
  ])('%s', (_case, text, expected) => {
    expect(parseDate(text)).toBe(expected);
  });

  it('reads back what formatDate wrote', () => {
    for (const value of [MARCH_5_2024_VN, Date.UTC(1960, 5, 15, 20), Date.UTC(2099, 11, 31, 16, 59)]) {
      expect(parseDate(formatDate(value))).toBe(startOfDay(value));
    }
  });
});

describe('calendar helpers', () => {
  it('names the time zone of the spec', () => {
    expect(HIS_TIME_ZONE).toBe('Asia/Ho_Chi_Minh');
  });

  it.each([
    ['midnight stays put', MARCH_5_2024_VN, MARCH_5_2024_VN],
    ['late evening goes back to that midnight', MARCH_5_2024_VN + 23 * 3_600_000, MARCH_5_2024_VN],
    ['a time before the epoch', Date.UTC(1960, 0, 1, 20), Date.UTC(1960, 0, 1, 17)],
  ])('start of day: %s', (_case, value, expected) => {
    expect(startOfDay(value)).toBe(expected);
  });

  it('agrees with the IANA zone since 1975', () => {
    const zoned = new Intl.DateTimeFormat('en-GB', { timeZone: HIS_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });
    for (const value of [Date.UTC(1976, 0, 1, 17), Date.UTC(2000, 5, 30, 16, 59), Date.UTC(2024, 2, 4, 17)]) {
      expect(formatDate(value)).toBe(zoned.format(value));
    }
  });

  it.each([
    ['February in a leap year', 2024, 2, 29],
    ['February in a common year', 2023, 2, 28],
    ['April', 2024, 4, 30],
    ['January', 2024, 1, 31],
  ])('days in month: %s', (_case, year, month, expected) => {
    expect(daysInMonth(year, month)).toBe(expected);
  });

  it('turns a timestamp into the Vietnamese calendar day', () => {
    expect(toCalendarDate(Date.UTC(2023, 11, 31, 18, 30))).toEqual({ year: 2024, month: 1, day: 1 });
  });
});
