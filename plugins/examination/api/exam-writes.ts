// Writing examinations: the queue calls, starting an exam on an examination order, saving it, ending and reopening
// it (with reception's ticket and order), cancelling and removing it. Each in one transaction with its audit entry.
import { sql } from 'drizzle-orm';
import type { Timestamp } from '@his/sdk';
import { allocateSeriesNumber, badInput, defineNumberSeries, newId, rowsOf, violatedUniqueConstraint, type Db, type RequestContext, type Viewer, type WriteScope } from '@his/sdk/server';
import type { ExamQueue, ExamTicketAction } from '../../reception/contract';
import { examinationEvents } from '../contract';
import { checkKhamBenh, EMPTY_KHAM_BENH, VITAL_SIGNS, type KhamBenhValues } from '../rules/exam';
import { idOf, khamBenhById, withExams, type HangDoiKhamBenhRow, type KhamBenhRow } from './exam-reads';
import { refuseWhileTransferRecorded } from './transfer-record-writes';
import { releaseExamPrescriptions } from './prescription-writes';

export const MA_KHAM_BENH_SERIES = defineNumberSeries({ name: 'examination.maKhamBenh', prefix: 'KB', yearDigits: 2, padding: 6, reset: 'yearly' });

const MAX_REASON_LENGTH = 500;
const TEXT_FIELDS = ['TrieuChungLamSang', 'TienSuBenh', 'ChanDoan', 'GhiChu'] as const;
const MAX_TEXT_INPUT = 5000;

export type KhamBenhInput = Partial<Record<keyof KhamBenhValues, unknown>>;

/** The values an exam will have: those stored, with the fields the input names (null clears one); types are checked. */
export function mergeInput(stored: KhamBenhValues, input: KhamBenhInput | null | undefined): KhamBenhValues {
  const values: KhamBenhValues = { ...stored, ICDPhu_Ids: [...stored.ICDPhu_Ids] };
  if (!input) return values;
  for (const field of Object.keys(VITAL_SIGNS) as (keyof typeof VITAL_SIGNS)[]) {
    if (field in input) values[field] = input[field] === null ? null : Number(input[field]);
  }
  for (const field of TEXT_FIELDS) {
    if (!(field in input)) continue;
    const text = input[field];
    if (text !== null && (typeof text !== 'string' || text.length > MAX_TEXT_INPUT)) throw badInput('validation.maxLength', field, { max: MAX_TEXT_INPUT });
    values[field] = text === null || text.trim() === '' ? null : text.trim();
  }
  for (const field of ['ICD_Id', 'HuongGiaiQuyet_Id'] as const) {
    if (field in input) values[field] = input[field] === null || input[field] === '' ? null : idOf(input[field], field);
  }
  if ('ICDPhu_Ids' in input) {
    const ids = input.ICDPhu_Ids ?? [];
    if (!Array.isArray(ids) || ids.length > 50) throw badInput('examination.tooManySecondaryIcds', 'ICDPhu_Ids', { max: 12 });
    values.ICDPhu_Ids = ids.map((id) => idOf(id, 'ICDPhu_Ids'));
  }
  if ('NgayTaiKham' in input) values.NgayTaiKham = input.NgayTaiKham === null ? null : Number(input.NgayTaiKham);
  if ('BenhManTinh' in input && input.BenhManTinh !== null) values.BenhManTinh = input.BenhManTinh === true;
  return values;
}

function storedValues(row: KhamBenhRow): KhamBenhValues {
  const values = { ...EMPTY_KHAM_BENH } as Record<keyof KhamBenhValues, unknown>;
  for (const field of Object.keys(EMPTY_KHAM_BENH) as (keyof KhamBenhValues)[]) values[field] = row[field] ?? EMPTY_KHAM_BENH[field];
  return values as KhamBenhValues;
}

