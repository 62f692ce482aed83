// Body-mass index and its category: WHO BMI-for-age z-scores up to 228 months, WHO adult cut-offs after.
import {
  type BmiForAgeTables,
  type LmsRow,
  lmsAt,
  type Sex,
  WHO_BMI_FOR_AGE,
  WHO_REFERENCE_LAST_MONTH,
  WHO_STANDARDS_LAST_DAY,
} from './who-bmi-for-age';

/** The spec's seven categories, as codes; the texts are the locale keys `format.bmi.category.<code>`. */
export type BmiCategory = 'malnutrition' | 'thinnessII' | 'thinnessI' | 'goodHealth' | 'overweightI' | 'overweightII' | 'obese';

/** Which cut-offs produced a category: the under-five standards, the 5-19 reference, or the adult table. */
export type BmiReference = 'who2006' | 'who2007' | 'whoAdult';

export type BmiAssessment =
  | { ok: true; category: BmiCategory; reference: BmiReference; zScore: number | null }
  /** The spec's 'There is an error': no table for the age and sex, or inputs that are not a BMI and an age. */
  | { ok: false; reason: 'noTable' | 'invalidInput'; messageKey: 'format.bmi.error' };

export interface BmiInput {
  bmi: number;
  /**
   * Exact age in days on the day of measurement, fractions allowed: (measured − born) / one day. Under five years
   * WHO's tables go by whole days, so it is rounded; after that by the completed months of WHO's average length
   * in that whole number of days.
   */
  ageDays: number;
  sex: Sex;
}

/** WHO's average month (365.25 / 12 days), which turns ages in days into the months of its tables. */
export const WHO_DAYS_PER_MONTH = 30.4375;

/** Weight over height squared, in kg/m², unrounded; NaN when either measure is missing or not positive. */
export function bmi(weightKg: number, heightCm: number): number {
  if (!(weightKg > 0) || !(heightCm > 0) || !Number.isFinite(weightKg) || !Number.isFinite(heightCm)) return Number.NaN;
  const heightM = heightCm / 100;
  return weightKg / (heightM * heightM);
}

// The epsilon lifts values such as 22.45, stored as 22.4499…, to the rounding a person would expect.
const roundTo = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  return Math.round(value * factor * (1 + Number.EPSILON)) / factor;
};

/** BMI to one decimal, as it is shown; classification takes whatever value the caller passes. */
export function roundBmi(value: number): number {
  return roundTo(value, 1);
}

/** The BMI on the SD line k of a row, M·(1 + L·S·k)^(1/L): WHO's printed tables and growth charts show these. */
export function lmsSdLine({ L, M, S }: LmsRow, k: number): number {
  return L === 0 ? M * Math.exp(S * k) : M * (1 + L * S * k) ** (1 / L);
}

/**
 * The LMS z-score, z = ((X/M)^L − 1)/(L·S), with WHO's adjustment beyond ±3: there the distance to the ±3 SD
 * line is measured in units of the distance between the 2 and 3 SD lines, because the fitted skewness
 * stretches the extreme tails.
 */
export function lmsZScore(value: number, row: LmsRow): number {
  const { L, M, S } = row;
  const sdLine = (k: number): number => lmsSdLine(row, k);
  const z = L === 0 ? Math.log(value / M) / S : ((value / M) ** L - 1) / (L * S);
  if (z > 3) {
    const sd3 = sdLine(3);
    return 3 + (value - sd3) / (sd3 - sdLine(2));
  }
  if (z < -3) {
    const sd3 = sdLine(-3);
    return -3 + (value - sd3) / (sdLine(-2) - sd3);
  }
  return z;
}

// A band holds values up to `limit`; `inclusive` follows the wording of the WHO cut-off ("> +1" is
// overweight, so +1 itself is still normal; "< −2" is thinness, so −2 itself is normal).
interface Band {
  category: BmiCategory;
  limit: number;
  inclusive: boolean;
}

