// The note form's values: read from an order and its note, sent back as the save's input, checked before saving with
// the server's own rules, and the server's refusals laid out on the field (and the tab) they name. Pure, so the rules
// read as a table in the test beside it.
import type { Timestamp } from '@his/sdk';
export { dateTimeText, parseDateTimeText } from '@his/sdk/format';
import { finishProblem, timesProblem, TEAM_ROLES, type Problem, type TeamRole } from '../../rules/notes';

/** What the form needs of a note (the generated fragment satisfies it). */
export interface FormNote {
  BatDau: number;
  KetThuc: number;
  PhuongPhapPhauThuat_Id?: string | null;
  PhuongPhapVoCam_Id?: string | null;
  ChanDoanTruoc_Id?: string | null;
  ChanDoanSau_Id?: string | null;
  MaKetQua?: string | null;
  TenKetQua?: string | null;
  NhomDieuTri?: string | null;
  TuVong?: boolean | null;
  QuyTrinh?: string | null;
  DienBien?: string | null;
  KetLuan?: string | null;
  EKip: readonly { NhanVien_Id: string; VaiTro: string }[];
  VatTus: readonly { Duoc_Id: string; SoLuong: number; GhiChu?: string | null }[];
  KhoDuoc_Id?: string | null;
}

/** A supply line as typed: the drug may not be chosen yet, the quantity not typed (NaN while not a number). */
export interface SupplyLine {
  key: string;
  Duoc_Id: string | null;
  SoLuong: number | null;
  GhiChu: string;
}

export interface NoteValues {
  BatDau: Timestamp | null;
  KetThuc: Timestamp | null;
  PhuongPhapPhauThuat_Id: string | null;
  PhuongPhapVoCam_Id: string | null;
  ChanDoanTruoc_Id: string | null;
  ChanDoanSau_Id: string | null;
  MaKetQua: string | null;
  TenKetQua: string;
  NhomDieuTri: string | null;
  TuVong: boolean | null;
  QuyTrinh: string;
  DienBien: string;
  KetLuan: string;
  /** The team by role: one for the main operator, the anaesthetist and their assistant, any number for the others. */
  team: Record<TeamRole, string[]>;
  supplies: SupplyLine[];
  /** The store the supplies are taken from; null: the one kept, else the room's first (the server's choice). */
  KhoDuoc_Id: string | null;
}

export const SINGLE_ROLES: readonly TeamRole[] = ['ChinhPTTT', 'GayMe', 'PhuGayMe'];

let lineCount = 0;
/** A key for a new supply line, stable while it is on screen. */
export const newLineKey = () => `line-${++lineCount}`;

/** The form of an order: its note, or for an order without one, the time it was taken as the start. */
export function valuesOf(order: { NgayThucHien?: number | null }, note: FormNote | null | undefined): NoteValues {
  const team = Object.fromEntries(TEAM_ROLES.map((role) => [role, (note?.EKip ?? []).filter((member) => member.VaiTro === role).map((member) => member.NhanVien_Id)])) as Record<TeamRole, string[]>;
  return {
    BatDau: note?.BatDau ?? order.NgayThucHien ?? null,
    KetThuc: note?.KetThuc ?? null,
    PhuongPhapPhauThuat_Id: note?.PhuongPhapPhauThuat_Id ?? null,
    PhuongPhapVoCam_Id: note?.PhuongPhapVoCam_Id ?? null,
    ChanDoanTruoc_Id: note?.ChanDoanTruoc_Id ?? null,
    ChanDoanSau_Id: note?.ChanDoanSau_Id ?? null,
    MaKetQua: note?.MaKetQua ?? null,
    TenKetQua: note?.TenKetQua ?? '',
    NhomDieuTri: note?.NhomDieuTri ?? null,
    TuVong: note?.TuVong ?? null,
    QuyTrinh: note?.QuyTrinh ?? '',
    DienBien: note?.DienBien ?? '',
    KetLuan: note?.KetLuan ?? '',
    team,
    supplies: (note?.VatTus ?? []).map((line) => ({ key: newLineKey(), Duoc_Id: line.Duoc_Id, SoLuong: line.SoLuong, GhiChu: line.GhiChu ?? '' })),
    KhoDuoc_Id: note?.KhoDuoc_Id ?? null,
  };
}

const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim());
const isBlankLine = (line: SupplyLine) => line.Duoc_Id === null && line.SoLuong === null && line.GhiChu.trim() === '';

/** The lines sent: blank ones (added and left) are not. */
export const sentLines = (values: NoteValues) => values.supplies.filter((line) => !isBlankLine(line));

