// Ordering services from an exam (F8, spec §5 Service order): the exam's part of the checks (being examined, the
// caller its doctor, the main disease and the diagnosis), then reception's orders (SERVICE_ORDERS) in the same
// transaction, one audit entry per order and an examination event naming the rooms ordering and performing.
import { sql } from 'drizzle-orm';
import type { Timestamp } from '@his/sdk';
import { badInput, rowsOf, type Db, type RequestContext, type Viewer, type WriteScope } from '@his/sdk/server';
import type { ServiceChoice, ServiceOrder, ServiceOrders } from '../../reception/contract';
import { examinationEvents } from '../contract';
import { idOf, khamBenhById, type KhamBenhRow } from './exam-reads';

const MAX_SERVICES = 100;
const MAX_DIAGNOSIS = 2000;
const MAX_QUANTITY = 1000;

export interface DichVuChiDinhInput {
  DichVu_Id?: unknown;
  NoiThucHien_Id?: unknown;
  SoLuong?: unknown;
}

export interface DichVuYeuCauInput {
  ChanDoan?: unknown;
  LaKhanCap?: unknown;
  guiNgay?: unknown;
  DichVus?: unknown;
}

export interface DichVuYeuCauUpdateInput {
  ChanDoan?: unknown;
  LaKhanCap?: unknown;
  ChiTiets?: unknown;
}

const blank = (value: unknown) => value === null || value === undefined || value === '';

/** Refuses a list of ids that is too long or holds a malformed id. */
export function idList(value: unknown, field: string, max = MAX_SERVICES): string[] {
  if (!Array.isArray(value) || value.length === 0) throw badInput('validation.required', field);
  if (value.length > max) throw badInput('examination.orders.tooMany', field, { max });
  return value.map((id) => idOf(id, field));
}

function quantityOf(value: unknown, field: string): number {
  if (blank(value)) throw badInput('validation.required', field);
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_QUANTITY) throw badInput('examination.orders.quantityRange', field, { min: 1, max: MAX_QUANTITY });
  return value;
}

/** The services of the dialog, each with its place and quantity: a blank one is refused, naming its line. */
export function choicesOf(value: unknown): ServiceChoice[] {
  if (!Array.isArray(value) || value.length === 0) throw badInput('validation.required', 'DichVus');
  if (value.length > MAX_SERVICES) throw badInput('examination.orders.tooMany', 'DichVus', { max: MAX_SERVICES });
  return (value as DichVuChiDinhInput[]).map((line, index) => {
    const field = `DichVus.${index}.`;
    if (blank(line?.DichVu_Id)) throw badInput('validation.required', `${field}DichVu_Id`);
    if (blank(line?.NoiThucHien_Id)) throw badInput('validation.required', `${field}NoiThucHien_Id`);
    return {
      DichVu_Id: idOf(line.DichVu_Id, `${field}DichVu_Id`),
      NoiThucHien_Id: idOf(line.NoiThucHien_Id, `${field}NoiThucHien_Id`),
      SoLuong: quantityOf(line.SoLuong, `${field}SoLuong`),
    };
  });
}

function diagnosisOf(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'string' || value.length > MAX_DIAGNOSIS) throw badInput('validation.maxLength', 'ChanDoan', { max: MAX_DIAGNOSIS });
  return value.trim();
}

/** The exam to order from, locked: of the facility and being examined. */
async function examBeingExamined(tx: Db, viewer: Viewer, examId: string, field: string): Promise<KhamBenhRow> {
  const exam = await khamBenhById(tx, viewer.nodeId, examId, true);
  if (!exam) throw badInput('examination.notFound', field);
  if (exam.TrangThai !== 'DangKham') throw badInput('examination.notBeingExamined', field, { code: exam.MaKhamBenh });
  return exam;
}

/** The orders of these ids made from exams being examined, with those exams' rooms; orders given at reception are not this screen's. */
async function ordersFromOpenExams(tx: Db, viewer: Viewer, orders: ServiceOrders, ids: readonly string[], field: string): Promise<{ found: ServiceOrder[]; rooms: string[] }> {
  const found = await orders.list(tx, viewer.nodeId, { ids });
  if (found.length !== new Set(ids).size) throw badInput('reception.serviceOrders.notFound', field);
  const rooms: string[] = [];
  for (const examId of new Set(found.map((order) => order.KhamBenh_Id))) {
    if (!examId) throw badInput('examination.orders.notFromExam', field, { number: found.find((order) => !order.KhamBenh_Id)!.SoPhieuYeuCau });
    rooms.push((await examBeingExamined(tx, viewer, examId, field)).PhongBan_Id);
  }
  return { found, rooms };
}

const roomsOf = (orders: readonly ServiceOrder[], rooms: readonly string[]) => [...new Set([...rooms, ...orders.map((order) => order.NoiThucHien_Id)])];

function announce(scope: WriteScope, viewer: Viewer, kind: keyof typeof examinationEvents, orders: readonly ServiceOrder[], rooms: readonly string[]): void {
  scope.emit(examinationEvents[kind], { ids: orders.map((order) => order._id), PhongBan_Ids: roomsOf(orders, rooms) }, { idNodes: [viewer.nodeId] });
}

