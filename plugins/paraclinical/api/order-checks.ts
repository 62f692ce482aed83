// The checks of spec §5 Subclinical on one order: whether it may be performed now (the execution check), whether it
// is complete enough to return (device, performers, times, every test's value or the conclusion), and whether the
// performers and the device it names may be recorded (staff of the system, a device in use within its daily limit).
import { sql } from 'drizzle-orm';
import type { Timestamp } from '@his/sdk';
import { startOfDay } from '@his/sdk/format';
import { badInput, rowsOf, type Db } from '@his/sdk/server';
import type { ServiceOrder } from '../../reception/contract';
import type { WorkList } from '../rules/work-lists';
import { testKey, type KetQuaRow, type LabTest } from './lab-results';
import type { Reason } from './messages';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Why the order may not be performed now, or null: it must be sent and not returned, the patient must have come,
 * each of its services allowed (paid, or not needing to be), and its visit open to changes (spec §4).
 */
export async function executionRefusal(db: Db, order: ServiceOrder): Promise<Reason | null> {
  const number = order.SoPhieuYeuCau;
  if (order.TrangThai === 'Nhap') return { key: 'paraclinical.check.notSent', params: { number } };
  if (order.TrangThai === 'DaHuy') return { key: 'paraclinical.check.cancelled', params: { number } };
  if (order.TrangThai === 'CoKetQua' || order.TrangThai === 'DaXemKetQua') return { key: 'paraclinical.check.returned', params: { number } };
  if (order.BNKhongDen) return { key: 'paraclinical.check.noShow', params: { number } };
  const notAllowed = order.ChiTiets.find((line) => !line.DuocPhepThucHien);
  if (notAllowed) return { key: 'paraclinical.check.notAllowed', params: { number, code: notAllowed.MaDichVu ?? '' } };
  const [visit] = rowsOf<{ open: boolean }>(await db.execute(sql`
    SELECT "TrangThai" = 'DangThucHien' AND NOT "DaXacNhanChiPhi" AND NOT "DaXacNhanBHYT" AND NOT "DaHoanTien" AS open FROM "TiepNhan" WHERE _id = ${order.TiepNhan_Id}`));
  if (!visit?.open) return { key: 'paraclinical.check.visitClosed', params: { number, code: order.MaTiepNhan } };
  return null;
}

/** A reason for refusing to return a result, the field of the result form it concerns, and the test left blank. */
export interface Missing extends Reason {
  field: string;
  test?: LabTest;
}

/**
 * What the order still lacks to be returned, or null: the device, a performer, the execution time (and for a lab
 * order the sampling time and a value for every test; for a report, its conclusion).
 */
export function missingForReport(order: ServiceOrder, list: WorkList, tests: readonly LabTest[], saved: readonly KetQuaRow[]): Missing | null {
  const number = order.SoPhieuYeuCau;
  if (!order.ThietBi_Id) return { key: 'paraclinical.missing.device', field: 'ThietBi_Id', params: { number } };
  if (order.NguoiThucHien_Ids.length === 0) return { key: 'paraclinical.missing.performer', field: 'NguoiThucHien_Ids', params: { number } };
  if (order.NgayThucHien === null) return { key: 'paraclinical.missing.performedAt', field: 'NgayThucHien', params: { number } };
  if (list.sampled && order.NgayLayMau === null) return { key: 'paraclinical.missing.sampledAt', field: 'NgayLayMau', params: { number } };
  if (list.resultKind === 'report') {
    return order.KetLuan ? null : { key: 'paraclinical.missing.conclusion', field: 'KetLuan', params: { number } };
  }
  const values = new Map(saved.map((row) => [testKey(row), row.KetQua]));
  const blank = tests.find((test) => !values.get(testKey(test))?.trim());
  return blank ? { key: 'paraclinical.missing.result', field: 'KetQuas', params: { number, test: blank.TenXetNghiem }, test: blank } : null;
}

/** Each performer a staff member (NhanVien) in service, refused by position (`NguoiThucHien_Ids.<i>`). */
export async function checkPerformers(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const staff = new Map(rowsOf<{ _id: string; TamNgung: boolean; TenNhanVien: string }>(await db.execute(sql`
    SELECT _id, "TamNgung", "TenNhanVien" FROM "NhanVien" WHERE _id = ANY(${sql.param([...ids])}::text[])`)).map((row) => [row._id, row]));
  ids.forEach((id, index) => {
    const member = staff.get(id);
    if (!member) throw badInput('paraclinical.performerNotFound', `NguoiThucHien_Ids.${index}`);
    if (member.TamNgung) throw badInput('paraclinical.performerSuspended', `NguoiThucHien_Ids.${index}`, { name: member.TenNhanVien });
  });
}

/**
 * The device: one of the facility's, in use, and with room on the day of the performance for one more order when it
 * has a daily limit (SoLuongToiDaTrongNgay). Its row is locked so that two rooms saving at once count each other.
 * The count is checked only when the order comes onto the device or onto another day, so that an order already
 * counted can always be corrected.
 */
export async function checkDevice(tx: Db, facilityId: string, before: ServiceOrder, ThietBi_Id: string | null, performedAt: Timestamp): Promise<void> {
  if (ThietBi_Id === null) return;
  const [device] = rowsOf<{ MaThietBi: string; TenThietBi: string; TamNgung: boolean; SoLuongToiDaTrongNgay: number | null }>(await tx.execute(sql`
    SELECT "MaThietBi", "TenThietBi", "TamNgung", "SoLuongToiDaTrongNgay" FROM "DM_ThietBi" WHERE _id = ${ThietBi_Id} AND "node_Id" = ${facilityId} FOR UPDATE`));
  if (!device) throw badInput('paraclinical.deviceNotFound', 'ThietBi_Id');
  if (device.TamNgung) throw badInput('paraclinical.deviceSuspended', 'ThietBi_Id', { device: device.TenThietBi });
  const day = startOfDay(performedAt);
  const sameDay = before.NgayThucHien !== null && startOfDay(before.NgayThucHien) === day;
  if (device.SoLuongToiDaTrongNgay === null || (before.ThietBi_Id === ThietBi_Id && sameDay)) return;
  const [used] = rowsOf<{ n: number }>(await tx.execute(sql`
    SELECT count(*)::int AS n FROM "DichVuYeuCau" WHERE "node_Id" = ${facilityId} AND "ThietBi_Id" = ${ThietBi_Id} AND _id <> ${before._id}
      AND "TrangThai" <> 'DaHuy' AND "NgayThucHien" BETWEEN ${day} AND ${day + DAY_MS - 1}`));
  if (Number(used!.n) >= device.SoLuongToiDaTrongNgay) {
    throw badInput('paraclinical.deviceFull', 'ThietBi_Id', { device: device.TenThietBi, max: device.SoLuongToiDaTrongNgay });
  }
}
