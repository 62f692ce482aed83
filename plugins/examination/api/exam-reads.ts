// Reading examinations of the caller's facility: one by id, those of a room over a day range, and a room's queue
// (reception's tickets, through EXAM_QUEUE) with the exam of each order and the list it belongs in.
import { sql, type SQL } from 'drizzle-orm';
import type { Timestamp } from '@his/sdk';
import { startOfDay } from '@his/sdk/format';
import { badInput, rowsOf, type Db } from '@his/sdk/server';
import type { ExamQueue, ExamQueueEntry } from '../../reception/contract';
import { TRANG_THAI_KHAM_BENH } from '../rules/exam';

export interface KhamBenhRow {
  _id: string;
  node_Id: string;
  MaKhamBenh: string;
  BenhNhan_Id: string;
  TiepNhan_Id: string;
  DichVuYeuCau_Id: string;
  PhongBan_Id: string;
  TrangThai: string;
  NgayKham: Timestamp;
  ICD_Id: string | null;
  ICDPhu_Ids: string[];
  [field: string]: unknown;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_RANGE_DAYS = 31;
const NUMERIC = ['Mach', 'NhietDo', 'HuyetApTamThu', 'HuyetApTamTruong', 'NhipTho', 'ChieuCao', 'CanNang', 'SpO2', 'NgayKham', 'NgayKetThuc', 'NgayTaiKham'];

const SELECT = sql.raw(`k.*, ${NUMERIC.map((column) => `k."${column}"::float8 AS "${column}"`).join(', ')},
  (extract(epoch FROM k."createdAt") * 1000)::float8 AS "createdAt", (extract(epoch FROM k."updatedAt") * 1000)::float8 AS "updatedAt",
  nv."TenNhanVien" AS "TenBacSiKham", icd."MaICD", icd."TenICD", h."TenHuongGiaiQuyet", room.name AS "TenPhongBan", d."TenDichVu"`);
const FROM = sql`"KhamBenh" k LEFT JOIN "NhanVien" nv ON nv._id = k."BacSiKham_Id" LEFT JOIN "DM_ICD" icd ON icd._id = k."ICD_Id"
  LEFT JOIN "DM_HuongGiaiQuyet" h ON h._id = k."HuongGiaiQuyet_Id" LEFT JOIN his_nodes room ON room._id = k."PhongBan_Id"
  LEFT JOIN "DM_DichVu" d ON d._id = k."DichVu_Id"`;

export const idOf = (value: unknown, field: string): string => {
  if (typeof value !== 'string' || value === '' || value.length > 64) throw badInput('catalogue.refNotFound', field);
  return value;
};

export async function khamBenhById(db: Db, facilityId: string, id: string, lock = false): Promise<KhamBenhRow | null> {
  if (id.length > 64) return null;
  const [row] = rowsOf<KhamBenhRow>(await db.execute(sql`
    SELECT ${SELECT} FROM ${FROM} WHERE k._id = ${id} AND k."node_Id" = ${facilityId} ${lock ? sql`FOR UPDATE OF k` : sql``}`));
  return row ?? null;
}

async function khamBenhsWhere(db: Db, condition: SQL, order: SQL = sql`k."NgayKham", k._id`, limit = 1000): Promise<KhamBenhRow[]> {
  return rowsOf<KhamBenhRow>(await db.execute(sql`SELECT ${SELECT} FROM ${FROM} WHERE ${condition} ORDER BY ${order} LIMIT ${limit}`));
}

/** A patient's examinations at the facility, newest first, without the cancelled ones. */
export async function lichSuKhamBenh(db: Db, facilityId: string, patientId: string): Promise<KhamBenhRow[]> {
  return khamBenhsWhere(db, sql`k."node_Id" = ${facilityId} AND k."BenhNhan_Id" = ${idOf(patientId, 'BenhNhan_Id')} AND k."TrangThai" <> 'DaHuy'`,
    sql`k."NgayKham" DESC, k._id DESC`, 200);
}

/** A day range, today by default: from the start of the first day to the end of the last, at most a month. */
export function dayRange(startDate: number | null | undefined, endDate: number | null | undefined, now: Timestamp = Date.now()): { from: Timestamp; to: Timestamp } {
  const from = startOfDay(startDate ?? now);
  const to = endDate === null || endDate === undefined ? from + DAY_MS - 1 : startOfDay(endDate) + DAY_MS - 1;
  if (!Number.isFinite(from) || !Number.isFinite(to) || to < from) throw badInput('examination.dateRange', 'endDate');
  if (to - from > MAX_RANGE_DAYS * DAY_MS) throw badInput('examination.dateRangeTooLong', 'endDate', { max: MAX_RANGE_DAYS });
  return { from, to };
}

export async function khamBenhs(db: Db, facilityId: string, args: { idRoom: string; startDate?: number | null; endDate?: number | null; state?: string | null }) {
  const { from, to } = dayRange(args.startDate, args.endDate);
  if (args.state && !(TRANG_THAI_KHAM_BENH as readonly string[]).includes(args.state)) throw badInput('examination.stateUnknown', 'state');
  return khamBenhsWhere(db, sql`k."node_Id" = ${facilityId} AND k."PhongBan_Id" = ${idOf(args.idRoom, 'idRoom')} AND k."NgayKham" BETWEEN ${from} AND ${to}
    ${args.state ? sql`AND k."TrangThai" = ${args.state}` : sql``}`);
}

export type DanhSachKham = 'ChoKham' | 'DangKham' | 'DaKham' | 'BoQua';

export interface HangDoiKhamBenhRow extends ExamQueueEntry {
  DanhSach: DanhSachKham;
  KhamBenh: KhamBenhRow | null;
}

/** The list a patient of the queue is in: by the exam once started (a cancelled one is waiting again), else the ticket. */
export function listOf(entry: ExamQueueEntry, exam: KhamBenhRow | null): DanhSachKham {
  if (exam?.TrangThai === 'DaKham') return 'DaKham';
  if (exam?.TrangThai === 'DangKham') return 'DangKham';
  if (entry.TrangThaiPhieu === 'BoQua') return 'BoQua';
  return entry.TrangThaiPhieu === 'HoanThanh' ? 'DaKham' : 'ChoKham';
}

export async function withExams(db: Db, entries: readonly ExamQueueEntry[]): Promise<HangDoiKhamBenhRow[]> {
  const exams = entries.length === 0 ? [] : await khamBenhsWhere(db, sql`k."DichVuYeuCau_Id" = ANY(${sql.param(entries.map((entry) => entry.DichVuYeuCau_Id))}::text[])
    AND k."TrangThai" <> 'DaHuy'`);
  return entries.map((entry) => {
    const exam = exams.find((row) => row.DichVuYeuCau_Id === entry.DichVuYeuCau_Id) ?? null;
    return { ...entry, DanhSach: listOf(entry, exam), KhamBenh: exam };
  });
}

export async function hangDoiKhamBenh(db: Db, queue: ExamQueue, facilityId: string, args: { idRoom: string; startDate?: number | null; endDate?: number | null }) {
  const { from, to } = dayRange(args.startDate, args.endDate);
  return withExams(db, await queue.entries(db, { facilityId, roomId: idOf(args.idRoom, 'idRoom'), from, to }));
}
