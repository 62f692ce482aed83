// Reading the orders of the work lists (spec §2 Subclinical lists, §7 service requests): a list's tab, one order with
// its result rows, by request number or sample id, the performing rooms with what waits there, whether an order may
// be performed, and a visit's results for the doctor's exam; the results of many orders in one query per request.
import { sql } from 'drizzle-orm';
import type { Timestamp } from '@his/sdk';
import { badInput, loadInBatch, rowsOf, type RequestContext, type Viewer } from '@his/sdk/server';
import { SERVICE_ORDERS, type ServiceOrder } from '../../reception/contract';
import { EXAMINATION_READ } from '../../examination/contract';
import { PARACLINICAL_READ } from '../rules/permissions';
import { isWorkListKey, WORK_LIST_TABS, WORK_LISTS, workListOf, type WorkList, type WorkListTab } from '../rules/work-lists';
import { idOf, textOf } from './input-checks';
import { rowsWithBlanks, savedResults, testsOf, type KetQuaRow } from './lab-results';
import { say } from './messages';
import { executionRefusal } from './order-checks';
import { byUrgencyAndNumber, dayRange, matchesSearch, tabFilter, workListFilter } from './work-list-filters';

const DEFAULT_LIMIT = 200;
const MAX_LIMIT = 500;
/** Orders read by a sample id or request number: a SID comes back on another day a few times at most. */
const MAX_FOUND = 50;

const reader = (ctx: RequestContext) => ctx.requirePermission(PARACLINICAL_READ);
/** The doctor reading an exam's results holds examination's permission, not necessarily this plugin's. */
const readerOrDoctor = (ctx: RequestContext): Viewer => (ctx.holds(PARACLINICAL_READ) ? reader(ctx) : ctx.requirePermission(EXAMINATION_READ));
const isParaclinical = (order: ServiceOrder) => workListOf(order.MaLoaiDichVu, order.MaNhomDichVu) !== null;

function workListOfArg(value: unknown, field = 'nhom'): WorkList {
  if (!isWorkListKey(value)) throw badInput('paraclinical.workListUnknown', field);
  return WORK_LISTS[value];
}

export interface ClsOptions {
  nhom?: unknown;
  tab?: unknown;
  idPhongBan?: unknown;
  startDate?: unknown;
  endDate?: unknown;
  search?: unknown;
  limit?: unknown;
}

/** A work list's tab over a day range, urgent first, then by number; searched by number, SID, patient code or name. */
export async function clsCacDichVuYeuCau(ctx: RequestContext, options: ClsOptions): Promise<ServiceOrder[]> {
  const viewer = reader(ctx);
  const list = workListOfArg(options.nhom, 'nhom');
  if (!(WORK_LIST_TABS as readonly unknown[]).includes(options.tab)) throw badInput('paraclinical.tabUnknown', 'tab');
  const room = options.idPhongBan === null || options.idPhongBan === undefined ? null : idOf(options.idPhongBan, 'idPhongBan');
  const { from, to } = dayRange(options.startDate, options.endDate, Date.now());
  const search = textOf(options.search, 'search', 100) ?? null;
  const limit = options.limit === null || options.limit === undefined ? DEFAULT_LIMIT : options.limit;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) throw badInput('paraclinical.limitRange', 'limit', { max: MAX_LIMIT });
  const orders = await ctx.provided(SERVICE_ORDERS).list(ctx.db, viewer.nodeId, {
    ...workListFilter(list), ...tabFilter(options.tab as WorkListTab), from, to, ...(room ? { NoiThucHien_Ids: [room] } : {}),
  });
  return orders.filter((order) => search === null || matchesSearch(order, search)).sort(byUrgencyAndNumber).slice(0, limit);
}

/** One order of a work list, or null. */
export async function orderOfWorkList(ctx: RequestContext, viewer: Viewer, id: string): Promise<ServiceOrder | null> {
  const [order] = await ctx.provided(SERVICE_ORDERS).list(ctx.db, viewer.nodeId, { ids: [id] });
  return order && isParaclinical(order) ? order : null;
}

export async function clsDichVuYeuCauById(ctx: RequestContext, args: { id: unknown }): Promise<ServiceOrder | null> {
  const viewer = readerOrDoctor(ctx);
  return orderOfWorkList(ctx, viewer, idOf(args.id, 'id'));
}

/** A lab order's result rows, a blank one for each test not yet entered; none for a report. */
export async function clsChiTietDichVuYeuCauById(ctx: RequestContext, args: { id: unknown }): Promise<KetQuaRow[]> {
  const viewer = reader(ctx);
  const order = await orderOfWorkList(ctx, viewer, idOf(args.id, 'id'));
  if (!order) throw badInput('paraclinical.orderNotFound', 'id');
  if (workListOf(order.MaLoaiDichVu, order.MaNhomDichVu)?.resultKind !== 'lab') return [];
  return rowsWithBlanks(order, await testsOf(ctx.db, order), (await savedResults(ctx.db, [order._id])).get(order._id) ?? [], Date.now());
}

