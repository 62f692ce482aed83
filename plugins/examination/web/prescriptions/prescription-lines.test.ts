// The lines as the doctor edits them: the quantity from the doses and days, the checks before a line joins the
// prescription, the input updateToaThuocs is sent, the registration numbers asked about, and where a refusal goes.
import { describe, expect, it } from 'vitest';
import type { Dong } from '@his/sdk';
import { EMPTY_LINE, emptyPrescriptions, lineProblems, prescriptionInput, quantityOf, refusalPlace, registrationNumbers, type DraftLine, type LineDrug } from './prescription-lines';

const paracetamol: LineDrug = { Duoc_Id: 'd-para', TenDuoc: 'Paracetamol', HamLuong: '500mg', DonViTinh: 'Viên', SoDangKy: 'VD-10001-26', DonGia: 500 as Dong };
const line = (changes: Partial<DraftLine> = {}): DraftLine => ({ ...EMPTY_LINE, key: 'l1', drug: paracetamol, ...changes });

describe('the quantity of a line', () => {
  it.each([
    ['typed, whatever the doses', { SoLuong: 7, Sang: 1, SoNgay: 5 }, 7],
    ['morning and evening for 5 days', { Sang: 1, Toi: 1, SoNgay: 5 }, 10],
    ['half a tablet a day for 5 days, rounded up to a whole one', { Toi: 0.5, SoNgay: 5 }, 3],
    ['0.1 three times a day for 10 days, without a rounding error', { Sang: 0.1, Trua: 0.1, Chieu: 0.1, SoNgay: 10 }, 3],
    ['doses without days', { Sang: 1 }, null],
    ['days without doses', { SoNgay: 5 }, null],
  ])('%s', (_case, changes, expected) => {
    expect(quantityOf(line(changes))).toBe(expected);
  });
});

describe('the checks of a line', () => {
  it.each([
    ['a drug with its quantity from doses and days', line({ Sang: 1, SoNgay: 5 }), 'ToaThuong', {}],
    ['no drug chosen', line({ drug: null, SoLuong: 5 }), 'ToaThuong', { drug: 'examination.prescription.check.drugRequired' }],
    ['no name written on an outside purchase', line({ drug: { Duoc_Id: null, TenDuoc: ' ', DonViTinh: 'Hộp', DonGia: 0 as Dong }, SoLuong: 1 }), 'ToaMuaNgoai', { drug: 'examination.prescription.check.drugNameRequired' }],
    ['no unit on an outside purchase', line({ drug: { Duoc_Id: null, TenDuoc: 'Siro ho', DonViTinh: '', DonGia: 0 as Dong }, SoLuong: 1 }), 'ToaMuaNgoai', { DonViTinh: 'examination.prescription.check.unitRequired' }],
    ['no quantity and no doses', line(), 'ToaThuong', { SoLuong: 'examination.prescription.check.quantityRequired' }],
    ['a quantity of 0', line({ SoLuong: 0 }), 'ToaThuong', { SoLuong: 'examination.prescription.check.quantityRequired' }],
    ['a negative dose', line({ Sang: -1, SoLuong: 5 }), 'ToaThuong', { Sang: 'examination.prescription.check.doseInvalid' }],
    ['a dose still being typed', line({ Toi: Number.NaN, SoLuong: 5 }), 'ToaThuong', { Toi: 'examination.prescription.check.doseInvalid' }],
    ['366 days', line({ SoNgay: 366, SoLuong: 5 }), 'ToaThuong', { SoNgay: 'examination.prescription.check.daysInvalid' }],
  ] as const)('%s', (_case, draft, kind, expected) => {
    expect(lineProblems(draft, kind)).toEqual(expected);
  });
});

describe('what is sent', () => {
  it('sends a store drug by its id with the computed quantity, and a written one by name and unit, with no store on an outside purchase', () => {
    expect(prescriptionInput('ToaThuong', [line({ Sang: 1, Chieu: 1, SoNgay: 5, DuongDung: ' Uống ', LoiDanUongThuoc: '' })], 'kho-nt01', '  Uống nhiều nước ')).toEqual({
      LoaiToaThuoc: 'ToaThuong',
      LoiDan: 'Uống nhiều nước',
      KhoXuat_Id: 'kho-nt01',
      ChiTiets: [{ Duoc_Id: 'd-para', SoLuong: 10, SoNgay: 5, Sang: 1, Trua: null, Chieu: 1, Toi: null, DuongDung: 'Uống', LoiDanUongThuoc: null }],
    });
    expect(prescriptionInput('ToaMuaNgoai', [line({ drug: { Duoc_Id: null, TenDuoc: ' Siro ho ', DonViTinh: 'Chai', DonGia: 0 as Dong }, SoLuong: 1 })], 'kho-nt01', '')).toMatchObject({
      KhoXuat_Id: null,
      LoiDan: null,
      ChiTiets: [{ Duoc_Id: null, TenDuoc: 'Siro ho', DonViTinh: 'Chai', SoLuong: 1 }],
    });
  });

  it('asks about the registration numbers of every kind, each once, leaving out lines without one', () => {
    const all = emptyPrescriptions();
    all.ToaThuong.lines = [line(), line({ key: 'l2', drug: { ...paracetamol, Duoc_Id: 'd-warf', SoDangKy: 'VN-99008-26' } })];
    all.ToaBHYT.lines = [line({ key: 'l3' })];
    all.ToaMuaNgoai.lines = [line({ key: 'l4', drug: { Duoc_Id: null, TenDuoc: 'Siro ho', DonViTinh: 'Chai', DonGia: 0 as Dong } })];
    expect(registrationNumbers(all)).toEqual(['VD-10001-26', 'VN-99008-26']);
  });
});

describe('where a refusal goes', () => {
  it.each([
    ['a line of a kind', 'toaThuong.ChiTiets.1.SoLuong', null, { kind: 'ToaThuong', line: 1 }],
    ['a line of the insurance prescription', 'toaBHYT.ChiTiets.0.Duoc_Id', null, { kind: 'ToaBHYT', line: 0 }],
    ['a line without its kind, when one kind was sent', 'ChiTiets[2]', 'ToaVTYT', { kind: 'ToaVTYT', line: 2 }],
    ['a kind as a whole', 'toaMuaNgoai.LoaiToaThuoc', null, { kind: 'ToaMuaNgoai', line: null }],
    ['no field', undefined, 'ToaThuong', { kind: null, line: null }],
  ] as const)('%s', (_case, field, fallback, expected) => {
    expect(refusalPlace(field, fallback)).toEqual(expected);
  });
});
