// A price list's lines as an Excel file and back: the columns and sheets of an export, and the checks of an imported
// file's rows, each bad row named as 'Hàng {n} trong file: …', before its lines replace or join a draft's.
import type { AnyCatalogue, Label, Language, RuleParams } from '@his/sdk';
import { readSheetNumber } from '@his/sdk/format';
import { sheetColumn, writeSheetFile, type SheetColumn, type SheetToWrite } from '@his/sdk/catalogue-screens';
import { isDonGia } from '../../rules/price-list';
import { dichVuFace, lieuTrinhFace } from '../../../catalogues/contract';
import type { LineKind, PriceLine } from './editor-values';

const FACES: Readonly<Record<LineKind, AnyCatalogue>> = { DichVu: dichVuFace, LieuTrinh: lieuTrinhFace };

/** The price column's header; the price lines' table heads its column the same way. */
const PRICE: Label = { vi: 'Đơn giá (đ)', en: 'Unit price (VND)' };
/** Other headers people give a price column in files made by hand or by other software. */
const PRICE_ALSO = ['Đơn giá', 'Unit price', 'Giá', 'Price', 'Đơn giá (VNĐ)', 'Đơn giá (VND)'];

export const PRICE_FIELD = 'DonGia';

/** The columns of a sheet of lines of `kind`: code, name and price. The name is written for reading, never read back. */
export function priceColumns(kind: LineKind, lang: Language): SheetColumn[] {
  const face = FACES[kind];
  const column = (field: string, label: Label, also: readonly string[] = []) => sheetColumn(field, label[lang], [label.vi, label.en, field, ...also]);
  return [column(face.codeField, face.fields[face.codeField]!.label), column(face.nameField, face.fields[face.nameField]!.label), column(PRICE_FIELD, PRICE, PRICE_ALSO)];
}

/**
 * The sheets of an exported list. Services come first, on their own sheet, which is what an import reads back;
 * treatment courses, when the list has any, go on a second sheet rather than under the services: a cashier filters
 * and looks up the services sheet by service code, and a course code in that column would read as an unknown service.
 * The unit (DonViTinh) is left out: the list's lines do not carry it.
 */
export function priceListSheets(lines: Readonly<Record<LineKind, readonly PriceLine[]>>, lang: Language): SheetToWrite[] {
  const kinds: LineKind[] = lines.LieuTrinh.length > 0 ? ['DichVu', 'LieuTrinh'] : ['DichVu'];
  return kinds.map((kind) => ({ name: FACES[kind].title[lang], columns: priceColumns(kind, lang), rows: lines[kind].map((line) => [line.code, line.name, line.DonGia]) }));
}

