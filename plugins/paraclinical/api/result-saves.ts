// Saving what performing an order gave (spec §5 Subclinical): a lab order's values per test, or a report's description
// and conclusion, with the device, the performers and the times; a sent order is taken first (the execution check),
// a returned one refused until its result is cancelled, and with traKetQua the result is returned when complete.
// One transaction, one audit entry, the work list's event.
import type { Timestamp } from '@his/sdk';
import { badInput, type RequestContext } from '@his/sdk/server';
import { SERVICE_ORDERS, type ServiceOrder, type ServiceOrderPerformance } from '../../reception/contract';
import { PARACLINICAL_WRITE } from '../rules/permissions';
import { workListOf, type WorkListKey } from '../rules/work-lists';
import { announce, auditOrders } from './announce';
import { idOf, performersOf, sampleIdOf, textOf, timeOf } from './input-checks';
import { judgedAt, savedResults, testKey, testsOf, writeResults, type LabTest } from './lab-results';
import { checkDevice, checkPerformers, executionRefusal, missingForReport } from './order-checks';
import { checkSampleId, sampleNumbers } from './sample-numbers';
import { reasonOfRefusal } from './state-moves';

const MAX_VALUE = 200;
const MAX_TESTS = 500;
const MAX_REPORT = 20_000;
const MAX_REMARK = 4000;
/** A clock a few minutes apart from the server's does not make a sample older than its order. */
const CLOCK_SLACK_MS = 5 * 60 * 1000;

/** Which work lists each save serves. */
export const SAVE_LISTS: Readonly<Record<'lab' | 'imaging' | 'functional', readonly WorkListKey[]>> = {
  lab: ['xet-nghiem', 'xet-nghiem-vi-sinh', 'xet-nghiem-sars-cov-2'],
  imaging: ['chan-doan-hinh-anh', 'sieu-am'],
  functional: ['tham-do-chuc-nang'],
};
export type SaveKind = keyof typeof SAVE_LISTS;

interface TestValue {
  ChiTiet_Id: string;
  GiaTriChuan_Id: string | null;
  KetQua: string | null;
}

interface Decoded {
  performance: ServiceOrderPerformance;
  values: TestValue[];
}

/** The result form's fields, each refused by its name when it cannot be recorded. */
function decode(kind: SaveKind, input: Record<string, unknown> | null | undefined, now: Timestamp): Decoded {
  const given = input ?? {};
  const performance: ServiceOrderPerformance = {
    ThietBi_Id: given.ThietBi_Id === undefined ? undefined : given.ThietBi_Id === null ? null : idOf(given.ThietBi_Id, 'ThietBi_Id'),
    NguoiThucHien_Ids: performersOf(given.NguoiThucHien_Ids, 'NguoiThucHien_Ids'),
    NgayThucHien: timeOf(given.NgayThucHien, 'NgayThucHien', now),
    NhanXet: textOf(given.NhanXet, 'NhanXet', MAX_REMARK),
    KetLuan: textOf(given.KetLuan, 'KetLuan', MAX_REMARK),
  };
  if (kind !== 'lab') return { performance: { ...performance, NoiDung: textOf(given.NoiDung, 'NoiDung', MAX_REPORT) }, values: [] };
  performance.NgayLayMau = timeOf(given.NgayLayMau, 'NgayLayMau', now);
  performance.SIDMau = sampleIdOf(given.SIDMau, 'SIDMau');
  const rows = given.KetQuas ?? [];
  if (!Array.isArray(rows)) throw badInput('validation.required', 'KetQuas');
  if (rows.length > MAX_TESTS) throw badInput('paraclinical.tooMany', 'KetQuas', { max: MAX_TESTS });
  const values = (rows as Record<string, unknown>[]).map((row, index): TestValue => ({
    ChiTiet_Id: idOf(row?.ChiTiet_Id, `KetQuas.${index}.ChiTiet_Id`),
    GiaTriChuan_Id: row?.GiaTriChuan_Id === null || row?.GiaTriChuan_Id === undefined ? null : idOf(row.GiaTriChuan_Id, `KetQuas.${index}.GiaTriChuan_Id`),
    KetQua: textOf(row?.KetQua, `KetQuas.${index}.KetQua`, MAX_VALUE) ?? null,
  }));
  values.forEach((value, index) => {
    if (values.findIndex((other) => testKey(other) === testKey(value)) !== index) throw badInput('paraclinical.testTwice', `KetQuas.${index}.GiaTriChuan_Id`);
  });
  return { performance, values };
}

