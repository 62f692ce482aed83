// The cashier counter's queue (VienPhi_HangDoi): a visit takes a ticket when it first has something to pay, numbered
// per facility and day, priority patients first; a counter calls the next one, calls one again or dismisses it; the
// ticket ends DaXong when the visit has nothing left to pay. Tickets follow the bills: the handlers below react to
// every committed change of visits, orders, prescriptions and receipts.
import { sql } from 'drizzle-orm';
import type { Timestamp } from '@his/sdk';
import { startOfDay } from '@his/sdk/format';
import {
  allocateNumber, badInput, newId, onEvent, organisationNodes, roomsOfKind, rowsOf,
  type Db, type EventHandlerContext, type RequestContext, type ResolverMap, type Viewer, type WriteScope,
} from '@his/sdk/server';
import { receptionEvents, VISIT_BILLING, type BillingVisit } from '../../reception/contract';
import { examinationEvents } from '../../examination/contract';
import { cashierEvents, type VienPhiChange } from '../contract';
import { CASHIER_COLLECT } from '../rules/permissions';
import { billOfVisit, visitBills, type VienPhiBill } from './bill';
import { amountToCollect, feeState } from './cashier-list';
import { idOf, optionalTextOf, requiredTextOf } from './input';

/** Ticket states: waiting, called, dismissed (did not come), done (nothing left to pay). */
export const TRANG_THAI_HANG_DOI = ['ChoGoi', 'DaGoi', 'BoQua', 'DaXong'] as const;
/** A ticket in these states stands for its visit: no second one is given while it does. */
const LIVE_STATES = ['ChoGoi', 'DaGoi', 'BoQua'];
/** How many visits one event may touch: more is a bulk job, not a counter's queue. */
const MAX_VISITS_PER_EVENT = 200;
const MAX_CODE = 32;

export interface HangDoiRow {
  _id: string;
  node_Id: string;
  TiepNhan_Id: string;
  BenhNhan_Id: string;
  Ngay: Timestamp;
  SoThuTu: number;
  UuTien: boolean;
  TrangThai: string;
  isRecall: boolean;
  codeCounter: string | null;
  ThoiGianGoi: Timestamp | null;
}

const TICKET = sql.raw(`q._id, q."node_Id", q."TiepNhan_Id", q."BenhNhan_Id", q."Ngay"::float8 AS "Ngay", q."SoThuTu", q."UuTien", q."TrangThai", q."isRecall",
  q."codeCounter", q."ThoiGianGoi"::float8 AS "ThoiGianGoi"`);

async function ticketById(db: Db, facilityId: string, id: string, lock = false): Promise<HangDoiRow | null> {
  const [row] = rowsOf<HangDoiRow>(await db.execute(sql`
    SELECT ${TICKET} FROM "VienPhi_HangDoi" q WHERE q._id = ${id} AND q."node_Id" = ${facilityId} ${lock ? sql`FOR UPDATE` : sql``}`));
  return row ?? null;
}

/** The standing ticket of each visit (waiting, called or dismissed), newest first: for the cashier's list and its numbers. */
export async function liveTicketsOfVisits(db: Db, facilityId: string, visitIds: readonly string[], lock = false): Promise<Map<string, HangDoiRow>> {
  if (visitIds.length === 0) return new Map();
  const rows = rowsOf<HangDoiRow>(await db.execute(sql`
    SELECT ${TICKET} FROM "VienPhi_HangDoi" q
    WHERE q."TiepNhan_Id" = ANY(${sql.param([...new Set(visitIds)])}::text[]) AND q."node_Id" = ${facilityId} AND q."TrangThai" = ANY(${sql.param(LIVE_STATES)}::text[])
    ORDER BY q."Ngay" DESC, q."SoThuTu" DESC ${lock ? sql`FOR UPDATE` : sql``}`));
  const byVisit = new Map<string, HangDoiRow>();
  for (const row of rows) if (!byVisit.has(row.TiepNhan_Id)) byVisit.set(row.TiepNhan_Id, row);
  return byVisit;
}

