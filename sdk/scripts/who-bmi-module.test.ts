// The generated WHO module is what the generator makes of the TSV in the repository, and the generator refuses a broken file.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WHO_BMI_FOR_AGE } from '../shared/format/who-bmi-for-age';
import { WHO_BMI_MODULE, WHO_BMI_TSV } from './generate-who-bmi';
import { renderWhoBmiModule } from './who-bmi-module';

const tsv = readFileSync(WHO_BMI_TSV, 'utf8');

describe('who-bmi-for-age.generated.ts', () => {
  it('is what the generator makes of who/bmi-for-age.tsv (run npx tsx sdk/scripts/generate-who-bmi.ts after changing it)', () => {
    expect(readFileSync(WHO_BMI_MODULE, 'utf8')).toBe(renderWhoBmiModule(tsv));
  });

  it('holds days 0-1856 and months 61-228 for both sexes, three numbers a row', () => {
    for (const sex of ['male', 'female'] as const) {
      expect(WHO_BMI_FOR_AGE.byDay[sex]).toHaveLength(1857 * 3);
      expect(WHO_BMI_FOR_AGE.byMonth[sex]).toHaveLength(168 * 3);
    }
    expect(WHO_BMI_FOR_AGE.byDay.first).toBe(0);
    expect(WHO_BMI_FOR_AGE.byMonth.first).toBe(61);
  });

  it('decodes to every number of the file exactly', () => {
    const sexes = { '1': 'male', '2': 'female' } as const;
    const rows = tsv.trim().split('\n').slice(1).map((line) => line.split('\t'));
    for (const [sex, unit, age, ...lms] of rows) {
      const table = unit === 'day' ? WHO_BMI_FOR_AGE.byDay : WHO_BMI_FOR_AGE.byMonth;
      const at = (Number(age) - table.first) * 3;
      expect(table[sexes[sex as '1' | '2']].slice(at, at + 3), `${sex} ${unit} ${age}`).toEqual(lms.map(Number));
    }
    expect(rows).toHaveLength(2 * (1857 + 168));
  });
});

describe('renderWhoBmiModule', () => {
  const lines = tsv.trim().split('\n');

  it.each([
    ['a missing row', [...lines.slice(0, 10), ...lines.slice(11)].join('\n'), /line 11: expected day 9 for male, found 10/],
    ['a table cut short', lines.slice(0, -1).join('\n'), /female months end at 227, not 228/],
    ['a value that is not a number', lines.map((line, index) => (index === 5 ? line.replace(/\t[^\t]+$/, '\tx') : line)).join('\n'), /line 6: S must be a number with at most 5 decimals/],
    ['a value with more decimals than the tables hold', lines.map((line, index) => (index === 5 ? line.replace(/\t[^\t]+$/, '\t0.095612') : line)).join('\n'), /line 6: S must be a number/],
    ['a missing column', lines.map((line, index) => (index === 5 ? line.replace(/\t[^\t]+$/, '') : line)).join('\n'), /line 6: L, M and S must be numbers/],
    ['an unknown sex', lines.map((line, index) => (index === 5 ? line.replace(/^1/, '3') : line)).join('\n'), /line 6: unknown sex or unit/],
    ['another header', ['age\tsex\tunit\tL\tM\tS', ...lines.slice(1)].join('\n'), /header/],
  ])('refuses %s', (_case, text, message) => {
    expect(() => renderWhoBmiModule(text)).toThrow(message);
  });
});
