// Writing transfer-out records (KhamBenh_ChuyenVien): create one for an exam, update, cancel with a reason, remove;
// each in one transaction with its audit entry and an examination event. Only while the exam is being examined or
// ended with its visit still open; an exam has one live record, and reopening the exam waits for it to be cancelled.
import { sql } from 'drizzle-orm';
import { allocateSeriesNumber, badInput, defineNumberSeries, newId, rowsOf, violatedUniqueConstraint, type Db, type RequestContext, type Viewer, type WriteScope } from '@his/sdk/server';
import type { ExamQueue } from '../../reception/contract';
import { examinationEvents } from '../contract';
import { CHUYEN_VIEN_TEXT_LIMITS, checkChuyenVien, EMPTY_CHUYEN_VIEN, type ChuyenVienTextField, type ChuyenVienValues } from '../rules/transfer';
import { idOf, khamBenhById, type KhamBenhRow } from './exam-reads';
import { chuyenVienById, liveChuyenVienOf, type ChuyenVienRow } from './transfer-record-reads';

export const MA_CHUYEN_VIEN_SERIES = defineNumberSeries({ name: 'examination.maChuyenVien', prefix: 'CV', yearDigits: 2, padding: 6, reset: 'yearly' });

const MAX_REASON_LENGTH = 500;
const MAX_IDS = 50;

export type ChuyenVienInput = Partial<Record<keyof ChuyenVienValues, unknown>>;

const textFields = Object.keys(CHUYEN_VIEN_TEXT_LIMITS) as ChuyenVienTextField[];
const DATE_FIELDS = ['NgayChuyen', 'ChuyenTuNgay', 'ChuyenDenNgay'] as const;

/** The values a record will have: those stored, with the fields the input names (null clears one); types are checked. */
export function mergeChuyenVienInput(stored: ChuyenVienValues, input: ChuyenVienInput | null | undefined): ChuyenVienValues {
  const values: ChuyenVienValues = { ...stored, ICDPhu_Ids: [...stored.ICDPhu_Ids] };
  if (!input) return values;
  for (const field of textFields) {
    if (!(field in input)) continue;
    const text = input[field];
    // Twice the rule's limit here: the rule itself names the field with its own limit after trimming.
    if (text !== null && (typeof text !== 'string' || text.length > 2 * CHUYEN_VIEN_TEXT_LIMITS[field])) {
      throw badInput('validation.maxLength', field, { max: CHUYEN_VIEN_TEXT_LIMITS[field] });
    }
    values[field] = text === null || text.trim() === '' ? null : text.trim();
  }
  for (const field of ['BenhVien_Id', 'ICD_Id'] as const) {
    if (field in input) values[field] = input[field] === null || input[field] === '' ? null : idOf(input[field], field);
  }
  if ('HinhThucChuyen_Id' in input) {
    const kind = input.HinhThucChuyen_Id;
    if (kind !== null && kind !== '' && (typeof kind !== 'string' || kind.length > 64)) throw badInput('examination.chuyenVien.kindUnknown', 'HinhThucChuyen_Id');
    values.HinhThucChuyen_Id = kind === null || kind === '' ? null : (kind as string);
  }
  if ('ICDPhu_Ids' in input) {
    const ids = input.ICDPhu_Ids ?? [];
    if (!Array.isArray(ids) || ids.length > MAX_IDS) throw badInput('examination.tooManySecondaryIcds', 'ICDPhu_Ids', { max: 12 });
    values.ICDPhu_Ids = ids.map((id) => idOf(id, 'ICDPhu_Ids'));
  }
  for (const field of DATE_FIELDS) {
    if (field in input) values[field] = input[field] === null ? null : Number(input[field]);
  }
  if ('SoLuotChuyen' in input) values.SoLuotChuyen = input.SoLuotChuyen === null ? null : Number(input.SoLuotChuyen);
  return values;
}

function storedValues(row: ChuyenVienRow): ChuyenVienValues {
  const values = { ...EMPTY_CHUYEN_VIEN } as Record<keyof ChuyenVienValues, unknown>;
  for (const field of Object.keys(EMPTY_CHUYEN_VIEN) as (keyof ChuyenVienValues)[]) values[field] = row[field] ?? EMPTY_CHUYEN_VIEN[field];
  return values as ChuyenVienValues;
}

