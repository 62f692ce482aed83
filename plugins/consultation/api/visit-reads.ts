// The visit (reception's TiepNhan) and exam (examination's KhamBenh) outpatient minutes hang on, read from their
// tables: whether minutes may be written for them, and what new minutes begin with (the patient's address, the exam's
// room, diagnosis and symptoms, the caller as the proposing doctor).
import { sql } from 'drizzle-orm';
import type { Timestamp } from '@his/sdk';
import { badInput, organisationNodes, rowsOf, type Db, type Viewer } from '@his/sdk/server';
import { idOf, optionalIdOf } from './input-checks';

export interface VisitRow {
  _id: string;
  MaTiepNhan: string;
  NgayTiepNhan: Timestamp;
  TrangThai: string;
  LoaiTiepNhan: string;
  BenhNhan_Id: string;
  MaYTe: string;
  TenBenhNhan: string;
  GioiTinh: string;
  NamSinh: number | null;
  NgaySinh: Timestamp | null;
  DiaChi: string | null;
}

export interface ExamRow {
  _id: string;
  MaKhamBenh: string;
  TiepNhan_Id: string;
  TrangThai: string;
  PhongBan_Id: string;
  TenPhongBan: string | null;
  ChanDoan: string | null;
  ICD_Id: string | null;
  MaICD: string | null;
  TenICD: string | null;
  TrieuChungLamSang: string | null;
}

/** The facility's visit of an id or of a code, or a refusal naming the field it was asked by. */
export async function visitOf(db: Db, facilityId: string, by: { id?: string | null; code?: string | null }, field: string): Promise<VisitRow> {
  const condition = by.id ? sql`t._id = ${by.id}` : sql`upper(t."MaTiepNhan") = ${(by.code ?? '').toUpperCase()}`;
  const [visit] = rowsOf<VisitRow>(await db.execute(sql`
    SELECT t._id, t."MaTiepNhan", t."NgayTiepNhan"::float8 AS "NgayTiepNhan", t."TrangThai", t."LoaiTiepNhan", t."BenhNhan_Id",
      b."MaYTe", b."TenBenhNhan", b."GioiTinh", b."NamSinh", b."NgaySinh"::float8 AS "NgaySinh", b."fullAddress" AS "DiaChi"
    FROM "TiepNhan" t JOIN "BenhNhan" b ON b._id = t."BenhNhan_Id" WHERE ${condition} AND t."node_Id" = ${facilityId}`));
  if (!visit) throw badInput('consultation.visitNotFound', field, { code: by.code ?? '' });
  return visit;
}

/**
 * A visit that takes new or changed outpatient minutes: an outpatient's visit not cancelled (a completed one still
 * does: the minutes are a medical record, not a bill).
 */
export function refuseVisitClosedToMinutes(visit: VisitRow, field: string): void {
  if (visit.TrangThai === 'DaHuy') throw badInput('consultation.visitCancelled', field, { code: visit.MaTiepNhan });
  if (visit.LoaiTiepNhan !== 'NgoaiTru') throw badInput('consultation.notOutpatient', field, { code: visit.MaTiepNhan });
}

const EXAM_SELECT = sql.raw(`k._id, k."MaKhamBenh", k."TiepNhan_Id", k."TrangThai", k."PhongBan_Id", k."ChanDoan", k."ICD_Id", k."TrieuChungLamSang",
  icd."MaICD", icd."TenICD"`);

/** The exam of an id, of the facility and of the visit, not cancelled; or a refusal naming the field. */
export async function examOfVisit(db: Db, facilityId: string, visit: VisitRow, examId: string, field: string): Promise<ExamRow> {
  const [exam] = rowsOf<ExamRow>(await db.execute(sql`SELECT ${EXAM_SELECT}, pb.name AS "TenPhongBan" FROM "KhamBenh" k
    LEFT JOIN "DM_ICD" icd ON icd._id = k."ICD_Id" LEFT JOIN ${organisationNodes} pb ON pb._id = k."PhongBan_Id"
    WHERE k._id = ${examId} AND k."node_Id" = ${facilityId}`));
  if (!exam || exam.TiepNhan_Id !== visit._id) throw badInput('consultation.examNotOfVisit', field, { code: visit.MaTiepNhan });
  if (exam.TrangThai === 'DaHuy') throw badInput('consultation.examCancelled', field, { code: exam.MaKhamBenh });
  return exam;
}

