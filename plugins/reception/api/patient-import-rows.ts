// The patient import file's columns and how one row of cells becomes a patient's input: codes named, dates and years
// read as a spreadsheet holds them, each problem a message key on the row's field.
import { splitInsuranceCardNumber, type RuleParams } from '@his/sdk';
import { parseDate, readSheetNumber } from '@his/sdk/format';
import type { SheetLimits } from '@his/sdk/server';

/** The columns of an import file, in the template's order; each is a key of a row the server receives. */
export const IMPORT_COLUMNS = [
  'MaYTe', 'TenBenhNhan', 'NgaySinh', 'NamSinh', 'GioiTinh', 'SoDienThoai', 'CMNDHoacHoChieu', 'Email', 'SoNha',
  'MaDonViHanhChinh', 'MaDanToc', 'MaQuocTich', 'MaNgheNghiep', 'SoTheBHYT', 'MaNhanVienPhuTrach', 'GhiChu',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** The code columns and the patient field each one fills. */
export const CODE_COLUMNS = {
  MaDonViHanhChinh: 'DonViHanhChinh_Id',
  MaDanToc: 'DanToc_Id',
  MaQuocTich: 'QuocTich_Id',
  MaNgheNghiep: 'NgheNghiep_Id',
  MaNhanVienPhuTrach: 'NhanVienPhuTrach_Id',
} as const;
export type CodeColumn = keyof typeof CODE_COLUMNS;

/** A file without a nationality means Vietnamese patients. */
export const DEFAULT_NATIONALITY_CODE = 'VN';

/** Most rows one call takes; a larger file is split by the user. */
export const MAX_IMPORT_ROWS = 10_000;

/**
 * The guards of reading an import file. 10,000 full rows written by a spreadsheet program take about 0.6 MB, 6.6 MB
 * inflated, and read in under a second: the caps leave a generous margin for a real file (styles, wide cells) and
 * none for a zip bomb or a sheet laid out to fill memory.
 */
export const IMPORT_FILE_LIMITS: SheetLimits = {
  fileBytes: 20 * 1024 * 1024,
  uncompressedBytes: 100 * 1024 * 1024,
  entries: 1000,
  rows: MAX_IMPORT_ROWS,
  columns: 100,
  timeLimitMs: 30_000,
  heapMb: 384,
};

/** Rows checked and inserted per statement: short statements, far inside the statement time limit. */
export const IMPORT_BATCH_ROWS = 1000;

/** Most characters a cell may have before the field's own rule: a guard on the request, as the form's. */
export const MAX_CELL_LENGTH = 2000;

/** The words a gender cell may hold, unaccented and lower case, in either language or as stored. */
const GENDERS: Readonly<Record<string, string>> = {
  nam: 'MALE', male: 'MALE', m: 'MALE',
  nu: 'FEMALE', female: 'FEMALE', f: 'FEMALE',
  khac: 'OTHER', other: 'OTHER',
};

// Excel keeps a number typed in a cell as a number and drops its leading zeros: a phone '0912345678' arrives as
// 912345678, a citizen ID loses its province's 0, a commune code '00004' is 4. Such columns get their zeros back.
const DIGITS_OF_NUMBER_CELL: Partial<Record<ImportColumn, number>> = { SoDienThoai: 10, CMNDHoacHoChieu: 12, MaDonViHanhChinh: 5, MaDanToc: 2 };

export interface CellProblem {
  field: ImportColumn;
  key: string;
  params: RuleParams;
}

export interface ReadRow {
  /** The patient fields as the form's input, codes not yet turned into ids. */
  input: Record<string, unknown>;
  /** Codes by code column, trimmed and upper-cased where codes are. */
  codes: Partial<Record<CodeColumn, string>>;
  card: string | null;
  problems: CellProblem[];
}

function textOf(column: ImportColumn, cell: unknown): string | null | CellProblem {
  if (cell === null || cell === undefined) return null;
  if (typeof cell === 'number' && Number.isFinite(cell)) {
    const digits = DIGITS_OF_NUMBER_CELL[column];
    const text = String(cell);
    return digits && /^\d+$/.test(text) && text.length < digits ? text.padStart(digits, '0') : text;
  }
  if (typeof cell !== 'string') return { field: column, key: 'validation.text', params: {} };
  if (cell.length > MAX_CELL_LENGTH) return { field: column, key: 'validation.maxLength', params: { max: MAX_CELL_LENGTH } };
  const text = cell.trim();
  return text === '' ? null : text;
}

const unaccented = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').toLowerCase();

/** One row of the file as a patient's input and the problems of its cells; never throws. */
export function readImportRow(raw: unknown): ReadRow {
  const read: ReadRow = { input: {}, codes: {}, card: null, problems: [] };
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    read.problems.push({ field: 'TenBenhNhan', key: 'import.rowNotObject', params: {} });
    return read;
  }
  const row = raw as Record<string, unknown>;
  const fail = (field: ImportColumn, key: string, params: RuleParams = {}) => read.problems.push({ field, key, params });
  const texts = new Map<ImportColumn, string | null>();
  for (const column of IMPORT_COLUMNS) {
    if (column === 'NgaySinh' || column === 'NamSinh') continue;
    const text = textOf(column, row[column]);
    if (text !== null && typeof text === 'object') read.problems.push(text);
    else texts.set(column, text);
  }
  for (const column of ['MaYTe', 'TenBenhNhan', 'SoDienThoai', 'CMNDHoacHoChieu', 'Email', 'SoNha', 'GhiChu'] as const) {
    if (texts.has(column)) read.input[column] = texts.get(column) ?? null;
  }

  const gender = texts.get('GioiTinh');
  if (gender) {
    const stored = GENDERS[unaccented(gender)];
    if (stored) read.input.GioiTinh = stored;
    else fail('GioiTinh', 'reception.import.gender');
  }

  const birthCell = row.NgaySinh;
  if (typeof birthCell === 'string' && birthCell.trim() !== '') {
    const day = parseDate(birthCell);
    if (day === null) fail('NgaySinh', 'validation.date');
    else read.input.NgaySinh = day;
  } else if (birthCell !== null && birthCell !== undefined && birthCell !== '') {
    fail('NgaySinh', 'validation.date');
  }

  const year = readSheetNumber(row.NamSinh, { whole: true });
  if (Number.isNaN(year)) fail('NamSinh', 'validation.integer');
  else if (year !== null && year < 0) fail('NamSinh', 'validation.negativeNumber');
  else if (year !== null && !Number.isInteger(year)) fail('NamSinh', 'validation.integer');
  else if (year !== null) read.input.NamSinh = year;

  for (const column of Object.keys(CODE_COLUMNS) as CodeColumn[]) {
    const code = texts.get(column);
    if (code) read.codes[column] = column === 'MaQuocTich' ? code.toUpperCase() : code;
  }
  read.codes.MaQuocTich ??= DEFAULT_NATIONALITY_CODE;

  const card = texts.get('SoTheBHYT');
  if (card) {
    const number = card.replace(/\s/g, '').toUpperCase();
    // A 15-character card, or the 10-digit social-insurance number newer cards carry alone.
    if (splitInsuranceCardNumber(number).ok || /^\d{10}$/.test(number)) read.card = number;
    else fail('SoTheBHYT', 'reception.cardNumberLength', { length: 15 });
  }
  return read;
}
