// The cashier screen's reads (spec §2 Cashier screen): the left list of a day's visits with what each still has to pay
// (its bills worked out together, one query per source for the whole list), and the centre form of one visit.
import { sql } from 'drizzle-orm';
import type { Dong, Timestamp } from '@his/sdk';
import { badInput, rowsOf, type Db, type RequestContext } from '@his/sdk/server';
import { VISIT_BILLING, type BillingVisit } from '../../reception/contract';
import { advanceHeld, visitBills, type ChiTietVienPhi, type VienPhiBill, type VienPhiTongHop } from './bill';
import { idOf, oneOf, optionalIdOf, optionalTextOf } from './input';
import { dayRange, deletedReceiptsOfVisit, standingReceiptsOfVisit, type BienLaiRow } from './receipt-reads';

/** The lists of the cashier screen: waiting for payment, everyone visited, collected, not yet posted. */
export const DANH_SACH = ['ChoThanhToan', 'DaKham', 'DaThu', 'ChuaHachToan'] as const;
type DanhSach = (typeof DANH_SACH)[number];

export interface VienPhiBenhNhan {
  TiepNhan_Id: string;
  BenhNhan_Id: string;
  SoThuTu: number | null;
  idNumbering: string | null;
  MaYTe: string;
  MaTiepNhan: string;
  TenBenhNhan: string;
  GioiTinh: string;
  NamSinh: number | null;
  SoTienCanThu: Dong;
  UuTien: boolean;
  TrangThaiVienPhi: 'ChoThanhToan' | 'DaThu' | 'ChuaHachToan';
  TenDoiTuong: string | null;
  NgayTiepNhan: Timestamp;
}

/** Where a bill stands: something to collect, collected but not all posted, or settled. */
export function feeState(bill: Pick<VienPhiBill, 'lines' | 'totals'>): VienPhiBenhNhan['TrangThaiVienPhi'] {
  if (bill.lines.some((line) => !line.DaThuTien && line.ConLai > 0)) return 'ChoThanhToan';
  if (bill.lines.some((line) => line.DaThuTien && !line.HachToan)) return 'ChuaHachToan';
  return 'DaThu';
}

interface Ticket {
  TiepNhan_Id: string;
  _id: string;
  SoThuTu: number;
  codeCounter: string | null;
}

/** Each visit's waiting ticket at the cashier counter, if it took one. */
async function ticketsOf(db: Db, visitIds: readonly string[]): Promise<Map<string, Ticket>> {
  if (visitIds.length === 0) return new Map();
  const rows = rowsOf<Ticket>(await db.execute(sql`
    SELECT DISTINCT ON ("TiepNhan_Id") "TiepNhan_Id", _id, "SoThuTu", "codeCounter" FROM "VienPhi_HangDoi"
    WHERE "TiepNhan_Id" = ANY(${sql.param([...visitIds])}::text[]) AND "TrangThai" IN ('ChoGoi', 'DaGoi')
    ORDER BY "TiepNhan_Id", "Ngay" DESC, "SoThuTu" DESC`));
  return new Map(rows.map((row) => [row.TiepNhan_Id, row]));
}

export interface CashierListArgs {
  LoaiTiepNhan?: unknown;
  DangDieuTri?: unknown;
  HasQMS?: unknown;
  CodeCounter?: unknown;
  TypeNumbering?: unknown;
  startDate?: unknown;
  endDate?: unknown;
  danhSach?: unknown;
  searchString?: unknown;
}

export async function loadBenhNhanFromTransaction(ctx: Pick<RequestContext, 'provided' | 'db'>, facilityId: string, args: CashierListArgs, now: Timestamp = Date.now()): Promise<VienPhiBenhNhan[]> {
  const { from, to } = dayRange(args.startDate, args.endDate, now);
  const list: DanhSach = oneOf(args.danhSach, DANH_SACH, 'danhSach', 'ChoThanhToan');
  const kind = args.LoaiTiepNhan === null || args.LoaiTiepNhan === undefined ? undefined : oneOf(args.LoaiTiepNhan, ['NgoaiTru', 'NoiTru'] as const, 'LoaiTiepNhan');
  const search = optionalTextOf(args.searchString, 'searchString', 100);
  const counter = optionalIdOf(args.CodeCounter, 'CodeCounter');
  optionalTextOf(args.TypeNumbering, 'TypeNumbering', 50);
  const visits = await ctx.provided(VISIT_BILLING).visits(ctx.db, ctx, facilityId, {
    from, to, LoaiTiepNhan: kind, open: args.DangDieuTri === true ? true : undefined, searchString: search ?? undefined,
  });
  const [bills, tickets] = await Promise.all([visitBills(ctx.db, ctx, facilityId, visits, now), ticketsOf(ctx.db, visits.map((visit) => visit._id))]);
  const rows: VienPhiBenhNhan[] = [];
  for (const visit of visits) {
    const bill = bills.get(visit._id)!;
    const ticket = tickets.get(visit._id) ?? null;
    if (args.HasQMS === true && (!ticket || (counter !== null && ticket.codeCounter !== null && ticket.codeCounter !== counter))) continue;
    const state = feeState(bill);
    if (!inList(list, state, bill, visit)) continue;
    rows.push({
      TiepNhan_Id: visit._id, BenhNhan_Id: visit.BenhNhan_Id, SoThuTu: ticket?.SoThuTu ?? null, idNumbering: ticket?._id ?? null, MaYTe: visit.MaYTe,
      MaTiepNhan: visit.MaTiepNhan, TenBenhNhan: visit.TenBenhNhan, GioiTinh: visit.GioiTinh, NamSinh: visit.NamSinh ?? null,
      SoTienCanThu: amountToCollect(bill.totals), UuTien: visit.UuTien || visit.CapCuu, TrangThaiVienPhi: state, TenDoiTuong: visit.TenDoiTuong,
      NgayTiepNhan: visit.NgayTiepNhan,
    });
  }
  // Priority first, then the counter's numbers in order, then arrival.
  return rows.sort((a, b) => Number(b.UuTien) - Number(a.UuTien) || (a.SoThuTu ?? Infinity) - (b.SoThuTu ?? Infinity) || a.NgayTiepNhan - b.NgayTiepNhan);
}

