// The exemptions form's rules, as a cashier meets them: what a line holds, what a save sends, and what is refused
// before sending.
import { describe, expect, it } from 'vitest';
import { changedLines, draftOf, draftsOf, exemptionProblems, isDiscountable, typed } from './exemption-values';
import type { FeeBillLine } from '../fee-screens/fee-bill';

const line = (id: string, facts: Partial<FeeBillLine> = {}): FeeBillLine => ({
  _id: id, Nguon: 'DichVu', MaPhieu: null, MaDV: null, TenDichVu: id, NhomDichVu: null, LoaiGia: null, SoLuong: 1, DonGia: 100_000, DonGiaBHYT: 100_000, ThanhTien: 100_000,
  BHChiTra: 80_000, BenhNhanTT: 20_000, KhongBHYT: false, TyLeBHYT: 80, MienGiam: 0, PhanTramGiamGia: 0, SoTienGiamGia: 0, ThanhTienSauGiamGia: 100_000,
  BenhNhanTTSauGiamGia: 20_000, IsKhamBenh: false, DaThuTien: false, HachToan: false, KhongThuTien: false, ConLai: 20_000, TranGroup: null, ThoiGianChiDinh: null, NoiThucHien: null,
  BienLai_Id: null, ToaThuoc_Id: null, ...facts,
});

describe('a line\'s discount on the form', () => {
  it.each<[string, Partial<FeeBillLine>, ReturnType<typeof draftOf>]>([
    ['no discount holds neither box', {}, { PhanTramGiamGia: null, SoTienGiamGia: null }],
    ['a percent shows as the percent, not its amount', { PhanTramGiamGia: 50, SoTienGiamGia: 10_000 }, { PhanTramGiamGia: 50, SoTienGiamGia: null }],
    ['an amount shows as the amount', { SoTienGiamGia: 5_000 }, { PhanTramGiamGia: null, SoTienGiamGia: 5_000 }],
  ])('%s', (_name, facts, expected) => {
    expect(draftOf(line('a', facts))).toEqual(expected);
  });

  it('typing a percent empties the amount, and the other way round', () => {
    expect(typed('PhanTramGiamGia', 10)).toEqual({ PhanTramGiamGia: 10, SoTienGiamGia: null });
    expect(typed('SoTienGiamGia', 2_000)).toEqual({ PhanTramGiamGia: null, SoTienGiamGia: 2_000 });
  });

  it('a collected line and a line not charged take no discount', () => {
    expect([isDiscountable(line('a')), isDiscountable(line('b', { DaThuTien: true })), isDiscountable(line('c', { KhongThuTien: true }))]).toEqual([true, false, false]);
  });
});

describe('what a save sends', () => {
  const lines = [line('a'), line('b', { PhanTramGiamGia: 50, SoTienGiamGia: 10_000 }), line('c', { DaThuTien: true }), line('d')];

  it('only the lines changed: an amount as an amount, a percent as a percent, a cleared one as 0%', () => {
    const drafts = { ...draftsOf(lines), a: typed('SoTienGiamGia', 5_000), b: typed('PhanTramGiamGia', null), c: typed('PhanTramGiamGia', 100), d: typed('PhanTramGiamGia', 20) };
    expect(changedLines(lines, drafts)).toEqual([
      { ChiTiet_Id: 'a', SoTienGiamGia: 5_000 },
      { ChiTiet_Id: 'b', PhanTramGiamGia: 0 },
      { ChiTiet_Id: 'd', PhanTramGiamGia: 20 },
    ]);
  });

  it('nothing when the boxes hold what the lines hold', () => {
    expect(changedLines(lines, draftsOf(lines))).toEqual([]);
  });
});

describe('what is refused before sending', () => {
  const lines = [line('a'), line('b')];

  it('a reason is required', () => {
    expect(exemptionProblems(lines, { ...draftsOf(lines), a: typed('PhanTramGiamGia', 10) }, '  ')).toEqual({ LyDo: { key: 'validation.required', params: {} } });
  });

  it('a percent above 100 and an amount above the patient\'s share, each under its box', () => {
    const drafts = { a: typed('PhanTramGiamGia', 120), b: typed('SoTienGiamGia', 25_000) };
    expect(exemptionProblems(lines, drafts, 'Hộ nghèo')).toEqual({
      'a.PhanTramGiamGia': { key: 'validation.max', params: { max: 100 } },
      'b.SoTienGiamGia': { key: 'cashier.discount.aboveShare', params: { max: 20_000 } },
    });
  });

  it('an amount that cannot be read is refused, not sent as no discount', () => {
    expect(exemptionProblems(lines, { ...draftsOf(lines), a: typed('SoTienGiamGia', Number.NaN) }, 'Hộ nghèo')).toEqual({ 'a.SoTienGiamGia': { key: 'validation.number', params: {} } });
  });

  it('the whole patient\'s share may be waived', () => {
    expect(exemptionProblems(lines, { a: typed('SoTienGiamGia', 20_000), b: typed('PhanTramGiamGia', 100) }, 'Hộ nghèo')).toEqual({});
  });
});
