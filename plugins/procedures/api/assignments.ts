// Who and what performs a procedure order (spec §7: equipment by services, assign equipment, technician assignment
// info and assign, remove auto-assignment): the technicians (staff who take procedures), given by hand or by the shifts
// when the order is taken, each planned the facility's minutes apart from their other procedures (spec §9); and the
// device, within its day's and its session's limits (a session being the shift the time falls in). The order keeps
// its performers and device (reception's record) in step, so that the visit shows them.
import { sql } from 'drizzle-orm';
import type { Timestamp } from '@his/sdk';
import { formatDateTime, startOfDay } from '@his/sdk/format';
import { badInput, newId, readSetting, rowsOf, type Db, type RequestContext, type Viewer, type WriteScope } from '@his/sdk/server';
import { SERVICE_ORDERS, type ServiceOrder } from '../../reception/contract';
import { limitReached, type DeviceUse } from '../rules/equipment';
import { PROCEDURES_READ, PROCEDURES_WRITE } from '../rules/permissions';
import { autoAssignee, shiftsCovering, spacedTime, type Shift } from '../rules/shifts';
import { announce } from './announce';
import { idList, idOf, optionalIdOf, timeOf } from './input-checks';
import { isProcedureOrder, lockedProcedureOrder, requireOpen, serviceIdsOf } from './orders';
import { requireAllocatable, shiftsBetween, staffOf } from './shifts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Spec §9's example, used when the facility has not set his.soPhutGiuaHaiChiDinhPTTT. */
const DEFAULT_SPACING_MINUTES = 2;
const MAX_TECHNICIANS = 10;
const MAX_ORDERS = 200;

export interface PhanCongKyThuatVien {
  DichVuYeuCau_Id: string;
  NhanVien_Id: string;
  MaNhanVien: string | null;
  TenNhanVien: string | null;
  TuDong: boolean;
  ThoiGian: Timestamp;
  CaThucHien_Id: string | null;
}

export interface PhanCongThietBi {
  DichVuYeuCau_Id: string;
  ThietBi_Id: string;
  MaThietBi: string | null;
  TenThietBi: string | null;
  ThoiGian: Timestamp;
  CaThucHien_Id: string | null;
}

/** The technicians of these orders, by order: those given by hand first, then by when they were given. */
export async function technicianAssignments(db: Db, orderIds: readonly string[]): Promise<Map<string, PhanCongKyThuatVien[]>> {
  const rows = orderIds.length === 0 ? [] : rowsOf<PhanCongKyThuatVien>(await db.execute(sql`
    SELECT a."DichVuYeuCau_Id", a."NhanVien_Id", nv."MaNhanVien", nv."TenNhanVien", a."TuDong", a."ThoiGian"::float8 AS "ThoiGian", a."CaThucHien_Id"
    FROM "PhanCongKyThuatVien" a LEFT JOIN "NhanVien" nv ON nv._id = a."NhanVien_Id"
    WHERE a."DichVuYeuCau_Id" = ANY(${sql.param([...orderIds])}::text[]) ORDER BY a."TuDong", a."createdAt", a._id`));
  const byOrder = new Map<string, PhanCongKyThuatVien[]>(orderIds.map((id) => [id, []]));
  for (const row of rows) byOrder.get(row.DichVuYeuCau_Id)?.push(row);
  return byOrder;
}

/** The device of each of these orders that has one. */
export async function deviceAssignments(db: Db, orderIds: readonly string[]): Promise<Map<string, PhanCongThietBi>> {
  if (orderIds.length === 0) return new Map();
  return new Map(rowsOf<PhanCongThietBi>(await db.execute(sql`
    SELECT a."DichVuYeuCau_Id", a."ThietBi_Id", d."MaThietBi", d."TenThietBi", a."ThoiGian"::float8 AS "ThoiGian", a."CaThucHien_Id"
    FROM "PhanCongThietBi" a LEFT JOIN "DM_ThietBi" d ON d._id = a."ThietBi_Id"
    WHERE a."DichVuYeuCau_Id" = ANY(${sql.param([...orderIds])}::text[])`)).map((row) => [row.DichVuYeuCau_Id, row]));
}