/** Refuses values that break a rule, naming the field; then the ICDs and the facility must be rows of their catalogues. */
async function checkValues(tx: Db, values: ChuyenVienValues, exam: KhamBenhRow): Promise<void> {
  const problem = checkChuyenVien(values, { examDate: exam.NgayKham });
  if (problem) throw badInput(problem.key, problem.field, { ...problem.params });
  const icds = [values.ICD_Id!, ...values.ICDPhu_Ids];
  const found = new Set(rowsOf<{ _id: string }>(await tx.execute(sql`SELECT _id FROM "DM_ICD" WHERE _id = ANY(${sql.param(icds)}::text[])`)).map((row) => row._id));
  if (!found.has(values.ICD_Id!)) throw badInput('catalogue.refNotFound', 'ICD_Id');
  if (values.ICDPhu_Ids.some((id) => !found.has(id))) throw badInput('catalogue.refNotFound', 'ICDPhu_Ids');
  if (rowsOf(await tx.execute(sql`SELECT 1 FROM "DM_BenhVien" WHERE _id = ${values.BenhVien_Id}`)).length === 0) throw badInput('catalogue.refNotFound', 'BenhVien_Id');
}

async function writeValues(tx: Db, id: string, values: ChuyenVienValues, userId: string): Promise<void> {
  await tx.execute(sql`UPDATE "KhamBenh_ChuyenVien" SET "NoiLamViec" = ${values.NoiLamViec}, "NgayChuyen" = ${values.NgayChuyen},
    "BenhVien_Id" = ${values.BenhVien_Id}, "HinhThucChuyen_Id" = ${values.HinhThucChuyen_Id}, "DauHieuLamSang" = ${values.DauHieuLamSang},
    "KetQuaXetNghiem" = ${values.KetQuaXetNghiem}, "ChanDoan" = ${values.ChanDoan}, "ICD_Id" = ${values.ICD_Id}, "ICDPhu_Ids" = ${sql.param(values.ICDPhu_Ids)}::text[],
    "PhuongPhapDieuTri" = ${values.PhuongPhapDieuTri}, "TinhTrangNguoiBenh" = ${values.TinhTrangNguoiBenh}, "LyDoChuyen" = ${values.LyDoChuyen},
    "SoChuyenVien" = ${values.SoChuyenVien}, "ChuyenTuNgay" = ${values.ChuyenTuNgay}, "ChuyenDenNgay" = ${values.ChuyenDenNgay},
    "HuongDieuTri" = ${values.HuongDieuTri}, "PhuongTienVanChuyen" = ${values.PhuongTienVanChuyen}, "SoLuotChuyen" = ${values.SoLuotChuyen},
    "HoTenNguoiDuaDi" = ${values.HoTenNguoiDuaDi}, "updatedBy" = ${userId}, "updatedAt" = now() WHERE _id = ${id}`);
}

/**
 * The exam a record belongs to, locked, refused unless it is being examined or ended with its visit open: a
 * cancelled exam sends nobody anywhere, and a closed visit takes no change.
 */
async function examOpenForTransfer(tx: Db, viewer: Viewer, queue: ExamQueue, examId: string, field: string, cancelledExamToo = false): Promise<KhamBenhRow> {
  const exam = await khamBenhById(tx, viewer.nodeId, idOf(examId, field), true);
  if (!exam) throw badInput('examination.notFound', field);
  if (exam.TrangThai === 'DaHuy' && !cancelledExamToo) throw badInput('examination.chuyenVien.examCancelled', field, { code: exam.MaKhamBenh });
  const entry = await queue.entryOfOrder(tx, viewer.nodeId, exam.DichVuYeuCau_Id);
  if (entry && entry.TrangThaiTiepNhan !== 'DangThucHien') throw badInput('examination.visitClosed', field, { code: entry.MaTiepNhan });
  return exam;
}

/**
 * The record to change with its exam, both locked; the record must be of the caller's facility. Cancelling and
 * removing are allowed on a cancelled exam too (one sent to another room), so that no record is left stranded live.
 */
