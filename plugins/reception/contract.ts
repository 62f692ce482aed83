// Reception's contract, the only file of this plugin that others may import: its permissions, the events it
// publishes when visits, queue tickets and patients change, the places on its screens others may fill, and the
// examination rooms' queues it keeps for the examination plugin.
import { defineEvent, defineSlot, providedKey, type Dong, type Timestamp } from '@his/sdk';
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

/** A line of a service order: the service, the price it was ordered at and how many. */
export interface ServiceOrderLine {
  _id: string;
  DichVu_Id: string;
  MaDichVu: string | null;
  TenDichVu: string | null;
  LoaiGia_Id: string;
  BangGia_Id: string;
  DonGia: Dong;
  DonGiaThanhToan: Dong;
  SoLuong: number;
  DaThuTien: boolean;
  DuocPhepThucHien: boolean;
  KhongThuTien: boolean;
}

/** A service order (DichVuYeuCau) with its lines, as ordering from an exam reads it. */
export interface ServiceOrder {
  _id: string;
  SoPhieuYeuCau: string;
  SoThuTu: number | null;
  TiepNhan_Id: string;
  MaTiepNhan: string;
  BenhNhan_Id: string;
  /** The exam it was ordered from; null for an examination order given at reception. */
  KhamBenh_Id: string | null;
  NoiYeuCau: string | null;
  TenNoiYeuCau: string | null;
  BacSiChiDinh_Id: string | null;
  TenBacSiChiDinh: string | null;
  NoiThucHien_Id: string;
  TenNoiThucHien: string | null;
  NhomDichVu_Id: string | null;
  DoiTuong_Id: string | null;
  ChanDoan: string | null;
  /** Nhap, SanSang, ChuaKetQua, CoKetQua, DaXemKetQua or DaHuy. */
  TrangThai: string;
  TrangThai_HangDoi: string;
  BNKhongDen: boolean;
  LaKhanCap: boolean;
  NgayYeuCau: Timestamp;
  /** When the performing room took it (sample taken or started), returned its result, took the sample. */
  NgayThucHien: Timestamp | null;
  NgayTraKetQua: Timestamp | null;
  NgayLayMau: Timestamp | null;
  /** The device it was done on (DM_ThietBi). */
  ThietBi_Id: string | null;
  /** Who performed it (NhanVien), the first being the one in charge; each once. */
  NguoiThucHien_Ids: string[];
  /** The sample id the analyser reads (SID) and the sample's number of the day at the room. */
  SIDMau: string | null;
  STTMau: number | null;
  /** A report's description (imaging, ultrasound, functional tests), remarks and conclusion. */
  NoiDung: string | null;
  NhanXet: string | null;
  KetLuan: string | null;
  /** The service type (DM_LoaiDichVu.MaLoaiDichVu) and group code (DM_NhomDichVu.MaNhomDichVu) of its group. */
  MaLoaiDichVu: string | null;
  MaNhomDichVu: string | null;
  /** The patient, as a performing room's list shows and a result's reference values need. */
  MaYTe: string;
  TenBenhNhan: string;
  GioiTinh: string;
  NamSinh: number | null;
  NgaySinh: Timestamp | null;
  ChiTiets: ServiceOrderLine[];
}

/** Which orders of the facility to read; every condition given must hold. */
export interface ServiceOrderFilter {
  ids?: readonly string[];
  TiepNhan_Id?: string;
  KhamBenh_Id?: string;
  TrangThai?: readonly string[];
  /** Orders with a line of one of these services. */
  idsDichVu?: readonly string[];
  /** NgayYeuCau from and to (ms, both included). */
  from?: Timestamp;
  to?: Timestamp;
  /** Performed at one of these rooms. */
  NoiThucHien_Ids?: readonly string[];
  /** Of these service types (DM_LoaiDichVu.MaLoaiDichVu) … */
  MaLoaiDichVus?: readonly string[];
  /** … and of these groups (DM_NhomDichVu.MaNhomDichVu), or of none of those in `exceptMaNhomDichVus`. */
  MaNhomDichVus?: readonly string[];
  exceptMaNhomDichVus?: readonly string[];
  TrangThai_HangDoi?: string;
  BNKhongDen?: boolean;
  /** Exact request number, or exact sample id. */
  SoPhieuYeuCau?: string;
  SIDMau?: string;
  BenhNhan_Id?: string;
  /** At most this many, newest request first when given (2000 otherwise, oldest first). */
  limit?: number;
}