/**
 * The minimum spacing of one technician's procedures. Read before a write's transaction: the settings are read on the
 * request's own handle, which an open transaction on PGlite's one connection would keep waiting.
 */
export async function spacingMs(ctx: RequestContext): Promise<number> {
  const minutes = await readSetting(ctx, 'his', 'soPhutGiuaHaiChiDinhPTTT').catch(() => undefined);
  return (typeof minutes === 'number' && Number.isFinite(minutes) && minutes >= 0 ? minutes : DEFAULT_SPACING_MINUTES) * MINUTE_MS;
}

/** When each staff member's other procedures are planned, within a day either side of `at`. */
async function plannedTimes(db: Db, staffId: string, orderId: string, at: Timestamp): Promise<Timestamp[]> {
  return rowsOf<{ t: number }>(await db.execute(sql`
    SELECT a."ThoiGian"::float8 AS t FROM "PhanCongKyThuatVien" a JOIN "DichVuYeuCau" o ON o._id = a."DichVuYeuCau_Id"
    WHERE a."NhanVien_Id" = ${staffId} AND a."DichVuYeuCau_Id" <> ${orderId} AND o."TrangThai" <> 'DaHuy' AND a."ThoiGian" BETWEEN ${at - DAY_MS} AND ${at + DAY_MS}`)).map((row) => row.t);
}

/** How many procedure orders each staff member has on the day of `at`. */
async function loadsOnDay(db: Db, facilityId: string, at: Timestamp): Promise<Map<string, number>> {
  const day = startOfDay(at);
  return new Map(rowsOf<{ NhanVien_Id: string; n: number }>(await db.execute(sql`
    SELECT a."NhanVien_Id", count(*)::int AS n FROM "PhanCongKyThuatVien" a JOIN "DichVuYeuCau" o ON o._id = a."DichVuYeuCau_Id"
    WHERE a."node_Id" = ${facilityId} AND o."TrangThai" <> 'DaHuy' AND a."ThoiGian" BETWEEN ${day} AND ${day + DAY_MS - 1} GROUP BY a."NhanVien_Id"`)).map((row) => [row.NhanVien_Id, Number(row.n)]));
}

/** Puts a technician on the order at the first moment from `at` spaced from their others, in the shift covering it. */
async function giveTo(tx: Db, viewer: Viewer, order: ServiceOrder, staffId: string, TuDong: boolean, at: Timestamp, gapMs: number, shifts: readonly Shift[]): Promise<void> {
  const ThoiGian = spacedTime(at, await plannedTimes(tx, staffId, order._id, at), gapMs);
  const shift = shiftsCovering(shifts.filter((each) => each.NhanVien_Id === staffId), ThoiGian, serviceIdsOf(order))[0] ?? null;
  await tx.execute(sql`
    INSERT INTO "PhanCongKyThuatVien" (_id, "node_Id", "DichVuYeuCau_Id", "NhanVien_Id", "TuDong", "ThoiGian", "CaThucHien_Id", "createdBy")
    VALUES (${newId()}, ${viewer.nodeId}, ${order._id}, ${staffId}, ${TuDong}, ${ThoiGian}, ${shift?._id ?? null}, ${viewer.userId})
    ON CONFLICT ("DichVuYeuCau_Id", "NhanVien_Id") DO UPDATE SET "TuDong" = "PhanCongKyThuatVien"."TuDong" AND EXCLUDED."TuDong"`);
}

/** The order's performers (reception's NguoiThucHien_Ids) set to its technicians, when they differ. */
async function keepPerformers(tx: Db, ctx: Pick<RequestContext, 'provided'>, viewer: Viewer, order: ServiceOrder, field: string): Promise<ServiceOrder> {
  const ids = ((await technicianAssignments(tx, [order._id])).get(order._id) ?? []).map((row) => row.NhanVien_Id);
  if (ids.length === order.NguoiThucHien_Ids.length && ids.every((id, index) => order.NguoiThucHien_Ids[index] === id)) return order;
  return ctx.provided(SERVICE_ORDERS).record(tx, viewer, order._id, { NguoiThucHien_Ids: ids }, field);
}