/** What the patient still has to pay: the uncollected patient shares less the advance held, never below 0. */
export const amountToCollect = (totals: VienPhiTongHop): Dong => Math.max(0, totals.ConLai - totals.TamUng);

function inList(list: DanhSach, state: VienPhiBenhNhan['TrangThaiVienPhi'], bill: VienPhiBill, visit: BillingVisit): boolean {
  switch (list) {
    case 'ChoThanhToan':
      return state === 'ChoThanhToan' && visit.TrangThai === 'DangThucHien';
    case 'DaKham':
      return true;
    case 'DaThu':
      return state === 'DaThu' && (bill.lines.some((line) => line.DaThuTien) || advanceHeld(bill.movements) !== 0 || visit.TrangThai === 'HoanTat');
    case 'ChuaHachToan':
      return state === 'ChuaHachToan';
  }
}

export interface VienPhiData {
  TiepNhan: BillingVisit;
  BenhNhan: Record<string, unknown>;
  ChiTiets: ChiTietVienPhi[];
  TongHop: VienPhiTongHop;
  BienLais: BienLaiRow[];
  BienLaiDaHuys: BienLaiRow[];
  TrangThaiTiepNhan: string;
  DaXacNhanBHYT: boolean;
}

/** The centre form of one visit of the facility. */
export async function vienPhiData(ctx: Pick<RequestContext, 'provided' | 'db'>, facilityId: string, visitId: string, now: Timestamp = Date.now()): Promise<VienPhiData> {
  const billing = ctx.provided(VISIT_BILLING);
  const [visit] = await billing.visits(ctx.db, ctx, facilityId, { ids: [visitId], withCancelled: true });
  if (!visit) throw badInput('cashier.visitNotFound', 'TiepNhan_Id');
  const [bills, patient, receipts, deleted] = await Promise.all([
    visitBills(ctx.db, ctx, facilityId, [visit], now),
    billing.patient(ctx.db, facilityId, visit.BenhNhan_Id),
    standingReceiptsOfVisit(ctx.db, facilityId, visit._id),
    deletedReceiptsOfVisit(ctx.db, facilityId, visit._id),
  ]);
  const bill = bills.get(visit._id)!;
  return {
    TiepNhan: visit, BenhNhan: patient!, ChiTiets: bill.lines, TongHop: bill.totals, BienLais: receipts, BienLaiDaHuys: deleted,
    TrangThaiTiepNhan: visit.TrangThai, DaXacNhanBHYT: visit.DaXacNhanBHYT,
  };
}

/** The form of the patient's visit: the one asked for, else the open one, else the latest. */
export async function vienPhiDataOfPatient(ctx: Pick<RequestContext, 'provided' | 'db'>, facilityId: string, args: { BenhNhan_Id?: unknown; TiepNhan_Id?: unknown; MaYTe?: unknown }): Promise<VienPhiData> {
  const visitId = optionalIdOf(args.TiepNhan_Id, 'TiepNhan_Id');
  const billing = ctx.provided(VISIT_BILLING);
  if (visitId) {
    const data = await vienPhiData(ctx, facilityId, visitId);
    if (args.BenhNhan_Id !== undefined && args.BenhNhan_Id !== null && data.TiepNhan.BenhNhan_Id !== idOf(args.BenhNhan_Id, 'BenhNhan_Id')) throw badInput('cashier.visitNotFound', 'TiepNhan_Id');
    return data;
  }
  const filter = args.MaYTe !== undefined
    ? { MaYTe: optionalTextOf(args.MaYTe, 'MaYTe', 50) ?? '' }
    : { BenhNhan_Id: idOf(args.BenhNhan_Id, 'BenhNhan_Id') };
  if ('MaYTe' in filter && filter.MaYTe === '') throw badInput('validation.required', 'MaYTe');
  const visits = await billing.visits(ctx.db, ctx, facilityId, { ...filter, limit: 50 });
  const chosen = visits.find((visit) => visit.TrangThai === 'DangThucHien') ?? visits[0];
  if (!chosen) throw badInput('cashier.patientWithoutVisit', 'MaYTe' in filter ? 'MaYTe' : 'BenhNhan_Id');
  return vienPhiData(ctx, facilityId, chosen._id);
}
