// Writing consultation minutes: create outpatient minutes for a visit (and the exam they were asked from), update,
// remove, sign and reopen; each in one transaction with its audit entry and a BienBanHoiChan event after commit.
// Signed minutes take no change and are not removed until reopened.
import { sql } from 'drizzle-orm';
import type { Timestamp } from '@his/sdk';
import {
  allocateSeriesNumber, badInput, defineNumberSeries, newId, nodesWithin, rowsOf, type Db, type RequestContext, type Viewer, type WriteScope,
} from '@his/sdk/server';
import { consultationEvents, type BienBanHoiChanChange } from '../contract';
import { checkBienBanHoiChan, EMPTY_BIEN_BAN, type BienBanContext, type BienBanHoiChanValues } from '../rules/minutes';
import type { ThanhPhanValues } from '../rules/participants';
import { isOpen, STATE_MOVES } from '../rules/states';
import { idOf, mergeInput, optionalIdOf, stateOf, type BienBanHoiChanInput } from './input-checks';
import { bienBanById, storedValues, type BienBanRow } from './minutes-reads';
import { examOfVisit, refuseVisitClosedToMinutes, staffOf, visitOf } from './visit-reads';

export const MA_BIEN_BAN_SERIES = defineNumberSeries({ name: 'consultation.maBienBanHoiChan', prefix: 'HC', yearDigits: 2, padding: 6, reset: 'yearly' });

/** Which catalogue each reference field's id must be a row of. */
const CATALOGUE_REFS = [
  { field: 'ICD_Id', table: 'DM_ICD' },
  { field: 'PhuongPhapPhauThuat_Id', table: 'DM_PhuongPhapPhauThuat' },
  { field: 'PhuongPhapVoCam_Id', table: 'DM_PhuongPhapVoCam' },
] as const;
const STAFF_FIELDS = ['BacSi_Id', 'PhauThuatVien_Id', 'BacSiGayMe_Id'] as const;

async function existing(tx: Db, table: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = rowsOf<{ _id: string }>(await tx.execute(sql`SELECT _id FROM ${sql.identifier(table)} WHERE _id = ANY(${sql.param([...new Set(ids)])}::text[])`));
  return new Set(rows.map((row) => row._id));
}

/**
 * Refuses values that break a rule, naming the field; then every id must be a row of its catalogue (staff, ICD,
 * methods) and the department or room a unit of the caller's facility.
 */
async function checkValues(tx: Db, facilityId: string, values: BienBanHoiChanValues, context: BienBanContext): Promise<void> {
  const problem = checkBienBanHoiChan(values, context);
  if (problem) throw badInput(problem.key, problem.field, { ...problem.params });
  const staffIds = [...STAFF_FIELDS.map((field) => values[field]), ...values.ThanhPhans.map((row) => row.NhanVien_Id)].filter((id): id is string => id !== null);
  const staff = await existing(tx, 'NhanVien', staffIds);
  for (const field of STAFF_FIELDS) if (values[field] !== null && !staff.has(values[field])) throw badInput('catalogue.refNotFound', field);
  values.ThanhPhans.forEach((row, index) => {
    if (!staff.has(row.NhanVien_Id!)) throw badInput('catalogue.refNotFound', `ThanhPhans.${index}.NhanVien_Id`);
  });
  for (const { field, table } of CATALOGUE_REFS) {
    const id = values[field];
    if (id !== null && !(await existing(tx, table, [id])).has(id)) throw badInput('catalogue.refNotFound', field);
  }
  if (values.PhongBan_Id !== null) {
    const units = await nodesWithin(tx, facilityId, [values.PhongBan_Id], { categories: ['DEPARTMENT', 'ROOM'] });
    if (!units.has(values.PhongBan_Id)) throw badInput('consultation.roomNotFound', 'PhongBan_Id');
  }
}