/** Whether the visit has something for the patient to pay at the counter: an open outpatient visit waiting for payment. */
export function owesAtCounter(visit: BillingVisit, bill: VienPhiBill | undefined): boolean {
  return visit.TrangThai === 'DangThucHien' && visit.LoaiTiepNhan === 'NgoaiTru' && bill !== undefined && feeState(bill) === 'ChoThanhToan';
}

/** A ticket as the counter's screen shows it: a row of the cashier's list (VienPhiBenhNhan). */
export function queueRowOf(ticket: HangDoiRow, bill: VienPhiBill) {
  const { visit } = bill;
  return {
    TiepNhan_Id: visit._id,
    BenhNhan_Id: visit.BenhNhan_Id,
    SoThuTu: ticket.SoThuTu,
    idNumbering: ticket._id,
    MaYTe: visit.MaYTe,
    MaTiepNhan: visit.MaTiepNhan,
    TenBenhNhan: visit.TenBenhNhan,
    GioiTinh: visit.GioiTinh,
    NamSinh: visit.NamSinh,
    SoTienCanThu: amountToCollect(bill.totals),
    UuTien: ticket.UuTien,
    TrangThaiVienPhi: feeState(bill),
    TenDoiTuong: visit.TenDoiTuong,
    NgayTiepNhan: visit.NgayTiepNhan,
  };
}

/** Elderly, disabled, pregnant, children (UuTien) and emergencies are called first. */
const isPriority = (visit: BillingVisit) => visit.UuTien || visit.CapCuu;
/** A waiting ticket follows a change of the visit's priority at reception; a called one has been called already. */
const priorityChanged = (ticket: HangDoiRow, visit: BillingVisit) => ticket.TrangThai === 'ChoGoi' && ticket.UuTien !== isPriority(visit);

const announce = (scope: WriteScope, facilityId: string, ticket: HangDoiRow) =>
  scope.emit(cashierEvents.transactionUpdated, { TiepNhan_Id: ticket.TiepNhan_Id, BenhNhan_Id: ticket.BenhNhan_Id }, { idNodes: [facilityId] });

/**
 * Brings the tickets of the visits in line with their bills, each visit locked while it is done: a ticket for a visit
 * that owes and has none standing, DaXong for a standing one of a visit that owes nothing (paid, completed, cancelled).
 * Looks first without writing, so that the many events that change no ticket cost a read. Returns how many changed.
 */
