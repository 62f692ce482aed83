// What the cashier does to a visit besides taking money: completing its fees and undoing it, removing unpaid services,
// changing its patient group after the eligibility check, exemptions on lines, and cancelling a prescription's payment
// request. Each write locks the visit first, refuses a visit that takes no change, and records its audit entry.
import { sql } from 'drizzle-orm';
import type { Language, Timestamp } from '@his/sdk';
import { badInput, rowsOf, type Db, type RequestContext, type Viewer, type WriteScope } from '@his/sdk/server';
import { PRESCRIPTION_BILLING, type PaymentRequestKind } from '../../examination/contract';
import { receptionEvents, SERVICE_ORDERS, VISIT_BILLING, type BillingVisit, type VisitGroupChange } from '../../reception/contract';
import { checkDiscount } from '../rules/insurance-share';
import { cashierEvents } from '../contract';
import { advanceHeld, billOfVisit, visitBill } from './bill';
import { idOf, idsOf, MAX_LINES, messageOf, optionalAmountOf, optionalTimeOf, requiredTextOf } from './input';
import { changeOf, lockedVisit, refuseClosedVisit } from './receipts';

/** The visit's money moved or its bill changed: the cashier screens and reception's lists refresh. */
function announceVisit(scope: WriteScope, viewer: Viewer, visit: Pick<BillingVisit, '_id' | 'BenhNhan_Id'>, visitChanged: boolean): void {
  scope.emit(cashierEvents.transactionUpdated, changeOf(visit), { idNodes: [viewer.nodeId] });
  if (visitChanged) scope.emit(receptionEvents.update, { ids: [visit._id], BenhNhan_Ids: [visit.BenhNhan_Id] }, { idNodes: [viewer.nodeId] });
}

const feeFields = (visit: BillingVisit) => ({ TrangThai: visit.TrangThai, NgayThanhToan: visit.NgayThanhToan ?? null });

export async function hoanTat(ctx: RequestContext, viewer: Viewer, args: { TiepNhan_Id: unknown; dateFinal?: unknown; ngayDangKy?: unknown; ngayThanhToan?: unknown }, now: Timestamp = Date.now()): Promise<string> {
  const visitId = idOf(args.TiepNhan_Id, 'TiepNhan_Id');
  const paidOn = optionalTimeOf(args.ngayThanhToan, 'ngayThanhToan') ?? optionalTimeOf(args.dateFinal, 'dateFinal') ?? now;
  optionalTimeOf(args.ngayDangKy, 'ngayDangKy');
  return ctx.write(async (scope) => {
    const visit = await lockedVisit(scope.tx, ctx, viewer.nodeId, visitId, 'TiepNhan_Id');
    if (visit.TrangThai === 'DaHuy') throw badInput('cashier.visitCancelled', 'TiepNhan_Id', { code: visit.MaTiepNhan });
    if (visit.TrangThai === 'HoanTat') throw badInput('cashier.visitCompleted', 'TiepNhan_Id', { code: visit.MaTiepNhan });
    const bill = await billOfVisit(scope.tx, ctx, visit, now);
    if (bill.totals.ConLai > 0) throw badInput('cashier.leftToCollect', 'TiepNhan_Id', { amount: bill.totals.ConLai });
    const held = advanceHeld(bill.movements);
    if (held !== 0) throw badInput('cashier.advanceNotSettled', 'TiepNhan_Id', { amount: held });
    await ctx.provided(VISIT_BILLING).setFeeState(scope.tx, viewer, visit._id, { TrangThai: 'HoanTat', NgayThanhToan: paidOn });
    await scope.audit({ action: 'APPROVED', entity: 'TiepNhan', entityId: visit._id, before: feeFields(visit), after: { TrangThai: 'HoanTat', NgayThanhToan: paidOn } });
    announceVisit(scope, viewer, visit, true);
    return visit._id;
  });
}