async function recordToChange(tx: Db, viewer: Viewer, queue: ExamQueue, id: string, cancelledExamToo = false): Promise<{ record: ChuyenVienRow; exam: KhamBenhRow }> {
  const found = await chuyenVienById(tx, viewer.nodeId, idOf(id, 'id'));
  if (!found) throw badInput('examination.chuyenVien.notFound', 'id');
  // The exam first, as creating one does: two writers lock in the same order.
  const exam = await examOpenForTransfer(tx, viewer, queue, found.KhamBenh_Id, 'id', cancelledExamToo);
  const record = (await chuyenVienById(tx, viewer.nodeId, found._id, true))!;
  return { record, exam };
}

async function staffOf(tx: Db, userId: string): Promise<string | null> {
  const [row] = rowsOf<{ NhanVien_Id: string | null }>(await tx.execute(sql`SELECT "NhanVien_Id" FROM his_users WHERE _id = ${userId}`));
  return row?.NhanVien_Id ?? null;
}

const changed = (exam: KhamBenhRow) => ({ ids: [exam._id], PhongBan_Ids: [exam.PhongBan_Id] });

async function finish(scope: WriteScope, viewer: Viewer, exam: KhamBenhRow, before: ChuyenVienRow, action: 'UPDATE' | 'CANCEL' = 'UPDATE'): Promise<ChuyenVienRow> {
  const after = (await chuyenVienById(scope.tx, viewer.nodeId, before._id))!;
  await scope.audit({ action, entity: 'KhamBenh_ChuyenVien', entityId: before._id, before, after });
  scope.emit(examinationEvents.update, changed(exam), { idNodes: [viewer.nodeId] });
  return after;
}

const alreadyRecorded = (live: { code: string }, exam: { MaKhamBenh: string }) =>
  badInput('examination.chuyenVien.alreadyRecorded', 'KhamBenh_Id', { code: live.code, exam: exam.MaKhamBenh });

export async function createKhamBenhChuyenVien(ctx: RequestContext, viewer: Viewer, queue: ExamQueue, input: ChuyenVienInput & { KhamBenh_Id?: unknown }): Promise<ChuyenVienRow> {
  if (!input || typeof input !== 'object') throw badInput('validation.required', 'input');
  if (input.KhamBenh_Id === null || input.KhamBenh_Id === undefined || input.KhamBenh_Id === '') throw badInput('validation.required', 'KhamBenh_Id');
  const examId = idOf(input.KhamBenh_Id, 'KhamBenh_Id');
  const now = Date.now();
  const values = mergeChuyenVienInput({ ...EMPTY_CHUYEN_VIEN, NgayChuyen: now }, input);
  try {
    return await ctx.write(async ({ tx, audit, emit }) => {
      const exam = await examOpenForTransfer(tx, viewer, queue, examId, 'KhamBenh_Id');
      const live = await liveChuyenVienOf(tx, exam._id);
      if (live) throw alreadyRecorded(live, exam);
      await checkValues(tx, values, exam);
      const id = newId();
      const code = (await allocateSeriesNumber(tx, MA_CHUYEN_VIEN_SERIES, viewer.nodeId, now)).code;
      await tx.execute(sql`INSERT INTO "KhamBenh_ChuyenVien" (_id, "node_Id", "MaChuyenVien", "KhamBenh_Id", "BenhNhan_Id", "TiepNhan_Id", "BacSiKham_Id",
        "NgayChuyen", "BenhVien_Id", "ICD_Id", "LyDoChuyen", "createdBy", "updatedBy")
        VALUES (${id}, ${viewer.nodeId}, ${code}, ${exam._id}, ${exam.BenhNhan_Id}, ${exam.TiepNhan_Id}, ${await staffOf(tx, viewer.userId)},
          ${values.NgayChuyen}, ${values.BenhVien_Id}, ${values.ICD_Id}, ${values.LyDoChuyen}, ${viewer.userId}, ${viewer.userId})`);
      await writeValues(tx, id, values, viewer.userId);
      const after = (await chuyenVienById(tx, viewer.nodeId, id))!;
      await audit({ action: 'CREATE', entity: 'KhamBenh_ChuyenVien', entityId: id, after });
      emit(examinationEvents.update, changed(exam), { idNodes: [viewer.nodeId] });
      return after;
    });
  } catch (error) {
    // Two doctors writing one exam's transfer at once: the unique index lets one through; the other is told its code.
    if (violatedUniqueConstraint(error) === null) throw error;
    const live = await liveChuyenVienOf(ctx.db, examId);
    const exam = await khamBenhById(ctx.db, viewer.nodeId, examId);
    if (live && exam) throw alreadyRecorded(live, exam);
    throw error;
  }
}

