// Reading receipts (BienLai) and receipt books (QuyenBienLai) of the caller's facility: one receipt, a visit's deleted
// ones, a patient's, the day's list, the books a cashier writes from; and the fields of a receipt other rows hold (its
// lines as collected, its book, its e-invoice, its patient, its bank account), each loaded once for a whole list.
import { sql, type SQL } from 'drizzle-orm';
import type { Dong, Timestamp } from '@his/sdk';
import { startOfDay } from '@his/sdk/format';
import { badInput, escapeLike, loadInBatch, rowsOf, type Db, type RequestContext } from '@his/sdk/server';
import { VISIT_BILLING } from '../../reception/contract';
import { COLLECTED_COLUMNS, collectedLine, type ChiTietVienPhi } from './bill';
import { invoicesOfReceipts } from './e-invoices';
import { idOf, optionalIdOf, optionalIntOf, optionalTextOf, optionalTimeOf } from './input';

export const RECEIPT_KINDS = ['ThuTien', 'TamUng', 'HoanUng', 'HoanTien'] as const;
export type LoaiBienLai = (typeof RECEIPT_KINDS)[number];
export const RECEIPT_STATES = ['ChuaThuTien', 'DaThuTien', 'DangHachToan', 'HachToanToanBo', 'DaHuy'] as const;
export const BOOK_KINDS = ['ThuTien', 'TamUng', 'HoanUng'] as const;
export type MaLoaiQuyenBienLai = (typeof BOOK_KINDS)[number];
/** The book kind each receipt kind is written from: a refund of a service pays out, as a refund of an advance does. */
export const BOOK_KIND_OF: Record<LoaiBienLai, MaLoaiQuyenBienLai> = { ThuTien: 'ThuTien', TamUng: 'TamUng', HoanUng: 'HoanUng', HoanTien: 'HoanUng' };

export interface BienLaiRow {
  _id: string;
  node_Id: string;
  MaBienLai: string;
  SoBienLai: number;
  LoaiBienLai: LoaiBienLai;
  NgayBienLai: Timestamp;
  GiaTriBienLai: Dong;
  TrangThai: string;
  HinhThucThanhToan_Id: string | null;
  TenHinhThucThanhToan: string | null;
  MaHinhThucThanhToan: string | null;
  TaiKhoanNganHang_Id: string | null;
  MienGiam: Dong;
  GhiChu: string | null;
  NguoiThu: string;
  TenNguoiThu: string | null;
  QuyenBienLai_Id: string;
  TiepNhan_Id: string;
  BenhNhan_Id: string;
  LyDoHuy: string | null;
  NgayHuy: Timestamp | null;
  NguoiHuy: string | null;
  TransactionIds: string[];
}

const RECEIPT_SELECT = sql`r._id, r."node_Id", r."MaBienLai", r."SoBienLai", r."LoaiBienLai", r."NgayBienLai"::float8 AS "NgayBienLai",
  r."GiaTriBienLai"::float8 AS "GiaTriBienLai", r."TrangThai", r."HinhThucThanhToan_Id", h."TenHinhThucThanhToan", h."MaHinhThucThanhToan",
  r."TaiKhoanNganHang_Id", r."MienGiam"::float8 AS "MienGiam", r."GhiChu", r."NguoiThu", coalesce(nv."TenNhanVien", u.username) AS "TenNguoiThu",
  r."QuyenBienLai_Id", r."TiepNhan_Id", r."BenhNhan_Id", r."LyDoHuy", r."NgayHuy"::float8 AS "NgayHuy", r."NguoiHuy",
  coalesce((SELECT array_agg(g._id ORDER BY g."createdAt", g._id) FROM "VienPhi_GiaoDich" g WHERE g."BienLai_Id" = r._id), '{}') AS "TransactionIds"`;