export async function syncQueue(ctx: RequestContext, facilityId: string, visitIds: readonly string[], now: Timestamp): Promise<number> {
  const ids = [...new Set(visitIds)].slice(0, MAX_VISITS_PER_EVENT);
  if (ids.length === 0) return 0;
  const billing = ctx.provided(VISIT_BILLING);
  const visits = await billing.visits(ctx.db, ctx, facilityId, { ids, withCancelled: true });
  const open = visits.filter((visit) => visit.TrangThai === 'DangThucHien' && visit.LoaiTiepNhan === 'NgoaiTru');
  const [bills, tickets] = await Promise.all([visitBills(ctx.db, ctx, facilityId, open, now), liveTicketsOfVisits(ctx.db, facilityId, ids)]);
  const due = visits.filter((visit) => {
    const standing = tickets.get(visit._id);
    return owesAtCounter(visit, bills.get(visit._id)) !== (standing !== undefined) || (standing !== undefined && priorityChanged(standing, visit));
  }).map((visit) => visit._id);
  if (due.length === 0) return 0;
  return ctx.write(async (scope) => {
    let changed = 0;
    for (const visitId of due) {
      // The visit's lock orders this with the receipts and with another handler on the same visit.
      const visit = await billing.lockVisit(scope.tx, ctx, facilityId, visitId);
      if (!visit) continue;
      const owes = owesAtCounter(visit, visit.TrangThai === 'DangThucHien' ? await billOfVisit(scope.tx, ctx, visit, now) : undefined);
      const standing = (await liveTicketsOfVisits(scope.tx, facilityId, [visitId], true)).get(visitId);
      if (owes && !standing) {
        const day = startOfDay(now);
        const SoThuTu = await allocateNumber(scope.tx, `cashier.queue:${facilityId}:${day}`);
        const id = newId();
        await scope.tx.execute(sql`
          INSERT INTO "VienPhi_HangDoi" (_id, "node_Id", "TiepNhan_Id", "BenhNhan_Id", "Ngay", "SoThuTu", "UuTien")
          VALUES (${id}, ${facilityId}, ${visit._id}, ${visit.BenhNhan_Id}, ${day}, ${SoThuTu}, ${isPriority(visit)})`);
        const after = (await ticketById(scope.tx, facilityId, id))!;
        await scope.audit({ action: 'CREATE', entity: 'VienPhi_HangDoi', entityId: id, after });
        announce(scope, facilityId, after);
        changed++;
      } else if (owes && standing && priorityChanged(standing, visit)) {
        await scope.tx.execute(sql`UPDATE "VienPhi_HangDoi" SET "UuTien" = ${isPriority(visit)} WHERE _id = ${standing._id}`);
        const after = (await ticketById(scope.tx, facilityId, standing._id))!;
        await scope.audit({ action: 'UPDATE', entity: 'VienPhi_HangDoi', entityId: standing._id, before: standing, after });
        announce(scope, facilityId, after);
        changed++;
      } else if (!owes && standing) {
        await scope.tx.execute(sql`UPDATE "VienPhi_HangDoi" SET "TrangThai" = 'DaXong' WHERE "TiepNhan_Id" = ${visitId} AND "TrangThai" = ANY(${sql.param(LIVE_STATES)}::text[])`);
        const after = (await ticketById(scope.tx, facilityId, standing._id))!;
        await scope.audit({ action: 'UPDATE', entity: 'VienPhi_HangDoi', entityId: standing._id, before: standing, after });
        announce(scope, facilityId, after);
        changed++;
      }
    }
    return changed;
  });
}

/** The visits an examination event names: its ids are exams or service orders. */
async function visitsOfExamEvent(db: Db, facilityId: string, ids: readonly string[]): Promise<string[]> {
  const wanted = ids.filter((id) => typeof id === 'string' && id.length <= 64).slice(0, MAX_VISITS_PER_EVENT);
  if (wanted.length === 0) return [];
  return rowsOf<{ TiepNhan_Id: string }>(await db.execute(sql`
    SELECT "TiepNhan_Id" FROM "KhamBenh" WHERE _id = ANY(${sql.param(wanted)}::text[]) AND "node_Id" = ${facilityId}
    UNION SELECT "TiepNhan_Id" FROM "DichVuYeuCau" WHERE _id = ANY(${sql.param(wanted)}::text[]) AND "node_Id" = ${facilityId}`)).map((row) => row.TiepNhan_Id);
}

const facilityOfEvent = (ctx: EventHandlerContext) => ctx.viewer?.nodeId ?? null;

const onVisits = (ref: typeof receptionEvents.create) =>
  onEvent(ref, async ({ ids }, ctx) => {
    const facilityId = facilityOfEvent(ctx);
    if (facilityId) await syncQueue(ctx, facilityId, ids, Date.now());
  });

const onExams = (ref: typeof examinationEvents.create) =>
  onEvent(ref, async ({ ids }, ctx) => {
    const facilityId = facilityOfEvent(ctx);
    if (facilityId) await syncQueue(ctx, facilityId, await visitsOfExamEvent(ctx.db, facilityId, ids), Date.now());
  });

// Every change of a visit's money announces transactionUpdated (receipts created and deleted included), so that one
// event is enough. A ticket change announces it too: the second pass finds nothing to change and stops there.
const onFees = (ref: typeof cashierEvents.receiptCreated) =>
  onEvent(ref, async ({ TiepNhan_Id }: VienPhiChange, ctx) => {
    const facilityId = facilityOfEvent(ctx);
    if (facilityId) await syncQueue(ctx, facilityId, [TiepNhan_Id], Date.now());
  });

