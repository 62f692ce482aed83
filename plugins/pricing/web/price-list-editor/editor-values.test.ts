// The editor's values and the input they become, and where each problem of the server's checks is shown.
import { describe, expect, it } from 'vitest';
import { fromCalendarDate } from '@his/sdk/format';
import { emptyValues, inputOf, problemsOf, type EditorValues } from './editor-values';

const NOW = fromCalendarDate({ year: 2026, month: 3, day: 15 }) + 10.5 * 3_600_000;
const good: EditorValues = {
  ...emptyValues(NOW),
  LoaiGia_Id: 'lg-vp',
  MaBangGia: 'VP-2027',
  TenBangGia: 'Bảng giá viện phí năm 2027',
  DichVu: [{ id: 'dv-kb-noi', code: 'KB-NOI', name: 'Khám Nội', DonGia: 45_500 }],
};

describe('the values of a price list being edited', () => {
  it('start a new list on today\'s date, for every room, without lines', () => {
    expect(emptyValues(NOW)).toMatchObject({ NgayPhatHanh: fromCalendarDate({ year: 2026, month: 3, day: 15 }), PhongBan_Ids: [], DichVu: [], LieuTrinh: [] });
  });

  it('send each chosen room once', () => {
    expect(inputOf({ ...good, PhongBan_Ids: ['n-pk01', 'n-pk02', 'n-pk01'] }).PhongBan_Ids).toEqual(['n-pk01', 'n-pk02']);
  });

  it('become the input the server takes, lines in their order', () => {
    expect(inputOf({ ...good, PhongBan_Ids: ['n-pk01'], LieuTrinh: [{ id: 'lt-1', code: 'LT1', name: 'Liệu trình', DonGia: 0 }] })).toEqual({
      LoaiGia_Id: 'lg-vp', MaBangGia: 'VP-2027', TenBangGia: 'Bảng giá viện phí năm 2027', LoaiBangGia: '', NgayPhatHanh: good.NgayPhatHanh, PhongBan_Ids: ['n-pk01'],
      DichVu_DonGia: [{ DichVu_Id: 'dv-kb-noi', DonGia: 45_500 }], LieuTrinh_DonGia: [{ LieuTrinh_Id: 'lt-1', DonGia: 0 }],
    });
  });

  const cases: [caseName: string, change: Partial<EditorValues>, where: string, key: string, params: Record<string, unknown>][] = [
    ['no price type', { LoaiGia_Id: null }, 'fields.LoaiGia_Id', 'validation.required', {}],
    ['a code of spaces', { MaBangGia: '   ' }, 'fields.MaBangGia', 'validation.required', {}],
    ['a code with a slash', { MaBangGia: 'VP/2027' }, 'fields.MaBangGia', 'validation.codeFormat', {}],
    ['no issue date', { NgayPhatHanh: null }, 'fields.NgayPhatHanh', 'validation.required', {}],
    ['a line without a price, named by its code', { DichVu: [{ id: 'dv-kb-noi', code: 'KB-NOI', name: 'Khám Nội', DonGia: null }] }, 'lines.DichVu', 'pricing.priceRequired', { row: 1, code: 'KB-NOI' }],
    [
      'a course priced twice',
      { LieuTrinh: [{ id: 'lt-1', code: 'LT1', name: 'A', DonGia: 1 }, { id: 'lt-1', code: 'LT1', name: 'A', DonGia: 2 }] },
      'lines.LieuTrinh', 'pricing.duplicateCourse', { row: 2, first: 1, code: 'LT1' },
    ],
  ];

  it('accept a complete list', () => {
    expect(problemsOf(good)).toEqual({ fields: {}, lines: { DichVu: [], LieuTrinh: [] } });
  });

  it.each(cases)('refuse %s, where it shows', (_caseName, change, where, key, params) => {
    const problems = problemsOf({ ...good, ...change });
    const [group, name] = where.split('.') as ['fields' | 'lines', string];
    const found = group === 'fields' ? problems.fields[name] : problems.lines[name as 'DichVu' | 'LieuTrinh'][0];
    expect(found).toEqual({ key, params });
  });
});