export async function updateKhamBenhChuyenVien(ctx: RequestContext, viewer: Viewer, queue: ExamQueue, id: string, input: ChuyenVienInput): Promise<ChuyenVienRow> {
  return ctx.write(async (scope) => {
    const { record, exam } = await recordToChange(scope.tx, viewer, queue, id);
    if (record.TrangThai === 'DaHuy') throw badInput('examination.chuyenVien.cancelled', 'id', { code: record.MaChuyenVien });
    const values = mergeChuyenVienInput(storedValues(record), input);
    await checkValues(scope.tx, values, exam);
    await writeValues(scope.tx, record._id, values, viewer.userId);
    return finish(scope, viewer, exam, record);
  });
}

export async function cancelKhamBenhChuyenVien(ctx: RequestContext, viewer: Viewer, queue: ExamQueue, id: string, reason: string): Promise<ChuyenVienRow> {
  const text = typeof reason === 'string' ? reason.trim() : '';
  if (text === '') throw badInput('validation.required', 'reason');
  if (text.length > MAX_REASON_LENGTH) throw badInput('validation.maxLength', 'reason', { max: MAX_REASON_LENGTH });
  return ctx.write(async (scope) => {
    const { record, exam } = await recordToChange(scope.tx, viewer, queue, id, true);
    if (record.TrangThai === 'DaHuy') throw badInput('examination.chuyenVien.cancelled', 'id', { code: record.MaChuyenVien });
    await scope.tx.execute(sql`UPDATE "KhamBenh_ChuyenVien" SET "TrangThai" = 'DaHuy', "LyDoHuy" = ${text}, "updatedBy" = ${viewer.userId}, "updatedAt" = now()
      WHERE _id = ${record._id}`);
    return finish(scope, viewer, exam, record, 'CANCEL');
  });
}

/** Removes a record written by mistake, live or cancelled; its number is not given again. */
export async function removeKhamBenhChuyenVien(ctx: RequestContext, viewer: Viewer, queue: ExamQueue, id: string): Promise<boolean> {
  return ctx.write(async ({ tx, audit, emit }) => {
    const { record, exam } = await recordToChange(tx, viewer, queue, id, true);
    await tx.execute(sql`DELETE FROM "KhamBenh_ChuyenVien" WHERE _id = ${record._id}`);
    await audit({ action: 'DELETE', entity: 'KhamBenh_ChuyenVien', entityId: record._id, before: record });
    emit(examinationEvents.update, changed(exam), { idNodes: [viewer.nodeId] });
    return true;
  });
}

/**
 * Refuses to reopen or cancel an exam while a live transfer-out record holds it (spec §4: cancelling the end of an
 * exam first needs any transfer order cancelled), naming the record. `includeCancelled` for removing the exam: a
 * cancelled record still names it, and goes first.
 */
export async function refuseWhileTransferRecorded(tx: Db, exam: { _id: string; MaKhamBenh: string }, includeCancelled = false): Promise<void> {
  const [row] = rowsOf<{ code: string; TrangThai: string }>(await tx.execute(sql`
    SELECT "MaChuyenVien" AS code, "TrangThai" FROM "KhamBenh_ChuyenVien" WHERE "KhamBenh_Id" = ${exam._id}
      ${includeCancelled ? sql`` : sql`AND "TrangThai" <> 'DaHuy'`} ORDER BY "TrangThai" DESC LIMIT 1`));
  if (!row) return;
  const key = row.TrangThai === 'DaHuy' ? 'examination.chuyenVien.removeRecordFirst' : 'examination.chuyenVien.holdsExam';
  throw badInput(key, 'id', { code: row.code, exam: exam.MaKhamBenh });
}