/**
 * When an order is taken with no technician: the staff member on a shift covering `now` for its services, by the
 * shift's priority and then the day's load (spec: auto-assignment). Returns the order with its performers.
 */
export async function assignAutomatically(ctx: RequestContext, tx: Db, viewer: Viewer, order: ServiceOrder, now: Timestamp, gapMs: number, field: string): Promise<ServiceOrder> {
  if (((await technicianAssignments(tx, [order._id])).get(order._id) ?? []).length > 0) return order;
  const shifts = await shiftsBetween(tx, viewer.nodeId, now, now + 1, { allocatableOnly: true });
  const chosen = autoAssignee(shifts, now, serviceIdsOf(order), await loadsOnDay(tx, viewer.nodeId, now));
  if (!chosen) return order;
  await giveTo(tx, viewer, order, chosen.NhanVien_Id, true, now, gapMs, shifts);
  return keepPerformers(tx, ctx, viewer, order, field);
}

async function auditAssignments(scope: WriteScope, order: ServiceOrder, before: readonly PhanCongKyThuatVien[]): Promise<void> {
  const after = (await technicianAssignments(scope.tx, [order._id])).get(order._id) ?? [];
  await scope.audit({ action: 'UPDATE', entity: 'PhanCongKyThuatVien', entityId: order._id, before: { SoPhieuYeuCau: order.SoPhieuYeuCau, KyThuatViens: before }, after: { SoPhieuYeuCau: order.SoPhieuYeuCau, KyThuatViens: after } });
}

export async function phanCongKyThuatVien(ctx: RequestContext, args: { idDichVuYeuCau: unknown; NhanVien_Ids: unknown }): Promise<ServiceOrder> {
  const viewer = ctx.requirePermission(PROCEDURES_WRITE);
  const orderId = idOf(args.idDichVuYeuCau, 'idDichVuYeuCau');
  const staffIds = idList(args.NhanVien_Ids, 'NhanVien_Ids', MAX_TECHNICIANS, false);
  const now: Timestamp = Date.now();
  const gapMs = await spacingMs(ctx);
  return ctx.write(async (scope) => {
    const { tx } = scope;
    const order = await lockedProcedureOrder(tx, ctx, viewer, orderId, 'idDichVuYeuCau');
    requireOpen(order, 'idDichVuYeuCau');
    const staff = await staffOf(tx, staffIds);
    staffIds.forEach((id, index) => requireAllocatable(staff.get(id), `NhanVien_Ids.${index}`));
    const before = (await technicianAssignments(tx, [orderId])).get(orderId) ?? [];
    await tx.execute(sql`DELETE FROM "PhanCongKyThuatVien" WHERE "DichVuYeuCau_Id" = ${orderId} AND NOT ("NhanVien_Id" = ANY(${sql.param(staffIds)}::text[]))`);
    const at = order.NgayThucHien ?? now;
    const shifts = await shiftsBetween(tx, viewer.nodeId, at - DAY_MS, at + DAY_MS);
    // Given by hand now: an automatic assignment of the same person becomes theirs by hand.
    for (const id of staffIds) await giveTo(tx, viewer, order, id, false, before.find((row) => row.NhanVien_Id === id)?.ThoiGian ?? at, gapMs, shifts);
    const after = await keepPerformers(tx, ctx, viewer, order, 'NhanVien_Ids');
    await auditAssignments(scope, order, before);
    announce(scope, viewer, [after]);
    return after;
  });
}