/** Refuses values that break a rule, naming the field; then ICDs and the treatment plan must be rows of their catalogues. */
async function checkValues(tx: Db, values: KhamBenhValues, context: { examDate: Timestamp; ending: boolean }): Promise<void> {
  if (values.NgayTaiKham !== null && !Number.isFinite(values.NgayTaiKham)) throw badInput('examination.dateInvalid', 'NgayTaiKham');
  const problem = checkKhamBenh(values, context);
  if (problem) throw badInput(problem.key, problem.field, { ...problem.params });
  const icds = [values.ICD_Id, ...values.ICDPhu_Ids].filter((id): id is string => id !== null);
  if (icds.length > 0) {
    const found = new Set(rowsOf<{ _id: string }>(await tx.execute(sql`SELECT _id FROM "DM_ICD" WHERE _id = ANY(${sql.param(icds)}::text[])`)).map((row) => row._id));
    if (values.ICD_Id !== null && !found.has(values.ICD_Id)) throw badInput('catalogue.refNotFound', 'ICD_Id');
    if (values.ICDPhu_Ids.some((id) => !found.has(id))) throw badInput('catalogue.refNotFound', 'ICDPhu_Ids');
  }
  if (values.HuongGiaiQuyet_Id !== null
    && rowsOf(await tx.execute(sql`SELECT 1 FROM "DM_HuongGiaiQuyet" WHERE _id = ${values.HuongGiaiQuyet_Id}`)).length === 0) {
    throw badInput('catalogue.refNotFound', 'HuongGiaiQuyet_Id');
  }
}

async function writeValues(tx: Db, id: string, values: KhamBenhValues, userId: string): Promise<void> {
  await tx.execute(sql`UPDATE "KhamBenh" SET "Mach" = ${values.Mach}, "NhietDo" = ${values.NhietDo}, "HuyetApTamThu" = ${values.HuyetApTamThu},
    "HuyetApTamTruong" = ${values.HuyetApTamTruong}, "NhipTho" = ${values.NhipTho}, "ChieuCao" = ${values.ChieuCao}, "CanNang" = ${values.CanNang},
    "SpO2" = ${values.SpO2}, "TrieuChungLamSang" = ${values.TrieuChungLamSang}, "TienSuBenh" = ${values.TienSuBenh}, "ChanDoan" = ${values.ChanDoan},
    "GhiChu" = ${values.GhiChu}, "ICD_Id" = ${values.ICD_Id}, "ICDPhu_Ids" = ${sql.param(values.ICDPhu_Ids)}::text[],
    "HuongGiaiQuyet_Id" = ${values.HuongGiaiQuyet_Id}, "NgayTaiKham" = ${values.NgayTaiKham}, "BenhManTinh" = ${values.BenhManTinh},
    "updatedBy" = ${userId}, "updatedAt" = now() WHERE _id = ${id}`);
}

const changed = (exam: Pick<KhamBenhRow, '_id' | 'PhongBan_Id'>) => ({ ids: [exam._id], PhongBan_Ids: [exam.PhongBan_Id] });

/** Call, recall or dismiss the patient of an examination order. */
export async function queueAction(ctx: RequestContext, viewer: Viewer, queue: ExamQueue, orderId: string, action: ExamTicketAction): Promise<HangDoiKhamBenhRow> {
  const id = idOf(orderId, 'DichVuYeuCau_Id');
  return ctx.write(async ({ tx, audit, emit }) => {
    const before = await queue.entryOfOrder(tx, viewer.nodeId, id, true);
    if (!before) throw badInput('examination.orderNotFound', 'DichVuYeuCau_Id');
    const after = await queue.act(tx, viewer.nodeId, id, action, Date.now());
    await audit({ action: 'UPDATE', entity: 'PhieuHangDoi', entityId: after.PhieuHangDoi_Id, before, after });
    emit(examinationEvents.update, { ids: [id], PhongBan_Ids: [after.PhongBan_Id] }, { idNodes: [viewer.nodeId] });
    return (await withExams(tx, [after]))[0]!;
  });
}

/** The doctor of the caller: the staff record linked to the user, if any. */
async function staffOf(tx: Db, userId: string): Promise<string | null> {
  const [row] = rowsOf<{ NhanVien_Id: string | null }>(await tx.execute(sql`SELECT "NhanVien_Id" FROM his_users WHERE _id = ${userId}`));
  return row?.NhanVien_Id ?? null;
}

/** The exam of an order that is not cancelled, as the refusal names it: its code and the patient's number. */
async function liveExamOf(db: Db, orderId: string): Promise<{ code: string; number: number } | null> {
  const [row] = rowsOf<{ code: string; number: number }>(await db.execute(sql`
    SELECT "MaKhamBenh" AS code, coalesce("SoThuTu", 0) AS number FROM "KhamBenh" WHERE "DichVuYeuCau_Id" = ${orderId} AND "TrangThai" <> 'DaHuy'`));
  return row ?? null;
}

