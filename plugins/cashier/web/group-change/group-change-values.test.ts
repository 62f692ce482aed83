// The patient group change form, as a cashier fills it: what it starts from, what it sends and what it refuses first.
import { describe, expect, it } from 'vitest';
import { groupChangeInputOf, groupChangeProblems, groupChangeValuesOf, type GroupChangeValues } from './group-change-values';
import type { FeeBill } from '../fee-screens/fee-bill';

const JAN_1 = Date.UTC(2025, 11, 31, 17);
const DEC_31 = Date.UTC(2026, 11, 30, 17);
const serviceVisit: FeeBill['TiepNhan'] = {
  _id: 'tn-2', MaTiepNhan: 'TN2', NgayTiepNhan: JAN_1, TrangThai: 'DangThucHien', DoiTuong_Id: 'dt-dv', TenDoiTuong: 'Dịch vụ', SoTheBHYT: null, BHYTNgayHieuLuc: null,
  BHYTNgayHetHieuLuc: null, BenhVien_KCB: null, TuyenKCB: null, MucHuong: null, NgayDu5Nam: null, MienCungChiTra: false, NgayMienCungChiTra: null, UuTien: false,
};
const insured = (changes: Partial<GroupChangeValues> = {}): GroupChangeValues => ({
  ...groupChangeValuesOf(serviceVisit), DoiTuong_Id: 'dt-bhyt', SoTheBHYT: 'dn4797924000002', BHYTNgayHieuLuc: JAN_1, BHYTNgayHetHieuLuc: DEC_31, BenhVien_KCB: '79024', TuyenKCB: 'DungTuyen', ...changes,
});

describe('the group change form', () => {
  it('starts from the visit\'s group and card, empty boxes for what it has not', () => {
    expect(groupChangeValuesOf(serviceVisit)).toEqual({
      DoiTuong_Id: 'dt-dv', SoTheBHYT: '', BHYTNgayHieuLuc: null, BHYTNgayHetHieuLuc: null, BenhVien_KCB: '', TuyenKCB: null, NgayDu5Nam: null, MienCungChiTra: false, NgayMienCungChiTra: null,
    });
  });

  it('sends the card in capitals, empty boxes as null, and no five-years date without the exemption', () => {
    expect(groupChangeInputOf(insured({ NgayMienCungChiTra: JAN_1 }))).toEqual({
      DoiTuong_Id: 'dt-bhyt', SoTheBHYT: 'DN4797924000002', BHYTNgayHieuLuc: JAN_1, BHYTNgayHetHieuLuc: DEC_31, BenhVien_KCB: '79024', TuyenKCB: 'DungTuyen', NgayDu5Nam: null,
      MienCungChiTra: false, NgayMienCungChiTra: null,
    });
    expect(groupChangeInputOf({ ...groupChangeValuesOf(serviceVisit), SoTheBHYT: '  ' }).SoTheBHYT).toBeNull();
  });

  it.each<[string, Partial<GroupChangeValues>, Record<string, string>]>([
    ['a complete insured change passes', {}, {}],
    ['a group is required', { DoiTuong_Id: null }, { DoiTuong_Id: 'validation.required' }],
    ['a card number of 14 characters', { SoTheBHYT: 'DN479792400000' }, { SoTheBHYT: 'cashier.fees.group.cardNumber' }],
    ['a registered facility of 4 characters', { BenhVien_KCB: '7902' }, { BenhVien_KCB: 'cashier.fees.group.facilityCode' }],
    ['a card that ends before it starts', { BHYTNgayHetHieuLuc: JAN_1 - 1 }, { BHYTNgayHetHieuLuc: 'cashier.fees.group.validityOrder' }],
    ['the five-years exemption without its date', { MienCungChiTra: true }, { NgayMienCungChiTra: 'validation.required' }],
  ])('%s', (_name, changes, expected) => {
    const problems = groupChangeProblems(insured(changes));
    expect(Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, problem.key]))).toEqual(expected);
  });
});
