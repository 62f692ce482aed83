// Reading and writing the file store (his_files): new uploads, a file by its token, and the removal of uploads that
// nothing claimed within a day.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { newId, rowsOf, type Db } from '@his/sdk/server';
import type { StoredMime } from './file-types';

/** An upload checked and ready to store. */
export interface NewFile {
  name: string;
  mime: StoredMime;
  bytes: Uint8Array;
}

/** What an upload answers of each file: no token, files are reached through what links them. */
export interface UploadedFile {
  _id: string;
  name: string;
  mime: StoredMime;
  size: number;
}

/** A file's token: 32 random bytes, base64url (43 characters). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export async function insertFiles(tx: Db, by: { nodeId: string; userId: string }, files: readonly NewFile[]): Promise<(UploadedFile & { sha256: string })[]> {
  const stored: (UploadedFile & { sha256: string })[] = [];
  for (const file of files) {
    const row = { _id: newId(), name: file.name, mime: file.mime, size: file.bytes.byteLength, sha256: createHash('sha256').update(file.bytes).digest('hex') };
    // A Buffer: node-postgres sends it as bytea, and it crosses to the embedded database's worker as bytes.
    const bytes = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength);
    await tx.execute(sql`
      INSERT INTO his_files (_id, "node_Id", token, name, mime, size, sha256, bytes, "createdBy")
      VALUES (${row._id}, ${by.nodeId}, ${randomBytes(32).toString('base64url')}, ${row.name}, ${row.mime}, ${row.size}, ${row.sha256}, ${bytes}, ${by.userId})`);
    stored.push(row);
  }
  return stored;
}

export interface ServedFile {
  name: string;
  mime: StoredMime;
  size: number;
  sha256: string;
  bytes: Uint8Array;
}

/** The file a token serves, or null (a malformed token is not looked up). */
export async function fileByToken(db: Db, token: string): Promise<ServedFile | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = rowsOf<ServedFile>(await db.execute(sql`SELECT name, mime, size, sha256, bytes FROM his_files WHERE token = ${token}`));
  if (!row) return null;
  return { ...row, size: Number(row.size), bytes: row.bytes instanceof Uint8Array ? row.bytes : new Uint8Array(row.bytes as ArrayBufferLike) };
}

/** How long an upload waits for something to claim it. */
export const UNCLAIMED_TTL_MS = 24 * 60 * 60 * 1000;
/** Removed per clean-up, so that one upload never waits on a large backlog. */
const CLEAN_UP_BATCH = 50;

/**
 * Removes uploads nothing claimed within a day (a form closed before saving); returns how many. The outer condition
 * is checked again on a row a claim changed meanwhile, so a file claimed at that moment stays.
 */
export async function removeUnclaimedFiles(db: Db, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - UNCLAIMED_TTL_MS).toISOString();
  const removed = rowsOf<{ _id: string }>(await db.execute(sql`
    DELETE FROM his_files WHERE "claimedBy" IS NULL AND _id IN (
      SELECT _id FROM his_files WHERE "claimedBy" IS NULL AND "createdAt" < ${cutoff}::timestamptz ORDER BY "createdAt" LIMIT ${CLEAN_UP_BATCH})
    RETURNING _id`));
  return removed.length;
}
