// Writing an examination's prescriptions: adding one of a kind, saving several at once (each kind replaced, some
// removed), and giving their stock back when the exam is cancelled or removed. Stock is the pharmacy's (PHARMACY_STOCK),
// taken and given back inside the same transaction as the prescription, so a refusal leaves neither half-saved.
import { sql } from 'drizzle-orm';
import type { Timestamp } from '@his/sdk';
import { badInput, newId, readSetting, rowsOf, violatedUniqueConstraint, type Db, type RequestContext, type Viewer, type WriteScope } from '@his/sdk/server';
import type { ExamQueue } from '../../reception/contract';
import { PHARMACY_STOCK, stockEvents, type DrugFacts, type PharmacyStock, type StockHolder, type TakenLot } from '../../pharmacy/contract';
import { examinationEvents } from '../contract';
import {
  checkPrescription, lineField, linePrices, LOAI_TOA_THUOC, MAX_PRESCRIPTION_LINES, weightedCost,
  type LoaiToaThuoc, type PrescriptionLineValues, type PrescriptionValues,
} from '../rules/prescription';
import { idOf, khamBenhById, type KhamBenhRow } from './exam-reads';
import { toaThuocsOf, type ToaThuocRow } from './prescription-reads';

export interface ToaThuocChiTietInput {
  Duoc_Id?: string | null;
  TenDuoc?: string | null;
  DonViTinh?: string | null;
  SoLuong: number;
  SoNgay?: number | null;
  Sang?: number | null;
  Trua?: number | null;
  Chieu?: number | null;
  Toi?: number | null;
  DuongDung?: string | null;
  LoiDanUongThuoc?: string | null;
  KhongThuTien?: boolean | null;
}

export interface ToaThuocInput {
  LoaiToaThuoc: string;
  LoiDan?: string | null;
  KhoXuat_Id?: string | null;
  ChiTiets: ToaThuocChiTietInput[];
}

export interface UpdateToaThuocsArgs {
  idKhamBenh: string;
  toaThuong?: ToaThuocInput | null;
  toaBHYT?: ToaThuocInput | null;
  toaVTYT?: ToaThuocInput | null;
  toaMuaNgoai?: ToaThuocInput | null;
  ids?: string[] | null;
  dataUpdate?: { LoiDan?: string | null } | null;
}

/** The argument of updateToaThuocs that carries each kind. */
const KIND_ARGUMENTS: Record<LoaiToaThuoc, 'toaThuong' | 'toaBHYT' | 'toaVTYT' | 'toaMuaNgoai'> = {
  ToaThuong: 'toaThuong', ToaBHYT: 'toaBHYT', ToaVTYT: 'toaVTYT', ToaMuaNgoai: 'toaMuaNgoai',
};

/** Longer than any field allows: refused before it is trimmed or checked. */
const MAX_RAW_TEXT = 5000;

const holderOf = (prescriptionId: string): StockHolder => ({ kind: 'KhamBenhToaThuoc', id: prescriptionId });

const prefixed = (prefix: string, field: string): string => (prefix === '' ? field : `${prefix}.${field}`);

/** Trimmed text, null when empty; anything but text, or text beyond any limit, refused on the field. */
function textOf(value: unknown, field: string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string' || value.length > MAX_RAW_TEXT) throw badInput('validation.maxLength', field, { max: MAX_RAW_TEXT });
  const text = value.normalize('NFC').trim();
  return text === '' ? null : text;
}

const numberOf = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** A line as the rules check it, from what the API received. */
export function lineValues(input: ToaThuocChiTietInput, index: number, prefix = ''): PrescriptionLineValues {
  const field = (name: string) => prefixed(prefix, lineField(index, name));
  return {
    Duoc_Id: input.Duoc_Id === null || input.Duoc_Id === undefined || input.Duoc_Id === '' ? null : idOf(input.Duoc_Id, field('Duoc_Id')),
    TenDuoc: textOf(input.TenDuoc, field('TenDuoc')),
    DonViTinh: textOf(input.DonViTinh, field('DonViTinh')),
    SoLuong: Number(input.SoLuong),
    SoNgay: numberOf(input.SoNgay),
    Sang: numberOf(input.Sang),
    Trua: numberOf(input.Trua),
    Chieu: numberOf(input.Chieu),
    Toi: numberOf(input.Toi),
    DuongDung: textOf(input.DuongDung, field('DuongDung')),
    LoiDanUongThuoc: textOf(input.LoiDanUongThuoc, field('LoiDanUongThuoc')),
    KhongThuTien: input.KhongThuTien === true,
  };
}

