// Shifts (spec §3 Shift configuration, §7 getCaThucHienByThoiGian, createCaThucHien, updateCaThucHien): the facility's
// shifts over a period, and a shift added or changed for a staff member who takes procedures, never overlapping
// another of theirs. Two writes for one staff member take turns on their staff row, so that both see each other.
import { sql } from 'drizzle-orm';
import type { Timestamp } from '@his/sdk';
import { formatDateTime } from '@his/sdk/format';
import { badInput, newId, rowsOf, type Db, type RequestContext } from '@his/sdk/server';
import { PROCEDURES_READ, PROCEDURES_WRITE } from '../rules/permissions';
import { overlappingShift, shiftTimesProblem, type Shift } from '../rules/shifts';
import { PROCEDURE_SERVICE_TYPES } from '../rules/work-lists';
import { announce } from './announce';
import { idList, idOf, integerOf, optionalIdOf, textOf, timeOf } from './input-checks';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A period read at once: a month and a few days, a month's roster. */
const MAX_PERIOD_MS = 42 * DAY_MS;
/** A roster is planned up to a year ahead. */
const PLAN_AHEAD_MS = 366 * DAY_MS;
const MAX_SERVICES = 100;

/** A shift as the API answers it (CaThucHien). */
export interface CaThucHien extends Shift {
  MaNhanVien: string | null;
  TenNhanVien: string | null;
  TenDichVus: string[];
  GhiChu: string | null;
}

/** A staff member as shifts and assignments need them: who takes procedures and is in service. */
export interface AllocatableStaff {
  _id: string;
  MaNhanVien: string;
  TenNhanVien: string;
  isPhanBoThuThuat: boolean;
  TamNgung: boolean;
}

const SHIFT_SELECT = sql`c._id, c."NhanVien_Id", c."BatDau"::float8 AS "BatDau", c."KetThuc"::float8 AS "KetThuc", c."ThuTuUuTien", c."DichVu_Ids", c."GhiChu",
  nv."MaNhanVien", nv."TenNhanVien"`;

/** The facility's shifts overlapping [from, to), by start; of one staff member, or of those who take procedures only. */
export async function shiftsBetween(db: Db, facilityId: string, from: Timestamp, to: Timestamp, options: { staffId?: string; allocatableOnly?: boolean } = {}): Promise<CaThucHien[]> {
  const rows = rowsOf<Omit<CaThucHien, 'TenDichVus'>>(await db.execute(sql`
    SELECT ${SHIFT_SELECT} FROM "CaThucHien" c LEFT JOIN "NhanVien" nv ON nv._id = c."NhanVien_Id"
    WHERE c."node_Id" = ${facilityId} AND c."BatDau" < ${to} AND c."KetThuc" > ${from}
      ${options.staffId ? sql`AND c."NhanVien_Id" = ${options.staffId}` : sql``}
      ${options.allocatableOnly ? sql`AND nv."isPhanBoThuThuat" AND NOT nv."TamNgung"` : sql``}
    ORDER BY c."BatDau", nv."TenNhanVien", c._id`));
  const serviceIds = [...new Set(rows.flatMap((row) => row.DichVu_Ids))];
  const names = serviceIds.length === 0 ? new Map<string, string>() : new Map(rowsOf<{ _id: string; TenDichVu: string }>(await db.execute(sql`
    SELECT _id, "TenDichVu" FROM "DM_DichVu" WHERE _id = ANY(${sql.param(serviceIds)}::text[])`)).map((row) => [row._id, row.TenDichVu]));
  return rows.map((row) => ({ ...row, TenDichVus: row.DichVu_Ids.map((id) => names.get(id) ?? id) }));
}

export async function staffOf(db: Db, ids: readonly string[], lock = false): Promise<Map<string, AllocatableStaff>> {
  if (ids.length === 0) return new Map();
  return new Map(rowsOf<AllocatableStaff>(await db.execute(sql`
    SELECT _id, "MaNhanVien", "TenNhanVien", "isPhanBoThuThuat", "TamNgung" FROM "NhanVien" WHERE _id = ANY(${sql.param([...ids])}::text[])
    ORDER BY _id ${lock ? sql`FOR UPDATE` : sql``}`)).map((row) => [row._id, row]));
}

