// The ICD-10 seed against its data file: every code and block of icd10-vi.tsv, the names it gives, the English name
// in place of a missing Vietnamese one and marked, and what the hand-typed list had that the file lacks.
import { describe, expect, it } from 'vitest';
import { untranslatedAfterSave } from '../rules';
import { chuongICDSeed, icdSeed, nhomICDSeed } from './icd';
import { readTsv } from './tsv';

const file = readTsv(new URL('./data/icd10-vi.tsv', import.meta.url));
const codes = new Map(icdSeed.rows.map((row) => [row.MaICD, row]));
const blocks = new Map(nhomICDSeed.rows.map((row) => [row.MaNhomICD, row]));

describe('the ICD-10 seed', () => {
  it('holds the 12,253 codes of the file and the 3 codes of ICD-10 2010 still in use', () => {
    expect(file).toHaveLength(12_253);
    for (const line of file) expect(codes.has(line.code), line.code).toBe(true);
    expect(icdSeed.rows).toHaveLength(12_256);
    expect(codes.get('A91')).toMatchObject({ TenICD: 'Sốt xuất huyết Dengue', TenTiengAnh: 'Dengue haemorrhagic fever', NhomICD_Id: 'A90-A99', ChuaCoTenTiengViet: false });
    expect(codes.get('K58.9')).toMatchObject({ NhomICD_Id: 'K55-K64', ChuongICD_Id: 'XI' });
  });

  it('holds every block of the file under its chapter, and the 22 chapters', () => {
    const fileBlocks = new Set(file.map((line) => line.block));
    // The data README counts 264 distinct blocks; the file has 263 (the header's "block" was counted), plus A90-A99.
    expect(fileBlocks.size).toBe(263);
    expect([...blocks.keys()].sort()).toEqual([...fileBlocks, 'A90-A99'].sort());
    expect(blocks.get('C50-C50')).toMatchObject({ TenNhomICD: 'U ác của vú', ChuongICD_Id: 'II' });
    expect(blocks.get('J09-J18')).toMatchObject({ ChuongICD_Id: 'X' });
    expect(chuongICDSeed.rows).toHaveLength(22);
  });

  it('names a code as the file does, in Vietnamese and in English', () => {
    expect(codes.get('I10')).toMatchObject({ TenICD: 'Tăng huyết áp vô căn (nguyên phát)', TenTiengAnh: 'Essential (primary) hypertension', ChuaCoTenTiengViet: false, MucICD: 'Loai' });
    expect(codes.get('J18.9')).toMatchObject({ TenTiengAnh: 'Pneumonia, unspecified', MucICD: 'Benh', NhomICD_Id: 'J09-J18' });
    // Codes without an English name keep their Vietnamese one and no English.
    expect(codes.get('U11')).not.toHaveProperty('TenTiengAnh');
  });

  it('shows the English name where the Vietnamese one is missing, marked untranslated', () => {
    expect(codes.get('Y40.0')).toMatchObject({ TenICD: 'Penicillins', TenTiengAnh: 'Penicillins', ChuaCoTenTiengViet: true });
    const marked = icdSeed.rows.filter((row) => row.ChuaCoTenTiengViet === true);
    // 1,131 rows of the file have no Vietnamese name; 32 of them got one from the hand-typed list.
    expect(marked).toHaveLength(1_131 - 32);
    for (const row of marked) expect(row.TenICD, String(row.MaICD)).toBe(row.TenTiengAnh);
  });

  it('keeps the hand-typed Vietnamese names and flags the file lacks', () => {
    expect(codes.get('M54.5')).toMatchObject({ TenICD: 'Đau vùng thắt lưng', TenTiengAnh: 'Low back pain', ChuaCoTenTiengViet: false });
    expect(codes.get('E11.9')).toMatchObject({ BenhChuaTriDaiNgay: true });
    expect(codes.get('A15.0')).toMatchObject({ BenhTruyenNhiem: true });
    // Dengue under its WHO 2019 code too.
    expect(codes.get('A97.1')).toMatchObject({ BenhTruyenNhiem: true });
    expect(codes.get('J18.9')).toMatchObject({ BenhTruyenNhiem: false, BenhChuaTriDaiNgay: false });
    expect(codes.get('O80')).toMatchObject({ GioiTinh: 'FEMALE' });
    expect(codes.get('N40')).toMatchObject({ GioiTinh: 'MALE' });
  });
});

describe('the untranslated mark after a save', () => {
  const marked = { TenICD: 'Penicillins', ChuaCoTenTiengViet: true };
  it.each([
    ['a new row', null, 'Penicilin', false],
    ['a marked row given a Vietnamese name', marked, 'Penicilin', false],
    ['a marked row saved with its English name unchanged', marked, ' Penicillins ', true],
    ['a marked row saved without its name', marked, undefined, true],
    ['a row that was never marked', { TenICD: 'Đau khớp', ChuaCoTenTiengViet: false }, 'Đau khớp', false],
  ])('%s', (_, stored, name, expected) => {
    expect(untranslatedAfterSave(stored, name)).toBe(expected);
  });
});
