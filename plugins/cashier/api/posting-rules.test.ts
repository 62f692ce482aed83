// The posting rules as sent: each field checked where it enters, a method and book kind once, refusals naming the place.
import { describe, expect, it } from 'vitest';
import { MAX_POSTING_RULES, postingRuleInputsOf } from './posting-rules';

const refusal = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    const { messageKey, field } = (error as { extensions: { messageKey: string; field: string } }).extensions;
    return { messageKey, field };
  }
  throw new Error('expected a refusal');
};

describe('payment posting rules as sent', () => {
  it('reads each rule, trimming accounts and leaving empty ones unset', () => {
    expect(postingRuleInputsOf([
      { HinhThucThanhToan_Id: 'tm', LoaiQuyenBienLai_Id: 'ThuTien', TaiKhoanNo_Id: ' 1111 ', TaiKhoanCo_Id: '131' },
      { HinhThucThanhToan_Id: 'tm', LoaiQuyenBienLai_Id: 'TamUng', TaiKhoanNo_Id: '1121.VCB', TaiKhoanCo_Id: '' },
    ])).toEqual([
      { HinhThucThanhToan_Id: 'tm', LoaiQuyenBienLai_Id: 'ThuTien', TaiKhoanNo_Id: '1111', TaiKhoanCo_Id: '131' },
      { HinhThucThanhToan_Id: 'tm', LoaiQuyenBienLai_Id: 'TamUng', TaiKhoanNo_Id: '1121.VCB', TaiKhoanCo_Id: null },
    ]);
    expect(postingRuleInputsOf([])).toEqual([]);
  });

  it.each([
    ['not a list', () => postingRuleInputsOf('tm'), 'validation.required', 'input'],
    ['more rules than allowed', () => postingRuleInputsOf(Array.from({ length: MAX_POSTING_RULES + 1 }, () => ({}))), 'validation.maxItems', 'input'],
    ['a rule without a method', () => postingRuleInputsOf([{ LoaiQuyenBienLai_Id: 'ThuTien' }]), 'cashier.invalidId', 'input.0.HinhThucThanhToan_Id'],
    ['a refund of a service as a book kind', () => postingRuleInputsOf([{ HinhThucThanhToan_Id: 'tm', LoaiQuyenBienLai_Id: 'HoanTien' }]), 'validation.oneOf', 'input.0.LoaiQuyenBienLai_Id'],
    ['an account with a slash', () => postingRuleInputsOf([{ HinhThucThanhToan_Id: 'tm', LoaiQuyenBienLai_Id: 'ThuTien', TaiKhoanCo_Id: '511/3' }]), 'cashier.postingRules.account', 'input.0.TaiKhoanCo_Id'],
    ['an account too long', () => postingRuleInputsOf([{ HinhThucThanhToan_Id: 'tm', LoaiQuyenBienLai_Id: 'ThuTien', TaiKhoanNo_Id: '1'.repeat(21) }]), 'validation.maxLength', 'input.0.TaiKhoanNo_Id'],
    ['the same method and kind twice', () => postingRuleInputsOf([{ HinhThucThanhToan_Id: 'tm', LoaiQuyenBienLai_Id: 'HoanUng' }, { HinhThucThanhToan_Id: 'tm', LoaiQuyenBienLai_Id: 'HoanUng' }]), 'cashier.postingRules.duplicate', 'input.1.LoaiQuyenBienLai_Id'],
  ])('refuses %s', (_, work, messageKey, field) => {
    expect(refusal(work)).toEqual({ messageKey, field });
  });
});
