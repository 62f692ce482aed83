// Results from analysers (spec §3 Unknown-result record): a message for a sample id is written on the open lab order
// with that sample id, test by test through the analyser's code (DM_GiaTriChuan.MaLienThong), flagged against the
// patient's reference range; what matches no test of an open order is kept as unknown results, which the lab lists
// and later links to the right order. Each write is one transaction with its audit entry and the work list's event.
import { sql } from 'drizzle-orm';
import type { Timestamp } from '@his/sdk';
import { badInput, escapeLike, newId, rowsOf, type AuditLabels, type Db, type RequestContext, type Viewer, type WriteScope } from '@his/sdk/server';
import { SERVICE_ORDERS, type ServiceOrder, type ServiceOrders } from '../../reception/contract';
import { paraclinicalEvents } from '../contract';
import { PARACLINICAL_READ, PARACLINICAL_WRITE } from '../rules/permissions';
import { workListOf, type WorkList } from '../rules/work-lists';
import { idOf, sampleIdOf } from './input-checks';
import { judgedAt, savedResults, testsOf, writeResults, type LabTest } from './lab-results';
import { executionRefusal } from './order-checks';
import type { Reason } from './messages';
import { sampleNumbers } from './sample-numbers';
import { reasonOfRefusal } from './state-moves';

/** An analyser message carries at most this many values, each text at most this long. */
export const MAX_VALUES = 200;
export const MAX_TEXT = 200;
const MAX_IDS = 200;
const MAX_PAGE_SIZE = 100;
const MAX_PAGE = 100_000;
/** Orders read for one sample id: a SID is given again on another day at most a few times. */
const ORDERS_PER_SID = 20;

/** A line of text as sent, trimmed; null when blank, refused when it is not text, is too long, or is blank but required. */
export function textOf(value: unknown, field: string, required: boolean, max = MAX_TEXT): string | null {
  if (value === null || value === undefined) {
    if (required) throw badInput('validation.required', field);
    return null;
  }
  if (typeof value !== 'string') throw badInput('validation.text', field);
  const text = value.normalize('NFC').trim();
  if (text.length > max) throw badInput('validation.maxLength', field, { max });
  if (text === '') {
    if (required) throw badInput('validation.required', field);
    return null;
  }
  return text;
}

export interface AnalyserValue {
  MaChiSo: string;
  KetQua: string;
  DonViTinh: string | null;
}

export interface AnalyserMessage {
  SIDMau: string;
  MaThietBi: string | null;
  MaYTe: string | null;
  KetQuas: AnalyserValue[];
}

/** The analyser's message (KetQuaMayInput) decoded, each wrong field refused by its name. */
export function analyserMessageOf(input: unknown): AnalyserMessage {
  if (!input || typeof input !== 'object') throw badInput('validation.required', 'input');
  const fields = input as Record<string, unknown>;
  const values = fields.KetQuas;
  if (!Array.isArray(values) || values.length === 0) throw badInput('validation.required', 'KetQuas');
  if (values.length > MAX_VALUES) throw badInput('validation.maxItems', 'KetQuas', { max: MAX_VALUES });
  return {
    SIDMau: textOf(fields.SIDMau, 'SIDMau', true)!,
    MaThietBi: textOf(fields.MaThietBi, 'MaThietBi', false),
    MaYTe: textOf(fields.MaYTe, 'MaYTe', false),
    KetQuas: values.map((value: unknown, index) => {
      const line = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
      return {
        MaChiSo: textOf(line.MaChiSo, `KetQuas.${index}.MaChiSo`, true)!,
        KetQua: textOf(line.KetQua, `KetQuas.${index}.KetQua`, true)!,
        DonViTinh: textOf(line.DonViTinh, `KetQuas.${index}.DonViTinh`, false),
      };
    }),
  };
}

/** How an analyser's code is compared with a reference value's interface code: case and outer spaces do not count. */
export const codeKey = (code: string) => code.trim().toUpperCase();

/** A test of an order with the analyser's code of its reference value (none for a service without reference values). */
export interface MatchableTest extends LabTest {
  MaLienThong: string | null;
}

/**
 * Which values land on which tests: a value goes on every test of the order whose interface code is the value's code
 * (a panel and a single test ordered together both get it); the others are unknown.
 */
