// A lab order's tests and their results (spec §3 Service order results): the tests are the reference values
// (DM_GiaTriChuan) of each line's service, or the service itself when it has none; a result row copies the range for
// the patient's sex and age at the sampling time, and its flag, so that a printed result never changes afterwards.
import { sql } from 'drizzle-orm';
import type { Timestamp } from '@his/sdk';
import { newId, rowsOf, type Db } from '@his/sdk/server';
import type { ServiceOrder } from '../../reception/contract';
import { flagOf, isChild, rangeFor, rangeText, type ReferenceValue } from '../rules/reference-values';

/** One test of an order: a reference value on a line, or (GiaTriChuan_Id null) the line's service with no reference values. */
export interface LabTest extends ReferenceValue {
  ChiTiet_Id: string;
  DichVu_Id: string;
  GiaTriChuan_Id: string | null;
  TenXetNghiem: string;
  DonViTinh: string | null;
  /** In line order, then in the service's order of reference values, from 1. */
  ThuTu: number;
}

/** A result row (DichVuYeuCauKetQua); a blank row of a test not yet entered has a made-up id and no value. */
export interface KetQuaRow {
  _id: string;
  DichVuYeuCau_Id: string;
  ChiTiet_Id: string;
  DichVu_Id: string;
  GiaTriChuan_Id: string | null;
  TenXetNghiem: string;
  KieuDuLieu: string;
  KetQua: string | null;
  DonViTinh: string | null;
  Min: number | null;
  Max: number | null;
  MucBinhThuong: string | null;
  CanhBao: string | null;
  ThuTu: number;
}

/** How a test is told apart on its order: its line and its reference value. */
export const testKey = (test: { ChiTiet_Id: string; GiaTriChuan_Id: string | null }) => `${test.ChiTiet_Id}|${test.GiaTriChuan_Id ?? ''}`;

const NO_REFERENCE = { KieuDuLieu: 'VanBan', NamMin: null, NamMax: null, NuMin: null, NuMax: null, TreEmMin: null, TreEmMax: null } as const;

/** The tests of an order's lines, in order. */
export async function testsOf(db: Db, order: ServiceOrder): Promise<LabTest[]> {
  const services = [...new Set(order.ChiTiets.map((line) => line.DichVu_Id))];
  if (services.length === 0) return [];
  const rows = rowsOf<Omit<LabTest, 'ChiTiet_Id' | 'ThuTu' | 'TenXetNghiem' | 'GiaTriChuan_Id'> & { GiaTriChuan_Id: string | null; TenDichVu: string; TenGiaTriChuan: string | null }>(await db.execute(sql`
    SELECT d._id AS "DichVu_Id", d."TenDichVu", g._id AS "GiaTriChuan_Id", g."TenGiaTriChuan", g."KieuDuLieu", g."DonViTinh",
      g."NamMin", g."NamMax", g."NuMin", g."NuMax", g."TreEmMin", g."TreEmMax"
    FROM "DM_DichVu" d LEFT JOIN LATERAL unnest(d."GiaTriChuan_Ids") WITH ORDINALITY AS ref(id, position) ON true
      LEFT JOIN "DM_GiaTriChuan" g ON g._id = ref.id
    WHERE d._id = ANY(${sql.param(services)}::text[]) ORDER BY d._id, ref.position`));
  const tests: LabTest[] = [];
  for (const line of [...order.ChiTiets].sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0))) {
    const ofService = rows.filter((row) => row.DichVu_Id === line.DichVu_Id);
    const references = ofService.filter((row) => row.GiaTriChuan_Id !== null);
    if (references.length === 0) {
      const name = ofService[0]?.TenDichVu ?? line.TenDichVu ?? '';
      tests.push({ ...NO_REFERENCE, ChiTiet_Id: line._id, DichVu_Id: line.DichVu_Id, GiaTriChuan_Id: null, TenXetNghiem: name, DonViTinh: null, ThuTu: tests.length + 1 });
      continue;
    }
    for (const { TenDichVu: _, TenGiaTriChuan, ...row } of references) tests.push({ ...row, ChiTiet_Id: line._id, TenXetNghiem: TenGiaTriChuan ?? '', ThuTu: tests.length + 1 });
  }
  return tests;
}

const ROW_COLUMNS = sql`_id, "DichVuYeuCau_Id", "ChiTiet_Id", "DichVu_Id", "GiaTriChuan_Id", "TenXetNghiem", "KieuDuLieu", "KetQua", "DonViTinh",
  "Min", "Max", "MucBinhThuong", "CanhBao", "ThuTu"`;

