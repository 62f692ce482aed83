// Money texts: the thousands comma of the spec, both ways.
import { describe, expect, it } from 'vitest';
import { formatMoney, parseMoney } from './money';

describe('formatMoney', () => {
  it.each([
    ['zero', 0, '0'],
    ['negative zero shows no sign', -0, '0'],
    ['an amount under a thousand has no comma', 999, '999'],
    ['a thousand gets one comma', 1000, '1,000'],
    ['millions get a comma every three digits', 1234567, '1,234,567'],
    ['a negative amount keeps its minus sign', -1500, '-1,500'],
    ['a fraction follows one dot', 1234.5, '1,234.5'],
    ['binary noise in a fraction is not shown', 0.1 + 0.2, '0.3'],
    ['thousands of billions', 1_000_000_000_000, '1,000,000,000,000'],
    ['not a number shows nothing', Number.NaN, ''],
    ['infinity shows nothing', Number.POSITIVE_INFINITY, ''],
  ])('%s', (_case, value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });
});

describe('parseMoney', () => {
  it.each([
    ['a grouped amount', '1,234,567', 1234567],
    ['an amount typed without commas', '1234567', 1234567],
    ['a negative amount', '-1,500', -1500],
    ['a fraction after one dot', '1,234.5', 1234.5],
    ['surrounding spaces are ignored', '  2,000 ', 2000],
    ['a comma out of place while editing still reads', '1,2345', 12345],
    ['a trailing dot while a fraction is being typed', '12.', 12],
    ['minus zero is plain zero', '-0', 0],
    ['empty text', '', null],
    ['only spaces', '   ', null],
    ['letters', 'abc', null],
    ['digits followed by a letter', '1,234a', null],
    ['two dots', '1.234.567', null],
    ['a leading comma', ',123', null],
    ['a trailing comma', '123,', null],
    ['two commas together', '1,,234', null],
    ['a lone minus sign', '-', null],
    ['a double minus sign', '--1', null],
    ['a plus sign', '+1', null],
    ['a fraction with no integer part', '.5', null],
    ['an amount beyond exact integers', '9,007,199,254,740,993', null],
  ])('%s', (_case, text, expected) => {
    expect(parseMoney(text)).toBe(expected);
  });

  it.each([[0], [1500], [-1500], [1234567], [1234.5], [999_999_999_999]])('reads back what formatMoney wrote for %s', (value) => {
    expect(parseMoney(formatMoney(value))).toBe(value);
  });
});