/** The handlers that keep the queue with the bills (server.ts `on`). */
export const queueHandlers = [
  onVisits(receptionEvents.create), onVisits(receptionEvents.update), onVisits(receptionEvents.delete),
  onExams(examinationEvents.create), onExams(examinationEvents.update), onExams(examinationEvents.delete),
  onFees(cashierEvents.transactionUpdated),
];

function codeOf(value: unknown, field: string, required: boolean): string | null {
  const code = required ? requiredTextOf(value, field, MAX_CODE) : optionalTextOf(value, field, MAX_CODE);
  if (code !== null && !/^[\p{L}\p{N}_.-]+$/u.test(code)) throw badInput('cashier.queue.codeInvalid', field);
  return code;
}

/** The facility's cashier counter (a CASHIER_ROOM) by its code, and the queue codes it serves. */
async function counterOf(db: Db, viewer: Viewer, code: string, queue: string | null): Promise<{ _id: string; code: string }> {
  const counter = (await roomsOfKind(db, viewer.nodeId, 'CASHIER_ROOM')).find((room) => room.code === code);
  if (!counter) throw badInput('cashier.queue.notACounter', 'codeCounter', { code });
  if (queue !== null) {
    const [row] = rowsOf<{ queueCodes: unknown }>(await db.execute(sql`SELECT "queueCodes" FROM ${organisationNodes} WHERE _id = ${counter._id}`));
    const served = Array.isArray(row?.queueCodes) ? (row.queueCodes as unknown[]) : [];
    if (served.length > 0 && !served.includes(queue)) throw badInput('cashier.queue.notServed', 'codeQueue', { queue, code });
  }
  return counter;
}

/** The ticket's row for the screen, read after the change in the same transaction. */
async function rowOfTicket(ctx: RequestContext, tx: Db, ticket: HangDoiRow, now: Timestamp) {
  const [visit] = await ctx.provided(VISIT_BILLING).visits(tx, ctx, ticket.node_Id, { ids: [ticket.TiepNhan_Id], withCancelled: true });
  if (!visit) throw badInput('cashier.visitNotFound', 'idNumbering');
  return queueRowOf(ticket, await billOfVisit(tx, ctx, visit, now));
}

/** The ticket actions (spec §4): the states each starts from and the refusal otherwise. */
const ACTIONS = {
  recall: { from: ['DaGoi', 'BoQua'], refusal: 'cashier.queue.cannotRecall' },
  dismiss: { from: ['ChoGoi', 'DaGoi'], refusal: 'cashier.queue.cannotDismiss' },
} as const;

async function act(ctx: RequestContext, viewer: Viewer, ticketId: string, action: keyof typeof ACTIONS, now: Timestamp, counter: string | null) {
  return ctx.write(async (scope) => {
    const before = await ticketById(scope.tx, viewer.nodeId, ticketId, true);
    if (!before) throw badInput('cashier.queue.notFound', 'idNumbering');
    if (!(ACTIONS[action].from as readonly string[]).includes(before.TrangThai)) throw badInput(ACTIONS[action].refusal, 'idNumbering', { number: before.SoThuTu });
    if (action === 'recall') {
      await scope.tx.execute(sql`UPDATE "VienPhi_HangDoi" SET "TrangThai" = 'DaGoi', "isRecall" = true, "ThoiGianGoi" = ${now} WHERE _id = ${ticketId}`);
    } else {
      await scope.tx.execute(sql`UPDATE "VienPhi_HangDoi" SET "TrangThai" = 'BoQua', "codeCounter" = coalesce(${counter}, "codeCounter") WHERE _id = ${ticketId}`);
    }
    const after = (await ticketById(scope.tx, viewer.nodeId, ticketId))!;
    await scope.audit({ action: 'UPDATE', entity: 'VienPhi_HangDoi', entityId: ticketId, before, after });
    announce(scope, viewer.nodeId, after);
    return { after, row: action === 'recall' ? await rowOfTicket(ctx, scope.tx, after, now) : null };
  });
}

