// The examination rooms' queues, as reception keeps them (tickets given with each examination order at reception),
// provided to the examination plugin through EXAM_QUEUE: its lists, the ticket and order changes of an exam, and
// sending a patient on to another room.
import { sql, type SQL } from 'drizzle-orm';
import type { Timestamp } from '@his/sdk';
import { badInput, rowsOf, type Db, type RequestContext } from '@his/sdk/server';
import type { ExamQueue, ExamQueueEntry, ExamTicketAction } from '../contract';
import { applyTicketAction } from './desk-queue';
import { checkExamChoices, orderExaminations } from './visit-writes';
import { examRooms } from './visit-reads';

const SELECT = sql`q._id AS "PhieuHangDoi_Id", q."SoThuTu", q."TrangThai" AS "TrangThaiPhieu", q."isPriority", q."isRecall",
  q."ThoiGianGoi"::float8 AS "ThoiGianGoi", q."Ngay"::float8 AS "Ngay", q."PhongBan_Id",
  o._id AS "DichVuYeuCau_Id", o."SoPhieuYeuCau", l."DichVu_Id", d."TenDichVu",
  t._id AS "TiepNhan_Id", t."MaTiepNhan", t."TrangThai" AS "TrangThaiTiepNhan", t."NgayTiepNhan"::float8 AS "NgayTiepNhan",
  t."DoiTuong_Id", t."SoTheBHYT", t."CapCuu",
  b._id AS "BenhNhan_Id", b."MaYTe", b."TenBenhNhan", b."GioiTinh", b."NamSinh", b."NgaySinh"::float8 AS "NgaySinh"`;

// An examination order has one line, its examination service; its ticket was given in the same transaction.
const FROM = sql`"PhieuHangDoi" q JOIN "DichVuYeuCau" o ON o._id = q."DichVuYeuCau_Id"
  JOIN LATERAL (SELECT "DichVu_Id" FROM "DichVuYeuCau_ChiTiet" WHERE "DichVuYeuCau_Id" = o._id ORDER BY _id LIMIT 1) l ON true
  LEFT JOIN "DM_DichVu" d ON d._id = l."DichVu_Id"
  JOIN "TiepNhan" t ON t._id = o."TiepNhan_Id" JOIN "BenhNhan" b ON b._id = t."BenhNhan_Id"`;

async function entriesWhere(db: Db, condition: SQL, lock = false): Promise<ExamQueueEntry[]> {
  return rowsOf<ExamQueueEntry>(await db.execute(sql`
    SELECT ${SELECT} FROM ${FROM} WHERE ${condition}
    ORDER BY q."Ngay", q."isPriority" DESC, q."SoThuTu", q._id LIMIT 1000 ${lock ? sql`FOR UPDATE OF q, o` : sql``}`));
}

async function entryOfOrder(db: Db, facilityId: string, orderId: string, lock = false): Promise<ExamQueueEntry | null> {
  if (orderId.length > 64) return null;
  const [entry] = await entriesWhere(db, sql`o._id = ${orderId} AND o."node_Id" = ${facilityId}`, lock);
  return entry ?? null;
}

async function act(tx: Db, facilityId: string, orderId: string, action: ExamTicketAction, now: Timestamp): Promise<ExamQueueEntry> {
  const entry = await entryOfOrder(tx, facilityId, orderId, true);
  if (!entry) throw badInput('reception.queue.notFound', 'id');
  await applyTicketAction(tx, facilityId, entry.PhieuHangDoi_Id, action, now);
  if (action === 'finish') {
    await tx.execute(sql`UPDATE "DichVuYeuCau" SET "TrangThai" = 'CoKetQua', "TrangThai_HangDoi" = 'DaThucHien', "NgayThucHien" = ${now},
      "NgayTraKetQua" = ${now}, "updatedAt" = now() WHERE _id = ${orderId}`);
  } else if (action === 'reopen') {
    await tx.execute(sql`UPDATE "DichVuYeuCau" SET "TrangThai" = 'SanSang', "TrangThai_HangDoi" = 'ChuaThucHien', "NgayThucHien" = NULL,
      "NgayTraKetQua" = NULL, "updatedAt" = now() WHERE _id = ${orderId}`);
  }
  return (await entryOfOrder(tx, facilityId, orderId))!;
}

async function checkTransfer(db: Db, facilityId: string, orderId: string, lock = false): Promise<ExamQueueEntry> {
  const entry = await entryOfOrder(db, facilityId, orderId, lock);
  if (!entry) throw badInput('reception.queue.notFound', 'DichVuYeuCau_Id');
  if (entry.TrangThaiTiepNhan !== 'DangThucHien') throw badInput('reception.transfer.visitClosed', 'DichVuYeuCau_Id', { code: entry.MaTiepNhan });
  const [order] = rowsOf<{ TrangThai: string; paid: boolean }>(await db.execute(sql`
    SELECT o."TrangThai", coalesce(bool_or(l."DaThuTien"), false) AS paid FROM "DichVuYeuCau" o LEFT JOIN "DichVuYeuCau_ChiTiet" l ON l."DichVuYeuCau_Id" = o._id
    WHERE o._id = ${orderId} GROUP BY o._id`));
  if (order!.TrangThai === 'DaHuy' || entry.TrangThaiPhieu === 'HoanThanh') throw badInput('reception.transfer.orderDone', 'DichVuYeuCau_Id', { number: entry.SoThuTu });
  if (order!.paid) throw badInput('reception.transfer.orderPaid', 'DichVuYeuCau_Id', { number: entry.SoThuTu });
  return entry;
}

async function transfer(tx: Db, ctx: Pick<RequestContext, 'provided'>, by: { nodeId: string; userId: string }, orderId: string, to: { DichVu_Id: string; PhongBan_Id: string }, now: Timestamp): Promise<ExamQueueEntry> {
  const entry = await checkTransfer(tx, by.nodeId, orderId, true);
  if (entry.DichVu_Id === to.DichVu_Id && entry.PhongBan_Id === to.PhongBan_Id) throw badInput('reception.transfer.sameRoom', 'PhongBan_Id');
  const services = await checkExamChoices(tx, by.nodeId, [to], 'DichVu_Id');
  const [visit] = rowsOf<{ DoiTuong_Id: string; UuTien: boolean; CapCuu: boolean }>(await tx.execute(sql`
    SELECT "DoiTuong_Id", "UuTien", "CapCuu" FROM "TiepNhan" WHERE _id = ${entry.TiepNhan_Id}`));
  await tx.execute(sql`UPDATE "DichVuYeuCau" SET "TrangThai" = 'DaHuy', "updatedBy" = ${by.userId}, "updatedAt" = now() WHERE _id = ${orderId}`);
  const [ordered] = await orderExaminations(tx, ctx, by, { _id: entry.TiepNhan_Id, BenhNhan_Id: entry.BenhNhan_Id, ...visit! }, [to], services, now);
  return (await entryOfOrder(tx, by.nodeId, ordered!.orderId))!;
}

export const examQueue: ExamQueue = {
  rooms: (db, facilityId, serviceId) => examRooms(db, facilityId, serviceId),
  entries: (db, query) => entriesWhere(db, sql`q."node_Id" = ${query.facilityId} AND q."PhongBan_Id" = ${query.roomId}
    AND q."Ngay" BETWEEN ${query.from} AND ${query.to} AND o."TrangThai" <> 'DaHuy' AND t."TrangThai" <> 'DaHuy'`),
  entryOfOrder,
  act,
  checkTransfer: (db, facilityId, orderId) => checkTransfer(db, facilityId, orderId),
  transfer,
};
