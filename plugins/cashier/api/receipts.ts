// Taking and giving back money (createBienLai_ByVienPhi) and deleting a receipt (xoaBienLai_ByVienPhi), each in one
// transaction: the visit locked so that two cashiers on one visit take turns, the receipt's number the next of the
// chosen book in the same transaction, every movement a VienPhi_GiaoDich row, and a payment's lines frozen with their
// shares in VienPhi_ChiTiet while their sources are marked paid. The unique index on collected sources has the last word.
import { sql } from 'drizzle-orm';
import type { Dong, Timestamp } from '@his/sdk';
import { allocateBookNumber, badInput, HisError, newId, rowsOf, violatedUniqueConstraint, type Db, type RequestContext, type Viewer, type WriteScope } from '@his/sdk/server';
import { PRESCRIPTION_BILLING } from '../../examination/contract';
import { receptionEvents, SERVICE_ORDERS, VISIT_BILLING, type BillingVisit } from '../../reception/contract';
import { cashierEvents } from '../contract';
import { advanceHeld, billOfVisit, type ChiTietVienPhi, type Nguon } from './bill';
import { idOf, idsOf, optionalAmountOf, optionalIdOf, optionalTextOf, oneOf, requiredTextOf } from './input';
import { BOOK_KIND_OF, bookById, RECEIPT_KINDS, receiptById, type BienLaiRow, type LoaiBienLai } from './receipt-reads';

type MovementKind = 'ThuTien' | 'TamUng' | 'HoanUng' | 'HoanTien' | 'TruTamUng';

/** A visit takes no money and no change once cancelled, completed or its insurance costs confirmed (spec §4). */
export function refuseClosedVisit(visit: BillingVisit, field: string): void {
  const code = visit.MaTiepNhan;
  if (visit.TrangThai === 'DaHuy') throw badInput('cashier.visitCancelled', field, { code });
  if (visit.TrangThai === 'HoanTat') throw badInput('cashier.visitCompleted', field, { code });
  if (visit.DaXacNhanBHYT) throw badInput('cashier.visitConfirmed', field, { code });
}

/** The visit of the facility, locked for the rest of the transaction, or a refusal naming `field`. */
export async function lockedVisit(tx: Db, ctx: Pick<RequestContext, 'provided'>, facilityId: string, visitId: string, field: string): Promise<BillingVisit> {
  const visit = await ctx.provided(VISIT_BILLING).lockVisit(tx, ctx, facilityId, visitId);
  if (!visit) throw badInput('cashier.visitNotFound', field);
  return visit;
}

/** What every cashier event names: the visit, its patient and the receipt. */
export const changeOf = (visit: { _id: string; BenhNhan_Id: string } | { TiepNhan_Id: string; BenhNhan_Id: string }, receiptId?: string) => ({
  TiepNhan_Id: 'TiepNhan_Id' in visit ? visit.TiepNhan_Id : visit._id,
  BenhNhan_Id: visit.BenhNhan_Id,
  ...(receiptId ? { BienLai_Id: receiptId } : {}),
});

/** Marks the sources of lines paid or not, each at its owner: reception's orders, examination's prescriptions. */
export async function setSourcesPaid(tx: Db, ctx: Pick<RequestContext, 'provided'>, facilityId: string, lines: readonly { Nguon: Nguon; _id: string }[], paid: boolean, field: string): Promise<void> {
  const services = lines.filter((line) => line.Nguon === 'DichVu').map((line) => line._id);
  const drugs = lines.filter((line) => line.Nguon === 'Thuoc').map((line) => line._id);
  if (services.length > 0) await ctx.provided(SERVICE_ORDERS).setPaid(tx, facilityId, services, paid, field);
  if (drugs.length > 0) await ctx.provided(PRESCRIPTION_BILLING).setPaid(tx, facilityId, drugs, paid, field);
}

