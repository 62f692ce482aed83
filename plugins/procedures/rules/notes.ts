// The rules of a procedure note (spec §5 Service performance, §4 Procedure notes): start and end required and the end
// not before the start; to finish, the result code, its name, the treatment group and the death option (a choice that
// must be made, and that agrees with the result code); a locked note takes no change to the parts its lock type covers
// until it is reopened; the surgery team names each member once, with one main operator; verified supplies take no
// change until the verification is cancelled; a note's images, and the note itself, change only while it is open.
import type { Timestamp } from '@his/sdk';
import { isReturned } from './states';

/**
 * Treatment result codes, as the insurance claim files carry them (KET_QUA_DTRI of the XML tables of
 * QĐ 130/QĐ-BYT): 1 cured, 2 improved, 3 unchanged, 4 worse, 5 died, 6 grave and taken home, 7 undetermined.
 */
export const RESULT_CODES = ['1', '2', '3', '4', '5', '6', '7'] as const;
export type ResultCode = (typeof RESULT_CODES)[number];
/** The result code of a death: the death option must say so, and only then. */
export const DEATH_CODE: ResultCode = '5';

/**
 * Treatment groups: the classes of surgery (P) and procedures (T) of Thông tư 50/2014/TT-BYT, special (DB) and
 * types 1 to 3, which also set the team's allowances.
 */
export const TREATMENT_GROUPS = ['PDB', 'P1', 'P2', 'P3', 'TDB', 'T1', 'T2', 'T3'] as const;
export type TreatmentGroup = (typeof TREATMENT_GROUPS)[number];

/** What a lock covers: the note's writing (TuongTrinh), its supply lines (VatTu), or both (TatCa). */
export const LOCK_TYPES = ['TuongTrinh', 'VatTu', 'TatCa'] as const;
export type LockType = (typeof LOCK_TYPES)[number];

