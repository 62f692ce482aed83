// The rows of a spreadsheet's first sheet as import rows keyed by field, from its header row: the same reading on
// the web (a preview before sending) and on the server (the file itself), so both count and key rows alike.

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

export function isEmptySheetRow(row: readonly unknown[]): boolean {
  return row.every((cell) => cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === ''));
}

/** The rows of a sheet's data without its trailing empty ones: formatting left in the file, not rows. */
export function withoutTrailingEmptyRows<T extends readonly unknown[]>(data: readonly T[]): T[] {
  let end = data.length;
  while (end > 0 && isEmptySheetRow(data[end - 1]!)) end--;
  return data.slice(0, end);
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
  // Empty rows in between keep their place, and their number.
  const rows = withoutTrailingEmptyRows(body).map((cells) => {
    const row: Record<string, unknown> = {};
    fieldAt.forEach((field, index) => {
      if (field) row[field] = cellValue(cells[index]);
    });
    return row;
  });
  return { rows, ignoredHeaders, fields: fieldAt.filter((field): field is string => field !== null) };
}