const RECEIPT_FROM = sql`"BienLai" r LEFT JOIN "DM_HinhThucThanhToan" h ON h._id = r."HinhThucThanhToan_Id"
  LEFT JOIN his_users u ON u._id = r."NguoiThu" LEFT JOIN "NhanVien" nv ON nv._id = u."NhanVien_Id"`;

/** The most receipts a list returns. */
export const MAX_RECEIPTS = 500;

export async function receiptsWhere(db: Db, facilityId: string, condition: SQL, options: { limit?: number; lock?: boolean } = {}): Promise<BienLaiRow[]> {
  const limit = Math.max(1, Math.min(options.limit ?? MAX_RECEIPTS, MAX_RECEIPTS));
  return rowsOf<BienLaiRow>(await db.execute(sql`
    SELECT ${RECEIPT_SELECT} FROM ${RECEIPT_FROM} WHERE r."node_Id" = ${facilityId} AND ${condition}
    ORDER BY r."NgayBienLai" DESC, r._id DESC LIMIT ${limit} ${options.lock ? sql`FOR UPDATE OF r` : sql``}`));
}

export async function receiptById(db: Db, facilityId: string, id: string, lock = false): Promise<BienLaiRow | null> {
  return (await receiptsWhere(db, facilityId, sql`r._id = ${id}`, { limit: 1, lock }))[0] ?? null;
}

/** The lines each receipt collected (or refunded), as collected, whatever became of them since. */
export async function linesOfReceipts(db: Db, receiptIds: readonly string[]): Promise<Map<string, ChiTietVienPhi[]>> {
  const rows = rowsOf<Parameters<typeof collectedLine>[0] & { TrangThai: string }>(await db.execute(sql`
    SELECT ${COLLECTED_COLUMNS}, g."BienLai_Id" FROM "VienPhi_ChiTiet" c JOIN "VienPhi_GiaoDich" g ON g._id = c."GiaoDich_Id"
    WHERE g."BienLai_Id" = ANY(${sql.param([...receiptIds])}::text[]) ORDER BY c."ThoiGianChiDinh", c._id`));
  const byReceipt = new Map<string, ChiTietVienPhi[]>();
  for (const row of rows) {
    const line = collectedLine(row);
    byReceipt.set(row.BienLai_Id!, [...(byReceipt.get(row.BienLai_Id!) ?? []), line]);
  }
  return byReceipt;
}

export interface QuyenBienLaiRow {
  _id: string;
  node_Id: string;
  KyHieu: string;
  Series: string | null;
  Min_Number: number;
  Max_Number: number;
  Next_Number: number;
  NgayPhatHanh: Timestamp | null;
  MaLoaiQuyenBienLai: MaLoaiQuyenBienLai;
  isLocked: boolean;
}

const BOOK_SELECT = sql`q._id, q."node_Id", nb.symbol AS "KyHieu", nb.series AS "Series", nb."minNumber" AS "Min_Number", nb."maxNumber" AS "Max_Number",
  nb."nextNumber" AS "Next_Number", q."NgayPhatHanh"::float8 AS "NgayPhatHanh", q."MaLoaiQuyenBienLai", nb."isLocked"`;
const BOOK_FROM = sql`"QuyenBienLai" q JOIN his_number_books nb ON nb._id = q._id`;

export async function booksWhere(db: Db, facilityId: string, condition: SQL, options: { limit?: number; lock?: boolean } = {}): Promise<QuyenBienLaiRow[]> {
  return rowsOf<QuyenBienLaiRow>(await db.execute(sql`
    SELECT ${BOOK_SELECT} FROM ${BOOK_FROM} WHERE q."node_Id" = ${facilityId} AND ${condition}
    ORDER BY q."MaLoaiQuyenBienLai", nb.symbol, nb.series, q._id LIMIT ${options.limit ?? 500} ${options.lock ? sql`FOR UPDATE OF nb` : sql``}`));
}