async function writeValues(tx: Db, id: string, values: BienBanHoiChanValues, userId: string): Promise<void> {
  await tx.execute(sql`UPDATE "BienBanHoiChan" SET "PhongBan_Id" = ${values.PhongBan_Id}, "BacSi_Id" = ${values.BacSi_Id}, "NgayHoiChan" = ${values.NgayHoiChan},
    "ThoiGianTomTat" = ${values.ThoiGianTomTat}, "DiaChi" = ${values.DiaChi}, "DiaDiem" = ${values.DiaDiem}, "HinhThuc" = ${values.HinhThuc},
    "LoaiHoiChan" = ${values.LoaiHoiChan}, "LyDoHoiChan" = ${values.LyDoHoiChan}, "TomTatDienBien" = ${values.TomTatDienBien}, "ChanDoan" = ${values.ChanDoan},
    "ICD_Id" = ${values.ICD_Id}, "KetLuan" = ${values.KetLuan}, "HuongDieuTri" = ${values.HuongDieuTri}, "PhuongPhapPhauThuat_Id" = ${values.PhuongPhapPhauThuat_Id},
    "PhuongPhapVoCam_Id" = ${values.PhuongPhapVoCam_Id}, "PhauThuatVien_Id" = ${values.PhauThuatVien_Id}, "BacSiGayMe_Id" = ${values.BacSiGayMe_Id},
    "ThoiGianDuKienPhauThuat" = ${values.ThoiGianDuKienPhauThuat}, "updatedBy" = ${userId}, "updatedAt" = now() WHERE _id = ${id}`);
  await tx.execute(sql`DELETE FROM "BienBanHoiChan_ThanhPhan" WHERE "BienBanHoiChan_Id" = ${id}`);
  for (const [index, row] of values.ThanhPhans.entries()) await insertParticipant(tx, id, row, index);
}

async function insertParticipant(tx: Db, minutesId: string, row: ThanhPhanValues, index: number): Promise<void> {
  await tx.execute(sql`INSERT INTO "BienBanHoiChan_ThanhPhan" (_id, "BienBanHoiChan_Id", "NhanVien_Id", "ViTri", "ChucDanh", "ThuTu")
    VALUES (${newId()}, ${minutesId}, ${row.NhanVien_Id}, ${row.ViTri}, ${row.ChucDanh}, ${index})`);
}

const changeOf = (row: BienBanRow): BienBanHoiChanChange => ({ ids: [row._id], TiepNhan_Ids: row.TiepNhan_Id ? [row.TiepNhan_Id] : [], BenhNhan_Ids: [row.BenhNhan_Id] });

export async function createBienBanHoiChanNgoaiTru(ctx: RequestContext, viewer: Viewer, input: BienBanHoiChanInput | null | undefined): Promise<BienBanRow> {
  if (!input || typeof input !== 'object') throw badInput('validation.required', 'input');
  if (input.TiepNhan_Id === null || input.TiepNhan_Id === undefined || input.TiepNhan_Id === '') throw badInput('validation.required', 'TiepNhan_Id');
  const visitId = idOf(input.TiepNhan_Id, 'TiepNhan_Id');
  const examId = optionalIdOf(input.KhamBenh_Id, 'KhamBenh_Id');
  const values = mergeInput(EMPTY_BIEN_BAN, input);
  const now = Date.now();
  return ctx.write(async ({ tx, audit, emit }) => {
    const visit = await visitOf(tx, viewer.nodeId, { id: visitId }, 'TiepNhan_Id');
    refuseVisitClosedToMinutes(visit, 'TiepNhan_Id');
    const exam = examId ? await examOfVisit(tx, viewer.nodeId, visit, examId, 'KhamBenh_Id') : null;
    // Asked from an exam, the minutes are its room's unless the doctor names another.
    if (!('PhongBan_Id' in input) && exam) values.PhongBan_Id = exam.PhongBan_Id;
    await checkValues(tx, viewer.nodeId, values, { since: visit.NgayTiepNhan, now });
    const id = newId();
    const { code } = await allocateSeriesNumber(tx, MA_BIEN_BAN_SERIES, viewer.nodeId, now);
    await tx.execute(sql`INSERT INTO "BienBanHoiChan" (_id, "node_Id", "MaBienBanHoiChan", "LoaiBienBan", "BenhNhan_Id", "TiepNhan_Id", "KhamBenh_Id",
      "BacSi_Id", "NgayHoiChan", "ThoiGianTomTat", "DiaChi", "DiaDiem", "createdBy", "updatedBy")
      VALUES (${id}, ${viewer.nodeId}, ${code}, 'NgoaiTru', ${visit.BenhNhan_Id}, ${visit._id}, ${exam?._id ?? null},
        ${values.BacSi_Id}, ${values.NgayHoiChan}, ${values.ThoiGianTomTat}, ${values.DiaChi}, ${values.DiaDiem}, ${viewer.userId}, ${viewer.userId})`);
    await writeValues(tx, id, values, viewer.userId);
    const after = (await bienBanById(tx, viewer.nodeId, id))!;
    await audit({ action: 'CREATE', entity: 'BienBanHoiChan', entityId: id, after });
    emit(consultationEvents.create, changeOf(after), { idNodes: [viewer.nodeId] });
    return after;
  });
}