export async function createKhamBenh(ctx: RequestContext, viewer: Viewer, queue: ExamQueue, orderId: string, input: KhamBenhInput | null | undefined): Promise<KhamBenhRow> {
  const id = idOf(orderId, 'DichVuYeuCau_Id');
  const now = Date.now();
  const values = mergeInput(EMPTY_KHAM_BENH, input);
  try {
    return await ctx.write(async ({ tx, audit, emit }) => {
      const entry = await queue.entryOfOrder(tx, viewer.nodeId, id, true);
      if (!entry) throw badInput('examination.orderNotFound', 'DichVuYeuCau_Id');
      if (entry.TrangThaiTiepNhan !== 'DangThucHien') throw badInput('examination.visitClosed', 'DichVuYeuCau_Id', { code: entry.MaTiepNhan });
      if (entry.TrangThaiPhieu === 'HoanThanh') throw badInput('examination.orderExamined', 'DichVuYeuCau_Id', { number: entry.SoThuTu });
      const started = await liveExamOf(tx, id);
      if (started) throw badInput('examination.alreadyStarted', 'DichVuYeuCau_Id', started);
      if (entry.TrangThaiPhieu === 'BoQua') throw badInput('examination.ticketMissed', 'DichVuYeuCau_Id', { number: entry.SoThuTu });
      await checkValues(tx, values, { examDate: now, ending: false });
      // Starting the exam of a patient not called yet calls them: the screens show who is in the room.
      if (entry.TrangThaiPhieu === 'ChoGoi') await queue.act(tx, viewer.nodeId, id, 'call', now);
      const examId = newId();
      const code = (await allocateSeriesNumber(tx, MA_KHAM_BENH_SERIES, viewer.nodeId, now)).code;
      await tx.execute(sql`INSERT INTO "KhamBenh" (_id, "node_Id", "MaKhamBenh", "BenhNhan_Id", "TiepNhan_Id", "DichVuYeuCau_Id", "DichVu_Id",
        "PhongBan_Id", "SoThuTu", "NgayKham", "BacSiKham_Id", "createdBy", "updatedBy")
        VALUES (${examId}, ${viewer.nodeId}, ${code}, ${entry.BenhNhan_Id}, ${entry.TiepNhan_Id}, ${id}, ${entry.DichVu_Id}, ${entry.PhongBan_Id},
          ${entry.SoThuTu}, ${now}, ${await staffOf(tx, viewer.userId)}, ${viewer.userId}, ${viewer.userId})`);
      await writeValues(tx, examId, values, viewer.userId);
      const after = (await khamBenhById(tx, viewer.nodeId, examId))!;
      await audit({ action: 'CREATE', entity: 'KhamBenh', entityId: examId, after });
      emit(examinationEvents.create, changed(after), { idNodes: [viewer.nodeId] });
      return after;
    });
  } catch (error) {
    // Two doctors starting one patient at once: the unique index lets one exam through; the other is told whose.
    const started = violatedUniqueConstraint(error) === null ? null : await liveExamOf(ctx.db, id);
    if (started) throw badInput('examination.alreadyStarted', 'DichVuYeuCau_Id', started);
    throw error;
  }
}

/** The exam to change, locked, refused when gone or when its visit is closed to changes. */
async function openExam(tx: Db, viewer: Viewer, queue: ExamQueue, id: string): Promise<KhamBenhRow> {
  const exam = await khamBenhById(tx, viewer.nodeId, idOf(id, 'id'), true);
  if (!exam) throw badInput('examination.notFound', 'id');
  const entry = await queue.entryOfOrder(tx, viewer.nodeId, exam.DichVuYeuCau_Id);
  if (entry && entry.TrangThaiTiepNhan !== 'DangThucHien') throw badInput('examination.visitClosed', 'id', { code: entry.MaTiepNhan });
  return exam;
}

async function save(scope: WriteScope, viewer: Viewer, exam: KhamBenhRow, input: KhamBenhInput, ending: boolean): Promise<void> {
  if (exam.TrangThai !== 'DangKham') throw badInput('examination.notBeingExamined', 'id', { code: exam.MaKhamBenh });
  const values = mergeInput(storedValues(exam), input);
  await checkValues(scope.tx, values, { examDate: exam.NgayKham, ending });
  await writeValues(scope.tx, exam._id, values, viewer.userId);
}

