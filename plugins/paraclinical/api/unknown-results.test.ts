// An analyser's message as the server decodes it (each wrong field refused by its name, the caps held), and which of
// its values land on which tests of an order (by the analyser's code, case and spaces aside).
import { describe, expect, it } from 'vitest';
import { analyserMessageOf, matchValues, MAX_TEXT, MAX_VALUES, type MatchableTest } from './unknown-results';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    const { messageKey, field } = (error as { extensions: { messageKey: string; field: string } }).extensions;
    return { messageKey, field };
  }
  throw new Error('not refused');
};

const value = (MaChiSo: string, KetQua = '1') => ({ MaChiSo, KetQua });

describe('an analyser message', () => {
  it('is decoded trimmed, with blank optional fields as null', () => {
    expect(analyserMessageOf({ SIDMau: ' 2603050001 ', MaThietBi: '', KetQuas: [{ MaChiSo: 'GLU ', KetQua: ' 5,6', DonViTinh: 'mmol/L' }] })).toEqual({
      SIDMau: '2603050001', MaThietBi: null, MaYTe: null, KetQuas: [{ MaChiSo: 'GLU', KetQua: '5,6', DonViTinh: 'mmol/L' }],
    });
  });

  it.each([
    ['no input', null, 'validation.required', 'input'],
    ['no sample id', { SIDMau: '  ', KetQuas: [value('GLU')] }, 'validation.required', 'SIDMau'],
    ['a sample id too long', { SIDMau: 'S'.repeat(MAX_TEXT + 1), KetQuas: [value('GLU')] }, 'validation.maxLength', 'SIDMau'],
    ['no value', { SIDMau: 'S1', KetQuas: [] }, 'validation.required', 'KetQuas'],
    ['too many values', { SIDMau: 'S1', KetQuas: Array.from({ length: MAX_VALUES + 1 }, () => value('GLU')) }, 'validation.maxItems', 'KetQuas'],
    ['a value without its code', { SIDMau: 'S1', KetQuas: [value('GLU'), { KetQua: '2' }] }, 'validation.required', 'KetQuas.1.MaChiSo'],
    ['a blank value', { SIDMau: 'S1', KetQuas: [value('GLU', ' ')] }, 'validation.required', 'KetQuas.0.KetQua'],
    ['a value that is not text', { SIDMau: 'S1', KetQuas: [{ MaChiSo: 'GLU', KetQua: 5 }] }, 'validation.text', 'KetQuas.0.KetQua'],
    ['a unit too long', { SIDMau: 'S1', KetQuas: [{ ...value('GLU'), DonViTinh: 'u'.repeat(MAX_TEXT + 1) }] }, 'validation.maxLength', 'KetQuas.0.DonViTinh'],
    ['a device code too long', { SIDMau: 'S1', MaThietBi: 'd'.repeat(MAX_TEXT + 1), KetQuas: [value('GLU')] }, 'validation.maxLength', 'MaThietBi'],
  ])('with %s is refused, naming the field', (_case, input, messageKey, field) => {
    expect(refusal(() => analyserMessageOf(input))).toEqual({ messageKey, field });
  });
});

const test = (ChiTiet_Id: string, GiaTriChuan_Id: string, MaLienThong: string | null): MatchableTest => ({
  ChiTiet_Id, DichVu_Id: `dv-${ChiTiet_Id}`, GiaTriChuan_Id, MaLienThong, TenXetNghiem: GiaTriChuan_Id, KieuDuLieu: 'So', DonViTinh: null,
  NamMin: null, NamMax: null, NuMin: null, NuMax: null, TreEmMin: null, TreEmMax: null, ThuTu: 1,
});

describe('matching values to the tests of an order', () => {
  const tests = [test('cbc', 'HGB', 'HGB'), test('cbc', 'WBC', 'wbc '), test('glu', 'GLU', 'GLU'), test('panel', 'GLU', 'GLU'), test('note', 'NOTE', null)];

  it.each([
    ['a code of one test lands on it', ['HGB'], [['HGB', 'cbc']], []],
    ['case and outer spaces do not count', [' Wbc'], [[' Wbc', 'cbc']], []],
    ['a test ordered twice (alone and in a panel) gets the value on both lines', ['GLU'], [['GLU', 'glu'], ['GLU', 'panel']], []],
    ['a code of no test of the order is unknown', ['ALT', 'HGB'], [['HGB', 'cbc']], ['ALT']],
    ['a test without an interface code is never matched', ['NOTE'], [], ['NOTE']],
  ])('%s', (_case, codes, matched, unmatched) => {
    const result = matchValues(codes.map((code) => value(code)), tests);
    expect(result.matched.map((each) => [each.value.MaChiSo, each.test.ChiTiet_Id])).toEqual(matched);
    expect(result.unmatched.map((each) => each.MaChiSo)).toEqual(unmatched);
  });
});
