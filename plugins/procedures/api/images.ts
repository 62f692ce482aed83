// A note's images (spec §2 Service performance lists, tab "images"): files uploaded through the core's POST /upload,
// claimed for the note and attached after its images, or removed from it and given back to the store's clean-up; at
// most 50 per note, while its order's result is not returned and its writing not locked. Read with the note by those
// who read procedures. One transaction, an audit entry per image, the surgery notes' event.
import { sql } from 'drizzle-orm';
import { badInput, claimFiles, filesOf, loadInBatch, newId, releaseFiles, rowsOf, type Db, type RequestContext, type StoredFile } from '@his/sdk/server';
import { imageCountProblem, imagesProblem } from '../rules/notes';
import { PROCEDURES_READ, PROCEDURES_WRITE } from '../rules/permissions';
import { announce } from './announce';
import { idList, idOf } from './input-checks';
import { noteOfOrder, type TuongTrinhPTTT } from './note-reads';
import { lockedNoteById } from './supplies';

/** The table whose rows claim the files, as the file store records it. */
export const IMAGE_OWNER = 'TuongTrinhPTTT_HinhAnh';
const MAX_PER_CALL = 50;

/** HinhAnhTuongTrinhPTTT: an image as the API gives it. */
export interface HinhAnhTuongTrinhPTTT {
  _id: string;
  TenTep: string;
  LoaiTep: string;
  KichThuoc: number;
  DuongDan: string;
  LaDicom: boolean;
  ThuTu: number;
}

interface ImageRow {
  _id: string;
  node_Id: string;
  TuongTrinhPTTT_Id: string;
  File_Id: string;
  ThuTu: number;
}

const asImage = (row: ImageRow, file: StoredFile): HinhAnhTuongTrinhPTTT => ({
  _id: row._id, TenTep: file.name, LoaiTep: file.mime, KichThuoc: file.size, DuongDan: file.path, LaDicom: file.mime === 'application/dicom', ThuTu: row.ThuTu,
});

/** The image rows of these notes, in order. */
export async function imageRows(db: Db, noteIds: readonly string[]): Promise<ImageRow[]> {
  if (noteIds.length === 0) return [];
  return rowsOf<ImageRow>(await db.execute(sql`
    SELECT _id, "node_Id", "TuongTrinhPTTT_Id", "File_Id", "ThuTu" FROM "TuongTrinhPTTT_HinhAnh"
    WHERE "TuongTrinhPTTT_Id" = ANY(${sql.param([...noteIds])}::text[]) ORDER BY "ThuTu", _id`));
}

/** The images of each note, read together (one query for the rows, one per facility for the files). */
export async function imagesOfNotes(db: Db, noteIds: readonly string[]): Promise<Map<string, HinhAnhTuongTrinhPTTT[]>> {
  const byNote = new Map<string, HinhAnhTuongTrinhPTTT[]>(noteIds.map((id) => [id, []]));
  const rows = await imageRows(db, noteIds);
  const files = new Map<string, StoredFile>();
  for (const nodeId of new Set(rows.map((row) => row.node_Id))) {
    for (const file of await filesOf(db, nodeId, rows.filter((row) => row.node_Id === nodeId).map((row) => row.File_Id))) files.set(file._id, file);
  }
  for (const row of rows) {
    const file = files.get(row.File_Id);
    if (file) byNote.get(row.TuongTrinhPTTT_Id)?.push(asImage(row, file));
  }
  return byNote;
}

/** TuongTrinhPTTT.HinhAnhs: for those who read procedures. */
export async function hinhAnhsOf(ctx: RequestContext, note: { _id: string }): Promise<HinhAnhTuongTrinhPTTT[]> {
  if (!ctx.holds(PROCEDURES_READ)) return [];
  return (await loadInBatch(ctx, 'procedures.images', note._id, (ids) => imagesOfNotes(ctx.db, ids))) ?? [];
}

/** Releases every image file of a note being removed (the rows go with the note). */
export async function releaseNoteImages(tx: Db, noteId: string): Promise<void> {
  const rows = await imageRows(tx, [noteId]);
  for (const nodeId of new Set(rows.map((row) => row.node_Id))) {
    await releaseFiles(tx, nodeId, rows.filter((row) => row.node_Id === nodeId).map((row) => row.File_Id), IMAGE_OWNER);
  }
}

