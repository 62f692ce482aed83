// Procedure notes (spec §4 Procedure notes, §5 Service performance, §7 procedure notes): the notes of a room over a
// date range, of outpatient or of inpatient visits, one note, and the save of an order's note (taking a sent order
// first; with hoanThanh also finishing it), its lock with a type and a time, and its reopening with the permission to
// reopen. A save checks the times, the death option, the team, the catalogues' rows it names and the pharmacy's drugs,
// refuses any change to a part a lock covers or to verified supplies, and takes changed supply lines from the room's
// store. One transaction, one audit entry per record written, the surgery notes' event (and the stock's).
import { sql, type SQL } from 'drizzle-orm';
import { toKhongDau, type Timestamp } from '@his/sdk';
import { startOfDay } from '@his/sdk/format';
import { badInput, forbidden, newId, rowsOf, type Db, type RequestContext } from '@his/sdk/server';
import { PHARMACY_STOCK } from '../../pharmacy/contract';
import { deathProblem, isLockType, isTeamRole, lockProblem, LOCK_TYPES, RESULT_CODES, teamProblem, timesProblem, TREATMENT_GROUPS, verifiedProblem, type TeamMember } from '../rules/notes';
import { PROCEDURES_READ, PROCEDURES_UNLOCK, PROCEDURES_WRITE } from '../rules/permissions';
import { announce } from './announce';
import { spacingMs } from './assignments';
import { choiceOf, idOf, integerOf, oneOf, optionalIdOf, quantityOf, textOf, timeOf } from './input-checks';
import { finishOrder, takeOrder } from './moves';
import { NOTE_FIELDS, noteOfOrder, notesWhere, type NoteFields, type TuongTrinhPTTT } from './note-reads';
import { lockedProcedureOrder, requireOpen } from './orders';
import { announceStock, retakeSupplies, storeForSave } from './supplies';

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_RANGE_DAYS = 31;
const DEFAULT_LIMIT = 200;
const MAX_LIMIT = 500;
/** A note's times are what happened: at most an hour past the server's clock. */
const NOTE_AHEAD_MS = 60 * 60 * 1000;
/** A clock a few minutes apart from the server's does not start a procedure before its order. */
const CLOCK_SLACK_MS = 5 * 60 * 1000;
const MAX_TEAM = 20;
const MAX_SUPPLIES = 100;
const MAX_QUANTITY = 100_000;

const reader = (ctx: RequestContext) => ctx.requirePermission(PROCEDURES_READ);

export interface NotesArgs {
  idPhongBan?: unknown;
  startDate?: unknown;
  endDate?: unknown;
  search?: unknown;
  limit?: unknown;
}

/** The visits' types (TiepNhan.LoaiTiepNhan) whose notes a list shows: /tuong-trinh-pt-tt-vltl and its inpatient -nt. */
export type VisitKind = 'NgoaiTru' | 'NoiTru';

/** tuongTrinhPTTTs: the notes of outpatient visits. */
export const tuongTrinhPTTTs = (ctx: RequestContext, args: NotesArgs) => notesOfVisits(ctx, args, 'NgoaiTru');

/** tuongTrinhPTTTs_NoiTru: the notes of inpatient and emergency visits. */
export const tuongTrinhPTTTsNoiTru = (ctx: RequestContext, args: NotesArgs) => notesOfVisits(ctx, args, 'NoiTru');

