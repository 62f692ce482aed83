// BMI, the LMS z-score and the spec's seven categories for children (by WHO z-score) and adults.
import { describe, expect, it } from 'vitest';
import { bmi, bmiCategory, lmsSdLine, lmsZScore, roundBmi } from './bmi';
import { type BmiForAgeTables, type LmsRow, lmsAt, type Sex, WHO_BMI_FOR_AGE } from './who-bmi-for-age';

// Fails, rather than skipping the case, when the product holds no row for the age.
function whoRow(sex: Sex, table: 'byDay' | 'byMonth', age: number): LmsRow {
  const row = lmsAt(WHO_BMI_FOR_AGE[table], sex, age);
  if (!row) throw new Error(`no WHO ${table} row for a ${sex} of ${age}`);
  return row;
}

// The BMI whose z-score is z, WHO's adjusted z included, so that a case can sit exactly on a cut-off.
function bmiAtZ(row: LmsRow, z: number): number {
  if (z > 3) return lmsSdLine(row, 3) + (z - 3) * (lmsSdLine(row, 3) - lmsSdLine(row, 2));
  if (z < -3) return lmsSdLine(row, -3) + (z + 3) * (lmsSdLine(row, -2) - lmsSdLine(row, -3));
  return lmsSdLine(row, z);
}

// Age in days at which the tables give a 2-year-old (day 730) and a 10-year-old (3653 days: month 120).
const TWO_YEARS = 730;
const TEN_YEARS = 3653;

describe('bmi', () => {
  it.each([
    ['weight over height squared in metres', 70, 175, 22.857142857],
    ['a small child', 12, 85, 16.608996540],
  ])('%s', (_case, weightKg, heightCm, expected) => {
    expect(bmi(weightKg, heightCm)).toBeCloseTo(expected, 8);
  });

  it.each([
    ['no weight', 0, 170],
    ['a negative height', 60, -170],
    ['a missing height', 60, Number.NaN],
    ['an infinite weight', Number.POSITIVE_INFINITY, 170],
  ])('is not a number for %s', (_case, weightKg, heightCm) => {
    expect(bmi(weightKg, heightCm)).toBeNaN();
  });
});

describe('roundBmi', () => {
  it.each([
    ['to one decimal', 22.857142857142858, 22.9],
    ['down when below the half', 18.44, 18.4],
    ['a half stored just under its decimal value still rounds up', 22.45, 22.5],
    ['a whole number stays whole', 25, 25],
  ])('%s', (_case, value, expected) => {
    expect(roundBmi(value)).toBe(expected);
  });
});

describe('lmsZScore', () => {
  it.each([
    ['the median is zero', 16, { L: 1, M: 16, S: 0.125 }, 0],
    ['one SD above with L = 1', 18, { L: 1, M: 16, S: 0.125 }, 1],
    ['L = 0 uses the logarithm', 16 * Math.exp(0.1), { L: 0, M: 16, S: 0.1 }, 1],
    ['L = −1 inside ±3 uses the plain formula', 20, { L: -1, M: 16, S: 0.1 }, 2],
    // With L = −1, M = 16, S = 0.1 the SD lines are 16/(1 − 0.1·z): +2 → 20, +3 → 22.857…, −2 → 13.333…, −3 → 12.307…
    ['beyond +3 measures in 2-to-3 SD distances', 16 / 0.7 + (16 / 0.7 - 20), { L: -1, M: 16, S: 0.1 }, 4],
    ['beyond −3 measures in 2-to-3 SD distances', 16 / 1.3 - (16 / 1.2 - 16 / 1.3), { L: -1, M: 16, S: 0.1 }, -4],
  ])('%s', (_case, value, lms, expected) => {
    expect(lmsZScore(value, lms)).toBeCloseTo(expected, 10);
  });
});

describe('the WHO tables', () => {
  it("give WHO's printed −3…+3 SD lines for boys at 120 months", () => {
    const row = whoRow('male', 'byMonth', 120);
    const lines = [-3, -2, -1, 0, 1, 2, 3].map((k) => Math.round(lmsSdLine(row, k) * 100) / 100);
    expect(lines).toEqual([12.78, 13.74, 14.92, 16.44, 18.48, 21.4, 26.07]);
  });
});