/** What performing an order records (spec §3 Service order); a field left out keeps its value, null clears it. */
export interface ServiceOrderPerformance {
  ThietBi_Id?: string | null;
  NguoiThucHien_Ids?: readonly string[];
  NgayThucHien?: Timestamp | null;
  NgayLayMau?: Timestamp | null;
  SIDMau?: string | null;
  STTMau?: number | null;
  NoiDung?: string | null;
  NhanXet?: string | null;
  KetLuan?: string | null;
}

/** An order a state move left as it was, and why (a message key with its values, naming the order's number). */
export interface ServiceOrderRefusal {
  order: ServiceOrder;
  message: string;
  values: Record<string, string>;
}

export interface ServiceOrderMove {
  moved: ServiceOrder[];
  refused: ServiceOrderRefusal[];
}

/** One service chosen on an exam: where it is done and how many (SoLuong at least 1). */
export interface ServiceChoice {
  DichVu_Id: string;
  NoiThucHien_Id: string;
  SoLuong: number;
}

/** What an exam orders in one save; the exam's checks (doctor, main disease, diagnosis) are the caller's. */
export interface NewServiceOrders {
  TiepNhan_Id: string;
  KhamBenh_Id: string;
  /** The place of ordering: the exam's room. */
  NoiYeuCau: string;
  BacSiChiDinh_Id: string;
  ChanDoan: string;
  LaKhanCap: boolean;
  services: readonly ServiceChoice[];
  /** Ready at once (SanSang) instead of drafts (Nhap). */
  send: boolean;
}

/** A service as the order dialog offers it: the rooms that do it (the first is the default) and its price at the chosen one. */
export interface ServiceQuote {
  DichVu_Id: string;
  MaDichVu: string;
  TenDichVu: string;
  NoiThucHiens: { _id: string; TenPhongBan: string }[];
  NoiThucHien_Id: string | null;
  /** Null when no current price list prices it there for the visit's patient group. */
  DonGia: Dong | null;
}

/**
 * The service orders reception keeps (spec §5 Service order), for ordering from an exam. Every write runs in the
 * caller's transaction and refuses, naming the visit, a visit completed, cancelled or whose costs are confirmed, and
 * orders of several visits at once. A refusal names the field, for a line `DichVus.<index>.<field>`.
 */
export interface ServiceOrders {
  list(db: Db, facilityId: string, filter: ServiceOrderFilter): Promise<ServiceOrder[]>;
  /** The rooms doing each service (a room listing no service does any, an examination room only examinations) and its price at `place` or the first. */
  quote(db: Db, ctx: Pick<RequestContext, 'provided'>, facilityId: string, visitId: string, services: readonly { DichVu_Id: string; NoiThucHien_Id?: string | null }[], now: Timestamp): Promise<ServiceQuote[]>;
  /**
   * One order per place of execution (numbered from the request series), each line priced through pricing for the
   * visit's patient group at that place. Refuses a service already waiting for the visit, and asks (confirmation
   * `reception.serviceOrders.orderedToday`) for one the patient had done today.
   */
  create(tx: Db, ctx: Pick<RequestContext, 'provided'>, by: { nodeId: string; userId: string }, order: NewServiceOrders, confirmed: readonly string[], now: Timestamp): Promise<ServiceOrder[]>;
  /** Changes a draft: its diagnosis, urgency and the quantities of unpaid lines. */
  update(tx: Db, by: { nodeId: string; userId: string }, orderId: string, change: { ChanDoan?: string; LaKhanCap?: boolean; lines?: readonly { _id: string; SoLuong: number }[] }): Promise<ServiceOrder>;
  /** Removes orders not yet performed and not paid: a draft is deleted, a sent one cancelled. Returns them as they were. */
  remove(tx: Db, by: { nodeId: string; userId: string }, orderIds: readonly string[]): Promise<ServiceOrder[]>;
  /** Sends drafts (Nhap → SanSang) with their request date. */
  send(tx: Db, by: { nodeId: string; userId: string }, orderIds: readonly string[], NgayYeuCau: Timestamp): Promise<ServiceOrder[]>;
  /**
   * Moves the orders that are in state `from` to `to` (spec §4: a bulk move is valid only from the stated old state);
   * which moves exist is the performing plugin's rule, this keeps the order's bookkeeping with it: taken
   * (→ ChuaKetQua from SanSang) sets NgayThucHien when unset; returned (→ CoKetQua) sets NgayTraKetQua and the queue
   * state DaThucHien; back from a result (→ ChuaKetQua or SanSang) clears both. Orders in another state, of a visit
   * that takes no change (except for → DaXemKetQua, the doctor reading a result), or cancelled are reported in
   * `refused` (keys reception.serviceOrders.stateIncorrect {number, state}, reception.serviceOrders.visitLocked
   * {code, number}) and left as they were; unknown ids are refused (reception.serviceOrders.notFound, `field`).
   */
  move(tx: Db, by: { nodeId: string; userId: string }, orderIds: readonly string[], from: string, to: string, now: Timestamp, field: string): Promise<ServiceOrderMove>;
  /** Records what performing an order gave (device, performers, times, sample, report); refuses a draft or cancelled order and a visit that takes no change. */
  record(tx: Db, by: { nodeId: string; userId: string }, orderId: string, performance: ServiceOrderPerformance, field: string): Promise<ServiceOrder>;
  /** Marks orders not yet performed as the patient did not come (BNKhongDen), or back; refuses performed ones. */
  setNoShow(tx: Db, by: { nodeId: string; userId: string }, orderIds: readonly string[], BNKhongDen: boolean, field: string): Promise<ServiceOrder[]>;
  /**
   * Marks order lines collected (DaThuTien) or uncollected for the cashier, in the caller's transaction; refuses
   * (reception.serviceOrders.notFound, `field`) a line not of the facility. A paid line is neither changed nor removed.
   */
  setPaid(tx: Db, facilityId: string, lineIds: readonly string[], paid: boolean, field: string): Promise<void>;
  /**
   * Removes unpaid lines of orders not yet performed (the cashier's XoaDichVuKhamBenh): an order losing every line is
   * removed as `remove` does, otherwise the lines go. Refuses a paid line (reception.serviceOrders.paid), a performed
   * order, unknown lines and lines of several visits, and a visit that takes no change. Returns the orders as they were.
   */
  removeLines(tx: Db, by: { nodeId: string; userId: string }, lineIds: readonly string[], field: string): Promise<ServiceOrder[]>;
}

