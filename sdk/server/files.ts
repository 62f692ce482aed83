// The file store for server plugins: the files a row links (metadata and the path serving each), and claiming
// uploads for a plugin's rows so that the clean-up of unclaimed uploads leaves them. Run inside the caller's write.
import { sql } from 'drizzle-orm';
import { filePath, type StoredFileMime } from '../shared/files';
import type { Timestamp } from '../shared/units';
import { rowsOf, type Db } from './database';

export { FILE_PATH, FILE_UPLOAD_LIMITS, UPLOAD_PATH, filePath, tokenOfFilePath, type StoredFileMime } from '../shared/files';

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

/**
 * Marks the uploads `ids` as linked by `owner` (the claiming table's name) and returns those claimed: only unclaimed
 * files the same user uploaded at the same facility are, so a file id seen elsewhere cannot be taken over. The
 * caller refuses the ids missing from the answer.
 */
export async function claimFiles(tx: Db, by: { nodeId: string; userId: string }, ids: readonly string[], owner: string): Promise<StoredFile[]> {
  if (ids.length === 0) return [];
  const rows = rowsOf<FileRow>(await tx.execute(sql`
    UPDATE his_files SET "claimedBy" = ${owner}
    WHERE "node_Id" = ${by.nodeId} AND "createdBy" = ${by.userId} AND "claimedBy" IS NULL AND _id = ANY(${sql.param([...ids])}::text[])
    RETURNING ${COLUMNS}`));
  const byId = new Map(rows.map((row) => [row._id, asFile(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Gives claimed files back to the clean-up (the row linking them was removed): removed once a day has passed since upload. */
export async function releaseFiles(tx: Db, nodeId: string, ids: readonly string[], owner: string): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`UPDATE his_files SET "claimedBy" = NULL WHERE "node_Id" = ${nodeId} AND "claimedBy" = ${owner} AND _id = ANY(${sql.param([...ids])}::text[])`);
}