export async function bookById(db: Db, facilityId: string, id: string, lock = false): Promise<QuyenBienLaiRow | null> {
  return (await booksWhere(db, facilityId, sql`q._id = ${id}`, { limit: 1, lock }))[0] ?? null;
}

export interface BookUser {
  book_Id: string;
  NguoiSuDung_Id: string;
  TenNguoiSuDung: string | null;
  Current_Number: number | null;
}

async function usersOfBooks(db: Db, bookIds: readonly string[]): Promise<Map<string, BookUser[]>> {
  const rows = rowsOf<BookUser>(await db.execute(sql`
    SELECT bu."book_Id", bu."user_Id" AS "NguoiSuDung_Id", coalesce(nv."TenNhanVien", u.username) AS "TenNguoiSuDung", bu."currentNumber" AS "Current_Number"
    FROM his_number_book_users bu JOIN his_users u ON u._id = bu."user_Id" LEFT JOIN "NhanVien" nv ON nv._id = u."NhanVien_Id"
    WHERE bu."book_Id" = ANY(${sql.param([...bookIds])}::text[]) ORDER BY u.username`));
  const byBook = new Map<string, BookUser[]>();
  for (const row of rows) byBook.set(row.book_Id, [...(byBook.get(row.book_Id) ?? []), row]);
  return byBook;
}

export const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_RANGE_DAYS = 31;

/** A day range (today by default), at most a month. */
export function dayRange(startDate: unknown, endDate: unknown, now: Timestamp, field = 'endDate'): { from: Timestamp; to: Timestamp } {
  const from = startOfDay(optionalTimeOf(startDate, 'startDate') ?? now);
  const to = optionalTimeOf(endDate, field) ?? from + DAY_MS - 1;
  if (to < from) throw badInput('cashier.dateRange', field);
  if (to - from > MAX_RANGE_DAYS * DAY_MS) throw badInput('cashier.dateRangeTooLong', field, { max: MAX_RANGE_DAYS });
  return { from, to };
}

export interface BienLaiFilter {
  startDate?: number | null;
  endDate?: number | null;
  TrangThai?: string[] | null;
  NguoiThu?: string | null;
  searchString?: string | null;
}

export async function getBienLais(db: Db, ctx: Pick<RequestContext, 'provided'>, facilityId: string, filter: BienLaiFilter | null | undefined, limit: unknown, now: Timestamp): Promise<BienLaiRow[]> {
  const options = filter ?? {};
  const { from, to } = dayRange(options.startDate, options.endDate, now);
  const conditions: SQL[] = [sql`r."NgayBienLai" BETWEEN ${from} AND ${to}`];
  if (options.TrangThai && options.TrangThai.length > 0) {
    if (options.TrangThai.length > RECEIPT_STATES.length || options.TrangThai.some((state) => !(RECEIPT_STATES as readonly string[]).includes(state))) {
      throw badInput('cashier.valueNotAllowed', 'filter.TrangThai', { values: RECEIPT_STATES.join(', ') });
    }
    conditions.push(sql`r."TrangThai" = ANY(${sql.param([...options.TrangThai])}::text[])`);
  }
  const cashier = optionalIdOf(options.NguoiThu, 'filter.NguoiThu');
  if (cashier) conditions.push(sql`r."NguoiThu" = ${cashier}`);
  const search = optionalTextOf(options.searchString, 'filter.searchString', 100);
  if (search) {
    // A receipt's code, or its visit's or patient's code or name, as the cashier list finds them.
    const visits = await ctx.provided(VISIT_BILLING).visits(db, ctx, facilityId, { searchString: search, withCancelled: true, limit: 1000 });
    conditions.push(sql`(r."MaBienLai" ILIKE ${'%' + escapeLike(search) + '%'} OR r."TiepNhan_Id" = ANY(${sql.param(visits.map((visit) => visit._id))}::text[]))`);
  }
  return receiptsWhere(db, facilityId, sql.join(conditions, sql` AND `), { limit: optionalIntOf(limit, 'limit', 1, MAX_RECEIPTS) ?? MAX_RECEIPTS });
}