describe('bmiCategory at the edges of the WHO tables', () => {
  it.each([
    ['a newborn boy (day 0)', 'male', 0, 17.5, 'overweightII', 'who2006', 2.68],
    ['a newborn girl (day 0)', 'female', 0, 17.5, 'overweightII', 'who2006', 2.91],
    ['a newborn boy at the median', 'male', 0, 13.4069, 'goodHealth', 'who2006', 0],
    ['a boy on day 1856, the last of the standards', 'male', 1856, 20, 'overweightII', 'who2006', 2.86],
    ['a girl on day 1856, the last of the standards', 'female', 1856, 20, 'overweightII', 'who2006', 2.54],
    ['a girl 1856.4 days old rounds to day 1856', 'female', 1856.4, 20, 'overweightII', 'who2006', 2.54],
    ['a boy on day 1857 is in month 61, the first of the reference', 'male', 1857, 20, 'obese', 'who2007', 2.92],
    ['a girl on day 1857 is in month 61, the first of the reference', 'female', 1857, 20, 'obese', 'who2007', 2.49],
    ['a girl 1856.5 days old rounds to day 1857, month 61', 'female', 1856.5, 20, 'obese', 'who2007', 2.49],
    ['a boy on the first day of month 228', 'male', 6940, 17.5, 'thinnessI', 'who2007', -2.03],
    ['a girl on the first day of month 228', 'female', 6940, 17.5, 'goodHealth', 'who2007', -1.51],
    ['a boy on the last day of month 228', 'male', 6970, 17.5, 'thinnessI', 'who2007', -2.03],
    ['a girl on the last day of month 228', 'female', 6970, 17.5, 'goodHealth', 'who2007', -1.51],
  ] as const)('%s', (_case, sex, ageDays, value, category, reference, zScore) => {
    expect(bmiCategory({ bmi: value, ageDays, sex })).toEqual({ ok: true, category, reference, zScore });
  });

  it.each([
    ['boy', 'male', 'thinnessI'],
    ['girl', 'female', 'goodHealth'],
  ] as const)('a %s is classified as an adult from month 229 (day 6971), by the reference the day before', (_case, sex, lastChildCategory) => {
    expect(bmiCategory({ bmi: 17.5, ageDays: 6970, sex })).toMatchObject({ ok: true, category: lastChildCategory, reference: 'who2007' });
    expect(bmiCategory({ bmi: 17.5, ageDays: 6971, sex })).toEqual({ ok: true, category: 'thinnessI', reference: 'whoAdult', zScore: null });
  });
});

// Cut-offs are on the z-score rounded to two decimals: each case sits on a cut-off or 0.01 beyond it.
describe.each(['female', 'male'] as const)('bmiCategory cut-offs for a %s', (sex) => {
  it.each([
    ['below −3 SD (severely wasted) is malnutrition', -3.01, 'malnutrition'],
    ['−3 SD itself is thinness I (wasted)', -3, 'thinnessI'],
    ['just below −2 SD is thinness I', -2.01, 'thinnessI'],
    ['−2 SD itself is good health', -2, 'goodHealth'],
    ['+1 SD itself is good health', 1, 'goodHealth'],
    ['just above +1 SD (risk of overweight) is overweight I', 1.01, 'overweightI'],
    ['+2 SD itself is overweight I', 2, 'overweightI'],
    ['just above +2 SD (overweight) is overweight II', 2.01, 'overweightII'],
    ['+3 SD itself is overweight II', 3, 'overweightII'],
    ['just above +3 SD is obese', 3.01, 'obese'],
  ] as const)('under five, %s', (_case, z, category) => {
    const value = bmiAtZ(whoRow(sex, 'byDay', TWO_YEARS), z);
    expect(bmiCategory({ bmi: value, ageDays: TWO_YEARS, sex })).toEqual({ ok: true, category, reference: 'who2006', zScore: z });
  });

  it.each([
    ['below −3 SD (severe thinness) is thinness II', -3.01, 'thinnessII'],
    ['−3 SD itself is thinness I', -3, 'thinnessI'],
    ['just below −2 SD (thinness) is thinness I', -2.01, 'thinnessI'],
    ['−2 SD itself is good health', -2, 'goodHealth'],
    ['+1 SD itself is good health', 1, 'goodHealth'],
    ['just above +1 SD (overweight) is overweight I', 1.01, 'overweightI'],
    ['+2 SD itself is overweight I', 2, 'overweightI'],
    ['just above +2 SD (obesity) is obese', 2.01, 'obese'],
    ['far above +3 SD is still obese', 4, 'obese'],
  ] as const)('5-19 years, %s', (_case, z, category) => {
    const value = bmiAtZ(whoRow(sex, 'byMonth', 120), z);
    expect(bmiCategory({ bmi: value, ageDays: TEN_YEARS, sex })).toEqual({ ok: true, category, reference: 'who2007', zScore: z });
  });
});

