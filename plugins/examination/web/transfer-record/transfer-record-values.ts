// The transfer form's values: read from a stored record, or begun from the exam (its diagnosis, symptoms and day),
// sent back as KhamBenh_ChuyenVienInput, and checked with the server's own rules (rules/transfer.ts) first.
import type { Timestamp } from '@his/sdk';
import { startOfDay } from '@his/sdk/format';
import type { KhamBenh_ChuyenVienInput, KhamBenhChuyenVienFieldsFragment, KhamBenhFieldsFragment } from '../../generated/graphql';
import { checkChuyenVien, EMPTY_CHUYEN_VIEN, type ChuyenVienValues } from '../../rules/transfer';
import type { Problems } from '../exam-form/form-values';

const FIELDS = Object.keys(EMPTY_CHUYEN_VIEN) as (keyof ChuyenVienValues)[];

export function valuesOfRecord(record: KhamBenhChuyenVienFieldsFragment): ChuyenVienValues {
  const values: Record<string, unknown> = {};
  for (const field of FIELDS) values[field] = record[field] ?? EMPTY_CHUYEN_VIEN[field];
  return { ...(values as unknown as ChuyenVienValues), ICDPhu_Ids: [...record.ICDPhu_Ids] };
}

/** A new record begins with what the exam already says: the doctor writes only what the paper adds. */
export function valuesFromExam(exam: KhamBenhFieldsFragment, now: Timestamp): ChuyenVienValues {
  return {
    ...EMPTY_CHUYEN_VIEN,
    ICD_Id: exam.ICD_Id ?? null,
    ICDPhu_Ids: exam.ICDPhu_Ids.filter((id) => id !== exam.ICD_Id),
    ChanDoan: exam.ChanDoan ?? null,
    DauHieuLamSang: exam.TrieuChungLamSang ?? null,
    NgayChuyen: now,
    ChuyenTuNgay: exam.NgayKham,
    ChuyenDenNgay: now,
    SoLuotChuyen: 1,
  };
}

/** Every field, so one the doctor emptied is emptied on the server too. */
export function inputOfValues(values: ChuyenVienValues): KhamBenh_ChuyenVienInput {
  return { ...values, ICDPhu_Ids: [...values.ICDPhu_Ids] };
}

export function transferProblems(values: ChuyenVienValues, examDate: Timestamp): Problems {
  const found = checkChuyenVien(values, { examDate });
  return found ? { [found.field]: { key: found.key, params: { ...found.params } } } : {};
}

/** A day picked for the transfer keeps the time of day it had: the paper prints the hour it left. */
export function withTimeOfDay(day: Timestamp | null, previous: Timestamp | null): Timestamp | null {
  if (day === null) return null;
  const time = previous ?? Date.now();
  return startOfDay(day) + (time - startOfDay(time));
}

export const TRANSFER_FIELDS: ReadonlySet<string> = new Set(FIELDS);
