// The cashier screen's reads (spec §2 Cashier screen): the left list of a day's visits with what each still has to pay
// (kept in memory for the days at the counter; otherwise one query per source for the whole list, the money rules
// applied only where lines are left to collect), and the centre form of one visit.
import { sql } from 'drizzle-orm';
import type { Dong, Timestamp } from '@his/sdk';
import { startOfDay } from '@his/sdk/format';
import { badInput, rowsOf, type Db, type RequestContext } from '@his/sdk/server';
import { PRESCRIPTION_BILLING, type PrescriptionBilling, type PrescriptionBillLine } from '../../examination/contract';
import { VISIT_BILLING, type BillingVisit, type BillServiceLine, type VisitBilling } from '../../reception/contract';
import {
  advanceHeld, isInsured, movementsOf, ruleRows, rulesAt, sourceKey, totalsOf, visitBills,
  type ChiTietVienPhi, type Movements, type Nguon, type VienPhiTongHop,
} from './bill';
import { idOf, oneOf, optionalIdOf, optionalTextOf } from './input';
import { keptListEntries, type ListEntry } from './cashier-list-cache';
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

/** What the list reads of a bill line: collected or not, posted or not, and what is left to collect of it. */
type ListLine = Pick<ChiTietVienPhi, 'DaThuTien' | 'HachToan' | 'ConLai'>;

/** What the list reads of a bill: its lines, what is left to collect and the advance held, and its money movements. */
interface ListBill {
  lines: readonly ListLine[];
  totals: Pick<VienPhiTongHop, 'ConLai' | 'TamUng'>;
  movements: Movements;
}

