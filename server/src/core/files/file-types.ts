// What an uploaded file is, read from its bytes: the name and the type the browser claims are never trusted.
import { isXlsxWorkbook, XLSX_MIME, type StoredFileMime } from '@his/sdk/server';

export type StoredMime = StoredFileMime;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A DICOM Part 10 file: a 128-byte preamble, then 'DICM'. */
const DICOM_PREAMBLE = 128;
const DICM = [0x44, 0x49, 0x43, 0x4d];

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

/**
 * The type the bytes are, among those the store keeps; null for anything else (a GIF, a PDF, a renamed text file, a
 * Word document or a macro-enabled workbook, which are ZIP archives too).
 */
export function sniffMime(bytes: Uint8Array): StoredMime | null {
  // JPEG: start of image, then any marker (FF D8 FF); a file cut after the marker is no image either.
  if (bytes.length > 3 && startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, DICM, DICOM_PREAMBLE)) return 'application/dicom';
  // An .xlsx workbook (a patient import): a ZIP archive whose content types declare a spreadsheet's workbook part.
  if (isXlsxWorkbook(bytes)) return XLSX_MIME;
  return null;
}

/**
 * A file name as a header may carry it: the last part of a path, control characters and the characters that break
 * a quoted header value dropped; `fallback` when nothing is left.
 */
export function safeFileName(name: string, fallback = 'file'): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = last.normalize('NFC').replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? fallback : cleaned;
}

/** Content-Disposition for showing a file in the browser: an ASCII name for old clients and the UTF-8 one (RFC 6266). */
export function inlineDisposition(name: string): string {
  const safe = safeFileName(name);
  const ascii = safe.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').replace(/[^\x20-\x7e]|[\\;]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(safe)}`;
}