/** The lines of an input, refused before reading them when there are too many. */
export function linesOf(lines: unknown, prefix = ''): PrescriptionLineValues[] {
  if (!Array.isArray(lines)) throw badInput('examination.prescription.noLines', prefixed(prefix, 'ChiTiets'));
  if (lines.length > MAX_PRESCRIPTION_LINES) throw badInput('examination.prescription.tooManyLines', prefixed(prefix, 'ChiTiets'), { max: MAX_PRESCRIPTION_LINES });
  return lines.map((line: ToaThuocChiTietInput, index) => lineValues(line, index, prefix));
}

function prescriptionValues(input: ToaThuocInput, prefix = ''): PrescriptionValues {
  const kind = typeof input.LoaiToaThuoc === 'string' ? input.LoaiToaThuoc.trim() : '';
  const store = input.KhoXuat_Id === null || input.KhoXuat_Id === undefined || input.KhoXuat_Id === '' ? null : idOf(input.KhoXuat_Id, prefixed(prefix, 'KhoXuat_Id'));
  return {
    LoaiToaThuoc: kind,
    // Bought outside, nothing leaves the hospital's stores.
    KhoXuat_Id: kind === 'ToaMuaNgoai' ? null : store,
    LoiDan: textOf(input.LoiDan, prefixed(prefix, 'LoiDan')),
    ChiTiets: linesOf(input.ChiTiets, prefix),
  };
}

/** The exam to prescribe on, locked: of the facility, being examined, on an open visit; and whether the visit is insured. */
async function prescribableExam(tx: Db, viewer: Viewer, queue: ExamQueue, examId: string): Promise<{ exam: KhamBenhRow; insured: boolean }> {
  const exam = await khamBenhById(tx, viewer.nodeId, idOf(examId, 'idKhamBenh'), true);
  if (!exam) throw badInput('examination.notFound', 'idKhamBenh');
  const entry = await queue.entryOfOrder(tx, viewer.nodeId, exam.DichVuYeuCau_Id);
  if (entry && entry.TrangThaiTiepNhan !== 'DangThucHien') throw badInput('examination.visitClosed', 'idKhamBenh', { code: entry.MaTiepNhan });
  if (exam.TrangThai !== 'DangKham') throw badInput('examination.notBeingExamined', 'idKhamBenh', { code: exam.MaKhamBenh });
  return { exam, insured: Boolean(entry?.SoTheBHYT) };
}

/** A prescription with a line the cashier has collected is the cashier's record now: it is neither changed nor removed. */
function refusePaid(prescription: ToaThuocRow, field: string): void {
  if (prescription.ChiTiets.some((line) => line.DaThuTien)) throw badInput('examination.prescription.paid', field, { number: prescription.SoThuTuToa });
}

async function staffOf(tx: Db, userId: string): Promise<string | null> {
  const [row] = rowsOf<{ NhanVien_Id: string | null }>(await tx.execute(sql`SELECT "NhanVien_Id" FROM his_users WHERE _id = ${userId}`));
  return row?.NhanVien_Id ?? null;
}

interface SaveTarget {
  exam: KhamBenhRow;
  insured: boolean;
  /** The prescription of that kind being replaced, or null for a new one. */
  existing: ToaThuocRow | null;
  /** Where refusals point: '' for createToaThuoc's input, the argument's name for updateToaThuocs. */
  prefix: string;
  now: Timestamp;
  /** The facility's setting "allow prescribing beyond stock" (his.choPhepKeVuotTon). */
  allowBeyondStock: boolean;
}

/** Spec §5: stock must suffice unless the facility allows prescribing beyond it (the core's setting). */
async function beyondStockAllowed(ctx: RequestContext): Promise<boolean> {
  return (await readSetting(ctx, 'his', 'choPhepKeVuotTon')) === true;
}

/**
 * Checks a prescription, writes it (replacing the lines of `existing`, its stock given back first so an edit never
 * holds twice) and takes its stock; returns its id.
 */