export async function huyHoanTat(ctx: RequestContext, viewer: Viewer, rawVisit: unknown): Promise<string> {
  const visitId = idOf(rawVisit, 'tiepNhanId');
  return ctx.write(async (scope) => {
    const visit = await lockedVisit(scope.tx, ctx, viewer.nodeId, visitId, 'tiepNhanId');
    if (visit.TrangThai !== 'HoanTat') throw badInput('cashier.visitNotCompleted', 'tiepNhanId', { code: visit.MaTiepNhan });
    // The insurance confirmation is undone first: it was given for a completed bill.
    if (visit.DaXacNhanBHYT) throw badInput('cashier.visitConfirmed', 'tiepNhanId', { code: visit.MaTiepNhan });
    await ctx.provided(VISIT_BILLING).setFeeState(scope.tx, viewer, visit._id, { TrangThai: 'DangThucHien', NgayThanhToan: null });
    await scope.audit({ action: 'CANCEL', entity: 'TiepNhan', entityId: visit._id, before: feeFields(visit), after: { TrangThai: 'DangThucHien', NgayThanhToan: null } });
    announceVisit(scope, viewer, visit, true);
    return visit._id;
  });
}

/** Removes unpaid service lines: reception refuses a paid (collected) or performed one, and a visit that takes no change. */
export async function xoaDichVu(ctx: RequestContext, viewer: Viewer, rawIds: unknown): Promise<boolean> {
  const lineIds = idsOf(rawIds, 'dichvuIds');
  return ctx.write(async (scope) => {
    const { tx } = scope;
    const orders = await ctx.provided(SERVICE_ORDERS).removeLines(tx, viewer, lineIds, 'dichvuIds');
    const visit = await lockedVisit(tx, ctx, viewer.nodeId, orders[0]!.TiepNhan_Id, 'dichvuIds');
    refuseClosedVisit(visit, 'dichvuIds');
    await scope.audit(orders.map((order) => ({
      action: 'DELETE' as const, entity: 'DichVuYeuCau', entityId: order._id,
      before: { SoPhieuYeuCau: order.SoPhieuYeuCau, ChiTiets: order.ChiTiets.filter((line) => lineIds.includes(line._id)) },
    })));
    await tx.execute(sql`DELETE FROM "VienPhi_MienGiam" WHERE "Nguon" = 'DichVu' AND "Nguon_Id" = ANY(${sql.param(lineIds)}::text[])`);
    announceVisit(scope, viewer, visit, true);
    return true;
  });
}

/** Why the visit's patient group may not change, or null: closed, confirmed, or a line already collected. */
async function groupChangeRefusal(db: Db, visit: BillingVisit): Promise<{ key: string; params: Record<string, string> } | null> {
  const code = visit.MaTiepNhan;
  if (visit.TrangThai === 'DaHuy') return { key: 'cashier.visitCancelled', params: { code } };
  if (visit.TrangThai === 'HoanTat') return { key: 'cashier.visitCompleted', params: { code } };
  if (visit.DaXacNhanBHYT) return { key: 'cashier.visitConfirmed', params: { code } };
  const [collected] = rowsOf<{ TenDichVu: string }>(await db.execute(sql`
    SELECT "TenDichVu" FROM "VienPhi_ChiTiet" WHERE "TiepNhan_Id" = ${visit._id} AND "TrangThai" = 'HieuLuc' LIMIT 1`));
  if (collected) return { key: 'cashier.groupChange.collected', params: { code, name: collected.TenDichVu } };
  return null;
}

export async function checkGroupChange(ctx: RequestContext, facilityId: string, rawVisit: unknown, lang: Language): Promise<{ eligible: boolean; message: string | null }> {
  const visitId = idOf(rawVisit, 'idTiepNhan');
  const [visit] = await ctx.provided(VISIT_BILLING).visits(ctx.db, ctx, facilityId, { ids: [visitId], withCancelled: true });
  if (!visit) throw badInput('cashier.visitNotFound', 'idTiepNhan');
  const refusal = await groupChangeRefusal(ctx.db, visit);
  return refusal ? { eligible: false, message: messageOf(lang, refusal.key, refusal.params) } : { eligible: true, message: null };
}

