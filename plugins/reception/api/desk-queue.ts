// The kiosks' queue tickets and the reception desk's waiting queue: a ticket taken at the desk (insured, fee-paying
// or priority) or at an examination room on request, the desk's lists, and calling, recalling and dismissing.
import { sql, type SQL } from 'drizzle-orm';
import type { Timestamp } from '@his/sdk';
import { startOfDay } from '@his/sdk/format';
import { badInput, roomsOfKind, rowsOf, type Db, type RequestContext, type Viewer } from '@his/sdk/server';
import { queueEvents } from '../contract';
import { allocateQueueTicket } from './queue';
import { checkExamChoices } from './visit-writes';

/** What a desk kiosk's ticket is for: an insured visit, a fee-paying one, or a priority patient (elderly, disabled, pregnant, a child). */
export const LOAI_PHIEU_TIEP_DON = ['BHYT', 'DichVu', 'UuTien'] as const;
/** The states of a ticket: waiting, called, done, dismissed (the patient did not come). */
export const TRANG_THAI_PHIEU = ['ChoGoi', 'DaGoi', 'HoanThanh', 'BoQua'] as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_RANGE_DAYS = 31;
const MAX_ID_LENGTH = 64;

export interface PhieuHangDoiRow {
  _id: string;
  PhongBan_Id: string;
  TenPhongBan: string | null;
  SoThuTu: number;
  number: number;
  state: string;
  TrangThai: string;
  Loai: string | null;
  isPriority: boolean;
  isRecall: boolean;
  ThoiGian: Timestamp;
  SoNguoiChoTruoc?: number;
  [field: string]: unknown;
}

const idOf = (value: unknown, field: string): string => {
  if (typeof value !== 'string' || value === '' || value.length > MAX_ID_LENGTH) throw badInput('catalogue.refNotFound', field);
  return value;
};

const SELECT = sql`q.*, q."Ngay"::float8 AS "Ngay", q."ThoiGianGoi"::float8 AS "ThoiGianGoi", q."TrangThai" AS state, q."SoThuTu" AS number,
  (extract(epoch FROM q."createdAt") * 1000)::float8 AS "ThoiGian", n.name AS "TenPhongBan", d."TenDichVu"`;
const FROM = sql`"PhieuHangDoi" q LEFT JOIN his_nodes n ON n._id = q."PhongBan_Id" LEFT JOIN "DM_DichVu" d ON d._id = q."DichVu_Id"`;

async function ticketById(db: Db, facilityId: string, id: string, lock = false): Promise<PhieuHangDoiRow | null> {
  const [row] = rowsOf<PhieuHangDoiRow>(await db.execute(sql`
    SELECT ${SELECT} FROM ${FROM} WHERE q._id = ${id} AND q."node_Id" = ${facilityId} ${lock ? sql`FOR UPDATE OF q` : sql``}`));
  return row ?? null;
}

/** Tickets still waiting at the room that are called before this one: priority ones first, then by number. */
async function waitingBefore(db: Db, ticket: PhieuHangDoiRow): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`
    SELECT count(*)::int AS n FROM "PhieuHangDoi" WHERE "PhongBan_Id" = ${ticket.PhongBan_Id} AND "Ngay" = ${ticket.Ngay} AND "TrangThai" = 'ChoGoi'
      AND _id <> ${ticket._id} AND ("isPriority" > ${ticket.isPriority} OR ("isPriority" = ${ticket.isPriority} AND "SoThuTu" < ${ticket.SoThuTu}))`));
  return row?.n ?? 0;
}

interface NewTicket {
  roomId: string;
  Loai: string;
  isPriority: boolean;
  DichVu_Id: string | null;
}

