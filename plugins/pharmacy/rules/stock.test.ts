// Stock rules, one case a row: a stock-in line's checks, and taking from lots first expiring first.
import { describe, expect, it } from 'vitest';
import { fromCalendarDate } from '@his/sdk/format';
import { stockInLineProblem, takeFromLots, type LotStock } from './stock';

const TODAY = fromCalendarDate({ year: 2026, month: 3, day: 10 }) + 9 * 60 * 60 * 1000;
const day = (month: number, dayOfMonth: number, year = 2026) => fromCalendarDate({ year, month, day: dayOfMonth });

describe('a stock-in line', () => {
  const good = { Duoc_Id: 'd1', SoLo: 'L2401', HanSuDung: day(12, 31, 2027), SoLuong: 100, GiaNhap: 1_500 };

  it('is taken with a lot, a later expiry, a quantity and a price of 0 or more', () => {
    expect(stockInLineProblem(good, 1, TODAY)).toBeNull();
    expect(stockInLineProblem({ ...good, GiaNhap: 0 }, 1, TODAY)).toBeNull();
    expect(stockInLineProblem({ ...good, HanSuDung: day(3, 11) }, 1, TODAY)).toBeNull();
  });

  it.each([
    ['no drug', { Duoc_Id: '' }, 'ChiTiets.Duoc_Id', 'pharmacy.drugRequired'],
    ['no lot number', { SoLo: '  ' }, 'ChiTiets.SoLo', 'pharmacy.lotRequired'],
    ['no expiry', { HanSuDung: null }, 'ChiTiets.HanSuDung', 'pharmacy.expiryRequired'],
    ['an expiry of today', { HanSuDung: day(3, 10) }, 'ChiTiets.HanSuDung', 'pharmacy.expiryPassed'],
    ['an expiry passed', { HanSuDung: day(1, 1) }, 'ChiTiets.HanSuDung', 'pharmacy.expiryPassed'],
    ['a quantity of 0', { SoLuong: 0 }, 'ChiTiets.SoLuong', 'pharmacy.quantityInvalid'],
    ['a negative quantity', { SoLuong: -5 }, 'ChiTiets.SoLuong', 'pharmacy.quantityInvalid'],
    ['a quantity beyond any delivery', { SoLuong: 20_000_000 }, 'ChiTiets.SoLuong', 'pharmacy.quantityTooLarge'],
    ['a negative price', { GiaNhap: -1 }, 'ChiTiets.GiaNhap', 'pharmacy.priceInvalid'],
    ['a price in fractions of a đồng', { GiaNhap: 10.5 }, 'ChiTiets.GiaNhap', 'pharmacy.priceInvalid'],
  ])('is refused with %s, naming the field and the row', (_case, change, field, key) => {
    expect(stockInLineProblem({ ...good, ...change }, 3, TODAY)).toMatchObject({ key, field, params: { row: 3 } });
  });
});

describe('taking from the lots of a store', () => {
  const lots: LotStock[] = [
    { _id: 'late', HanSuDung: day(12, 31, 2027), SoLuongTon: 100, GiaNhap: 1_200 },
    { _id: 'soon', HanSuDung: day(6, 30), SoLuongTon: 10, GiaNhap: 1_000 },
    { _id: 'expired', HanSuDung: day(3, 9), SoLuongTon: 50, GiaNhap: 900 },
    { _id: 'empty', HanSuDung: day(4, 1), SoLuongTon: 0, GiaNhap: 800 },
    { _id: 'today', HanSuDung: day(3, 10), SoLuongTon: 2, GiaNhap: 950 },
  ];

  it.each([
    ['a small quantity comes from the lot expiring first, usable until the end of its day', 2, [['today', 2]], 0],
    ['a larger one runs on into the next lots', 15, [['today', 2], ['soon', 10], ['late', 3]], 0],
    ['an expired lot is never taken: beyond what is left is a shortfall', 120, [['today', 2], ['soon', 10], ['late', 100]], 8],
    ['half a tablet is a quantity', 0.5, [['today', 0.5]], 0],
  ])('%s', (_case, asked, taken, shortfall) => {
    const result = takeFromLots(lots, asked, TODAY);
    expect(result.taken.map((part) => [part.LoThuoc_Id, part.SoLuong])).toEqual(taken);
    expect(result.shortfall).toBe(shortfall);
  });

  it('each part carries its lot\'s cost price', () => {
    expect(takeFromLots(lots, 3, TODAY).taken.map((part) => part.GiaVon)).toEqual([950, 1_000]);
  });

  it('no lot at all: everything is a shortfall', () => {
    expect(takeFromLots([], 5, TODAY)).toEqual({ taken: [], shortfall: 5 });
  });
});