/** Each value on a test of the order, refused by its position when the order has no such line or test. */
function valuesOnTests(order: ServiceOrder, tests: readonly LabTest[], values: readonly TestValue[]): { test: LabTest; KetQua: string | null }[] {
  const byKey = new Map(tests.map((test) => [testKey(test), test]));
  return values.map((value, index) => {
    const test = byKey.get(testKey(value));
    if (test) return { test, KetQua: value.KetQua };
    const onLine = order.ChiTiets.some((line) => line._id === value.ChiTiet_Id);
    throw badInput('paraclinical.testNotOnOrder', `KetQuas.${index}.${onLine ? 'GiaTriChuan_Id' : 'ChiTiet_Id'}`, { number: order.SoPhieuYeuCau });
  });
}

/** A performance time is not before the order was requested. */
function checkTimes(order: ServiceOrder, performance: ServiceOrderPerformance): void {
  for (const field of ['NgayThucHien', 'NgayLayMau'] as const) {
    const at = performance[field];
    if (typeof at === 'number' && at < order.NgayYeuCau - CLOCK_SLACK_MS) throw badInput('paraclinical.timeBeforeRequest', field, { number: order.SoPhieuYeuCau });
  }
}

export async function saveResult(ctx: RequestContext, kind: SaveKind, args: { id: unknown; input: Record<string, unknown> | null; traKetQua?: unknown }): Promise<ServiceOrder> {
  const viewer = ctx.requirePermission(PARACLINICAL_WRITE);
  const now: Timestamp = Date.now();
  const id = idOf(args.id, 'id');
  const { performance, values } = decode(kind, args.input, now);
  const returning = args.traKetQua === true;
  const service = ctx.provided(SERVICE_ORDERS);
  return ctx.write(async (scope) => {
    const { tx } = scope;
    const [before] = await service.list(tx, viewer.nodeId, { ids: [id] });
    if (!before) throw badInput('paraclinical.orderNotFound', 'id');
    const number = before.SoPhieuYeuCau;
    const list = workListOf(before.MaLoaiDichVu, before.MaNhomDichVu);
    if (!list || !SAVE_LISTS[kind].includes(list.key)) throw badInput('paraclinical.wrongWorkList', 'id', { number });
    if (before.TrangThai === 'CoKetQua' || before.TrangThai === 'DaXemKetQua') throw badInput('paraclinical.resultReturned', 'id', { number });
    checkTimes(before, performance);
    let order = before;
    if (order.TrangThai !== 'ChuaKetQua') {
      const refusal = await executionRefusal(tx, order);
      if (refusal) throw badInput(refusal.key, 'id', refusal.params);
      const taken = await service.move(tx, viewer, [id], 'SanSang', 'ChuaKetQua', now, 'id');
      const [refused] = taken.refused;
      if (refused) {
        const reason = reasonOfRefusal(ctx.lang, refused, 'SanSang');
        throw badInput(reason.key, 'id', reason.params);
      }
      order = taken.moved[0]!;
    }
    if (list.sampled) {
      if (performance.SIDMau) await checkSampleId(tx, service, viewer.nodeId, id, performance.SIDMau);
      const SIDMau = performance.SIDMau === undefined ? order.SIDMau : performance.SIDMau;
      Object.assign(performance, await sampleNumbers(tx, service, viewer.nodeId, { ...order, SIDMau }, now));
    }
    if (performance.NguoiThucHien_Ids) await checkPerformers(tx, performance.NguoiThucHien_Ids);
    if (performance.ThietBi_Id !== undefined || performance.NgayThucHien !== undefined) {
      const device = performance.ThietBi_Id === undefined ? order.ThietBi_Id : performance.ThietBi_Id;
      await checkDevice(tx, viewer.nodeId, order, device, (performance.NgayThucHien === undefined ? order.NgayThucHien : performance.NgayThucHien) ?? now);
    }
    order = await service.record(tx, viewer, id, performance, 'id');

    const resultsBefore = (await savedResults(tx, [id])).get(id) ?? [];
    const tests = list.resultKind === 'lab' ? await testsOf(tx, order) : [];
    if (values.length > 0) await writeResults(tx, viewer, order, valuesOnTests(order, tests, values), judgedAt(order, now));
    const resultsAfter = (await savedResults(tx, [id])).get(id) ?? [];
    if (returning) {
      const missing = missingForReport(order, list, tests, resultsAfter);
      if (missing) {
        const position = missing.test ? values.findIndex((value) => testKey(value) === testKey(missing.test!)) : -1;
        throw badInput(missing.key, position >= 0 ? `KetQuas.${position}.KetQua` : missing.field, missing.params);
      }
      const returned = await service.move(tx, viewer, [id], 'ChuaKetQua', 'CoKetQua', now, 'id');
      const [refused] = returned.refused;
      if (refused) {
        const reason = reasonOfRefusal(ctx.lang, refused, 'ChuaKetQua');
        throw badInput(reason.key, 'id', reason.params);
      }
      order = returned.moved[0]!;
    }
    await auditOrders(scope, [{ before: { ...before, KetQuas: resultsBefore }, after: { ...order, KetQuas: resultsAfter } }]);
    announce(scope, viewer, [order]);
    return order;
  });
}
