// ICD-10 chapters, blocks and codes with their Vietnamese and English names, and the separate set of paraclinical
// diagnoses.
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
    TenTiengAnh: field.text({ label: label('Tên tiếng Anh', 'English name'), maxLength: 1000, since: 2 }),
    // Set by the seed where the list has no Vietnamese name yet (TenICD then holds the English one); the server
    // clears it when a user saves a name (untranslatedAfterSave), whatever the form sends.
    ChuaCoTenTiengViet: field.boolean({
      label: label('Chưa dịch', 'Untranslated'),
      description: label('Chưa có tên tiếng Việt: tên bệnh đang là tên tiếng Anh; lưu tên tiếng Việt sẽ bỏ đánh dấu này.', 'No Vietnamese name yet: the diagnosis shows its English name; saving a Vietnamese name clears this mark.'),
      since: 2,
    }),
  },
  // The English words find a code too, above all one that has no Vietnamese name yet.
  search: ['MaICD', 'TenICD', 'TenTiengAnh'],
  listColumns: ['MaICD', 'TenICD', 'ChuaCoTenTiengViet', 'MucICD', 'NhomICD_Id'],
  operations: { search: 'searchICD', byCode: 'getICDByCode' },
});
export type ICD = CatalogueRow<typeof icd>;

/**
 * Whether a saved ICD row is still marked untranslated: a new row and a changed name are a user's Vietnamese name;
 * only a row saved with its (English) name unchanged keeps the mark it had.
 */
export function untranslatedAfterSave(stored: { TenICD?: unknown; ChuaCoTenTiengViet?: unknown } | null, savedName: unknown): boolean {
  if (!stored || stored.ChuaCoTenTiengViet !== true) return false;
  if (savedName === undefined || savedName === null) return true;
  return String(savedName).normalize('NFC').trim() === String(stored.TenICD ?? '').normalize('NFC').trim();
}

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