/**
 * Keeps TiepNhan.DaHoanTien (spec §4: a refunded visit takes no service performed or changed) to what the visit's money
 * says: a refund of its services stands and none of what it paid for is still collected. A refund of one line among
 * others leaves the visit open, since the services still paid for must be performed, and the refunded one removed; paid
 * again, a refunded visit is open again. Recorded in the caller's transaction with its audit entry and reception's event.
 */
async function keepRefundedState(scope: WriteScope, ctx: Pick<RequestContext, 'provided'>, viewer: Viewer, visit: BillingVisit): Promise<void> {
  const [state] = rowsOf<{ refunded: boolean }>(await scope.tx.execute(sql`
    SELECT EXISTS (SELECT 1 FROM "BienLai" WHERE "TiepNhan_Id" = ${visit._id} AND "LoaiBienLai" = 'HoanTien' AND "TrangThai" <> 'DaHuy')
      AND NOT EXISTS (SELECT 1 FROM "VienPhi_ChiTiet" WHERE "TiepNhan_Id" = ${visit._id} AND "TrangThai" = 'HieuLuc') AS refunded`));
  const refunded = state?.refunded === true;
  if (refunded === visit.DaHoanTien) return;
  await ctx.provided(VISIT_BILLING).setFeeState(scope.tx, viewer, visit._id, { DaHoanTien: refunded });
  await scope.audit({ action: 'UPDATE', entity: 'TiepNhan', entityId: visit._id, before: { DaHoanTien: visit.DaHoanTien }, after: { DaHoanTien: refunded } });
  scope.emit(receptionEvents.update, { ids: [visit._id], BenhNhan_Ids: [visit.BenhNhan_Id] }, { idNodes: [viewer.nodeId] });
}

export interface CreateBienLaiInput {
  TiepNhan_Id?: unknown;
  LoaiBienLai?: unknown;
  ChiTiet_Ids?: unknown;
  SoTien?: unknown;
  HinhThucThanhToan_Id?: unknown;
  TaiKhoanNganHang_Id?: unknown;
  QuyenBienLai_Id?: unknown;
  DungTamUng?: unknown;
  GhiChu?: unknown;
}

interface Decoded {
  visitId: string;
  kind: LoaiBienLai;
  lineIds: string[];
  amount: Dong | null;
  methodId: string;
  accountId: string | null;
  bookId: string;
  useAdvance: boolean;
  note: string | null;
}

function decode(input: CreateBienLaiInput): Decoded {
  const kind = oneOf(input.LoaiBienLai, RECEIPT_KINDS, 'LoaiBienLai', 'ThuTien');
  const withLines = kind === 'ThuTien' || kind === 'HoanTien';
  return {
    visitId: idOf(input.TiepNhan_Id, 'TiepNhan_Id'),
    kind,
    lineIds: withLines ? idsOf(input.ChiTiet_Ids, 'ChiTiet_Ids') : [],
    amount: optionalAmountOf(input.SoTien, 'SoTien'),
    methodId: idOf(input.HinhThucThanhToan_Id, 'HinhThucThanhToan_Id'),
    accountId: optionalIdOf(input.TaiKhoanNganHang_Id, 'TaiKhoanNganHang_Id'),
    bookId: idOf(input.QuyenBienLai_Id, 'QuyenBienLai_Id'),
    useAdvance: input.DungTamUng === true,
    note: optionalTextOf(input.GhiChu, 'GhiChu'),
  };
}

/** What a receipt does: its value, its movements, the lines it collects or refunds. */
interface Plan {
  value: Dong;
  movements: { kind: MovementKind; amount: Dong }[];
  lines: ChiTietVienPhi[];
}

function chosenLines(bill: Awaited<ReturnType<typeof billOfVisit>>, ids: readonly string[], collected: boolean): ChiTietVienPhi[] {
  return ids.map((id, index) => {
    const line = bill.lines.find((each) => each._id === id);
    const field = `ChiTiet_Ids.${index}`;
    if (!line) throw badInput('cashier.lineNotOnBill', field);
    if (collected && !line.DaThuTien) throw badInput('cashier.lineNotCollected', field, { name: line.TenDichVu });
    if (!collected && line.DaThuTien) throw badInput('cashier.lineCollected', field, { name: line.TenDichVu });
    if (collected && line.HachToan) throw badInput('cashier.linePosted', field, { name: line.TenDichVu });
    return line;
  });
}

