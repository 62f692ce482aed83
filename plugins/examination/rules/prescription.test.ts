// The checks of a prescription and the prices of its lines, one case a row.
import { describe, expect, it } from 'vitest';
import { checkPrescription, checkToaThuocMau, linePrices, MAX_PRESCRIPTION_LINES, prescriptionTotal, weightedCost, type PrescribedDrug, type PrescriptionLineValues, type PrescriptionValues } from './prescription';

const drugs = new Map<string, PrescribedDrug>([
  ['amox', { TenDuoc: 'Amoxicillin 500mg', DonViTinh: 'Viên', LoaiDuoc: 'Thuoc', BHYT: true, TamNgung: false }],
  ['para', { TenDuoc: 'Paracetamol 500mg', DonViTinh: 'Viên', LoaiDuoc: 'Thuoc', BHYT: false, TamNgung: false }],
  ['gac', { TenDuoc: 'Gạc vô trùng', DonViTinh: 'Miếng', LoaiDuoc: 'VTYT', BHYT: true, TamNgung: false }],
  ['old', { TenDuoc: 'Thuốc ngừng dùng', DonViTinh: 'Viên', LoaiDuoc: 'Thuoc', BHYT: false, TamNgung: true }],
]);
const line = (change: Partial<PrescriptionLineValues> = {}): PrescriptionLineValues => ({
  Duoc_Id: 'amox', TenDuoc: null, DonViTinh: null, SoLuong: 10, SoNgay: 5, Sang: 1, Trua: null, Chieu: 1, Toi: null, DuongDung: 'Uống',
  LoiDanUongThuoc: null, KhongThuTien: false, ...change,
});
const regular: PrescriptionValues = { LoaiToaThuoc: 'ToaThuong', KhoXuat_Id: 'nt01', LoiDan: null, ChiTiets: [line(), line({ Duoc_Id: 'para' })] };
const context = { drugs, insured: true, storeIds: ['nt01'] };

