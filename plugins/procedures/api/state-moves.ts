// Moving a procedure order (spec §4 Service performance): take, undo and finish from the stated old state only
// (updateThongTinThucHienPTTT), and cancelling a returned result (huyTraKetQuaPTTT), which needs the permission to
// reopen. A locked note keeps its order where it is; finishing needs the note complete. One transaction, an audit
// entry, the surgery notes' event.
import type { Timestamp } from '@his/sdk';
import { badInput, forbidden, type RequestContext, type Viewer } from '@his/sdk/server';
import { SERVICE_ORDERS, type ServiceOrder } from '../../reception/contract';
import { PROCEDURES_UNLOCK, PROCEDURES_WRITE } from '../rules/permissions';
import { isOrderState, isReturned, moveBetween, type MoveRule, type OrderState } from '../rules/states';
import { announce } from './announce';
import { spacingMs } from './assignments';
import { idOf } from './input-checks';
import { stateName } from './messages';
import { finishOrder, moveOrder, takeOrder } from './moves';
import { noteOfOrder } from './note-reads';
import { isProcedureOrder, lockedProcedureOrder } from './orders';

function stateOf(value: unknown, field: string): OrderState {
  if (!isOrderState(value)) throw badInput('procedures.stateUnknown', field);
  return value;
}

/** Reopening needs its own permission; a writer without it is told to have the account authorized. */
function reopener(ctx: RequestContext): Viewer {
  if (!ctx.holds(PROCEDURES_UNLOCK)) {
    ctx.requirePermission(PROCEDURES_WRITE);
    throw forbidden('procedures.reopenNotAllowed');
  }
  return ctx.requirePermission(PROCEDURES_WRITE);
}

async function move(ctx: RequestContext, viewer: Viewer, id: string, rule: MoveRule, field: string): Promise<ServiceOrder> {
  const now: Timestamp = Date.now();
  const gapMs = rule.move === 'take' ? await spacingMs(ctx) : 0;
  return ctx.write(async (scope) => {
    const { tx } = scope;
    const before = await lockedProcedureOrder(tx, ctx, viewer, id, field);
    if (before.TrangThai !== rule.from) {
      throw badInput('procedures.refused.state', rule.move === 'reopen' ? field : 'oldState', { number: before.SoPhieuYeuCau, state: stateName(ctx.lang, before.TrangThai), from: stateName(ctx.lang, rule.from) });
    }
    const note = await noteOfOrder(tx, id, true);
    if (note?.DaKhoa && rule.move !== 'take' && rule.move !== 'finish') throw badInput('procedures.noteLocked', field, { number: before.SoPhieuYeuCau });
    let after: ServiceOrder;
    if (rule.move === 'take') after = await takeOrder(tx, ctx, viewer, before, now, gapMs, field);
    else if (rule.move === 'finish') after = await finishOrder(tx, ctx, viewer, before, note, now, field);
    else after = await moveOrder(tx, ctx, viewer, before, rule.from, rule.to, now, field);
    await scope.audit({ action: 'UPDATE', entity: 'DichVuYeuCau', entityId: id, before, after });
    announce(scope, viewer, [after], note ? [note._id] : []);
    return after;
  });
}

export async function updateThongTinThucHienPTTT(ctx: RequestContext, args: { id: unknown; oldState: unknown; newState: unknown }): Promise<ServiceOrder> {
  // Nobody without a procedures permission learns more than FORBIDDEN.
  ctx.requirePermission(PROCEDURES_WRITE);
  const from = stateOf(args.oldState, 'oldState');
  const to = stateOf(args.newState, 'newState');
  const rule = moveBetween(from, to);
  if (!rule) throw badInput('procedures.moveNotAllowed', 'newState', { from: stateName(ctx.lang, from), to: stateName(ctx.lang, to) });
  const viewer = rule.move === 'reopen' ? reopener(ctx) : ctx.requirePermission(PROCEDURES_WRITE);
  return move(ctx, viewer, idOf(args.id, 'id'), rule, 'id');
}

export async function huyTraKetQuaPTTT(ctx: RequestContext, args: { idDichVuYeuCau: unknown }): Promise<ServiceOrder> {
  const viewer = reopener(ctx);
  const id = idOf(args.idDichVuYeuCau, 'idDichVuYeuCau');
  // The returned state it is in now: returned, or read by the doctor since.
  const [order] = await ctx.provided(SERVICE_ORDERS).list(ctx.db, viewer.nodeId, { ids: [id] });
  if (!order || !isProcedureOrder(order)) throw badInput('procedures.orderNotFound', 'idDichVuYeuCau');
  if (!isReturned(order.TrangThai)) throw badInput('procedures.notReturned', 'idDichVuYeuCau', { number: order.SoPhieuYeuCau });
  return move(ctx, viewer, id, moveBetween(order.TrangThai as OrderState, 'ChuaKetQua')!, 'idDichVuYeuCau');
}