function planOf(input: Decoded, bill: Awaited<ReturnType<typeof billOfVisit>>): Plan {
  const held = advanceHeld(bill.movements);
  switch (input.kind) {
    case 'ThuTien': {
      const lines = chosenLines(bill, input.lineIds, false);
      const total = lines.reduce((sum, line) => sum + line.BenhNhanTTSauGiamGia, 0);
      const fromAdvance = input.useAdvance ? Math.max(0, Math.min(held, total)) : 0;
      const cash = total - fromAdvance;
      // What the patient hands over, when the cashier types it, must cover what is paid in money.
      if (input.amount !== null && input.amount < cash) throw badInput('cashier.amountTooSmall', 'SoTien', { amount: cash });
      const movements: Plan['movements'] = [{ kind: 'ThuTien', amount: cash }];
      if (fromAdvance > 0) movements.push({ kind: 'TruTamUng', amount: fromAdvance });
      return { value: total, movements, lines };
    }
    case 'TamUng':
      if (!input.amount) throw badInput('validation.required', 'SoTien');
      return { value: input.amount, movements: [{ kind: 'TamUng', amount: input.amount }], lines: [] };
    case 'HoanUng':
      if (!input.amount) throw badInput('validation.required', 'SoTien');
      if (input.amount > held) throw badInput('cashier.refundExceedsAdvance', 'SoTien', { held });
      return { value: input.amount, movements: [{ kind: 'HoanUng', amount: input.amount }], lines: [] };
    case 'HoanTien': {
      const lines = chosenLines(bill, input.lineIds, true);
      const total = lines.reduce((sum, line) => sum + line.BenhNhanTTSauGiamGia, 0);
      return { value: total, movements: [{ kind: 'HoanTien', amount: total }], lines };
    }
  }
}

/** The book's next number for the cashier; the platform's refusals (locked, used up, not assigned) name the book field. */
async function numberFromBook(tx: Db, bookId: string, userId: string, facilityId: string) {
  try {
    return await allocateBookNumber(tx, bookId, userId, facilityId);
  } catch (error) {
    if (error instanceof HisError && error.extensions.code === 'BAD_USER_INPUT') {
      throw badInput(String(error.extensions.messageKey), 'QuyenBienLai_Id', error.extensions.params as Record<string, string | number> | undefined);
    }
    throw error;
  }
}

/** The receipt's code: the book's symbol (and series), then its number on seven digits. */
export const receiptCode = (symbol: string, series: string | null, number: number) => `${symbol}${series ? `/${series}` : ''}-${String(number).padStart(7, '0')}`;

