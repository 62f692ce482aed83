// The price choice case by case: which list is current for a room and day, and which price a patient group pays.
import { describe, expect, it } from 'vitest';
import { fromCalendarDate } from '@his/sdk/format';
import type { Dong } from '@his/sdk';
import { chooseUnitPrices, currentPriceList, placeRank, type PricedList } from './price-choice';

// A fixed calendar in Asia/Ho_Chi_Minh: nothing here depends on the day the tests run.
const day = (d: number, month: number, year = 2025) => fromCalendarDate({ year, month, day: d });
const HOUR = 3_600_000;

// Room PK01 in department KKB of facility CS01.
const PLACES = ['PK01', 'KKB', 'CS01'];
const BHYT = 'lg-bhyt';
const VIEN_PHI = 'lg-vienphi';
const DICH_VU = 'lg-dichvu';

function list(_id: string, fields: Partial<Omit<PricedList, 'prices'>> & { prices?: Record<string, number> } = {}): PricedList {
  const { prices = {}, ...rest } = fields;
  return {
    _id,
    node_Id: 'CS01',
    LoaiGia_Id: BHYT,
    TrangThai: 'DaPhatHanh',
    NgayPhatHanh: day(1, 1),
    ThoiGianPhatHanh: day(1, 1) - 10 * HOUR,
    PhongBan_Ids: [],
    ...rest,
    prices: new Map(Object.entries(prices).map(([id, price]) => [id, price as Dong])),
  };
}

const current = (lists: PricedList[], at: number, LoaiGia_Id = BHYT, places = PLACES) => currentPriceList(lists, { LoaiGia_Id, places, at })?._id ?? null;

describe('the current price list of a price type (HienHanh)', () => {
  const cases: [caseName: string, lists: PricedList[], at: number, expected: string | null][] = [
    ['the only released list issued before the day', [list('A')], day(15, 3), 'A'],
    ['a list applies from midnight of its issue day', [list('A', { NgayPhatHanh: day(15, 3) })], day(15, 3), 'A'],
    ['a list issued tomorrow is not current yet', [list('A'), list('B', { NgayPhatHanh: day(16, 3) })], day(15, 3) + 23 * HOUR, 'A'],
    ['a list issued later replaces the earlier one from its issue date', [list('A'), list('B', { NgayPhatHanh: day(1, 3) })], day(15, 3), 'B'],
    ['the latest issue date wins, whatever order the lists come in', [list('B', { NgayPhatHanh: day(1, 3) }), list('A')], day(15, 3), 'B'],
    ['a draft is never current', [list('A'), list('B', { NgayPhatHanh: day(1, 3), TrangThai: 'ChuaPhatHanh', ThoiGianPhatHanh: null })], day(15, 3), 'A'],
    ['a list of another price type does not count', [list('A'), list('B', { NgayPhatHanh: day(1, 3), LoaiGia_Id: VIEN_PHI })], day(15, 3), 'A'],
    ['a list naming the room wins over a list for every room', [list('A'), list('R', { PhongBan_Ids: ['PK01'] })], day(15, 3), 'R'],
    ['a list naming the room wins even over a later list for every room', [list('R', { PhongBan_Ids: ['PK01'] }), list('B', { NgayPhatHanh: day(1, 3) })], day(15, 3), 'R'],
    ['a list naming the room wins over one naming its department', [list('D', { PhongBan_Ids: ['KKB'] }), list('R', { PhongBan_Ids: ['PK02', 'PK01'] })], day(15, 3), 'R'],
    ['a list naming the department wins over a list for every room', [list('A'), list('D', { PhongBan_Ids: ['KKB'] })], day(15, 3), 'D'],
    ['a list for other rooms does not apply', [list('A'), list('X', { PhongBan_Ids: ['PK02'] })], day(15, 3), 'A'],
    ['a room list issued tomorrow leaves the list for every room current', [list('A'), list('R', { PhongBan_Ids: ['PK01'], NgayPhatHanh: day(16, 3) })], day(15, 3), 'A'],
    ['of two room lists the later issue wins', [list('R1', { PhongBan_Ids: ['PK01'] }), list('R2', { PhongBan_Ids: ['PK01'], NgayPhatHanh: day(1, 2) })], day(15, 3), 'R2'],
    ['of two lists issued the same day the later release wins', [list('A', { ThoiGianPhatHanh: day(2, 1) }), list('B', { ThoiGianPhatHanh: day(1, 1) })], day(15, 3), 'A'],
    ['nothing is current before the first issue', [list('A', { NgayPhatHanh: day(1, 6) })], day(15, 3), null],
    ['nothing is current without lists', [], day(15, 3), null],
  ];

  it.each(cases)('%s', (_caseName, lists, at, expected) => {
    expect(current(lists, at)).toBe(expected);
  });

  it('asked for every room (no places), only lists for every room count', () => {
    expect(current([list('A'), list('R', { PhongBan_Ids: ['PK01'] })], day(15, 3), BHYT, [])).toBe('A');
  });

  it('only the facility asked about counts when one is named', () => {
    const lists = [list('A'), list('B', { node_Id: 'CS02', NgayPhatHanh: day(1, 3) })];
    expect(currentPriceList(lists, { LoaiGia_Id: BHYT, places: PLACES, at: day(15, 3), node_Id: 'CS01' })?._id).toBe('A');
  });

  it('ranks places nearest first, every room last, other rooms not at all', () => {
    expect(placeRank({ PhongBan_Ids: ['PK01'] }, PLACES)).toBe(0);
    expect(placeRank({ PhongBan_Ids: ['KKB'] }, PLACES)).toBe(1);
    expect(placeRank({ PhongBan_Ids: [] }, PLACES)).toBe(3);
    expect(placeRank({ PhongBan_Ids: ['PK02'] }, PLACES)).toBeNull();
  });
});