export function matchValues<V extends { MaChiSo: string }, T extends { MaLienThong: string | null }>(values: readonly V[], tests: readonly T[]): { matched: { value: V; test: T }[]; unmatched: V[] } {
  const matched: { value: V; test: T }[] = [];
  const unmatched: V[] = [];
  for (const value of values) {
    const key = codeKey(value.MaChiSo);
    const hits = tests.filter((test) => test.MaLienThong !== null && codeKey(test.MaLienThong) === key);
    if (hits.length === 0) unmatched.push(value);
    for (const test of hits) matched.push({ value, test });
  }
  return { matched, unmatched };
}

/** The order's tests (as the result form lists them) with the interface codes of their reference values. */
async function matchableTestsOf(db: Db, order: ServiceOrder): Promise<MatchableTest[]> {
  const tests = await testsOf(db, order);
  const references = [...new Set(tests.flatMap((test) => (test.GiaTriChuan_Id ? [test.GiaTriChuan_Id] : [])))];
  const codes = new Map(references.length === 0 ? [] : rowsOf<{ _id: string; MaLienThong: string | null }>(await db.execute(sql`
    SELECT _id, "MaLienThong" FROM "DM_GiaTriChuan" WHERE _id = ANY(${sql.param(references)}::text[])`)).map((row) => [row._id, row.MaLienThong]));
  return tests.map((test) => ({ ...test, MaLienThong: test.GiaTriChuan_Id ? codes.get(test.GiaTriChuan_Id) ?? null : null }));
}

/** The lab work list of an order (lab or microbiology), or null for an order whose results are not values. */
function labListOf(order: ServiceOrder): WorkList | null {
  const list = workListOf(order.MaLoaiDichVu, order.MaNhomDichVu);
  return list?.resultKind === 'lab' ? list : null;
}

const OPEN_STATES = ['SanSang', 'ChuaKetQua'];

/**
 * The order locked and taken for its results, in the caller's transaction, or why it cannot take them now (returned
 * or cancelled meanwhile, the patient marked absent, a line not allowed, its visit closed: the execution check). A
 * sent order is taken, its sample having been run; an order without a sample id takes `sampleId` when no other open
 * order carries it (else a new one, as taking it in the room gives), and its number of the day when it has none.
 */
async function takeForResults(tx: Db, orders: ServiceOrders, by: { nodeId: string; userId: string }, lang: 'vi' | 'en', order: ServiceOrder, now: Timestamp, field: string, sampleId: string | null = null): Promise<ServiceOrder | Reason> {
  // Serialises with the room's saves and state moves of this order, which lock it too.
  await tx.execute(sql`SELECT _id FROM "DichVuYeuCau" WHERE _id = ${order._id} FOR UPDATE`);
  let [current] = await orders.list(tx, by.nodeId, { ids: [order._id] });
  if (!current) return { key: 'paraclinical.unknown.orderNotFound', params: {} };
  const refusal = await executionRefusal(tx, current);
  if (refusal) return refusal;
  if (current.TrangThai === 'SanSang') {
    const { moved, refused } = await orders.move(tx, by, [order._id], 'SanSang', 'ChuaKetQua', now, field);
    if (!moved[0]) return refused[0] ? reasonOfRefusal(lang, refused[0], 'SanSang') : { key: 'paraclinical.unknown.orderNotFound', params: {} };
    current = moved[0];
  }
  let SIDMau = current.SIDMau;
  if (SIDMau === null && sampleId !== null && (await orders.list(tx, by.nodeId, { SIDMau: sampleId, TrangThai: OPEN_STATES, limit: 1 })).length === 0) SIDMau = sampleId;
  const numbers = { ...(SIDMau !== current.SIDMau ? { SIDMau } : {}), ...(await sampleNumbers(tx, orders, by.nodeId, { ...current, SIDMau }, now)) };
  return Object.keys(numbers).length > 0 ? orders.record(tx, by, current._id, numbers, field) : current;
}

const isReason = (outcome: ServiceOrder | Reason): outcome is Reason => 'key' in outcome;

function announce(scope: WriteScope, viewer: Viewer, list: WorkList, order: ServiceOrder | null): void {
  scope.emit(paraclinicalEvents[list.event], {
    ids: order ? [order._id] : [],
    PhongBan_Ids: order ? [order.NoiThucHien_Id] : [],
    TiepNhan_Ids: order ? [order.TiepNhan_Id] : [],
    BenhNhan_Ids: order ? [order.BenhNhan_Id] : [],
  }, { idNodes: [viewer.nodeId] });
}

