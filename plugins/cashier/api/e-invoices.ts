// E-invoices of receipts (spec §7 E-invoice): issue one for a collected payment receipt through the configured provider
// (never two standing for one receipt: the partial unique index has the last word), issue many at once, print one by
// its lookup code, cancel one with a reason, and find the one of a receipt.
import { sql } from 'drizzle-orm';
import type { Dong, Timestamp } from '@his/sdk';
import { moneyInWords } from '@his/sdk/format';
import { badInput, newId, organisationNodes, rowsOf, violatedUniqueConstraint, type Db, type RequestContext, type ResolverMap, type Viewer } from '@his/sdk/server';
import { CASHIER_EINVOICE, CASHIER_READ } from '../rules/permissions';
import { cashierEvents } from '../contract';
import { VAT_EXEMPT, type EInvoiceDraft, type EInvoiceLine, type EInvoiceProvider, type StoredEInvoice } from '../server/e-invoice/provider';
import { chooseEInvoiceProvider, readEInvoiceConfig, type EInvoiceConfig, type EInvoiceDeps } from '../server/e-invoice/settings';
import { createLocalEInvoiceProvider, LOCAL_PROVIDER_NAME } from '../server/e-invoice/local-provider';
import { idOf, idsOf, requiredTextOf } from './input';

/** How many receipts guiHoaDonDienTus takes in one call. */
export const MAX_INVOICES_AT_ONCE = 50;
const MAX_REASON = 500;

/** An invoice as the API returns it (HoaDonDienTu). */
export interface HoaDonDienTuRow {
  _id: string;
  BienLai_Id: string;
  MaHoaDon: string;
  Pattern: string;
  Serial: string;
  SoHoaDon: number;
  NgayHoaDon: Timestamp;
  GiaTriHoaDon: Dong;
  TrangThai: string;
  NhaCungCap: string;
  LyDoHuy: string | null;
  NgayHuy: Timestamp | null;
}

const COLUMNS = sql.raw(`h._id, h."BienLai_Id", h."MaHoaDon", h."Pattern", h."Serial", h."SoHoaDon", h."NgayHoaDon"::float8 AS "NgayHoaDon",
  h."GiaTriHoaDon"::float8 AS "GiaTriHoaDon", h."TrangThai", h."NhaCungCap", h."LyDoHuy", h."NgayHuy"::float8 AS "NgayHuy"`);

async function invoiceByCode(db: Db, facilityId: string, code: string, lock = false): Promise<(HoaDonDienTuRow & { NoiDung: EInvoiceDraft }) | null> {
  const [row] = rowsOf<HoaDonDienTuRow & { NoiDung: EInvoiceDraft }>(await db.execute(sql`
    SELECT ${COLUMNS}, h."NoiDung" FROM "HoaDonDienTu" h WHERE h."MaHoaDon" = ${code} AND h."node_Id" = ${facilityId} ${lock ? sql`FOR UPDATE` : sql``}`));
  return row ?? null;
}

/** The standing invoice of each receipt, else its latest cancelled one: for BienLai.eBill and getHddtByBienLaiId. */
export async function invoicesOfReceipts(db: Db, facilityId: string, receiptIds: readonly string[]): Promise<Map<string, HoaDonDienTuRow>> {
  if (receiptIds.length === 0) return new Map();
  const rows = rowsOf<HoaDonDienTuRow>(await db.execute(sql`
    SELECT DISTINCT ON (h."BienLai_Id") ${COLUMNS} FROM "HoaDonDienTu" h
    WHERE h."BienLai_Id" = ANY(${sql.param([...new Set(receiptIds)])}::text[]) AND h."node_Id" = ${facilityId}
    ORDER BY h."BienLai_Id", (h."TrangThai" = 'DaPhatHanh') DESC, h."createdAt" DESC, h._id DESC`));
  return new Map(rows.map((row) => [row.BienLai_Id, row]));
}

const stored = (row: HoaDonDienTuRow & { NoiDung: EInvoiceDraft }): StoredEInvoice => ({
  MaHoaDon: row.MaHoaDon, Pattern: row.Pattern, Serial: row.Serial, SoHoaDon: row.SoHoaDon, NgayHoaDon: row.NgayHoaDon,
  TrangThai: row.TrangThai, LyDoHuy: row.LyDoHuy, NgayHuy: row.NgayHuy, draft: row.NoiDung,
});

interface ReceiptRow {
  _id: string;
  MaBienLai: string;
  LoaiBienLai: string;
  TrangThai: string;
  TiepNhan_Id: string;
  BenhNhan_Id: string;
  HinhThucThanhToan_Id: string | null;
}