export async function chuyenDoiDoiTuong(ctx: RequestContext, viewer: Viewer, rawVisit: unknown, input: Record<string, unknown> | null | undefined, now: Timestamp = Date.now()): Promise<string> {
  const visitId = idOf(rawVisit, 'TiepNhan_Id');
  const raw = input ?? {};
  const change: VisitGroupChange = { DoiTuong_Id: idOf(raw.DoiTuong_Id, 'DoiTuong_Id') };
  // Reception reads each field as its form does; only what was sent changes.
  for (const key of ['SoTheBHYT', 'BHYTNgayHieuLuc', 'BHYTNgayHetHieuLuc', 'BenhVien_KCB', 'TuyenKCB', 'NgayDu5Nam', 'MienCungChiTra', 'NgayMienCungChiTra'] as const) {
    if (key in raw) (change as unknown as Record<string, unknown>)[key] = raw[key];
  }
  return ctx.write(async (scope) => {
    const visit = await lockedVisit(scope.tx, ctx, viewer.nodeId, visitId, 'TiepNhan_Id');
    const refusal = await groupChangeRefusal(scope.tx, visit);
    if (refusal) throw badInput(refusal.key, 'TiepNhan_Id', refusal.params);
    const after = await ctx.provided(VISIT_BILLING).changeGroup(scope.tx, ctx, viewer, visit._id, change, now);
    const fields = (row: BillingVisit) => ({
      DoiTuong_Id: row.DoiTuong_Id, SoTheBHYT: row.SoTheBHYT, BHYTNgayHieuLuc: row.BHYTNgayHieuLuc, BHYTNgayHetHieuLuc: row.BHYTNgayHetHieuLuc,
      BenhVien_KCB: row.BenhVien_KCB, TuyenKCB: row.TuyenKCB, NgayDu5Nam: row.NgayDu5Nam, MienCungChiTra: row.MienCungChiTra, NgayMienCungChiTra: row.NgayMienCungChiTra,
    });
    await scope.audit({ action: 'UPDATE', entity: 'TiepNhan', entityId: visit._id, before: fields(visit), after: fields(after) });
    announceVisit(scope, viewer, visit, true);
    return visit._id;
  });
}