/**
 * Writes the matched values on the taken order as the result form saves them (judged for the patient at the sampling
 * time; the analyser's unit for a test the catalogue gives none), with the order's audit entry (results before and after).
 */
async function writeOnOrder(scope: WriteScope, viewer: Viewer, before: ServiceOrder, order: ServiceOrder, matched: readonly { value: AnalyserValue; test: LabTest }[], now: Timestamp): Promise<void> {
  const resultsBefore = (await savedResults(scope.tx, [order._id])).get(order._id) ?? [];
  await writeResults(scope.tx, viewer, order, matched.map(({ value, test }) => ({ test: { ...test, DonViTinh: test.DonViTinh ?? value.DonViTinh }, KetQua: value.KetQua })), judgedAt(order, now));
  await scope.audit({
    action: 'UPDATE', entity: 'DichVuYeuCau', entityId: order._id,
    before: { ...before, KetQuas: resultsBefore },
    after: { ...order, KetQuas: (await savedResults(scope.tx, [order._id])).get(order._id) ?? [] },
  });
}

export interface NhanKetQuaMay {
  DichVuYeuCau_Id: string | null;
  SoKetQuaGhiNhan: number;
  SoKetQuaKhongXacDinh: number;
}

/** Names and units the catalogue knows for analyser codes, for the unknown records of codes no order's test matched. */
async function referenceValuesByCode(db: Db, codes: readonly string[]): Promise<Map<string, { _id: string; TenGiaTriChuan: string; DonViTinh: string | null }>> {
  const rows = rowsOf<{ _id: string; MaLienThong: string; TenGiaTriChuan: string; DonViTinh: string | null }>(await db.execute(sql`
    SELECT _id, "MaLienThong", "TenGiaTriChuan", "DonViTinh" FROM "DM_GiaTriChuan"
    WHERE upper(btrim("MaLienThong")) = ANY(${sql.param([...new Set(codes.map(codeKey))])}::text[]) ORDER BY "TamNgung", _id`));
  const known = new Map<string, { _id: string; TenGiaTriChuan: string; DonViTinh: string | null }>();
  for (const row of rows) if (!known.has(codeKey(row.MaLienThong))) known.set(codeKey(row.MaLienThong), row);
  return known;
}

async function keepUnknown(scope: WriteScope, viewer: Viewer, message: AnalyserMessage, values: readonly AnalyserValue[], now: Timestamp): Promise<void> {
  if (values.length === 0) return;
  const known = await referenceValuesByCode(scope.tx, values.map((value) => value.MaChiSo));
  const kept: { _id: string; MaChiSo: string; KetQua: string }[] = [];
  for (const value of values) {
    const reference = known.get(codeKey(value.MaChiSo));
    const id = newId();
    await scope.tx.execute(sql`INSERT INTO "KetQuaKhongXacDinh" (_id, "node_Id", "SIDMau", "MaChiSo", "TenChiSo", "GiaTriChuan_Id", "KetQua", "DonViTinh",
        "MaYTe", "MaThietBi", "NgayNhan", "createdBy")
      VALUES (${id}, ${viewer.nodeId}, ${message.SIDMau}, ${value.MaChiSo}, ${reference?.TenGiaTriChuan ?? null}, ${reference?._id ?? null}, ${value.KetQua},
        ${value.DonViTinh ?? reference?.DonViTinh ?? null}, ${message.MaYTe}, ${message.MaThietBi}, ${now}, ${viewer.userId})`);
    kept.push({ _id: id, MaChiSo: value.MaChiSo, KetQua: value.KetQua });
  }
  await scope.audit({ action: 'CREATE', entity: 'KetQuaKhongXacDinh', entityId: kept[0]!._id, after: { SIDMau: message.SIDMau, MaThietBi: message.MaThietBi, MaYTe: message.MaYTe, KetQuas: kept } });
}

const LAB_LIST = workListOf('XetNghiem', null)!;

/**
 * The lab interface's message for one sample: the newest open lab order of the facility with that sample id takes the
 * values matching its tests (a sent order is taken); the rest, or all when no open order has the id (none, or it was
 * already returned, or its visit is closed), are kept as unknown results.
 */
