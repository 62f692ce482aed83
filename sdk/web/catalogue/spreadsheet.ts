// Catalogue rows to and from Excel files: one header row of field labels, then one row per catalogue row, in
// the import format (refs as codes, dates as dd/mm/yyyy, yes/no as x). The libraries load only when used.
import { formatDate } from '../../shared/format';
import { importColumnsOf, type AnyCatalogue } from '../../shared/catalogue';
import type { Language } from '../../shared';

export interface SheetColumn {
  field: string;
  /** The header written on export: the field's label in the user's language. */
  header: string;
  /** Headers recognised on import: the label in either language and the field name. */
  accepts: string[];
}

function headerKey(text: string): string {
  // A star marks required columns in templates; case and spacing vary between people who type headers.
  return text.normalize('NFC').replace(/\*/g, '').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** A column of any sheet, not only a catalogue's: `accepts` are the headers an import recognises, as typed. */
export function sheetColumn(field: string, header: string, accepts: readonly string[]): SheetColumn {
  return { field, header, accepts: accepts.map(headerKey) };
}

export function sheetColumns(descriptor: AnyCatalogue, known: ReadonlyMap<string, AnyCatalogue>, lang: Language): SheetColumn[] {
  return importColumnsOf(descriptor, (target) => known.has(target)).map((field) => {
    const label = descriptor.fields[field]!.label;
    return sheetColumn(field, label[lang], [label.vi, label.en, field]);
  });
}

export interface SheetRows {
  /** Keyed by field name; the n-th element is spreadsheet row n + 2, as the server's messages count. */
  rows: Record<string, unknown>[];
  /** Headers that name no column of the catalogue: ignored, and shown so the user knows. */
  ignoredHeaders: string[];
  /** The columns the header names, so a caller can tell a missing column from empty cells. */
  fields: string[];
}

export class SheetHeaderError extends Error {
  override name = 'SheetHeaderError';
}

// Excel stores a date as a day number; the reader gives it as midnight UTC of that calendar day.
function cellValue(cell: unknown): unknown {
  if (cell instanceof Date) {
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${pad(cell.getUTCDate())}/${pad(cell.getUTCMonth() + 1)}/${cell.getUTCFullYear()}`;
  }
  return cell;
}

function isEmptyRow(row: readonly unknown[]): boolean {
  return row.every((cell) => cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === ''));
}

/** Rows of a sheet's data (header first) as import rows. Throws SheetHeaderError when no header is recognised. */
export function rowsOfSheet(data: readonly (readonly unknown[])[], columns: readonly SheetColumn[]): SheetRows {
  const [header = [], ...body] = data;
  const fieldAt: (string | null)[] = header.map((cell) => {
    const key = headerKey(String(cell ?? ''));
    return columns.find((column) => column.accepts.includes(key))?.field ?? null;
  });
  if (!fieldAt.some(Boolean)) throw new SheetHeaderError('no known header');
  const ignoredHeaders = header.filter((cell, index) => fieldAt[index] === null && String(cell ?? '').trim() !== '').map(String);
  // Trailing empty rows are formatting left in the file; empty rows in between keep their place, and their number.
  let end = body.length;
  while (end > 0 && isEmptyRow(body[end - 1]!)) end--;
  const rows = body.slice(0, end).map((cells) => {
    const row: Record<string, unknown> = {};
    fieldAt.forEach((field, index) => {
      if (field) row[field] = cellValue(cells[index]);
    });
    return row;
  });
  return { rows, ignoredHeaders, fields: fieldAt.filter((field): field is string => field !== null) };
}

/** The first sheet of an .xlsx file as rows of the columns. */
export async function readSheetFile(file: Blob, columns: readonly SheetColumn[]): Promise<SheetRows> {
  const { readSheet } = await import('read-excel-file/browser');
  return rowsOfSheet((await readSheet(file)) as unknown[][], columns);
}

export const readCatalogueFile = readSheetFile;

/** A stored value as the cell an import reads back to the same value. */
export function exportCell(descriptor: AnyCatalogue, field: string, value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  const spec = descriptor.fields[field]!;
  if (spec.kind === 'date' && typeof value === 'number') return formatDate(value);
  if (spec.kind === 'boolean') return value === true ? 'x' : null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  return JSON.stringify(value);
}

export type SheetCell = string | number | null;

/** One sheet of a file to write: a bold header row of the columns' headers, then the rows' cells in column order. */
export interface SheetToWrite {
  /** The tab's name (at most 31 characters, none of []/\:*?); Sheet1, Sheet2… when absent. */
  name?: string;
  columns: readonly SheetColumn[];
  rows: readonly (readonly SheetCell[])[];
}

/** Writes the sheets, in order, into one .xlsx file that the browser downloads as `fileName`. */
export async function writeSheetFile(sheets: readonly SheetToWrite[], fileName: string): Promise<void> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const written = sheets.map((sheet) => ({
    sheet: sheet.name,
    data: [sheet.columns.map((column) => ({ value: column.header, fontWeight: 'bold' as const })), ...sheet.rows.map((row) => [...row])],
    columns: sheet.columns.map((column) => ({ width: Math.min(60, Math.max(12, column.header.length + 2)) })),
    stickyRowsCount: 1,
  }));
  await writeXlsxFile(written).toFile(fileName);
}

export async function writeCatalogueFile(descriptor: AnyCatalogue, columns: readonly SheetColumn[], rows: readonly Record<string, unknown>[], fileName: string): Promise<void> {
  const cells = rows.map((row) => columns.map((column) => exportCell(descriptor, column.field, row[column.field])));
  await writeSheetFile([{ columns, rows: cells }], fileName);
}