async function notesOfVisits(ctx: RequestContext, args: NotesArgs, kind: VisitKind): Promise<TuongTrinhPTTT[]> {
  const viewer = reader(ctx);
  const now: Timestamp = Date.now();
  const room = optionalIdOf(args.idPhongBan, 'idPhongBan') ?? null;
  const start = timeOf(args.startDate, 'startDate', now, DAY_MS * 366) ?? now;
  const end = timeOf(args.endDate, 'endDate', now, DAY_MS * 366) ?? start;
  const from = startOfDay(start);
  const to = startOfDay(end) + DAY_MS - 1;
  if (to < from) throw badInput('procedures.dateRange', 'endDate');
  if (to - from > MAX_RANGE_DAYS * DAY_MS) throw badInput('procedures.dateRangeTooLong', 'endDate', { max: MAX_RANGE_DAYS });
  const search = textOf(args.search, 'search', 100) ?? null;
  const limit = integerOf(args.limit, 'limit', 1, MAX_LIMIT) ?? DEFAULT_LIMIT;
  const conditions: SQL[] = [sql`n."node_Id" = ${viewer.nodeId}`, sql`n."BatDau" BETWEEN ${from} AND ${to}`, sql`t."LoaiTiepNhan" = ${kind}`];
  if (room) conditions.push(sql`n."PhongBan_Id" = ${room}`);
  if (search) {
    const words = toKhongDau(search);
    conditions.push(sql`(upper(o."SoPhieuYeuCau") = ${search.toUpperCase()} OR upper(b."MaYTe") = ${search.toUpperCase()}
      OR (' ' || b."TenKhongDau") LIKE ${`% ${words.replace(/[%_\\]/g, (each) => `\\${each}`)}%`})`);
  }
  return notesWhere(ctx.db, sql.join(conditions, sql` AND `), { limit });
}

export async function tuongTrinhPTTT(ctx: RequestContext, args: { id: unknown }): Promise<TuongTrinhPTTT | null> {
  const viewer = reader(ctx);
  const [note] = await notesWhere(ctx.db, sql`n._id = ${idOf(args.id, 'id')} AND n."node_Id" = ${viewer.nodeId}`);
  return note ?? null;
}

interface SupplyInput {
  Duoc_Id: string;
  SoLuong: number;
  GhiChu: string | null;
}

interface Decoded {
  fields: Partial<NoteFields>;
  team?: TeamMember[];
  supplies?: SupplyInput[];
  /** The store asked for the supplies; null or left out: the one kept, else the room's first. */
  store: string | null;
}

function decode(input: Record<string, unknown> | null | undefined, now: Timestamp): Decoded {
  const given = input ?? {};
  const fields: Partial<Record<keyof NoteFields, unknown>> = {
    BatDau: timeOf(given.BatDau, 'BatDau', now, NOTE_AHEAD_MS),
    KetThuc: timeOf(given.KetThuc, 'KetThuc', now, NOTE_AHEAD_MS),
    PhuongPhapPhauThuat_Id: optionalIdOf(given.PhuongPhapPhauThuat_Id, 'PhuongPhapPhauThuat_Id'),
    PhuongPhapVoCam_Id: optionalIdOf(given.PhuongPhapVoCam_Id, 'PhuongPhapVoCam_Id'),
    ChanDoanTruoc_Id: optionalIdOf(given.ChanDoanTruoc_Id, 'ChanDoanTruoc_Id'),
    ChanDoanSau_Id: optionalIdOf(given.ChanDoanSau_Id, 'ChanDoanSau_Id'),
    MaKetQua: oneOf(given.MaKetQua, 'MaKetQua', RESULT_CODES),
    TenKetQua: textOf(given.TenKetQua, 'TenKetQua', 500),
    NhomDieuTri: oneOf(given.NhomDieuTri, 'NhomDieuTri', TREATMENT_GROUPS),
    TuVong: choiceOf(given.TuVong, 'TuVong'),
    QuyTrinh: textOf(given.QuyTrinh, 'QuyTrinh', 20_000),
    DienBien: textOf(given.DienBien, 'DienBien', 20_000),
    KetLuan: textOf(given.KetLuan, 'KetLuan', 4000),
  };
  const decoded: Decoded = {
    fields: Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<NoteFields>,
    store: optionalIdOf(given.KhoDuoc_Id, 'KhoDuoc_Id') ?? null,
  };
  if (given.EKip !== undefined && given.EKip !== null) {
    if (!Array.isArray(given.EKip)) throw badInput('validation.required', 'EKip');
    if (given.EKip.length > MAX_TEAM) throw badInput('procedures.tooMany', 'EKip', { max: MAX_TEAM });
    decoded.team = (given.EKip as Record<string, unknown>[]).map((row, index) => {
      const VaiTro = row?.VaiTro;
      if (!isTeamRole(VaiTro)) throw badInput('procedures.roleUnknown', `EKip.${index}.VaiTro`);
      return { NhanVien_Id: idOf(row?.NhanVien_Id, `EKip.${index}.NhanVien_Id`), VaiTro };
    });
  }
  if (given.VatTus !== undefined && given.VatTus !== null) {
    if (!Array.isArray(given.VatTus)) throw badInput('validation.required', 'VatTus');
    if (given.VatTus.length > MAX_SUPPLIES) throw badInput('procedures.tooMany', 'VatTus', { max: MAX_SUPPLIES });
    decoded.supplies = (given.VatTus as Record<string, unknown>[]).map((row, index) => ({
      Duoc_Id: idOf(row?.Duoc_Id, `VatTus.${index}.Duoc_Id`),
      SoLuong: quantityOf(row?.SoLuong, `VatTus.${index}.SoLuong`, MAX_QUANTITY),
      GhiChu: textOf(row?.GhiChu, `VatTus.${index}.GhiChu`, 500) ?? null,
    }));
    decoded.supplies.forEach((line, index) => {
      if (decoded.supplies!.findIndex((other) => other.Duoc_Id === line.Duoc_Id) !== index) throw badInput('procedures.drugTwice', `VatTus.${index}.Duoc_Id`);
    });
  }
  return decoded;
}

