// Turns the WHO BMI-for-age TSV into the source of sdk/shared/format/who-bmi-for-age.generated.ts.
import { WHO_LMS_DECIMALS, WHO_REFERENCE_FIRST_MONTH, WHO_REFERENCE_LAST_MONTH, WHO_STANDARDS_LAST_DAY } from '../shared/format/who-bmi-layout';

type Unit = 'day' | 'month';
type SexName = 'male' | 'female';

const SEXES: Record<string, SexName> = { '1': 'male', '2': 'female' };
const HEADER = ['sex', 'unit', 'age', 'L', 'M', 'S'];
// The ranges the file's README promises and bmiCategory relies on; a missing row would give children the error.
const RANGES: Record<Unit, { first: number; last: number }> = {
  day: { first: 0, last: WHO_STANDARDS_LAST_DAY },
  month: { first: WHO_REFERENCE_FIRST_MONTH, last: WHO_REFERENCE_LAST_MONTH },
};

// Each row is written as its difference from the row before (same table and sex), in units of the last decimal:
// the parameters change little from one day to the next, so the module is 40 KB instead of 100 (7 KB gzipped, not 28).
function toUnits(text: string, column: number, where: string): number {
  const decimals = WHO_LMS_DECIMALS[column]!;
  if (!new RegExp(`^-?\\d+(\\.\\d{1,${decimals}})?$`).test(text)) {
    throw new Error(`${where}: ${'LMS'[column]} must be a number with at most ${decimals} decimals`);
  }
  return Math.round(Number(text) * 10 ** decimals);
}

/** The module's text: per table and sex one flat array of L, M, S differences, one row per line. */
export function renderWhoBmiModule(tsv: string): string {
  const lines = tsv.split('\n').filter((line) => line.trim() !== '');
  if (lines[0]?.split('\t').join(',') !== HEADER.join(',')) throw new Error(`bmi-for-age.tsv: the header must be ${HEADER.join(' ')}`);
  const rows: Record<Unit, Record<SexName, string[]>> = { day: { male: [], female: [] }, month: { male: [], female: [] } };
  const previous: Record<Unit, Record<SexName, number[]>> = { day: { male: [0, 0, 0], female: [0, 0, 0] }, month: { male: [0, 0, 0], female: [0, 0, 0] } };
  lines.slice(1).forEach((line, index) => {
    const where = `bmi-for-age.tsv line ${index + 2}`;
    const [sexCode, unit, age, ...lms] = line.split('\t');
    const sex = SEXES[sexCode ?? ''];
    if (!sex || (unit !== 'day' && unit !== 'month')) throw new Error(`${where}: unknown sex or unit`);
    if (lms.length !== 3) throw new Error(`${where}: L, M and S must be numbers`);
    const units = lms.map((text, column) => toUnits(text, column, where));
    const run = rows[unit][sex];
    const expected = RANGES[unit].first + run.length;
    if (Number(age) !== expected) throw new Error(`${where}: expected ${unit} ${expected} for ${sex}, found ${age}`);
    const before = previous[unit][sex];
    run.push(units.map((value, column) => value - before[column]!).join(','));
    previous[unit][sex] = units;
  });
  for (const unit of ['day', 'month'] as const) {
    for (const sex of ['male', 'female'] as const) {
      const last = RANGES[unit].first + rows[unit][sex].length - 1;
      if (last !== RANGES[unit].last) throw new Error(`bmi-for-age.tsv: ${sex} ${unit}s end at ${last}, not ${RANGES[unit].last}`);
    }
  }
  const table = (unit: Unit, name: string): string =>
    [
      `export const ${name}: EncodedLmsTable = {`,
      `  first: ${RANGES[unit].first},`,
      ...(['male', 'female'] as const).flatMap((sex) => [`  ${sex}: [`, ...rows[unit][sex].map((row) => `${row},`), '  ],']),
      '};',
    ].join('\n');
  return [
    '// WHO BMI-for-age L, M, S rows, as differences (EncodedLmsTable); generated from who/bmi-for-age.tsv by sdk/scripts/generate-who-bmi.ts; do not edit.',
    "import type { EncodedLmsTable } from './who-bmi-for-age';",
    '',
    table('day', 'WHO_BMI_BY_DAY'),
    '',
    table('month', 'WHO_BMI_BY_MONTH'),
    '',
  ].join('\n');
}
