// Reading the procedure orders (spec §2 Service performance lists, §7 procedure orders): a list's tab over a day
// range with a search, one order, the rooms performing a list's services with what waits there today, and the note,
// technicians and device of the orders a response lists, each read together for all of them.
import { sql } from 'drizzle-orm';
import { toKhongDau, type Timestamp } from '@his/sdk';
import { startOfDay } from '@his/sdk/format';
import { badInput, loadInBatch, nodesWithin, rowsOf, type RequestContext } from '@his/sdk/server';
import { SERVICE_ORDERS, type ServiceOrder } from '../../reception/contract';
import { PROCEDURES_READ } from '../rules/permissions';
import { isProcedureListKey, isProcedureTab, PROCEDURE_LISTS, TAB_STATES, type ProcedureList } from '../rules/work-lists';
import { deviceAssignments, technicianAssignments, type PhanCongKyThuatVien, type PhanCongThietBi } from './assignments';
import { idOf, integerOf, optionalIdOf, textOf } from './input-checks';
import { notesOfOrders, type TuongTrinhPTTT } from './note-reads';
import { isProcedureOrder } from './orders';

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_RANGE_DAYS = 31;
const DEFAULT_LIMIT = 200;
const MAX_LIMIT = 500;

const reader = (ctx: RequestContext) => ctx.requirePermission(PROCEDURES_READ);

function listOfArg(value: unknown, field = 'nhom'): ProcedureList {
  if (!isProcedureListKey(value)) throw badInput('procedures.listUnknown', field);
  return PROCEDURE_LISTS[value];
}

/** From the start of the first day to the end of the last, today by default, at most a month. */
function dayRange(startDate: unknown, endDate: unknown, now: Timestamp): { from: Timestamp; to: Timestamp } {
  for (const [value, field] of [[startDate, 'startDate'], [endDate, 'endDate']] as const) {
    if (value !== null && value !== undefined && (typeof value !== 'number' || !Number.isFinite(value))) throw badInput('procedures.timeInvalid', field);
  }
  const from = startOfDay((startDate as number | null | undefined) ?? now);
  const to = startOfDay((endDate as number | null | undefined) ?? (startDate as number | null | undefined) ?? now) + DAY_MS - 1;
  if (to < from) throw badInput('procedures.dateRange', 'endDate');
  if (to - from > MAX_RANGE_DAYS * DAY_MS) throw badInput('procedures.dateRangeTooLong', 'endDate', { max: MAX_RANGE_DAYS });
  return { from, to };
}

/** Its request number or the patient's code exactly, or the start of a word of the patient's name, accents ignored. */
export function matchesSearch(order: Pick<ServiceOrder, 'SoPhieuYeuCau' | 'MaYTe' | 'TenBenhNhan'>, search: string): boolean {
  const exact = search.trim().toUpperCase();
  if ([order.SoPhieuYeuCau, order.MaYTe].some((code) => code !== null && code.toUpperCase() === exact)) return true;
  const typed = toKhongDau(search);
  return typed !== '' && ` ${toKhongDau(order.TenBenhNhan ?? '')}`.includes(` ${typed}`);
}

/** Urgent first, then by queue number, then by request number. */
export function byUrgencyAndNumber(a: ServiceOrder, b: ServiceOrder): number {
  if (a.LaKhanCap !== b.LaKhanCap) return a.LaKhanCap ? -1 : 1;
  const [x, y] = [a.SoThuTu ?? Number.MAX_SAFE_INTEGER, b.SoThuTu ?? Number.MAX_SAFE_INTEGER];
  if (x !== y) return x - y;
  return a.SoPhieuYeuCau < b.SoPhieuYeuCau ? -1 : a.SoPhieuYeuCau > b.SoPhieuYeuCau ? 1 : 0;
}

export interface ListOptions {
  nhom?: unknown;
  tab?: unknown;
  idPhongBan?: unknown;
  startDate?: unknown;
  endDate?: unknown;
  search?: unknown;
  limit?: unknown;
}