async function insertLines(tx: Db, movementId: string, visit: BillingVisit, lines: readonly ChiTietVienPhi[], state: 'HieuLuc' | 'DaHuy'): Promise<void> {
  if (lines.length === 0) return;
  const rows = lines.map((line) => sql`(${newId()}, ${movementId}, ${visit.node_Id}, ${visit._id}, ${line.Nguon}, ${line._id}, ${line.MaPhieu}, ${line.MaDV},
    ${line.TenDichVu}, ${line.NhomDichVu}, ${line.LoaiGia}, ${line.SoLuong}, ${line.DonGia}, ${line.DonGiaBHYT}, ${line.ThanhTien}, ${line.TyLeBHYT},
    ${line.BHChiTra}, ${line.BenhNhanTT}, ${line.MienGiam}, ${line.PhanTramGiamGia}, ${line.SoTienGiamGia}, ${line.ThanhTienSauGiamGia},
    ${line.BenhNhanTTSauGiamGia}, ${line.IsKhamBenh}, ${line.TranGroup}, ${line.ThoiGianChiDinh}, ${line.NoiThucHien}, ${line.KhongThuTien},
    ${line.KhongBHYT}, ${line.ChiPhiBHYT}, ${line.PhanTram80}, ${line.PhanTram50}, ${line.PhanTram30}, ${state})`);
  await tx.execute(sql`INSERT INTO "VienPhi_ChiTiet" (_id, "GiaoDich_Id", "node_Id", "TiepNhan_Id", "Nguon", "Nguon_Id", "MaPhieu", "MaDV", "TenDichVu",
    "NhomDichVu", "LoaiGia", "SoLuong", "DonGia", "DonGiaBHYT", "ThanhTien", "TyLeBHYT", "BHChiTra", "BenhNhanTT", "MienGiam", "PhanTramGiamGia",
    "SoTienGiamGia", "ThanhTienSauGiamGia", "BenhNhanTTSauGiamGia", "IsKhamBenh", "TranGroup", "ThoiGianChiDinh", "NoiThucHien", "KhongThuTien",
    "KhongBHYT", "ChiPhiBHYT", "PhanTram80", "PhanTram50", "PhanTram30", "TrangThai") VALUES ${sql.join(rows, sql`, `)}`);
}