export async function xoaPhanCongTuDong(ctx: RequestContext, args: { ids: unknown }): Promise<ServiceOrder[]> {
  const viewer = ctx.requirePermission(PROCEDURES_WRITE);
  const ids = idList(args.ids, 'ids', MAX_ORDERS);
  return ctx.write(async (scope) => {
    const { tx } = scope;
    const orders: ServiceOrder[] = [];
    for (const id of [...ids].sort()) orders.push(await lockedProcedureOrder(tx, ctx, viewer, id, 'ids'));
    const result: ServiceOrder[] = [];
    for (const order of orders) {
      const before = (await technicianAssignments(tx, [order._id])).get(order._id) ?? [];
      if (!before.some((row) => row.TuDong)) {
        result.push(order);
        continue;
      }
      requireOpen(order, 'ids');
      await tx.execute(sql`DELETE FROM "PhanCongKyThuatVien" WHERE "DichVuYeuCau_Id" = ${order._id} AND "TuDong"`);
      result.push(await keepPerformers(tx, ctx, viewer, order, 'ids'));
      await auditAssignments(scope, order, before);
    }
    announce(scope, viewer, result);
    return ids.map((id) => result.find((order) => order._id === id)!);
  });
}

interface Device {
  _id: string;
  MaThietBi: string;
  TenThietBi: string;
  TamNgung: boolean;
  DichVu_Ids: string[];
  SoLuongToiDaTrongNgay: number | null;
  SoLuongToiDaTrenLan: number | null;
}

const DEVICE_COLUMNS = sql`_id, "MaThietBi", "TenThietBi", "TamNgung", "DichVu_Ids", "SoLuongToiDaTrongNgay", "SoLuongToiDaTrenLan"`;

/** The orders already on the device on the day of `at` and in the session, this order and cancelled ones left out. */
async function deviceUse(db: Db, deviceId: string, orderId: string, at: Timestamp, session: Shift | null): Promise<DeviceUse> {
  const day = startOfDay(at);
  const [row] = rowsOf<{ inDay: number; inSession: number }>(await db.execute(sql`
    SELECT count(*) FILTER (WHERE a."ThoiGian" BETWEEN ${day} AND ${day + DAY_MS - 1})::int AS "inDay",
      count(*) FILTER (WHERE a."ThoiGian" >= ${session?.BatDau ?? 0} AND a."ThoiGian" < ${session?.KetThuc ?? 0})::int AS "inSession"
    FROM "PhanCongThietBi" a JOIN "DichVuYeuCau" o ON o._id = a."DichVuYeuCau_Id"
    WHERE a."ThietBi_Id" = ${deviceId} AND a."DichVuYeuCau_Id" <> ${orderId} AND o."TrangThai" <> 'DaHuy'`));
  return { inDay: Number(row?.inDay ?? 0), inSession: session ? Number(row?.inSession ?? 0) : null };
}

/** The session an order on a device at `at` falls in: the shift covering it for the order's services, by priority. */
async function sessionAt(db: Db, facilityId: string, order: ServiceOrder, at: Timestamp): Promise<Shift | null> {
  return shiftsCovering(await shiftsBetween(db, facilityId, at, at + 1), at, serviceIdsOf(order))[0] ?? null;
}

export interface ThietBiPTTT {
  _id: string;
  MaThietBi: string;
  TenThietBi: string;
  SoLuongToiDaTrongNgay: number | null;
  SoLuongToiDaTrenLan: number | null;
  SoLuongTrongNgay: number;
  SoLuongTrongCa: number | null;
  CaThucHien_Id: string | null;
  ConCho: boolean;
}

