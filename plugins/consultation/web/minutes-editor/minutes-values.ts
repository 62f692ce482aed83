// The editor's values: read from stored minutes, or begun from what a visit and its exam say (the patient's address,
// the room, the diagnosis, the caller as proposing doctor and secretary); sent back as BienBanHoiChanInput, and
// checked with the server's own rules (rules/minutes.ts) so the form shows the same message under the same field.
import type { Timestamp } from '@his/sdk';
export { dateTimeText, parseDateTimeText } from '@his/sdk/format';
import type { BienBanHoiChanFieldsFragment, BienBanHoiChanInput, BienBanHoiChanMoiQuery } from '../../generated/graphql';
import { checkBienBanHoiChan, EMPTY_BIEN_BAN, type BienBanHoiChanValues } from '../../rules/minutes';
import type { ThanhPhanValues } from '../../rules/participants';

export type Problem = { key: string; params: Readonly<Record<string, string | number>> };
export type Problems = Readonly<Record<string, Problem | undefined>>;
export type Draft = BienBanHoiChanMoiQuery['bienBanHoiChanMoi_NgoaiTru'];

const FIELDS = Object.keys(EMPTY_BIEN_BAN) as (keyof BienBanHoiChanValues)[];

export function valuesOfRecord(record: BienBanHoiChanFieldsFragment): BienBanHoiChanValues {
  const values: Record<string, unknown> = {};
  for (const field of FIELDS) values[field] = record[field as keyof BienBanHoiChanFieldsFragment] ?? EMPTY_BIEN_BAN[field];
  values.ThanhPhans = [...record.ThanhPhans].sort((a, b) => a.ThuTu - b.ThuTu).map((row) => ({ NhanVien_Id: row.NhanVien_Id, ViTri: row.ViTri, ChucDanh: row.ChucDanh ?? null }));
  return values as unknown as BienBanHoiChanValues;
}

export const emptyParticipant = (ViTri: string | null = 'ThanhVien'): ThanhPhanValues => ({ NhanVien_Id: null, ViTri, ChucDanh: null });

/**
 * New minutes begin with what the visit and exam say: held now in the exam's room, the patient's address, the exam's
 * diagnosis and symptoms, and the doctor who opens them as the proposing doctor and the secretary; the chair and a
 * member are to be chosen.
 */
export function valuesOfDraft(draft: Draft, now: Timestamp): BienBanHoiChanValues {
  return {
    ...EMPTY_BIEN_BAN,
    NgayHoiChan: now,
    ThoiGianTomTat: now,
    DiaChi: draft.DiaChi ?? null,
    DiaDiem: draft.TenPhongBan ?? null,
    PhongBan_Id: draft.PhongBan_Id ?? null,
    BacSi_Id: draft.BacSi_Id ?? null,
    HinhThuc: 'TrucTiep',
    LoaiHoiChan: 'Khoa',
    ChanDoan: draft.ChanDoan ?? null,
    ICD_Id: draft.ICD_Id ?? null,
    TomTatDienBien: draft.TrieuChungLamSang ?? null,
    ThanhPhans: [emptyParticipant('ChuToa'), { NhanVien_Id: draft.BacSi_Id ?? null, ViTri: 'ThuKy', ChucDanh: null }, emptyParticipant('ThanhVien')],
  };
}

/** Every field, so one the doctor emptied is emptied on the server too. */
export function inputOfValues(values: BienBanHoiChanValues): BienBanHoiChanInput {
  return { ...values, ThanhPhans: values.ThanhPhans.map((row) => ({ ...row })) };
}

export function problemsOf(values: BienBanHoiChanValues, since: Timestamp | null, now: Timestamp): Problems {
  const found = checkBienBanHoiChan(values, { since, now });
  return found ? { [found.field]: { key: found.key, params: { ...found.params } } } : {};
}

export function errorOf(problems: Problems, field: string): { error: string | null; errorParams: Record<string, string | number> | undefined } {
  const problem = problems[field];
  return { error: problem?.key ?? null, errorParams: problem ? { ...problem.params } : undefined };
}

/** The fields the editor shows a refusal under, its participants' rows included; the server's word on any other goes to a toast. */
export function shownFields(values: BienBanHoiChanValues): ReadonlySet<string> {
  const rows = values.ThanhPhans.flatMap((_row, index) => ['NhanVien_Id', 'ViTri', 'ChucDanh'].map((part) => `ThanhPhans.${index}.${part}`));
  return new Set([...FIELDS, ...rows]);
}

