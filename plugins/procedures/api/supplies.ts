// A note's supplies against the pharmacy's stock (spec §2 tab "supplies", §4 verify and cancel-verify supplies): the
// lines are taken from a store of the performing room's department (PHARMACY_STOCK), filed under the note, when a save
// changes them, the previous lines given back first so that a change never holds twice; what the note holds is given
// back when it is removed. Verifying the lines (who and when) keeps them from changing until it is cancelled.
import { sql } from 'drizzle-orm';
import type { Timestamp } from '@his/sdk';
import { badInput, forbidden, HisError, rowsOf, type Db, type RequestContext, type Viewer, type WriteScope } from '@his/sdk/server';
import { PHARMACY_STOCK, stockEvents, type DrugStore, type StockHolder } from '../../pharmacy/contract';
import { SERVICE_ORDERS } from '../../reception/contract';
import { verifyProblem } from '../rules/notes';
import { PROCEDURES_READ, PROCEDURES_VERIFY_SUPPLIES, PROCEDURES_WRITE } from '../rules/permissions';
import { announce } from './announce';
import { idOf } from './input-checks';
import { noteOfOrder, notesWhere, type TuongTrinhPTTT } from './note-reads';
import { isProcedureOrder } from './orders';

/** What the pharmacy files a note's supplies under. */
export const holderOf = (noteId: string): StockHolder => ({ kind: 'TuongTrinhPTTT', id: noteId });

export interface SupplyLine {
  Duoc_Id: string;
  SoLuong: number;
}

/** The stores the room takes supplies from: its own links, else its department's (the pharmacy's rule), by code. */
export function storesOfRoom(ctx: Pick<RequestContext, 'provided'>, db: Db, facilityId: string, roomId: string): Promise<DrugStore[]> {
  return ctx.provided(PHARMACY_STOCK).storesOfNode(db, facilityId, roomId);
}

/**
 * The store a save takes its lines from: the one asked for (refused on KhoDuoc_Id when the room does not take from
 * it), else the one the note took from before while the room still takes from it, else the room's first; refused on
 * VatTus, naming the room, when it has none.
 */
export async function storeForSave(ctx: Pick<RequestContext, 'provided'>, tx: Db, facilityId: string, room: { _id: string; name: string }, asked: string | null, kept: string | null): Promise<string> {
  const stores = await storesOfRoom(ctx, tx, facilityId, room._id);
  if (asked !== null) {
    if (!stores.some((store) => store._id === asked)) throw badInput('procedures.storeNotOfRoom', 'KhoDuoc_Id', { room: room.name });
    return asked;
  }
  if (kept !== null && stores.some((store) => store._id === kept)) return kept;
  const [first] = stores;
  if (!first) throw badInput('procedures.noStore', 'VatTus', { room: room.name });
  return first._id;
}

/** The pharmacy's refusal of a line short of stock, in this plugin's words naming the line; anything else as it is. */
function lineRefusal(error: unknown, index: number): unknown {
  const extensions = error instanceof HisError ? (error.extensions as { messageKey?: string; params?: Record<string, string | number> }) : null;
  if (extensions?.messageKey !== 'pharmacy.notEnoughStock') return error;
  return badInput('procedures.notEnoughStock', `VatTus.${index}.SoLuong`, { ...extensions.params, line: index + 1 });
}

/**
 * Gives back what the note holds, then takes `lines` from the store, drug by drug in id order (two notes taking the
 * same drugs lock their lots in one order); a line short of stock is refused on its quantity (`VatTus.<i>.SoLuong`),
 * naming the line, the drug, what was asked and what is left.
 */
export async function retakeSupplies(ctx: Pick<RequestContext, 'provided'>, tx: Db, facilityId: string, noteId: string, storeId: string | null, lines: readonly SupplyLine[], at: Timestamp): Promise<void> {
  const stock = ctx.provided(PHARMACY_STOCK);
  await stock.giveBack(tx, facilityId, holderOf(noteId));
  if (storeId === null) return;
  const ordered = lines.map((line, index) => ({ line, index })).sort((a, b) => (a.line.Duoc_Id < b.line.Duoc_Id ? -1 : a.line.Duoc_Id > b.line.Duoc_Id ? 1 : 0));
  for (const { line, index } of ordered) {
    await stock.take(tx, { facilityId, storeId, holder: holderOf(noteId), lines: [{ Duoc_Id: line.Duoc_Id, SoLuong: line.SoLuong }], at, allowBeyondStock: false, field: `VatTus.${index}.SoLuong` })
      .catch((error: unknown) => {
        throw lineRefusal(error, index);
      });
  }
}

