// Patient age on the Vietnamese calendar, by the spec's day/month/year thresholds.
import { describe, expect, it } from 'vitest';
import { ageDisplay, ageFromBirthYear, ageInMonths, ageYearsMonthsDays, formatAge } from './age';
import { parseDate } from './date';

// A day written as on a form, as the start of that day in Vietnam.
const day = (text: string): number => {
  const value = parseDate(text);
  if (value === null) throw new Error(`bad test date ${text}`);
  return value;
};
const HOUR = 3_600_000;

describe('ageDisplay', () => {
  it.each([
    ['born today', '10/05/2024', '10/05/2024', { value: 0, unit: 'day' }],
    ['twelve days old', '01/05/2024', '13/05/2024', { value: 12, unit: 'day' }],
    ['one day short of two months is still in days', '10/03/2024', '09/05/2024', { value: 60, unit: 'day' }],
    ['two months exactly switches to months', '10/03/2024', '10/05/2024', { value: 2, unit: 'month' }],
    ['born on 31 December, two months on the last day of February', '31/12/2023', '29/02/2024', { value: 2, unit: 'month' }],
    ['three months and some days counts completed months', '01/01/2024', '20/04/2024', { value: 3, unit: 'month' }],
    ['71 months is still in months', '15/06/2018', '14/06/2024', { value: 71, unit: 'month' }],
    ['72 months switches to years', '15/06/2018', '15/06/2024', { value: 6, unit: 'year' }],
    ['a day before the 46th birthday is 45 years', '02/09/1978', '01/09/2024', { value: 45, unit: 'year' }],
    ['on the 46th birthday', '02/09/1978', '02/09/2024', { value: 46, unit: 'year' }],
  ])('%s', (_case, birth, at, expected) => {
    expect(ageDisplay(day(birth), day(at))).toEqual(expected);
  });

  it('counts calendar days in Vietnam, not elapsed hours', () => {
    // Born at 23:00 on 1 May in Vietnam; at 01:00 on 2 May the baby is one day old.
    const birth = day('01/05/2024') + 23 * HOUR;
    expect(ageDisplay(birth, day('02/05/2024') + HOUR)).toEqual({ value: 1, unit: 'day' });
  });

  it('uses the Vietnamese day even when UTC is still on the day before', () => {
    // 06:30 on 10 March in Vietnam is 23:30 on 9 March UTC: the second month is complete in Vietnam.
    expect(ageDisplay(day('10/01/2024'), Date.UTC(2024, 2, 9, 23, 30))).toEqual({ value: 2, unit: 'month' });
  });

  it('has no age for a birth after the day of reference', () => {
    expect(ageDisplay(day('11/05/2024'), day('10/05/2024'))).toBeNull();
  });

  it('has no age for invalid timestamps', () => {
    expect(ageDisplay(Number.NaN, day('10/05/2024'))).toBeNull();
  });
});

describe('ageYearsMonthsDays', () => {
  it.each([
    ['born today', '10/05/2024', '10/05/2024', { years: 0, months: 0, days: 0 }],
    ['years, months and days', '15/03/1990', '20/05/2024', { years: 34, months: 2, days: 5 }],
    ['days borrowed from the month before', '25/03/1990', '20/05/2024', { years: 34, months: 1, days: 25 }],
    ['a birthday on 31 January, one month on 29 February', '31/01/2024', '29/02/2024', { years: 0, months: 1, days: 0 }],
    ['a birthday on 31 January, on 1 March', '31/01/2023', '01/03/2023', { years: 0, months: 1, days: 1 }],
    ['a leap-day birthday is reached on 28 February of a common year', '29/02/2020', '28/02/2021', { years: 1, months: 0, days: 0 }],
    ['a leap-day birthday on a leap day', '29/02/2020', '29/02/2024', { years: 4, months: 0, days: 0 }],
    ['the day before a birthday', '01/01/2000', '31/12/2023', { years: 23, months: 11, days: 30 }],
  ])('%s', (_case, birth, at, expected) => {
    expect(ageYearsMonthsDays(day(birth), day(at))).toEqual(expected);
  });

  it('has no age for a birth after the day of reference', () => {
    expect(ageYearsMonthsDays(day('11/05/2024'), day('10/05/2024'))).toBeNull();
  });
});

describe('ageInMonths', () => {
  it.each([
    ['a newborn', '10/05/2024', '10/05/2024', 0],
    ['one day short of a month', '10/04/2024', '09/05/2024', 0],
    ['19 years exactly', '01/06/2005', '01/06/2024', 228],
    ['a birth in the future', '11/05/2024', '10/05/2024', null],
  ])('%s', (_case, birth, at, expected) => {
    expect(ageInMonths(day(birth), day(at))).toBe(expected);
  });
});

describe('ageFromBirthYear', () => {
  it.each([
    ['the difference of calendar years', 1980, '01/01/2024', { value: 44, unit: 'year' }],
    ['the same at the end of the year', 1980, '31/12/2024', { value: 44, unit: 'year' }],
    ['zero years in the year of birth', 2024, '10/05/2024', { value: 0, unit: 'year' }],
    ['a year in the future', 2025, '10/05/2024', null],
    ['a year that is not whole', 1980.5, '10/05/2024', null],
  ])('%s', (_case, year, at, expected) => {
    expect(ageFromBirthYear(year, day(at))).toEqual(expected);
  });

  it('takes the year in Vietnam on New Year\'s morning', () => {
    // 02:00 on 1 January 2024 in Vietnam is still 2023 in UTC.
    expect(ageFromBirthYear(1980, Date.UTC(2023, 11, 31, 19))).toEqual({ value: 44, unit: 'year' });
  });
});

describe('formatAge', () => {
  it.each([
    ['months in Vietnamese', { value: 3, unit: 'month' }, 'vi', '3 tháng'],
    ['days in Vietnamese', { value: 12, unit: 'day' }, 'vi', '12 ngày'],
    ['years in Vietnamese', { value: 45, unit: 'year' }, 'vi', '45 tuổi'],
    ['one day in Vietnamese has no plural form', { value: 1, unit: 'day' }, 'vi', '1 ngày'],
    ['months in English', { value: 3, unit: 'month' }, 'en', '3 months'],
    ['one month in English is singular', { value: 1, unit: 'month' }, 'en', '1 month'],
    ['zero days in English is plural', { value: 0, unit: 'day' }, 'en', '0 days'],
    ['years in English', { value: 45, unit: 'year' }, 'en', '45 years'],
  ] as const)('%s', (_case, age, language, expected) => {
    expect(formatAge(age, language)).toBe(expected);
  });
});
