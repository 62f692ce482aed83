// What the cashier reads and writes of prescriptions (PRESCRIPTION_BILLING): the billable lines of live prescriptions
// whose payment is requested, the paid mark on lines, the cancelling of a payment request (the lines leave the bill
// until the doctor saves the prescription again), and which visits are follow-ups of an earlier exam.
import { sql } from 'drizzle-orm';
import type { Timestamp } from '@his/sdk';
import { badInput, rowsOf, type Db, type RequestContext } from '@his/sdk/server';
import { PATIENT_VISITS } from '../../reception/contract';
import type { PaymentRequestKind, PrescriptionBilling, PrescriptionBillLine } from '../contract';
import { followUpVisits, slipReach, type SlipExam } from '../rules/follow-up-slip';

/** The kinds a payment request of each sort covers: drugs, or medical supplies. */
const KINDS: Record<PaymentRequestKind, readonly string[]> = { Thuoc: ['ToaThuong', 'ToaBHYT'], VTYT: ['ToaVTYT'] };
/** Bought outside: the hospital takes no money for it. */
const BILLED_KINDS = ['ToaThuong', 'ToaBHYT', 'ToaVTYT'];

const textList = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;

async function lines(db: Db, facilityId: string, visitIds: readonly string[]): Promise<PrescriptionBillLine[]> {
  if (visitIds.length === 0) return [];
  return rowsOf<PrescriptionBillLine>(await db.execute(sql`
    SELECT c._id, t."TiepNhan_Id", t._id AS "KhamBenhToaThuoc_Id", k."MaKhamBenh" || '.' || t."SoThuTuToa" AS "MaPhieu", t."LoaiToaThuoc", c."Duoc_Id",
      c."MaDuoc", c."TenDuoc", c."DonViTinh", c."SoLuong"::float8 AS "SoLuong", c."DonGia"::float8 AS "DonGia", c."DonGiaThanhToan"::float8 AS "DonGiaThanhToan",
      c."BHYT", c."KhongThuTien", c."DaThuTien", t."NgayToaThuoc"::float8 AS "NgayToaThuoc", kho.name AS "TenKhoXuat"
    FROM "KhamBenhToaThuoc" t JOIN "KhamBenhToaThuocChiTiet" c ON c."KhamBenhToaThuoc_Id" = t._id JOIN "KhamBenh" k ON k._id = t."KhamBenh_Id"
      LEFT JOIN his_nodes kho ON kho._id = t."KhoXuat_Id"
    WHERE t."TiepNhan_Id" = ANY(${textList(visitIds)}) AND t."node_Id" = ${facilityId} AND NOT t."DaHuy" AND t."YeuCauThanhToan"
      AND t."LoaiToaThuoc" = ANY(${textList(BILLED_KINDS)})
    ORDER BY t."NgayToaThuoc", t."SoThuTuToa", c."ThuTu", c._id`));
}

async function setPaid(tx: Db, facilityId: string, lineIds: readonly string[], paid: boolean, field: string): Promise<void> {
  const ids = [...new Set(lineIds)];
  if (ids.length === 0) return;
  const updated = rowsOf<{ _id: string }>(await tx.execute(sql`
    UPDATE "KhamBenhToaThuocChiTiet" c SET "DaThuTien" = ${paid} FROM "KhamBenhToaThuoc" t
    WHERE c._id = ANY(${textList(ids)}) AND t._id = c."KhamBenhToaThuoc_Id" AND t."node_Id" = ${facilityId} RETURNING c._id`));
  if (updated.length !== ids.length) throw badInput('examination.prescription.lineNotFound', field);
}

interface PrescriptionRow {
  _id: string;
  SoThuTuToa: number;
  LoaiToaThuoc: string;
  DaHuy: boolean;
  YeuCauThanhToan: boolean;
  TiepNhan_Id: string;
  BenhNhan_Id: string;
  [field: string]: unknown;
}

async function cancelPaymentRequest(tx: Db, by: { nodeId: string; userId: string }, prescriptionId: string, kind: PaymentRequestKind, field: string) {
  const [before] = rowsOf<PrescriptionRow>(await tx.execute(sql`
    SELECT _id, "SoThuTuToa", "LoaiToaThuoc", "DaHuy", "YeuCauThanhToan", "TiepNhan_Id", "BenhNhan_Id", "KhamBenh_Id" FROM "KhamBenhToaThuoc"
    WHERE _id = ${prescriptionId} AND "node_Id" = ${by.nodeId} FOR UPDATE`));
  if (!before) throw badInput('examination.prescription.notFound', field);
  const number = before.SoThuTuToa;
  if (!KINDS[kind].includes(before.LoaiToaThuoc)) throw badInput('examination.prescription.paymentRequestKind', field, { number });
  if (before.DaHuy) throw badInput('examination.prescription.cancelled', field, { number });
  if (!before.YeuCauThanhToan) throw badInput('examination.prescription.paymentRequestCancelled', field, { number });
  const [paid] = rowsOf(await tx.execute(sql`SELECT 1 FROM "KhamBenhToaThuocChiTiet" WHERE "KhamBenhToaThuoc_Id" = ${before._id} AND "DaThuTien" LIMIT 1`));
  if (paid) throw badInput('examination.prescription.paid', field, { number });
  await tx.execute(sql`UPDATE "KhamBenhToaThuoc" SET "YeuCauThanhToan" = false, "updatedBy" = ${by.userId}, "updatedAt" = now() WHERE _id = ${before._id}`);
  return { before: { ...before }, after: { ...before, YeuCauThanhToan: false } };
}

/**
 * A visit is a follow-up when it uses the slip of an ended exam of the same patient, of an earlier visit: the first
 * visit, not cancelled, received after that exam on a day the slip is valid (from its date to 10 working days after
 * it, spec §9). Which came first is read from reception, over the days the slips that reach the visits span.
 */
async function followUps(db: Db, ctx: Pick<RequestContext, 'provided'>, facilityId: string, visits: readonly { _id: string; BenhNhan_Id: string; NgayTiepNhan: Timestamp }[]): Promise<Set<string>> {
  const found = new Set<string>();
  if (visits.length === 0) return found;
  const exams = rowsOf<SlipExam>(await db.execute(sql`
    SELECT _id, "BenhNhan_Id", "TiepNhan_Id", coalesce("NgayKetThuc", "NgayKham")::float8 AS "NgayKetThuc", "NgayTaiKham"::float8 AS "NgayTaiKham" FROM "KhamBenh"
    WHERE "BenhNhan_Id" = ANY(${textList([...new Set(visits.map((visit) => visit.BenhNhan_Id))])}) AND "node_Id" = ${facilityId}
      AND "TrangThai" = 'DaKham' AND "NgayTaiKham" IS NOT NULL`));
  const reach = slipReach(exams, visits);
  if (!reach) return found;
  const patients = [...new Set(reach.exams.map((exam) => exam.BenhNhan_Id))];
  const received = await ctx.provided(PATIENT_VISITS)(db, facilityId, { BenhNhan_Ids: patients, from: reach.from, to: reach.to });
  const used = followUpVisits(reach.exams, received);
  for (const visit of visits) if (used.has(visit._id)) found.add(visit._id);
  return found;
}

export const prescriptionBilling: PrescriptionBilling = { lines, setPaid, cancelPaymentRequest, followUps };
