// Removing a note written by mistake (spec §7 procedure notes: remove): with a reason, kept in the audit history; not a
// locked note, one whose result is returned, nor one whose supplies are verified. Its supplies go back to the store and
// its images to the file store's clean-up; the order stays taken. One transaction, the surgery notes' and stock events.
import { sql } from 'drizzle-orm';
import { badInput, type RequestContext } from '@his/sdk/server';
import { removeProblem } from '../rules/notes';
import { PROCEDURES_WRITE } from '../rules/permissions';
import { announce } from './announce';
import { releaseNoteImages } from './images';
import { idOf, textOf } from './input-checks';
import { announceStock, lockedNoteById, retakeSupplies } from './supplies';

const MAX_REASON = 500;

export async function removeTuongTrinhPTTT(ctx: RequestContext, args: { id: unknown; LyDo: unknown }): Promise<boolean> {
  const viewer = ctx.requirePermission(PROCEDURES_WRITE);
  const id = idOf(args.id, 'id');
  const reason = textOf(args.LyDo, 'LyDo', MAX_REASON);
  if (!reason) throw badInput('validation.required', 'LyDo');
  return ctx.write(async (scope) => {
    const { tx } = scope;
    const note = await lockedNoteById(tx, viewer.nodeId, id);
    const problem = removeProblem(note);
    if (problem) throw badInput(problem.key, problem.field, { number: note.SoPhieuYeuCau });
    // Nothing taken again: everything the note holds goes back.
    await retakeSupplies(ctx, tx, viewer.nodeId, id, null, [], Date.now());
    await releaseNoteImages(tx, id);
    await tx.execute(sql`DELETE FROM "TuongTrinhPTTT" WHERE _id = ${id}`);
    await scope.audit({ action: 'DELETE', entity: 'TuongTrinhPTTT', entityId: id, before: note, after: { SoPhieuYeuCau: note.SoPhieuYeuCau, LyDoXoa: reason } });
    announce(scope, viewer, [{ _id: note.DichVuYeuCau_Id, NoiThucHien_Id: note.PhongBan_Id, TiepNhan_Id: note.TiepNhan_Id, BenhNhan_Id: note.BenhNhan_Id }], [id]);
    announceStock(scope, viewer, [note.KhoDuoc_Id]);
    return true;
  });
}
