// Which visits use a follow-up slip (spec §9: the slip is valid once, within 10 working days from the scheduled date):
// the first visit the patient comes back on, not cancelled, after the exam that gave the slip and on a day it is valid.
import type { Timestamp } from '@his/sdk';
import { startOfDay } from '@his/sdk/format';
import { followUpValidUntil } from './transfer';

/** An ended exam that set a follow-up date (KhamBenh.NgayTaiKham). */
export interface SlipExam {
  _id: string;
  BenhNhan_Id: string;
  TiepNhan_Id: string;
  /** When the exam ended: a visit received before it is not the one coming back. */
  NgayKetThuc: Timestamp;
  NgayTaiKham: Timestamp;
}

/** A visit of the patient, as reception dates it. */
export interface SlipVisit {
  _id: string;
  BenhNhan_Id: string;
  NgayTiepNhan: Timestamp;
  TrangThai: string;
}

/** The days a slip is valid on: from the start of its scheduled day to the start of its last valid day. */
export function slipDays(NgayTaiKham: Timestamp, daysOff?: ReadonlySet<string>): { from: Timestamp; until: Timestamp } {
  return { from: startOfDay(NgayTaiKham), until: followUpValidUntil(NgayTaiKham, daysOff) };
}

const earlier = (a: SlipVisit, b: SlipVisit) => a.NgayTiepNhan - b.NgayTiepNhan || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);

/**
 * The ids of the visits that use a slip. Slips are taken in the order their exams ended, and each goes to the
 * earliest visit it may cover that no earlier slip took: a visit comes back on one slip, and a slip is used once, on
 * the first visit in its days even when that visit is for something else.
 */
export function followUpVisits(exams: readonly SlipExam[], visits: readonly SlipVisit[], daysOff?: ReadonlySet<string>): Set<string> {
  const used = new Set<string>();
  const standing = visits.filter((visit) => visit.TrangThai !== 'DaHuy').sort(earlier);
  const ordered = [...exams].sort((a, b) => a.NgayKetThuc - b.NgayKetThuc || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
  for (const exam of ordered) {
    const { from, until } = slipDays(exam.NgayTaiKham, daysOff);
    const first = standing.find((visit) => {
      if (visit.BenhNhan_Id !== exam.BenhNhan_Id || visit._id === exam.TiepNhan_Id || used.has(visit._id)) return false;
      const day = startOfDay(visit.NgayTiepNhan);
      return visit.NgayTiepNhan > exam.NgayKetThuc && from <= day && day <= until;
    });
    if (first) used.add(first._id);
  }
  return used;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What must be read to tell which of `asked` use a slip: for each patient, the exams ended before her last asked visit
 * whose days reach her asked visits' days, with every one of hers whose days overlap those (an earlier slip may take a
 * visit a later one would otherwise take), and the period of visits those days span, to the end of the last day.
 * Null when no slip reaches an asked visit.
 */
export function slipReach<E extends SlipExam>(exams: readonly E[], asked: readonly Pick<SlipVisit, 'BenhNhan_Id' | 'NgayTiepNhan'>[], daysOff?: ReadonlySet<string>): { exams: E[]; from: Timestamp; to: Timestamp } | null {
  const examsOf = new Map<string, E[]>();
  for (const exam of exams) examsOf.set(exam.BenhNhan_Id, [...(examsOf.get(exam.BenhNhan_Id) ?? []), exam]);
  const askedOf = new Map<string, Timestamp[]>();
  for (const visit of asked) askedOf.set(visit.BenhNhan_Id, [...(askedOf.get(visit.BenhNhan_Id) ?? []), visit.NgayTiepNhan]);
  const reached: E[] = [];
  let from = Infinity;
  let to = -Infinity;
  for (const [patient, times] of askedOf) {
    const latest = Math.max(...times);
    const slips = (examsOf.get(patient) ?? []).filter((exam) => exam.NgayKetThuc < latest).map((exam) => ({ exam, ...slipDays(exam.NgayTaiKham, daysOff) }));
    let first = Math.min(...times.map(startOfDay));
    let last = startOfDay(latest);
    const taken = new Set<(typeof slips)[number]>();
    // Grows the patient's period by every slip overlapping it, until none is left that does.
    for (let grown = true; grown; ) {
      grown = false;
      for (const slip of slips) {
        if (taken.has(slip) || slip.from > last || slip.until < first) continue;
        taken.add(slip);
        first = Math.min(first, slip.from);
        last = Math.max(last, slip.until);
        grown = true;
      }
    }
    if (taken.size === 0) continue;
    reached.push(...[...taken].map((slip) => slip.exam));
    from = Math.min(from, first);
    to = Math.max(to, last);
  }
  if (reached.length === 0) return null;
  return { exams: reached, from, to: to + DAY_MS - 1 };
}
