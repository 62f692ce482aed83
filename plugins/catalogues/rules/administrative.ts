// Administrative units since 1 July 2025 (34 provinces and their communes, no districts), and the 63 old provinces
// whose codes insurance cards, facility codes and citizen-ID prefixes still carry, each mapped to its new province.
import { defineCatalogue, field, type CatalogueRow } from '@his/sdk';
import { adminUnitCodeRules, codeField, ghiChu, label, macDinh, nameField, oldCommuneCodeRules, oldDistrictCodeRule, oldProvinceCodeRules } from './field-kit';

export const LOAI_DON_VI_HANH_CHINH = ['THANH_PHO', 'TINH', 'PHUONG', 'XA', 'DAC_KHU'] as const;


export const donViHanhChinh = defineCatalogue({
  name: 'DM_DonViHanhChinh',
  title: label('Đơn vị hành chính', 'Administrative unit'),
  codeField: 'MaDonViHanhChinh',
  nameField: 'TenDonViHanhChinh',
  fields: {
    MaDonViHanhChinh: codeField('Mã đơn vị hành chính', 'Unit code', { maxLength: 5, rules: adminUnitCodeRules }),
    TenDonViHanhChinh: nameField('Tên đầy đủ', 'Full name', 200),
    TenRutGon: field.text({ label: label('Tên rút gọn', 'Short name'), maxLength: 200 }),
    LoaiDonViHanhChinh: field.enum(LOAI_DON_VI_HANH_CHINH, {
      label: label('Loại đơn vị', 'Unit type'),
      required: true,
      valueLabels: {
        THANH_PHO: label('Thành phố trực thuộc trung ương', 'Centrally-run city'),
        TINH: label('Tỉnh', 'Province'),
        PHUONG: label('Phường', 'Ward'),
        XA: label('Xã', 'Commune'),
        DAC_KHU: label('Đặc khu', 'Special zone'),
      },
    }),
    // A commune's province; empty for a province.
    DonViCha_Id: field.ref('DM_DonViHanhChinh', { label: label('Đơn vị cấp trên', 'Parent unit') }),
    MacDinh: macDinh(),
    MaTinhXML30: field.text({ label: label('Mã tỉnh XML30', 'XML30 province code'), maxLength: 10 }),
    MaHuyenXML30: field.text({ label: label('Mã huyện XML30', 'XML30 district code'), maxLength: 10 }),
  },
  search: ['MaDonViHanhChinh', 'TenDonViHanhChinh', 'TenRutGon'],
});
export type DonViHanhChinh = CatalogueRow<typeof donViHanhChinh>;

export const tinhCu = defineCatalogue({
  name: 'DM_TinhCu',
  title: label('Tỉnh cũ (trước 01/7/2025)', 'Old province (before 1 July 2025)'),
  codeField: 'MaTinhCu',
  nameField: 'TenTinhCu',
  fields: {
    MaTinhCu: codeField('Mã tỉnh cũ', 'Old province code', { maxLength: 2, rules: oldProvinceCodeRules }),
    TenTinhCu: nameField('Tên tỉnh cũ', 'Old province name', 200),
    TinhMoi_Id: field.ref('DM_DonViHanhChinh', { label: label('Tỉnh mới', 'New province'), required: true }),
    GhiChu: ghiChu(),
  },
});
export type TinhCu = CatalogueRow<typeof tinhCu>;

// Old cards, documents and citizen-ID addresses name the commune and district of before the reform; reception offers
// the new commune from them.
export const xaCu = defineCatalogue({
  name: 'DM_XaCu',
  title: label('Xã cũ (trước 01/7/2025)', 'Old commune (before 1 July 2025)'),
  codeField: 'MaXaCu',
  nameField: 'TenXaCu',
  fields: {
    MaXaCu: codeField('Mã xã cũ', 'Old commune code', { maxLength: 5, rules: oldCommuneCodeRules }),
    TenXaCu: nameField('Tên xã cũ', 'Old commune name', 200),
    MaHuyenCu: field.text({ label: label('Mã huyện cũ', 'Old district code'), maxLength: 3, rules: [oldDistrictCodeRule] }),
    TenHuyenCu: field.text({ label: label('Tên huyện cũ', 'Old district name'), maxLength: 200 }),
    TinhCu_Id: field.ref('DM_TinhCu', { label: label('Tỉnh cũ', 'Old province'), required: true }),
    // All the new units it went into: several when it was split (which one an address is in depends on the village).
    XaMoi_Ids: field.refs('DM_DonViHanhChinh', { label: label('Xã mới', 'New communes'), required: true }),
    // Set only when the whole old unit went into one new unit, so a new address can be offered without asking.
    XaMoiToanPhan_Id: field.ref('DM_DonViHanhChinh', { label: label('Xã mới (sáp nhập toàn bộ)', 'New commune (merged whole)') }),
    GhiChu: ghiChu(),
  },
  search: ['MaXaCu', 'TenXaCu', 'TenHuyenCu'],
});
export type XaCu = CatalogueRow<typeof xaCu>;