/** The team as the API takes it, in the order of the roles, so `EKip.<i>` of a refusal is found again. */
export function teamOf(values: NoteValues): { NhanVien_Id: string; VaiTro: TeamRole }[] {
  return TEAM_ROLES.flatMap((role) => values.team[role].map((NhanVien_Id) => ({ NhanVien_Id, VaiTro: role })));
}

/** The save's input: every field, so that what is on screen is what is kept. */
export function inputOf(values: NoteValues, { surgery }: { surgery: boolean }) {
  return {
    BatDau: values.BatDau,
    KetThuc: values.KetThuc,
    ...(surgery ? {
      PhuongPhapPhauThuat_Id: values.PhuongPhapPhauThuat_Id,
      PhuongPhapVoCam_Id: values.PhuongPhapVoCam_Id,
      ChanDoanTruoc_Id: values.ChanDoanTruoc_Id,
      ChanDoanSau_Id: values.ChanDoanSau_Id,
      EKip: teamOf(values),
    } : {}),
    MaKetQua: values.MaKetQua,
    TenKetQua: textOrNull(values.TenKetQua),
    NhomDieuTri: values.NhomDieuTri,
    TuVong: values.TuVong,
    QuyTrinh: textOrNull(values.QuyTrinh),
    DienBien: textOrNull(values.DienBien),
    KetLuan: textOrNull(values.KetLuan),
    VatTus: sentLines(values).map((line) => ({ Duoc_Id: line.Duoc_Id ?? '', SoLuong: line.SoLuong ?? 0, GhiChu: textOrNull(line.GhiChu) })),
    KhoDuoc_Id: values.KhoDuoc_Id,
  };
}

export type Problems = Readonly<Record<string, { key: string; params: Readonly<Record<string, string | number>> } | undefined>>;

const placed = (problem: Problem): Problems => ({ [problem.field]: { key: problem.key, params: problem.params ?? {} } });

/** What the form can tell before sending: the times always; to finish, the result too; a supply line half typed. */
export function problemsBeforeSave(values: NoteValues, finishing: boolean): Problems {
  const problem = finishing ? finishProblem({ ...values, TenKetQua: textOrNull(values.TenKetQua) }) : timesProblem(values);
  if (problem) return placed(problem);
  const lines = sentLines(values);
  for (const [index, line] of lines.entries()) {
    if (line.Duoc_Id === null) return placed({ key: 'validation.required', field: `VatTus.${index}.Duoc_Id` });
    if (line.SoLuong === null || Number.isNaN(line.SoLuong)) return placed({ key: 'validation.required', field: `VatTus.${index}.SoLuong` });
  }
  return {};
}

/** The form field a refusal's field names: a team member under their role's picker, a supply line's field as sent. */
export function formFieldOf(field: string, values: NoteValues): string {
  const bare = field.startsWith('input.') ? field.slice('input.'.length) : field;
  const member = /^EKip\.(\d+)/.exec(bare);
  if (member) {
    const role = teamOf(values)[Number(member[1])]?.VaiTro;
    return role ? `team.${role}` : 'EKip';
  }
  if (bare === 'EKip') return 'team.ChinhPTTT';
  return bare;
}

/** Which tab of the panel shows a form field. */
export function tabOfField(field: string): 'process' | 'supplies' | 'surgery' {
  if (field.startsWith('VatTus') || field === 'KhoDuoc_Id') return 'supplies';
  if (field.startsWith('team.') || ['PhuongPhapPhauThuat_Id', 'PhuongPhapVoCam_Id', 'ChanDoanTruoc_Id', 'ChanDoanSau_Id'].includes(field)) return 'surgery';
  return 'process';
}

/** Every field a refusal of a save may name that the form shows, for `placeRefusal`. */
export function refusableFields(values: NoteValues): Set<string> {
  const fields = ['BatDau', 'KetThuc', 'PhuongPhapPhauThuat_Id', 'PhuongPhapVoCam_Id', 'ChanDoanTruoc_Id', 'ChanDoanSau_Id', 'MaKetQua', 'TenKetQua', 'NhomDieuTri', 'TuVong', 'QuyTrinh', 'DienBien', 'KetLuan', 'EKip', 'VatTus', 'KhoDuoc_Id'];
  teamOf(values).forEach((_member, index) => fields.push(`EKip.${index}.NhanVien_Id`, `EKip.${index}.VaiTro`));
  sentLines(values).forEach((_line, index) => fields.push(`VatTus.${index}.Duoc_Id`, `VatTus.${index}.SoLuong`, `VatTus.${index}.GhiChu`));
  return new Set([...fields, ...fields.map((field) => `input.${field}`)]);
}