export async function thietBiTheoDichVu(ctx: RequestContext, args: { idDichVuYeuCau: unknown; ThoiGian?: unknown }): Promise<ThietBiPTTT[]> {
  const viewer = ctx.requirePermission(PROCEDURES_READ);
  const orderId = idOf(args.idDichVuYeuCau, 'idDichVuYeuCau');
  const now: Timestamp = Date.now();
  const [order] = await ctx.provided(SERVICE_ORDERS).list(ctx.db, viewer.nodeId, { ids: [orderId] });
  if (!order || !isProcedureOrder(order)) throw badInput('procedures.orderNotFound', 'idDichVuYeuCau');
  const at = timeOf(args.ThoiGian, 'ThoiGian', now) ?? order.NgayThucHien ?? now;
  const devices = rowsOf<Device>(await ctx.db.execute(sql`
    SELECT ${DEVICE_COLUMNS} FROM "DM_ThietBi" WHERE "node_Id" = ${viewer.nodeId} AND NOT "TamNgung" AND "DichVu_Ids" && ${sql.param(serviceIdsOf(order))}::text[]
    ORDER BY "MaThietBi"`));
  const session = await sessionAt(ctx.db, viewer.nodeId, order, at);
  const answer: ThietBiPTTT[] = [];
  for (const device of devices) {
    const used = await deviceUse(ctx.db, device._id, orderId, at, session);
    answer.push({
      _id: device._id, MaThietBi: device.MaThietBi, TenThietBi: device.TenThietBi, SoLuongToiDaTrongNgay: device.SoLuongToiDaTrongNgay, SoLuongToiDaTrenLan: device.SoLuongToiDaTrenLan,
      SoLuongTrongNgay: used.inDay, SoLuongTrongCa: used.inSession, CaThucHien_Id: session?._id ?? null, ConCho: limitReached(device, used) === null,
    });
  }
  return answer;
}

export async function phanCongThietBi(ctx: RequestContext, args: { idDichVuYeuCau: unknown; ThietBi_Id?: unknown; ThoiGian?: unknown }): Promise<ServiceOrder> {
  const viewer = ctx.requirePermission(PROCEDURES_WRITE);
  const orderId = idOf(args.idDichVuYeuCau, 'idDichVuYeuCau');
  const deviceId = optionalIdOf(args.ThietBi_Id, 'ThietBi_Id') ?? null;
  const now: Timestamp = Date.now();
  const time = timeOf(args.ThoiGian, 'ThoiGian', now);
  const service = ctx.provided(SERVICE_ORDERS);
  return ctx.write(async (scope) => {
    const { tx } = scope;
    const order = await lockedProcedureOrder(tx, ctx, viewer, orderId, 'idDichVuYeuCau');
    requireOpen(order, 'idDichVuYeuCau');
    const before = (await deviceAssignments(tx, [orderId])).get(orderId) ?? null;
    if (deviceId === null) {
      await tx.execute(sql`DELETE FROM "PhanCongThietBi" WHERE "DichVuYeuCau_Id" = ${orderId}`);
    } else {
      // The device's row is locked: two rooms putting orders on it at once count each other.
      const [device] = rowsOf<Device>(await tx.execute(sql`SELECT ${DEVICE_COLUMNS} FROM "DM_ThietBi" WHERE _id = ${deviceId} AND "node_Id" = ${viewer.nodeId} FOR UPDATE`));
      if (!device) throw badInput('procedures.deviceNotFound', 'ThietBi_Id');
      if (device.TamNgung) throw badInput('procedures.deviceSuspended', 'ThietBi_Id', { device: device.TenThietBi });
      if (!device.DichVu_Ids.some((id) => serviceIdsOf(order).includes(id))) throw badInput('procedures.deviceNotForService', 'ThietBi_Id', { device: device.TenThietBi, number: order.SoPhieuYeuCau });
      const at = time ?? order.NgayThucHien ?? now;
      const session = await sessionAt(tx, viewer.nodeId, order, at);
      const reached = limitReached(device, await deviceUse(tx, deviceId, orderId, at, session));
      if (reached === 'day') throw badInput('procedures.deviceFullDay', 'ThietBi_Id', { device: device.TenThietBi, max: device.SoLuongToiDaTrongNgay! });
      if (reached === 'session') {
        throw badInput('procedures.deviceFullSession', 'ThietBi_Id', { device: device.TenThietBi, max: device.SoLuongToiDaTrenLan!, from: formatDateTime(session!.BatDau), to: formatDateTime(session!.KetThuc) });
      }
      await tx.execute(sql`
        INSERT INTO "PhanCongThietBi" ("DichVuYeuCau_Id", "node_Id", "ThietBi_Id", "ThoiGian", "CaThucHien_Id", "createdBy")
        VALUES (${orderId}, ${viewer.nodeId}, ${deviceId}, ${at}, ${session?._id ?? null}, ${viewer.userId})
        ON CONFLICT ("DichVuYeuCau_Id") DO UPDATE SET "ThietBi_Id" = EXCLUDED."ThietBi_Id", "ThoiGian" = EXCLUDED."ThoiGian", "CaThucHien_Id" = EXCLUDED."CaThucHien_Id",
          "createdBy" = EXCLUDED."createdBy", "createdAt" = now()`);
    }
    const after = order.ThietBi_Id === deviceId ? order : await service.record(tx, viewer, orderId, { ThietBi_Id: deviceId }, 'ThietBi_Id');
    const assigned = (await deviceAssignments(tx, [orderId])).get(orderId) ?? null;
    await scope.audit({ action: 'UPDATE', entity: 'PhanCongThietBi', entityId: orderId, before: { SoPhieuYeuCau: order.SoPhieuYeuCau, ThietBi: before }, after: { SoPhieuYeuCau: order.SoPhieuYeuCau, ThietBi: assigned } });
    announce(scope, viewer, [after]);
    return after;
  });
}

