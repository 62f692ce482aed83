import { describe, expect, it } from 'vitest';
import { readSheetNumber } from './sheet-number';

describe('a number cell of a spreadsheet', () => {
  it.each([
    ['a number Excel kept as one', 1_250_000, 1_250_000],
    ['a fraction kept as a number', 12.5, 12.5],
    ['a negative number, left for the caller to refuse', -5, -5],
    ['text with a thousands comma', '1,234', 1234],
    ['text with commas and a fraction', '1,250,000.75', 1_250_000.75],
    ['text with a single dot: the fraction point, as the spec formats numbers', '1.234', 1.234],
    ['text with dots between every three digits: Vietnamese grouping', '1.250.000', 1_250_000],
    ['negative text', '-5', -5],
    ['spaces and the đồng sign', ' 45 000 đ', 45_000],
    ['an empty cell', null, null],
    ['a blank text cell', '   ', null],
  ])('%s', (_case, cell, expected) => {
    expect(readSheetNumber(cell)).toBe(expected);
  });

  it.each([
    ['one dot between thousands: a price in đồng', '42.100', 42_100],
    ['a fraction, for the whole-number check to refuse', '1.5', 1.5],
    ['a comma-grouped amount', '1,250,000', 1_250_000],
  ])('in a column of whole numbers, %s', (_case, cell, expected) => {
    expect(readSheetNumber(cell, { whole: true })).toBe(expected);
  });

  it.each([
    ['words', 'abc'],
    ['two dots that are not grouping', '1.5.5'],
    ['letters among the digits', '-12a3.4'],
    ['a comma that groups nothing', '12,34'],
    ['a lone minus', '-'],
    ['an infinity', Number.POSITIVE_INFINITY],
    ['a value of another type', true],
  ])('%s is not a number', (_case, cell) => {
    expect(readSheetNumber(cell)).toBeNaN();
  });
});
