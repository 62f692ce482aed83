// The checks of a price list being saved, one mistake a row.
import { describe, expect, it } from 'vitest';
import { bangGiaChanges, checkBangGiaValues, EMPTY_BANG_GIA, type BangGiaValues } from './price-list';

const good: BangGiaValues = {
  ...EMPTY_BANG_GIA,
  LoaiGia_Id: 'lg-bhyt',
  MaBangGia: 'BHYT-2025',
  TenBangGia: 'Bảng giá BHYT năm 2025',
  NgayPhatHanh: 1_735_664_400_000,
  DichVu_DonGia: [{ id: 'dv-kb01', DonGia: 38_700 }, { id: 'dv-sa01', DonGia: 0 }],
  LieuTrinh_DonGia: [{ id: 'lt-01', DonGia: 1_500_000 }],
};
const known = { services: new Map([['dv-kb01', 'KB01'], ['dv-sa01', 'SA01']]), courses: new Map([['lt-01', 'LT01']]) };

describe('checking a price list', () => {
  it('accepts a complete list, a price of 0 included', () => {
    expect(checkBangGiaValues(good, known)).toEqual([]);
  });

  const mistakes: [caseName: string, change: Partial<BangGiaValues>, field: string, key: string, params: Record<string, unknown>][] = [
    ['no price type', { LoaiGia_Id: null }, 'LoaiGia_Id', 'validation.required', {}],
    ['no code', { MaBangGia: null }, 'MaBangGia', 'validation.required', {}],
    ['a code with a slash', { MaBangGia: 'BHYT/2025' }, 'MaBangGia', 'validation.codeFormat', {}],
    ['no name', { TenBangGia: null }, 'TenBangGia', 'validation.required', {}],
    ['no issue date', { NgayPhatHanh: null }, 'NgayPhatHanh', 'validation.required', {}],
    ['an issue date that is not a moment', { NgayPhatHanh: 'mai' }, 'NgayPhatHanh', 'validation.date', {}],
    ['a line without a service', { DichVu_DonGia: [{ id: null, DonGia: 1 }] }, 'DichVu_DonGia', 'pricing.serviceRequired', { row: 1 }],
    ['a line without a price', { DichVu_DonGia: [{ id: 'dv-kb01', DonGia: null }] }, 'DichVu_DonGia', 'pricing.priceRequired', { row: 1, code: 'KB01' }],
    ['a negative price', { DichVu_DonGia: [{ id: 'dv-kb01', DonGia: -1 }] }, 'DichVu_DonGia', 'pricing.priceInvalid', { row: 1, code: 'KB01' }],
    ['a price in fractions of a đồng', { DichVu_DonGia: [{ id: 'dv-kb01', DonGia: 38_700.5 }] }, 'DichVu_DonGia', 'pricing.priceInvalid', { row: 1, code: 'KB01' }],
    ['a price given as text', { DichVu_DonGia: [{ id: 'dv-kb01', DonGia: '38700' }] }, 'DichVu_DonGia', 'pricing.priceInvalid', { row: 1, code: 'KB01' }],
    ['a service the facility does not have', { DichVu_DonGia: [{ id: 'dv-khac', DonGia: 1 }] }, 'DichVu_DonGia', 'pricing.serviceNotFound', { row: 1, code: 'dv-khac' }],
    [
      'the same service on two lines',
      { DichVu_DonGia: [{ id: 'dv-kb01', DonGia: 1 }, { id: 'dv-sa01', DonGia: 2 }, { id: 'dv-kb01', DonGia: 3 }] },
      'DichVu_DonGia', 'pricing.duplicateService', { row: 3, first: 1, code: 'KB01' },
    ],
    ['a course the facility does not have', { LieuTrinh_DonGia: [{ id: 'lt-khac', DonGia: 1 }] }, 'LieuTrinh_DonGia', 'pricing.courseNotFound', { row: 1, code: 'lt-khac' }],
    ['the same course twice', { LieuTrinh_DonGia: [{ id: 'lt-01', DonGia: 1 }, { id: 'lt-01', DonGia: 1 }] }, 'LieuTrinh_DonGia', 'pricing.duplicateCourse', { row: 2, first: 1, code: 'LT01' }],
  ];

  it.each(mistakes)('refuses %s, naming the field', (_caseName, change, field, key, params) => {
    const [problem] = checkBangGiaValues({ ...good, ...change }, known);
    expect(problem).toEqual({ field, key, params });
  });

  it('in the browser, without the facility\'s rows, checks what the values show', () => {
    expect(checkBangGiaValues({ ...good, DichVu_DonGia: [{ id: 'dv-khac', DonGia: 1 }] })).toEqual([]);
    expect(checkBangGiaValues({ ...good, DichVu_DonGia: [{ id: 'dv-khac', DonGia: -5 }] })[0]?.key).toBe('pricing.priceInvalid');
  });
});

describe('reading the input of a price list', () => {
  it('keeps only the fields given, so an update leaves the others as stored', () => {
    expect(bangGiaChanges({ TenBangGia: '  Bảng giá mới  ' })).toEqual({ TenBangGia: '  Bảng giá mới' });
    expect(bangGiaChanges({})).toEqual({});
  });

  it('reads lines in order, rooms without repeats, and blanks as absent', () => {
    expect(bangGiaChanges({
      MaBangGia: ' BG01 ',
      LoaiBangGia: '',
      PhongBan_Ids: ['PK01', 'PK01', ' ', 'SA01'],
      DichVu_DonGia: [{ DichVu_Id: 'b', DonGia: 2 }, { DichVu_Id: 'a', DonGia: 1 }, { DichVu_Id: ' ', DonGia: 3 }],
    })).toEqual({
      MaBangGia: 'BG01',
      LoaiBangGia: null,
      PhongBan_Ids: ['PK01', 'SA01'],
      DichVu_DonGia: [{ id: 'b', DonGia: 2 }, { id: 'a', DonGia: 1 }, { id: null, DonGia: 3 }],
    });
  });
});