/** Where a bill stands: something to collect, collected but not all posted, or settled. */
export function feeState(bill: { lines: readonly ListLine[] }): VienPhiBenhNhan['TrangThaiVienPhi'] {
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

/** A collected line as the list reads it: the source it collected and whether it is posted. */
interface CollectedKey {
  TiepNhan_Id: string;
  Nguon: Nguon;
  Nguon_Id: string;
  HachToan: boolean;
}

/** The standing collected lines of the visits: the rows their bills show as collected. */
async function collectedKeys(db: Db, visitIds: readonly string[]): Promise<CollectedKey[]> {
  return rowsOf<CollectedKey>(await db.execute(sql`
    SELECT "TiepNhan_Id", "Nguon", "Nguon_Id", "HachToan" FROM "VienPhi_ChiTiet"
    WHERE "TiepNhan_Id" = ANY(${sql.param([...visitIds])}::text[]) AND "TrangThai" = 'HieuLuc'`));
}

/** What the list reads of its visits' bills in one go: the live lines, the collected ones, the movements. */
interface ListSources {
  services: BillServiceLine[];
  drugs: PrescriptionBillLine[];
  collected: Map<string, CollectedKey[]>;
  movements: Map<string, Movements>;
  /** The visits with a live line not collected: only their bills need the money rules. */
  owing: Set<string>;
}

/** The list is a read outside any transaction: its queries go out together. */
async function listSources(ctx: Pick<RequestContext, 'provided' | 'db'>, facilityId: string, visitIds: readonly string[]): Promise<ListSources> {
  if (visitIds.length === 0) return { services: [], drugs: [], collected: new Map(), movements: new Map(), owing: new Set() };
  const [services, drugs, collected, movements] = await Promise.all([
    ctx.provided(VISIT_BILLING).serviceLines(ctx.db, facilityId, visitIds),
    ctx.provided(PRESCRIPTION_BILLING).lines(ctx.db, facilityId, visitIds),
    collectedKeys(ctx.db, visitIds),
    movementsOf(ctx.db, visitIds),
  ]);
  // As visitBills tells a visit's collected lines from its live ones: by source, within the visit.
  const ofVisit = (visitId: string, nguon: Nguon, id: string) => `${visitId} ${sourceKey(nguon, id)}`;
  const frozen = new Set(collected.map((row) => ofVisit(row.TiepNhan_Id, row.Nguon, row.Nguon_Id)));
  const owing = new Set<string>();
  for (const line of services) if (!frozen.has(ofVisit(line.TiepNhan_Id, 'DichVu', line._id))) owing.add(line.TiepNhan_Id);
  for (const line of drugs) if (!frozen.has(ofVisit(line.TiepNhan_Id, 'Thuoc', line._id))) owing.add(line.TiepNhan_Id);
  const byVisit = new Map<string, CollectedKey[]>();
  for (const row of collected) {
    const ofThisVisit = byVisit.get(row.TiepNhan_Id);
    if (ofThisVisit) ofThisVisit.push(row);
    else byVisit.set(row.TiepNhan_Id, [row]);
  }
  return { services, drugs, collected: byVisit, movements, owing };
}

/** The provided reads of lines answered from those the list read already, so that visitBills reads each source once. */
function withSourcesRead(ctx: Pick<RequestContext, 'provided'>, sources: ListSources): Pick<RequestContext, 'provided'> {
  const ofVisits = <Row extends { TiepNhan_Id: string }>(rows: readonly Row[], ids: readonly string[]) => {
    const wanted = new Set(ids);
    return rows.filter((row) => wanted.has(row.TiepNhan_Id));
  };
  const billing: VisitBilling = { ...ctx.provided(VISIT_BILLING), serviceLines: async (_db, _facilityId, ids) => ofVisits(sources.services, ids) };
  const prescriptions: PrescriptionBilling = { ...ctx.provided(PRESCRIPTION_BILLING), lines: async (_db, _facilityId, ids) => ofVisits(sources.drugs, ids) };
  return {
    provided: <T>(key: { name: string }): T =>
      (key.name === VISIT_BILLING.name ? billing : key.name === PRESCRIPTION_BILLING.name ? prescriptions : ctx.provided(key as never)) as T,
  };
}

const NO_MOVEMENTS: Movements = { ThuTien: 0, TamUng: 0, HoanUng: 0, HoanTien: 0, TruTamUng: 0 };

/**
 * Whether a visit with lines left to collect can be in the list, whatever the rules make of those lines: waiting for
 * payment needs an open visit, collected needs money taken or a completed visit, not posted needs an unposted line.
 */
function mayBeListed(list: DanhSach, visit: BillingVisit, collected: readonly CollectedKey[], movements: Movements): boolean {
  switch (list) {
    case 'ChoThanhToan':
      return visit.TrangThai === 'DangThucHien';
    case 'DaKham':
      return true;
    case 'DaThu':
      return collected.length > 0 || advanceHeld(movements) !== 0 || visit.TrangThai === 'HoanTat';
    case 'ChuaHachToan':
      return collected.some((row) => !row.HachToan);
  }
}

/** As visitBills refuses a day of insured visits without rules in force, for visits whose shares the list does not need. */
async function checkRulesInForce(db: Db, visits: readonly BillingVisit[]): Promise<void> {
  const insured = visits.filter(isInsured);
  if (insured.length === 0) return;
  const rules = await ruleRows(db);
  // A rule takes effect at the start of a day (saveQuyTacBHYT): one look per day.
  const days = new Map(insured.map((visit) => [startOfDay(visit.NgayTiepNhan), visit.NgayTiepNhan]));
  for (const at of days.values()) rulesAt(rules, at);
}

/** Whether a visit's bill is worked out: always for the kept days, only for visits that may be listed otherwise. */
type WorkOut = (visit: BillingVisit, ticket: Ticket | null, collected: readonly CollectedKey[], movements: Movements) => boolean;

/**
 * The visits' bills, as much of each as the list shows. A visit whose live lines are all collected owes nothing
 * whatever the rules: its bill is its collected lines and its movements. The others' bills are worked out whole by
 * visitBills, from the lines read once, where `workOut` asks.
 */
async function listBills(ctx: Pick<RequestContext, 'provided' | 'db'>, facilityId: string, visits: readonly BillingVisit[], sources: ListSources, tickets: ReadonlyMap<string, Ticket>, workOut: WorkOut): Promise<Map<string, ListBill>> {
  const bills = new Map<string, ListBill>();
  const toWorkOut: BillingVisit[] = [];
  const notWorkedOut: BillingVisit[] = [];
  for (const visit of visits) {
    const collected = sources.collected.get(visit._id) ?? [];
    const movements = sources.movements.get(visit._id) ?? { ...NO_MOVEMENTS };
    if (!sources.owing.has(visit._id)) {
      bills.set(visit._id, { lines: collected.map((row) => ({ DaThuTien: true, HachToan: row.HachToan, ConLai: 0 })), totals: totalsOf([], movements), movements });
      notWorkedOut.push(visit);
    } else if (workOut(visit, tickets.get(visit._id) ?? null, collected, movements)) {
      toWorkOut.push(visit);
    } else {
      notWorkedOut.push(visit);
    }
  }
  await checkRulesInForce(ctx.db, notWorkedOut);
  for (const [visitId, bill] of await visitBills(ctx.db, withSourcesRead(ctx, sources), facilityId, toWorkOut, Date.now())) bills.set(visitId, bill);
  return bills;
}

type Entry = ListEntry<ListBill, Ticket>;

/** The visits with their tickets and bills; a visit whose bill `workOut` did not ask for is left out. */
async function listEntries(ctx: Pick<RequestContext, 'provided' | 'db'>, facilityId: string, visits: readonly BillingVisit[], workOut: WorkOut = () => true): Promise<Map<string, Entry>> {
  const ids = visits.map((visit) => visit._id);
  const [tickets, sources] = await Promise.all([ticketsOf(ctx.db, ids), listSources(ctx, facilityId, ids)]);
  const bills = await listBills(ctx, facilityId, visits, sources, tickets, workOut);
  const entries = new Map<string, Entry>();
  for (const visit of visits) {
    const bill = bills.get(visit._id);
    if (bill) entries.set(visit._id, { visit, bill, ticket: tickets.get(visit._id) ?? null });
  }
  return entries;
}

/**
 * The list of the cashier screen. Up to three days without a search come from the days kept in memory
 * (cashier-list-cache.ts); a search or a longer range reads the database, working out only the bills it may show.
 */
export async function loadBenhNhanFromTransaction(ctx: Pick<RequestContext, 'provided' | 'db' | 'log'>, facilityId: string, args: CashierListArgs, now: Timestamp = Date.now()): Promise<VienPhiBenhNhan[]> {
  const { from, to } = dayRange(args.startDate, args.endDate, now);
  const list: DanhSach = oneOf(args.danhSach, DANH_SACH, 'danhSach', 'ChoThanhToan');
  const kind = args.LoaiTiepNhan === null || args.LoaiTiepNhan === undefined ? undefined : oneOf(args.LoaiTiepNhan, ['NgoaiTru', 'NoiTru'] as const, 'LoaiTiepNhan');
  const search = optionalTextOf(args.searchString, 'searchString', 100);
  const counter = optionalIdOf(args.CodeCounter, 'CodeCounter');
  optionalTextOf(args.TypeNumbering, 'TypeNumbering', 50);
  const open = args.DangDieuTri === true;
  const shown = (ticket: Ticket | null) =>
    args.HasQMS !== true || (ticket !== null && (counter === null || ticket.codeCounter === null || ticket.codeCounter === counter));
  const kept = search === null ? await keptListEntries(ctx, facilityId, from, to, listEntries) : null;
  const entries = kept
    ? kept.filter(({ visit }) => (kind === undefined || visit.LoaiTiepNhan === kind) && (!open || visit.TrangThai === 'DangThucHien'))
    : [...(await listEntries(ctx, facilityId,
      await ctx.provided(VISIT_BILLING).visits(ctx.db, ctx, facilityId, { from, to, LoaiTiepNhan: kind, open: open ? true : undefined, searchString: search ?? undefined }),
      (visit, ticket, collected, movements) => shown(ticket) && mayBeListed(list, visit, collected, movements))).values()];
  const rows: VienPhiBenhNhan[] = [];
  for (const { visit, bill, ticket } of entries) {
    if (!shown(ticket)) continue;
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
  return rows.sort((a, b) => Number(b.UuTien) - Number(a.UuTien) || (a.SoThuTu ?? Infinity) - (b.SoThuTu ?? Infinity) || a.NgayTiepNhan - b.NgayTiepNhan
    || (a.TiepNhan_Id < b.TiepNhan_Id ? -1 : a.TiepNhan_Id > b.TiepNhan_Id ? 1 : 0));
}

/** What the patient still has to pay: the uncollected patient shares less the advance held, never below 0. */
export const amountToCollect = (totals: Pick<VienPhiTongHop, 'ConLai' | 'TamUng'>): Dong => Math.max(0, totals.ConLai - totals.TamUng);

function inList(list: DanhSach, state: VienPhiBenhNhan['TrangThaiVienPhi'], bill: ListBill, visit: BillingVisit): boolean {
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