export async function nhanKetQuaTuMay(ctx: RequestContext, viewer: Viewer, input: unknown): Promise<NhanKetQuaMay> {
  const message = analyserMessageOf(input);
  const now: Timestamp = Date.now();
  const orders = ctx.provided(SERVICE_ORDERS);
  return ctx.write(async (scope) => {
    const candidates = (await orders.list(scope.tx, viewer.nodeId, { SIDMau: message.SIDMau, MaLoaiDichVus: LAB_LIST.MaLoaiDichVus, limit: ORDERS_PER_SID }))
      .filter((order) => labListOf(order) !== null);
    const open = candidates.find((order) => OPEN_STATES.includes(order.TrangThai)) ?? null;
    let written: { order: ServiceOrder; list: WorkList; count: number } | null = null;
    let unknown: AnalyserValue[] = message.KetQuas;
    if (open) {
      const { matched, unmatched } = matchValues(message.KetQuas, await matchableTestsOf(scope.tx, open));
      if (matched.length > 0) {
        // An order that cannot take results now keeps nothing back: its values are unknown, not lost.
        const taken = await takeForResults(scope.tx, orders, viewer, ctx.lang, open, now, 'SIDMau');
        if (!isReason(taken)) {
          await writeOnOrder(scope, viewer, open, taken, matched, now);
          written = { order: taken, list: labListOf(taken)!, count: new Set(matched.map((each) => each.value)).size };
          unknown = unmatched;
        }
      }
    }
    await keepUnknown(scope, viewer, message, unknown, now);
    announce(scope, viewer, written?.list ?? LAB_LIST, written?.order ?? null);
    return { DichVuYeuCau_Id: written?.order._id ?? null, SoKetQuaGhiNhan: written?.count ?? 0, SoKetQuaKhongXacDinh: unknown.length };
  });
}

export interface KetQuaKhongXacDinhRow {
  _id: string;
  node_Id: string;
  SIDMau: string;
  MaChiSo: string;
  TenChiSo: string | null;
  GiaTriChuan_Id: string | null;
  KetQua: string;
  DonViTinh: string | null;
  MucBinhThuong: string | null;
  MaYTe: string | null;
  MaThietBi: string | null;
  DaLienKet: boolean;
  DichVuYeuCau_Id: string | null;
  DichVu_Id: string | null;
  NguoiLienKet: string | null;
  NgayLienKet: Timestamp | null;
  NgayNhan: Timestamp;
}

const RECORD_SELECT = sql`_id, "node_Id", "SIDMau", "MaChiSo", "TenChiSo", "GiaTriChuan_Id", "KetQua", "DonViTinh", "MucBinhThuong", "MaYTe", "MaThietBi",
  "DaLienKet", "DichVuYeuCau_Id", "DichVu_Id", "NguoiLienKet", "NgayLienKet"::float8 AS "NgayLienKet", "NgayNhan"::float8 AS "NgayNhan"`;

function integerIn(value: unknown, field: string, min: number, max: number, messageKey: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) throw badInput(messageKey, field, { min, max });
  return value;
}

/** The facility's unknown results, newest first, by the start of the sample id, the test code or the patient code. */
export async function ketQuaKhongXacDinhsPagination(db: Db, facilityId: string, args: { page: unknown; limit: unknown; search?: unknown; DaLienKet?: unknown }): Promise<{ items: KetQuaKhongXacDinhRow[]; total: number }> {
  const page = integerIn(args.page, 'page', 1, MAX_PAGE, typeof args.page === 'number' && args.page > MAX_PAGE ? 'validation.max' : 'validation.min');
  const limit = integerIn(args.limit, 'limit', 1, MAX_PAGE_SIZE, 'catalogue.limitRange');
  const search = textOf(args.search, 'search', false);
  if (args.DaLienKet !== null && args.DaLienKet !== undefined && typeof args.DaLienKet !== 'boolean') throw badInput('validation.oneOf', 'DaLienKet', { values: 'true, false' });
  const conditions = [sql`"node_Id" = ${facilityId}`];
  if (typeof args.DaLienKet === 'boolean') conditions.push(sql`"DaLienKet" = ${args.DaLienKet}`);
  if (search) {
    const start = `${escapeLike(search)}%`;
    const upper = `${escapeLike(search.toUpperCase())}%`;
    conditions.push(sql`("SIDMau" LIKE ${start} OR upper("MaChiSo") LIKE ${upper} OR "MaYTe" LIKE ${start})`);
  }
  const where = sql.join(conditions, sql` AND `);
  const items = rowsOf<KetQuaKhongXacDinhRow>(await db.execute(sql`
    SELECT ${RECORD_SELECT} FROM "KetQuaKhongXacDinh" WHERE ${where} ORDER BY "NgayNhan" DESC, _id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`));
  const [counted] = rowsOf<{ total: number }>(await db.execute(sql`SELECT count(*)::int AS total FROM "KetQuaKhongXacDinh" WHERE ${where}`));
  return { items, total: counted?.total ?? 0 };
}