async function savePrescription(tx: Db, viewer: Viewer, stock: PharmacyStock, values: PrescriptionValues, target: SaveTarget): Promise<string> {
  const { exam, existing, prefix, now } = target;
  const facilityId = viewer.nodeId;
  const drugIds = [...new Set(values.ChiTiets.map((line) => line.Duoc_Id).filter((id): id is string => id !== null))];
  const drugs: ReadonlyMap<string, DrugFacts> = drugIds.length === 0 ? new Map() : await stock.drugs(tx, facilityId, drugIds);
  const storeIds = values.LoaiToaThuoc === 'ToaMuaNgoai' ? [] : (await stock.storesOfNode(tx, facilityId, exam.PhongBan_Id)).map((store) => store._id);
  const problem = checkPrescription(values, { drugs, insured: target.insured, storeIds });
  if (problem) throw badInput(problem.key, prefixed(prefix, problem.field), { ...problem.params });
  const kind = values.LoaiToaThuoc as LoaiToaThuoc;
  const doctor = await staffOf(tx, viewer.userId);
  let id: string;
  if (existing) {
    refusePaid(existing, prefixed(prefix, 'LoaiToaThuoc'));
    id = existing._id;
    await stock.giveBack(tx, facilityId, holderOf(id));
    await tx.execute(sql`DELETE FROM "KhamBenhToaThuocChiTiet" WHERE "KhamBenhToaThuoc_Id" = ${id}`);
    // Saving again sends the prescription to the cashier again, should its payment request have been cancelled.
    await tx.execute(sql`UPDATE "KhamBenhToaThuoc" SET "LoiDan" = ${values.LoiDan}, "KhoXuat_Id" = ${values.KhoXuat_Id}, "BacSi_Id" = coalesce(${doctor}, "BacSi_Id"),
      "YeuCauThanhToan" = true, "updatedBy" = ${viewer.userId}, "updatedAt" = now() WHERE _id = ${id}`);
  } else {
    id = newId();
    // The exam is locked: numbering within it cannot race.
    await tx.execute(sql`INSERT INTO "KhamBenhToaThuoc" (_id, "node_Id", "KhamBenh_Id", "TiepNhan_Id", "BenhNhan_Id", "SoThuTuToa", "LoaiToaThuoc",
        "NgayToaThuoc", "LoiDan", "KhoXuat_Id", "BacSi_Id", "createdBy", "updatedBy")
      SELECT ${id}, ${facilityId}, ${exam._id}, ${exam.TiepNhan_Id}, ${exam.BenhNhan_Id}, coalesce(max("SoThuTuToa"), 0) + 1, ${kind},
        ${now}, ${values.LoiDan}, ${values.KhoXuat_Id}, ${doctor}, ${viewer.userId}, ${viewer.userId}
      FROM "KhamBenhToaThuoc" WHERE "KhamBenh_Id" = ${exam._id}`);
  }
  const taken = new Map<number, TakenLot[]>();
  if (values.KhoXuat_Id !== null) {
    // Drug by drug in id order: two prescriptions of the same drugs lock their lots in one order and never deadlock.
    const lines = values.ChiTiets.map((line, index) => ({ line, index })).filter(({ line }) => line.Duoc_Id !== null)
      .sort((a, b) => (a.line.Duoc_Id! < b.line.Duoc_Id! ? -1 : 1));
    for (const { line, index } of lines) {
      taken.set(index, await stock.take(tx, {
        facilityId, storeId: values.KhoXuat_Id, holder: holderOf(id), lines: [{ Duoc_Id: line.Duoc_Id!, SoLuong: line.SoLuong }], at: now, allowBeyondStock: target.allowBeyondStock,
        field: prefixed(prefix, lineField(index, 'SoLuong')),
      }));
    }
  }
  const rows = values.ChiTiets.map((line, index) => {
    const drug = line.Duoc_Id === null ? null : drugs.get(line.Duoc_Id)!;
    const prices = linePrices(kind, drug, line.KhongThuTien);
    return sql`(${newId()}, ${id}, ${line.Duoc_Id}, ${drug?.MaDuoc ?? null}, ${drug?.TenDuoc ?? line.TenDuoc}, ${drug?.HoatChat ?? null}, ${drug?.HamLuong ?? null},
      ${drug?.DonViTinh ?? line.DonViTinh}, ${drug?.SoDangKy ?? null}, ${drug?.LoaiDuoc ?? null}, ${line.SoLuong}, ${line.SoNgay}, ${line.Sang}, ${line.Trua},
      ${line.Chieu}, ${line.Toi}, ${line.DuongDung ?? drug?.DuongDung ?? null}, ${line.LoiDanUongThuoc}, ${prices.DonGia}, ${prices.DonGiaHoTro},
      ${prices.DonGiaThanhToan}, ${weightedCost(taken.get(index) ?? [])}, ${line.KhongThuTien}, ${prices.BHYT}, ${index + 1})`;
  });
  await tx.execute(sql`INSERT INTO "KhamBenhToaThuocChiTiet" (_id, "KhamBenhToaThuoc_Id", "Duoc_Id", "MaDuoc", "TenDuoc", "HoatChat", "HamLuong",
    "DonViTinh", "SoDangKy", "LoaiDuoc", "SoLuong", "SoNgay", "Sang", "Trua", "Chieu", "Toi", "DuongDung", "LoiDanUongThuoc", "DonGia", "DonGiaHoTro",
    "DonGiaThanhToan", "GiaVon", "KhongThuTien", "BHYT", "ThuTu") VALUES ${sql.join(rows, sql`, `)}`);
  return id;
}