/** A row of a catalogue the note names: there, and in use when newly chosen. */
async function checkRef(db: Db, table: string, codeColumn: string, id: string | null | undefined, kept: string | null | undefined, field: string): Promise<void> {
  if (!id || id === kept) return;
  const [row] = rowsOf<{ code: string; TamNgung: boolean }>(await db.execute(sql`SELECT ${sql.identifier(codeColumn)} AS code, "TamNgung" FROM ${sql.identifier(table)} WHERE _id = ${id}`));
  if (!row) throw badInput('catalogue.refNotFound', field);
  if (row.TamNgung) throw badInput('catalogue.refSuspended', field, { code: row.code });
}

async function checkTeam(db: Db, team: readonly TeamMember[]): Promise<void> {
  const problem = teamProblem(team);
  if (problem) throw badInput(problem.key, problem.field, problem.params);
  if (team.length === 0) return;
  const staff = new Map(rowsOf<{ _id: string; TenNhanVien: string; TamNgung: boolean }>(await db.execute(sql`
    SELECT _id, "TenNhanVien", "TamNgung" FROM "NhanVien" WHERE _id = ANY(${sql.param(team.map((member) => member.NhanVien_Id))}::text[])`)).map((row) => [row._id, row]));
  team.forEach((member, index) => {
    const found = staff.get(member.NhanVien_Id);
    if (!found) throw badInput('procedures.staffNotFound', `EKip.${index}.NhanVien_Id`);
    if (found.TamNgung) throw badInput('procedures.staffSuspended', `EKip.${index}.NhanVien_Id`, { name: found.TenNhanVien });
  });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const supplyKey = (lines: readonly { Duoc_Id: string; SoLuong: number; GhiChu: string | null }[]) => lines.map(({ Duoc_Id, SoLuong, GhiChu }) => [Duoc_Id, SoLuong, GhiChu ?? null]);
/** What the store holds for the lines: a note changed only in a line's note takes nothing again. */
const stockKey = (lines: readonly { Duoc_Id: string; SoLuong: number }[]) => lines.map(({ Duoc_Id, SoLuong }) => [Duoc_Id, SoLuong]);

export async function saveTuongTrinhPTTT(ctx: RequestContext, args: { idDichVuYeuCau: unknown; input: Record<string, unknown> | null; hoanThanh?: unknown }): Promise<TuongTrinhPTTT> {
  const viewer = ctx.requirePermission(PROCEDURES_WRITE);
  const now: Timestamp = Date.now();
  const orderId = idOf(args.idDichVuYeuCau, 'idDichVuYeuCau');
  const given = decode(args.input, now);
  const finishing = args.hoanThanh === true;
  const gapMs = await spacingMs(ctx);
  return ctx.write(async (scope) => {
    const { tx } = scope;
    let order = await lockedProcedureOrder(tx, ctx, viewer, orderId, 'idDichVuYeuCau');
    requireOpen(order, 'idDichVuYeuCau');
    const before = await noteOfOrder(tx, orderId, true);
    const fields = { ...(before ? Object.fromEntries(NOTE_FIELDS.map((field) => [field, before[field]])) : {}), ...given.fields } as Record<keyof NoteFields, unknown>;
    const values = Object.fromEntries(NOTE_FIELDS.map((field) => [field, fields[field] ?? null])) as unknown as Omit<NoteFields, 'BatDau' | 'KetThuc'> & { BatDau: Timestamp | null; KetThuc: Timestamp | null };
    const times = timesProblem(values);
    if (times) throw badInput(times.key, times.field, times.params);
    if (values.BatDau! < order.NgayYeuCau - CLOCK_SLACK_MS) throw badInput('procedures.startBeforeRequest', 'BatDau', { number: order.SoPhieuYeuCau });
    const death = deathProblem(values.MaKetQua, values.TuVong);
    if (death) throw badInput(death.key, death.field, death.params);
    // The lines the note keeps, and whether the store must give back and take again: other quantities or another store.
    const lines = given.supplies ?? before?.VatTus ?? [];
    const storeChanged = given.store !== null && given.store !== (before?.KhoDuoc_Id ?? null) && lines.length > 0;
    const stockChanged = storeChanged || (given.supplies !== undefined && !same(stockKey(before?.VatTus ?? []), stockKey(given.supplies)));
    const suppliesChanged = stockChanged || (given.supplies !== undefined && !same(supplyKey(before?.VatTus ?? []), supplyKey(given.supplies)));
    if (before) {
      const changed = NOTE_FIELDS.filter((field) => field in given.fields && !same(before[field], given.fields[field]));
      const teamChanged = given.team !== undefined && !same(before.EKip.map(({ NhanVien_Id, VaiTro }) => [NhanVien_Id, VaiTro]), given.team.map(({ NhanVien_Id, VaiTro }) => [NhanVien_Id, VaiTro]));
      const locked = lockProblem(before, { fields: teamChanged ? [...changed, 'EKip'] : changed, supplies: suppliesChanged }) ?? verifiedProblem(before, suppliesChanged);
      if (locked) throw badInput(locked.key, locked.field, { number: order.SoPhieuYeuCau });
    }
    await checkRef(tx, 'DM_PhuongPhapPhauThuat', 'MaPhuongPhapPhauThuat', values.PhuongPhapPhauThuat_Id, before?.PhuongPhapPhauThuat_Id, 'PhuongPhapPhauThuat_Id');
    await checkRef(tx, 'DM_PhuongPhapVoCam', 'MaPhuongPhapVoCam', values.PhuongPhapVoCam_Id, before?.PhuongPhapVoCam_Id, 'PhuongPhapVoCam_Id');
    await checkRef(tx, 'DM_ICD', 'MaICD', values.ChanDoanTruoc_Id, before?.ChanDoanTruoc_Id, 'ChanDoanTruoc_Id');
    await checkRef(tx, 'DM_ICD', 'MaICD', values.ChanDoanSau_Id, before?.ChanDoanSau_Id, 'ChanDoanSau_Id');
    if (given.team) await checkTeam(tx, given.team);
    const drugs = given.supplies && given.supplies.length > 0 ? await ctx.provided(PHARMACY_STOCK).drugs(tx, viewer.nodeId, given.supplies.map((line) => line.Duoc_Id)) : new Map();
    given.supplies?.forEach((line, index) => {
      const drug = drugs.get(line.Duoc_Id);
      if (!drug) throw badInput('procedures.drugNotFound', `VatTus.${index}.Duoc_Id`);
      const kept = before?.VatTus.some((each) => each.Duoc_Id === line.Duoc_Id);
      if (drug.TamNgung && !kept) throw badInput('catalogue.refSuspended', `VatTus.${index}.Duoc_Id`, { code: drug.MaDuoc });
    });
    const room = { _id: order.NoiThucHien_Id, name: order.TenNoiThucHien ?? '' };
    const storeId = stockChanged && lines.length > 0 ? await storeForSave(ctx, tx, viewer.nodeId, room, given.store, before?.KhoDuoc_Id ?? null) : null;

    if (order.TrangThai === 'SanSang') order = await takeOrder(tx, ctx, viewer, order, now, gapMs, 'idDichVuYeuCau');
    const noteId = before?._id ?? newId();
    const columns = {
      BatDau: values.BatDau, KetThuc: values.KetThuc, PhuongPhapPhauThuat_Id: values.PhuongPhapPhauThuat_Id, PhuongPhapVoCam_Id: values.PhuongPhapVoCam_Id,
      ChanDoanTruoc_Id: values.ChanDoanTruoc_Id, ChanDoanSau_Id: values.ChanDoanSau_Id, MaKetQua: values.MaKetQua, TenKetQua: values.TenKetQua,
      NhomDieuTri: values.NhomDieuTri, TuVong: values.TuVong, QuyTrinh: values.QuyTrinh, DienBien: values.DienBien, KetLuan: values.KetLuan,
    };
    if (before) {
      await tx.execute(sql`UPDATE "TuongTrinhPTTT" SET ${sql.join(Object.entries(columns).map(([column, value]) => sql`${sql.identifier(column)} = ${value}`), sql`, `)},
        "updatedBy" = ${viewer.userId}, "updatedAt" = now() WHERE _id = ${noteId}`);
    } else {
      await tx.execute(sql`
        INSERT INTO "TuongTrinhPTTT" (_id, "node_Id", "DichVuYeuCau_Id", "TiepNhan_Id", "BenhNhan_Id", "PhongBan_Id", ${sql.join(Object.keys(columns).map((column) => sql.identifier(column)), sql`, `)}, "createdBy", "updatedBy")
        VALUES (${noteId}, ${viewer.nodeId}, ${orderId}, ${order.TiepNhan_Id}, ${order.BenhNhan_Id}, ${order.NoiThucHien_Id}, ${sql.join(Object.values(columns).map((value) => sql`${value}`), sql`, `)},
          ${viewer.userId}, ${viewer.userId})`);
    }
    if (given.team) {
      await tx.execute(sql`DELETE FROM "TuongTrinhPTTT_EKip" WHERE "TuongTrinhPTTT_Id" = ${noteId}`);
      for (const [index, member] of given.team.entries()) {
        await tx.execute(sql`INSERT INTO "TuongTrinhPTTT_EKip" (_id, "TuongTrinhPTTT_Id", "NhanVien_Id", "VaiTro", "ThuTu") VALUES (${newId()}, ${noteId}, ${member.NhanVien_Id}, ${member.VaiTro}, ${index})`);
      }
    }
    if (given.supplies) {
      await tx.execute(sql`DELETE FROM "TuongTrinhPTTT_VatTu" WHERE "TuongTrinhPTTT_Id" = ${noteId}`);
      for (const [index, line] of given.supplies.entries()) {
        const drug = drugs.get(line.Duoc_Id)!;
        await tx.execute(sql`
          INSERT INTO "TuongTrinhPTTT_VatTu" (_id, "TuongTrinhPTTT_Id", "Duoc_Id", "MaDuoc", "TenDuoc", "DonViTinh", "SoLuong", "GhiChu", "ThuTu")
          VALUES (${newId()}, ${noteId}, ${line.Duoc_Id}, ${drug.MaDuoc}, ${drug.TenDuoc}, ${drug.DonViTinh}, ${line.SoLuong}, ${line.GhiChu}, ${index})`);
      }
    }
    if (stockChanged) {
      await retakeSupplies(ctx, tx, viewer.nodeId, noteId, storeId, lines, now);
      await tx.execute(sql`UPDATE "TuongTrinhPTTT" SET "KhoDuoc_Id" = ${storeId} WHERE _id = ${noteId}`);
      announceStock(scope, viewer, [before?.KhoDuoc_Id, storeId]);
    }
    let note = (await noteOfOrder(tx, orderId))!;
    if (finishing) {
      const orderBefore = order;
      order = await finishOrder(tx, ctx, viewer, order, note, now, 'idDichVuYeuCau');
      await scope.audit({ action: 'UPDATE', entity: 'DichVuYeuCau', entityId: orderId, before: orderBefore, after: order });
      note = (await noteOfOrder(tx, orderId))!;
    }
    await scope.audit({ action: before ? 'UPDATE' : 'CREATE', entity: 'TuongTrinhPTTT', entityId: noteId, before: before ?? undefined, after: note });
    announce(scope, viewer, [order], [noteId]);
    return note;
  });
}

async function lockedNote(tx: Db, nodeId: string, id: string): Promise<TuongTrinhPTTT> {
  const [note] = await notesWhere(tx, sql`n._id = ${id} AND n."node_Id" = ${nodeId}`, { lock: true });
  if (!note) throw badInput('procedures.noteNotFound', 'id');
  return note;
}

export async function lockTuongTrinhPTTT(ctx: RequestContext, args: { id: unknown; LoaiKhoa: unknown }): Promise<TuongTrinhPTTT> {
  const viewer = ctx.requirePermission(PROCEDURES_WRITE);
  const id = idOf(args.id, 'id');
  if (!isLockType(args.LoaiKhoa)) throw badInput('validation.oneOf', 'LoaiKhoa', { values: LOCK_TYPES.join(', ') });
  const LoaiKhoa = args.LoaiKhoa;
  const now: Timestamp = Date.now();
  return ctx.write(async (scope) => {
    const before = await lockedNote(scope.tx, viewer.nodeId, id);
    if (before.DaKhoa) throw badInput('procedures.alreadyLocked', 'id', { number: before.SoPhieuYeuCau });
    await scope.tx.execute(sql`UPDATE "TuongTrinhPTTT" SET "DaKhoa" = true, "LoaiKhoa" = ${LoaiKhoa}, "ThoiGianKhoa" = ${now}, "NguoiKhoa_Id" = ${viewer.userId},
      "updatedBy" = ${viewer.userId}, "updatedAt" = now() WHERE _id = ${id}`);
    const after = (await noteOfOrder(scope.tx, before.DichVuYeuCau_Id))!;
    await scope.audit({ action: 'UPDATE', entity: 'TuongTrinhPTTT', entityId: id, before, after });
    announce(scope, viewer, [{ _id: after.DichVuYeuCau_Id, NoiThucHien_Id: after.PhongBan_Id, TiepNhan_Id: after.TiepNhan_Id, BenhNhan_Id: after.BenhNhan_Id }], [id]);
    return after;
  });
}

export async function unlockTuongTrinhPTTT(ctx: RequestContext, args: { id: unknown }): Promise<TuongTrinhPTTT> {
  // Spec §6: a writer without the right is told to have the account authorized; anyone else learns no more than FORBIDDEN.
  if (!ctx.holds(PROCEDURES_UNLOCK)) {
    ctx.requirePermission(PROCEDURES_WRITE);
    throw forbidden('procedures.unlockNotAllowed');
  }
  const viewer = ctx.requirePermission(PROCEDURES_UNLOCK);
  const id = idOf(args.id, 'id');
  return ctx.write(async (scope) => {
    const before = await lockedNote(scope.tx, viewer.nodeId, id);
    if (!before.DaKhoa) throw badInput('procedures.notLocked', 'id', { number: before.SoPhieuYeuCau });
    await scope.tx.execute(sql`UPDATE "TuongTrinhPTTT" SET "DaKhoa" = false, "LoaiKhoa" = NULL, "ThoiGianKhoa" = NULL, "NguoiKhoa_Id" = NULL,
      "updatedBy" = ${viewer.userId}, "updatedAt" = now() WHERE _id = ${id}`);
    const after = (await noteOfOrder(scope.tx, before.DichVuYeuCau_Id))!;
    await scope.audit({ action: 'UPDATE', entity: 'TuongTrinhPTTT', entityId: id, before, after });
    announce(scope, viewer, [{ _id: after.DichVuYeuCau_Id, NoiThucHien_Id: after.PhongBan_Id, TiepNhan_Id: after.TiepNhan_Id, BenhNhan_Id: after.BenhNhan_Id }], [id]);
    return after;
  });
}