/** The visit's latest exam not cancelled, or null. */
async function latestExamOf(db: Db, facilityId: string, visitId: string): Promise<ExamRow | null> {
  const [exam] = rowsOf<ExamRow>(await db.execute(sql`SELECT ${EXAM_SELECT}, pb.name AS "TenPhongBan" FROM "KhamBenh" k
    LEFT JOIN "DM_ICD" icd ON icd._id = k."ICD_Id" LEFT JOIN ${organisationNodes} pb ON pb._id = k."PhongBan_Id"
    WHERE k."TiepNhan_Id" = ${visitId} AND k."node_Id" = ${facilityId} AND k."TrangThai" <> 'DaHuy' ORDER BY k."NgayKham" DESC, k._id DESC LIMIT 1`));
  return exam ?? null;
}

/** The caller's staff record, or null for an account with none. */
export async function staffOf(db: Db, userId: string): Promise<string | null> {
  const [row] = rowsOf<{ NhanVien_Id: string | null }>(await db.execute(sql`SELECT "NhanVien_Id" FROM his_users WHERE _id = ${userId}`));
  return row?.NhanVien_Id ?? null;
}

export interface NewMinutesArgs {
  TiepNhan_Id?: unknown;
  MaTiepNhan?: unknown;
  KhamBenh_Id?: unknown;
}

const MAX_CODE_LENGTH = 30;

/**
 * What new outpatient minutes of a visit (by id, or by the code printed on its slips) begin with: the patient and
 * their address, the exam asked from (else the visit's latest) with its room, diagnosis and symptoms, and the caller
 * as the proposing doctor. Refuses a visit unknown to the facility, cancelled or not an outpatient's.
 */
export async function bienBanHoiChanMoi(db: Db, viewer: Viewer, args: NewMinutesArgs) {
  const id = optionalIdOf(args.TiepNhan_Id, 'TiepNhan_Id');
  let code: string | null = null;
  if (!id) {
    if (typeof args.MaTiepNhan !== 'string' || args.MaTiepNhan.trim() === '') throw badInput('validation.required', 'MaTiepNhan');
    code = args.MaTiepNhan.trim();
    if (code.length > MAX_CODE_LENGTH) throw badInput('validation.maxLength', 'MaTiepNhan', { max: MAX_CODE_LENGTH });
  }
  const field = id ? 'TiepNhan_Id' : 'MaTiepNhan';
  const visit = await visitOf(db, viewer.nodeId, { id, code }, field);
  refuseVisitClosedToMinutes(visit, field);
  const examId = optionalIdOf(args.KhamBenh_Id, 'KhamBenh_Id');
  const exam = examId ? await examOfVisit(db, viewer.nodeId, visit, idOf(examId, 'KhamBenh_Id'), 'KhamBenh_Id') : await latestExamOf(db, viewer.nodeId, visit._id);
  return {
    TiepNhan_Id: visit._id,
    MaTiepNhan: visit.MaTiepNhan,
    NgayTiepNhan: visit.NgayTiepNhan,
    BenhNhan_Id: visit.BenhNhan_Id,
    MaYTe: visit.MaYTe,
    TenBenhNhan: visit.TenBenhNhan,
    GioiTinh: visit.GioiTinh,
    NamSinh: visit.NamSinh,
    NgaySinh: visit.NgaySinh,
    DiaChi: visit.DiaChi,
    KhamBenh_Id: exam?._id ?? null,
    MaKhamBenh: exam?.MaKhamBenh ?? null,
    PhongBan_Id: exam?.PhongBan_Id ?? null,
    TenPhongBan: exam?.TenPhongBan ?? null,
    ChanDoan: exam?.ChanDoan ?? null,
    ICD_Id: exam?.ICD_Id ?? null,
    MaICD: exam?.MaICD ?? null,
    TenICD: exam?.TenICD ?? null,
    TrieuChungLamSang: exam?.TrieuChungLamSang ?? null,
    BacSi_Id: await staffOf(db, viewer.userId),
  };
}
