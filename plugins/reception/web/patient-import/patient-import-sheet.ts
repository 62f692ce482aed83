// The patient import file on the web side: the columns the server gives as sheet columns (headers in either
// language recognised), the template to download, and the first rows to preview.
import { sheetColumn, type SheetCell, type SheetColumn, type SheetToWrite } from '@his/sdk/catalogue-screens';

/** A column as getDataForImportPatient describes it. */
export interface ImportColumnInfo {
  field: string;
  header: string;
  headerVi: string;
  headerEn: string;
  required: boolean;
  hint: string;
  example?: string | null;
}

/** Rows shown before importing: enough to see the columns were matched, few enough to fit a phone. */
export const PREVIEW_ROWS = 5;

/** The sheet columns of the file; a required column's header carries a star, which the reader ignores. */
export function importSheetColumns(columns: readonly ImportColumnInfo[]): SheetColumn[] {
  return columns.map((column) => sheetColumn(column.field, column.required ? `${column.header}*` : column.header, [column.headerVi, column.headerEn, column.field]));
}

/** The template: the header row and one example row (what each column holds is told in the dialog, not in a row the import would read). */
export function importTemplate(columns: readonly ImportColumnInfo[], sheetName: string): SheetToWrite {
  const example: SheetCell[] = columns.map((column) => column.example ?? null);
  return { name: sheetName.slice(0, 31), columns: importSheetColumns(columns), rows: [example] };
}

/** What a cell of the preview shows: the text the file holds. */
export function previewCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
}