/** The roles of a surgery team: main operator, assistant, anaesthetist, anaesthesia assistant, nurse. */
export const TEAM_ROLES = ['ChinhPTTT', 'PhuPTTT', 'GayMe', 'PhuGayMe', 'DieuDuong'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

const oneOf = <T extends string>(values: readonly T[]) => (value: unknown): value is T => typeof value === 'string' && (values as readonly string[]).includes(value);
export const isResultCode = oneOf(RESULT_CODES);
export const isTreatmentGroup = oneOf(TREATMENT_GROUPS);
export const isLockType = oneOf(LOCK_TYPES);
export const isTeamRole = oneOf(TEAM_ROLES);

/** A refusal: a message key, the field it concerns and the values of its message. */
export interface Problem {
  key: string;
  field: string;
  params?: Record<string, string | number>;
}

export interface NoteTimes {
  BatDau: Timestamp | null;
  KetThuc: Timestamp | null;
}

/** Both times given, the end not before the start (a procedure may take no measurable time). */
export function timesProblem({ BatDau, KetThuc }: NoteTimes): Problem | null {
  if (BatDau === null) return { key: 'validation.required', field: 'BatDau' };
  if (KetThuc === null) return { key: 'validation.required', field: 'KetThuc' };
  if (KetThuc < BatDau) return { key: 'procedures.endBeforeStart', field: 'KetThuc' };
  return null;
}

/** Whether the death option agrees with the result code, once both are given. */
export function deathProblem(MaKetQua: string | null, TuVong: boolean | null): Problem | null {
  if (MaKetQua === null || TuVong === null) return null;
  if (TuVong && MaKetQua !== DEATH_CODE) return { key: 'procedures.deathWithoutCode', field: 'TuVong' };
  if (!TuVong && MaKetQua === DEATH_CODE) return { key: 'procedures.deathNotChosen', field: 'TuVong' };
  return null;
}

export interface NoteResult extends NoteTimes {
  MaKetQua: string | null;
  TenKetQua: string | null;
  NhomDieuTri: string | null;
  TuVong: boolean | null;
}

/** What a note still lacks to finish the order, the first field in the form's order; null when complete. */
export function finishProblem(note: NoteResult): Problem | null {
  const times = timesProblem(note);
  if (times) return times;
  for (const field of ['MaKetQua', 'TenKetQua', 'NhomDieuTri'] as const) {
    if (note[field] === null || note[field].trim() === '') return { key: 'validation.required', field };
  }
  if (note.TuVong === null) return { key: 'procedures.deathRequired', field: 'TuVong' };
  return deathProblem(note.MaKetQua, note.TuVong);
}

export interface LockState {
  DaKhoa: boolean;
  LoaiKhoa: string | null;
}

/** The parts of a note a lock covers. */
export function lockedParts(lock: LockState): { note: boolean; supplies: boolean } {
  if (!lock.DaKhoa) return { note: false, supplies: false };
  return { note: lock.LoaiKhoa !== 'VatTu', supplies: lock.LoaiKhoa !== 'TuongTrinh' };
}

/** A change to a locked part, refused on the first field changed (the supply lines as `VatTus`). */
export function lockProblem(lock: LockState, changed: { fields: readonly string[]; supplies: boolean }): Problem | null {
  const parts = lockedParts(lock);
  if (parts.note && changed.fields.length > 0) return { key: 'procedures.locked', field: changed.fields[0]! };
  if (parts.supplies && changed.supplies) return { key: 'procedures.locked', field: 'VatTus' };
  return null;
}

export interface TeamMember {
  NhanVien_Id: string;
  VaiTro: string;
}

/** A known role for each member, each member once, and at most one main operator; refused by position. */
export function teamProblem(team: readonly TeamMember[]): Problem | null {
  for (const [index, member] of team.entries()) {
    if (!isTeamRole(member.VaiTro)) return { key: 'procedures.roleUnknown', field: `EKip.${index}.VaiTro` };
    if (team.findIndex((other) => other.NhanVien_Id === member.NhanVien_Id) !== index) return { key: 'procedures.teamMemberTwice', field: `EKip.${index}.NhanVien_Id` };
    if (member.VaiTro === 'ChinhPTTT' && team.findIndex((other) => other.VaiTro === 'ChinhPTTT') !== index) return { key: 'procedures.mainOperatorTwice', field: `EKip.${index}.VaiTro` };
  }
  return null;
}

/** The images a note holds at most (as a paraclinical report). */
export const MAX_IMAGES = 50;

export interface SuppliesState extends LockState {
  /** The supply lines were verified (spec §4: verify supplies). */
  DaXacNhanVatTu: boolean;
}

/** A change to verified supply lines, refused on `VatTus` until the verification is cancelled. */
export function verifiedProblem(state: Pick<SuppliesState, 'DaXacNhanVatTu'>, suppliesChanged: boolean): Problem | null {
  return state.DaXacNhanVatTu && suppliesChanged ? { key: 'procedures.suppliesVerified', field: 'VatTus' } : null;
}

/**
 * Whether supplies may be verified (`verify`) or their verification cancelled: verifying needs lines and a note not
 * verified yet; cancelling a verified note whose supplies are not locked.
 */
export function verifyProblem(note: SuppliesState & { VatTus: readonly unknown[] }, verify: boolean): Problem | null {
  if (verify) {
    if (note.DaXacNhanVatTu) return { key: 'procedures.suppliesAlreadyVerified', field: 'id' };
    if (note.VatTus.length === 0) return { key: 'procedures.noSupplies', field: 'id' };
    return null;
  }
  if (!note.DaXacNhanVatTu) return { key: 'procedures.suppliesNotVerified', field: 'id' };
  if (lockedParts(note).supplies) return { key: 'procedures.locked', field: 'VatTus' };
  return null;
}

/** Why a note may not be removed: locked, its order's result returned, or its supplies verified; null when it may. */
export function removeProblem(note: SuppliesState & { TrangThai: string }): Problem | null {
  if (note.DaKhoa) return { key: 'procedures.noteLocked', field: 'id' };
  if (isReturned(note.TrangThai)) return { key: 'procedures.returned', field: 'id' };
  if (note.DaXacNhanVatTu) return { key: 'procedures.suppliesVerified', field: 'id' };
  return null;
}

/** Why a note's images may not change now: its order's result returned, or its writing locked. */
export function imagesProblem(note: LockState & { TrangThai: string }): Problem | null {
  if (isReturned(note.TrangThai)) return { key: 'procedures.returned', field: 'id' };
  if (lockedParts(note).note) return { key: 'procedures.locked', field: 'id' };
  return null;
}

/** How many more images a note with `attached` takes, and the refusal of `adding` beyond that. */
export function imageCountProblem(attached: number, adding: number): Problem | null {
  const left = Math.max(0, MAX_IMAGES - attached);
  return adding > left ? { key: 'procedures.images.tooMany', field: 'fileIds', params: { max: MAX_IMAGES, left } } : null;
}