export async function createBienLai(ctx: RequestContext, viewer: Viewer, raw: CreateBienLaiInput | null | undefined, now: Timestamp = Date.now()): Promise<BienLaiRow> {
  const input = decode(raw ?? {});
  try {
    const receiptId = await ctx.write(async (scope) => {
      const { tx } = scope;
      const facilityId = viewer.nodeId;
      const visit = await lockedVisit(tx, ctx, facilityId, input.visitId, 'TiepNhan_Id');
      refuseClosedVisit(visit, 'TiepNhan_Id');
      const [method] = rowsOf<{ _id: string; isActive: boolean }>(await tx.execute(sql`SELECT _id, "isActive" FROM "DM_HinhThucThanhToan" WHERE _id = ${input.methodId}`));
      if (!method?.isActive) throw badInput('cashier.paymentMethodNotFound', 'HinhThucThanhToan_Id');
      const book = await bookById(tx, facilityId, input.bookId);
      if (!book) throw badInput('numbering.bookNotFound', 'QuyenBienLai_Id');
      if (book.MaLoaiQuyenBienLai !== BOOK_KIND_OF[input.kind]) {
        throw badInput('cashier.bookKind', 'QuyenBienLai_Id', { symbol: book.KyHieu, kind: BOOK_KIND_OF[input.kind] });
      }
      const bill = await billOfVisit(tx, ctx, visit, now);
      const plan = planOf(input, bill);
      const receiptId = newId();
      const movementIds: string[] = [];
      for (const movement of plan.movements) {
        const id = newId();
        movementIds.push(id);
        await tx.execute(sql`
          INSERT INTO "VienPhi_GiaoDich" (_id, "node_Id", "TiepNhan_Id", "BenhNhan_Id", "LoaiGiaoDich", "SoTien", "BienLai_Id", "createdBy")
          VALUES (${id}, ${facilityId}, ${visit._id}, ${visit.BenhNhan_Id}, ${movement.kind}, ${movement.amount}, ${receiptId}, ${viewer.userId})`);
      }
      if (input.kind === 'ThuTien') {
        await insertLines(tx, movementIds[0]!, visit, plan.lines, 'HieuLuc');
        await setSourcesPaid(tx, ctx, facilityId, plan.lines, true, 'ChiTiet_Ids');
      } else if (input.kind === 'HoanTien') {
        // The refund keeps a copy of what it refunded; the collection of each line ends and its source is unpaid again.
        await insertLines(tx, movementIds[0]!, visit, plan.lines, 'DaHuy');
        await tx.execute(sql`UPDATE "VienPhi_ChiTiet" SET "TrangThai" = 'DaHuy' WHERE _id = ANY(${sql.param(plan.lines.map((line) => line.collectedId!))}::text[])`);
        await setSourcesPaid(tx, ctx, facilityId, plan.lines, false, 'ChiTiet_Ids');
      }
      // The number last: the book's row stays locked until commit, so cashiers sharing it wait only for the receipt's
      // own row and its audit entry; a rollback gives the number back.
      const number = await numberFromBook(tx, book._id, viewer.userId, facilityId);
      const receipt = {
        _id: receiptId, MaBienLai: receiptCode(number.symbol, number.series, number.number), SoBienLai: number.number, QuyenBienLai_Id: book._id,
        LoaiBienLai: input.kind, NgayBienLai: now, GiaTriBienLai: plan.value, TrangThai: 'DaThuTien', HinhThucThanhToan_Id: input.methodId,
        TaiKhoanNganHang_Id: input.accountId, MienGiam: plan.lines.reduce((sum, line) => sum + line.SoTienGiamGia, 0), GhiChu: input.note,
        NguoiThu: viewer.userId, TiepNhan_Id: visit._id, BenhNhan_Id: visit.BenhNhan_Id, TransactionIds: movementIds,
      };
      await tx.execute(sql`
        INSERT INTO "BienLai" (_id, "node_Id", "MaBienLai", "SoBienLai", "QuyenBienLai_Id", "LoaiBienLai", "NgayBienLai", "GiaTriBienLai", "TrangThai",
          "HinhThucThanhToan_Id", "TaiKhoanNganHang_Id", "MienGiam", "GhiChu", "NguoiThu", "TiepNhan_Id", "BenhNhan_Id")
        VALUES (${receiptId}, ${facilityId}, ${receipt.MaBienLai}, ${receipt.SoBienLai}, ${book._id}, ${input.kind}, ${now}, ${plan.value}, 'DaThuTien',
          ${input.methodId}, ${input.accountId}, ${receipt.MienGiam}, ${input.note}, ${viewer.userId}, ${visit._id}, ${visit.BenhNhan_Id})`);
      await scope.audit({ action: 'CREATE', entity: 'BienLai', entityId: receiptId, after: { ...receipt, ChiTiets: plan.lines.map((line) => line._id) } });
      // Only a refund, or a payment on a refunded visit, can change whether the visit is refunded.
      if (input.kind === 'HoanTien' || (input.kind === 'ThuTien' && visit.DaHoanTien)) await keepRefundedState(scope, ctx, viewer, visit);
      announce(scope, viewer, 'receiptCreated', receipt);
      return receiptId;
    });
    return (await receiptById(ctx.db, viewer.nodeId, receiptId))!;
  } catch (error) {
    // Another cashier collected one of these lines between our read and our write: the index kept one receipt.
    if (violatedUniqueConstraint(error) === 'VienPhi_ChiTiet_source_key') throw badInput('cashier.lineCollectedJustNow', 'ChiTiet_Ids');
    throw error;
  }
}

/** The cashier's events after commit: what happened to the receipt, and that the visit's money moved. */
export function announce(scope: WriteScope, viewer: Viewer, what: 'receiptCreated' | 'receiptDeleted' | 'posted' | 'unposted', receipt: Pick<BienLaiRow, '_id' | 'TiepNhan_Id' | 'BenhNhan_Id'>): void {
  const change = changeOf(receipt, receipt._id);
  scope.emit(cashierEvents[what], change, { idNodes: [viewer.nodeId] });
  scope.emit(cashierEvents.transactionUpdated, change, { idNodes: [viewer.nodeId] });
}

