// Reading a ZIP archive (an .xlsx file) from bytes nobody vouches for: the central directory walked with every
// offset checked, each entry inflated under a byte budget (a zip bomb stops at the budget, not at the end of memory),
// and the entries kept written back as a plain stored archive that a library may read without the same care.
import { crc32, inflateRawSync } from 'node:zlib';

export type ZipProblem = 'notZip' | 'malformed' | 'unsupported' | 'tooManyEntries' | 'tooLarge';

export class ZipArchiveError extends Error {
  override name = 'ZipArchiveError';
  constructor(readonly problem: ZipProblem, detail: string) {
    super(`${problem}: ${detail}`);
  }
}

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated: the only methods an .xlsx uses. */
  method: 0 | 8;
  compressedSize: number;
  /** As the directory declares it; checked against what inflating gives. */
  size: number;
  crc: number;
  /** Where the entry's compressed bytes start. */
  dataOffset: number;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const END_OF_DIRECTORY_SIZE = 22;
const MAX_COMMENT = 0xffff;
/** ZIP64 writes these where the real value is in an extra field: no spreadsheet a person types needs it. */
const ZIP64_MARK = 0xffffffff;

/** A ZIP file starts with a local file header: 'PK\x03\x04'. */
export function hasZipMagic(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

function viewOf(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function endOfDirectory(bytes: Uint8Array, view: DataView): number {
  const lowest = Math.max(0, bytes.length - END_OF_DIRECTORY_SIZE - MAX_COMMENT);
  for (let at = bytes.length - END_OF_DIRECTORY_SIZE; at >= lowest; at--) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY && at + END_OF_DIRECTORY_SIZE + view.getUint16(at + 20, true) === bytes.length) return at;
  }
  throw new ZipArchiveError('notZip', 'no end of central directory');
}

const decoder = new TextDecoder('utf-8', { fatal: false });

/**
 * The entries the central directory lists, each one's local header checked to agree and its data to lie inside the
 * file before the directory. Refuses encrypted entries, methods other than stored and deflate, ZIP64, and more than
 * `maxEntries` entries.
 */
