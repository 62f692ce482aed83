// Insurance confirmation of a visit's costs (/xac-nhan-bhyt-ngoai-tru, /danh-sach-xac-nhan-bhyt): the cashier confirms
// an insured visit's costs, which closes the visit to service changes (reception checks TiepNhan.DaXacNhanBHYT on every
// write), or undoes it; and the list of insured visits of the dates with their totals, from the bills (visitBills: a
// fixed number of queries for the whole list, the shares by the money rules), confirmed or not.
import { sql } from 'drizzle-orm';
import type { Dong, Timestamp } from '@his/sdk';
import { badInput, rowsOf, type Db, type RequestContext, type ResolverMap, type Viewer } from '@his/sdk/server';
import { VISIT_BILLING, type BillingVisit } from '../../reception/contract';
import { cashierEvents } from '../contract';
import { CASHIER_INSURANCE_CONFIRM, CASHIER_READ } from '../rules/permissions';
import { billOfVisit, isInsured, visitBills, type VienPhiTongHop } from './bill';
import { idOf, optionalTextOf } from './input';
import { dayRange } from './receipt-reads';

/** The most visits the list shows: a month of a large hospital's insured visits is work for a report, not a screen. */
export const MAX_CONFIRMATION_ROWS = 2_000;
const MAX_SEARCH = 100;

export interface XacNhanBHYTRow {
  TiepNhan_Id: string;
  BenhNhan_Id: string;
  MaTiepNhan: string;
  MaYTe: string;
  TenBenhNhan: string;
  SoTheBHYT: string | null;
  NgayTiepNhan: Timestamp;
  TongTien: Dong;
  BHChiTra: Dong;
  DaXacNhanBHYT: boolean;
  NgayXacNhan: Timestamp | null;
}

async function confirmedAt(db: Db, visitIds: readonly string[]): Promise<Map<string, Timestamp>> {
  if (visitIds.length === 0) return new Map();
  const rows = rowsOf<{ TiepNhan_Id: string; NgayXacNhan: number }>(await db.execute(sql`
    SELECT "TiepNhan_Id", "NgayXacNhan"::float8 AS "NgayXacNhan" FROM "VienPhi_XacNhanBHYT" WHERE "TiepNhan_Id" = ANY(${sql.param([...visitIds])}::text[])`));
  return new Map(rows.map((row) => [row.TiepNhan_Id, Number(row.NgayXacNhan)]));
}

function rowOf(visit: BillingVisit, totals: Pick<VienPhiTongHop, 'TongTien' | 'BHChiTra'>, NgayXacNhan: Timestamp | null): XacNhanBHYTRow {
  return {
    TiepNhan_Id: visit._id,
    BenhNhan_Id: visit.BenhNhan_Id,
    MaTiepNhan: visit.MaTiepNhan,
    MaYTe: visit.MaYTe,
    TenBenhNhan: visit.TenBenhNhan,
    SoTheBHYT: visit.SoTheBHYT,
    NgayTiepNhan: visit.NgayTiepNhan,
    TongTien: totals.TongTien,
    BHChiTra: totals.BHChiTra,
    DaXacNhanBHYT: visit.DaXacNhanBHYT,
    NgayXacNhan: visit.DaXacNhanBHYT ? NgayXacNhan : null,
  };
}

export interface DanhSachXacNhanArgs {
  startDate?: unknown;
  endDate?: unknown;
  DaXacNhanBHYT?: unknown;
  searchString?: unknown;
}

/** Insured visits received over the dates (today by default, a month at most), newest first, with their bills' totals. */
export async function danhSachXacNhanBHYT(ctx: RequestContext, viewer: Viewer, args: DanhSachXacNhanArgs, now: Timestamp): Promise<XacNhanBHYTRow[]> {
  const { from, to } = dayRange(args.startDate, args.endDate, now);
  const confirmed = args.DaXacNhanBHYT;
  if (confirmed !== null && confirmed !== undefined && typeof confirmed !== 'boolean') throw badInput('validation.boolean', 'DaXacNhanBHYT');
  const searchString = optionalTextOf(args.searchString, 'searchString', MAX_SEARCH) ?? undefined;
  const visits = (await ctx.provided(VISIT_BILLING).visits(ctx.db, ctx, viewer.nodeId, { from, to, searchString }))
    .filter((visit) => isInsured(visit) && (typeof confirmed !== 'boolean' || visit.DaXacNhanBHYT === confirmed))
    .slice(0, MAX_CONFIRMATION_ROWS);
  const [bills, dates] = await Promise.all([visitBills(ctx.db, ctx, viewer.nodeId, visits, now), confirmedAt(ctx.db, visits.map((visit) => visit._id))]);
  return visits.map((visit) => rowOf(visit, bills.get(visit._id)!.totals, dates.get(visit._id) ?? null));
}

