// The moves of a procedure order inside a write (spec §4): taking it in (the take check, then technicians from the
// shifts when it has none), finishing it (its note complete, its conclusion copied onto the order) and the others;
// reception keeps the order's bookkeeping (times, queue state) and refuses a visit that takes no change.
import type { Timestamp } from '@his/sdk';
import { badInput, type Db, type HisError, type RequestContext, type Viewer } from '@his/sdk/server';
import { SERVICE_ORDERS, type ServiceOrder, type ServiceOrderRefusal } from '../../reception/contract';
import { finishProblem } from '../rules/notes';
import { takeProblem, type OrderState } from '../rules/states';
import { assignAutomatically } from './assignments';
import { stateName } from './messages';
import type { TuongTrinhPTTT } from './note-reads';

/** A refusal of reception's bookkeeping, in this plugin's words, on `field`. */
function refusalOf(lang: 'vi' | 'en', refusal: ServiceOrderRefusal, from: OrderState, field: string): HisError {
  const number = refusal.order.SoPhieuYeuCau;
  if (refusal.message === 'reception.serviceOrders.stateIncorrect') {
    return badInput('procedures.refused.state', field, { number, state: stateName(lang, refusal.order.TrangThai), from: stateName(lang, from) });
  }
  if (refusal.message === 'reception.serviceOrders.visitLocked') return badInput('procedures.refused.visitLocked', field, { number, code: refusal.order.MaTiepNhan });
  return badInput('procedures.refused.other', field, { number });
}

/** Moves one order from `from` to `to` through reception, or throws its refusal on `field`. */
export async function moveOrder(tx: Db, ctx: Pick<RequestContext, 'provided' | 'lang'>, viewer: Viewer, order: ServiceOrder, from: OrderState, to: OrderState, now: Timestamp, field: string): Promise<ServiceOrder> {
  const outcome = await ctx.provided(SERVICE_ORDERS).move(tx, viewer, [order._id], from, to, now, field);
  const [refused] = outcome.refused;
  if (refused) throw refusalOf(ctx.lang, refused, from, field);
  return outcome.moved[0]!;
}

/**
 * Takes a sent order in: refused (naming `field`) when it may not be, then given to the technician on shift, planned
 * `gapMs` from their other procedures.
 */
export async function takeOrder(tx: Db, ctx: RequestContext, viewer: Viewer, order: ServiceOrder, now: Timestamp, gapMs: number, field: string): Promise<ServiceOrder> {
  const problem = takeProblem(order);
  if (problem) throw badInput(problem.key, field, problem.params);
  const taken = await moveOrder(tx, ctx, viewer, order, 'SanSang', 'ChuaKetQua', now, field);
  return assignAutomatically(ctx, tx, viewer, taken, now, gapMs, field);
}

/** Finishes a taken order whose note is complete (spec §5), its conclusion copied onto the order for the doctor. */
export async function finishOrder(tx: Db, ctx: RequestContext, viewer: Viewer, order: ServiceOrder, note: TuongTrinhPTTT | null, now: Timestamp, field: string): Promise<ServiceOrder> {
  if (!note) throw badInput('procedures.noNote', field, { number: order.SoPhieuYeuCau });
  const problem = finishProblem(note);
  if (problem) throw badInput(problem.key, problem.field, problem.params);
  const finished = await moveOrder(tx, ctx, viewer, order, 'ChuaKetQua', 'CoKetQua', now, field);
  if (finished.KetLuan === note.KetLuan) return finished;
  return ctx.provided(SERVICE_ORDERS).record(tx, viewer, finished._id, { KetLuan: note.KetLuan }, field);
}