export function zipEntries(bytes: Uint8Array, maxEntries: number): ZipEntry[] {
  if (!hasZipMagic(bytes) || bytes.length < END_OF_DIRECTORY_SIZE) throw new ZipArchiveError('notZip', 'no ZIP signature');
  const view = viewOf(bytes);
  const end = endOfDirectory(bytes, view);
  if (view.getUint16(end + 4, true) !== 0 || view.getUint16(end + 6, true) !== 0) throw new ZipArchiveError('unsupported', 'a split archive');
  const count = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (count === 0xffff || directoryOffset === ZIP64_MARK) throw new ZipArchiveError('unsupported', 'ZIP64');
  if (count > maxEntries) throw new ZipArchiveError('tooManyEntries', `${count} entries`);
  if (directoryOffset + directorySize > end) throw new ZipArchiveError('malformed', 'directory past its end');
  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let index = 0; index < count; index++) {
    if (at + 46 > end || view.getUint32(at, true) !== CENTRAL_HEADER) throw new ZipArchiveError('malformed', `directory entry ${index}`);
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const crc = view.getUint32(at + 16, true);
    const compressedSize = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const localOffset = view.getUint32(at + 42, true);
    if (at + 46 + nameLength > end) throw new ZipArchiveError('malformed', `directory entry ${index}`);
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    if (flags & 0x1) throw new ZipArchiveError('unsupported', `${name} is encrypted`);
    if (method !== 0 && method !== 8) throw new ZipArchiveError('unsupported', `${name} uses method ${method}`);
    if (compressedSize === ZIP64_MARK || size === ZIP64_MARK || localOffset === ZIP64_MARK) throw new ZipArchiveError('unsupported', 'ZIP64');
    if (localOffset + 30 > directoryOffset || view.getUint32(localOffset, true) !== LOCAL_HEADER) throw new ZipArchiveError('malformed', `${name} has no local header`);
    const localNameLength = view.getUint16(localOffset + 26, true);
    const localExtraLength = view.getUint16(localOffset + 28, true);
    const dataOffset = localOffset + 30 + localNameLength + localExtraLength;
    if (view.getUint16(localOffset + 8, true) !== method || decoder.decode(bytes.subarray(localOffset + 30, localOffset + 30 + localNameLength)) !== name) {
      throw new ZipArchiveError('malformed', `${name}: local header disagrees with the directory`);
    }
    if (dataOffset + compressedSize > directoryOffset) throw new ZipArchiveError('malformed', `${name} runs past the directory`);
    if (method === 0 && compressedSize !== size) throw new ZipArchiveError('malformed', `${name}: stored sizes differ`);
    entries.push({ name, method, compressedSize, size, crc, dataOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * The entry's bytes, inflated to at most `maxBytes` (tooLarge beyond: the declared size is never trusted), and
 * checked against the declared size and checksum.
 */
export function zipEntryBytes(bytes: Uint8Array, entry: ZipEntry, maxBytes: number): Uint8Array {
  if (entry.size > maxBytes) throw new ZipArchiveError('tooLarge', `${entry.name} declares ${entry.size} bytes`);
  const raw = bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  let data: Uint8Array;
  if (entry.method === 0) data = raw;
  else {
    try {
      data = inflateRawSync(raw, { maxOutputLength: Math.max(1, maxBytes) });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError) throw new ZipArchiveError('tooLarge', `${entry.name} inflates past ${maxBytes} bytes`);
      throw new ZipArchiveError('malformed', `${entry.name}: ${(error as Error).message}`);
    }
  }
  if (data.length !== entry.size || crc32(data) !== entry.crc) throw new ZipArchiveError('malformed', `${entry.name}: size or checksum differs`);
  return data;
}

export interface ZipBudget {
  maxEntries: number;
  /** Most bytes all the read entries may inflate to together. */
  maxBytes: number;
}

/** The entries `wanted` picks, inflated within one budget for them all, by name. */
export function readZipEntries(bytes: Uint8Array, budget: ZipBudget, wanted: (name: string) => boolean): Map<string, Uint8Array> {
  const read = new Map<string, Uint8Array>();
  let left = budget.maxBytes;
  for (const entry of zipEntries(bytes, budget.maxEntries)) {
    if (!wanted(entry.name) || read.has(entry.name)) continue;
    const data = zipEntryBytes(bytes, entry, left);
    left -= data.length;
    read.set(entry.name, data);
  }
  return read;
}

/** A ZIP archive of the entries, stored (not compressed), with sizes and checksums in the local headers. */
export function storedZip(entries: ReadonlyMap<string, Uint8Array>): Uint8Array {
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  const directory: Uint8Array[] = [];
  let offset = 0;
  for (const [name, data] of entries) {
    const encodedName = encoder.encode(name);
    const crc = crc32(data);
    const local = new Uint8Array(30 + encodedName.length);
    const localView = viewOf(local);
    localView.setUint32(0, LOCAL_HEADER, true);
    localView.setUint16(4, 20, true);
    localView.setUint16(6, 0x0800, true);
    localView.setUint32(14, crc, true);
    localView.setUint32(18, data.length, true);
    localView.setUint32(22, data.length, true);
    localView.setUint16(26, encodedName.length, true);
    local.set(encodedName, 30);
    const central = new Uint8Array(46 + encodedName.length);
    const centralView = viewOf(central);
    centralView.setUint32(0, CENTRAL_HEADER, true);
    centralView.setUint16(4, 20, true);
    centralView.setUint16(6, 20, true);
    centralView.setUint16(8, 0x0800, true);
    centralView.setUint32(16, crc, true);
    centralView.setUint32(20, data.length, true);
    centralView.setUint32(24, data.length, true);
    centralView.setUint16(28, encodedName.length, true);
    centralView.setUint32(42, offset, true);
    central.set(encodedName, 46);
    parts.push(local, data);
    directory.push(central);
    offset += local.length + data.length;
  }
  const directorySize = directory.reduce((sum, part) => sum + part.length, 0);
  const end = new Uint8Array(END_OF_DIRECTORY_SIZE);
  const endView = viewOf(end);
  endView.setUint32(0, END_OF_DIRECTORY, true);
  endView.setUint16(8, entries.size, true);
  endView.setUint16(10, entries.size, true);
  endView.setUint32(12, directorySize, true);
  endView.setUint32(16, offset, true);
  const archive = new Uint8Array(offset + directorySize + END_OF_DIRECTORY_SIZE);
  let at = 0;
  for (const part of [...parts, ...directory, end]) {
    archive.set(part, at);
    at += part.length;
  }
  return archive;
}

/** The content type an .xlsx workbook's part declares; macro-enabled and binary workbooks declare others. */
export const XLSX_WORKBOOK_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml';
const CONTENT_TYPES = '[Content_Types].xml';
/** [Content_Types].xml lists one line per part: a workbook of many sheets stays far below this. */
const MAX_CONTENT_TYPES_BYTES = 1024 * 1024;

/**
 * Whether the bytes are an Excel workbook (.xlsx): a readable ZIP whose [Content_Types].xml declares the OOXML
 * spreadsheet's workbook part. A renamed file of any other kind, a Word document or a macro-enabled workbook is not.
 */
export function isXlsxWorkbook(bytes: Uint8Array): boolean {
  if (!hasZipMagic(bytes)) return false;
  try {
    const entry = zipEntries(bytes, 10_000).find((each) => each.name === CONTENT_TYPES);
    if (!entry) return false;
    const xml = decoder.decode(zipEntryBytes(bytes, entry, MAX_CONTENT_TYPES_BYTES));
    return /ContentType\s*=\s*["']application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet\.main\+xml["']/.test(xml);
  } catch (error) {
    if (error instanceof ZipArchiveError) return false;
    throw error;
  }
}
