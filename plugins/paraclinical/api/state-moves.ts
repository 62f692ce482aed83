// Moving orders between states (spec §4 Service request): only the moves of ORDER_MOVES, each with its permission,
// only orders of a work list and in the stated old state; taking needs the execution check and gives a lab order its
// sample numbers, returning needs a complete result. Orders that cannot move are reported with the reason; the marks
// of a patient not coming are here too.
import type { Timestamp } from '@his/sdk';
import { badInput, forbidden, type Db, type RequestContext, type Viewer } from '@his/sdk/server';
import { SERVICE_ORDERS, type ServiceOrder, type ServiceOrderRefusal } from '../../reception/contract';
import { PARACLINICAL_CANCEL_RESULT, PARACLINICAL_READ, PARACLINICAL_WRITE } from '../rules/permissions';
import { moveBetween, type MoveRule, type OrderState } from '../rules/states';
import { workListOf } from '../rules/work-lists';
import { announce, auditOrders } from './announce';
import { idList, stateOf, textOf } from './input-checks';
import { savedResults, testsOf } from './lab-results';
import { say, stateName, type Reason } from './messages';
import { executionRefusal, missingForReport } from './order-checks';
import { sampleNumbers } from './sample-numbers';

export interface Refused {
  order: ServiceOrder;
  reason: Reason;
}

export interface MoveOutcome {
  moved: ServiceOrder[];
  refused: Refused[];
}

/** The bulk answer (CapNhatTrangThaiDichVuYeuCau): the orders moved, and each other one with its reason in words. */
export interface CapNhatTrangThai {
  updated: ServiceOrder[];
  refused: { _id: string; SoPhieuYeuCau: string; LyDo: string }[];
}

/** A refusal of reception's bookkeeping, in this plugin's words. */
export function reasonOfRefusal(lang: 'vi' | 'en', refusal: ServiceOrderRefusal, from: OrderState): Reason {
  const number = refusal.order.SoPhieuYeuCau;
  if (refusal.message === 'reception.serviceOrders.stateIncorrect') {
    return { key: 'paraclinical.refused.state', field: 'oldState', params: { number, state: stateName(lang, refusal.order.TrangThai), from: stateName(lang, from) } };
  }
  if (refusal.message === 'reception.serviceOrders.visitLocked') return { key: 'paraclinical.refused.visitLocked', field: 'id', params: { number, code: refusal.order.MaTiepNhan } };
  return { key: 'paraclinical.refused.other', field: 'id', params: { number } };
}

/** Who may make the move: a performing room's staff, the reading doctor, and for a returned result the holder of the cancel permission. */
function moverFor(ctx: RequestContext, rule: MoveRule): Viewer {
  if (rule.move === 'read') return ctx.requirePermission(PARACLINICAL_READ);
  const viewer = ctx.requirePermission(PARACLINICAL_WRITE);
  // Spec §6: the message tells the user to have the account authorized.
  if (rule.move === 'cancelResult' && !ctx.holds(PARACLINICAL_CANCEL_RESULT)) throw forbidden('paraclinical.cancelResultNotAllowed');
  return viewer;
}

/** The move asked for, refused (naming both states) when it is not one of ORDER_MOVES, and its mover. */
function ruleOf(ctx: RequestContext, oldState: unknown, newState: unknown): { rule: MoveRule; viewer: Viewer } {
  // Nobody without a paraclinical permission learns more than FORBIDDEN.
  if (!ctx.holds(PARACLINICAL_WRITE)) ctx.requirePermission(PARACLINICAL_READ);
  const from = stateOf(oldState, 'oldState');
  const to = stateOf(newState, 'newState');
  const rule = moveBetween(from, to);
  if (!rule) throw badInput('paraclinical.moveNotAllowed', 'newState', { from: stateName(ctx.lang, from), to: stateName(ctx.lang, to) });
  return { rule, viewer: moverFor(ctx, rule) };
}

/** Why an order in the old state may not make this move, by paraclinical's rules; null when it may. */
async function refusalOf(tx: Db, order: ServiceOrder, rule: MoveRule): Promise<Reason | null> {
  const list = workListOf(order.MaLoaiDichVu, order.MaNhomDichVu);
  if (!list) return { key: 'paraclinical.notParaclinical', field: 'id', params: { number: order.SoPhieuYeuCau } };
  if (order.TrangThai !== rule.from) return null;
  if (rule.move === 'take') return executionRefusal(tx, order);
  if (rule.move === 'report') return missingForReport(order, list, await testsOf(tx, order), (await savedResults(tx, [order._id])).get(order._id) ?? []);
  return null;
}

/**
 * Moves the orders of these ids that may move, in one transaction, with an audit entry each and the work lists'
 * events; the others are left as they were and reported.
 */
