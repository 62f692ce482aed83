// The drugs and medical supplies catalogue (DM_Duoc), kept per facility: what prescriptions name, stores hold and
// interactions are looked up by (active ingredients, registration number).
import { defineCatalogue, field, type AnyCatalogue, type CatalogueRow, type Label } from '@his/sdk';

const label = (vi: string, en: string): Label => ({ vi, en });

/** Thuoc a drug, VTYT a medical supply (vật tư y tế). */
export const LOAI_DUOC = ['Thuoc', 'VTYT'] as const;
export type LoaiDuoc = (typeof LOAI_DUOC)[number];

export const duoc = defineCatalogue({
  name: 'DM_Duoc',
  title: label('Thuốc, vật tư y tế', 'Drugs and medical supplies'),
  codeField: 'MaDuoc',
  nameField: 'TenDuoc',
  scope: 'node',
  fields: {
    MaDuoc: field.text({ label: label('Mã thuốc, vật tư', 'Drug or supply code'), required: true, maxLength: 50 }),
    TenDuoc: field.text({ label: label('Tên thuốc, vật tư', 'Drug or supply name'), required: true, maxLength: 300 }),
    // Several ingredients are separated by semicolons ('Amoxicillin; Acid clavulanic'): interactions compare each.
    HoatChat: field.text({ label: label('Hoạt chất', 'Active ingredients'), maxLength: 500 }),
    HamLuong: field.text({ label: label('Hàm lượng', 'Strength'), maxLength: 200 }),
    DonViTinh: field.text({ label: label('Đơn vị tính', 'Unit'), required: true, maxLength: 50 }),
    DuongDung: field.text({ label: label('Đường dùng', 'Route'), maxLength: 100 }),
    SoDangKy: field.text({ label: label('Số đăng ký', 'Registration number'), maxLength: 50 }),
    LoaiDuoc: field.enum(LOAI_DUOC, {
      label: label('Loại', 'Kind'),
      required: true,
      valueLabels: { Thuoc: label('Thuốc', 'Drug'), VTYT: label('Vật tư y tế', 'Medical supply') },
    }),
    BHYT: field.boolean({ label: label('Thuộc danh mục BHYT', 'Covered by health insurance') }),
    GiaBan: field.money({ label: label('Giá bán', 'Sale price'), required: true }),
    GiaBHYT: field.money({ label: label('Giá BHYT', 'Insurance price') }),
    GhiChu: field.text({ label: label('Ghi chú', 'Note'), multiline: true, maxLength: 2000 }),
  },
  search: ['MaDuoc', 'TenDuoc', 'HoatChat', 'SoDangKy'],
  listColumns: ['MaDuoc', 'TenDuoc', 'HoatChat', 'HamLuong', 'DonViTinh', 'LoaiDuoc'],
});
export type Duoc = CatalogueRow<typeof duoc>;

export const pharmacyCatalogues: readonly AnyCatalogue[] = [duoc];
