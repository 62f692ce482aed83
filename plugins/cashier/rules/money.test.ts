// Rounding to the đồng: half up, once, in exact integers (no floating-point drift).
import { describe, expect, it } from 'vitest';
import { divideHalfUp, lineAmount, percentOf } from './money';

describe('rounding money to the đồng', () => {
  const amounts: [caseName: string, DonGia: number, SoLuong: number, ThanhTien: number][] = [
    ['a whole quantity', 39_000, 3, 117_000],
    ['half a unit, ending in .5, rounds up', 1_235, 0.5, 618], // 617.5
    ['a quarter unit, ending in .25, rounds down', 1_001, 0.25, 250], // 250.25
    ['1.5 units ending in .5 rounds up', 333, 1.5, 500], // 499.5
    ['1.005 units, which binary floating point holds as 1.00499…', 1_000, 1.005, 1_005],
    ['0.1 of 3 đ, which floating point makes 0.30000000000000004', 3, 0.1, 0],
    ['0.7 of 5 đ is 3.5 and rounds up', 5, 0.7, 4],
    ['a quantity of 0', 50_000, 0, 0],
    ['a large line stays exact', 9_999_999_999, 3, 29_999_999_997],
  ];
  it.each(amounts)('%s', (_, DonGia, SoLuong, ThanhTien) => {
    expect(lineAmount(DonGia, SoLuong)).toBe(ThanhTien);
  });

  const percents: [caseName: string, amount: number, percent: number, result: number][] = [
    ['95% ending in .5 rounds up', 400_010, 95, 380_010], // 380,009.5
    ['80% ending in .4 rounds down', 400_003, 80, 320_002], // 320,002.4
    ['33% of 100,001', 100_001, 33, 33_000], // 33,000.33
    ['50% of 1 đ', 1, 50, 1], // 0.5
    ['a percent to the hundredth', 1_000_000, 12.34, 123_400],
    ['100%', 123_457, 100, 123_457],
    ['0%', 123_457, 0, 0],
  ];
  it.each(percents)('%s', (_, amount, percent, result) => {
    expect(percentOf(amount, percent)).toBe(result);
  });

  it('divides half up in integers', () => {
    expect(divideHalfUp(5n, 2n)).toBe(3n);
    expect(divideHalfUp(7n, 4n)).toBe(2n);
    expect(divideHalfUp(5n, 4n)).toBe(1n);
  });

  it('refuses amounts that are not whole non-negative đồng and quantities that are not numbers', () => {
    expect(() => lineAmount(10.5, 1)).toThrow(RangeError);
    expect(() => lineAmount(-1, 1)).toThrow(RangeError);
    expect(() => lineAmount(10, Number.NaN)).toThrow(RangeError);
    expect(() => lineAmount(10, -1)).toThrow(RangeError);
    expect(() => percentOf(10, Number.NaN)).toThrow(RangeError);
  });
});
