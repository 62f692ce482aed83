// What makes a visit (TiepNhan) valid at reception: the registration date, the patient group, the insurance card
// when the group bills the fund (spec §5: the card number's length; an expired or not yet valid card cannot be
// used), and the examination services with their rooms.
import type { Timestamp } from '@his/sdk';
import { splitInsuranceCardNumber } from '@his/sdk';
import { startOfDay } from '@his/sdk/format';
import { maxLength, findProblem } from '@his/sdk/validation';
import type { FieldProblem } from './patient';

export const LOAI_TIEP_NHAN = ['NgoaiTru', 'NoiTru'] as const;
export type LoaiTiepNhan = (typeof LOAI_TIEP_NHAN)[number];
export const TUYEN_KCB = ['DungTuyen', 'ThongTuyen', 'TraiTuyen'] as const;
export const KHU_VUC_SINH_SONG = ['K1', 'K2', 'K3'] as const;

/** A visit is open until fees are completed or it is cancelled; an open visit is an unfinished stay. */
export const TRANG_THAI_TIEP_NHAN = ['DangThucHien', 'HoanTat', 'DaHuy'] as const;
export type TrangThaiTiepNhan = (typeof TRANG_THAI_TIEP_NHAN)[number];

/** Most examination services one reception orders: a patient sees a few rooms a day, not dozens. */
export const MAX_EXAM_SERVICES = 10;

/** An examination service chosen at reception and the room that will do it. */
export interface ExamChoice {
  DichVu_Id: string;
  PhongBan_Id: string;
}

export interface TiepNhanValues {
  LoaiTiepNhan: LoaiTiepNhan;
  NgayDangKy: Timestamp | null;
  DoiTuong_Id: string | null;
  SoTheBHYT: string | null;
  DiaChiBHYT: string | null;
  BHYTNgayHieuLuc: Timestamp | null;
  BHYTNgayHetHieuLuc: Timestamp | null;
  /** The registered facility's code (nơi đăng ký KCB ban đầu): five characters, digits and capitals. */
  BenhVien_KCB: string | null;
  CapCuu: boolean;
  UuTien: boolean;
  NgayDu5Nam: Timestamp | null;
  KhuVucSinhSong: string | null;
  TuyenKCB: string | null;
  MienCungChiTra: boolean;
  NgayMienCungChiTra: Timestamp | null;
  TuVanVien_Id: string | null;
  LyDoKham: string | null;
  DichVuKham: ExamChoice[];
}

/** What the server knows of the chosen patient group when it checks a visit. */
export interface PatientGroupFacts {
  baoHiemYTe: boolean;
}

const FACILITY_CODE = /^[0-9]{2}[0-9A-Z]{3}$/;

const problem = (field: string, key: string, params: Record<string, string | number> = {}): FieldProblem => ({ field, key, params });

/**
 * The problem of an insured visit's card on the registration day, or null. The card must be the full 15-character
 * number (a 10-digit number is looked up first), valid from on or before that day and valid to on or after it.
 */
export function checkInsuranceCard(values: Omit<TiepNhanValues, 'DichVuKham'>, registeredAt: Timestamp): FieldProblem | null {
  if (!values.SoTheBHYT) return problem('SoTheBHYT', 'validation.required');
  if (!splitInsuranceCardNumber(values.SoTheBHYT).ok) return problem('SoTheBHYT', 'reception.cardNumberLength', { length: 15 });
  if (values.BHYTNgayHieuLuc === null) return problem('BHYTNgayHieuLuc', 'validation.required');
  if (values.BHYTNgayHetHieuLuc === null) return problem('BHYTNgayHetHieuLuc', 'validation.required');
  if (values.BHYTNgayHetHieuLuc < values.BHYTNgayHieuLuc) return problem('BHYTNgayHetHieuLuc', 'reception.cardValidityOrder');
  const day = startOfDay(registeredAt);
  if (startOfDay(values.BHYTNgayHieuLuc) > day) return problem('BHYTNgayHieuLuc', 'reception.cardNotYetValid');
  if (startOfDay(values.BHYTNgayHetHieuLuc) < day) return problem('BHYTNgayHetHieuLuc', 'reception.cardExpired');
  if (!values.BenhVien_KCB) return problem('BenhVien_KCB', 'validation.required');
  if (!FACILITY_CODE.test(values.BenhVien_KCB)) return problem('BenhVien_KCB', 'reception.facilityCodeFormat');
  if (values.TuyenKCB === null) return problem('TuyenKCB', 'validation.required');
  return null;
}

/** The first problem of a visit to be created, or null; `group` is null when the chosen group is unknown. */
export function checkTiepNhan(values: TiepNhanValues, group: PatientGroupFacts | null, requirements: { doiTuong: boolean }): FieldProblem | null {
  const found = checkVisitGroup(values, group, requirements);
  // Without a patient group nothing more is asked (the setting may leave the group optional).
  return found ?? (values.DoiTuong_Id ? checkExamChoices(values.DichVuKham) : null);
}

/**
 * The first problem of a visit's registration, patient group and insurance card, or null: what reception's form checks
 * besides the examination services, and what a change of patient group at the cashier checks again.
 */
export function checkVisitGroup(values: Omit<TiepNhanValues, 'DichVuKham'>, group: PatientGroupFacts | null, requirements: { doiTuong: boolean }): FieldProblem | null {
  if (values.NgayDangKy === null) return problem('NgayDangKy', 'validation.required');
  if (!values.DoiTuong_Id) return requirements.doiTuong ? problem('DoiTuong_Id', 'validation.required') : null;
  if (!group) return problem('DoiTuong_Id', 'catalogue.refNotFound');
  if (values.TuyenKCB !== null && !(TUYEN_KCB as readonly string[]).includes(values.TuyenKCB)) return problem('TuyenKCB', 'validation.required');
  if (values.KhuVucSinhSong !== null && !(KHU_VUC_SINH_SONG as readonly string[]).includes(values.KhuVucSinhSong)) return problem('KhuVucSinhSong', 'reception.livingAreaCode');
  const textProblem = findProblem(values.DiaChiBHYT, [maxLength(300)]) ?? null;
  if (textProblem) return { field: 'DiaChiBHYT', ...textProblem };
  const reasonProblem = findProblem(values.LyDoKham, [maxLength(500)]);
  if (reasonProblem) return { field: 'LyDoKham', ...reasonProblem };
  if (values.MienCungChiTra && values.NgayMienCungChiTra === null) return problem('NgayMienCungChiTra', 'validation.required');
  if (group.baoHiemYTe) {
    const cardProblem = checkInsuranceCard(values, values.NgayDangKy);
    if (cardProblem) return cardProblem;
  }
  return null;
}

/** At least one examination service, each with its room, none twice. */
export function checkExamChoices(choices: readonly ExamChoice[]): FieldProblem | null {
  if (choices.length === 0) return problem('DichVuKham', 'reception.examServiceRequired');
  if (choices.length > MAX_EXAM_SERVICES) return problem('DichVuKham', 'reception.tooManyExamServices', { max: MAX_EXAM_SERVICES });
  const seen = new Set<string>();
  for (const choice of choices) {
    if (!choice.DichVu_Id) return problem('DichVuKham', 'validation.required');
    if (!choice.PhongBan_Id) return problem('PhongBan_Id', 'reception.examRoomRequired');
    const key = `${choice.DichVu_Id}:${choice.PhongBan_Id}`;
    if (seen.has(key)) return problem('DichVuKham', 'reception.examServiceTwice');
    seen.add(key);
  }
  return null;
}