interface LineRow {
  TenDichVu: string;
  SoLuong: string | number;
  BenhNhanTTSauGiamGia: string | number;
}

/**
 * What the patient paid for a line, as an invoice line: per unit when the amount divides by a whole quantity, else the
 * line as one item naming its quantity, so that quantity × unit price is always the amount the vendor checks.
 */
export function invoiceLineOf(name: string, quantity: number, amount: Dong): EInvoiceLine {
  if (Number.isInteger(quantity) && quantity > 0 && amount % quantity === 0) {
    return { name, unit: null, quantity, unitPrice: amount / quantity, amount, vatRate: VAT_EXEMPT };
  }
  return { name: `${name} (${quantity})`, unit: null, quantity: 1, unitPrice: amount, amount, vatRate: VAT_EXEMPT };
}

/** The invoice of a locked, collected payment receipt: the facility sells, the patient buys, what they paid are the lines. */
async function draftOf(tx: Db, viewer: Viewer, receipt: ReceiptRow, issuedAt: Timestamp, field: string): Promise<EInvoiceDraft> {
  const lines = rowsOf<LineRow>(await tx.execute(sql`
    SELECT c."TenDichVu", c."SoLuong", c."BenhNhanTTSauGiamGia" FROM "VienPhi_ChiTiet" c JOIN "VienPhi_GiaoDich" g ON g._id = c."GiaoDich_Id"
    WHERE g."BienLai_Id" = ${receipt._id} AND NOT g."DaHuy" AND c."TrangThai" = 'HieuLuc'
    ORDER BY c."IsKhamBenh" DESC, c."NhomDichVu", c."TenDichVu", c._id`))
    .map((line) => ({ name: line.TenDichVu, quantity: Number(line.SoLuong), amount: Number(line.BenhNhanTTSauGiamGia) }))
    // A line insurance paid in full cost the patient nothing: it is not sold to them.
    .filter((line) => line.amount > 0)
    .map((line) => invoiceLineOf(line.name, line.quantity, line.amount));
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  if (total <= 0) throw badInput('cashier.einvoice.nothingToInvoice', field, { code: receipt.MaBienLai });
  const [seller] = rowsOf<{ name: string; taxCode: string | null; address: string | null; phone: string | null }>(await tx.execute(sql`
    SELECT name, "taxCode", address, phone FROM ${organisationNodes} WHERE _id = ${viewer.nodeId}`));
  const [buyer] = rowsOf<{ MaYTe: string; TenBenhNhan: string; TenTrenHoaDon: string | null; MaSoThue: string | null; fullAddress: string | null; SoDienThoai: string | null }>(await tx.execute(sql`
    SELECT "MaYTe", "TenBenhNhan", "TenTrenHoaDon", "MaSoThue", "fullAddress", "SoDienThoai" FROM "BenhNhan" WHERE _id = ${receipt.BenhNhan_Id}`));
  const [method] = receipt.HinhThucThanhToan_Id
    ? rowsOf<{ TenHinhThucThanhToan: string }>(await tx.execute(sql`SELECT "TenHinhThucThanhToan" FROM "DM_HinhThucThanhToan" WHERE _id = ${receipt.HinhThucThanhToan_Id}`))
    : [];
  return {
    receiptId: receipt._id,
    receiptCode: receipt.MaBienLai,
    facilityId: viewer.nodeId,
    issuedAt,
    seller: { name: seller?.name ?? '', taxCode: seller?.taxCode ?? null, address: seller?.address ?? null, phone: seller?.phone ?? null },
    buyer: {
      code: buyer?.MaYTe ?? '',
      name: buyer?.TenTrenHoaDon?.trim() || buyer?.TenBenhNhan || '',
      taxCode: buyer?.MaSoThue?.trim() || null,
      address: buyer?.fullAddress ?? null,
      phone: buyer?.SoDienThoai ?? null,
    },
    lines,
    total,
    totalInWords: moneyInWords(total),
    paymentMethod: method?.TenHinhThucThanhToan ?? null,
  };
}