async function moveOrders(ctx: RequestContext, viewer: Viewer, rule: MoveRule, ids: readonly string[], field: string): Promise<MoveOutcome> {
  const now: Timestamp = Date.now();
  const service = ctx.provided(SERVICE_ORDERS);
  return ctx.write(async (scope) => {
    const orders = await service.list(scope.tx, viewer.nodeId, { ids });
    if (orders.length !== ids.length) throw badInput('paraclinical.orderNotFound', field);
    const refused: Refused[] = [];
    const eligible: string[] = [];
    for (const order of orders) {
      const reason = await refusalOf(scope.tx, order, rule);
      if (reason) refused.push({ order, reason });
      else eligible.push(order._id);
    }
    if (eligible.length === 0) return { moved: [], refused };
    const outcome = await service.move(scope.tx, viewer, eligible, rule.from, rule.to, now, field);
    refused.push(...outcome.refused.map((refusal) => ({ order: refusal.order, reason: reasonOfRefusal(ctx.lang, refusal, rule.from) })));
    const moved: ServiceOrder[] = [];
    for (const order of outcome.moved) {
      const list = workListOf(order.MaLoaiDichVu, order.MaNhomDichVu);
      // The tube is labelled when the sample is taken.
      const numbers = rule.move === 'take' && list?.sampled ? await sampleNumbers(scope.tx, service, viewer.nodeId, order, now) : {};
      moved.push(Object.keys(numbers).length > 0 ? await service.record(scope.tx, viewer, order._id, numbers, field) : order);
    }
    await auditOrders(scope, moved.map((after) => ({ before: orders.find((order) => order._id === after._id), after })));
    announce(scope, viewer, moved);
    return { moved, refused };
  });
}

function answer(lang: 'vi' | 'en', outcome: MoveOutcome): CapNhatTrangThai {
  return {
    updated: outcome.moved,
    refused: outcome.refused.map(({ order, reason }) => ({ _id: order._id, SoPhieuYeuCau: order.SoPhieuYeuCau, LyDo: say(lang, reason) })),
  };
}

export async function updateManyDichVuYeuCauState(ctx: RequestContext, args: { ids: unknown; oldState: unknown; newState: unknown }): Promise<CapNhatTrangThai> {
  const { rule, viewer } = ruleOf(ctx, args.oldState, args.newState);
  return answer(ctx.lang, await moveOrders(ctx, viewer, rule, idList(args.ids, 'ids'), 'ids'));
}

/** One order's move: refused with its reason, naming the field it concerns, when it cannot move. */
export async function updateDichVuYeuCauState(ctx: RequestContext, args: { id: unknown; oldState: unknown; newState: unknown }): Promise<ServiceOrder> {
  const { rule, viewer } = ruleOf(ctx, args.oldState, args.newState);
  const [id] = idList([args.id], 'id', 1);
  const outcome = await moveOrders(ctx, viewer, rule, [id!], 'id');
  const [refusal] = outcome.refused;
  if (refusal) throw badInput(refusal.reason.key, refusal.reason.field ?? 'id', refusal.reason.params);
  return outcome.moved[0]!;
}

/** The move for the orders of one request number (the tests of one sample). */
export async function updateDichVuYeuCauStateBySoPhieu(ctx: RequestContext, args: { SoPhieuYeuCau: unknown; oldState: unknown; newState: unknown }): Promise<CapNhatTrangThai> {
  const { rule, viewer } = ruleOf(ctx, args.oldState, args.newState);
  const number = textOf(args.SoPhieuYeuCau, 'SoPhieuYeuCau', 50);
  if (!number) throw badInput('validation.required', 'SoPhieuYeuCau');
  const orders = await ctx.provided(SERVICE_ORDERS).list(ctx.db, viewer.nodeId, { SoPhieuYeuCau: number });
  if (orders.length === 0) throw badInput('paraclinical.orderNotFound', 'SoPhieuYeuCau');
  return answer(ctx.lang, await moveOrders(ctx, viewer, rule, orders.map((order) => order._id), 'SoPhieuYeuCau'));
}

/** Marks orders not yet performed as the patient not coming, or back; only orders of a work list. */
export async function toggleBNKhongDen(ctx: RequestContext, args: { ids: unknown; BNKhongDen: unknown }): Promise<ServiceOrder[]> {
  const viewer = ctx.requirePermission(PARACLINICAL_WRITE);
  const ids = idList(args.ids, 'ids');
  if (typeof args.BNKhongDen !== 'boolean') throw badInput('validation.boolean', 'BNKhongDen');
  const BNKhongDen = args.BNKhongDen;
  const service = ctx.provided(SERVICE_ORDERS);
  return ctx.write(async (scope) => {
    const before = await service.list(scope.tx, viewer.nodeId, { ids });
    if (before.length !== ids.length) throw badInput('paraclinical.orderNotFound', 'ids');
    // An examination's patient not coming is the exam queue's (dismissing the ticket).
    const other = before.find((order) => !workListOf(order.MaLoaiDichVu, order.MaNhomDichVu));
    if (other) throw badInput('paraclinical.notParaclinical', 'ids', { number: other.SoPhieuYeuCau });
    const after = await service.setNoShow(scope.tx, viewer, ids, BNKhongDen, 'ids');
    await auditOrders(scope, after.map((order) => ({ before: before.find((each) => each._id === order._id), after: order })));
    announce(scope, viewer, after);
    return after;
  });
}