/** The analyser's sample id when it is one an order may carry (the room's barcode form), else null. */
function sampleIdOrNull(SIDMau: string): string | null {
  try {
    return sampleIdOf(SIDMau, 'SIDMau') ?? null;
  } catch {
    return null;
  }
}

/** The ids to link: at least one, at most MAX_IDS, each once. */
function linkIdsOf(value: unknown): string[] {
  if (!Array.isArray(value) || value.length === 0) throw badInput('validation.required', 'ids');
  if (value.length > MAX_IDS) throw badInput('validation.maxItems', 'ids', { max: MAX_IDS });
  const ids = value.map((id, index) => idOf(id, `ids.${index}`));
  const twice = ids.findIndex((id, index) => ids.indexOf(id) !== index);
  if (twice >= 0) throw badInput('paraclinical.unknown.chosenTwice', `ids.${twice}`);
  return ids;
}

/**
 * Links unknown records to a lab order not yet returned (sent or taken): each record's test must be one of the order's
 * (refused naming the record's place in `ids` otherwise); its value is written on that test, the record marked linked
 * with the order, and the order takes the records' sample id when it has none. Returns the order.
 */
export async function lienKetKetQuaKhongXacDinh(ctx: RequestContext, viewer: Viewer, args: { ids: unknown; idDichVuYeuCau: unknown }): Promise<ServiceOrder> {
  const ids = linkIdsOf(args.ids);
  const orderId = idOf(args.idDichVuYeuCau, 'idDichVuYeuCau');
  const now: Timestamp = Date.now();
  const orders = ctx.provided(SERVICE_ORDERS);
  return ctx.write(async (scope) => {
    const [order] = await orders.list(scope.tx, viewer.nodeId, { ids: [orderId] });
    const list = order ? labListOf(order) : null;
    if (!order || !list) throw badInput('paraclinical.unknown.orderNotFound', 'idDichVuYeuCau');
    const records = rowsOf<KetQuaKhongXacDinhRow>(await scope.tx.execute(sql`
      SELECT ${RECORD_SELECT} FROM "KetQuaKhongXacDinh" WHERE _id = ANY(${sql.param(ids)}::text[]) AND "node_Id" = ${viewer.nodeId} ORDER BY _id FOR UPDATE`));
    const first = records.find((each) => each._id === ids[0]);
    const taken = await takeForResults(scope.tx, orders, viewer, ctx.lang, order, now, 'idDichVuYeuCau', first ? sampleIdOrNull(first.SIDMau) : null);
    if (isReason(taken)) throw badInput(taken.key, 'idDichVuYeuCau', taken.params);
    const tests = await matchableTestsOf(scope.tx, taken);
    const matched: { value: AnalyserValue; test: LabTest }[] = [];
    const linked: { record: KetQuaKhongXacDinhRow; test: LabTest }[] = [];
    ids.forEach((id, index) => {
      const record = records.find((each) => each._id === id);
      const field = `ids.${index}`;
      if (!record) throw badInput('paraclinical.unknown.notFound', field);
      if (record.DaLienKet) throw badInput('paraclinical.unknown.alreadyLinked', field, { sid: record.SIDMau, code: record.MaChiSo });
      const hits = matchValues([record], tests).matched;
      if (hits.length === 0) throw badInput('paraclinical.unknown.noMatchingTest', field, { code: record.MaChiSo, number: order.SoPhieuYeuCau });
      for (const { test } of hits) {
        matched.push({ value: { MaChiSo: record.MaChiSo, KetQua: record.KetQua, DonViTinh: record.DonViTinh }, test });
        linked.push({ record, test });
      }
    });
    await writeOnOrder(scope, viewer, order, taken, matched, now);
    for (const record of records) {
      const test = linked.find((each) => each.record._id === record._id)!.test;
      await scope.tx.execute(sql`UPDATE "KetQuaKhongXacDinh" SET "DaLienKet" = true, "DichVuYeuCau_Id" = ${order._id}, "DichVu_Id" = ${test.DichVu_Id},
        "NguoiLienKet" = ${viewer.userId}, "NgayLienKet" = ${now} WHERE _id = ${record._id}`);
      const [after] = rowsOf<KetQuaKhongXacDinhRow>(await scope.tx.execute(sql`SELECT ${RECORD_SELECT} FROM "KetQuaKhongXacDinh" WHERE _id = ${record._id}`));
      await scope.audit({ action: 'UPDATE', entity: 'KetQuaKhongXacDinh', entityId: record._id, before: record, after });
    }
    announce(scope, viewer, list, taken);
    return (await orders.list(scope.tx, viewer.nodeId, { ids: [order._id] }))[0]!;
  });
}