/** The minutes to change, locked; refused when unknown to the facility, or signed unless `signedToo`. */
async function minutesToChange(tx: Db, viewer: Viewer, id: unknown, signedToo = false): Promise<BienBanRow> {
  const record = await bienBanById(tx, viewer.nodeId, idOf(id, 'id'), true);
  if (!record) throw badInput('consultation.notFound', 'id');
  if (!signedToo && !isOpen(record.TrangThai)) throw badInput('consultation.signed', 'id', { code: record.MaBienBanHoiChan });
  return record;
}

async function finish(scope: WriteScope, viewer: Viewer, before: BienBanRow, action: 'UPDATE' | 'APPROVED' = 'UPDATE'): Promise<BienBanRow> {
  const after = (await bienBanById(scope.tx, viewer.nodeId, before._id))!;
  await scope.audit({ action, entity: 'BienBanHoiChan', entityId: before._id, before, after });
  scope.emit(consultationEvents.update, changeOf(after), { idNodes: [viewer.nodeId] });
  return after;
}

export async function updateBienBanHoiChanNgoaiTru(ctx: RequestContext, viewer: Viewer, id: unknown, input: BienBanHoiChanInput | null | undefined): Promise<BienBanRow> {
  if (!input || typeof input !== 'object') throw badInput('validation.required', 'input');
  // The visit and exam the minutes hang on do not change: minutes of another visit are new ones.
  const { TiepNhan_Id: _visit, KhamBenh_Id: _exam, ...change } = input;
  const now = Date.now();
  return ctx.write(async (scope) => {
    const record = await minutesToChange(scope.tx, viewer, id);
    let since: Timestamp | null = null;
    if (record.TiepNhan_Id) {
      const visit = await visitOf(scope.tx, viewer.nodeId, { id: record.TiepNhan_Id }, 'id');
      refuseVisitClosedToMinutes(visit, 'id');
      since = visit.NgayTiepNhan;
    }
    const values = mergeInput(storedValues(record), change);
    await checkValues(scope.tx, viewer.nodeId, values, { since, now });
    await writeValues(scope.tx, record._id, values, viewer.userId);
    return finish(scope, viewer, record);
  });
}

/** Removes minutes written by mistake, unless signed; their number is not given again. */
export async function removeBienBanHoiChan(ctx: RequestContext, viewer: Viewer, id: unknown): Promise<boolean> {
  return ctx.write(async ({ tx, audit, emit }) => {
    const record = await minutesToChange(tx, viewer, id);
    await tx.execute(sql`DELETE FROM "BienBanHoiChan" WHERE _id = ${record._id}`);
    await audit({ action: 'DELETE', entity: 'BienBanHoiChan', entityId: record._id, before: record });
    emit(consultationEvents.delete, changeOf(record), { idNodes: [viewer.nodeId] });
    return true;
  });
}

/**
 * Signs draft minutes (Nhap → DaKy: who and when) or reopens signed ones (DaKy → Nhap, consultation.reopen), from the
 * state the caller saw: minutes someone else moved meanwhile are refused, naming their code.
 */
export async function verifyBienBanHoiChan(ctx: RequestContext, viewer: Viewer, id: unknown, currentState: unknown): Promise<BienBanRow> {
  const move = STATE_MOVES[stateOf(currentState, 'currentState')];
  ctx.requirePermission(move.permission);
  const now = Date.now();
  return ctx.write(async (scope) => {
    const record = await minutesToChange(scope.tx, viewer, id, true);
    if (record.TrangThai !== move.from) throw badInput('consultation.stateChanged', 'currentState', { code: record.MaBienBanHoiChan });
    const signing = move.to === 'DaKy';
    const signer = signing ? await staffOf(scope.tx, viewer.userId) : null;
    await scope.tx.execute(sql`UPDATE "BienBanHoiChan" SET "TrangThai" = ${move.to}, "NguoiKy_Id" = ${signer}, "NgayKy" = ${signing ? now : null},
      "updatedBy" = ${viewer.userId}, "updatedAt" = now() WHERE _id = ${record._id}`);
    return finish(scope, viewer, record, signing ? 'APPROVED' : 'UPDATE');
  });
}