const changed = (exam: KhamBenhRow) => ({ ids: [exam._id], PhongBan_Ids: [exam.PhongBan_Id] });

/** The stores whose stock prescriptions took from or gave back to, for the pharmacy's screens to refresh. */
const storesOf = (...prescriptions: readonly Pick<ToaThuocRow, 'KhoXuat_Id'>[]): string[] =>
  [...new Set(prescriptions.map((row) => row.KhoXuat_Id).filter((id): id is string => id !== null))];

/** The refusal of a second live prescription of a kind, naming the one there is. */
async function kindExists(db: Db, facilityId: string, examId: string, kind: string, field: string): Promise<Error> {
  const [existing] = (await toaThuocsOf(db, facilityId, [examId])).filter((row) => row.LoaiToaThuoc === kind);
  return badInput('examination.prescription.kindExists', field, { number: existing?.SoThuTuToa ?? 0 });
}

export async function createToaThuoc(ctx: RequestContext, viewer: Viewer, queue: ExamQueue, stock: PharmacyStock, examId: string, input: ToaThuocInput): Promise<ToaThuocRow> {
  const values = prescriptionValues(input);
  const allowBeyondStock = await beyondStockAllowed(ctx);
  try {
    return await ctx.write(async ({ tx, audit, emit }) => {
      const { exam, insured } = await prescribableExam(tx, viewer, queue, examId);
      const live = await toaThuocsOf(tx, viewer.nodeId, [exam._id]);
      if (live.some((row) => row.LoaiToaThuoc === values.LoaiToaThuoc)) throw await kindExists(tx, viewer.nodeId, exam._id, values.LoaiToaThuoc, 'LoaiToaThuoc');
      const id = await savePrescription(tx, viewer, stock, values, { exam, insured, existing: null, prefix: '', now: Date.now(), allowBeyondStock });
      const after = (await toaThuocsOf(tx, viewer.nodeId, [exam._id])).find((row) => row._id === id)!;
      await audit({ action: 'CREATE', entity: 'KhamBenhToaThuoc', entityId: id, after });
      emit(examinationEvents.update, changed(exam), { idNodes: [viewer.nodeId] });
      if (after.KhoXuat_Id !== null) emit(stockEvents.update, { KhoDuoc_Ids: [after.KhoXuat_Id] }, { idNodes: [viewer.nodeId] });
      return after;
    });
  } catch (error) {
    // The exam's lock serializes its prescriptions; the unique index is the last word should anything slip past it.
    if (violatedUniqueConstraint(error) === 'KhamBenhToaThuoc_kind_key') throw await kindExists(ctx.db, viewer.nodeId, examId, values.LoaiToaThuoc, 'LoaiToaThuoc');
    throw error;
  }
}

/**
 * Saves the exam's prescriptions in one transaction: `ids` are removed (their stock given back), each kind given
 * replaces that kind's prescription or adds it, and dataUpdate.LoiDan becomes every prescription's advice.
 */