/** A patient's receipts (of a visit when given): all of them, or those collected and being posted (ViewMode). */
export async function getBienLaiByBenhNhanId(db: Db, facilityId: string, args: { BenhNhan_Id: unknown; TiepNhan_Id?: unknown; ViewMode?: unknown; start?: unknown; end?: unknown }): Promise<BienLaiRow[]> {
  const conditions: SQL[] = [sql`r."BenhNhan_Id" = ${idOf(args.BenhNhan_Id, 'BenhNhan_Id')}`];
  const visit = optionalIdOf(args.TiepNhan_Id, 'TiepNhan_Id');
  if (visit) conditions.push(sql`r."TiepNhan_Id" = ${visit}`);
  const mode = args.ViewMode ?? 'TatCa';
  if (mode === 'DaThuVaDangHachToan') conditions.push(sql`r."TrangThai" IN ('DaThuTien', 'DangHachToan')`);
  else if (mode !== 'TatCa') throw badInput('cashier.valueNotAllowed', 'ViewMode', { values: 'TatCa, DaThuVaDangHachToan' });
  else conditions.push(sql`r."TrangThai" <> 'DaHuy'`);
  const start = optionalTimeOf(args.start, 'start');
  const end = optionalTimeOf(args.end, 'end');
  if (start !== null) conditions.push(sql`r."NgayBienLai" >= ${start}`);
  if (end !== null) conditions.push(sql`r."NgayBienLai" <= ${end}`);
  return receiptsWhere(db, facilityId, sql.join(conditions, sql` AND `));
}

export async function deletedReceiptsOfVisit(db: Db, facilityId: string, visitId: string): Promise<BienLaiRow[]> {
  return receiptsWhere(db, facilityId, sql`r."TiepNhan_Id" = ${visitId} AND r."TrangThai" = 'DaHuy'`);
}

export async function standingReceiptsOfVisit(db: Db, facilityId: string, visitId: string): Promise<BienLaiRow[]> {
  return receiptsWhere(db, facilityId, sql`r."TiepNhan_Id" = ${visitId} AND r."TrangThai" <> 'DaHuy'`);
}

/** The books `userId` writes from, of the facility. */
export async function booksOfUser(db: Db, facilityId: string, userId: string): Promise<QuyenBienLaiRow[]> {
  return booksWhere(db, facilityId, sql`EXISTS (SELECT 1 FROM his_number_book_users bu WHERE bu."book_Id" = q._id AND bu."user_Id" = ${userId})`);
}

export async function searchBooks(db: Db, facilityId: string, searchString: unknown, limit: unknown): Promise<QuyenBienLaiRow[]> {
  const search = optionalTextOf(searchString, 'searchString', 100);
  const condition = search ? sql`(nb.symbol ILIKE ${'%' + escapeLike(search) + '%'} OR nb.series ILIKE ${'%' + escapeLike(search) + '%'})` : sql`true`;
  return booksWhere(db, facilityId, condition, { limit: optionalIntOf(limit, 'limit', 1, 500) ?? 100 });
}

export interface PaymentMethodRow {
  _id: string;
  MaHinhThucThanhToan: string;
  TenHinhThucThanhToan: string;
  MacDinh: boolean;
  isActive: boolean;
}

export async function paymentMethods(db: Db): Promise<PaymentMethodRow[]> {
  return rowsOf<PaymentMethodRow>(await db.execute(sql`
    SELECT _id, "MaHinhThucThanhToan", "TenHinhThucThanhToan", "MacDinh", "isActive" FROM "DM_HinhThucThanhToan"
    ORDER BY "MacDinh" DESC, "MaHinhThucThanhToan"`));
}

