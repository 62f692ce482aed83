// Reading an uploaded sheet: the rows as the web reads them, and each guard (size inflated, rows, columns, time,
// memory) answering with its problem instead of taking the server down; in this thread and in the reading thread.
import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { readFirstSheet, type SheetLimits } from './sheet-read';
import { readZipEntries, storedZip } from './zip-archive';
import { readUploadedSheet } from './index';

const LIMITS: SheetLimits = { fileBytes: 1024 * 1024, uncompressedBytes: 4 * 1024 * 1024, entries: 100, rows: 5, columns: 4, timeLimitMs: 20_000, heapMb: 128 };

const workbook = async (rows: (string | number | null)[][]) => new Uint8Array(await writeXlsxFile(rows).toBuffer());

/** A workbook whose sheet is `xml`: how a hostile file lays out its cells. */
async function withSheet(xml: string): Promise<Uint8Array> {
  const parts = readZipEntries(await workbook([['a']]), { maxEntries: 100, maxBytes: 1024 * 1024 }, () => true);
  parts.set('xl/worksheets/sheet1.xml', new TextEncoder().encode(`<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${xml}</sheetData></worksheet>`));
  return storedZip(parts);
}

describe('reading the first sheet', () => {
  it('gives the header and rows, trailing empty rows and columns left out, empty rows between kept', async () => {
    const file = await workbook([['Họ tên', 'Năm sinh', null], ['An', 1990, null], [null, null, null], ['Bình', 1985, '  '], [null, null, null]]);
    expect(await readFirstSheet(file, LIMITS)).toEqual({ ok: true, data: [['Họ tên', 'Năm sinh'], ['An', 1990], [null, null], ['Bình', 1985]] });
  });

  it.each<[string, () => Promise<Uint8Array>, unknown]>([
    ['a header alone', () => workbook([['Họ tên'], [null]]), { ok: false, problem: 'empty' }],
    ['more rows than allowed', () => workbook([['Họ tên'], ...Array.from({ length: 6 }, (_, index) => [`P${index}`])]), { ok: false, problem: 'tooManyRows', params: { max: 5, count: 6 } }],
    ['a value beyond the columns allowed', () => workbook([['a', null, null, null, 'e'], ['1']]), { ok: false, problem: 'tooManyColumns', params: { max: 4, count: 5 } }],
    ['text renamed .xlsx', async () => new TextEncoder().encode('Họ tên\nAn'), { ok: false, problem: 'notXlsx' }],
    ['a file larger than allowed', async () => new Uint8Array(LIMITS.fileBytes + 1), { ok: false, problem: 'tooLarge' }],
    ['a sheet inflating past the budget', () => withSheet(`<row r="1"><c r="A1" t="inlineStr"><is><t>${' '.repeat(5 * 1024 * 1024)}</t></is></c></row>`), { ok: false, problem: 'tooLarge' }],
    ['a sheet the library cannot parse', () => withSheet('<row r="1"><c r="A1" t="s"><v>99</v></c></row><row'), { ok: false, problem: 'unreadable' }],
  ])('refuses %s', async (_case, file, reply) => {
    expect(await readFirstSheet(await file(), LIMITS)).toEqual(reply);
  });
});

describe('reading in a thread of its own', () => {
  it('reads as in this thread', async () => {
    const file = await workbook([['Họ tên', 'Ngày sinh'], ['An', '15/03/1990']]);
    expect(await readUploadedSheet(file, LIMITS)).toEqual({ ok: true, data: [['Họ tên', 'Ngày sinh'], ['An', '15/03/1990']] });
  });

  it('ends the thread of a tiny sheet laid out to fill memory, and of a read past its time, and reads on', async () => {
    // One far cell: the library lays out 702 columns of 200,000 rows, 1.4 GB of heap in a thread without a limit.
    const far = await withSheet('<row r="1"><c r="A1" t="inlineStr"><is><t>x</t></is></c></row><row r="200000"><c r="ZZ200000" t="inlineStr"><is><t>y</t></is></c></row>');
    expect(far.length).toBeLessThan(10_000);
    expect(await readUploadedSheet(far, { ...LIMITS, heapMb: 64 })).toEqual({ ok: false, problem: 'tooLarge' });
    expect(await readUploadedSheet(far, { ...LIMITS, heapMb: 2048, timeLimitMs: 300 })).toEqual({ ok: false, problem: 'timeout' });
    expect(await readUploadedSheet(await workbook([['a'], ['b']]), LIMITS)).toEqual({ ok: true, data: [['a'], ['b']] });
  }, 30_000);
});