describe('bmiCategory for adults', () => {
  it.each([
    ['below 16 (thinness grade 3) is malnutrition', 15.9, 'malnutrition'],
    ['16 is thinness II', 16, 'thinnessII'],
    ['16.99 is thinness II', 16.99, 'thinnessII'],
    ['17 is thinness I', 17, 'thinnessI'],
    ['18.49 is thinness I', 18.49, 'thinnessI'],
    ['18.5 is good health', 18.5, 'goodHealth'],
    ['24.99 is good health', 24.99, 'goodHealth'],
    ['25 is overweight I', 25, 'overweightI'],
    ['29.99 is overweight I', 29.99, 'overweightI'],
    ['30 is overweight II', 30, 'overweightII'],
    ['39.99 is overweight II', 39.99, 'overweightII'],
    ['40 is obese', 40, 'obese'],
  ])('%s', (_case, value, category) => {
    // The adult cut-offs do not depend on age or sex: 40 years old here.
    expect(bmiCategory({ bmi: value, ageDays: 14_610, sex: 'female' })).toEqual({ ok: true, category, reference: 'whoAdult', zScore: null });
  });
});

describe("bmiCategory gives the spec's error", () => {
  const error = { ok: false, reason: 'invalidInput', messageKey: 'format.bmi.error' };

  it.each([
    ['a day before birth', -1],
    ['hours before birth', -0.2],
    ['a missing age', Number.NaN],
    ['an infinite age', Number.POSITIVE_INFINITY],
  ])('for %s, while a child born today gets a category', (_case, ageDays) => {
    expect(bmiCategory({ bmi: 13.4, ageDays, sex: 'male' })).toEqual(error);
    expect(bmiCategory({ bmi: 13.4, ageDays: 0, sex: 'male' })).toMatchObject({ ok: true, reference: 'who2006' });
  });

  it.each([
    ['a BMI from a missing height', bmi(20, 0)],
    ['a zero BMI', 0],
    ['a missing BMI', Number.NaN],
  ])('for %s, while the same child with a BMI gets a category', (_case, value) => {
    expect(bmiCategory({ bmi: value, ageDays: TEN_YEARS, sex: 'female' })).toEqual(error);
    expect(bmiCategory({ bmi: 16.6, ageDays: TEN_YEARS, sex: 'female' })).toMatchObject({ ok: true, reference: 'who2007' });
  });

  it('for an age and sex with no row in the tables given', () => {
    const oneBoyDay: BmiForAgeTables = { byDay: { first: 0, male: [1, 16, 0.125], female: [] }, byMonth: { first: 61, male: [], female: [] } };
    expect(bmiCategory({ bmi: 16, ageDays: 0, sex: 'male' }, oneBoyDay)).toMatchObject({ ok: true, zScore: 0 });
    expect(bmiCategory({ bmi: 16, ageDays: 0, sex: 'female' }, oneBoyDay)).toEqual({ ok: false, reason: 'noTable', messageKey: 'format.bmi.error' });
    expect(bmiCategory({ bmi: 16, ageDays: 1, sex: 'male' }, oneBoyDay)).toEqual({ ok: false, reason: 'noTable', messageKey: 'format.bmi.error' });
    expect(bmiCategory({ bmi: 16, ageDays: TEN_YEARS, sex: 'male' }, oneBoyDay)).toEqual({ ok: false, reason: 'noTable', messageKey: 'format.bmi.error' });
  });
});
