// Reception's contract, the only file of this plugin that others may import: its permissions, the events it
// publishes when visits, queue tickets and patients change, the places on its screens others may fill, and the
// examination rooms' queues it keeps for the examination plugin.
import { defineEvent, defineSlot, providedKey, type Timestamp } from '@his/sdk';
import type { Db, RequestContext } from '@his/sdk/server';

export { PATIENT_ACCOUNT, PATIENT_IMPORT, PATIENT_READ, PATIENT_WRITE, RECEPTION_RECEIVE } from './rules/permissions';

/** What a visit event carries: the visits (TiepNhan) and their patients. */
export interface TiepNhanChange {
  ids: string[];
  BenhNhan_Ids: string[];
}

/** Published to the facility after a visit is received, changed or cancelled (spec §4: reception created, updated, deleted). */
export const receptionEvents = {
  create: defineEvent<TiepNhanChange>('reception', 'create'),
  update: defineEvent<TiepNhanChange>('reception', 'update'),
  delete: defineEvent<TiepNhanChange>('reception', 'delete'),
} as const;

/** What a queue event carries: the rooms whose queue changed. */
export interface QueueChange {
  PhongBan_Ids: string[];
}

/** Published when tickets are given out or change state (spec §4 subscription module "queue reception"). */
export const queueEvents = {
  update: defineEvent<QueueChange>('queueReception', 'update'),
} as const;

/** What a patient event carries: the patients (BenhNhan) written. */
export interface BenhNhanChange {
  ids: string[];
}

export const patientEvents = {
  create: defineEvent<BenhNhanChange>('BenhNhan', 'create'),
  update: defineEvent<BenhNhanChange>('BenhNhan', 'update'),
  delete: defineEvent<BenhNhanChange>('BenhNhan', 'delete'),
} as const;

/** Buttons beside a received visit's own on the reception screen (print a slip, send to a kiosk, …). */
export const visitActions = defineSlot<{ tiepNhanId: string; benhNhanId: string }>('reception.visit.actions');

/** A patient at an examination room: the queue ticket, the examination order it was given for, the visit and the patient. */
export interface ExamQueueEntry {
  PhieuHangDoi_Id: string;
  SoThuTu: number;
  /** ChoGoi waiting, DaGoi called, HoanThanh examined, BoQua missed. */
  TrangThaiPhieu: string;
  isPriority: boolean;
  isRecall: boolean;
  ThoiGianGoi: Timestamp | null;
  /** The ticket's day (start of the day in Vietnam, ms). */
  Ngay: Timestamp;
  PhongBan_Id: string;
  DichVuYeuCau_Id: string;
  SoPhieuYeuCau: string;
  DichVu_Id: string;
  TenDichVu: string | null;
  TiepNhan_Id: string;
  MaTiepNhan: string;
  /** DangThucHien while the visit is open; HoanTat and DaHuy close it to any change. */
  TrangThaiTiepNhan: string;
  NgayTiepNhan: Timestamp;
  DoiTuong_Id: string | null;
  SoTheBHYT: string | null;
  CapCuu: boolean;
  BenhNhan_Id: string;
  MaYTe: string;
  TenBenhNhan: string;
  GioiTinh: string;
  NamSinh: number;
  NgaySinh: Timestamp | null;
}

/** What examination does to a room's queue: ticket actions, and the end of an examination order or its undoing. */
export type ExamTicketAction = 'call' | 'recall' | 'dismiss' | 'finish' | 'reopen';

/** An examination room of the facility, with how many wait there today and the last number given. */
export interface ExamRoom {
  _id: string;
  MaPhongBan: string;
  TenPhongBan: string;
  SoDangCho: number;
  SoThuTuCuoi: number;
}

export interface ExamQueue {
  /** The facility's examination rooms by code; with a service, those that do it (a room listing no service does any). */
  rooms(db: Db, facilityId: string, serviceId: string | null): Promise<ExamRoom[]>;
  /** The tickets of examination orders at a room given over a day range, priority ones first, then by number. */
  entries(db: Db, query: { facilityId: string; roomId: string; from: Timestamp; to: Timestamp }): Promise<ExamQueueEntry[]>;
  /** The entry of one examination order of the facility (locking its ticket when asked), or null. */
  entryOfOrder(db: Db, facilityId: string, orderId: string, lock?: boolean): Promise<ExamQueueEntry | null>;
  /**
   * Applies an action to the order's ticket in the caller's transaction: finish also marks the order done (result
   * ready, performed, at `now`), reopen marks it back as ready. Refuses, naming number and room, a ticket whose state
   * the action does not start from.
   */
  act(tx: Db, facilityId: string, orderId: string, action: ExamTicketAction, now: Timestamp): Promise<ExamQueueEntry>;
  /**
   * Whether the patient of an examination order may be sent to another room: refuses (BAD_USER_INPUT, naming the
   * number) a closed visit, an examined or cancelled order, or a paid one (the cashier settles it first).
   */
  checkTransfer(db: Db, facilityId: string, orderId: string): Promise<ExamQueueEntry>;
  /**
   * Sends the patient of an order to `to` (spec §5: a clinic transfer needs the specialist service and the room) in
   * the caller's transaction: that order is cancelled, and a new one, priced for the visit's patient group at the
   * room, takes the next number there. Refuses what checkTransfer refuses, a room that is not an examination room or
   * does not do the service, and the same service and room. Returns the new order's entry.
   */
  transfer(tx: Db, ctx: Pick<RequestContext, 'provided'>, by: { nodeId: string; userId: string }, orderId: string, to: { DichVu_Id: string; PhongBan_Id: string }, now: Timestamp): Promise<ExamQueueEntry>;
}

export const EXAM_QUEUE = providedKey<ExamQueue>('reception.examQueue');
