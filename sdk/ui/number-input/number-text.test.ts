import { describe, expect, it } from 'vitest';
import { editNumberText, numberOfText, readNumberText, textOfNumber, type NumberTextOptions } from './number-text';

const money: NumberTextOptions = { fractionDigits: 0, allowNegative: false, grouping: true };
const decimal: NumberTextOptions = { fractionDigits: 2, allowNegative: true, grouping: true };

describe('number text', () => {
  it('groups thousands while typing and keeps the caret after the same digit', () => {
    expect(editNumberText('1234567', 7, money)).toEqual({ text: '1,234,567', caret: 9 });
    // A digit typed in the middle of '1,234' (after the 1): '15,234' → '15,234', caret after the 5.
    expect(editNumberText('15,234', 2, money)).toEqual({ text: '15,234', caret: 2 });
    expect(editNumberText('1,2345', 6, money)).toEqual({ text: '12,345', caret: 6 });
  });

  it.each([
    ['a minus where no negatives are allowed', '-5', money, 'validation.negativeNumber', -5],
    ['words', 'abc', money, 'validation.digitsOnly', Number.NaN],
    ['a second dot', '1.5.5', money, 'validation.digitsOnly', Number.NaN],
    ['a second dot in a decimal box', '1.5.5', decimal, 'validation.numericInput', Number.NaN],
    ['letters among the digits', '-12a3.4', decimal, 'validation.numericInput', Number.NaN],
    ['a fraction in a whole-number box', '12.5', money, 'validation.integer', 12.5],
    ['more fraction digits than allowed', '-1234.567', decimal, 'ui.number.fractionDigits', -1234.567],
  ])('keeps %s exactly as typed and names the problem', (_case, typed, options, problem, value) => {
    expect(editNumberText(typed, typed.length, options)).toEqual({ text: typed, caret: typed.length });
    expect(readNumberText(typed, options)).toEqual({ value, problem });
  });

  it('reads a number the box accepts, and nothing for empty text', () => {
    expect(readNumberText('-1,234.5', decimal)).toEqual({ value: -1234.5, problem: null });
    expect(readNumberText('70.', decimal)).toEqual({ value: 70, problem: null });
    expect(readNumberText('  ', money)).toEqual({ value: null, problem: null });
  });

  it('reads leading zeros as the number they pad', () => {
    expect(editNumberText('007', 3, money).text).toBe('7');
    expect(editNumberText('0.5', 3, decimal).text).toBe('0.5');
  });

  it('shows stored values grouped, or plain when grouping is off, and nothing for no value', () => {
    expect(textOfNumber(1250000, money)).toBe('1,250,000');
    expect(textOfNumber(1250000, { ...money, grouping: false })).toBe('1250000');
    expect(textOfNumber(null, money)).toBe('');
    expect(numberOfText('1,250,000', money)).toBe(1250000);
    expect(numberOfText('', money)).toBeNull();
  });
});
