// The file store's addresses and limits (spec §7 uploads, §9 batches of 10), shared by the server that enforces them
// and the web that checks a choice before sending it.

/** POST multipart/form-data here, the files under the field `file`. */
export const UPLOAD_PATH = '/upload';
/** GET a stored file by its token: `/tep?token=…`. */
export const FILE_PATH = '/tep';

export const FILE_UPLOAD_LIMITS = {
  /** Files per request: a larger choice is sent in batches of this many. */
  files: 10,
  fileBytes: 32 * 1024 * 1024,
  requestBytes: 64 * 1024 * 1024,
  nameLength: 255,
} as const;

/** An Excel workbook (.xlsx): stored for an import, which reads it and removes it. */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The types the store keeps, sniffed from the bytes: images, DICOM, and .xlsx workbooks (imports). */
export type StoredFileMime = 'image/jpeg' | 'image/png' | 'application/dicom' | typeof XLSX_MIME;

/** The path serving a stored file, relative to the server's origin (not under the web's base path). */
export function filePath(token: string): string {
  return `${FILE_PATH}?token=${encodeURIComponent(token)}`;
}

/** The token of a path made by filePath, or null. */
export function tokenOfFilePath(path: string): string | null {
  const query = path.startsWith(`${FILE_PATH}?`) ? path.slice(FILE_PATH.length + 1) : null;
  return query === null ? null : new URLSearchParams(query).get('token');
}
