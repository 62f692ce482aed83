// The result form's rules, one row per case: what a new form holds, where a refusal shows, which flag a row shows,
// what returning needs, and the date-time box in Vietnamese time.
import { describe, expect, it } from 'vitest';
import { dateTimeText, formFieldOf, labInputOf, missingForReturn, parseDateTimeText, reportInputOf, resultTextsOf, shownFlag, valuesOf, type PerformanceValues } from './result-values';

// 5 March 2026, 09:05 in Vietnam.
const NOW = Date.UTC(2026, 2, 5, 2, 5);
const NONE = { ThietBi_Id: null, NguoiThucHien_Ids: [] };

describe('a new result form', () => {
  it.each([
    ['an order not yet performed takes the remembered device and performers and now', {}, { ThietBi_Id: 'tb-1', NguoiThucHien_Ids: ['nv-1'] }, { ThietBi_Id: 'tb-1', NguoiThucHien_Ids: ['nv-1'], NgayThucHien: NOW, NgayLayMau: NOW }],
    ['an order performed keeps its own', { ThietBi_Id: 'tb-2', NguoiThucHien_Ids: ['nv-2', 'nv-3'], NgayThucHien: NOW - 60_000, NgayLayMau: NOW - 120_000 }, { ThietBi_Id: 'tb-1', NguoiThucHien_Ids: ['nv-1'] }, { ThietBi_Id: 'tb-2', NguoiThucHien_Ids: ['nv-2', 'nv-3'], NgayThucHien: NOW - 60_000, NgayLayMau: NOW - 120_000 }],
    ['nothing remembered leaves the device and performers empty', {}, NONE, { ThietBi_Id: null, NguoiThucHien_Ids: [] }],
  ])('%s', (_case, order, remembered, expected) => {
    expect(valuesOf(order, NOW, remembered)).toMatchObject(expected);
  });
});

describe('where a refusal shows', () => {
  it.each([
    ['a test\'s value by its position', 'KetQuas.2.KetQua', 'KetQuas.2'],
    ['a test by its position', 'KetQuas.0', 'KetQuas.0'],
    ['the whole results', 'KetQuas', 'KetQuas'],
    ['a repeated performer under the performers', 'NguoiThucHien_Ids.1', 'NguoiThucHien_Ids'],
    ['a field of the input named with its argument', 'input.ThietBi_Id', 'ThietBi_Id'],
    ['a field as it is', 'NgayLayMau', 'NgayLayMau'],
  ])('%s', (_case, field, shown) => {
    expect(formFieldOf(field)).toBe(shown);
  });
});

const row = (KetQua: string | null, CanhBao: string | null = null, KieuDuLieu = 'So') => ({ ChiTiet_Id: 'ct-1', GiaTriChuan_Id: 'gtc-glu', KieuDuLieu, KetQua, Min: 3.9, Max: 6.4, CanhBao });

describe('the flag a row shows', () => {
  it.each([
    ['the server\'s for the value it judged', row('9.8', 'Cao'), '9.8', 'Cao'],
    ['none when the server judged the value normal', row('5.1'), '5.1', null],
    ['a value typed since, judged on the patient\'s range: high', row('5.1'), '7', 'Cao'],
    ['a value typed since, judged on the patient\'s range: low, with a decimal comma', row(null), '3,8', 'Thap'],
    ['the range\'s ends are normal', row(null), '6.4', null],
    ['a positive where negative is normal', row(null, null, 'AmDuong'), 'Dương tính', 'BatThuong'],
    ['a text is not judged', row(null, null, 'VanBan'), 'vàng trong', null],
  ])('%s', (_case, shown, text, flag) => {
    expect(shownFlag(shown, text)).toBe(flag);
  });
});

const filled: PerformanceValues = { ThietBi_Id: 'tb-1', NguoiThucHien_Ids: ['nv-1'], NgayThucHien: NOW, NgayLayMau: NOW, SIDMau: '', NoiDung: '', NhanXet: '', KetLuan: '' };

