// BMI, the LMS z-score and the spec's seven categories for children (by WHO z-score) and adults.
import { describe, expect, it } from 'vitest';
import { bmi, bmiCategory, lmsZScore, roundBmi } from './bmi';
import type { BmiForAgeTables, LmsRow } from './who-bmi-for-age';
import { WHO_BMI_FOR_AGE } from './who-bmi-for-age';

// Not WHO data: round parameters chosen so the SD lines fall on exact binary values. With L = 1, M = 16 and
// S = 0.125, BMI 16·(1 + z/8) has z-score z: −3 → 10, −2 → 12, +1 → 18, +2 → 20, +3 → 22.
const linear = (ageMonths: number): LmsRow => ({ ageMonths, L: 1, M: 16, S: 0.125 });
const FIXTURE: BmiForAgeTables = { male: [0, 24, 60, 61, 120, 228].map(linear), female: [24].map(linear) };

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

describe('bmiCategory for children', () => {
  it.each([
    ['under five, below −3 SD (severely wasted) is malnutrition', 9.9, 24, 'malnutrition', 'who2006'],
    ['under five, −3 SD itself is thinness I (wasted)', 10, 24, 'thinnessI', 'who2006'],
    ['under five, just below −2 SD is thinness I', 11.9, 24, 'thinnessI', 'who2006'],
    ['under five, −2 SD itself is good health', 12, 24, 'goodHealth', 'who2006'],
    ['under five, the median is good health', 16, 24, 'goodHealth', 'who2006'],
    ['under five, +1 SD itself is good health', 18, 24, 'goodHealth', 'who2006'],
    ['under five, above +1 SD (risk of overweight) is overweight I', 18.1, 24, 'overweightI', 'who2006'],
    ['under five, above +2 SD (overweight) is overweight II', 20.1, 24, 'overweightII', 'who2006'],
    ['under five, +3 SD itself is overweight II', 22, 24, 'overweightII', 'who2006'],
    ['under five, above +3 SD is obese', 22.1, 24, 'obese', 'who2006'],
    ['a newborn uses the under-five standards', 16, 0, 'goodHealth', 'who2006'],
    ['60 months still uses the under-five standards', 20.1, 60, 'overweightII', 'who2006'],
    ['61 months uses the 5-19 reference', 20.1, 61, 'obese', 'who2007'],
    ['5-19, below −3 SD (severe thinness) is thinness II', 9.9, 120, 'thinnessII', 'who2007'],
    ['5-19, between −3 and −2 SD (thinness) is thinness I', 11, 120, 'thinnessI', 'who2007'],
    ['5-19, −2 SD itself is good health', 12, 120, 'goodHealth', 'who2007'],
    ['5-19, +1 SD itself is good health', 18, 120, 'goodHealth', 'who2007'],
    ['5-19, above +1 SD is overweight I', 19, 120, 'overweightI', 'who2007'],
    ['5-19, +2 SD itself is overweight I', 20, 120, 'overweightI', 'who2007'],
    ['5-19, above +2 SD (obesity) is obese', 20.1, 120, 'obese', 'who2007'],
    ['228 months is the last month of the reference', 9.9, 228, 'thinnessII', 'who2007'],
    ['a fraction of a month is cut to the completed month', 20.1, 60.9, 'overweightII', 'who2006'],
  ])('%s', (_case, value, ageMonths, category, reference) => {
    expect(bmiCategory({ bmi: value, ageMonths, sex: 'male' }, FIXTURE)).toMatchObject({ ok: true, category, reference });
  });

  it('reports the z-score to two decimals', () => {
    expect(bmiCategory({ bmi: 17, ageMonths: 24, sex: 'male' }, FIXTURE)).toEqual({ ok: true, category: 'goodHealth', reference: 'who2006', zScore: 0.5 });
    expect(bmiCategory({ bmi: 17.001, ageMonths: 24, sex: 'male' }, FIXTURE)).toMatchObject({ zScore: 0.5 });
  });

  it.each([
    ['a month with no row', { bmi: 16, ageMonths: 100, sex: 'male' as const }],
    ['a sex with no row for that month', { bmi: 16, ageMonths: 120, sex: 'female' as const }],
  ])('gives the spec\'s error for %s', (_case, input) => {
    expect(bmiCategory(input, FIXTURE)).toEqual({ ok: false, reason: 'noTable', messageKey: 'format.bmi.error' });
  });

  it('has no WHO rows yet, so every child gets the error', () => {
    expect(WHO_BMI_FOR_AGE.male).toHaveLength(0);
    expect(bmiCategory({ bmi: 16, ageMonths: 24, sex: 'female' })).toMatchObject({ ok: false, reason: 'noTable' });
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
    // No table is needed after 228 months: the adult cut-offs do not depend on age or sex.
    expect(bmiCategory({ bmi: value, ageMonths: 229, sex: 'female' })).toEqual({ ok: true, category, reference: 'whoAdult', zScore: null });
  });
});

describe('bmiCategory with inputs that are not a BMI and an age', () => {
  it.each([
    ['a BMI from a missing height', { bmi: bmi(60, 0), ageMonths: 400 }],
    ['a zero BMI', { bmi: 0, ageMonths: 400 }],
    ['a negative age', { bmi: 20, ageMonths: -1 }],
    ['a missing age', { bmi: 20, ageMonths: Number.NaN }],
  ])('%s', (_case, input) => {
    expect(bmiCategory({ ...input, sex: 'male' }, FIXTURE)).toEqual({ ok: false, reason: 'invalidInput', messageKey: 'format.bmi.error' });
  });
});
