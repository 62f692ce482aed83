// The spec's import checks, row by row: code, name, mobile, email, positive integer, positive number, required,
// duplicates in the file and in the database, with 'Hàng {n} trong file: …' (n = data row index + 2).
import { describe, expect, it } from 'vitest';
import vi from '../locales/vi.json' with { type: 'json' };
import en from '../locales/en.json' with { type: 'json' };
import { email, phone } from '../validation';
import { checkImportRows, defineCatalogue, field, formatImportError, importColumnsOf, importLookupKeys } from './index';

const label = (text: string) => ({ vi: text, en: text });

const congTy = defineCatalogue({
  name: 'DM_CongTy',
  title: { vi: 'Công ty', en: 'Company' },
  codeField: 'MaCongTy',
  nameField: 'TenCongTy',
  fields: {
    MaCongTy: field.text({ label: { vi: 'Mã công ty', en: 'Company code' }, required: true, maxLength: 10 }),
    TenCongTy: field.text({ label: { vi: 'Tên công ty', en: 'Company name' }, required: true }),
    MaSoThue: field.text({ label: label('Mã số thuế'), unique: true }),
    DienThoai: field.text({ label: label('Điện thoại'), rules: [phone] }),
    Email: field.text({ label: label('Email'), rules: [email] }),
    SoNhanVien: field.integer({ label: label('Số nhân viên'), min: 0 }),
    TyLeGiam: field.number({ label: label('Tỷ lệ giảm'), min: 0, max: 100 }),
    HanMuc: field.money({ label: label('Hạn mức') }),
    NgayKyHopDong: field.date({ label: label('Ngày ký hợp đồng') }),
    LoaiCongTy: field.enum(['TuNhan', 'NhaNuoc'], { label: label('Loại công ty') }),
    LaDoiTac: field.boolean({ label: label('Là đối tác') }),
    NhomCongTy_Id: field.ref('DM_NhomCongTy', { label: label('Nhóm công ty') }),
    CauHinh: field.json({ label: label('Cấu hình') }),
  },
});

const columns = importColumnsOf(congTy);

const good = { MaCongTy: 'CT01', TenCongTy: 'Công ty Minh Long' };

type Row = [caseName: string, row: Record<string, unknown>, expected: { field?: string; key: string; params?: Record<string, unknown> } | null];

const rows: Row[] = [
  ['a complete row passes', { ...good, DienThoai: '0912345678', Email: 'ketoan@minhlong.vn', SoNhanVien: '120', TyLeGiam: '12.5', HanMuc: '1,250,000' }, null],
  ['a missing code', { TenCongTy: 'Công ty A' }, { field: 'MaCongTy', key: 'validation.required' }],
  ['a code with a leading space', { ...good, MaCongTy: ' CT02' }, { field: 'MaCongTy', key: 'validation.leadingSpace' }],
  ['a code with a slash', { ...good, MaCongTy: 'CT/02' }, { field: 'MaCongTy', key: 'validation.codeFormat' }],
  ['a code too long', { ...good, MaCongTy: 'CT0123456789' }, { field: 'MaCongTy', key: 'validation.maxLength', params: { max: 10 } }],
  ['a name of spaces only', { ...good, TenCongTy: '   ' }, { field: 'TenCongTy', key: 'validation.required' }],
  ['a mobile number of nine digits', { ...good, DienThoai: '091234567' }, { field: 'DienThoai', key: 'validation.phone' }],
  ['an email without a domain, in the import wording', { ...good, Email: 'ketoan@' }, { field: 'Email', key: 'import.email' }],
  ['a negative integer', { ...good, SoNhanVien: '-3' }, { field: 'SoNhanVien', key: 'validation.negativeNumber' }],
  ['a fraction where a whole number goes', { ...good, SoNhanVien: 2.5 }, { field: 'SoNhanVien', key: 'validation.integer' }],
  ['a whole number beyond what the column holds', { ...good, SoNhanVien: '3000000000' }, { field: 'SoNhanVien', key: 'validation.max', params: { max: 2_147_483_647 } }],
  ['words where a number goes', { ...good, TyLeGiam: 'mười' }, { field: 'TyLeGiam', key: 'validation.number' }],
  ['a negative number', { ...good, TyLeGiam: -1 }, { field: 'TyLeGiam', key: 'validation.negativeNumber' }],
  ['a number above its maximum', { ...good, TyLeGiam: 101 }, { field: 'TyLeGiam', key: 'validation.max', params: { max: 100 } }],
  ['a negative amount of money', { ...good, HanMuc: '-500,000' }, { field: 'HanMuc', key: 'validation.negativeNumber' }],
  ['a day that does not exist', { ...good, NgayKyHopDong: '31/02/2025' }, { field: 'NgayKyHopDong', key: 'validation.date' }],
  ['a value outside the enum', { ...good, LoaiCongTy: 'NuocNgoai' }, { field: 'LoaiCongTy', key: 'validation.oneOf', params: { values: 'TuNhan, NhaNuoc' } }],
  ['a yes-no cell that says maybe', { ...good, LaDoiTac: 'có thể' }, { field: 'LaDoiTac', key: 'validation.boolean' }],
  ['a ref code that names nothing', { ...good, NhomCongTy_Id: 'N9' }, { field: 'NhomCongTy_Id', key: 'catalogue.refCodeNotFound', params: { code: 'N9' } }],
  ['a ref code of a suspended row', { ...good, NhomCongTy_Id: 'N2' }, { field: 'NhomCongTy_Id', key: 'catalogue.refSuspended', params: { code: 'N2' } }],
  ['a code already in the database', { ...good, MaCongTy: 'CT99' }, { field: 'MaCongTy', key: 'validation.duplicateCode', params: { code: 'CT99' } }],
  ['a unique value already in the database', { ...good, MaSoThue: '0301234567' }, { field: 'MaSoThue', key: 'catalogue.duplicateValue', params: { value: '0301234567' } }],
];

