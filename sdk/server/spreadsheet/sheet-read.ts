// The first sheet of an uploaded .xlsx file as rows of cells, with the same library the web reads it with, behind
// guards a hostile file cannot pass: the archive's entries inflated under a byte budget and written back plain before
// the library sees them, then the rows and columns counted. Runs in the reading thread (sheet-thread.ts).
import { readSheet } from 'read-excel-file/node';
import { withoutTrailingEmptyRows } from '../../shared/spreadsheet-rows';
import { isXlsxWorkbook, readZipEntries, storedZip, ZipArchiveError } from './zip-archive';

export interface SheetLimits {
  /** Most bytes of the file as uploaded (compressed). */
  fileBytes: number;
  /** Most bytes the workbook's parts may inflate to, all together: a zip bomb stops here. */
  uncompressedBytes: number;
  /** Most entries the archive may list. */
  entries: number;
  /** Most data rows under the header row. */
  rows: number;
  /** Most columns holding a value. */
  columns: number;
  /** How long the reading thread may take before it is stopped. */
  timeLimitMs: number;
  /** The reading thread's heap: a sheet laid out to blow up in memory ends the thread, not the server. */
  heapMb: number;
}

/** Why a file was not read; each is a message key under 'files.sheet.' naming the file. */
export type SheetProblem = 'notXlsx' | 'tooLarge' | 'tooManyRows' | 'tooManyColumns' | 'timeout' | 'unreadable' | 'empty';

export type SheetReply =
  | { ok: true; data: unknown[][] }
  | { ok: false; problem: SheetProblem; params?: Record<string, number> };

// What read-excel-file opens: the workbook's XML parts and their relationships, nothing else (images, printer settings).
const readsEntry = (name: string) => name.endsWith('.xml') || name.endsWith('.xml.rels');

/** The header row and the data rows of the first sheet, trailing empty rows and columns left out; never throws. */
export async function readFirstSheet(bytes: Uint8Array, limits: SheetLimits): Promise<SheetReply> {
  if (bytes.length > limits.fileBytes) return { ok: false, problem: 'tooLarge' };
  if (!isXlsxWorkbook(bytes)) return { ok: false, problem: 'notXlsx' };
  let plain: Uint8Array;
  try {
    plain = storedZip(readZipEntries(bytes, { maxEntries: limits.entries, maxBytes: limits.uncompressedBytes }, readsEntry));
  } catch (error) {
    if (!(error instanceof ZipArchiveError)) return { ok: false, problem: 'unreadable' };
    return { ok: false, problem: error.problem === 'tooLarge' || error.problem === 'tooManyEntries' ? 'tooLarge' : 'notXlsx' };
  }
  let data: unknown[][];
  try {
    data = (await readSheet(Buffer.from(plain.buffer, plain.byteOffset, plain.byteLength))) as unknown[][];
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  const rows = withoutTrailingEmptyRows(data);
  if (rows.length <= 1) return { ok: false, problem: 'empty' };
  if (rows.length - 1 > limits.rows) return { ok: false, problem: 'tooManyRows', params: { max: limits.rows, count: rows.length - 1 } };
  let width = 0;
  for (const row of rows) {
    for (let index = row.length - 1; index >= width; index--) {
      const cell = row[index];
      if (cell !== null && cell !== undefined && !(typeof cell === 'string' && cell.trim() === '')) {
        width = index + 1;
        break;
      }
    }
  }
  if (width > limits.columns) return { ok: false, problem: 'tooManyColumns', params: { max: limits.columns, count: width } };
  return { ok: true, data: rows.map((row) => (row.length > width ? row.slice(0, width) : row)) };
}
