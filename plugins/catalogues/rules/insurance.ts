// Health-insurance (BHYT) card codes: the benefit levels (the card's third character) and the object codes (its
// first two letters). Both were transcribed from secondary sources, so every row says whether it is to be checked.
import { defineCatalogue, field, type CatalogueRow } from '@his/sdk';
import { benefitLevelCodeRules, codeField, ghiChu, insuranceObjectCodeRules, label, nameField } from './field-kit';

const canKiemTra = () =>
  field.boolean({
    label: label('Cần kiểm tra', 'To be checked'),
    description: label('Cần đối chiếu với quyết định hiện hành của BHXH', 'To be checked against the current decision of Vietnam Social Security'),
  });

export const mucHuongBHYT = defineCatalogue({
  name: 'DM_MucHuongBHYT',
  title: label('Mức hưởng BHYT', 'Insurance benefit level'),
  codeField: 'MaMucHuong',
  nameField: 'TenMucHuong',
  fields: {
    MaMucHuong: codeField('Mã mức hưởng', 'Benefit level code', { maxLength: 1, rules: benefitLevelCodeRules }),
    TenMucHuong: nameField('Tên mức hưởng', 'Benefit level name', 200),
    TyLeChiTra: field.integer({ label: label('Tỷ lệ BHYT chi trả (%)', 'Share paid by insurance (%)'), required: true, min: 0, max: 100 }),
    CanKiemTra: canKiemTra(),
    GhiChu: ghiChu(),
  },
  // The list shows the flag: these rows are not to be trusted before they are checked.
  listColumns: ['MaMucHuong', 'TenMucHuong', 'TyLeChiTra', 'CanKiemTra'],
});
export type MucHuongBHYT = CatalogueRow<typeof mucHuongBHYT>;

export const doiTuongBHYT = defineCatalogue({
  name: 'DM_DoiTuongBHYT',
  title: label('Đối tượng BHYT', 'Insurance object code'),
  codeField: 'MaDoiTuongBHYT',
  nameField: 'TenDoiTuongBHYT',
  fields: {
    MaDoiTuongBHYT: codeField('Mã đối tượng BHYT', 'Insurance object code', { maxLength: 2, rules: insuranceObjectCodeRules }),
    TenDoiTuongBHYT: nameField('Tên đối tượng BHYT', 'Insurance object name', 200),
    // Empty where the source gives none (TV).
    MucHuong: field.integer({ label: label('Mức hưởng', 'Benefit level'), min: 1, max: 5 }),
    NhomDoiTuong: field.text({ label: label('Nhóm đối tượng đóng', 'Payer group'), maxLength: 200 }),
    CanKiemTra: canKiemTra(),
    GhiChu: ghiChu(),
  },
  search: ['MaDoiTuongBHYT', 'TenDoiTuongBHYT'],
  listColumns: ['MaDoiTuongBHYT', 'TenDoiTuongBHYT', 'MucHuong', 'NhomDoiTuong', 'CanKiemTra'],
});
export type DoiTuongBHYT = CatalogueRow<typeof doiTuongBHYT>;