describe('checking a prescription', () => {
  it('accepts a regular, an insurance, a supplies and an outside-purchase prescription', () => {
    expect(checkPrescription(regular, context)).toBeNull();
    expect(checkPrescription({ ...regular, LoaiToaThuoc: 'ToaBHYT', ChiTiets: [line()] }, context)).toBeNull();
    expect(checkPrescription({ ...regular, LoaiToaThuoc: 'ToaVTYT', ChiTiets: [line({ Duoc_Id: 'gac', SoNgay: null })] }, context)).toBeNull();
    expect(checkPrescription({ LoaiToaThuoc: 'ToaMuaNgoai', KhoXuat_Id: null, LoiDan: null,
      ChiTiets: [line({ Duoc_Id: null, TenDuoc: 'Vitamin C', DonViTinh: 'Viên' }), line()] }, { ...context, storeIds: [] })).toBeNull();
  });

  const mistakes: [caseName: string, values: PrescriptionValues, change: Partial<typeof context>, field: string, key: string, params?: Record<string, unknown>][] = [
    ['an unknown kind', { ...regular, LoaiToaThuoc: 'ToaLa' }, {}, 'LoaiToaThuoc', 'examination.prescription.kindUnknown'],
    ['an insurance prescription on a visit without a card', { ...regular, LoaiToaThuoc: 'ToaBHYT', ChiTiets: [line()] }, { insured: false }, 'LoaiToaThuoc', 'examination.prescription.notInsured'],
    ['no store', { ...regular, KhoXuat_Id: null }, {}, 'KhoXuat_Id', 'examination.prescription.storeRequired'],
    ['a store the room does not dispense from', { ...regular, KhoXuat_Id: 'nt02' }, {}, 'KhoXuat_Id', 'examination.prescription.storeNotOfRoom'],
    ['no line', { ...regular, ChiTiets: [] }, {}, 'ChiTiets', 'examination.prescription.noLines'],
    ['51 lines', { ...regular, ChiTiets: Array.from({ length: MAX_PRESCRIPTION_LINES + 1 }, () => line()) }, {}, 'ChiTiets', 'examination.prescription.tooManyLines', { max: 50 }],
    ['a line without a drug', { ...regular, ChiTiets: [line(), line({ Duoc_Id: null, TenDuoc: 'Vitamin C', DonViTinh: 'Viên' })] }, {}, 'ChiTiets.1.Duoc_Id', 'examination.prescription.drugRequired', { line: 2 }],
    ['an outside line without a name', { ...regular, LoaiToaThuoc: 'ToaMuaNgoai', ChiTiets: [line({ Duoc_Id: null, DonViTinh: 'Viên' })] }, {}, 'ChiTiets.0.TenDuoc', 'examination.prescription.drugNameRequired', { line: 1 }],
    ['an outside line without a unit', { ...regular, LoaiToaThuoc: 'ToaMuaNgoai', ChiTiets: [line({ Duoc_Id: null, TenDuoc: 'Vitamin C' })] }, {}, 'ChiTiets.0.DonViTinh', 'examination.prescription.unitRequired', { line: 1 }],
    ['a drug not in the catalogue', { ...regular, ChiTiets: [line({ Duoc_Id: 'gone' })] }, {}, 'ChiTiets.0.Duoc_Id', 'examination.prescription.drugNotFound'],
    ['a suspended drug', { ...regular, ChiTiets: [line({ Duoc_Id: 'old' })] }, {}, 'ChiTiets.0.Duoc_Id', 'examination.prescription.drugSuspended'],
    ['a quantity of 0', { ...regular, ChiTiets: [line(), line({ Duoc_Id: 'para', SoLuong: 0 })] }, {}, 'ChiTiets.1.SoLuong', 'examination.prescription.quantityPositive', { line: 2 }],
    ['a negative quantity', { ...regular, ChiTiets: [line({ SoLuong: -3 })] }, {}, 'ChiTiets.0.SoLuong', 'examination.prescription.quantityPositive'],
    ['a negative evening dose', { ...regular, ChiTiets: [line({ Toi: -1 })] }, {}, 'ChiTiets.0.Toi', 'examination.prescription.doseNegative'],
    ['0 days', { ...regular, ChiTiets: [line({ SoNgay: 0 })] }, {}, 'ChiTiets.0.SoNgay', 'examination.prescription.daysRange', { min: 1, max: 365 }],
    ['366 days', { ...regular, ChiTiets: [line({ SoNgay: 366 })] }, {}, 'ChiTiets.0.SoNgay', 'examination.prescription.daysRange'],
    ['a drug in a supplies prescription', { ...regular, LoaiToaThuoc: 'ToaVTYT', ChiTiets: [line()] }, {}, 'ChiTiets.0.Duoc_Id', 'examination.prescription.notSupply'],
    ['a supply in a drug prescription', { ...regular, ChiTiets: [line({ Duoc_Id: 'gac' })] }, {}, 'ChiTiets.0.Duoc_Id', 'examination.prescription.supplyNotDrug'],
    ['an uncovered drug in an insurance prescription', { ...regular, LoaiToaThuoc: 'ToaBHYT' }, {}, 'ChiTiets.1.Duoc_Id', 'examination.prescription.notCovered', { line: 2, drug: 'Paracetamol 500mg' }],
    ['a drug twice', { ...regular, ChiTiets: [line(), line({ Duoc_Id: 'para' }), line()] }, {}, 'ChiTiets.2.Duoc_Id', 'examination.prescription.drugTwice', { line: 3, first: 1 }],
    ['an outside drug twice by name, whatever its accents', { ...regular, LoaiToaThuoc: 'ToaMuaNgoai',
      ChiTiets: [line({ Duoc_Id: null, TenDuoc: 'Vitamin C sủi', DonViTinh: 'Viên' }), line({ Duoc_Id: null, TenDuoc: 'vitamin c sui', DonViTinh: 'Viên' })] }, {}, 'ChiTiets.1.TenDuoc', 'examination.prescription.drugTwice'],
    ['advice over 2,000 characters', { ...regular, LoiDan: 'x'.repeat(2001) }, {}, 'LoiDan', 'validation.maxLength', { max: 2000 }],
    ['a route over 200 characters', { ...regular, ChiTiets: [line({ DuongDung: 'x'.repeat(201) })] }, {}, 'ChiTiets.0.DuongDung', 'examination.prescription.lineTextTooLong', { line: 1, max: 200 }],
  ];
  it.each(mistakes)('refuses %s', (_caseName, values, change, field, key, params) => {
    const found = checkPrescription(values, { ...context, ...change });
    expect(found).toMatchObject({ field, key });
    if (params) expect(found?.params).toMatchObject(params);
  });

  it('accepts the edges: 1 and 365 days, doses of 0, 50 lines', () => {
    expect(checkPrescription({ ...regular, ChiTiets: [line({ SoNgay: 1, Sang: 0, Trua: 0 }), line({ Duoc_Id: 'para', SoNgay: 365 })] }, context)).toBeNull();
    const fifty = Array.from({ length: MAX_PRESCRIPTION_LINES }, (_, index) => line({ Duoc_Id: null, TenDuoc: `Thuốc ${index}`, DonViTinh: 'Viên' }));
    expect(checkPrescription({ ...regular, LoaiToaThuoc: 'ToaMuaNgoai', ChiTiets: fifty }, context)).toBeNull();
  });
});