/** The note whose images change: locked, its order open and its writing not locked. */
async function noteForImages(tx: Db, nodeId: string, id: string): Promise<TuongTrinhPTTT> {
  const note = await lockedNoteById(tx, nodeId, id);
  const problem = imagesProblem(note);
  if (problem) throw badInput(problem.key, problem.field, { number: note.SoPhieuYeuCau });
  return note;
}

const announced = (note: TuongTrinhPTTT) => [{ _id: note.DichVuYeuCau_Id, NoiThucHien_Id: note.PhongBan_Id, TiepNhan_Id: note.TiepNhan_Id, BenhNhan_Id: note.BenhNhan_Id }];

/** themHinhAnhTuongTrinhPTTT: the caller's uploads attached after the note's images, a file not theirs refused by position. */
export async function themHinhAnhTuongTrinhPTTT(ctx: RequestContext, args: { id: unknown; fileIds: unknown }): Promise<TuongTrinhPTTT> {
  const viewer = ctx.requirePermission(PROCEDURES_WRITE);
  const id = idOf(args.id, 'id');
  const fileIds = idList(args.fileIds, 'fileIds', MAX_PER_CALL);
  return ctx.write(async (scope) => {
    const { tx } = scope;
    const note = await noteForImages(tx, viewer.nodeId, id);
    const existing = await imageRows(tx, [id]);
    const tooMany = imageCountProblem(existing.length, fileIds.length);
    if (tooMany) throw badInput(tooMany.key, tooMany.field, { ...tooMany.params, number: note.SoPhieuYeuCau });
    const claimed = await claimFiles(tx, viewer, fileIds, IMAGE_OWNER);
    const missing = fileIds.findIndex((fileId) => !claimed.some((file) => file._id === fileId));
    if (missing >= 0) throw badInput('procedures.images.fileNotFound', `fileIds.${missing}`);
    let position = existing.reduce((max, row) => Math.max(max, row.ThuTu), 0);
    for (const file of claimed) {
      const row = { _id: newId(), ThuTu: ++position };
      await tx.execute(sql`
        INSERT INTO "TuongTrinhPTTT_HinhAnh" (_id, "node_Id", "TuongTrinhPTTT_Id", "File_Id", "ThuTu", "createdBy")
        VALUES (${row._id}, ${viewer.nodeId}, ${id}, ${file._id}, ${row.ThuTu}, ${viewer.userId})`);
      await scope.audit({
        action: 'CREATE', entity: 'TuongTrinhPTTT_HinhAnh', entityId: row._id,
        after: { _id: row._id, TuongTrinhPTTT_Id: id, SoPhieuYeuCau: note.SoPhieuYeuCau, File_Id: file._id, TenTep: file.name, LoaiTep: file.mime, KichThuoc: file.size, ThuTu: row.ThuTu },
      });
    }
    announce(scope, viewer, announced(note), [id]);
    return (await noteOfOrder(tx, note.DichVuYeuCau_Id))!;
  });
}

/** xoaHinhAnhTuongTrinhPTTT: the image's row removed and its file given back to the store's clean-up. */
export async function xoaHinhAnhTuongTrinhPTTT(ctx: RequestContext, args: { id: unknown; idHinhAnh: unknown }): Promise<TuongTrinhPTTT> {
  const viewer = ctx.requirePermission(PROCEDURES_WRITE);
  const id = idOf(args.id, 'id');
  const imageId = idOf(args.idHinhAnh, 'idHinhAnh');
  return ctx.write(async (scope) => {
    const { tx } = scope;
    const note = await noteForImages(tx, viewer.nodeId, id);
    const row = (await imageRows(tx, [id])).find((candidate) => candidate._id === imageId);
    if (!row) throw badInput('procedures.images.notFound', 'idHinhAnh', { number: note.SoPhieuYeuCau });
    const [file] = await filesOf(tx, row.node_Id, [row.File_Id]);
    await tx.execute(sql`DELETE FROM "TuongTrinhPTTT_HinhAnh" WHERE _id = ${row._id}`);
    await releaseFiles(tx, row.node_Id, [row.File_Id], IMAGE_OWNER);
    await scope.audit({
      action: 'DELETE', entity: 'TuongTrinhPTTT_HinhAnh', entityId: row._id,
      before: { _id: row._id, TuongTrinhPTTT_Id: id, SoPhieuYeuCau: note.SoPhieuYeuCau, File_Id: row.File_Id, TenTep: file?.name ?? null, ThuTu: row.ThuTu },
    });
    announce(scope, viewer, announced(note), [id]);
    return (await noteOfOrder(tx, note.DichVuYeuCau_Id))!;
  });
}
