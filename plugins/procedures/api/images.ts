// A note's images (spec §2 Service performance lists, tab "images"): files uploaded through the core's POST /upload,
// claimed for the note and attached after its images, or removed from it and given back to the store's clean-up; at
// most 50 per note, while its order's result is not returned and its writing not locked. Read with the note by those
// who read procedures. One transaction, an audit entry per image, the surgery notes' event.
import { attachedImages, badInput, loadInBatch, type AttachedImageRecord, type Db, type RequestContext } from '@his/sdk/server';
import { imageCountProblem, imagesProblem } from '../rules/notes';
import { PROCEDURES_READ, PROCEDURES_WRITE } from '../rules/permissions';
import { announce } from './announce';
import { idList, idOf } from './input-checks';
import { noteOfOrder, type TuongTrinhPTTT } from './note-reads';
import { lockedNoteById } from './supplies';

const MAX_PER_CALL = 50;

/** HinhAnhTuongTrinhPTTT: an image as the API gives it. */
export type HinhAnhTuongTrinhPTTT = AttachedImageRecord;

const noteImages = attachedImages({ table: 'TuongTrinhPTTT_HinhAnh', ownerColumn: 'TuongTrinhPTTT_Id' });

/** TuongTrinhPTTT.HinhAnhs: for those who read procedures. */
export async function hinhAnhsOf(ctx: RequestContext, note: { _id: string }): Promise<HinhAnhTuongTrinhPTTT[]> {
  if (!ctx.holds(PROCEDURES_READ)) return [];
  return (await loadInBatch(ctx, 'procedures.images', note._id, (ids) => noteImages.of(ctx.db, ids))) ?? [];
}

/** Releases every image file of a note being removed (the rows go with the note). */
export const releaseNoteImages = (tx: Db, noteId: string) => noteImages.releaseAll(tx, [noteId]);

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
    const existing = await noteImages.rows(tx, [id]);
    const tooMany = imageCountProblem(existing.length, fileIds.length);
    if (tooMany) throw badInput(tooMany.key, tooMany.field, { ...tooMany.params, number: note.SoPhieuYeuCau });
    await noteImages.attach(scope, viewer, id, fileIds, { SoPhieuYeuCau: note.SoPhieuYeuCau }, 'procedures.images.fileNotFound');
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
    await noteImages.remove(scope, id, imageId, { SoPhieuYeuCau: note.SoPhieuYeuCau }, { key: 'procedures.images.notFound', params: { number: note.SoPhieuYeuCau } });
    announce(scope, viewer, announced(note), [id]);
    return (await noteOfOrder(tx, note.DichVuYeuCau_Id))!;
  });
}