/** A file name from the list's code (codes hold letters, digits, spaces and dashes; anything else becomes a dash). */
export function priceListFileName(code: string): string {
  const safe = code.normalize('NFC').trim().replace(/[\\/:*?"<>|]+/g, '-');
  return `${safe || 'bang-gia'}.xlsx`;
}

/** Downloads the list's lines as `<code>.xlsx`. */
export function exportPriceList(code: string, lines: Readonly<Record<LineKind, readonly PriceLine[]>>, lang: Language): Promise<void> {
  return writeSheetFile(priceListSheets(lines, lang), priceListFileName(code));
}

/** A row of the catalogue an imported code may name. */
export interface CatalogueEntry {
  id: string;
  code: string;
  name: string;
  suspended: boolean;
}

/** One problem of one row of the file; `row` is the data row's index + 2, as the spreadsheet numbers it. */
export interface RowProblem {
  row: number;
  field: string;
  key: string;
  params: RuleParams;
}

export interface PriceFileCheck {
  /** The file's lines in file order, to be used only when there are no problems. */
  lines: PriceLine[];
  problems: RowProblem[];
}

const isBlank = (cell: unknown) => cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');

/** A code as typed: text or a number Excel kept as one; null when the cell is empty. */
export function codeOfCell(cell: unknown): string | null {
  if (isBlank(cell)) return null;
  return String(cell).normalize('NFC').trim();
}

/**
 * The codes of the file's rows to look up in the catalogue, each once: a code longer than the code field holds
 * names no row, and is left to the check to report rather than refused by the lookup with the whole file.
 */
export function codesToLookUp(kind: LineKind, rows: readonly Readonly<Record<string, unknown>>[]): string[] {
  const face = FACES[kind];
  const spec = face.fields[face.codeField];
  const maxLength = spec?.kind === 'text' ? spec.maxLength : Infinity;
  const codes = rows.map((row) => codeOfCell(row[face.codeField])).filter((code): code is string => code !== null && code.length <= maxLength);
  return [...new Set(codes)];
}

type PriceCell = { DonGia: number } | { key: string };

/** A price cell, read as every import reads numbers; a price in đồng is whole and not negative. */
export function priceOfCell(cell: unknown): PriceCell {
  const value = readSheetNumber(cell, { whole: true });
  if (value === null) return { key: 'validation.required' };
  if (Number.isNaN(value)) return { key: 'validation.number' };
  if (value < 0) return { key: 'validation.negativeNumber' };
  return isDonGia(value) ? { DonGia: value } : { key: 'validation.integer' };
}

function isEmptyRow(row: Readonly<Record<string, unknown>>): boolean {
  return Object.values(row).every(isBlank);
}

/**
 * Checks every row read from the file against the catalogue's rows by code: a code must be given, known, not
 * suspended and given once; a price must be a whole number of đồng, not negative. Wholly empty rows are spacing.
 */
export function checkPriceRows(kind: LineKind, rows: readonly Readonly<Record<string, unknown>>[], catalogue: ReadonlyMap<string, CatalogueEntry>): PriceFileCheck {
  const codeField = FACES[kind].codeField;
  const lines: PriceLine[] = [];
  const problems: RowProblem[] = [];
  const firstRowOf = new Map<string, number>();
  rows.forEach((cells, index) => {
    if (isEmptyRow(cells)) return;
    const row = index + 2;
    const problem = (field: string, key: string, params: RuleParams = {}) => problems.push({ row, field, key, params });
    const code = codeOfCell(cells[codeField]);
    const entry = code === null ? undefined : catalogue.get(code);
    const earlier = code === null ? undefined : firstRowOf.get(code);
    if (code === null) problem(codeField, 'validation.required');
    else if (earlier !== undefined) problem(codeField, 'import.duplicateInFile', { value: code, row: earlier });
    else if (!entry) problem(codeField, 'catalogue.refCodeNotFound', { code });
    else if (entry.suspended) problem(codeField, 'catalogue.refSuspended', { code });
    if (code !== null && earlier === undefined) firstRowOf.set(code, row);
    const price = priceOfCell(cells[PRICE_FIELD]);
    if ('key' in price) problem(PRICE_FIELD, price.key);
    if (entry && !entry.suspended && earlier === undefined && 'DonGia' in price) lines.push({ id: entry.id, code: entry.code, name: entry.name, DonGia: price.DonGia });
  });
  return { lines, problems };
}

/** The columns an import needs that the file's header does not name. */
export function missingColumns(kind: LineKind, found: readonly string[]): string[] {
  return [FACES[kind].codeField, PRICE_FIELD].filter((field) => !found.includes(field));
}

/** 'Hàng 5 trong file: Đơn giá (đ): Không được nhập số âm', with the caller's translation of the message keys. */
export function rowProblemText(problem: RowProblem, columns: readonly SheetColumn[], translate: (key: string, params: RuleParams) => string): string {
  const header = columns.find((column) => column.field === problem.field)?.header ?? problem.field;
  return translate('import.row', { n: problem.row, message: `${header}: ${translate(problem.key, problem.params)}` });
}

/** Replace: the file's lines are the list's. Merge: the list keeps its lines, those in the file at the file's price, and the file's others follow. */
export type ImportMode = 'replace' | 'merge';

export function importedLines(current: readonly PriceLine[], imported: readonly PriceLine[], mode: ImportMode): PriceLine[] {
  if (mode === 'replace') return [...imported];
  const fromFile = new Map(imported.map((line) => [line.id, line]));
  const present = new Set(current.map((line) => line.id));
  return [...current.map((line) => (fromFile.has(line.id) ? { ...line, DonGia: fromFile.get(line.id)!.DonGia } : line)), ...imported.filter((line) => !present.has(line.id))];
}

/** What an import does to the list, for the user to see before it is done. */
export interface ImportEffect {
  added: number;
  repriced: number;
  /** Lines of the list the file does not name: dropped on replace, kept on merge. */
  absent: number;
}

export function importEffect(current: readonly PriceLine[], imported: readonly PriceLine[]): ImportEffect {
  const before = new Map(current.map((line) => [line.id, line.DonGia]));
  const named = new Set(imported.map((line) => line.id));
  return {
    added: imported.filter((line) => !before.has(line.id)).length,
    repriced: imported.filter((line) => before.has(line.id) && before.get(line.id) !== line.DonGia).length,
    absent: current.filter((line) => !named.has(line.id)).length,
  };
}