const reader = (ctx: RequestContext) => ctx.requirePermission(PARACLINICAL_READ);
const writer = (ctx: RequestContext) => ctx.requirePermission(PARACLINICAL_WRITE);

export const unknownResultResolvers = {
  Query: {
    ketQuaKhongXacDinhsPagination: (_: unknown, args: { page: number; limit: number; search?: string | null; DaLienKet?: boolean | null }, ctx: RequestContext) =>
      ketQuaKhongXacDinhsPagination(ctx.db, reader(ctx).nodeId, args),
  },
  Mutation: {
    nhanKetQuaTuMay: (_: unknown, args: { input: unknown }, ctx: RequestContext) => nhanKetQuaTuMay(ctx, writer(ctx), args.input),
    lienKetKetQuaKhongXacDinh: (_: unknown, args: { ids: unknown; idDichVuYeuCau: unknown }, ctx: RequestContext) => lienKetKetQuaKhongXacDinh(ctx, writer(ctx), args),
  },
};

/** How the audit history names the unknown results, the public page's links and the mutations of this file. */
export const unknownResultAuditLabels: AuditLabels = {
  entities: {
    KetQuaKhongXacDinh: {
      label: { vi: 'Kết quả không xác định', en: 'Unknown result' },
      name: { field: 'SIDMau', table: 'KetQuaKhongXacDinh', column: 'SIDMau' },
      fields: {
        SIDMau: { vi: 'Mã mẫu (SID)', en: 'Sample id (SID)' },
        MaChiSo: { vi: 'Mã chỉ số', en: 'Test code' },
        TenChiSo: { vi: 'Tên chỉ số', en: 'Test name' },
        KetQua: { vi: 'Kết quả', en: 'Result' },
        KetQuas: { vi: 'Kết quả', en: 'Results' },
        DonViTinh: { vi: 'Đơn vị tính', en: 'Unit' },
        MucBinhThuong: { vi: 'Mức bình thường', en: 'Normal range' },
        MaYTe: { vi: 'Mã y tế', en: 'Patient code' },
        MaThietBi: { vi: 'Mã thiết bị', en: 'Device code' },
        DaLienKet: { vi: 'Đã liên kết', en: 'Linked' },
        DichVuYeuCau_Id: { vi: 'Phiếu chỉ định', en: 'Service order' },
        DichVu_Id: { vi: 'Dịch vụ', en: 'Service' },
        NguoiLienKet: { vi: 'Người liên kết', en: 'Linked by' },
        NgayLienKet: { vi: 'Ngày liên kết', en: 'Linked on' },
        NgayNhan: { vi: 'Ngày nhận', en: 'Received on' },
      },
      refs: { DichVuYeuCau_Id: 'DichVuYeuCau', DichVu_Id: 'DM_DichVu', GiaTriChuan_Id: 'DM_GiaTriChuan', NguoiLienKet: 'User' },
    },
    KetQuaCLS_LienKet: {
      label: { vi: 'Liên kết xem kết quả cận lâm sàng', en: 'Public result link' },
      fields: {
        BenhNhan_Id: { vi: 'Bệnh nhân', en: 'Patient' },
        node_Id: { vi: 'Cơ sở', en: 'Facility' },
      },
      refs: { BenhNhan_Id: 'BenhNhan', node_Id: 'Node' },
    },
  },
  operations: {
    nhanKetQuaTuMay: { vi: 'Nhận kết quả từ máy xét nghiệm', en: 'Receive results from an analyser' },
    lienKetKetQuaKhongXacDinh: { vi: 'Liên kết kết quả không xác định với phiếu chỉ định', en: 'Link unknown results to a service order' },
  },
};
