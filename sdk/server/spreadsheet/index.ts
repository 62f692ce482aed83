// Reading uploaded spreadsheets on the server: the first sheet of an .xlsx file read in a thread of its own, under a
// time limit and a heap of its own, one file at a time, so that no file can stop or starve the server.
import { Worker } from 'node:worker_threads';
import type { SheetLimits, SheetReply } from './sheet-read';

export { hasZipMagic, isXlsxWorkbook, XLSX_WORKBOOK_TYPE } from './zip-archive';
export type { SheetLimits, SheetProblem, SheetReply } from './sheet-read';
export { rowsOfSheet, sheetColumn, SheetHeaderError, type SheetColumn, type SheetRows } from '../../shared/spreadsheet-rows';

const THREAD = new URL('./sheet-worker.mjs', import.meta.url);

function readInThread(bytes: Uint8Array, limits: SheetLimits): Promise<SheetReply> {
  return new Promise((resolve) => {
    const worker = new Worker(THREAD, {
      workerData: { bytes, limits },
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: Math.min(64, Math.max(8, limits.heapMb / 8)) },
    });
    let settled = false;
    const settle = (reply: SheetReply) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(reply);
    };
    const timer = setTimeout(() => settle({ ok: false, problem: 'timeout' }), limits.timeLimitMs);
    worker.once('message', (reply: SheetReply) => settle(reply));
    // A sheet laid out to fill memory ends its thread with ERR_WORKER_OUT_OF_MEMORY; the server goes on.
    worker.once('error', (error: Error & { code?: string }) => settle({ ok: false, problem: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'tooLarge' : 'unreadable' }));
    worker.once('exit', () => settle({ ok: false, problem: 'unreadable' }));
  });
}

let turn: Promise<unknown> = Promise.resolve();

/**
 * The header row and data rows of the file's first sheet (trailing empty rows and columns left out), or the problem
 * that stopped the reading: not an .xlsx workbook, too large once inflated or in memory, too many rows or columns,
 * too slow, unreadable, empty. Files are read one after another: two cores are shared with the database.
 */
export function readUploadedSheet(bytes: Uint8Array, limits: SheetLimits): Promise<SheetReply> {
  const read = turn.then(() => readInThread(bytes, limits));
  turn = read.catch(() => undefined);
  return read;
}
