// The posting rules editor's model, as an accountant fills it.
import { describe, expect, it } from 'vitest';
import { accountField, postingRuleInputs, postingRuleRows, refusalFieldOf } from './posting-rule-values';

const methods = [
  { _id: 'tm', MaHinhThucThanhToan: 'TienMat', TenHinhThucThanhToan: 'Tiền mặt', isActive: true },
  { _id: 'k', MaHinhThucThanhToan: 'Khac', TenHinhThucThanhToan: 'Khác', isActive: false },
  { _id: 'qt', MaHinhThucThanhToan: 'QuetThe', TenHinhThucThanhToan: 'Quẹt thẻ', isActive: false },
];
const rules = [{ _id: 'r1', HinhThucThanhToan_Id: 'tm', LoaiQuyenBienLai_Id: 'TamUng', TaiKhoanCo_Id: '3388', TaiKhoanNo_Id: '1111' }, { _id: 'r2', HinhThucThanhToan_Id: 'qt', LoaiQuyenBienLai_Id: 'ThuTien', TaiKhoanCo_Id: '5113', TaiKhoanNo_Id: null }];

describe('the posting rules form', () => {
  const rows = postingRuleRows(methods, rules);

  it('has a row per kind of book for each active method, and for an inactive one that holds a rule', () => {
    expect(rows.map((row) => `${row.HinhThucThanhToan_Id} ${row.LoaiQuyenBienLai_Id} ${row.TaiKhoanNo_Id}/${row.TaiKhoanCo_Id}`)).toEqual([
      'tm ThuTien /', 'tm TamUng 1111/3388', 'tm HoanUng /', 'qt ThuTien /5113', 'qt TamUng /', 'qt HoanUng /',
    ]);
  });

  it('sends the rows holding an account, trimmed, an empty one as null', () => {
    const edited = rows.map((row, index) => (index === 2 ? { ...row, TaiKhoanNo_Id: ' 1111 ' } : index === 3 ? { ...row, TaiKhoanCo_Id: '' } : row));
    expect(postingRuleInputs(edited)).toEqual([
      { index: 1, input: { HinhThucThanhToan_Id: 'tm', LoaiQuyenBienLai_Id: 'TamUng', TaiKhoanCo_Id: '3388', TaiKhoanNo_Id: '1111' } },
      { index: 2, input: { HinhThucThanhToan_Id: 'tm', LoaiQuyenBienLai_Id: 'HoanUng', TaiKhoanCo_Id: null, TaiKhoanNo_Id: '1111' } },
    ]);
  });

  it('puts a refusal of the second rule sent under its row\'s box', () => {
    const sent = postingRuleInputs(rows);
    expect(refusalFieldOf('input.1.TaiKhoanCo_Id', sent)).toBe(accountField(3, 'TaiKhoanCo_Id'));
    expect(refusalFieldOf('input', sent)).toBe('input');
  });
});