/** Issues the invoice of one receipt inside the caller's transaction; the caller audits and publishes. */
async function issueOne(tx: Db, viewer: Viewer, provider: EInvoiceProvider, receiptId: string, issuedAt: Timestamp, field: string): Promise<{ invoice: HoaDonDienTuRow; receipt: ReceiptRow }> {
  const [receipt] = rowsOf<ReceiptRow>(await tx.execute(sql`
    SELECT _id, "MaBienLai", "LoaiBienLai", "TrangThai", "TiepNhan_Id", "BenhNhan_Id", "HinhThucThanhToan_Id" FROM "BienLai"
    WHERE _id = ${receiptId} AND "node_Id" = ${viewer.nodeId} FOR UPDATE`));
  if (!receipt) throw badInput('cashier.einvoice.receiptNotFound', field);
  if (receipt.TrangThai === 'DaHuy') throw badInput('cashier.einvoice.receiptDeleted', field, { code: receipt.MaBienLai });
  // An advance is no sale yet and a refund gives money back: only what a payment receipt collected is invoiced.
  if (receipt.LoaiBienLai !== 'ThuTien') throw badInput('cashier.einvoice.notAPayment', field, { code: receipt.MaBienLai });
  if (receipt.TrangThai === 'ChuaThuTien') throw badInput('cashier.einvoice.receiptNotCollected', field, { code: receipt.MaBienLai });
  const [standing] = rowsOf<{ MaHoaDon: string }>(await tx.execute(sql`
    SELECT "MaHoaDon" FROM "HoaDonDienTu" WHERE "BienLai_Id" = ${receipt._id} AND "TrangThai" = 'DaPhatHanh'`));
  if (standing) throw badInput('cashier.einvoice.alreadyIssued', field, { code: receipt.MaBienLai, invoice: standing.MaHoaDon });
  const draft = await draftOf(tx, viewer, receipt, issuedAt, field);
  const issued = await provider.issue(draft, tx);
  const id = newId();
  try {
    await tx.execute(sql`
      INSERT INTO "HoaDonDienTu" (_id, "node_Id", "BienLai_Id", "NhaCungCap", "MaHoaDon", "Pattern", "Serial", "SoHoaDon", "NgayHoaDon", "GiaTriHoaDon", "TrangThai", "NoiDung", "createdBy")
      VALUES (${id}, ${viewer.nodeId}, ${receipt._id}, ${provider.name}, ${issued.MaHoaDon}, ${issued.Pattern}, ${issued.Serial}, ${issued.SoHoaDon}, ${issued.NgayHoaDon},
        ${draft.total}, 'DaPhatHanh', ${JSON.stringify(draft)}::jsonb, ${viewer.userId})`);
  } catch (error) {
    // The index is the last word on "one standing invoice per receipt": whatever got past the check above ends here,
    // and the whole transaction (the number taken included) rolls back with the message.
    const constraint = violatedUniqueConstraint(error);
    if (constraint === 'HoaDonDienTu_issued_key') throw badInput('cashier.einvoice.alreadyIssued', field, { code: receipt.MaBienLai, invoice: '' });
    if (constraint === 'HoaDonDienTu_MaHoaDon_key') throw badInput('cashier.einvoice.codeTaken', field, { invoice: issued.MaHoaDon });
    throw error;
  }
  const [invoice] = rowsOf<HoaDonDienTuRow>(await tx.execute(sql`SELECT ${COLUMNS} FROM "HoaDonDienTu" h WHERE h._id = ${id}`));
  return { invoice: invoice!, receipt };
}

export interface EInvoiceApiDeps extends EInvoiceDeps {
  now?: () => Timestamp;
  readConfig?: (ctx: RequestContext) => Promise<EInvoiceConfig>;
}

