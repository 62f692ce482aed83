// A price list's Excel file: which headers are recognised, each bad row in the spec's words ('Hàng n trong file: …'),
// what replace and merge do to the draft's lines, and the sheets an export writes.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { coreMessages, type RuleParams } from '@his/sdk';
import { rowsOfSheet } from '@his/sdk/catalogue-screens';
import { createI18n } from '@his/sdk/web';
import vi from '../../locales/vi.json';
import en from '../../locales/en.json';
import { catalogueByCodes } from './catalogue-codes';
import type { PriceLine } from './editor-values';
import {
  checkPriceRows,
  codesToLookUp,
  importedLines,
  importEffect,
  missingColumns,
  priceColumns,
  priceListFileName,
  priceListSheets,
  priceOfCell,
  rowProblemText,
  type CatalogueEntry,
} from './price-lines-sheet';

const entry = (id: string, code: string, name: string, suspended = false): CatalogueEntry => ({ id, code, name, suspended });
const CATALOGUE = new Map([entry('dv-kb-noi', 'KB-NOI', 'Khám Nội'), entry('dv-xn-glu', 'XN-GLU', 'Định lượng Glucose [máu]'), entry('dv-kb-cu', 'KB-CU', 'Khám (mẫu cũ)', true), entry('dv-10001', '10001', 'Dịch vụ mã số')].map((row) => [row.code, row]));

const line = (id: string, code: string, DonGia: number): PriceLine => ({ id, code, name: code, DonGia });

describe('the header row of a price file', () => {
  it.each([
    ['the Vietnamese labels', ['Mã dịch vụ', 'Tên dịch vụ', 'Đơn giá (đ)']],
    ['the English labels in capitals', ['SERVICE CODE', 'Service Name', 'UNIT PRICE (VND)']],
    ['stars and odd spacing around the labels', ['*Mã  dịch vụ*', ' Tên dịch vụ ', '* Đơn giá *']],
    ['the field names', ['MaDichVu', 'TenDichVu', 'DonGia']],
    ['a shorter price header', ['mã dịch vụ', 'tên dịch vụ', 'Giá']],
  ])('is recognised from %s', (_case, header) => {
    const sheet = rowsOfSheet([header, ['KB-NOI', 'Khám Nội', 42_100]], priceColumns('DichVu', 'vi'));
    expect(sheet.fields).toEqual(['MaDichVu', 'TenDichVu', 'DonGia']);
    expect(sheet.rows).toEqual([{ MaDichVu: 'KB-NOI', TenDichVu: 'Khám Nội', DonGia: 42_100 }]);
  });

  it('ignores a column it does not know, and says which', () => {
    const sheet = rowsOfSheet([['STT', 'Mã dịch vụ', 'Đơn giá', 'Ghi chú']], priceColumns('DichVu', 'en'));
    expect(sheet.ignoredHeaders).toEqual(['STT', 'Ghi chú']);
    expect(missingColumns('DichVu', sheet.fields)).toEqual([]);
  });

  it('names the columns an import needs that the header lacks (the name is optional)', () => {
    expect(missingColumns('DichVu', ['TenDichVu', 'DonGia'])).toEqual(['MaDichVu']);
    expect(missingColumns('DichVu', ['MaDichVu', 'TenDichVu'])).toEqual(['DonGia']);
  });
});

describe('a price cell', () => {
  it.each([
    ['a number', 42_100, { DonGia: 42_100 }],
    ['zero, a free service', 0, { DonGia: 0 }],
    ['text with dots between thousands', '1.250.000', { DonGia: 1_250_000 }],
    ['text with commas between thousands', '1,250,000', { DonGia: 1_250_000 }],
    ['text with spaces and the đồng sign', ' 45 000 đ', { DonGia: 45_000 }],
    ['empty', '  ', { key: 'validation.required' }],
    ['words', 'miễn phí', { key: 'validation.number' }],
    ['a negative number', -5_000, { key: 'validation.negativeNumber' }],
    ['negative text', '-1.000', { key: 'validation.negativeNumber' }],
    ['a fraction of a đồng', 1_250.5, { key: 'validation.integer' }],
  ])('%s', (_case, cell, expected) => {
    expect(priceOfCell(cell)).toEqual(expected);
  });
});