export interface QueueDeps {
  now?: () => Timestamp;
}

export function createQueueResolvers(deps: QueueDeps = {}): ResolverMap {
  const now = deps.now ?? Date.now;
  return {
    Mutation: {
      async callWaitingNumbering_VienPhi(_: unknown, args: { codeCounter: unknown; codeQueue?: unknown }, ctx: RequestContext) {
        const viewer = ctx.requirePermission(CASHIER_COLLECT);
        const code = codeOf(args.codeCounter, 'codeCounter', true)!;
        const queue = codeOf(args.codeQueue, 'codeQueue', false);
        const counter = await counterOf(ctx.db, viewer, code, queue);
        const at = now();
        return ctx.write(async (scope) => {
          // Two counters calling at once each take a different ticket: a locked one is skipped, not waited for.
          const [next] = rowsOf<{ _id: string }>(await scope.tx.execute(sql`
            SELECT _id FROM "VienPhi_HangDoi" WHERE "node_Id" = ${viewer.nodeId} AND "Ngay" = ${startOfDay(at)} AND "TrangThai" = 'ChoGoi'
            ORDER BY "UuTien" DESC, "SoThuTu" LIMIT 1 FOR UPDATE SKIP LOCKED`));
          if (!next) return null;
          const before = (await ticketById(scope.tx, viewer.nodeId, next._id))!;
          await scope.tx.execute(sql`
            UPDATE "VienPhi_HangDoi" SET "TrangThai" = 'DaGoi', "codeCounter" = ${counter.code}, "ThoiGianGoi" = ${at} WHERE _id = ${next._id}`);
          const after = (await ticketById(scope.tx, viewer.nodeId, next._id))!;
          await scope.audit({ action: 'UPDATE', entity: 'VienPhi_HangDoi', entityId: next._id, before, after });
          announce(scope, viewer.nodeId, after);
          return rowOfTicket(ctx, scope.tx, after, at);
        });
      },
      async reCall(_: unknown, args: { idNumbering: unknown }, ctx: RequestContext) {
        const viewer = ctx.requirePermission(CASHIER_COLLECT);
        return (await act(ctx, viewer, idOf(args.idNumbering, 'idNumbering'), 'recall', now(), null)).row;
      },
      async dismissNumbering_VienPhi(_: unknown, args: { idNumbering: unknown; codeQueue: unknown; codeSubQueue: unknown; codeCounter: unknown }, ctx: RequestContext) {
        const viewer = ctx.requirePermission(CASHIER_COLLECT);
        const ticketId = idOf(args.idNumbering, 'idNumbering');
        const queue = codeOf(args.codeQueue, 'codeQueue', true);
        // The sub-queue (priority or not) is the QMS display's; the ticket knows its own priority.
        codeOf(args.codeSubQueue, 'codeSubQueue', true);
        const counter = await counterOf(ctx.db, viewer, codeOf(args.codeCounter, 'codeCounter', true)!, queue);
        await act(ctx, viewer, ticketId, 'dismiss', now(), counter.code);
        return true;
      },
      async dismissNumbering_VienPhiByTiepNhanId(_: unknown, args: { TiepNhan_Id: unknown }, ctx: RequestContext) {
        const viewer = ctx.requirePermission(CASHIER_COLLECT);
        const visitId = idOf(args.TiepNhan_Id, 'TiepNhan_Id');
        const standing = (await liveTicketsOfVisits(ctx.db, viewer.nodeId, [visitId])).get(visitId);
        if (!standing || standing.TrangThai === 'BoQua') throw badInput('cashier.queue.noTicket', 'TiepNhan_Id');
        await act(ctx, viewer, standing._id, 'dismiss', now(), null);
        return true;
      },
    },
  };
}

export const queueResolvers = createQueueResolvers();