describe('checking a sample prescription', () => {
  const sample = { TenToaThuocMau: 'Viêm họng người lớn', LoiDan: null, GhiChu: null, LaToaMuaNgoai: false, ChiTiets: [line(), line({ Duoc_Id: 'gac' })] };
  it('accepts drugs and supplies together, with no store', () => {
    expect(checkToaThuocMau(sample, drugs)).toBeNull();
  });
  it.each([
    ['a blank name', { TenToaThuocMau: '  ' }, 'TenToaThuocMau', 'examination.prescription.templateNameRequired'],
    ['a line by name on a sample that is not for outside purchase', { ChiTiets: [line({ Duoc_Id: null, TenDuoc: 'Vitamin C', DonViTinh: 'Viên' })] }, 'ChiTiets.0.Duoc_Id', 'examination.prescription.drugRequired'],
    ['a quantity of 0', { ChiTiets: [line({ SoLuong: 0 })] }, 'ChiTiets.0.SoLuong', 'examination.prescription.quantityPositive'],
  ])('refuses %s', (_caseName, change, field, key) => {
    expect(checkToaThuocMau({ ...sample, ...change }, drugs)).toMatchObject({ field, key });
  });
});

describe('pricing a prescription', () => {
  const drug = { GiaBan: 12_000, GiaBHYT: 9_500 };
  it.each([
    ['a regular line at the sale price', 'ToaThuong', false, { DonGia: 12_000, DonGiaThanhToan: 12_000, BHYT: false }],
    ['an insurance line at the insurance price', 'ToaBHYT', false, { DonGia: 9_500, DonGiaThanhToan: 9_500, BHYT: true }],
    ['a supply at the sale price', 'ToaVTYT', false, { DonGia: 12_000, DonGiaThanhToan: 12_000 }],
    ['an outside purchase at nothing', 'ToaMuaNgoai', false, { DonGia: 0, DonGiaThanhToan: 0 }],
    ['a line not charged', 'ToaThuong', true, { DonGia: 12_000, DonGiaThanhToan: 0 }],
  ] as const)('prices %s', (_caseName, kind, free, expected) => {
    expect(linePrices(kind, drug, free)).toMatchObject({ DonGiaHoTro: 0, ...expected });
  });

  it('weighs the cost of the lots taken and sums the lines in whole đồng', () => {
    expect(weightedCost([{ SoLuong: 3, GiaVon: 1_000 }, { SoLuong: 1, GiaVon: 2_000 }])).toBe(1_250);
    expect(weightedCost([])).toBe(0);
    expect(prescriptionTotal([{ SoLuong: 10, DonGiaThanhToan: 9_500 }, { SoLuong: 0.5, DonGiaThanhToan: 3_001 }])).toBe(96_501);
  });
});
