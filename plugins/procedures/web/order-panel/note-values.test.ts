// The note form's values, one case a row: what a new and a written note show, what a save sends, what the form
// refuses before sending, where a server refusal goes, and Vietnamese times in a date-time box.
import { describe, expect, it } from 'vitest';
import { dateTimeText, formFieldOf, inputOf, parseDateTimeText, problemsBeforeSave, tabOfField, valuesOf, type FormNote, type NoteValues } from './note-values';

// 5 March 2026, 09:10 and 09:35 in Asia/Ho_Chi_Minh.
const START = Date.UTC(2026, 2, 5, 2, 10);
const END = Date.UTC(2026, 2, 5, 2, 35);
const note: FormNote = {
  BatDau: START, KetThuc: END, MaKetQua: '2', TenKetQua: 'Đỡ', NhomDieuTri: 'T2', TuVong: false, QuyTrinh: 'Sát khuẩn', KetLuan: 'Ổn định',
  EKip: [{ NhanVien_Id: 'an', VaiTro: 'ChinhPTTT' }, { NhanVien_Id: 'bich', VaiTro: 'DieuDuong' }, { NhanVien_Id: 'cuong', VaiTro: 'PhuPTTT' }],
  VatTus: [{ Duoc_Id: 'gac', SoLuong: 4, GhiChu: null }],
};

describe('the note form', () => {
  it('shows a new note starting when the order was taken, and a written one as it is, its team by role', () => {
    expect(valuesOf({ NgayThucHien: START }, null)).toMatchObject({ BatDau: START, KetThuc: null, TuVong: null, supplies: [], team: { ChinhPTTT: [], PhuPTTT: [] } });
    const values = valuesOf({ NgayThucHien: START - 60_000 }, note);
    expect(values).toMatchObject({ BatDau: START, KetThuc: END, MaKetQua: '2', team: { ChinhPTTT: ['an'], PhuPTTT: ['cuong'], DieuDuong: ['bich'], GayMe: [] } });
    expect(values.supplies).toMatchObject([{ Duoc_Id: 'gac', SoLuong: 4, GhiChu: '' }]);
  });

  it('sends the team in the order of the roles and leaves out blank supply lines and, off the surgery list, the surgery fields', () => {
    const values = valuesOf({}, note);
    values.supplies.push({ key: 'blank', Duoc_Id: null, SoLuong: null, GhiChu: ' ' });
    expect(inputOf(values, { surgery: true })).toMatchObject({
      EKip: [{ NhanVien_Id: 'an', VaiTro: 'ChinhPTTT' }, { NhanVien_Id: 'cuong', VaiTro: 'PhuPTTT' }, { NhanVien_Id: 'bich', VaiTro: 'DieuDuong' }],
      VatTus: [{ Duoc_Id: 'gac', SoLuong: 4, GhiChu: null }], DienBien: null, KhoDuoc_Id: null,
    });
    expect(inputOf({ ...values, KhoDuoc_Id: 'kho-chinh' }, { surgery: false })).toMatchObject({ KhoDuoc_Id: 'kho-chinh' });
    expect(inputOf(values, { surgery: false })).not.toHaveProperty('EKip');
  });

  const filled = (change: Partial<NoteValues>): NoteValues => ({ ...valuesOf({}, note), ...change });
  it.each<[string, Partial<NoteValues>, boolean, string | null]>([
    ['a complete note, saved', {}, false, null],
    ['a complete note, finished', {}, true, null],
    ['no start', { BatDau: null }, false, 'BatDau'],
    ['the end before the start', { KetThuc: START - 60_000 }, false, 'KetThuc'],
    ['no result name, only saved', { TenKetQua: '' }, false, null],
    ['no result name, finished', { TenKetQua: '  ' }, true, 'TenKetQua'],
    ['the death option not chosen, finished', { TuVong: null }, true, 'TuVong'],
    ['a supply line without its drug', { supplies: [{ key: 'x', Duoc_Id: null, SoLuong: 2, GhiChu: '' }] }, false, 'VatTus.0.Duoc_Id'],
    ['a supply line with its quantity mistyped', { supplies: [{ key: 'x', Duoc_Id: 'gac', SoLuong: Number.NaN, GhiChu: '' }] }, false, 'VatTus.0.SoLuong'],
  ])('refuses before sending: %s', (_case, change, finishing, field) => {
    expect(Object.keys(problemsBeforeSave(filled(change), finishing))[0] ?? null).toBe(field);
  });

  it.each<[string, string, string, string]>([
    ['a note field', 'input.KetLuan', 'KetLuan', 'process'],
    ['the second team member (the assistant)', 'EKip.1.NhanVien_Id', 'team.PhuPTTT', 'surgery'],
    ['the team as a whole', 'EKip', 'team.ChinhPTTT', 'surgery'],
    ['a supply line\'s drug', 'VatTus.0.Duoc_Id', 'VatTus.0.Duoc_Id', 'supplies'],
    ['a supply line beyond the store\'s stock', 'VatTus.0.SoLuong', 'VatTus.0.SoLuong', 'supplies'],
    ['the store of the supplies', 'KhoDuoc_Id', 'KhoDuoc_Id', 'supplies'],
    ['the anaesthesia method', 'PhuongPhapVoCam_Id', 'PhuongPhapVoCam_Id', 'surgery'],
  ])('places a refusal of %s', (_case, field, formField, tab) => {
    const values = valuesOf({}, note);
    expect(formFieldOf(field, values)).toBe(formField);
    expect(tabOfField(formField)).toBe(tab);
  });

  it('shows and reads Vietnamese time in a date-time box', () => {
    expect(dateTimeText(START)).toBe('2026-03-05T09:10');
    expect(parseDateTimeText('2026-03-05T09:10')).toBe(START);
    expect(parseDateTimeText('2026-02-30T09:10')).toBeNull();
    expect(dateTimeText(null)).toBe('');
  });
});