/** A staff member who may be given procedures: known, in service and flagged isPhanBoThuThuat. */
export function requireAllocatable(staff: AllocatableStaff | undefined, field: string): AllocatableStaff {
  if (!staff) throw badInput('procedures.staffNotFound', field);
  if (staff.TamNgung) throw badInput('procedures.staffSuspended', field, { name: staff.TenNhanVien });
  if (!staff.isPhanBoThuThuat) throw badInput('procedures.staffNotAllocatable', field, { name: staff.TenNhanVien });
  return staff;
}

export async function getCaThucHienByThoiGian(ctx: RequestContext, args: { startDate: unknown; endDate: unknown; NhanVien_Id?: unknown }): Promise<CaThucHien[]> {
  const viewer = ctx.requirePermission(PROCEDURES_READ);
  const now: Timestamp = Date.now();
  const from = timeOf(args.startDate, 'startDate', now, PLAN_AHEAD_MS);
  const to = timeOf(args.endDate, 'endDate', now, PLAN_AHEAD_MS + MAX_PERIOD_MS);
  if (from === null || from === undefined) throw badInput('validation.required', 'startDate');
  if (to === null || to === undefined) throw badInput('validation.required', 'endDate');
  if (to <= from) throw badInput('procedures.dateRange', 'endDate');
  if (to - from > MAX_PERIOD_MS) throw badInput('procedures.periodTooLong', 'endDate', { max: MAX_PERIOD_MS / DAY_MS });
  const staffId = optionalIdOf(args.NhanVien_Id, 'NhanVien_Id') ?? undefined;
  return shiftsBetween(ctx.db, viewer.nodeId, from, to, { staffId });
}

interface ShiftInput {
  NhanVien_Id?: string;
  BatDau?: Timestamp;
  KetThuc?: Timestamp;
  ThuTuUuTien?: number;
  DichVu_Ids?: string[];
  GhiChu?: string | null;
}

function decode(input: Record<string, unknown> | null | undefined, now: Timestamp): ShiftInput {
  const given = input ?? {};
  const time = (field: 'BatDau' | 'KetThuc') => {
    const value = timeOf(given[field], field, now, PLAN_AHEAD_MS);
    if (value === null) throw badInput('validation.required', field);
    return value;
  };
  return {
    NhanVien_Id: given.NhanVien_Id === undefined ? undefined : idOf(given.NhanVien_Id, 'NhanVien_Id'),
    BatDau: time('BatDau'),
    KetThuc: time('KetThuc'),
    ThuTuUuTien: integerOf(given.ThuTuUuTien, 'ThuTuUuTien', 1, 99),
    DichVu_Ids: given.DichVu_Ids === undefined || given.DichVu_Ids === null ? undefined : idList(given.DichVu_Ids, 'DichVu_Ids', MAX_SERVICES, false),
    GhiChu: textOf(given.GhiChu, 'GhiChu', 500),
  };
}

/** Each service of the shift a procedure service of the catalogue. */
async function checkServices(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const kinds = new Map(rowsOf<{ _id: string; MaLoaiDichVu: string | null }>(await db.execute(sql`
    SELECT d._id, kind."MaLoaiDichVu" FROM "DM_DichVu" d LEFT JOIN "DM_NhomDichVu" grp ON grp._id = d."NhomDichVu_Id" LEFT JOIN "DM_LoaiDichVu" kind ON kind._id = grp."LoaiDichVu_Id"
    WHERE d._id = ANY(${sql.param([...ids])}::text[])`)).map((row) => [row._id, row.MaLoaiDichVu]));
  ids.forEach((id, index) => {
    if (!kinds.has(id)) throw badInput('procedures.serviceNotFound', `DichVu_Ids.${index}`);
    if (!PROCEDURE_SERVICE_TYPES.includes(kinds.get(id) ?? '')) throw badInput('procedures.serviceNotProcedure', `DichVu_Ids.${index}`);
  });
}