async function end(scope: WriteScope, viewer: Viewer, queue: ExamQueue, exam: KhamBenhRow): Promise<void> {
  const stored = (await khamBenhById(scope.tx, viewer.nodeId, exam._id))!;
  await checkValues(scope.tx, storedValues(stored), { examDate: stored.NgayKham, ending: true });
  const now = Date.now();
  await scope.tx.execute(sql`UPDATE "KhamBenh" SET "TrangThai" = 'DaKham', "NgayKetThuc" = ${now}, "updatedBy" = ${viewer.userId}, "updatedAt" = now() WHERE _id = ${exam._id}`);
  await queue.act(scope.tx, viewer.nodeId, exam.DichVuYeuCau_Id, 'finish', now);
}

async function finishWrite(scope: WriteScope, viewer: Viewer, before: KhamBenhRow): Promise<KhamBenhRow> {
  const after = (await khamBenhById(scope.tx, viewer.nodeId, before._id))!;
  await scope.audit({ action: 'UPDATE', entity: 'KhamBenh', entityId: before._id, before, after });
  scope.emit(examinationEvents.update, changed(after), { idNodes: [viewer.nodeId] });
  return after;
}

export async function updateKhamBenh(ctx: RequestContext, viewer: Viewer, queue: ExamQueue, id: string, input: KhamBenhInput): Promise<KhamBenhRow> {
  return ctx.write(async (scope) => {
    const exam = await openExam(scope.tx, viewer, queue, id);
    await save(scope, viewer, exam, input, false);
    return finishWrite(scope, viewer, exam);
  });
}

export async function saveAndVerifyKhamBenh(ctx: RequestContext, viewer: Viewer, queue: ExamQueue, id: string, input: KhamBenhInput): Promise<KhamBenhRow> {
  return ctx.write(async (scope) => {
    const exam = await openExam(scope.tx, viewer, queue, id);
    await save(scope, viewer, exam, input, true);
    await end(scope, viewer, queue, exam);
    return finishWrite(scope, viewer, exam);
  });
}

/**
 * Ends the exam (currentState DangKham) or reopens an ended one (DaKham). The state the screen showed must still be
 * the exam's: another doctor's change in between is refused, not undone.
 */
export async function verifyKhamBenh(ctx: RequestContext, viewer: Viewer, queue: ExamQueue, id: string, currentState: string): Promise<KhamBenhRow> {
  return ctx.write(async (scope) => {
    const exam = await openExam(scope.tx, viewer, queue, id);
    if (exam.TrangThai !== currentState) throw badInput('examination.stateChanged', 'currentState', { code: exam.MaKhamBenh });
    if (exam.TrangThai === 'DangKham') {
      await end(scope, viewer, queue, exam);
    } else if (exam.TrangThai === 'DaKham') {
      // Reopening needs any hospitalization or transfer order of the exam cancelled first.
      await refuseWhileTransferRecorded(scope.tx, exam);
      await scope.tx.execute(sql`UPDATE "KhamBenh" SET "TrangThai" = 'DangKham', "NgayKetThuc" = NULL, "updatedBy" = ${viewer.userId}, "updatedAt" = now() WHERE _id = ${exam._id}`);
      await queue.act(scope.tx, viewer.nodeId, exam.DichVuYeuCau_Id, 'reopen', Date.now());
    } else {
      throw badInput('examination.notBeingExamined', 'id', { code: exam.MaKhamBenh });
    }
    return finishWrite(scope, viewer, exam);
  });
}

export async function cancelKhamBenh(ctx: RequestContext, viewer: Viewer, queue: ExamQueue, id: string, reason: string): Promise<KhamBenhRow> {
  const text = typeof reason === 'string' ? reason.trim() : '';
  if (text === '') throw badInput('validation.required', 'reason');
  if (text.length > MAX_REASON_LENGTH) throw badInput('validation.maxLength', 'reason', { max: MAX_REASON_LENGTH });
  return ctx.write(async (scope) => {
    const exam = await openExam(scope.tx, viewer, queue, id);
    if (exam.TrangThai !== 'DangKham') throw badInput('examination.cancelNeedsOpen', 'id', { code: exam.MaKhamBenh });
    await refuseWhileTransferRecorded(scope.tx, exam);
    await releaseExamPrescriptions(ctx, scope, viewer, exam._id, 'cancel');
    await scope.tx.execute(sql`UPDATE "KhamBenh" SET "TrangThai" = 'DaHuy', "LyDoHuy" = ${text}, "updatedBy" = ${viewer.userId}, "updatedAt" = now() WHERE _id = ${exam._id}`);
    return finishWrite(scope, viewer, exam);
  });
}

