// Integer đồng arithmetic without floating-point drift: quantities are read to the millionth, percents to the
// hundredth, and every product is rounded once, half up (0.5 đ becomes 1 đ), in exact integer arithmetic.
import type { Dong } from '@his/sdk';

/** A quantity is read to this many parts of a unit (a drug line may dispense 0.5 or 1.25 of a unit). */
const QUANTITY_SCALE = 1_000_000n;
/** 100% in hundredths of a percent: a percent is read to the hundredth (95.5% is 9550). */
export const WHOLE = 10_000n;

/** `numerator / denominator` rounded half up, both non-negative integers. */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

function wholeDong(value: number, what: string): bigint {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a whole, non-negative number of đồng: ${value}`);
  return BigInt(value);
}

/** A quantity in millionths of a unit; throws on a negative or non-finite one (decoding is the caller's). */
export function quantityMillionths(SoLuong: number): bigint {
  if (!Number.isFinite(SoLuong) || SoLuong < 0) throw new RangeError(`SoLuong must be a non-negative number: ${SoLuong}`);
  return BigInt(Math.round(SoLuong * 1_000_000));
}

/** A percent (0-100) in hundredths of a percent, held to 0-100. */
export function percentHundredths(percent: number): bigint {
  if (!Number.isFinite(percent)) throw new RangeError(`a percent must be a number: ${percent}`);
  return BigInt(Math.min(10_000, Math.max(0, Math.round(percent * 100))));
}

/** Unit price × quantity, rounded to the đồng half up: 1,235 đ × 0.5 = 617.5 → 618 đ. */
export function lineAmount(DonGia: Dong, SoLuong: number): Dong {
  return Number(divideHalfUp(wholeDong(DonGia, 'DonGia') * quantityMillionths(SoLuong), QUANTITY_SCALE));
}

/** `percent`% of an amount, rounded to the đồng half up: 95% of 400,010 đ = 380,009.5 → 380,010 đ. */
export function percentOf(amount: Dong, percent: number): Dong {
  return Number(divideHalfUp(wholeDong(amount, 'amount') * percentHundredths(percent), WHOLE));
}