async function saveShift(ctx: RequestContext, id: string | null, input: Record<string, unknown> | null): Promise<CaThucHien> {
  const viewer = ctx.requirePermission(PROCEDURES_WRITE);
  const now: Timestamp = Date.now();
  const given = decode(input, now);
  return ctx.write(async (scope) => {
    const { tx } = scope;
    let before: CaThucHien | undefined;
    if (id !== null) {
      [before] = rowsOf<CaThucHien>(await tx.execute(sql`
        SELECT ${SHIFT_SELECT} FROM "CaThucHien" c LEFT JOIN "NhanVien" nv ON nv._id = c."NhanVien_Id" WHERE c._id = ${id} AND c."node_Id" = ${viewer.nodeId}`));
      if (!before) throw badInput('procedures.shiftNotFound', 'id');
    }
    const shift = {
      NhanVien_Id: given.NhanVien_Id ?? before?.NhanVien_Id,
      BatDau: given.BatDau ?? before?.BatDau,
      KetThuc: given.KetThuc ?? before?.KetThuc,
      ThuTuUuTien: given.ThuTuUuTien ?? before?.ThuTuUuTien ?? 1,
      DichVu_Ids: given.DichVu_Ids ?? before?.DichVu_Ids ?? [],
      GhiChu: given.GhiChu === undefined ? (before?.GhiChu ?? null) : given.GhiChu,
    };
    if (!shift.NhanVien_Id) throw badInput('validation.required', 'NhanVien_Id');
    if (shift.BatDau === undefined) throw badInput('validation.required', 'BatDau');
    if (shift.KetThuc === undefined) throw badInput('validation.required', 'KetThuc');
    const times = shiftTimesProblem(shift.BatDau, shift.KetThuc);
    if (times) throw badInput(times.key, times.field);
    // The staff row is locked: a second shift written for them at the same moment waits and then sees this one.
    const staff = (await staffOf(tx, before && before.NhanVien_Id !== shift.NhanVien_Id ? [shift.NhanVien_Id, before.NhanVien_Id] : [shift.NhanVien_Id], true));
    requireAllocatable(staff.get(shift.NhanVien_Id), 'NhanVien_Id');
    await checkServices(tx, shift.DichVu_Ids);
    const theirs = await shiftsBetween(tx, viewer.nodeId, shift.BatDau, shift.KetThuc, { staffId: shift.NhanVien_Id });
    const clash = overlappingShift({ _id: id ?? undefined, NhanVien_Id: shift.NhanVien_Id, BatDau: shift.BatDau, KetThuc: shift.KetThuc }, theirs);
    if (clash) throw badInput('procedures.shiftOverlap', 'BatDau', { from: formatDateTime(clash.BatDau), to: formatDateTime(clash.KetThuc) });
    const shiftId = id ?? newId();
    if (id === null) {
      await tx.execute(sql`
        INSERT INTO "CaThucHien" (_id, "node_Id", "NhanVien_Id", "BatDau", "KetThuc", "ThuTuUuTien", "DichVu_Ids", "GhiChu", "createdBy", "updatedBy")
        VALUES (${shiftId}, ${viewer.nodeId}, ${shift.NhanVien_Id}, ${shift.BatDau}, ${shift.KetThuc}, ${shift.ThuTuUuTien}, ${sql.param(shift.DichVu_Ids)}::text[], ${shift.GhiChu},
          ${viewer.userId}, ${viewer.userId})`);
    } else {
      await tx.execute(sql`
        UPDATE "CaThucHien" SET "NhanVien_Id" = ${shift.NhanVien_Id}, "BatDau" = ${shift.BatDau}, "KetThuc" = ${shift.KetThuc}, "ThuTuUuTien" = ${shift.ThuTuUuTien},
          "DichVu_Ids" = ${sql.param(shift.DichVu_Ids)}::text[], "GhiChu" = ${shift.GhiChu}, "updatedBy" = ${viewer.userId}, "updatedAt" = now()
        WHERE _id = ${shiftId}`);
    }
    const after = (await shiftsBetween(tx, viewer.nodeId, shift.BatDau, shift.KetThuc, { staffId: shift.NhanVien_Id })).find((each) => each._id === shiftId)!;
    await scope.audit({ action: id === null ? 'CREATE' : 'UPDATE', entity: 'CaThucHien', entityId: shiftId, before, after });
    announce(scope, viewer, []);
    return after;
  });
}

export const createCaThucHien = (ctx: RequestContext, args: { input: Record<string, unknown> | null }) => saveShift(ctx, null, args.input);

export function updateCaThucHien(ctx: RequestContext, args: { id: unknown; input: Record<string, unknown> | null }): Promise<CaThucHien> {
  ctx.requirePermission(PROCEDURES_WRITE);
  return saveShift(ctx, idOf(args.id, 'id'), args.input);
}
