// Reference values as a result sheet applies them, one case a row: who is a child, which range applies to whom, the
// flag at and just past each edge for a man, a woman and a child, positives, and the range as printed.
import { describe, expect, it } from 'vitest';
import { flagOf, isChild, rangeFor, rangeText, type Range, type ReferenceValue } from './reference-values';

// 25 November 2026, 09:00 in Vietnam.
const SAMPLED = Date.UTC(2026, 10, 25, 2, 0);
const bornOn = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) - 7 * 60 * 60 * 1000;

// Haemoglobin (g/L): men 130-170, women 120-150, children 110-140.
const HGB: ReferenceValue = { KieuDuLieu: 'So', NamMin: 130, NamMax: 170, NuMin: 120, NuMax: 150, TreEmMin: 110, TreEmMax: 140 };
// Glucose (mmol/L): one range for everyone, none of its own for children.
const GLU: ReferenceValue = { KieuDuLieu: 'So', NamMin: 3.9, NamMax: 6.4, NuMin: 3.9, NuMax: 6.4, TreEmMin: null, TreEmMax: null };

describe('who is a child (under 16 full years)', () => {
  it.each([
    ['born 26 November 2010: 15 years old, a day before the birthday', { NgaySinh: bornOn(2010, 11, 26), NamSinh: 2010 }, true],
    ['born 25 November 2010: 16 years old on the day', { NgaySinh: bornOn(2010, 11, 25), NamSinh: 2010 }, false],
    ['born in 2011, no date: 15 by the year', { NgaySinh: null, NamSinh: 2011 }, true],
    ['born in 2010, no date: 16 by the year', { NgaySinh: null, NamSinh: 2010 }, false],
    ['a newborn', { NgaySinh: bornOn(2026, 11, 20), NamSinh: 2026 }, true],
    ['no birth known', { NgaySinh: null, NamSinh: null }, false],
  ])('%s', (_case, birth, child) => {
    expect(isChild(birth, SAMPLED)).toBe(child);
  });
});

describe('which range applies', () => {
  it.each<[string, ReferenceValue, string, boolean, Range]>([
    ['a man', HGB, 'MALE', false, { Min: 130, Max: 170 }],
    ['a woman', HGB, 'FEMALE', false, { Min: 120, Max: 150 }],
    ['a boy, whose range is the child range', HGB, 'MALE', true, { Min: 110, Max: 140 }],
    ['a girl, on a test without a child range: the female range', GLU, 'FEMALE', true, { Min: 3.9, Max: 6.4 }],
    ['sex OTHER where men and women differ: no range', HGB, 'OTHER', false, { Min: null, Max: null }],
    ['sex OTHER where men and women agree: that range', GLU, 'OTHER', false, { Min: 3.9, Max: 6.4 }],
    ['a positive/negative test: no range', { ...GLU, KieuDuLieu: 'AmDuong' }, 'MALE', false, { Min: null, Max: null }],
  ])('%s', (_case, ref, sex, child, range) => {
    expect(rangeFor(ref, sex, child)).toEqual(range);
  });
});

describe('the flag of a result', () => {
  const man = rangeFor(HGB, 'MALE', false);
  const woman = rangeFor(HGB, 'FEMALE', false);
  const child = rangeFor(HGB, 'FEMALE', true);
  it.each<[string, string | null, string, Range, string | null]>([
    ['a man at the minimum', '130', 'So', man, null],
    ['a man just below the minimum', '129,9', 'So', man, 'Thap'],
    ['a man at the maximum', '170', 'So', man, null],
    ['a man just above the maximum', '170.1', 'So', man, 'Cao'],
    ['a woman at the minimum', '120', 'So', woman, null],
    ['a woman just below the minimum (a man\'s low is hers too)', '119.9', 'So', woman, 'Thap'],
    ['a woman at the maximum', '150', 'So', woman, null],
    ['a woman just above the maximum, normal for a man', '150,1', 'So', woman, 'Cao'],
    ['a child at the minimum', '110', 'So', child, null],
    ['a child just below the minimum', '109.9', 'So', child, 'Thap'],
    ['a child at the maximum', '140', 'So', child, null],
    ['a child just above the maximum, normal for a woman', '140,1', 'So', child, 'Cao'],
    ['a value with spaces around it', ' 171 ', 'So', man, 'Cao'],
    ['only a maximum, far below it', '5', 'So', { Min: null, Max: 37 }, null],
    ['only a minimum, below it', '0,8', 'So', { Min: 0.9, Max: null }, 'Thap'],
    ['a value that is not a plain number', '< 0,5', 'So', man, null],
    ['no value', null, 'So', man, null],
    ['a blank value', '  ', 'So', man, null],
    ['no range', '999', 'So', { Min: null, Max: null }, null],
    ['Dương tính', 'Dương tính', 'AmDuong', { Min: null, Max: null }, 'BatThuong'],
    ['positive', 'Positive', 'AmDuong', { Min: null, Max: null }, 'BatThuong'],
    ['a plus sign', '+', 'AmDuong', { Min: null, Max: null }, 'BatThuong'],
    ['Âm tính', 'Âm tính', 'AmDuong', { Min: null, Max: null }, null],
    ['text, never judged', 'Dương tính', 'VanBan', man, null],
  ])('%s', (_case, KetQua, KieuDuLieu, range, flag) => {
    expect(flagOf(KetQua, KieuDuLieu, range)).toBe(flag);
  });
});

describe('the range as printed', () => {
  it.each<[string, Range, string | null]>([
    ['both ends, decimal comma', { Min: 3.9, Max: 6.4 }, '3,9 - 6,4'],
    ['whole numbers', { Min: 130, Max: 170 }, '130 - 170'],
    ['a maximum only', { Min: null, Max: 37 }, '≤ 37'],
    ['a minimum only', { Min: 0.9, Max: null }, '≥ 0,9'],
    ['none', { Min: null, Max: null }, null],
  ])('%s', (_case, range, text) => {
    expect(rangeText(range)).toBe(text);
  });
});
