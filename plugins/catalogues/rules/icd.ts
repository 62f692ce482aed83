// ICD-10 as the Ministry of Health publishes it (Decision 4469/QĐ-BYT): chapters, blocks, codes, and the
// separate set of paraclinical diagnoses.
import { defineCatalogue, field, type CatalogueRow } from '@his/sdk';
import { codeField, ghiChu, icdBlockRules, icdCodeRules, label, nameField, romanNumeralRules, tenTiengAnh } from './field-kit';

export const chuongICD = defineCatalogue({
  name: 'DM_ChuongICD',
  title: label('Chương ICD', 'ICD chapter'),
  codeField: 'MaChuongICD',
  nameField: 'TenChuongICD',
  fields: {
    MaChuongICD: codeField('Mã chương', 'Chapter', { maxLength: 5, rules: romanNumeralRules }),
    TenChuongICD: nameField('Tên chương', 'Chapter name'),
    TenTiengAnh: tenTiengAnh(),
    TuMa: field.text({ label: label('Từ mã', 'First code'), required: true, maxLength: 3 }),
    DenMa: field.text({ label: label('Đến mã', 'Last code'), required: true, maxLength: 3 }),
    ThuTu: field.integer({ label: label('Thứ tự', 'Order'), min: 1 }),
  },
});
export type ChuongICD = CatalogueRow<typeof chuongICD>;

export const nhomICD = defineCatalogue({
  name: 'DM_NhomICD',
  title: label('Nhóm ICD', 'ICD block'),
  codeField: 'MaNhomICD',
  nameField: 'TenNhomICD',
  fields: {
    MaNhomICD: codeField('Mã nhóm', 'Block', { maxLength: 7, rules: icdBlockRules }),
    TenNhomICD: nameField('Tên nhóm', 'Block name'),
    ChuongICD_Id: field.ref('DM_ChuongICD', { label: label('Chương', 'Chapter'), required: true }),
  },
});
export type NhomICD = CatalogueRow<typeof nhomICD>;

export const icd = defineCatalogue({
  name: 'DM_ICD',
  title: label('Bệnh tật ICD-10', 'ICD-10 diagnosis'),
  codeField: 'MaICD',
  nameField: 'TenICD',
  fields: {
    MaICD: codeField('Mã ICD', 'ICD code', { maxLength: 8, rules: icdCodeRules }),
    TenICD: nameField('Tên bệnh', 'Diagnosis', 1000),
    // A 3-character category ('J03') or a 4-character subcategory ('J03.9'); claims accept the printed code of either.
    MucICD: field.enum(['Loai', 'Benh'], {
      label: label('Mức mã', 'Code level'),
      valueLabels: { Loai: label('Loại (mã 3 ký tự)', 'Category (3 characters)'), Benh: label('Bệnh (mã 4 ký tự)', 'Subcategory (4 characters)') },
    }),
    PhanNhom: field.text({ label: label('Phân nhóm', 'Subgroup'), maxLength: 200 }),
    Loai: field.text({ label: label('Loại', 'Type'), maxLength: 200 }),
    PhanLoaiKSK: field.text({ label: label('Phân loại khám sức khỏe', 'Health-check classification'), maxLength: 200 }),
    // Set when the diagnosis fits only one sex (pregnancy, prostate); empty for both.
    GioiTinh: field.enum(['MALE', 'FEMALE'], {
      label: label('Giới tính áp dụng', 'Applies to sex'),
      valueLabels: { MALE: label('Nam', 'Male'), FEMALE: label('Nữ', 'Female') },
    }),
    TuoiNhoNhat: field.integer({ label: label('Tuổi nhỏ nhất', 'Minimum age'), min: 0, max: 150 }),
    TuoiLonNhat: field.integer({ label: label('Tuổi lớn nhất', 'Maximum age'), min: 0, max: 150 }),
    BenhTruyenNhiem: field.boolean({ label: label('Bệnh truyền nhiễm', 'Communicable disease') }),
    BenhTruyenNhiem48h: field.boolean({ label: label('Bệnh truyền nhiễm báo cáo trong 48 giờ', 'Communicable, report within 48 hours') }),
    BenhChuaTriDaiNgay: field.boolean({ label: label('Bệnh cần chữa trị dài ngày', 'Long-term treatment disease') }),
    NhomICD_Id: field.ref('DM_NhomICD', { label: label('Nhóm', 'Block') }),
    ChuongICD_Id: field.ref('DM_ChuongICD', { label: label('Chương', 'Chapter') }),
  },
  operations: { search: 'searchICD', byCode: 'getICDByCode' },
});
export type ICD = CatalogueRow<typeof icd>;

export const icdCanLamSang = defineCatalogue({
  name: 'DM_ICDCanLamSang',
  title: label('ICD cận lâm sàng', 'Paraclinical ICD'),
  codeField: 'MaICDCanLamSang',
  nameField: 'TenICDCanLamSang',
  fields: {
    MaICDCanLamSang: codeField('Mã ICD cận lâm sàng', 'Paraclinical ICD code', { maxLength: 8, rules: icdCodeRules }),
    TenICDCanLamSang: nameField('Tên chẩn đoán cận lâm sàng', 'Paraclinical diagnosis', 1000),
    // The ICD-10 code the paraclinical diagnosis is claimed under, where it has one.
    ICD_Id: field.ref('DM_ICD', { label: label('Mã ICD-10 tương ứng', 'Matching ICD-10 code') }),
    GhiChu: ghiChu(),
  },
});
export type ICDCanLamSang = CatalogueRow<typeof icdCanLamSang>;