describe('the rows of an imported price file', () => {
  let t: TFunction;
  beforeAll(async () => {
    t = (await createI18n('vi', { core: coreMessages, pricing: { vi, en } })).t;
  });
  const messagesOf = (rows: Record<string, unknown>[], lang: 'vi' | 'en' = 'vi') => {
    const translate = (key: string, params: RuleParams) => t(key, { ns: ['pricing', 'core'], lng: lang, ...params });
    return checkPriceRows('DichVu', rows, CATALOGUE).problems.map((problem) => rowProblemText(problem, priceColumns('DichVu', lang), translate));
  };

  it.each([
    ['an unknown code', { MaDichVu: 'XN-KHONGCO', DonGia: 10_000 }, 'Hàng 2 trong file: Mã dịch vụ: Không tìm thấy mã XN-KHONGCO'],
    ['an empty code', { MaDichVu: '  ', TenDichVu: 'Khám Nội', DonGia: 10_000 }, 'Hàng 2 trong file: Mã dịch vụ: Không được để trống!'],
    ['a suspended service', { MaDichVu: 'KB-CU', DonGia: 10_000 }, 'Hàng 2 trong file: Mã dịch vụ: KB-CU đang tạm ngừng'],
    ['a price that is not a number', { MaDichVu: 'KB-NOI', DonGia: 'bốn mươi nghìn' }, 'Hàng 2 trong file: Đơn giá (đ): Phải là số'],
    ['a negative price', { MaDichVu: 'KB-NOI', DonGia: -42_100 }, 'Hàng 2 trong file: Đơn giá (đ): Không được nhập số âm'],
    ['no price', { MaDichVu: 'KB-NOI', DonGia: null }, 'Hàng 2 trong file: Đơn giá (đ): Không được để trống!'],
    ['a price in fractions of a đồng', { MaDichVu: 'KB-NOI', DonGia: 100.5 }, 'Hàng 2 trong file: Đơn giá (đ): Phải là số nguyên'],
  ])('refuse %s, naming the row as the spreadsheet numbers it', (_case, row, message) => {
    expect(messagesOf([row])).toEqual([message]);
  });

  it('refuse a code given twice, naming the row it repeats', () => {
    expect(messagesOf([{ MaDichVu: 'KB-NOI', DonGia: 42_100 }, { MaDichVu: 'XN-GLU', DonGia: 21_500 }, { MaDichVu: 'KB-NOI', DonGia: 45_000 }])).toEqual([
      'Hàng 4 trong file: Mã dịch vụ: KB-NOI trùng với hàng 2',
    ]);
  });

  it('list every bad row, and every bad cell of a row, in file order', () => {
    const check = checkPriceRows('DichVu', [{ MaDichVu: 'KB-NOI', DonGia: 42_100 }, { MaDichVu: 'XN-KHONGCO', DonGia: -1 }, { MaDichVu: 'XN-GLU', DonGia: 'x' }], CATALOGUE);
    expect(check.problems.map(({ row, field, key }) => [row, field, key])).toEqual([
      [3, 'MaDichVu', 'catalogue.refCodeNotFound'],
      [3, 'DonGia', 'validation.negativeNumber'],
      [4, 'DonGia', 'validation.number'],
    ]);
  });

  it('are told in English to an English-speaking user', () => {
    expect(messagesOf([{ MaDichVu: 'KB-NOI', DonGia: -1 }], 'en')).toEqual(['Row 2 in the file: Unit price (VND): Negative numbers are not allowed']);
  });

  it('give the catalogue\'s code and name for good rows, a numeric code read as text, and skip wholly empty rows', () => {
    const check = checkPriceRows('DichVu', [{ MaDichVu: ' KB-NOI ', TenDichVu: 'tên trong tệp', DonGia: '42.100' }, { MaDichVu: null, DonGia: '' }, { MaDichVu: 10_001, DonGia: 5_000 }], CATALOGUE);
    expect(check.problems).toEqual([]);
    expect(check.lines).toEqual([
      { id: 'dv-kb-noi', code: 'KB-NOI', name: 'Khám Nội', DonGia: 42_100 },
      { id: 'dv-10001', code: '10001', name: 'Dịch vụ mã số', DonGia: 5_000 },
    ]);
  });
});

describe('the file\'s lines put into a draft', () => {
  const current = [line('a', 'A', 100), line('b', 'B', 200)];
  const imported = [line('b', 'B', 250), line('c', 'C', 300)];

  it('replace the draft\'s lines, in file order', () => {
    expect(importedLines(current, imported, 'replace')).toEqual(imported);
  });

  it('merged: lines already there keep their place and take the file\'s price, new ones follow', () => {
    expect(importedLines(current, imported, 'merge')).toEqual([line('a', 'A', 100), line('b', 'B', 250), line('c', 'C', 300)]);
  });

  it('are summed up before they are put in: added, repriced, and lines the file does not name', () => {
    expect(importEffect(current, imported)).toEqual({ added: 1, repriced: 1, absent: 1 });
    expect(importEffect(current, [line('a', 'A', 100)])).toEqual({ added: 0, repriced: 0, absent: 1 });
  });
});

