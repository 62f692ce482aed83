// WHO BMI-for-age LMS parameters: the types, the lookup, and the tables generated from who/bmi-for-age.tsv.
//
// Sources (WHO publishes them; the attribution travels with the data in who/README.md):
// - under 5 years, by day 0-1856: WHO Child Growth Standards 2006, BMI-for-age.
// - 5-19 years, by month 61-228: WHO Growth Reference 2007, BMI-for-age.
// The R packages that carry these tables are GPL; the rows come from WHO's own tables instead.
import { WHO_BMI_BY_DAY, WHO_BMI_BY_MONTH } from './who-bmi-for-age.generated';
import { WHO_LMS_DECIMALS } from './who-bmi-layout';

export * from './who-bmi-layout';

export type Sex = 'male' | 'female';

/** Box-Cox power L, median M and coefficient of variation S of BMI at one age. */
export interface LmsRow {
  L: number;
  M: number;
  S: number;
}

/** One WHO table: for each sex, the rows from age `first` on, one per step of age (a day or a month), flattened as L, M, S, L, M, S, … */
export interface LmsTable {
  first: number;
  male: readonly number[];
  female: readonly number[];
}

/**
 * A table as the generated module stores it, to keep the examination pages' bundle small: each number is the
 * difference from the same parameter one row earlier (the first row's from 0), in units of its last decimal.
 */
export type EncodedLmsTable = LmsTable;

// Dividing the integer by a power of ten gives the same double as reading the decimal text, so no number changes.
function decodeRun(encoded: readonly number[]): number[] {
  const units = [0, 0, 0];
  return encoded.map((difference, index) => {
    const column = index % 3;
    units[column]! += difference;
    return units[column]! / 10 ** WHO_LMS_DECIMALS[column as 0 | 1 | 2];
  });
}

/** The table a generated module encodes, with the published numbers. */
export function decodeLmsTable({ first, male, female }: EncodedLmsTable): LmsTable {
  return { first, male: decodeRun(male), female: decodeRun(female) };
}

export interface BmiForAgeTables {
  /** WHO Child Growth Standards 2006, by whole day of age. */
  byDay: LmsTable;
  /** WHO Growth Reference 2007, by completed month of age. */
  byMonth: LmsTable;
}

/** The row of a table for one sex and age, or null when the table has none. */
export function lmsAt(table: LmsTable, sex: Sex, age: number): LmsRow | null {
  const values = table[sex];
  if (!values || !Number.isInteger(age)) return null;
  const index = (age - table.first) * 3;
  if (index < 0 || index + 2 >= values.length) return null;
  return { L: values[index]!, M: values[index + 1]!, S: values[index + 2]! };
}

/** The WHO rows held by the product, for both sexes: days 0-1856 and months 61-228. */
export const WHO_BMI_FOR_AGE: BmiForAgeTables = { byDay: decodeLmsTable(WHO_BMI_BY_DAY), byMonth: decodeLmsTable(WHO_BMI_BY_MONTH) };