export const SERVICE_ORDERS = providedKey<ServiceOrders>('reception.serviceOrders');

/** A visit as the cashier bills it: the visit's row as reception's TiepNhan type reads it, with its patient and group. */
export interface BillingVisit {
  _id: string;
  node_Id: string;
  MaTiepNhan: string;
  BenhNhan_Id: string;
  LoaiTiepNhan: string;
  /** DangThucHien, HoanTat (fees completed) or DaHuy. */
  TrangThai: string;
  NgayDangKy: Timestamp;
  NgayTiepNhan: Timestamp;
  DoiTuong_Id: string | null;
  SoTheBHYT: string | null;
  BHYTNgayHieuLuc: Timestamp | null;
  BHYTNgayHetHieuLuc: Timestamp | null;
  BenhVien_KCB: string | null;
  TuyenKCB: string | null;
  NgayDu5Nam: Timestamp | null;
  MienCungChiTra: boolean;
  NgayMienCungChiTra: Timestamp | null;
  CapCuu: boolean;
  UuTien: boolean;
  DaXacNhanChiPhi: boolean;
  DaXacNhanBHYT: boolean;
  DaHoanTien: boolean;
  NgayThanhToan: Timestamp | null;
  /** The benefit level (1-5) read from the card number; null without a valid card. */
  MucHuong: number | null;
  /** The patient group (DM_DoiTuong) and its category (DM_NhomDoiTuong.MaNhomDoiTuong); baoHiemYTe when it bills the fund. */
  MaDoiTuong: string | null;
  TenDoiTuong: string | null;
  NhomDoiTuong: string | null;
  baoHiemYTe: boolean;
  MaYTe: string;
  TenBenhNhan: string;
  GioiTinh: string;
  NamSinh: number | null;
  NgaySinh: Timestamp | null;
  [field: string]: unknown;
}

/** Which visits of the facility to read; every condition given must hold. */
export interface BillingVisitFilter {
  ids?: readonly string[];
  BenhNhan_Id?: string;
  MaYTe?: string;
  /** NgayTiepNhan from and to (ms, both included). */
  from?: Timestamp;
  to?: Timestamp;
  LoaiTiepNhan?: string;
  /** Only open visits (DangThucHien), or only closed ones. */
  open?: boolean;
  /** Cancelled visits are left out unless asked for. */
  withCancelled?: boolean;
  /** Code, patient code or name, as the cashier types it. */
  searchString?: string;
  /** At most this many (10,000), newest first. */
  limit?: number;
}