describe('what returning a result needs', () => {
  const rows = [row(null), { ...row(null), GiaTriChuan_Id: 'gtc-hba1c' }];
  it.each([
    ['a lab order complete', 'lab', filled, { 'ct-1|gtc-glu': '5', 'ct-1|gtc-hba1c': '6' }, {}],
    ['a lab order with a test blank', 'lab', filled, { 'ct-1|gtc-glu': '5', 'ct-1|gtc-hba1c': ' ' }, { 'KetQuas.1': 'validation.required' }],
    ['a lab order without device, performer and sampling time', 'lab', { ...filled, ThietBi_Id: null, NguoiThucHien_Ids: [], NgayLayMau: null }, { 'ct-1|gtc-glu': '5', 'ct-1|gtc-hba1c': '6' },
      { ThietBi_Id: 'validation.required', NguoiThucHien_Ids: 'validation.required', NgayLayMau: 'validation.required' }],
    ['a report without conclusion', 'report', filled, {}, { KetLuan: 'validation.required' }],
    ['a report without execution time, its sampling time not asked', 'report', { ...filled, NgayThucHien: null, NgayLayMau: null, KetLuan: 'Bình thường' }, {}, { NgayThucHien: 'validation.required' }],
  ] as [string, 'lab' | 'report', PerformanceValues, Record<string, string>, Record<string, string>][])('%s', (_case, kind, values, texts, expected) => {
    const missing = missingForReturn(kind, values, kind === 'lab' ? rows : [], texts);
    expect(Object.fromEntries(Object.entries(missing).map(([field, problem]) => [field, problem.key]))).toEqual(expected);
  });
});

describe('what a save sends', () => {
  it('sends every row in the order shown, blanks as null, and trimmed texts or null', () => {
    const rows = [row('5.1'), { ...row(null), GiaTriChuan_Id: null }];
    const texts = { ...resultTextsOf(rows), 'ct-1|': '  ' };
    expect(labInputOf({ ...filled, SIDMau: ' S01 ', KetLuan: ' Bình thường ' }, rows, texts)).toEqual({
      ThietBi_Id: 'tb-1', NguoiThucHien_Ids: ['nv-1'], NgayThucHien: NOW, NgayLayMau: NOW, SIDMau: 'S01', NhanXet: null, KetLuan: 'Bình thường',
      KetQuas: [{ ChiTiet_Id: 'ct-1', GiaTriChuan_Id: 'gtc-glu', KetQua: '5.1' }, { ChiTiet_Id: 'ct-1', GiaTriChuan_Id: null, KetQua: null }],
    });
    expect(reportInputOf({ ...filled, NoiDung: 'Gan không to', KetLuan: '' })).toEqual({ ThietBi_Id: 'tb-1', NguoiThucHien_Ids: ['nv-1'], NgayThucHien: NOW, NoiDung: 'Gan không to', KetLuan: null, NhanXet: null });
  });
});

describe('the date-time box', () => {
  it.each([
    ['a morning in Vietnam', NOW, '2026-03-05T09:05'],
    ['just before midnight in Vietnam, still the same day there', Date.UTC(2026, 2, 5, 16, 59), '2026-03-05T23:59'],
    ['midnight in Vietnam, the next day there', Date.UTC(2026, 2, 5, 17, 0), '2026-03-06T00:00'],
  ])('%s', (_case, moment, text) => {
    expect(dateTimeText(moment)).toBe(text);
    expect(parseDateTimeText(text)).toBe(moment);
  });

  it.each([['empty', ''], ['a day that does not exist', '2026-02-30T08:00'], ['an hour that does not exist', '2026-03-05T24:00'], ['not a date', 'hôm nay']])('reads %s as none', (_case, text) => {
    expect(parseDateTimeText(text)).toBeNull();
  });
});
