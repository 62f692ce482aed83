// The file store for server plugins: the files a row links (metadata and the path serving each), claiming uploads
// for a plugin's rows so that the clean-up of unclaimed uploads leaves them, and the spreadsheets an import reads and
// then removes. Writes run inside the caller's transaction.
import { sql } from 'drizzle-orm';
import { filePath, XLSX_MIME, type StoredFileMime } from '../shared/files';
import type { Timestamp } from '../shared/units';
import { rowsOf, type Db } from './database';

export { FILE_PATH, FILE_UPLOAD_LIMITS, UPLOAD_PATH, XLSX_MIME, filePath, tokenOfFilePath, type StoredFileMime } from '../shared/files';

export interface StoredFile {
  _id: string;
  name: string;
  mime: StoredFileMime;
  size: number;
  /** What `filePath` serves it by; give it only to whoever may see the file. */
  token: string;
  /** `/tep?token=…`. */
  path: string;
  /** The table that claimed it, or null while unclaimed. */
  claimedBy: string | null;
  createdBy: string | null;
  createdAt: Timestamp;
}

interface FileRow extends Omit<StoredFile, 'path' | 'createdAt'> {
  createdAt: string | number;
}

const asFile = (row: FileRow): StoredFile => ({ ...row, size: Number(row.size), path: filePath(row.token), createdAt: Number(row.createdAt) });
const COLUMNS = sql`_id, name, mime, size, token, "claimedBy", "createdBy", (extract(epoch FROM "createdAt") * 1000)::float8 AS "createdAt"`;

/** The facility's files among `ids`, in the order asked (unknown ids and other facilities' files left out). */
export async function filesOf(db: Db, nodeId: string, ids: readonly string[]): Promise<StoredFile[]> {
  if (ids.length === 0) return [];
  const rows = rowsOf<FileRow>(await db.execute(sql`SELECT ${COLUMNS} FROM his_files WHERE "node_Id" = ${nodeId} AND _id = ANY(${sql.param([...ids])}::text[])`));
  const byId = new Map(rows.map((row) => [row._id, asFile(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** What a row may link by default: images and DICOM; a spreadsheet uploaded for an import is no attachment. */
const ATTACHABLE: readonly StoredFileMime[] = ['image/jpeg', 'image/png', 'application/dicom'];

/**
 * Marks the uploads `ids` as linked by `owner` (the claiming table's name) and returns those claimed: only unclaimed
 * files of the types `mimes` (images and DICOM unless told) that the same user uploaded at the same facility are, so
 * a file id seen elsewhere cannot be taken over. The caller refuses the ids missing from the answer.
 */
export async function claimFiles(tx: Db, by: { nodeId: string; userId: string }, ids: readonly string[], owner: string, mimes: readonly StoredFileMime[] = ATTACHABLE): Promise<StoredFile[]> {
  if (ids.length === 0) return [];
  const rows = rowsOf<FileRow>(await tx.execute(sql`
    UPDATE his_files SET "claimedBy" = ${owner}
    WHERE "node_Id" = ${by.nodeId} AND "createdBy" = ${by.userId} AND "claimedBy" IS NULL AND _id = ANY(${sql.param([...ids])}::text[])
      AND mime = ANY(${sql.param([...mimes])}::text[])
    RETURNING ${COLUMNS}`));
  const byId = new Map(rows.map((row) => [row._id, asFile(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Gives claimed files back to the clean-up (the row linking them was removed): removed once a day has passed since upload. */
export async function releaseFiles(tx: Db, nodeId: string, ids: readonly string[], owner: string): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`UPDATE his_files SET "claimedBy" = NULL WHERE "node_Id" = ${nodeId} AND "claimedBy" = ${owner} AND _id = ANY(${sql.param([...ids])}::text[])`);
}

/** An uploaded spreadsheet as an import reads it. */
export interface UploadedSheet {
  _id: string;
  name: string;
  size: number;
  bytes: Uint8Array;
}

/**
 * The .xlsx file `id` the user uploaded at the facility and nothing claimed yet, with its bytes; null for any other
 * id (unknown, another user's or facility's, an image, already imported). Read outside the importing transaction.
 */
export async function uploadedSheet(db: Db, by: { nodeId: string; userId: string }, id: string): Promise<UploadedSheet | null> {
  const [row] = rowsOf<UploadedSheet>(await db.execute(sql`
    SELECT _id, name, size, bytes FROM his_files
    WHERE _id = ${id} AND "node_Id" = ${by.nodeId} AND "createdBy" = ${by.userId} AND "claimedBy" IS NULL AND mime = ${XLSX_MIME}`));
  if (!row) return null;
  return { ...row, size: Number(row.size), bytes: row.bytes instanceof Uint8Array ? row.bytes : new Uint8Array(row.bytes as ArrayBufferLike) };
}

/**
 * Removes the spreadsheet `id` an import has read, in the importing transaction: false when it is gone already (the
 * same file imported by another request meanwhile), which the caller refuses. A file is imported once.
 */
export async function removeUploadedSheet(tx: Db, by: { nodeId: string; userId: string }, id: string): Promise<boolean> {
  const removed = rowsOf(await tx.execute(sql`
    DELETE FROM his_files WHERE _id = ${id} AND "node_Id" = ${by.nodeId} AND "createdBy" = ${by.userId} AND "claimedBy" IS NULL AND mime = ${XLSX_MIME}
    RETURNING _id`));
  return removed.length > 0;
}