/** Tells the pharmacy's screens that these stores' stock changed, after the write commits. */
export function announceStock(scope: Pick<WriteScope, 'emit'>, viewer: Viewer, storeIds: readonly (string | null | undefined)[]): void {
  const stores = [...new Set(storeIds.filter((id): id is string => typeof id === 'string'))];
  if (stores.length > 0) scope.emit(stockEvents.update, { KhoDuoc_Ids: stores }, { idNodes: [viewer.nodeId] });
}

/** khoDuocPTTT: the stores the order's performing room takes supplies from, for the supplies tab to choose from. */
export async function khoDuocPTTT(ctx: RequestContext, args: { idDichVuYeuCau: unknown }): Promise<{ _id: string; MaKho: string; TenKho: string }[]> {
  const viewer = ctx.requirePermission(PROCEDURES_READ);
  const id = idOf(args.idDichVuYeuCau, 'idDichVuYeuCau');
  const [order] = await ctx.provided(SERVICE_ORDERS).list(ctx.db, viewer.nodeId, { ids: [id] });
  if (!order || !isProcedureOrder(order)) throw badInput('procedures.orderNotFound', 'idDichVuYeuCau');
  return storesOfRoom(ctx, ctx.db, viewer.nodeId, order.NoiThucHien_Id);
}

/** Verifying needs its own permission; a writer without it is told to have the account authorized. */
function verifier(ctx: RequestContext): Viewer {
  if (!ctx.holds(PROCEDURES_VERIFY_SUPPLIES)) {
    ctx.requirePermission(PROCEDURES_WRITE);
    throw forbidden('procedures.verifyNotAllowed');
  }
  return ctx.requirePermission(PROCEDURES_VERIFY_SUPPLIES);
}

/** The note of this id, locked for the transaction, or `procedures.noteNotFound`. */
export async function lockedNoteById(tx: Db, nodeId: string, id: string): Promise<TuongTrinhPTTT> {
  // The order first, as a save locks it, so that a save and this wait for each other rather than deadlock.
  const [row] = rowsOf<{ DichVuYeuCau_Id: string }>(await tx.execute(sql`SELECT "DichVuYeuCau_Id" FROM "TuongTrinhPTTT" WHERE _id = ${id} AND "node_Id" = ${nodeId}`));
  if (!row) throw badInput('procedures.noteNotFound', 'id');
  await tx.execute(sql`SELECT 1 FROM "DichVuYeuCau" WHERE _id = ${row.DichVuYeuCau_Id} FOR UPDATE`);
  const [note] = await notesWhere(tx, sql`n._id = ${id} AND n."node_Id" = ${nodeId}`, { lock: true });
  if (!note) throw badInput('procedures.noteNotFound', 'id');
  return note;
}

async function setVerified(ctx: RequestContext, args: { id: unknown }, verify: boolean): Promise<TuongTrinhPTTT> {
  const viewer = verifier(ctx);
  const id = idOf(args.id, 'id');
  const now: Timestamp = Date.now();
  return ctx.write(async (scope) => {
    const before = await lockedNoteById(scope.tx, viewer.nodeId, id);
    const problem = verifyProblem(before, verify);
    if (problem) throw badInput(problem.key, problem.field, { number: before.SoPhieuYeuCau });
    await scope.tx.execute(sql`UPDATE "TuongTrinhPTTT" SET "DaXacNhanVatTu" = ${verify}, "ThoiGianXacNhanVatTu" = ${verify ? now : null},
      "NguoiXacNhanVatTu_Id" = ${verify ? viewer.userId : null}, "updatedBy" = ${viewer.userId}, "updatedAt" = now() WHERE _id = ${id}`);
    const after = (await noteOfOrder(scope.tx, before.DichVuYeuCau_Id))!;
    await scope.audit({ action: verify ? 'APPROVED' : 'CANCEL', entity: 'TuongTrinhPTTT', entityId: id, before, after });
    announce(scope, viewer, [{ _id: after.DichVuYeuCau_Id, NoiThucHien_Id: after.PhongBan_Id, TiepNhan_Id: after.TiepNhan_Id, BenhNhan_Id: after.BenhNhan_Id }], [id]);
    return after;
  });
}

/** verifyVatTuTuongTrinhPTTT: the note's supply lines verified, with who and when. */
export const verifyVatTuTuongTrinhPTTT = (ctx: RequestContext, args: { id: unknown }) => setVerified(ctx, args, true);

/** cancelVerifyVatTuTuongTrinhPTTT: the verification cancelled, so that the lines may change again. */
export const cancelVerifyVatTuTuongTrinhPTTT = (ctx: RequestContext, args: { id: unknown }) => setVerified(ctx, args, false);