describe('the unit price a patient group pays', () => {
  const items = [
    { _id: 'KB01', code: 'KB01' },
    { _id: 'SA01', code: 'SA01' },
    { _id: 'XN99', code: 'XN99' },
  ];
  const insured = [{ _id: BHYT, code: 'BaoHiemYTe' }, { _id: VIEN_PHI, code: 'VienPhi' }];
  const lists = [
    list('BHYT-2025', { prices: { KB01: 38_700, SA01: 0 } }),
    list('VP-2025', { LoaiGia_Id: VIEN_PHI, prices: { KB01: 50_000, SA01: 150_000, XN99: 30_000 } }),
    list('BHYT-PK01', { PhongBan_Ids: ['PK01'], prices: { KB01: 45_000 } }),
  ];
  const price = (item: string, choice: Partial<Parameters<typeof chooseUnitPrices>[0]> = {}) =>
    chooseUnitPrices({ items: items.filter((candidate) => candidate._id === item), loaiGias: insured, lists, places: [], at: day(15, 3), ...choice }).get(item);

  it('takes the first price type of the group whose current list prices the service', () => {
    expect(price('KB01')).toEqual({ DonGia: 38_700, LoaiGia_Id: BHYT, BangGia_Id: 'BHYT-2025' });
  });

  it('keeps a price of 0 that a list sets on purpose', () => {
    expect(price('SA01')).toEqual({ DonGia: 0, LoaiGia_Id: BHYT, BangGia_Id: 'BHYT-2025' });
  });

  it('falls to the next price type when the first one\'s current list does not price the service', () => {
    expect(price('XN99')).toEqual({ DonGia: 30_000, LoaiGia_Id: VIEN_PHI, BangGia_Id: 'VP-2025' });
  });

  it('follows the group\'s order, not the lists\' order', () => {
    const feePaying = [{ _id: VIEN_PHI, code: 'VienPhi' }, { _id: BHYT, code: 'BaoHiemYTe' }];
    expect(price('KB01', { loaiGias: feePaying })).toEqual({ DonGia: 50_000, LoaiGia_Id: VIEN_PHI, BangGia_Id: 'VP-2025' });
  });

  it('takes the room\'s own list for a service done in that room', () => {
    expect(price('KB01', { places: PLACES })).toEqual({ DonGia: 45_000, LoaiGia_Id: BHYT, BangGia_Id: 'BHYT-PK01' });
  });

  it('does not fall back to the list for every room when the room\'s list lacks the service: the next price type prices it', () => {
    expect(price('SA01', { places: PLACES })).toEqual({ DonGia: 150_000, LoaiGia_Id: VIEN_PHI, BangGia_Id: 'VP-2025' });
  });

  it('prices many services at once', () => {
    const prices = chooseUnitPrices({ items, loaiGias: insured, lists, places: [], at: day(15, 3) });
    expect([...prices.entries()].map(([id, unit]) => [id, unit.DonGia])).toEqual([['KB01', 38_700], ['SA01', 0], ['XN99', 30_000]]);
  });

  it('refuses a service no current list prices, naming its code, never pricing it 0', () => {
    const group = [{ _id: BHYT, code: 'BaoHiemYTe' }];
    expect(() => price('XN99', { loaiGias: group })).toThrow(expect.objectContaining({
      extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', messageKey: 'pricing.pricesMissing', params: { code: 'XN99' } }),
    }));
  });

  it('names every service without a price when many are asked at once', () => {
    const group = [{ _id: BHYT, code: 'BaoHiemYTe' }];
    const extra = [...items, { _id: 'XN98', code: 'XN98' }];
    expect(() => chooseUnitPrices({ items: extra, loaiGias: group, lists, places: [], at: day(15, 3) })).toThrow(expect.objectContaining({
      extensions: expect.objectContaining({ messageKey: 'pricing.pricesMissing', params: { code: 'XN99, XN98' } }),
    }));
  });

  it('says there is no current list when none of the group\'s price types has one on the day', () => {
    expect(() => price('KB01', { at: day(31, 12, 2024) })).toThrow(expect.objectContaining({
      extensions: expect.objectContaining({ messageKey: 'pricing.noCurrentPriceList', params: { loaiGia: 'BaoHiemYTe, VienPhi', code: 'KB01' } }),
    }));
    expect(() => price('KB01', { loaiGias: [{ _id: DICH_VU, code: 'DichVu' }] })).toThrow(expect.objectContaining({
      extensions: expect.objectContaining({ messageKey: 'pricing.noCurrentPriceList' }),
    }));
  });

  it('ignores drafts and lists issued later when choosing', () => {
    const later = [
      ...lists,
      list('BHYT-draft', { NgayPhatHanh: day(1, 3), TrangThai: 'ChuaPhatHanh', ThoiGianPhatHanh: null, prices: { KB01: 1 } }),
      list('BHYT-2026', { NgayPhatHanh: day(1, 1, 2026), prices: { KB01: 2 } }),
    ];
    expect(price('KB01', { lists: later })).toEqual({ DonGia: 38_700, LoaiGia_Id: BHYT, BangGia_Id: 'BHYT-2025' });
    expect(price('KB01', { lists: later, at: day(1, 1, 2026) })?.DonGia).toBe(2);
  });
});
