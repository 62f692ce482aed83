// The shape of the WHO BMI-for-age tables, apart from their data, so that the generator runs without a generated module.

/** The decimals WHO gives L, M and S to: integers in these units hold the published numbers exactly. */
export const WHO_LMS_DECIMALS = [4, 4, 5] as const;
/** The last day of the WHO Child Growth Standards (under-five categories apply up to here, 60.98 months). */
export const WHO_STANDARDS_LAST_DAY = 1856;
/** The first month of the WHO Growth Reference, which begins where the standards end. */
export const WHO_REFERENCE_FIRST_MONTH = 61;
/** The last month of the WHO Growth Reference; older patients are classified with the adult cut-offs. */
export const WHO_REFERENCE_LAST_MONTH = 228;