export interface KyThuatVienPTTT {
  NhanVien_Id: string;
  MaNhanVien: string;
  TenNhanVien: string;
  DangTrongCa: boolean;
  CaThucHien_Id: string | null;
  ThuTuUuTien: number | null;
  SoLuongTrongNgay: number;
  DaPhanCong: boolean;
  TuDong: boolean;
}

/** The staff who take procedures: those assigned first, then those on shift now for the order by priority, then by name. */
export async function thongTinPhanCongKyThuatVien(ctx: RequestContext, args: { idDichVuYeuCau: unknown }): Promise<{ DichVuYeuCau_Id: string; KyThuatViens: KyThuatVienPTTT[] }> {
  const viewer = ctx.requirePermission(PROCEDURES_READ);
  const orderId = idOf(args.idDichVuYeuCau, 'idDichVuYeuCau');
  const [order] = await ctx.provided(SERVICE_ORDERS).list(ctx.db, viewer.nodeId, { ids: [orderId] });
  if (!order || !isProcedureOrder(order)) throw badInput('procedures.orderNotFound', 'idDichVuYeuCau');
  const now: Timestamp = Date.now();
  const staff = rowsOf<{ _id: string; MaNhanVien: string; TenNhanVien: string }>(await ctx.db.execute(sql`
    SELECT _id, "MaNhanVien", "TenNhanVien" FROM "NhanVien" WHERE "isPhanBoThuThuat" AND NOT "TamNgung" ORDER BY "TenNhanVien", _id LIMIT 500`));
  const shifts = await shiftsBetween(ctx.db, viewer.nodeId, now, now + 1, { allocatableOnly: true });
  const loads = await loadsOnDay(ctx.db, viewer.nodeId, now);
  const assigned = (await technicianAssignments(ctx.db, [orderId])).get(orderId) ?? [];
  const rows = staff.map((member): KyThuatVienPTTT => {
    const shift = shiftsCovering(shifts.filter((each) => each.NhanVien_Id === member._id), now, serviceIdsOf(order))[0] ?? null;
    const mine = assigned.find((row) => row.NhanVien_Id === member._id);
    return {
      NhanVien_Id: member._id, MaNhanVien: member.MaNhanVien, TenNhanVien: member.TenNhanVien, DangTrongCa: shift !== null, CaThucHien_Id: shift?._id ?? null,
      ThuTuUuTien: shift?.ThuTuUuTien ?? null, SoLuongTrongNgay: loads.get(member._id) ?? 0, DaPhanCong: mine !== undefined, TuDong: mine?.TuDong ?? false,
    };
  });
  const rank = (row: KyThuatVienPTTT) => (row.DaPhanCong ? 0 : row.DangTrongCa ? 1 : 2);
  rows.sort((a, b) => rank(a) - rank(b) || (a.ThuTuUuTien ?? 100) - (b.ThuTuUuTien ?? 100));
  return { DichVuYeuCau_Id: orderId, KyThuatViens: rows };
}