// Under five (WHO 2006): severely wasted < −3 → malnutrition; wasted < −2 → thinness I; > +1 possible risk
// of overweight → overweight I; > +2 overweight → overweight II; > +3 obese.
const UNDER_FIVE: readonly Band[] = [
  { category: 'malnutrition', limit: -3, inclusive: false },
  { category: 'thinnessI', limit: -2, inclusive: false },
  { category: 'goodHealth', limit: 1, inclusive: true },
  { category: 'overweightI', limit: 2, inclusive: true },
  { category: 'overweightII', limit: 3, inclusive: true },
  { category: 'obese', limit: Number.POSITIVE_INFINITY, inclusive: true },
];

// 5-19 years (WHO 2007): severe thinness < −3 → thinness II; thinness < −2 → thinness I; > +1 overweight →
// overweight I; > +2 obesity → obese.
const FIVE_TO_NINETEEN: readonly Band[] = [
  { category: 'thinnessII', limit: -3, inclusive: false },
  { category: 'thinnessI', limit: -2, inclusive: false },
  { category: 'goodHealth', limit: 1, inclusive: true },
  { category: 'overweightI', limit: 2, inclusive: true },
  { category: 'obese', limit: Number.POSITIVE_INFINITY, inclusive: true },
];

// Adults, on BMI itself (WHO 1995 grades, which the spec's names follow): thinness grade 3 < 16 →
// malnutrition; grade 2 < 17; grade 1 < 18.5; normal < 25; overweight grade 1 < 30; grade 2 < 40; grade 3
// (severe obesity) → obese. The domain reference sets no Asian cut-offs, so these are WHO's global ones.
const ADULT: readonly Band[] = [
  { category: 'malnutrition', limit: 16, inclusive: false },
  { category: 'thinnessII', limit: 17, inclusive: false },
  { category: 'thinnessI', limit: 18.5, inclusive: false },
  { category: 'goodHealth', limit: 25, inclusive: false },
  { category: 'overweightI', limit: 30, inclusive: false },
  { category: 'overweightII', limit: 40, inclusive: false },
  { category: 'obese', limit: Number.POSITIVE_INFINITY, inclusive: true },
];

function inBand(value: number, bands: readonly Band[]): BmiCategory {
  const band = bands.find(({ limit, inclusive }) => (inclusive ? value <= limit : value < limit));
  return (band ?? bands[bands.length - 1]!).category;
}

const error = (reason: 'noTable' | 'invalidInput'): BmiAssessment => ({ ok: false, reason, messageKey: 'format.bmi.error' });

/**
 * The category of a BMI for a patient's age and sex. Up to day 1856 it takes the WHO 2006 row of the whole day
 * of age, then up to month 228 the WHO 2007 row of the completed month (at 30.4375 days a month day 1857 is month
 * 61, so the tables meet without a gap), then the adult cut-offs. Before birth or without a row the result is the
 * spec's 'There is an error', not an exception. The z-score is rounded to two decimals, as WHO reports it, before
 * it is compared with the cut-offs.
 */
export function bmiCategory(input: BmiInput, tables: BmiForAgeTables = WHO_BMI_FOR_AGE): BmiAssessment {
  const { bmi: value, ageDays, sex } = input;
  if (!(value > 0) || !Number.isFinite(value) || !(ageDays >= 0) || !Number.isFinite(ageDays)) return error('invalidInput');
  const day = Math.round(ageDays);
  // Months are counted from the whole day too, so an age between day 1856 and 1857 falls in one table or the other.
  const month = Math.floor(day / WHO_DAYS_PER_MONTH);
  if (month > WHO_REFERENCE_LAST_MONTH) return { ok: true, category: inBand(value, ADULT), reference: 'whoAdult', zScore: null };
  const underFive = day <= WHO_STANDARDS_LAST_DAY;
  const row = underFive ? lmsAt(tables.byDay, sex, day) : lmsAt(tables.byMonth, sex, month);
  if (!row) return error('noTable');
  // `|| 0` turns a −0 (a value a hair under the median) into 0, which a page would otherwise print as "-0".
  const zScore = roundTo(lmsZScore(value, row), 2) || 0;
  return { ok: true, category: inBand(zScore, underFive ? UNDER_FIVE : FIVE_TO_NINETEEN), reference: underFive ? 'who2006' : 'who2007', zScore };
}
