// Named number series that people read on paper (patient codes, visit numbers, order numbers): one counter per
// facility, and per year when the series restarts each year, allocated in the caller's transaction.
import type { Timestamp } from '../../shared/units';
import { toCalendarDate } from '../../shared/format/date';
import { sql } from 'drizzle-orm';
import { allocateNumber, rowsOf, type Db } from '../database';

export interface NumberSeries {
  /** Unique across plugins, '<plugin>.<name>': part of the counter's key, so never renamed once used. */
  readonly name: string;
  /** Written before the year and the number, e.g. 'BN'. */
  readonly prefix: string;
  /** How much of the year the code shows after the prefix: none, '26' or '2026'. */
  readonly yearDigits: 0 | 2 | 4;
  /** The number is zero-padded to this many digits; a larger number is written in full, never cut. */
  readonly padding: number;
  /** 'yearly' starts again at 1 on 1 January (Vietnam time); 'never' counts on for ever. */
  readonly reset: 'yearly' | 'never';
}

const SERIES_NAME = /^[a-z][a-zA-Z0-9-]*\.[a-zA-Z][a-zA-Z0-9-]*$/;

/** A series as a plugin declares it; a malformed one stops the server at start, not at the first patient. */
export function defineNumberSeries(series: Partial<NumberSeries> & Pick<NumberSeries, 'name'>): NumberSeries {
  const defined: NumberSeries = { prefix: '', yearDigits: 0, padding: 1, reset: 'never', ...series };
  if (!SERIES_NAME.test(defined.name)) throw new Error(`Number series "${defined.name}": name it '<plugin>.<name>' in letters, digits and dashes.`);
  if (!Number.isInteger(defined.padding) || defined.padding < 1 || defined.padding > 12) throw new Error(`Number series "${defined.name}": padding must be 1 to 12 digits.`);
  if (![0, 2, 4].includes(defined.yearDigits)) throw new Error(`Number series "${defined.name}": yearDigits must be 0, 2 or 4.`);
  if (defined.reset === 'yearly' && defined.yearDigits === 0) {
    // Codes of two years would collide: BN000001 in 2026 and again in 2027.
    throw new Error(`Number series "${defined.name}": a series that restarts each year must show the year (yearDigits 2 or 4).`);
  }
  return Object.freeze(defined);
}

export interface SeriesNumber {
  /** The number within its counter: 1, 2, 3, … without gaps among committed rows. */
  number: number;
  /** The number as people read it: prefix, year and padded number. */
  code: string;
}

/** The code of `number` in `series` for a year: 'BN' + '26' + '000123'. */
export function formatSeriesCode(series: NumberSeries, number: number, year: number): string {
  const yearPart = series.yearDigits === 0 ? '' : String(year).slice(-series.yearDigits).padStart(series.yearDigits, '0');
  return `${series.prefix}${yearPart}${String(number).padStart(series.padding, '0')}`;
}

/** The counter a series uses for a facility and a moment: one per year when it restarts each year. */
export function seriesCounterKey(series: NumberSeries, facilityId: string, year: number): string {
  return `series:${series.name}:${facilityId}:${series.reset === 'yearly' ? year : 'all'}`;
}

/**
 * The next number of `series` in the facility. Must run inside the transaction that stores the row using it:
 * the counter row stays locked until commit, so two receptionists never get the same code, and a rolled-back
 * write gives its number back (no gaps).
 */
export async function allocateSeriesNumber(tx: Db, series: NumberSeries, facilityId: string, at: Timestamp = Date.now()): Promise<SeriesNumber> {
  const year = toCalendarDate(at).year;
  const number = await allocateNumber(tx, seriesCounterKey(series, facilityId, year));
  return { number, code: formatSeriesCode(series, number, year) };
}

/**
 * The next `count` numbers of `series` in the facility, in order, taken in one step (an import of many rows): the
 * counter moves by `count` at once, so no other writer's number falls between them. Like allocateSeriesNumber it
 * must run inside the transaction that stores the rows; a rollback gives the whole range back.
 */
export async function allocateSeriesRange(tx: Db, series: NumberSeries, facilityId: string, count: number, at: Timestamp = Date.now()): Promise<SeriesNumber[]> {
  if (!Number.isSafeInteger(count) || count < 0) throw new Error(`Number series "${series.name}": a range of ${count} numbers cannot be allocated.`);
  if (count === 0) return [];
  const year = toCalendarDate(at).year;
  const [row] = rowsOf<{ value: string | number }>(await tx.execute(sql`
    INSERT INTO his_counters (key, value) VALUES (${seriesCounterKey(series, facilityId, year)}, ${count})
    ON CONFLICT (key) DO UPDATE SET value = his_counters.value + EXCLUDED.value
    RETURNING value`));
  const first = Number(row!.value) - count + 1;
  return Array.from({ length: count }, (_, index) => ({ number: first + index, code: formatSeriesCode(series, first + index, year) }));
}