export async function danhSachChiDinhPTTT(ctx: RequestContext, options: ListOptions): Promise<ServiceOrder[]> {
  const viewer = reader(ctx);
  const list = listOfArg(options.nhom);
  if (!isProcedureTab(options.tab)) throw badInput('procedures.tabUnknown', 'tab');
  const room = optionalIdOf(options.idPhongBan, 'idPhongBan') ?? null;
  const { from, to } = dayRange(options.startDate, options.endDate, Date.now());
  const search = textOf(options.search, 'search', 100) ?? null;
  const limit = integerOf(options.limit, 'limit', 1, MAX_LIMIT) ?? DEFAULT_LIMIT;
  const orders = await ctx.provided(SERVICE_ORDERS).list(ctx.db, viewer.nodeId, {
    MaLoaiDichVus: list.MaLoaiDichVus, TrangThai: TAB_STATES[options.tab], from, to, ...(room ? { NoiThucHien_Ids: [room] } : {}),
  });
  return orders.filter((order) => search === null || matchesSearch(order, search)).sort(byUrgencyAndNumber).slice(0, limit);
}

export async function chiDinhPTTTById(ctx: RequestContext, args: { id: unknown }): Promise<ServiceOrder | null> {
  const viewer = reader(ctx);
  const [order] = await ctx.provided(SERVICE_ORDERS).list(ctx.db, viewer.nodeId, { ids: [idOf(args.id, 'id')] });
  return order && isProcedureOrder(order) ? order : null;
}

export interface PhongThucHienPTTT {
  _id: string;
  MaPhongBan: string;
  TenPhongBan: string;
  SoDangCho: number;
}

/** The facility's rooms listing a service of the list (PhongBan_DichVu), by code, with the list's orders waiting there today. */
export async function phongThucHienPTTT(ctx: RequestContext, args: { nhom: unknown }): Promise<PhongThucHienPTTT[]> {
  const viewer = reader(ctx);
  const list = listOfArg(args.nhom);
  const linked = rowsOf<{ PhongBan_Id: string }>(await ctx.db.execute(sql`
    SELECT DISTINCT pd."PhongBan_Id" FROM "PhongBan_DichVu" pd JOIN "DM_DichVu" d ON d._id = pd."DichVu_Id"
      JOIN "DM_NhomDichVu" grp ON grp._id = d."NhomDichVu_Id" JOIN "DM_LoaiDichVu" kind ON kind._id = grp."LoaiDichVu_Id"
    WHERE kind."MaLoaiDichVu" = ANY(${sql.param([...list.MaLoaiDichVus])}::text[])`));
  const rooms = [...(await nodesWithin(ctx.db, viewer.nodeId, linked.map((row) => row.PhongBan_Id), { categories: ['ROOM'], activeOnly: true })).values()]
    .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  if (rooms.length === 0) return [];
  const now: Timestamp = Date.now();
  const waiting = await ctx.provided(SERVICE_ORDERS).list(ctx.db, viewer.nodeId, {
    MaLoaiDichVus: list.MaLoaiDichVus, TrangThai: TAB_STATES.waiting, ...dayRange(null, null, now), NoiThucHien_Ids: rooms.map((room) => room._id),
  });
  return rooms.map((room) => ({ _id: room._id, MaPhongBan: room.code, TenPhongBan: room.name, SoDangCho: waiting.filter((order) => order.NoiThucHien_Id === room._id).length }));
}

/** What a procedure order shows besides reception's fields; nothing for other orders or for those who do not read procedures. */
export const orderFields = {
  TuongTrinhPTTT: async (order: ServiceOrder, _: unknown, ctx: RequestContext): Promise<TuongTrinhPTTT | null> => {
    if (!ctx.holds(PROCEDURES_READ) || !isProcedureOrder(order)) return null;
    return (await loadInBatch(ctx, 'procedures.notes', order._id, (ids) => notesOfOrders(ctx.db, ids))) ?? null;
  },
  PhanCongKyThuatViens: async (order: ServiceOrder, _: unknown, ctx: RequestContext): Promise<PhanCongKyThuatVien[]> => {
    if (!ctx.holds(PROCEDURES_READ) || !isProcedureOrder(order)) return [];
    return (await loadInBatch(ctx, 'procedures.technicians', order._id, (ids) => technicianAssignments(ctx.db, ids))) ?? [];
  },
  PhanCongThietBi: async (order: ServiceOrder, _: unknown, ctx: RequestContext): Promise<PhanCongThietBi | null> => {
    if (!ctx.holds(PROCEDURES_READ) || !isProcedureOrder(order)) return null;
    return (await loadInBatch(ctx, 'procedures.devices', order._id, (ids) => deviceAssignments(ctx.db, ids))) ?? null;
  },
};
