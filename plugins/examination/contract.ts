// Examination's contract, the only file of this plugin that others may import: its permissions, the events it
// publishes when a room's examinations change, and the places on the exam that other plugins fill.
import { defineEvent, defineSlot, providedKey, type Dong, type Timestamp } from '@his/sdk';
import type { Db, RequestContext } from '@his/sdk/server';

export { EXAMINATION_READ, EXAMINATION_WRITE } from './rules/permissions';

/** What an examination event carries: the examinations (KhamBenh) or examination orders written, and their rooms. */
export interface KhamBenhChange {
  ids: string[];
  PhongBan_Ids: string[];
}

/**
 * Published to the facility when a room's queue or examinations change (spec §4: examination events; the queue
 * refreshes on every doctor's screen): a patient called, started, saved, ended, reopened, cancelled or removed.
 */
export const examinationEvents = {
  create: defineEvent<KhamBenhChange>('examination', 'create'),
  update: defineEvent<KhamBenhChange>('examination', 'update'),
  delete: defineEvent<KhamBenhChange>('examination', 'delete'),
} as const;

/** Buttons beside the exam's own on the doctor's screen (another plugin's sheet, a referral, …). */
export const examActions = defineSlot<{ examId: string; visitId: string; patientId: string; open: boolean }>('examination.exam.actions');

/** The exam's test results tab: the visit's paraclinical orders and their results, as another plugin shows them. */
export const examResults = defineSlot<{ examId: string; visitId: string; patientId: string; open: boolean }>('examination.exam.results');

/** A billable line of a prescription: a live one of kind ToaThuong, ToaBHYT or ToaVTYT whose payment is requested. */
export interface PrescriptionBillLine {
  _id: string;
  TiepNhan_Id: string;
  KhamBenhToaThuoc_Id: string;
  /** The exam's code and the prescription's number in it ('KB260000012.1'). */
  MaPhieu: string;
  LoaiToaThuoc: string;
  Duoc_Id: string | null;
  MaDuoc: string | null;
  TenDuoc: string;
  DonViTinh: string;
  SoLuong: number;
  DonGia: Dong;
  DonGiaThanhToan: Dong;
  /** On an insurance prescription: DonGia is the drug's insurance price. */
  BHYT: boolean;
  KhongThuTien: boolean;
  DaThuTien: boolean;
  NgayToaThuoc: Timestamp;
  /** The store it is dispensed from. */
  TenKhoXuat: string | null;
}

/** Which payment request huyYeuCauThanhToan cancels: drugs (ToaThuong, ToaBHYT) or medical supplies (ToaVTYT). */
export type PaymentRequestKind = 'Thuoc' | 'VTYT';

/** What the cashier reads and writes of examination's prescriptions and exams; writes run in the caller's transaction. */
export interface PrescriptionBilling {
  lines(db: Db, facilityId: string, visitIds: readonly string[]): Promise<PrescriptionBillLine[]>;
  /** Marks lines collected (DaThuTien) or not; refuses (examination.prescription.lineNotFound, `field`) a line not of the facility. */
  setPaid(tx: Db, facilityId: string, lineIds: readonly string[], paid: boolean, field: string): Promise<void>;
  /**
   * Takes the prescription's lines off the bill until the doctor saves it again (YeuCauThanhToan false). Refuses a
   * prescription of another kind, cancelled or bought outside, one already off the bill, and one with a paid line.
   * Returns the prescription's id, number and kind as before and after, for the caller's audit entry.
   */
  cancelPaymentRequest(tx: Db, by: { nodeId: string; userId: string }, prescriptionId: string, kind: PaymentRequestKind, field: string): Promise<{ before: Record<string, unknown>; after: Record<string, unknown> }>;
  /**
   * The visits that are follow-ups (spec §9): the first visit, not cancelled, the patient comes back on within the
   * validity of a follow-up date an exam of an earlier visit gave (the slip is valid once; the patient's visits are
   * read through reception). The cashier shares their examination at the follow-up rate.
   */
  followUps(db: Db, ctx: Pick<RequestContext, 'provided'>, facilityId: string, visits: readonly { _id: string; BenhNhan_Id: string; NgayTiepNhan: Timestamp }[]): Promise<Set<string>>;
}

export const PRESCRIPTION_BILLING = providedKey<PrescriptionBilling>('examination.prescriptionBilling');

/**
 * The change-mark topics (sdk change-marks) of what PRESCRIPTION_BILLING reads: `visits` marks a visit's id when its
 * prescriptions or their lines are written; `patients` marks a patient's id when an exam of theirs is (follow-up slips).
 */
export const PRESCRIPTION_BILLING_CHANGES = { visits: 'examination.prescription-billing', patients: 'examination.exam' } as const;