/** Whether an exam holds anything the doctor wrote. */
function isEmpty(exam: KhamBenhRow): boolean {
  const values = storedValues(exam);
  return (Object.keys(EMPTY_KHAM_BENH) as (keyof KhamBenhValues)[])
    .every((field) => field === 'ICDPhu_Ids' ? values.ICDPhu_Ids.length === 0 : values[field] === EMPTY_KHAM_BENH[field]);
}

export async function removeKhamBenh(ctx: RequestContext, viewer: Viewer, queue: ExamQueue, id: string): Promise<boolean> {
  return ctx.write(async ({ tx, audit, emit }) => {
    const exam = await openExam(tx, viewer, queue, id);
    if (exam.TrangThai !== 'DangKham' || !isEmpty(exam)) throw badInput('examination.removeNotEmpty', 'id', { code: exam.MaKhamBenh });
    await refuseWhileTransferRecorded(tx, exam, true);
    await releaseExamPrescriptions(ctx, { tx, audit, emit }, viewer, exam._id, 'remove');
    await tx.execute(sql`DELETE FROM "KhamBenh" WHERE _id = ${exam._id}`);
    await audit({ action: 'DELETE', entity: 'KhamBenh', entityId: exam._id, before: exam });
    emit(examinationEvents.delete, changed(exam), { idNodes: [viewer.nodeId] });
    return true;
  });
}

/** The refusal a transfer of the order would meet, or true: the screen asks before it offers the rooms. */
export async function checkBeforeChuyenPhongKham(ctx: RequestContext, viewer: Viewer, queue: ExamQueue, orderId: string): Promise<boolean> {
  await queue.checkTransfer(ctx.db, viewer.nodeId, idOf(orderId, 'DichVuYeuCau_Id'));
  return true;
}

/** Why an exam being examined was cancelled when its patient was sent to another room. */
const TRANSFER_REASON = 'Chuyển phòng khám';

export async function chuyenPhongKham(ctx: RequestContext, viewer: Viewer, queue: ExamQueue, args: { DichVuYeuCau_Id: string; DichVu_Id: string; PhongBan_Id: string }): Promise<HangDoiKhamBenhRow> {
  const orderId = idOf(args.DichVuYeuCau_Id, 'DichVuYeuCau_Id');
  if (!args.DichVu_Id) throw badInput('validation.required', 'DichVu_Id');
  if (!args.PhongBan_Id) throw badInput('validation.required', 'PhongBan_Id');
  const to = { DichVu_Id: idOf(args.DichVu_Id, 'DichVu_Id'), PhongBan_Id: idOf(args.PhongBan_Id, 'PhongBan_Id') };
  return ctx.write(async ({ tx, audit, emit }) => {
    const before = await queue.checkTransfer(tx, viewer.nodeId, orderId);
    const [exam] = rowsOf<{ _id: string }>(await tx.execute(sql`
      SELECT _id FROM "KhamBenh" WHERE "DichVuYeuCau_Id" = ${orderId} AND "TrangThai" = 'DangKham' FOR UPDATE`));
    if (exam) {
      const examBefore = (await khamBenhById(tx, viewer.nodeId, exam._id))!;
      await releaseExamPrescriptions(ctx, { tx, audit, emit }, viewer, exam._id, 'cancel');
      await tx.execute(sql`UPDATE "KhamBenh" SET "TrangThai" = 'DaHuy', "LyDoHuy" = ${TRANSFER_REASON}, "updatedBy" = ${viewer.userId}, "updatedAt" = now() WHERE _id = ${exam._id}`);
      await audit({ action: 'UPDATE', entity: 'KhamBenh', entityId: exam._id, before: examBefore, after: await khamBenhById(tx, viewer.nodeId, exam._id) });
    }
    const after = await queue.transfer(tx, ctx, viewer, orderId, to, Date.now());
    await audit({ action: 'UPDATE', entity: 'DichVuYeuCau', entityId: orderId, before, after });
    emit(examinationEvents.update, { ids: [orderId, after.DichVuYeuCau_Id], PhongBan_Ids: [before.PhongBan_Id, after.PhongBan_Id] }, { idNodes: [viewer.nodeId] });
    return (await withExams(tx, [after]))[0]!;
  });
}