/** The fields of BienLai and QuyenBienLai that other rows hold, loaded once for every row of a list. */
export const receiptTypeResolvers = {
  BienLai: {
    ChiTiets: async (parent: BienLaiRow, _: unknown, ctx: RequestContext) =>
      (await loadInBatch(ctx, 'cashier.receiptLines', parent._id, (ids) => linesOfReceipts(ctx.db, ids))) ?? [],
    QuyenBienLai: (parent: BienLaiRow, _: unknown, ctx: RequestContext) =>
      loadInBatch(ctx, 'cashier.receiptBooks', parent.QuyenBienLai_Id, async (ids) =>
        new Map((await booksWhere(ctx.db, parent.node_Id, sql`q._id = ANY(${sql.param(ids)}::text[])`)).map((book) => [book._id, book]))).then((book) => book ?? null),
    eBill: (parent: BienLaiRow, _: unknown, ctx: RequestContext) =>
      loadInBatch(ctx, 'cashier.receiptInvoices', parent._id, (ids) => invoicesOfReceipts(ctx.db, parent.node_Id, ids)).then((invoice) => invoice ?? null),
    daXuatHoaDon: async (parent: BienLaiRow, _: unknown, ctx: RequestContext) =>
      (await loadInBatch(ctx, 'cashier.receiptInvoices', parent._id, (ids) => invoicesOfReceipts(ctx.db, parent.node_Id, ids)))?.TrangThai === 'DaPhatHanh',
    MaYTe: async (parent: BienLaiRow, _: unknown, ctx: RequestContext) => (await patientOf(ctx, parent))?.MaYTe ?? null,
    TenBenhNhan: async (parent: BienLaiRow, _: unknown, ctx: RequestContext) => (await patientOf(ctx, parent))?.TenBenhNhan ?? null,
    MaTaiKhoanNganHang: async (parent: BienLaiRow, _: unknown, ctx: RequestContext) => (await bankAccountOf(ctx, parent))?.MaTaiKhoanNganHang ?? null,
    TenTaiKhoanNganHang: async (parent: BienLaiRow, _: unknown, ctx: RequestContext) => (await bankAccountOf(ctx, parent))?.TenTaiKhoanNganHang ?? null,
  },
  QuyenBienLai: {
    NguoiSuDungs: async (parent: QuyenBienLaiRow, _: unknown, ctx: RequestContext) =>
      (await loadInBatch(ctx, 'cashier.bookUsers', parent._id, (ids) => usersOfBooks(ctx.db, ids))) ?? [],
  },
};

interface BankAccount {
  _id: string;
  MaTaiKhoanNganHang: string;
  TenTaiKhoanNganHang: string;
}

/** The receipt's account among the facility's bank accounts (the catalogue DM_TaiKhoanNganHang, kept per facility). */
async function bankAccountOf(ctx: RequestContext, receipt: BienLaiRow): Promise<BankAccount | null> {
  if (!receipt.TaiKhoanNganHang_Id) return null;
  const account = await loadInBatch(ctx, 'cashier.receiptBankAccounts', receipt.TaiKhoanNganHang_Id, async (ids) =>
    new Map(rowsOf<BankAccount>(await ctx.db.execute(sql`
      SELECT _id, "MaTaiKhoanNganHang", "TenTaiKhoanNganHang" FROM "DM_TaiKhoanNganHang"
      WHERE _id = ANY(${sql.param(ids)}::text[]) AND "node_Id" = ${receipt.node_Id}`)).map((row) => [row._id, row])));
  return account ?? null;
}

function patientOf(ctx: RequestContext, receipt: BienLaiRow) {
  return loadInBatch(ctx, 'cashier.receiptVisits', receipt.TiepNhan_Id, async (ids) =>
    new Map((await ctx.provided(VISIT_BILLING).visits(ctx.db, ctx, receipt.node_Id, { ids, withCancelled: true })).map((visit) => [visit._id, visit])));
}