/** The resolvers, with the clock, the transports and the settings reader replaceable by tests. */
export function createEInvoiceResolvers(deps: EInvoiceApiDeps = {}): ResolverMap {
  const now = deps.now ?? Date.now;
  const readConfig = deps.readConfig ?? readEInvoiceConfig;
  const providerNow = async (ctx: RequestContext) => chooseEInvoiceProvider(await readConfig(ctx), deps);
  /** The provider of an invoice already issued: the local one for its own, the configured vendor for the others. */
  const providerOf = async (ctx: RequestContext, NhaCungCap: string): Promise<EInvoiceProvider> =>
    NhaCungCap === LOCAL_PROVIDER_NAME ? createLocalEInvoiceProvider({ pattern: null, serial: null }, deps.local) : providerNow(ctx);

  async function issue(ctx: RequestContext, viewer: Viewer, receiptIds: readonly string[], field: (index: number) => string): Promise<HoaDonDienTuRow[]> {
    const provider = await providerNow(ctx);
    return ctx.write(async (scope) => {
      const issued: HoaDonDienTuRow[] = [];
      for (const [index, receiptId] of receiptIds.entries()) {
        const { invoice, receipt } = await issueOne(scope.tx, viewer, provider, receiptId, now(), field(index));
        await scope.audit({ action: 'CREATE', entity: 'HoaDonDienTu', entityId: invoice._id, after: invoice });
        scope.emit(cashierEvents.transactionUpdated, { TiepNhan_Id: receipt.TiepNhan_Id, BenhNhan_Id: receipt.BenhNhan_Id, BienLai_Id: receipt._id }, { idNodes: [viewer.nodeId] });
        issued.push(invoice);
      }
      return issued;
    });
  }

  return {
    Query: {
      async getHddtByBienLaiId(_: unknown, args: { _id: unknown }, ctx: RequestContext) {
        const viewer = ctx.requirePermission(CASHIER_READ);
        const receiptId = idOf(args._id, 'BienLai_Id');
        return (await invoicesOfReceipts(ctx.db, viewer.nodeId, [receiptId])).get(receiptId) ?? null;
      },
      async inHoaDonDienTu(_: unknown, args: { MaHoaDon: unknown }, ctx: RequestContext) {
        const viewer = ctx.requirePermission(CASHIER_READ);
        const code = requiredTextOf(args.MaHoaDon, 'MaHoaDon', 64);
        const row = await invoiceByCode(ctx.db, viewer.nodeId, code);
        if (!row) throw badInput('cashier.einvoice.notFound', 'MaHoaDon', { invoice: code });
        const provider = await providerOf(ctx, row.NhaCungCap);
        return { MaHoaDon: row.MaHoaDon, html: await provider.render(stored(row)) };
      },
    },
    Mutation: {
      async guiHoaDonDienTu(_: unknown, args: { BienLai_Id: unknown }, ctx: RequestContext) {
        const viewer = ctx.requirePermission(CASHIER_EINVOICE);
        const receiptId = idOf(args.BienLai_Id, 'BienLai_Id');
        return (await issue(ctx, viewer, [receiptId], () => 'BienLai_Id'))[0];
      },
      async guiHoaDonDienTus(_: unknown, args: { BienLai_Ids: unknown }, ctx: RequestContext) {
        const viewer = ctx.requirePermission(CASHIER_EINVOICE);
        const receiptIds = idsOf(args.BienLai_Ids, 'BienLai_Ids', MAX_INVOICES_AT_ONCE);
        return issue(ctx, viewer, receiptIds, (index) => `BienLai_Ids.${index}`);
      },
      async xoaHoaDonDienTu(_: unknown, args: { MaHoaDon: unknown; LyDo: unknown }, ctx: RequestContext) {
        const viewer = ctx.requirePermission(CASHIER_EINVOICE);
        const code = requiredTextOf(args.MaHoaDon, 'MaHoaDon', 64);
        const reason = requiredTextOf(args.LyDo, 'LyDo', MAX_REASON);
        const cancelledAt = now();
        // The provider is chosen before the transaction: its settings are read on the request's handle, which on an
        // embedded database waits for the transaction's one connection.
        const found = await invoiceByCode(ctx.db, viewer.nodeId, code);
        if (!found) throw badInput('cashier.einvoice.notFound', 'MaHoaDon', { invoice: code });
        const provider = await providerOf(ctx, found.NhaCungCap);
        return ctx.write(async (scope) => {
          const before = await invoiceByCode(scope.tx, viewer.nodeId, code, true);
          if (!before) throw badInput('cashier.einvoice.notFound', 'MaHoaDon', { invoice: code });
          if (before.TrangThai === 'DaHuy') throw badInput('cashier.einvoice.alreadyCancelled', 'MaHoaDon', { invoice: code });
          await provider.cancel(stored(before), reason);
          await scope.tx.execute(sql`
            UPDATE "HoaDonDienTu" SET "TrangThai" = 'DaHuy', "LyDoHuy" = ${reason}, "NgayHuy" = ${cancelledAt} WHERE _id = ${before._id}`);
          const after = (await invoiceByCode(scope.tx, viewer.nodeId, code))!;
          const { NoiDung: _before, ...beforeRow } = before;
          const { NoiDung: _after, ...afterRow } = after;
          await scope.audit({ action: 'CANCEL', entity: 'HoaDonDienTu', entityId: before._id, before: beforeRow, after: afterRow });
          const [receipt] = rowsOf<{ TiepNhan_Id: string; BenhNhan_Id: string }>(await scope.tx.execute(sql`
            SELECT "TiepNhan_Id", "BenhNhan_Id" FROM "BienLai" WHERE _id = ${before.BienLai_Id}`));
          if (receipt) scope.emit(cashierEvents.transactionUpdated, { ...receipt, BienLai_Id: before.BienLai_Id }, { idNodes: [viewer.nodeId] });
          return afterRow;
        });
      },
    },
  };
}

export const eInvoiceResolvers = createEInvoiceResolvers();