export async function updateToaThuocs(ctx: RequestContext, viewer: Viewer, queue: ExamQueue, stock: PharmacyStock, args: UpdateToaThuocsArgs): Promise<ToaThuocRow[]> {
  const given = LOAI_TOA_THUOC.flatMap((kind) => {
    const argument = KIND_ARGUMENTS[kind];
    const input = args[argument];
    if (!input) return [];
    const values = prescriptionValues(input, argument);
    if (values.LoaiToaThuoc !== kind) throw badInput('examination.prescription.kindMismatch', `${argument}.LoaiToaThuoc`, { kind });
    return [{ kind, argument, values }];
  });
  const ids = args.ids ?? [];
  if (ids.length > LOAI_TOA_THUOC.length * 10) throw badInput('validation.maxItems', 'ids', { max: LOAI_TOA_THUOC.length * 10 });
  const removed = new Set(ids.map((id) => idOf(id, 'ids')));
  const advice = args.dataUpdate && 'LoiDan' in args.dataUpdate ? { LoiDan: textOf(args.dataUpdate.LoiDan, 'dataUpdate.LoiDan') } : null;
  if (advice?.LoiDan && [...advice.LoiDan].length > 2000) throw badInput('validation.maxLength', 'dataUpdate.LoiDan', { max: 2000 });
  const allowBeyondStock = await beyondStockAllowed(ctx);
  return ctx.write(async ({ tx, audit, emit }) => {
    const { exam, insured } = await prescribableExam(tx, viewer, queue, args.idKhamBenh);
    const before = await toaThuocsOf(tx, viewer.nodeId, [exam._id], { lock: true });
    for (const id of removed) {
      const prescription = before.find((row) => row._id === id);
      if (!prescription) throw badInput('examination.prescription.notFound', 'ids');
      refusePaid(prescription, 'ids');
      await stock.giveBack(tx, viewer.nodeId, holderOf(id));
      await tx.execute(sql`DELETE FROM "KhamBenhToaThuoc" WHERE _id = ${id}`);
      await audit({ action: 'DELETE', entity: 'KhamBenhToaThuoc', entityId: id, before: prescription });
    }
    const now = Date.now();
    const saved = new Set<string>();
    for (const { kind, argument, values } of given) {
      const existing = before.find((row) => row.LoaiToaThuoc === kind && !removed.has(row._id)) ?? null;
      saved.add(await savePrescription(tx, viewer, stock, values, { exam, insured, existing, prefix: argument, now, allowBeyondStock }));
    }
    if (advice) {
      const live = await toaThuocsOf(tx, viewer.nodeId, [exam._id]);
      for (const prescription of live.filter((row) => (row.LoiDan ?? null) !== advice.LoiDan)) refusePaid(prescription, 'dataUpdate.LoiDan');
      await tx.execute(sql`UPDATE "KhamBenhToaThuoc" SET "LoiDan" = ${advice.LoiDan}, "updatedBy" = ${viewer.userId}, "updatedAt" = now()
        WHERE "KhamBenh_Id" = ${exam._id} AND NOT "DaHuy" AND "LoiDan" IS DISTINCT FROM ${advice.LoiDan}`);
      for (const row of live) if ((row.LoiDan ?? null) !== advice.LoiDan) saved.add(row._id);
    }
    const after = await toaThuocsOf(tx, viewer.nodeId, [exam._id]);
    for (const row of after.filter((prescription) => saved.has(prescription._id))) {
      const previous = before.find((prescription) => prescription._id === row._id && !removed.has(prescription._id));
      await audit(previous ? { action: 'UPDATE', entity: 'KhamBenhToaThuoc', entityId: row._id, before: previous, after: row } : { action: 'CREATE', entity: 'KhamBenhToaThuoc', entityId: row._id, after: row });
    }
    emit(examinationEvents.update, changed(exam), { idNodes: [viewer.nodeId] });
    const stores = storesOf(...before.filter((row) => removed.has(row._id) || saved.has(row._id)), ...after.filter((row) => saved.has(row._id)));
    if (stores.length > 0) emit(stockEvents.update, { KhoDuoc_Ids: stores }, { idNodes: [viewer.nodeId] });
    return after;
  });
}

/**
 * Gives back the stock of an exam's live prescriptions when the exam is cancelled (they are kept, marked cancelled)
 * or removed (they go with it); refuses, naming it, a prescription the cashier has collected. Runs in the exam's
 * transaction, called by its cancel and remove.
 */
export async function releaseExamPrescriptions(ctx: Pick<RequestContext, 'provided'>, scope: Pick<WriteScope, 'tx' | 'audit' | 'emit'>, viewer: Viewer, examId: string, how: 'cancel' | 'remove'): Promise<void> {
  const { tx, audit, emit } = scope;
  const live = await toaThuocsOf(tx, viewer.nodeId, [examId], { lock: true });
  if (live.length === 0) return;
  const stock = ctx.provided(PHARMACY_STOCK);
  for (const prescription of live) {
    refusePaid(prescription, 'id');
    await stock.giveBack(tx, viewer.nodeId, holderOf(prescription._id));
    if (how === 'remove') {
      await tx.execute(sql`DELETE FROM "KhamBenhToaThuoc" WHERE _id = ${prescription._id}`);
      await audit({ action: 'DELETE', entity: 'KhamBenhToaThuoc', entityId: prescription._id, before: prescription });
    } else {
      await tx.execute(sql`UPDATE "KhamBenhToaThuoc" SET "DaHuy" = true, "updatedBy" = ${viewer.userId}, "updatedAt" = now() WHERE _id = ${prescription._id}`);
      await audit({ action: 'UPDATE', entity: 'KhamBenhToaThuoc', entityId: prescription._id, before: prescription, after: { ...prescription, DaHuy: true } });
    }
  }
  const stores = storesOf(...live);
  if (stores.length > 0) emit(stockEvents.update, { KhoDuoc_Ids: stores }, { idNodes: [viewer.nodeId] });
}
