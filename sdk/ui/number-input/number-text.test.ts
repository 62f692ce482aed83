import { describe, expect, it } from 'vitest';
import { editNumberText, numberOfText, textOfNumber, type NumberTextOptions } from './number-text';

const money: NumberTextOptions = { fractionDigits: 0, allowNegative: false, grouping: true };
const decimal: NumberTextOptions = { fractionDigits: 2, allowNegative: true, grouping: true };

describe('number text', () => {
  it('groups thousands while typing and keeps the caret after the same digit', () => {
    expect(editNumberText('1234567', 7, money)).toEqual({ text: '1,234,567', caret: 9 });
    // A digit typed in the middle of '1,234' (after the 1): '15,234' → '15,234', caret after the 5.
    expect(editNumberText('15,234', 2, money)).toEqual({ text: '15,234', caret: 2 });
    expect(editNumberText('1,2345', 6, money)).toEqual({ text: '12,345', caret: 6 });
  });

  it('drops letters, a second dot, a minus where none is allowed, and fraction digits beyond the limit', () => {
    expect(editNumberText('12a3', 4, money).text).toBe('123');
    expect(editNumberText('-500', 4, money).text).toBe('500');
    expect(editNumberText('-1234.567', 9, decimal).text).toBe('-1,234.56');
    expect(editNumberText('1.2.3', 5, decimal).text).toBe('1.23');
    expect(editNumberText('12.5', 4, money).text).toBe('125');
  });

  it('reads leading zeros as the number they pad', () => {
    expect(editNumberText('007', 3, money).text).toBe('7');
    expect(editNumberText('0.5', 3, decimal).text).toBe('0.5');
  });

  it('shows stored values grouped, or plain when grouping is off, and nothing for no value', () => {
    expect(textOfNumber(1250000, money)).toBe('1,250,000');
    expect(textOfNumber(1250000, { ...money, grouping: false })).toBe('1250000');
    expect(textOfNumber(null, money)).toBe('');
    expect(numberOfText('1,250,000')).toBe(1250000);
    expect(numberOfText('')).toBeNull();
  });
});
