// The data of the cashier's prints, built from what the server stores (getDataPrintBienLais, getDataPrintBangKeChiPhi):
// a receipt as written (its book, number, lines as collected or refunded, method and cashier) and a visit's bill as it
// stands, with the facility and the patient, so a reprint tomorrow shows what the receipt took today.
import { sql } from 'drizzle-orm';
import type { Timestamp } from '@his/sdk';
import { badInput, organisationNodes, rowsOf, type Db, type RequestContext, type ResolverMap } from '@his/sdk/server';
import { VISIT_BILLING, type BillingVisit } from '../../reception/contract';
import { billPrintData, receiptPrintData, type PrintFacility, type PrintLine, type PrintPatient, type PrintVisit } from '../print/receipt-print-data';
import { CASHIER_READ } from '../rules/permissions';
import { vienPhiData } from './cashier-list';
import { idOf, idsOf } from './input';
import { bookById, linesOfReceipts, receiptById } from './receipt-reads';

/** How many receipts print at once. */
export const MAX_PRINTED_RECEIPTS = 50;

async function facilityOf(db: Db, facilityId: string): Promise<PrintFacility> {
  const [row] = rowsOf<{ name: string; address: string | null; phone: string | null; taxCode: string | null }>(await db.execute(sql`
    SELECT name, address, phone, "taxCode" FROM ${organisationNodes} WHERE _id = ${facilityId}`));
  return { name: row?.name ?? '', address: row?.address ?? null, phone: row?.phone ?? null, taxCode: row?.taxCode ?? null };
}

const patientOf = (visit: BillingVisit, row: Record<string, unknown> | null): PrintPatient => ({
  MaYTe: visit.MaYTe,
  TenBenhNhan: visit.TenBenhNhan,
  NamSinh: visit.NamSinh,
  GioiTinh: visit.GioiTinh,
  DiaChi: typeof row?.fullAddress === 'string' ? row.fullAddress : null,
});

const visitOf = (visit: BillingVisit): PrintVisit => ({
  MaTiepNhan: visit.MaTiepNhan,
  NgayTiepNhan: visit.NgayTiepNhan,
  TenDoiTuong: visit.TenDoiTuong,
  SoTheBHYT: visit.SoTheBHYT,
  MucHuong: visit.MucHuong,
  BHYTNgayHieuLuc: visit.BHYTNgayHieuLuc,
  BHYTNgayHetHieuLuc: visit.BHYTNgayHetHieuLuc,
});

export async function receiptsPrintData(ctx: Pick<RequestContext, 'db' | 'provided'>, facilityId: string, rawIds: unknown, isLast: unknown, now: Timestamp): Promise<Record<string, unknown>[]> {
  const asked = idsOf(rawIds, 'BienLai_Ids', MAX_PRINTED_RECEIPTS);
  const receipts = await Promise.all(asked.map(async (id, index) => {
    const receipt = await receiptById(ctx.db, facilityId, id);
    if (!receipt) throw badInput('cashier.receiptNotFound', `BienLai_Ids.${index}`);
    return receipt;
  }));
  const printed = isLast === true ? [...receipts].sort((a, b) => b.NgayBienLai - a.NgayBienLai).slice(0, 1) : receipts;
  if (printed.length === 0) return [];
  const billing = ctx.provided(VISIT_BILLING);
  const [lines, visits, facility] = await Promise.all([
    linesOfReceipts(ctx.db, printed.map((receipt) => receipt._id)),
    billing.visits(ctx.db, ctx, facilityId, { ids: [...new Set(printed.map((receipt) => receipt.TiepNhan_Id))], withCancelled: true }),
    facilityOf(ctx.db, facilityId),
  ]);
  const patients = new Map(await Promise.all([...new Set(printed.map((receipt) => receipt.BenhNhan_Id))].map(async (id) => [id, await billing.patient(ctx.db, facilityId, id)] as const)));
  return Promise.all(printed.map(async (receipt) => {
    const visit = visits.find((each) => each._id === receipt.TiepNhan_Id);
    const book = await bookById(ctx.db, facilityId, receipt.QuyenBienLai_Id);
    if (!visit || !book) throw badInput('cashier.receiptNotFound', 'BienLai_Ids');
    const printedLines: PrintLine[] = lines.get(receipt._id) ?? [];
    return receiptPrintData({
      ...receipt,
      KyHieu: book.KyHieu,
      Series: book.Series,
      patient: patientOf(visit, patients.get(receipt.BenhNhan_Id) ?? null),
      visit: visitOf(visit),
      lines: printedLines,
    }, facility, now);
  }));
}

export async function billDetailPrintData(ctx: Pick<RequestContext, 'db' | 'provided'>, facilityId: string, rawVisitId: unknown, now: Timestamp): Promise<Record<string, unknown>> {
  const data = await vienPhiData(ctx, facilityId, idOf(rawVisitId, 'TiepNhan_Id'), now);
  const facility = await facilityOf(ctx.db, facilityId);
  return billPrintData({ patient: patientOf(data.TiepNhan, data.BenhNhan), visit: visitOf(data.TiepNhan), lines: data.ChiTiets, totals: data.TongHop }, facility, now);
}

export const printDataResolvers: ResolverMap = {
  Query: {
    getDataPrintBienLais: (_: unknown, args: { BienLai_Ids: unknown; isLast?: unknown }, ctx: RequestContext) =>
      receiptsPrintData(ctx, ctx.requirePermission(CASHIER_READ).nodeId, args.BienLai_Ids, args.isLast, Date.now()),
    getDataPrintBangKeChiPhi: (_: unknown, args: { TiepNhan_Id: unknown }, ctx: RequestContext) =>
      billDetailPrintData(ctx, ctx.requirePermission(CASHIER_READ).nodeId, args.TiepNhan_Id, Date.now()),
  },
};