describe('an exported price list', () => {
  it('has the services on the first sheet and the treatment courses on a second', () => {
    const sheets = priceListSheets({ DichVu: [{ id: 'dv-kb-noi', code: 'KB-NOI', name: 'Khám Nội', DonGia: 42_100 }], LieuTrinh: [{ id: 'lt-1', code: 'VLTL-10', name: 'Vật lý trị liệu 10 buổi', DonGia: 1_500_000 }] }, 'vi');
    expect(sheets.map((sheet) => [sheet.name, sheet.columns.map((column) => column.header), sheet.rows])).toEqual([
      ['Dịch vụ', ['Mã dịch vụ', 'Tên dịch vụ', 'Đơn giá (đ)'], [['KB-NOI', 'Khám Nội', 42_100]]],
      ['Liệu trình', ['Mã liệu trình', 'Tên liệu trình', 'Đơn giá (đ)'], [['VLTL-10', 'Vật lý trị liệu 10 buổi', 1_500_000]]],
    ]);
  });

  it('has one sheet when the list prices no course, headed in the user\'s language', () => {
    const sheets = priceListSheets({ DichVu: [], LieuTrinh: [] }, 'en');
    expect(sheets.map((sheet) => [sheet.name, sheet.columns.map((column) => column.header)])).toEqual([['Service', ['Service code', 'Service name', 'Unit price (VND)']]]);
  });

  it('reads back through the import\'s columns', () => {
    const [services] = priceListSheets({ DichVu: [line('dv-kb-noi', 'KB-NOI', 42_100)], LieuTrinh: [] }, 'en');
    const sheet = rowsOfSheet([services!.columns.map((column) => column.header), ...services!.rows], priceColumns('DichVu', 'vi'));
    expect(checkPriceRows('DichVu', sheet.rows, CATALOGUE).lines).toEqual([{ id: 'dv-kb-noi', code: 'KB-NOI', name: 'Khám Nội', DonGia: 42_100 }]);
  });

  it('is named for the list\'s code', () => {
    expect(priceListFileName('VienPhi-2027')).toBe('VienPhi-2027.xlsx');
    expect(priceListFileName(' BHYT/PK01 ')).toBe('BHYT-PK01.xlsx');
    expect(priceListFileName('')).toBe('bang-gia.xlsx');
  });
});

describe('the catalogue rows an import looks up', () => {
  it('are asked for by the file\'s codes, each once, in reads of at most 10,000 codes', async () => {
    const rows = new Map(Array.from({ length: 25_000 }, (_, index) => [`DV${index}`, entry(`dv-${index}`, `DV${index}`, `Dịch vụ ${index}`)]));
    const asked: string[][] = [];
    const progress: string[] = [];
    const codes = [...Array.from({ length: 23_456 }, (_, index) => `DV${index}`), 'DV7', 'KHONG-CO'];
    const byCode = await catalogueByCodes(
      codes,
      async (part) => {
        asked.push(part);
        return part.flatMap((code) => rows.get(code) ?? []);
      },
      (read, parts) => progress.push(`${read}/${parts}`),
    );
    expect(asked.map((part) => part.length)).toEqual([10_000, 10_000, 3_457]);
    expect(new Set(asked.flat()).size).toBe(23_457);
    expect(progress).toEqual(['0/3', '1/3', '2/3', '3/3']);
    expect(byCode.size).toBe(23_456);
    expect(byCode.get('DV23455')?.id).toBe('dv-23455');
    expect(byCode.has('KHONG-CO')).toBe(false);
  });

  it('are not asked for when the file names no code', async () => {
    const byCode = await catalogueByCodes([], async () => {
      throw new Error('no read expected');
    });
    expect(byCode.size).toBe(0);
  });

  it('leave out blank cells and codes longer than the code field holds', () => {
    expect(codesToLookUp('DichVu', [{ MaDichVu: ' KB-NOI ' }, { MaDichVu: '' }, { MaDichVu: 'X'.repeat(501) }, { MaDichVu: 'KB-NOI' }, { MaDichVu: 1234 }])).toEqual(['KB-NOI', '1234']);
  });
});