/** The saved results of these orders, each order's in order. */
export async function savedResults(db: Db, orderIds: readonly string[]): Promise<Map<string, KetQuaRow[]>> {
  const byOrder = new Map<string, KetQuaRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = rowsOf<KetQuaRow>(await db.execute(sql`
    SELECT ${ROW_COLUMNS} FROM "DichVuYeuCau_KetQua" WHERE "DichVuYeuCau_Id" = ANY(${sql.param([...orderIds])}::text[]) ORDER BY "DichVuYeuCau_Id", "ThuTu", _id`));
  for (const row of rows) {
    const ofOrder = byOrder.get(row.DichVuYeuCau_Id);
    if (ofOrder) ofOrder.push(row);
    else byOrder.set(row.DichVuYeuCau_Id, [row]);
  }
  return byOrder;
}

/** The moment whose age decides a child's range: the sampling, else the performance, else now. */
export const judgedAt = (order: Pick<ServiceOrder, 'NgayLayMau' | 'NgayThucHien'>, now: Timestamp) => order.NgayLayMau ?? order.NgayThucHien ?? now;

/** A test's value judged for the order's patient: the range copied and the flag. */
export function judge(order: ServiceOrder, test: LabTest, KetQua: string | null, at: Timestamp) {
  const range = rangeFor(test, order.GioiTinh, isChild({ NgaySinh: order.NgaySinh, NamSinh: order.NamSinh }, at));
  return { Min: range.Min, Max: range.Max, MucBinhThuong: rangeText(range), CanhBao: flagOf(KetQua, test.KieuDuLieu, range) };
}

/** Every test of the order with its saved result, or a blank row showing the range it will be judged by. */
export function rowsWithBlanks(order: ServiceOrder, tests: readonly LabTest[], saved: readonly KetQuaRow[], now: Timestamp): KetQuaRow[] {
  const stored = new Map(saved.map((row) => [testKey(row), row]));
  const rows = tests.map((test): KetQuaRow => stored.get(testKey(test)) ?? {
    _id: `${order._id}:${testKey(test)}`, DichVuYeuCau_Id: order._id, ChiTiet_Id: test.ChiTiet_Id, DichVu_Id: test.DichVu_Id, GiaTriChuan_Id: test.GiaTriChuan_Id,
    TenXetNghiem: test.TenXetNghiem, KieuDuLieu: test.KieuDuLieu, KetQua: null, DonViTinh: test.DonViTinh, ThuTu: test.ThuTu,
    ...judge(order, test, null, judgedAt(order, now)),
  });
  // A saved row whose test the catalogue has since dropped stays visible: it was the result.
  const known = new Set(tests.map(testKey));
  return [...rows, ...saved.filter((row) => !known.has(testKey(row)))];
}

/** Writes the values of some tests of the order, each judged for the patient at `at`. */
export async function writeResults(tx: Db, by: { nodeId: string; userId: string }, order: ServiceOrder, values: readonly { test: LabTest; KetQua: string | null }[], at: Timestamp): Promise<void> {
  for (const { test, KetQua } of values) {
    const judged = judge(order, test, KetQua, at);
    await tx.execute(sql`
      INSERT INTO "DichVuYeuCau_KetQua" (_id, "node_Id", "DichVuYeuCau_Id", "ChiTiet_Id", "DichVu_Id", "GiaTriChuan_Id", "TenXetNghiem", "KieuDuLieu", "KetQua",
        "DonViTinh", "Min", "Max", "MucBinhThuong", "CanhBao", "ThuTu", "updatedBy")
      VALUES (${newId()}, ${by.nodeId}, ${order._id}, ${test.ChiTiet_Id}, ${test.DichVu_Id}, ${test.GiaTriChuan_Id}, ${test.TenXetNghiem}, ${test.KieuDuLieu}, ${KetQua},
        ${test.DonViTinh}, ${judged.Min}, ${judged.Max}, ${judged.MucBinhThuong}, ${judged.CanhBao}, ${test.ThuTu}, ${by.userId})
      ON CONFLICT ("ChiTiet_Id", (coalesce("GiaTriChuan_Id", ''))) DO UPDATE SET "TenXetNghiem" = EXCLUDED."TenXetNghiem", "KieuDuLieu" = EXCLUDED."KieuDuLieu",
        "KetQua" = EXCLUDED."KetQua", "DonViTinh" = EXCLUDED."DonViTinh", "Min" = EXCLUDED."Min", "Max" = EXCLUDED."Max", "MucBinhThuong" = EXCLUDED."MucBinhThuong",
        "CanhBao" = EXCLUDED."CanhBao", "ThuTu" = EXCLUDED."ThuTu", "updatedBy" = EXCLUDED."updatedBy", "updatedAt" = now()`);
  }
}