async function issueTicket(ctx: RequestContext, viewer: Viewer, ticket: NewTicket): Promise<PhieuHangDoiRow> {
  const now = Date.now();
  return ctx.write(async ({ tx, audit, emit }) => {
    const number = await allocateQueueTicket(tx, { facilityId: viewer.nodeId, roomId: ticket.roomId, at: now });
    await tx.execute(sql`
      INSERT INTO "PhieuHangDoi" (_id, "node_Id", "PhongBan_Id", "Ngay", "SoThuTu", "isPriority", "Loai", "DichVu_Id")
      VALUES (${number._id}, ${viewer.nodeId}, ${ticket.roomId}, ${number.Ngay}, ${number.SoThuTu}, ${ticket.isPriority}, ${ticket.Loai}, ${ticket.DichVu_Id})`);
    const stored = (await ticketById(tx, viewer.nodeId, number._id))!;
    await audit({ action: 'CREATE', entity: 'PhieuHangDoi', entityId: stored._id, after: stored });
    emit(queueEvents.update, { PhongBan_Ids: [ticket.roomId] }, { idNodes: [viewer.nodeId] });
    return { ...stored, SoNguoiChoTruoc: await waitingBefore(tx, stored) };
  });
}

/** The desk kiosk: a ticket at the given reception desk of the caller's facility, or at its first one. */
export async function layPhieuHangDoiTiepDon(ctx: RequestContext, viewer: Viewer, loai: string, roomId: string | null | undefined): Promise<PhieuHangDoiRow> {
  if (!(LOAI_PHIEU_TIEP_DON as readonly string[]).includes(loai)) throw badInput('reception.queue.kind', 'loai');
  const desks = await roomsOfKind(ctx.db, viewer.nodeId, 'RECEIVE_ROOM');
  const desk = roomId == null ? desks[0] : desks.find((room) => room._id === idOf(roomId, 'PhongBan_Id'));
  if (!desk) throw badInput(roomId == null ? 'reception.queue.noDesk' : 'reception.queue.notADesk', 'PhongBan_Id');
  return issueTicket(ctx, viewer, { roomId: desk._id, Loai: loai, isPriority: loai === 'UuTien', DichVu_Id: null });
}

/** The on-request kiosk: a ticket at an examination room that does the chosen examination service. */
export async function layPhieuHangDoiTheoYeuCau(ctx: RequestContext, viewer: Viewer, serviceId: string, roomId: string): Promise<PhieuHangDoiRow> {
  const choice = { DichVu_Id: idOf(serviceId, 'DichVu_Id'), PhongBan_Id: idOf(roomId, 'PhongBan_Id') };
  await checkExamChoices(ctx.db, viewer.nodeId, [choice], 'DichVu_Id');
  return issueTicket(ctx, viewer, { roomId: choice.PhongBan_Id, Loai: 'TheoYeuCau', isPriority: false, DichVu_Id: choice.DichVu_Id });
}

export interface DichVuKioskRow {
  _id: string;
  MaDichVu: string;
  TenDichVu: string;
}

/** Examination services in use, all of them or those with these ids, by code. */
async function examServices(db: Db, ids?: readonly string[]): Promise<DichVuKioskRow[]> {
  return rowsOf<DichVuKioskRow>(await db.execute(sql`
    SELECT d._id, d."MaDichVu", d."TenDichVu" FROM "DM_DichVu" d JOIN "DM_NhomDichVu" g ON g._id = d."NhomDichVu_Id" JOIN "DM_LoaiDichVu" l ON l._id = g."LoaiDichVu_Id"
    WHERE l."MaLoaiDichVu" = 'KhamBenh' AND NOT d."TamNgung" ${ids ? sql`AND d._id = ANY(${sql.param([...ids])}::text[])` : sql``}
    ORDER BY d."MaDichVu" LIMIT 200`));
}

/** What the on-request kiosk offers: the examination services, and the patient group its prices are read for. */
export async function kioskTheoYeuCau(db: Db) {
  const [group] = rowsOf<{ _id: string }>(await db.execute(sql`SELECT _id FROM "DM_DoiTuong" WHERE "MaDoiTuong" = 'YeuCau' AND NOT "TamNgung" LIMIT 1`));
  return { DoiTuong_Id: group?._id ?? null, DichVus: await examServices(db) };
}

export interface DeskQueueFilter {
  PhongBan_Id?: string | null;
  TrangThai?: readonly string[] | null;
  startDate?: number | null;
  endDate?: number | null;
}