export async function createDichVuYeuCaus(ctx: RequestContext, viewer: Viewer, orders: ServiceOrders, args: { idKhamBenh: string; input: DichVuYeuCauInput; confirmed?: string[] | null }): Promise<ServiceOrder[]> {
  const examId = idOf(args.idKhamBenh, 'idKhamBenh');
  const input = args.input ?? {};
  const confirmed = args.confirmed ?? [];
  if (confirmed.length > 10 || confirmed.some((key) => typeof key !== 'string' || key.length > 100)) throw badInput('examination.orders.tooMany', 'confirmed', { max: 10 });
  const services = choicesOf(input.DichVus);
  const typedDiagnosis = diagnosisOf(input.ChanDoan);
  const now: Timestamp = Date.now();
  return ctx.write(async (scope) => {
    const exam = await examBeingExamined(scope.tx, viewer, examId, 'idKhamBenh');
    const [staff] = rowsOf<{ NhanVien_Id: string | null }>(await scope.tx.execute(sql`SELECT "NhanVien_Id" FROM his_users WHERE _id = ${viewer.userId}`));
    if (!staff?.NhanVien_Id) throw badInput('examination.orders.doctorRequired', 'BacSiChiDinh_Id');
    // The main disease is the exam's primary ICD; the diagnosis is the text the orders carry, the exam's by default.
    if (!exam.ICD_Id) throw badInput('examination.orders.mainDiseaseRequired', 'ICD_Id');
    const diagnosis = typedDiagnosis || (typeof exam.ChanDoan === 'string' ? exam.ChanDoan.trim() : '');
    if (!diagnosis) throw badInput('examination.orders.diagnosisRequired', 'ChanDoan');
    const created = await orders.create(scope.tx, ctx, viewer, {
      TiepNhan_Id: exam.TiepNhan_Id, KhamBenh_Id: exam._id, NoiYeuCau: exam.PhongBan_Id, BacSiChiDinh_Id: staff.NhanVien_Id, ChanDoan: diagnosis,
      LaKhanCap: input.LaKhanCap === true, services, send: input.guiNgay === true,
    }, confirmed, now);
    for (const order of created) await scope.audit({ action: 'CREATE', entity: 'DichVuYeuCau', entityId: order._id, after: order });
    announce(scope, viewer, 'create', created, [exam.PhongBan_Id]);
    return created;
  });
}

export async function updateDichVuYeuCau(ctx: RequestContext, viewer: Viewer, orders: ServiceOrders, args: { id: string; input: DichVuYeuCauUpdateInput }): Promise<ServiceOrder> {
  const id = idOf(args.id, 'id');
  const input = args.input ?? {};
  const ChanDoan = diagnosisOf(input.ChanDoan);
  if (ChanDoan === '') throw badInput('examination.orders.diagnosisRequired', 'ChanDoan');
  const rows = input.ChiTiets === null || input.ChiTiets === undefined ? undefined : input.ChiTiets;
  if (rows !== undefined && (!Array.isArray(rows) || rows.length > MAX_SERVICES)) throw badInput('examination.orders.tooMany', 'ChiTiets', { max: MAX_SERVICES });
  const lines = (rows as { _id?: unknown; SoLuong?: unknown }[] | undefined)?.map((line, index) => ({
    _id: idOf(line?._id, `ChiTiets.${index}._id`),
    SoLuong: quantityOf(line?.SoLuong, `ChiTiets.${index}.SoLuong`),
  }));
  return ctx.write(async (scope) => {
    const { found, rooms } = await ordersFromOpenExams(scope.tx, viewer, orders, [id], 'id');
    const after = await orders.update(scope.tx, viewer, id, { ChanDoan, LaKhanCap: typeof input.LaKhanCap === 'boolean' ? input.LaKhanCap : undefined, lines });
    await scope.audit({ action: 'UPDATE', entity: 'DichVuYeuCau', entityId: id, before: found[0], after });
    announce(scope, viewer, 'update', [after], rooms);
    return after;
  });
}

export async function removeDichVuYeuCaus(ctx: RequestContext, viewer: Viewer, orders: ServiceOrders, args: { ids: string[] }): Promise<boolean> {
  const ids = idList(args.ids, 'ids');
  return ctx.write(async (scope) => {
    const { rooms } = await ordersFromOpenExams(scope.tx, viewer, orders, ids, 'ids');
    const removed = await orders.remove(scope.tx, viewer, ids);
    for (const order of removed) await scope.audit({ action: 'DELETE', entity: 'DichVuYeuCau', entityId: order._id, before: order });
    announce(scope, viewer, 'delete', removed, rooms);
    return true;
  });
}

export async function updateManyDichVuYeuCauNhapToSanSang(ctx: RequestContext, viewer: Viewer, orders: ServiceOrders, args: { ids: string[]; NgayYeuCau?: number | null }): Promise<ServiceOrder[]> {
  const ids = idList(args.ids, 'ids');
  const date = args.NgayYeuCau ?? Date.now();
  if (typeof date !== 'number' || !Number.isFinite(date)) throw badInput('examination.dateInvalid', 'NgayYeuCau');
  return ctx.write(async (scope) => {
    const { found, rooms } = await ordersFromOpenExams(scope.tx, viewer, orders, ids, 'ids');
    const sent = await orders.send(scope.tx, viewer, ids, Math.floor(date));
    for (const order of sent) await scope.audit({ action: 'UPDATE', entity: 'DichVuYeuCau', entityId: order._id, before: found.find((each) => each._id === order._id), after: order });
    announce(scope, viewer, 'update', sent, rooms);
    return sent;
  });
}
