// WHO BMI-for-age LMS parameters by sex and completed month of age, the data behind bmiCategory for children.
//
// Sources to generate the rows from (WHO publishes them; keep this attribution with the data):
// - 0-60 months: WHO Child Growth Standards 2006, BMI-for-age, monthly tables for boys and girls.
// - 61-228 months: WHO Growth Reference 2007 for 5-19 years, BMI-for-age, monthly tables.
// The R packages that carry these tables are GPL; generate the rows from WHO's own files instead.

export type Sex = 'male' | 'female';

/** Box-Cox power L, median M and coefficient of variation S of BMI at one completed month of age. */
export interface LmsRow {
  ageMonths: number;
  L: number;
  M: number;
  S: number;
}

/** Rows for each sex, one per completed month; a month without a row has no table. */
export type BmiForAgeTables = Readonly<Record<Sex, readonly LmsRow[]>>;

/** The last month of the WHO Child Growth Standards (under-five categories apply up to here). */
export const WHO_STANDARDS_LAST_MONTH = 60;
/** The last month of the WHO Growth Reference; older patients are classified with the adult cut-offs. */
export const WHO_REFERENCE_LAST_MONTH = 228;

/**
 * The WHO rows held by the product. They are not included yet: the domain reference gives the method, the
 * age ranges and the cut-offs, not the parameters. Until rows are added, bmiCategory gives its
 * 'There is an error' result for every age from 0 to 228 months, as the spec does when no table matches.
 */
export const WHO_BMI_FOR_AGE: BmiForAgeTables = { male: [], female: [] };
