// Patient age by the spec's rule: under 2 months in days, under 72 months in months, else in years.
import { coreMessages, formatMessage } from '../messages';
import type { Timestamp } from '../units';
import type { Language } from '../variant';
import { type CalendarDate, daysInMonth, fromCalendarDate, toCalendarDate } from './date';

export type AgeUnit = 'day' | 'month' | 'year';

/** An age as shown next to a patient's name: one number and its unit. */
export interface AgeDisplay {
  value: number;
  unit: AgeUnit;
}

/** An age as completed years, then completed months, then days. */
export interface AgeParts {
  years: number;
  months: number;
  days: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

// Whole days are counted between calendar days, not between instants, so a birth at 23:00 is one day old
// at 01:00 the next morning, as a nurse would say.
function dayNumber(date: CalendarDate): number {
  return Math.round(fromCalendarDate(date) / DAY_MS);
}

// A month after 31 January is the last day of February: the clamp keeps month-end births from skipping a month.
function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

function completedMonths(birth: CalendarDate, at: CalendarDate): number {
  const months = (at.year - birth.year) * 12 + (at.month - birth.month);
  const anniversary = addMonths(birth, months);
  return anniversary.day > at.day ? months - 1 : months;
}

function calendarDays(birth: Timestamp, at: Timestamp): { birthDay: CalendarDate; atDay: CalendarDate } | null {
  if (!Number.isFinite(birth) || !Number.isFinite(at)) return null;
  const birthDay = toCalendarDate(birth);
  const atDay = toCalendarDate(at);
  if (dayNumber(birthDay) > dayNumber(atDay)) return null;
  return { birthDay, atDay };
}

/** Completed months of age on the Vietnamese calendar, or null when `birth` is after `at`. */
export function ageInMonths(birth: Timestamp, at: Timestamp): number | null {
  const days = calendarDays(birth, at);
  return days && completedMonths(days.birthDay, days.atDay);
}

/**
 * Completed years, months and days on the Vietnamese calendar, or null when `birth` is after `at`.
 * A birthday on 29 February is reached on 28 February in common years.
 */
export function ageYearsMonthsDays(birth: Timestamp, at: Timestamp): AgeParts | null {
  const days = calendarDays(birth, at);
  if (!days) return null;
  const months = completedMonths(days.birthDay, days.atDay);
  const lastMonthDay = addMonths(days.birthDay, months);
  return { years: Math.floor(months / 12), months: months % 12, days: dayNumber(days.atDay) - dayNumber(lastMonthDay) };
}

/** The age to show, by the spec's thresholds, or null when `birth` is after `at`. */
export function ageDisplay(birth: Timestamp, at: Timestamp): AgeDisplay | null {
  const days = calendarDays(birth, at);
  if (!days) return null;
  const months = completedMonths(days.birthDay, days.atDay);
  if (months < 2) return { value: dayNumber(days.atDay) - dayNumber(days.birthDay), unit: 'day' };
  if (months < 72) return { value: months, unit: 'month' };
  return { value: Math.floor(months / 12), unit: 'year' };
}

/**
 * The age of a patient registered with a birth year only: the difference of calendar years, as people
 * count it when no birthday is known. Months and days cannot be known, so the unit is always years
 * (0 in the year of birth). Null for a year that is not a whole number or is after the year of `at`.
 */
export function ageFromBirthYear(year: number, at: Timestamp): AgeDisplay | null {
  if (!Number.isInteger(year) || year < 1 || !Number.isFinite(at)) return null;
  const atYear = toCalendarDate(at).year;
  return year > atYear ? null : { value: atYear - year, unit: 'year' };
}

/** '3 tháng', '45 tuổi' in Vietnamese; '1 month', '45 years' in English. */
export function formatAge(age: AgeDisplay, language: Language): string {
  // The keys follow i18next's plural suffixes, so the web can also write t('format.age.month', { count }).
  const plural = new Intl.PluralRules(language).select(age.value);
  const key = `format.age.${age.unit}_${plural === 'one' ? 'one' : 'other'}`;
  return formatMessage(coreMessages[language], key, { count: age.value }) ?? `${age.value}`;
}
