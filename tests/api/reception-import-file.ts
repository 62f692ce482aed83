// Patient import files for the API tests and the benchmark: rows written to a real .xlsx under the template's
// headers, generated rows of a full file, a zip bomb dressed as a workbook, and the upload that sends a file.
import { crc32, createDeflateRaw } from 'node:zlib';
import writeXlsxFile from 'write-excel-file/node';
import type { HisServer } from '@his/server';
import type { Caller } from '../support/server';
import vi from '../../plugins/reception/locales/vi.json' with { type: 'json' };

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The template's columns, in its order. */
export const FIELDS = [
  'MaYTe', 'TenBenhNhan', 'NgaySinh', 'NamSinh', 'GioiTinh', 'SoDienThoai', 'CMNDHoacHoChieu', 'Email', 'SoNha',
  'MaDonViHanhChinh', 'MaDanToc', 'MaQuocTich', 'MaNgheNghiep', 'SoTheBHYT', 'MaNhanVienPhuTrach', 'GhiChu',
] as const;

const headerOf = (field: string) => (vi as Record<string, string>)[`reception.import.column.${field}`] ?? field;

type Cell = string | number | null;

/** An .xlsx file of the rows under the Vietnamese template headers of the columns they use (or `fields`). */
export async function patientFile(rows: readonly Record<string, unknown>[], fields?: readonly string[]): Promise<Uint8Array> {
  const columns = fields ?? FIELDS.filter((field) => rows.some((row) => row[field] !== undefined));
  const data: Cell[][] = [columns.map(headerOf), ...rows.map((row) => columns.map((field) => (row[field] ?? null) as Cell))];
  return new Uint8Array(await writeXlsxFile(data).toBuffer());
}

/**
 * `count` full rows (every column but the staff member, whom the demo data may lack) that no kept patient and no
 * other row resembles: names, phones, ID and card numbers made from `seed` and the row number.
 */
export function generatedRows(count: number, commune: string, seed: number): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, index) => {
    const serial = String(seed * 100_000 + index).padStart(7, '0');
    return {
      TenBenhNhan: `Phạm Thị Nhập Khẩu ${seed} ${index}`, NgaySinh: '15/03/1985', NamSinh: 1985, GioiTinh: index % 2 === 0 ? 'Nữ' : 'Nam',
      SoDienThoai: `03${serial.slice(-8).padStart(8, '0')}`, CMNDHoacHoChieu: `00108${serial}`, Email: `nk${seed}.${index}@example.com`,
      SoNha: `${index} Trần Hưng Đạo`, MaDonViHanhChinh: commune, MaDanToc: '01', MaQuocTich: 'VN', SoTheBHYT: `DN4018${serial.padStart(9, '0')}`,
      GhiChu: 'Chuyển từ phần mềm cũ của phòng khám',
    };
  });
}

/**
 * A workbook whose sheet inflates to `inflated` bytes of spaces from a few hundred kilobytes, its directory declaring
 * 1 KB: only an inflation that stops at a budget reads it safely.
 */
export async function zipBomb(inflated: number): Promise<Uint8Array> {
  const text = (value: string) => new TextEncoder().encode(value);
  const contentTypes = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">`
    + `<Default Extension="xml" ContentType="application/xml"/><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>`
    + `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>`
    + `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
  const deflater = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflater.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => deflater.on('end', resolve));
  const block = Buffer.alloc(1024 * 1024, 0x20);
  for (let written = 0; written < inflated; written += block.length) {
    if (!deflater.write(block)) await new Promise((resolve) => deflater.once('drain', resolve));
  }
  deflater.end();
  await done;
  const entries = [
    { name: '[Content_Types].xml', data: text(contentTypes) },
    { name: 'xl/workbook.xml', data: text('<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets><sheet name="S" sheetId="1" r:id="rId1" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"/></sheets></workbook>') },
    { name: 'xl/worksheets/sheet1.xml', data: Buffer.concat(chunks), deflated: true },
  ];
  return zipOf(entries);
}

/** A Word document's package as a workbook's would be: a ZIP whose content types declare a document, not a workbook. */
export function wordDocument(): Uint8Array {
  const contentTypes = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">`
    + `<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
  return zipOf([{ name: '[Content_Types].xml', data: new TextEncoder().encode(contentTypes) }, { name: 'word/document.xml', data: new TextEncoder().encode('<w:document/>') }]);
}

/** A ZIP of stored entries, and deflated ones whose directory declares 1 KB whatever they hold. */
function zipOf(entries: readonly { name: string; data: Uint8Array; deflated?: boolean }[]): Uint8Array {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const size = entry.deflated ? 1024 : entry.data.length;
    const crc = entry.deflated ? 0 : crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.deflated ? 8 : 0, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.deflated ? 8 : 0, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    parts.push(local, name, Buffer.from(entry.data));
    directory.push(central, name);
    offset += 30 + name.length + entry.data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...parts, directoryBytes, end]));
}

export interface UploadAnswer {
  status: number;
  body: any;
}

/** POST /upload of one file, as the web's sender sends it. */
export async function uploadFile(server: Pick<HisServer, 'url'>, caller: Caller, name: string, bytes: Uint8Array, type = XLSX_TYPE): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), name);
  const headers: Record<string, string> = { 'x-his-csrf': '1', 'x-lang': caller.lang ?? 'vi' };
  if (caller.token) headers.authorization = `Bearer ${caller.token}`;
  if (caller.node) headers['x-current-node'] = caller.node;
  if (caller.profile) headers['x-current-profile'] = caller.profile;
  const response = await fetch(`${server.url}/upload`, { method: 'POST', headers, body: form });
  return { status: response.status, body: await response.json() };
}