export async function xoaBienLai(ctx: RequestContext, viewer: Viewer, rawId: unknown, rawReason: unknown, now: Timestamp = Date.now()): Promise<BienLaiRow> {
  const receiptId = idOf(rawId, 'BienLai_Id');
  const reason = requiredTextOf(rawReason, 'LyDo');
  return ctx.write(async (scope) => {
    const { tx } = scope;
    const facilityId = viewer.nodeId;
    const seen = await receiptById(tx, facilityId, receiptId);
    if (!seen) throw badInput('cashier.receiptNotFound', 'BienLai_Id');
    // The visit first, then the receipt: the order every write of a visit's money takes, so none waits in a circle.
    const visit = await lockedVisit(tx, ctx, facilityId, seen.TiepNhan_Id, 'BienLai_Id');
    const before = (await receiptById(tx, facilityId, receiptId, true))!;
    const code = before.MaBienLai;
    if (before.TrangThai === 'DaHuy') throw badInput('cashier.receiptDeleted', 'BienLai_Id', { code });
    refuseClosedVisit(visit, 'BienLai_Id');
    if (before.TrangThai === 'DangHachToan' || before.TrangThai === 'HachToanToanBo') throw badInput('cashier.receiptPosted', 'BienLai_Id', { code });
    const [invoice] = rowsOf<{ MaHoaDon: string }>(await tx.execute(sql`
      SELECT "MaHoaDon" FROM "HoaDonDienTu" WHERE "BienLai_Id" = ${receiptId} AND "TrangThai" = 'DaPhatHanh' LIMIT 1`));
    if (invoice) throw badInput('cashier.receiptInvoiced', 'BienLai_Id', { code, invoice: invoice.MaHoaDon });
    const lines = rowsOf<{ _id: string; Nguon: Nguon; Nguon_Id: string; TrangThai: string; HachToan: boolean }>(await tx.execute(sql`
      SELECT c._id, c."Nguon", c."Nguon_Id", c."TrangThai", c."HachToan" FROM "VienPhi_ChiTiet" c JOIN "VienPhi_GiaoDich" g ON g._id = c."GiaoDich_Id"
      WHERE g."BienLai_Id" = ${receiptId} FOR UPDATE OF c`));
    if (lines.some((line) => line.HachToan)) throw badInput('cashier.receiptPosted', 'BienLai_Id', { code });
    // Money that has left the drawer is not taken back by deleting a paper: a refund stands, and so does a payment
    // one of whose lines was refunded since.
    if (before.LoaiBienLai === 'HoanTien') throw badInput('cashier.refundNotDeletable', 'BienLai_Id', { code });
    if (before.LoaiBienLai === 'ThuTien' && lines.some((line) => line.TrangThai === 'DaHuy')) throw badInput('cashier.receiptRefunded', 'BienLai_Id', { code });
    if (before.LoaiBienLai === 'TamUng') {
      const bill = await billOfVisit(tx, ctx, visit, now);
      const held = advanceHeld(bill.movements);
      if (held < before.GiaTriBienLai) throw badInput('cashier.advanceInUse', 'BienLai_Id', { code, held });
    }
    await tx.execute(sql`UPDATE "BienLai" SET "TrangThai" = 'DaHuy', "LyDoHuy" = ${reason}, "NgayHuy" = ${now}, "NguoiHuy" = ${viewer.userId} WHERE _id = ${receiptId}`);
    await tx.execute(sql`UPDATE "VienPhi_GiaoDich" SET "DaHuy" = true WHERE "BienLai_Id" = ${receiptId}`);
    const standing = lines.filter((line) => line.TrangThai === 'HieuLuc');
    if (standing.length > 0) {
      await tx.execute(sql`UPDATE "VienPhi_ChiTiet" SET "TrangThai" = 'DaHuy' WHERE _id = ANY(${sql.param(standing.map((line) => line._id))}::text[])`);
      await setSourcesPaid(tx, ctx, facilityId, standing.map((line) => ({ Nguon: line.Nguon, _id: line.Nguon_Id })), false, 'BienLai_Id');
    }
    const after = (await receiptById(tx, facilityId, receiptId))!;
    await scope.audit({ action: 'CANCEL', entity: 'BienLai', entityId: receiptId, before, after });
    // A receipt of lines gone: the visit may have nothing collected left beside a standing refund, or no refund left.
    if (lines.length > 0) await keepRefundedState(scope, ctx, viewer, visit);
    announce(scope, viewer, 'receiptDeleted', after);
    return after;
  });
}
