// Paraclinical's part of the demo day (README): the technician takes today's first lab order with a glucose test at the
// sampling room and returns its results, the glucose high and the rest normal, so that the doctor's exam shows a result
// to read; every other order stays waiting in the work lists. Through the result form's own save.
import { sql } from 'drizzle-orm';
import { startOfDay } from '@his/sdk/format';
import { organisationNodes, rowsOf, type DemoDayContext } from '@his/sdk/server';
import { SERVICE_ORDERS } from '../../reception/contract';
import { saveResult } from '../api/result-saves';
import { testsOf } from '../api/lab-results';

const DAY_MS = 24 * 60 * 60 * 1000;
const ROOM = 'XN01';
/** The analyser the results come from (DM_ThietBi.MaThietBi). */
const DEVICE = 'TB-SH-01';
/** The order taken is the one with this service. */
const TAKEN_SERVICE = 'XN-GLU';
/** Values by reference value code (DM_GiaTriChuan.MaGiaTriChuan): glucose above the range, the blood count within it for either sex. */
const VALUES: Readonly<Record<string, string>> = { GLU: '9.8', HGB: '135', WBC: '7.2', PLT: '250' };

export async function paraclinicalDemoDay(day: DemoDayContext): Promise<void> {
  const technician = await day.actAs('ktv');
  const { tx } = day;
  const orders = day.provided(SERVICE_ORDERS);
  const [room] = rowsOf<{ _id: string }>(await tx.execute(sql`SELECT _id FROM ${organisationNodes} WHERE code = ${ROOM} AND NOT "isDeleted"`));
  if (!room) return;
  const from = startOfDay(day.now);
  const waiting = await orders.list(tx, technician.viewer.nodeId, { NoiThucHien_Ids: [room._id], TrangThai: ['SanSang'], MaLoaiDichVus: ['XetNghiem'], from, to: from + DAY_MS - 1 });
  const order = waiting.find((each) => each.ChiTiets.some((line) => line.MaDichVu === TAKEN_SERVICE));
  if (!order) return;
  const tests = await testsOf(tx, order);
  const codes = new Map(rowsOf<{ _id: string; code: string }>(await tx.execute(sql`
    SELECT _id, "MaGiaTriChuan" AS code FROM "DM_GiaTriChuan" WHERE _id = ANY(${sql.param(tests.flatMap((test) => (test.GiaTriChuan_Id ? [test.GiaTriChuan_Id] : [])))}::text[])`))
    .map((row) => [row._id, row.code]));
  const [device] = rowsOf<{ _id: string }>(await tx.execute(sql`
    SELECT _id FROM "DM_ThietBi" WHERE "MaThietBi" = ${DEVICE} AND "node_Id" = ${technician.viewer.nodeId} AND NOT "TamNgung"`));
  const KetQuas = tests.flatMap((test) => {
    const value = test.GiaTriChuan_Id ? VALUES[codes.get(test.GiaTriChuan_Id) ?? ''] : undefined;
    return value ? [{ ChiTiet_Id: test.ChiTiet_Id, GiaTriChuan_Id: test.GiaTriChuan_Id, KetQua: value }] : [];
  });
  // Sampled when the day is made, never before the doctor ordered.
  const sampledAt = Math.max(day.now, order.NgayYeuCau);
  await saveResult(technician.ctx, 'lab', {
    id: order._id,
    input: { ThietBi_Id: device?._id ?? null, NguoiThucHien_Ids: technician.staffId ? [technician.staffId] : [], NgayLayMau: sampledAt, KetQuas },
    traKetQua: true,
  });
  day.log.info('paraclinical.demoDay', { returned: order.SoPhieuYeuCau, waiting: waiting.length - 1 });
}