export async function mienGiam(ctx: RequestContext, viewer: Viewer, rawVisit: unknown, rawLines: unknown, rawReason: unknown, now: Timestamp = Date.now()): Promise<string> {
  const visitId = idOf(rawVisit, 'TiepNhan_Id');
  const reason = requiredTextOf(rawReason, 'LyDo');
  if (!Array.isArray(rawLines) || rawLines.length === 0) throw badInput('validation.required', 'lines');
  if (rawLines.length > MAX_LINES) throw badInput('validation.maxItems', 'lines', { max: MAX_LINES });
  const lines = rawLines.map((raw: Record<string, unknown> | null, index) => {
    const field = `lines.${index}`;
    const percent = raw?.PhanTramGiamGia;
    if (percent !== null && percent !== undefined && (typeof percent !== 'number' || !Number.isFinite(percent))) throw badInput('validation.number', `${field}.PhanTramGiamGia`);
    return {
      id: idOf(raw?.ChiTiet_Id, `${field}.ChiTiet_Id`),
      PhanTramGiamGia: (percent as number | null | undefined) ?? 0,
      SoTienGiamGia: optionalAmountOf(raw?.SoTienGiamGia, `${field}.SoTienGiamGia`) ?? 0,
    };
  });
  const duplicate = lines.findIndex((line, index) => lines.findIndex((other) => other.id === line.id) !== index);
  if (duplicate >= 0) throw badInput('cashier.duplicateId', `lines.${duplicate}.ChiTiet_Id`);
  return ctx.write(async (scope) => {
    const { tx } = scope;
    const visit = await lockedVisit(tx, ctx, viewer.nodeId, visitId, 'TiepNhan_Id');
    refuseClosedVisit(visit, 'TiepNhan_Id');
    const bill = await billOfVisit(tx, ctx, visit, now);
    const entries = [];
    for (const [index, wanted] of lines.entries()) {
      const field = `lines.${index}`;
      const line = bill.lines.find((each) => each._id === wanted.id);
      if (!line) throw badInput('cashier.lineNotOnBill', `${field}.ChiTiet_Id`);
      if (line.DaThuTien) throw badInput('cashier.lineCollected', `${field}.ChiTiet_Id`, { name: line.TenDichVu });
      const problem = checkDiscount({ PhanTramGiamGia: wanted.PhanTramGiamGia, SoTienGiamGia: wanted.SoTienGiamGia }, line.ThanhTien, line.BenhNhanTT);
      if (problem) throw badInput(problem.key, `${field}.${problem.field}`, problem.params);
      const before = { PhanTramGiamGia: line.PhanTramGiamGia, SoTienGiamGia: line.SoTienGiamGia };
      if (wanted.PhanTramGiamGia === 0 && wanted.SoTienGiamGia === 0) {
        await tx.execute(sql`DELETE FROM "VienPhi_MienGiam" WHERE "Nguon" = ${line.Nguon} AND "Nguon_Id" = ${line._id}`);
      } else {
        await tx.execute(sql`
          INSERT INTO "VienPhi_MienGiam" ("Nguon", "Nguon_Id", "node_Id", "TiepNhan_Id", "PhanTramGiamGia", "SoTienGiamGia", "LyDo", "updatedBy")
          VALUES (${line.Nguon}, ${line._id}, ${viewer.nodeId}, ${visit._id}, ${wanted.PhanTramGiamGia}, ${wanted.SoTienGiamGia}, ${reason}, ${viewer.userId})
          ON CONFLICT ("Nguon", "Nguon_Id") DO UPDATE SET "PhanTramGiamGia" = EXCLUDED."PhanTramGiamGia", "SoTienGiamGia" = EXCLUDED."SoTienGiamGia",
            "LyDo" = EXCLUDED."LyDo", "updatedBy" = EXCLUDED."updatedBy", "updatedAt" = now()`);
      }
      entries.push({ action: 'UPDATE' as const, entity: 'VienPhi_MienGiam', entityId: line._id, before, after: { PhanTramGiamGia: wanted.PhanTramGiamGia, SoTienGiamGia: wanted.SoTienGiamGia, LyDo: reason, TenDichVu: line.TenDichVu } });
    }
    await scope.audit(entries);
    announceVisit(scope, viewer, visit, false);
    return visit._id;
  });
}

/** Whether the visit holds no advance: every advance refunded or used by payments. */
export async function checkDaHoanUng(ctx: RequestContext, facilityId: string, rawVisit: unknown): Promise<boolean> {
  const bill = await visitBill(ctx.db, ctx, facilityId, idOf(rawVisit, 'TiepNhan_Id'), Date.now());
  return advanceHeld(bill.movements) === 0;
}

export async function huyYeuCauThanhToan(ctx: RequestContext, viewer: Viewer, rawPrescription: unknown, kind: PaymentRequestKind): Promise<boolean> {
  const prescriptionId = idOf(rawPrescription, 'ToaThuoc_Id');
  return ctx.write(async (scope) => {
    const { tx } = scope;
    const { before, after } = await ctx.provided(PRESCRIPTION_BILLING).cancelPaymentRequest(tx, viewer, prescriptionId, kind, 'ToaThuoc_Id');
    const visit = await lockedVisit(tx, ctx, viewer.nodeId, String(before.TiepNhan_Id), 'ToaThuoc_Id');
    refuseClosedVisit(visit, 'ToaThuoc_Id');
    await scope.audit({ action: 'CANCEL', entity: 'KhamBenhToaThuoc', entityId: prescriptionId, before, after });
    announceVisit(scope, viewer, visit, false);
    return true;
  });
}