const lookups = {
  stored: new Map([['MaCongTy', new Set(['CT99'])], ['MaSoThue', new Set(['0301234567'])]]),
  refs: new Map([['NhomCongTy_Id', new Map([['N1', { _id: 'g1', TamNgung: false }], ['N2', { _id: 'g2', TamNgung: true }]])]]),
};

describe('checkImportRows, one row at a time', () => {
  it.each(rows)('%s', (_caseName, row, expected) => {
    const { errors } = checkImportRows(congTy, [row], columns, lookups);
    if (expected === null) expect(errors).toEqual([]);
    else expect(errors).toEqual([{ row: 2, field: expected.field, key: expected.key, params: expected.params ?? {} }]);
  });
});

describe('checkImportRows over a file', () => {
  it('reports every bad row, numbered as the spreadsheet shows it', () => {
    const file = [good, { TenCongTy: 'Không mã' }, { ...good, MaCongTy: 'CT02', Email: 'sai' }, { MaCongTy: 'CT03', TenCongTy: 'Đúng' }];
    const { errors } = checkImportRows(congTy, file, columns, lookups);
    expect(errors.map((error) => [error.row, error.field, error.key])).toEqual([
      [3, 'MaCongTy', 'validation.required'],
      [4, 'Email', 'import.email'],
    ]);
  });

  it('reports a code repeated in the file at the repeat, naming the first row', () => {
    const { errors } = checkImportRows(congTy, [good, { MaCongTy: 'CT02', TenCongTy: 'B' }, { ...good, TenCongTy: 'C' }], columns, lookups);
    expect(errors).toEqual([{ row: 4, field: 'MaCongTy', key: 'import.duplicateInFile', params: { value: 'CT01', row: 2 } }]);
  });

  it('turns cells into values: thousands commas, dd/mm/yyyy at midnight in Ho Chi Minh City, x for yes, codes into ids', () => {
    const { values, errors } = checkImportRows(congTy, [{ ...good, HanMuc: '1,250,000', NgayKyHopDong: '01/07/2025', LaDoiTac: 'x', NhomCongTy_Id: 'N1', MaSoThue: ' ' }], columns, lookups);
    expect(errors).toEqual([]);
    expect(values[0]).toMatchObject({ HanMuc: 1_250_000, NgayKyHopDong: Date.UTC(2025, 5, 30, 17), LaDoiTac: true, NhomCongTy_Id: 'g1', MaSoThue: null, CauHinh: null });
  });

  it('reads a row that is not an object as an error of that row', () => {
    expect(checkImportRows(congTy, [good, 'CT02;Công ty B'], columns).errors).toEqual([{ row: 3, key: 'import.rowNotObject', params: {} }]);
  });

  it('leaves json fields out of the default columns, and names what to look up in the database', () => {
    expect(columns).not.toContain('CauHinh');
    expect(importColumnsOf(congTy, () => false)).not.toContain('NhomCongTy_Id');
    const keys = importLookupKeys(congTy, [good, { ...good, MaCongTy: 'CT02', NhomCongTy_Id: 'N1' }, 'junk'], columns);
    expect(keys.unique.get('MaCongTy')).toEqual(new Set(['CT01', 'CT02']));
    expect(keys.refs.get('NhomCongTy_Id')).toEqual(new Set(['N1']));
  });
});

describe('formatImportError', () => {
  it('says the row, the field and the message in the spec\'s words', () => {
    const error = { row: 5, field: 'DienThoai', key: 'validation.phone', params: {} };
    expect(formatImportError(error, vi, 'Điện thoại')).toBe('Hàng 5 trong file: Điện thoại: Số điện thoại không hợp lệ');
    expect(formatImportError({ row: 3, field: 'SoNhanVien', key: 'validation.negativeNumber', params: {} }, vi, 'Số nhân viên')).toBe('Hàng 3 trong file: Số nhân viên: Không được nhập số âm');
    expect(formatImportError({ row: 4, field: 'Email', key: 'import.email', params: {} }, vi, 'Email')).toBe('Hàng 4 trong file: Email: Email không hợp lệ');
    expect(formatImportError(error, en, 'Phone')).toBe('Row 5 in the file: Phone: Invalid phone number');
  });
});
