// Images attached to a record (a paraclinical report's order, a procedure note): rows of the record's own image table
// (_id, node_Id, <owner column>, File_Id, ThuTu, createdBy), each naming a file of the core's store that the row has
// claimed. Reading them with their files, attaching a caller's uploads after the images there are, and removing one
// (its file given back to the store's clean-up), each write with its audit entry. Which record may change, and how many
// images it takes, are the caller's rules.
import { sql } from 'drizzle-orm';
import { badInput } from './errors';
import { newId, rowsOf, type Db } from './database';
import { claimFiles, filesOf, releaseFiles, type StoredFile } from './files';
import type { WriteScope } from './plugin';

/** An attached image as the API gives it (HinhAnh…). */
export interface AttachedImageRecord {
  _id: string;
  TenTep: string;
  LoaiTep: string;
  KichThuoc: number;
  DuongDan: string;
  LaDicom: boolean;
  ThuTu: number;
}

export interface AttachedImageRow {
  _id: string;
  node_Id: string;
  /** The record's id (the owner column). */
  ownerId: string;
  File_Id: string;
  ThuTu: number;
}

export interface AttachedImageTable {
  /** The image table, also the owner the file store records for its files. */
  table: string;
  /** Its column holding the record's id. */
  ownerColumn: string;
}

const asRecord = (row: AttachedImageRow, file: StoredFile): AttachedImageRecord => ({
  _id: row._id, TenTep: file.name, LoaiTep: file.mime, KichThuoc: file.size, DuongDan: file.path, LaDicom: file.mime === 'application/dicom', ThuTu: row.ThuTu,
});

/** The reads and writes of one record kind's images. */
export function attachedImages({ table, ownerColumn }: AttachedImageTable) {
  const imageTable = sql.identifier(table);
  const owner = sql.identifier(ownerColumn);

  /** The image rows of the records, in order. */
  async function rows(db: Db, ownerIds: readonly string[]): Promise<AttachedImageRow[]> {
    if (ownerIds.length === 0) return [];
    return rowsOf<AttachedImageRow>(await db.execute(sql`
      SELECT _id, "node_Id", ${owner} AS "ownerId", "File_Id", "ThuTu" FROM ${imageTable}
      WHERE ${owner} = ANY(${sql.param([...ownerIds])}::text[]) ORDER BY "ThuTu", _id`));
  }

  /** The images of each record, with their files (one query for the rows, one per facility for the files). */
  async function of(db: Db, ownerIds: readonly string[]): Promise<Map<string, AttachedImageRecord[]>> {
    const byOwner = new Map<string, AttachedImageRecord[]>(ownerIds.map((id) => [id, []]));
    const found = await rows(db, ownerIds);
    const files = new Map<string, StoredFile>();
    for (const nodeId of new Set(found.map((row) => row.node_Id))) {
      for (const file of await filesOf(db, nodeId, found.filter((row) => row.node_Id === nodeId).map((row) => row.File_Id))) files.set(file._id, file);
    }
    for (const row of found) {
      const file = files.get(row.File_Id);
      if (file) byOwner.get(row.ownerId)?.push(asRecord(row, file));
    }
    return byOwner;
  }

  /**
   * Claims the caller's uploads for the record and attaches them after its images, an audit entry each carrying
   * `described` (what names the record, e.g. its number). A file that is not the caller's unclaimed upload is refused
   * by its position: BAD_USER_INPUT `fileNotFound` on `fileIds.<i>`.
   */
  async function attach(scope: WriteScope, by: { nodeId: string; userId: string }, ownerId: string, fileIds: readonly string[], described: Record<string, unknown>, fileNotFound: string): Promise<void> {
    const { tx } = scope;
    const existing = await rows(tx, [ownerId]);
    const claimed = await claimFiles(tx, by, fileIds, table);
    const missing = fileIds.findIndex((fileId) => !claimed.some((file) => file._id === fileId));
    if (missing >= 0) throw badInput(fileNotFound, `fileIds.${missing}`);
    let position = existing.reduce((max, row) => Math.max(max, row.ThuTu), 0);
    for (const file of claimed) {
      const row = { _id: newId(), ThuTu: ++position };
      await tx.execute(sql`
        INSERT INTO ${imageTable} (_id, "node_Id", ${owner}, "File_Id", "ThuTu", "createdBy")
        VALUES (${row._id}, ${by.nodeId}, ${ownerId}, ${file._id}, ${row.ThuTu}, ${by.userId})`);
      await scope.audit({
        action: 'CREATE', entity: table, entityId: row._id,
        after: { _id: row._id, [ownerColumn]: ownerId, ...described, File_Id: file._id, TenTep: file.name, LoaiTep: file.mime, KichThuoc: file.size, ThuTu: row.ThuTu },
      });
    }
  }

  /** Removes one image of the record and gives its file back; an image of another record is refused as `notFound`. */
  async function remove(scope: WriteScope, ownerId: string, imageId: string, described: Record<string, unknown>, notFound: { key: string; params: Record<string, string | number> }): Promise<void> {
    const { tx } = scope;
    const row = (await rows(tx, [ownerId])).find((candidate) => candidate._id === imageId);
    if (!row) throw badInput(notFound.key, 'idHinhAnh', notFound.params);
    const [file] = await filesOf(tx, row.node_Id, [row.File_Id]);
    await tx.execute(sql`DELETE FROM ${imageTable} WHERE _id = ${row._id}`);
    await releaseFiles(tx, row.node_Id, [row.File_Id], table);
    await scope.audit({
      action: 'DELETE', entity: table, entityId: row._id,
      before: { _id: row._id, [ownerColumn]: ownerId, ...described, File_Id: row.File_Id, TenTep: file?.name ?? null, ThuTu: row.ThuTu },
    });
  }

  /** Gives back the files of every image of records being removed (their rows go with the records). */
  async function releaseAll(tx: Db, ownerIds: readonly string[]): Promise<void> {
    const found = await rows(tx, ownerIds);
    for (const nodeId of new Set(found.map((row) => row.node_Id))) {
      await releaseFiles(tx, nodeId, found.filter((row) => row.node_Id === nodeId).map((row) => row.File_Id), table);
    }
  }

  return { table, rows, of, attach, remove, releaseAll };
}