async function found(ctx: RequestContext, field: 'SoPhieuYeuCau' | 'SIDMau', value: unknown, max: number): Promise<ServiceOrder[]> {
  const viewer = reader(ctx);
  const text = textOf(value, field, max);
  if (!text) throw badInput('validation.required', field);
  const filter = field === 'SIDMau' ? { SIDMau: text } : { SoPhieuYeuCau: text };
  const orders = await ctx.provided(SERVICE_ORDERS).list(ctx.db, viewer.nodeId, { ...filter, limit: MAX_FOUND });
  return orders.filter(isParaclinical);
}

export const searchMaChiDinh = (ctx: RequestContext, args: { SoPhieuYeuCau: unknown }) => found(ctx, 'SoPhieuYeuCau', args.SoPhieuYeuCau, 50);
export const searchSID = (ctx: RequestContext, args: { SIDMau: unknown }) => found(ctx, 'SIDMau', args.SIDMau, 30);

/** Whether an order may be performed now, and why not in the caller's words. */
export async function checkDuocPhepThucHien(ctx: RequestContext, args: { id: unknown }): Promise<{ DuocPhepThucHien: boolean; LyDo: string | null }> {
  const viewer = reader(ctx);
  const order = await orderOfWorkList(ctx, viewer, idOf(args.id, 'id'));
  if (!order) throw badInput('paraclinical.orderNotFound', 'id');
  const refusal = await executionRefusal(ctx.db, order);
  return { DuocPhepThucHien: refusal === null, LyDo: refusal && say(ctx.lang, refusal) };
}

export interface PhongThucHienCLS {
  _id: string;
  MaPhongBan: string;
  TenPhongBan: string;
  SoDangCho: number;
}

/**
 * The facility's performing rooms (LABORATORY_ROOM) doing a work list's services (a room listing no service does
 * any), with how many of the list's orders wait there today.
 */
export async function phongThucHienCLS(ctx: RequestContext, args: { nhom: unknown }): Promise<PhongThucHienCLS[]> {
  const viewer = reader(ctx);
  const list = workListOfArg(args.nhom);
  const rooms = await ctx.organisation.roomsOfKind('LABORATORY_ROOM');
  if (rooms.length === 0) return [];
  const links = rowsOf<{ PhongBan_Id: string; MaLoaiDichVu: string | null; MaNhomDichVu: string | null }>(await ctx.db.execute(sql`
    SELECT pd."PhongBan_Id", kind."MaLoaiDichVu", grp."MaNhomDichVu" FROM "PhongBan_DichVu" pd JOIN "DM_DichVu" d ON d._id = pd."DichVu_Id"
      LEFT JOIN "DM_NhomDichVu" grp ON grp._id = d."NhomDichVu_Id" LEFT JOIN "DM_LoaiDichVu" kind ON kind._id = grp."LoaiDichVu_Id"
    WHERE pd."PhongBan_Id" = ANY(${sql.param(rooms.map((room) => room._id))}::text[])`));
  const doing = rooms.filter((room) => {
    const listed = links.filter((link) => link.PhongBan_Id === room._id);
    return listed.length === 0 || listed.some((link) => workListOf(link.MaLoaiDichVu, link.MaNhomDichVu)?.key === list.key);
  });
  const now: Timestamp = Date.now();
  const waiting = await ctx.provided(SERVICE_ORDERS).list(ctx.db, viewer.nodeId, {
    ...workListFilter(list), ...tabFilter('waiting'), ...dayRange(null, null, now), NoiThucHien_Ids: doing.map((room) => room._id),
  });
  return doing.map((room) => ({
    _id: room._id, MaPhongBan: room.code, TenPhongBan: room.name, SoDangCho: waiting.filter((order) => order.NoiThucHien_Id === room._id).length,
  }));
}

/** The visit's orders of every work list, sent or further and not cancelled, for the doctor's exam. */
export async function ketQuaCLSTheoTiepNhan(ctx: RequestContext, args: { TiepNhan_Id: unknown }): Promise<ServiceOrder[]> {
  const viewer = readerOrDoctor(ctx);
  const orders = await ctx.provided(SERVICE_ORDERS).list(ctx.db, viewer.nodeId, {
    TiepNhan_Id: idOf(args.TiepNhan_Id, 'TiepNhan_Id'), TrangThai: ['SanSang', 'ChuaKetQua', 'CoKetQua', 'DaXemKetQua'],
  });
  return orders.filter(isParaclinical);
}

/**
 * DichVuYeuCau.KetQuas: the saved results of the orders a response lists, read together; shown to those who read
 * results (the performing room, the doctor), empty for others reading the orders (reception's visit).
 */
export async function ketQuasOf(ctx: RequestContext, order: { _id: string }): Promise<KetQuaRow[]> {
  if (!ctx.holds(PARACLINICAL_READ) && !ctx.holds(EXAMINATION_READ)) return [];
  return loadInBatch(ctx, 'paraclinical.results', order._id, (ids) => savedResults(ctx.db, ids)).then((rows) => rows ?? []);
}
