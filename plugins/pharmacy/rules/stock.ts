// The stock rules the server and any form share: what a stock-in line must hold (NK, spec §4 transaction types),
// and how a quantity is taken from a store's lots: first expiring first, expired lots never.
import type { Dong, Timestamp } from '@his/sdk';
import { startOfDay } from '@his/sdk/format';

/** Most lines on one stock-in slip, and the largest quantity and price one line takes. */
export const STOCK_IN_LIMITS = { lines: 500, quantity: 10_000_000, price: 1_000_000_000 } as const;

export interface StockInLine {
  Duoc_Id: string;
  SoLo: string;
  HanSuDung: Timestamp;
  SoLuong: number;
  GiaNhap: Dong;
}

export interface StockProblem {
  key: string;
  field: string;
  params: Record<string, string | number>;
}

/**
 * What is wrong with one line of a stock-in slip (row counted from 1), or null: a lot number, an expiry after the
 * day of receipt, a quantity above 0, a whole price of 0 or more.
 */
export function stockInLineProblem(line: Partial<Record<keyof StockInLine, unknown>>, row: number, receivedAt: Timestamp): StockProblem | null {
  const at = (key: string, field: string, params: Record<string, string | number> = {}): StockProblem => ({ key, field: `ChiTiets.${field}`, params: { row, ...params } });
  if (typeof line.Duoc_Id !== 'string' || line.Duoc_Id.trim() === '') return at('pharmacy.drugRequired', 'Duoc_Id');
  if (typeof line.SoLo !== 'string' || line.SoLo.trim() === '') return at('pharmacy.lotRequired', 'SoLo');
  if (typeof line.HanSuDung !== 'number' || !Number.isFinite(line.HanSuDung)) return at('pharmacy.expiryRequired', 'HanSuDung');
  if (startOfDay(line.HanSuDung) <= startOfDay(receivedAt)) return at('pharmacy.expiryPassed', 'HanSuDung');
  if (typeof line.SoLuong !== 'number' || !Number.isFinite(line.SoLuong) || line.SoLuong <= 0) return at('pharmacy.quantityInvalid', 'SoLuong');
  if (line.SoLuong > STOCK_IN_LIMITS.quantity) return at('pharmacy.quantityTooLarge', 'SoLuong', { max: STOCK_IN_LIMITS.quantity });
  if (typeof line.GiaNhap !== 'number' || !Number.isInteger(line.GiaNhap) || line.GiaNhap < 0 || line.GiaNhap > STOCK_IN_LIMITS.price) {
    return at('pharmacy.priceInvalid', 'GiaNhap');
  }
  return null;
}

/** A lot of one drug in one store as taking sees it. */
export interface LotStock {
  _id: string;
  HanSuDung: Timestamp;
  SoLuongTon: number;
  GiaNhap: Dong;
}

export interface LotTaken {
  LoThuoc_Id: string;
  SoLuong: number;
  GiaVon: Dong;
}

/** A lot can be given until the end of its expiry day (Vietnam time). */
export function isUsable(lot: Pick<LotStock, 'HanSuDung'>, at: Timestamp): boolean {
  return startOfDay(lot.HanSuDung) >= startOfDay(at);
}

/**
 * Takes `asked` from the lots, the first expiring first (then the first received, by id); expired and empty lots
 * never. Returns the parts taken and what could not be taken (0 when the lots sufficed).
 */
export function takeFromLots(lots: readonly LotStock[], asked: number, at: Timestamp): { taken: LotTaken[]; shortfall: number } {
  const usable = lots.filter((lot) => lot.SoLuongTon > 0 && isUsable(lot, at))
    .sort((a, b) => a.HanSuDung - b.HanSuDung || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
  const taken: LotTaken[] = [];
  let left = asked;
  for (const lot of usable) {
    if (left <= 0) break;
    const part = Math.min(left, lot.SoLuongTon);
    taken.push({ LoThuoc_Id: lot._id, SoLuong: part, GiaVon: lot.GiaNhap });
    left = roundQuantity(left - part);
  }
  return { taken, shortfall: Math.max(0, left) };
}

/** Quantities are kept to three decimals (a half tablet, 2.5 ml): sums of parts never drift. */
export function roundQuantity(value: number): number {
  return Math.round(value * 1000) / 1000;
}