/** A billable line of a service order: of an order sent to its room (not a draft) and not cancelled. */
export interface BillServiceLine {
  _id: string;
  TiepNhan_Id: string;
  DichVuYeuCau_Id: string;
  SoPhieuYeuCau: string;
  DichVu_Id: string;
  MaDichVu: string | null;
  TenDichVu: string | null;
  /** The service group's name and its type (DM_LoaiDichVu.MaLoaiDichVu: KhamBenh, XetNghiem, …). */
  TenNhomDichVu: string | null;
  MaLoaiDichVu: string | null;
  /** The price type it was priced at (DM_LoaiGia.MaLoaiGia). */
  MaLoaiGia: string | null;
  SoLuong: number;
  DonGia: Dong;
  DonGiaThanhToan: Dong;
  DaThuTien: boolean;
  KhongThuTien: boolean;
  NgayYeuCau: Timestamp;
  NoiThucHien_Id: string;
  TenNoiThucHien: string | null;
  TrangThai: string;
  TrangThai_HangDoi: string;
}

/** What the cashier records on a visit (spec §4): fees completed, paid on, costs or insurance confirmed, refunded. */
export interface VisitFeeState {
  TrangThai?: 'DangThucHien' | 'HoanTat';
  NgayThanhToan?: Timestamp | null;
  DaXacNhanChiPhi?: boolean;
  DaXacNhanBHYT?: boolean;
  DaHoanTien?: boolean;
}

/** A change of a visit's patient group and insurance card (ChuyenDoiDoiTuong), as reception's form takes them. */
export interface VisitGroupChange {
  DoiTuong_Id: string;
  SoTheBHYT?: string | null;
  BHYTNgayHieuLuc?: Timestamp | null;
  BHYTNgayHetHieuLuc?: Timestamp | null;
  BenhVien_KCB?: string | null;
  TuyenKCB?: string | null;
  NgayDu5Nam?: Timestamp | null;
  MienCungChiTra?: boolean | null;
  NgayMienCungChiTra?: Timestamp | null;
}

/** What the cashier reads and writes of reception's visits; every write runs in the caller's transaction. */
export interface VisitBilling {
  visits(db: Db, ctx: Pick<RequestContext, 'provided'>, facilityId: string, filter: BillingVisitFilter): Promise<BillingVisit[]>;
  /** The visit, locked until the transaction ends: two cashiers on one visit take turns. Null when not of the facility. */
  lockVisit(tx: Db, ctx: Pick<RequestContext, 'provided'>, facilityId: string, visitId: string): Promise<BillingVisit | null>;
  /** The patient's row as reception's BenhNhan type reads it, or null when not of the facility. */
  patient(db: Db, facilityId: string, patientId: string): Promise<Record<string, unknown> | null>;
  /** The billable service lines of the visits, in one query. */
  serviceLines(db: Db, facilityId: string, visitIds: readonly string[]): Promise<BillServiceLine[]>;
  /**
   * Records the cashier's state of a visit (audited by the caller). Reopening a completed visit is refused
   * (reception.unfinishedStay) while the patient has another open one.
   */
  setFeeState(tx: Db, by: { nodeId: string; userId: string }, visitId: string, state: VisitFeeState): Promise<void>;
  /**
   * Changes the visit's patient group and card as reception's form checks them (refusals name the field), and
   * re-prices the unpaid lines of its live orders for the new group through pricing, each at its place and order time.
   * Refuses a visit that takes no change.
   */
  changeGroup(tx: Db, ctx: Pick<RequestContext, 'provided'>, by: { nodeId: string; userId: string }, visitId: string, change: VisitGroupChange, now: Timestamp): Promise<BillingVisit>;
}

export const VISIT_BILLING = providedKey<VisitBilling>('reception.visitBilling');

/**
 * The change-mark topics (sdk change-marks) of what VISIT_BILLING reads: `visits` marks a visit's id when its row, its
 * service orders or their lines are written; `patients` marks a patient's id when the patient's row is.
 */
export const VISIT_BILLING_CHANGES = { visits: 'reception.visit-billing', patients: 'reception.patient' } as const;

/** A patient's visit as another plugin dates it: when it was received, and whether it stands. */
export interface PatientVisit {
  _id: string;
  BenhNhan_Id: string;
  NgayTiepNhan: Timestamp;
  /** DangThucHien, HoanTat or DaHuy (cancelled: the patient was not seen on it). */
  TrangThai: string;
}

/**
 * The visits of the facility's patients received from `from` to `to` (ms, both included), cancelled ones too, oldest
 * first: which visit of a patient came first in a period (examination's follow-up slip, valid once).
 */
export type PatientVisits = (db: Db, facilityId: string, query: { BenhNhan_Ids: readonly string[]; from: Timestamp; to: Timestamp }) => Promise<PatientVisit[]>;

export const PATIENT_VISITS = providedKey<PatientVisits>('reception.patientVisits');