/** The tickets the kiosks gave over a day range (today by default), priority ones first, then by number. */
export async function phieuHangDoiTiepDon(db: Db, facilityId: string, filter: DeskQueueFilter, now: Timestamp = Date.now()): Promise<PhieuHangDoiRow[]> {
  const from = startOfDay(filter.startDate ?? now);
  const to = filter.endDate ?? from + DAY_MS - 1;
  if (!Number.isFinite(from) || !Number.isFinite(to) || to < from) throw badInput('reception.dateRange', 'endDate');
  if (to - from > MAX_RANGE_DAYS * DAY_MS) throw badInput('reception.dateRangeTooLong', 'endDate', { max: MAX_RANGE_DAYS });
  const states = filter.TrangThai ?? null;
  if (states && (states.length > TRANG_THAI_PHIEU.length || states.some((state) => !(TRANG_THAI_PHIEU as readonly string[]).includes(state)))) {
    throw badInput('reception.queue.state', 'TrangThai');
  }
  const conditions: SQL[] = [sql`q."node_Id" = ${facilityId}`, sql`q."Loai" IS NOT NULL`, sql`q."Ngay" BETWEEN ${from} AND ${to}`];
  if (filter.PhongBan_Id != null) conditions.push(sql`q."PhongBan_Id" = ${idOf(filter.PhongBan_Id, 'PhongBan_Id')}`);
  if (states) conditions.push(sql`q."TrangThai" = ANY(${sql.param([...states])}::text[])`);
  return rowsOf<PhieuHangDoiRow>(await db.execute(sql`
    SELECT ${SELECT} FROM ${FROM} WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY q."Ngay" DESC, q."isPriority" DESC, q."SoThuTu", q._id LIMIT 500`));
}

/** The actions on a ticket (spec §4): the states each starts from, the state it leaves, and the refusal otherwise. */
const ACTIONS = {
  call: { from: ['ChoGoi'], to: 'DaGoi', recall: false, refusal: 'reception.queue.cannotCall' },
  recall: { from: ['DaGoi', 'BoQua'], to: 'DaGoi', recall: true, refusal: 'reception.queue.cannotRecall' },
  dismiss: { from: ['ChoGoi', 'DaGoi'], to: 'BoQua', recall: false, refusal: 'reception.queue.cannotDismiss' },
  // The examination of the ticket ended, or its end was undone (examination plugin, through EXAM_QUEUE).
  finish: { from: ['ChoGoi', 'DaGoi'], to: 'HoanThanh', recall: false, refusal: 'reception.queue.cannotFinish' },
  reopen: { from: ['HoanThanh'], to: 'DaGoi', recall: false, refusal: 'reception.queue.cannotReopen' },
} as const;

export type QueueAction = keyof typeof ACTIONS;

export async function changeTicket(ctx: RequestContext, viewer: Viewer, id: string, action: QueueAction): Promise<PhieuHangDoiRow> {
  const ticketId = idOf(id, 'id');
  return ctx.write(async ({ tx, audit, emit }) => {
    const { before, after } = await applyTicketAction(tx, viewer.nodeId, ticketId, action, Date.now());
    await audit({ action: 'UPDATE', entity: 'PhieuHangDoi', entityId: ticketId, before, after });
    emit(queueEvents.update, { PhongBan_Ids: [after.PhongBan_Id] }, { idNodes: [viewer.nodeId] });
    return after;
  });
}

/**
 * Calls, recalls or dismisses a ticket of the facility inside the caller's transaction; refuses, naming the number
 * and room, a ticket whose state the action does not start from. The caller audits and publishes.
 */
export async function applyTicketAction(tx: Db, facilityId: string, ticketId: string, action: QueueAction, now: Timestamp) {
  const rule = ACTIONS[action];
  const before = await ticketById(tx, facilityId, ticketId, true);
  if (!before) throw badInput('reception.queue.notFound', 'id');
  if (!(rule.from as readonly string[]).includes(before.TrangThai)) throw badInput(rule.refusal, 'id', { number: before.SoThuTu, room: before.TenPhongBan ?? '' });
  await tx.execute(sql`
    UPDATE "PhieuHangDoi" SET "TrangThai" = ${rule.to}, "isRecall" = ${rule.recall ? sql`true` : sql`"isRecall"`},
      "ThoiGianGoi" = ${rule.to === 'DaGoi' ? sql`${now}` : sql`"ThoiGianGoi"`} WHERE _id = ${ticketId}`);
  return { before, after: (await ticketById(tx, facilityId, ticketId))! };
}
