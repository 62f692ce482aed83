// Catalogue rows to and from Excel files: one header row of field labels, then one row per catalogue row, in
// the import format (refs as codes, dates as dd/mm/yyyy, yes/no as x). The libraries load only when used.
import { formatDate } from '../../shared/format';
import { importColumnsOf, type AnyCatalogue } from '../../shared/catalogue';
import type { Language } from '../../shared';
import { rowsOfSheet, sheetColumn, type SheetColumn, type SheetRows } from '../../shared/spreadsheet-rows';

export { rowsOfSheet, sheetColumn, SheetHeaderError, type SheetColumn, type SheetRows } from '../../shared/spreadsheet-rows';

export function sheetColumns(descriptor: AnyCatalogue, known: ReadonlyMap<string, AnyCatalogue>, lang: Language): SheetColumn[] {
  return importColumnsOf(descriptor, (target) => known.has(target)).map((field) => {
    const label = descriptor.fields[field]!.label;
    return sheetColumn(field, label[lang], [label.vi, label.en, field]);
  });
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