/** Confirms (or undoes the confirmation of) an insured visit's costs in one transaction, audited and announced. */
export async function setInsuranceConfirmation(ctx: RequestContext, viewer: Viewer, visitArg: unknown, confirm: boolean, now: Timestamp): Promise<XacNhanBHYTRow> {
  const visitId = idOf(visitArg, 'TiepNhan_Id');
  const billing = ctx.provided(VISIT_BILLING);
  return ctx.write(async (scope) => {
    const before = await billing.lockVisit(scope.tx, ctx, viewer.nodeId, visitId);
    if (!before) throw badInput('cashier.visitNotFound', 'TiepNhan_Id');
    const code = { code: before.MaTiepNhan };
    if (confirm) {
      if (before.TrangThai === 'DaHuy') throw badInput('cashier.insurance.visitCancelled', 'TiepNhan_Id', code);
      if (!isInsured(before)) throw badInput('cashier.insurance.notInsured', 'TiepNhan_Id', code);
      if (before.DaXacNhanBHYT) throw badInput('cashier.insurance.alreadyConfirmed', 'TiepNhan_Id', code);
    } else if (!before.DaXacNhanBHYT) {
      throw badInput('cashier.insurance.notConfirmed', 'TiepNhan_Id', code);
    }
    const [previous] = rowsOf<{ NgayXacNhan: number; NguoiXacNhan: string }>(await scope.tx.execute(sql`
      SELECT "NgayXacNhan"::float8 AS "NgayXacNhan", "NguoiXacNhan" FROM "VienPhi_XacNhanBHYT" WHERE "TiepNhan_Id" = ${visitId}`));
    await billing.setFeeState(scope.tx, { nodeId: viewer.nodeId, userId: viewer.userId }, visitId, { DaXacNhanBHYT: confirm });
    if (confirm) {
      await scope.tx.execute(sql`
        INSERT INTO "VienPhi_XacNhanBHYT" ("TiepNhan_Id", "node_Id", "NgayXacNhan", "NguoiXacNhan") VALUES (${visitId}, ${viewer.nodeId}, ${now}, ${viewer.userId})
        ON CONFLICT ("TiepNhan_Id") DO UPDATE SET "NgayXacNhan" = EXCLUDED."NgayXacNhan", "NguoiXacNhan" = EXCLUDED."NguoiXacNhan"`);
    } else {
      await scope.tx.execute(sql`DELETE FROM "VienPhi_XacNhanBHYT" WHERE "TiepNhan_Id" = ${visitId}`);
    }
    const after = (await billing.visits(scope.tx, ctx, viewer.nodeId, { ids: [visitId], withCancelled: true }))[0]!;
    const bill = await billOfVisit(scope.tx, ctx, after, now);
    const row = rowOf(after, bill.totals, confirm ? now : null);
    await scope.audit({
      action: confirm ? 'APPROVED' : 'CANCEL',
      entity: 'XacNhanBHYT',
      entityId: visitId,
      before: { MaTiepNhan: before.MaTiepNhan, DaXacNhanBHYT: before.DaXacNhanBHYT, NgayXacNhan: previous?.NgayXacNhan ?? null, NguoiXacNhan: previous?.NguoiXacNhan ?? null },
      after: { MaTiepNhan: after.MaTiepNhan, DaXacNhanBHYT: after.DaXacNhanBHYT, NgayXacNhan: row.NgayXacNhan, NguoiXacNhan: confirm ? viewer.userId : null, TongTien: row.TongTien, BHChiTra: row.BHChiTra },
    });
    scope.emit(cashierEvents.insuranceConfirmed, { TiepNhan_Id: visitId, BenhNhan_Id: after.BenhNhan_Id }, { idNodes: [viewer.nodeId] });
    return row;
  });
}

export interface InsuranceConfirmationDeps {
  now?: () => Timestamp;
}

export function createInsuranceConfirmationResolvers(deps: InsuranceConfirmationDeps = {}): ResolverMap {
  const now = deps.now ?? Date.now;
  return {
    Query: {
      danhSachXacNhanBHYT: (_: unknown, args: DanhSachXacNhanArgs, ctx: RequestContext) => danhSachXacNhanBHYT(ctx, ctx.requirePermission(CASHIER_READ), args, now()),
    },
    Mutation: {
      xacNhanBHYT: (_: unknown, args: { TiepNhan_Id: unknown }, ctx: RequestContext) =>
        setInsuranceConfirmation(ctx, ctx.requirePermission(CASHIER_INSURANCE_CONFIRM), args.TiepNhan_Id, true, now()),
      huyXacNhanBHYT: (_: unknown, args: { TiepNhan_Id: unknown }, ctx: RequestContext) =>
        setInsuranceConfirmation(ctx, ctx.requirePermission(CASHIER_INSURANCE_CONFIRM), args.TiepNhan_Id, false, now()),
    },
  };
}

export const insuranceConfirmationResolvers = createInsuranceConfirmationResolvers();
