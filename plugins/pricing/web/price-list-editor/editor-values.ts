// A price list as its editor holds it, and back: the values of the form, the input sent to the server, and the
// server's own checks (rules/price-list) run on that input before it is sent, each problem placed where it shows.
import type { Dong, FieldProblem, RuleParams, Timestamp } from '@his/sdk';
import { startOfDay } from '@his/sdk/format';
import { bangGiaChanges, checkBangGiaValues, EMPTY_BANG_GIA } from '../../rules/price-list';
import type { BangGiaFieldsFragment, Dm_BangGiaInput } from '../../generated/graphql';

export type LineKind = 'DichVu' | 'LieuTrinh';

/** One priced service or course; `DonGia` is null until a price is typed. */
export interface PriceLine {
  id: string;
  code: string;
  name: string;
  DonGia: Dong | null;
}

export interface EditorValues {
  LoaiGia_Id: string | null;
  MaBangGia: string;
  TenBangGia: string;
  LoaiBangGia: string;
  NgayPhatHanh: Timestamp | null;
  /** The rooms and departments the list is for, chosen by name; empty for every room. */
  PhongBan_Ids: string[];
  DichVu: PriceLine[];
  LieuTrinh: PriceLine[];
}

/** A new list: issued today, for every room, with no lines yet. */
export function emptyValues(now: Timestamp): EditorValues {
  return { LoaiGia_Id: null, MaBangGia: '', TenBangGia: '', LoaiBangGia: '', NgayPhatHanh: startOfDay(now), PhongBan_Ids: [], DichVu: [], LieuTrinh: [] };
}

export function valuesOf(list: BangGiaFieldsFragment): EditorValues {
  return {
    LoaiGia_Id: list.LoaiGia_Id,
    MaBangGia: list.MaBangGia,
    TenBangGia: list.TenBangGia,
    LoaiBangGia: list.LoaiBangGia ?? '',
    NgayPhatHanh: list.NgayPhatHanh,
    PhongBan_Ids: [...list.PhongBan_Ids],
    DichVu: list.DichVu_DonGia.map((line) => ({ id: line.DichVu_Id, code: line.MaDichVu ?? line.DichVu_Id, name: line.TenDichVu ?? '', DonGia: line.DonGia })),
    LieuTrinh: list.LieuTrinh_DonGia.map((line) => ({ id: line.LieuTrinh_Id, code: line.MaLieuTrinh ?? line.LieuTrinh_Id, name: line.TenLieuTrinh ?? '', DonGia: line.DonGia })),
  };
}

/**
 * A new draft with the lines of `list` (a new year's prices start from last year's): the same type, kind, rooms and
 * prices, issued today; the code is left blank, since it must differ from the original's.
 */
export function copyValues(list: BangGiaFieldsFragment, now: Timestamp): EditorValues {
  return { ...valuesOf(list), MaBangGia: '', NgayPhatHanh: startOfDay(now) };
}

export function inputOf(values: EditorValues): Dm_BangGiaInput {
  return {
    LoaiGia_Id: values.LoaiGia_Id,
    MaBangGia: values.MaBangGia,
    TenBangGia: values.TenBangGia,
    LoaiBangGia: values.LoaiBangGia,
    NgayPhatHanh: values.NgayPhatHanh,
    PhongBan_Ids: [...new Set(values.PhongBan_Ids)],
    DichVu_DonGia: values.DichVu.map((line) => ({ DichVu_Id: line.id, DonGia: line.DonGia })),
    LieuTrinh_DonGia: values.LieuTrinh.map((line) => ({ LieuTrinh_Id: line.id, DonGia: line.DonGia })),
  };
}

/** A message key and its parameters, as the kit's fields and the server's errors carry them. */
export interface Message {
  key: string;
  params: RuleParams;
}

/** The 1-based line a line problem names, when it names one. */
export function rowOf(message: Message): number | null {
  return typeof message.params.row === 'number' ? message.params.row : null;
}

export interface EditorProblems {
  /** Under the field they name (LoaiGia_Id, MaBangGia, …). */
  fields: Partial<Record<string, Message>>;
  /** Above the lines of their kind, one a line at fault. */
  lines: Record<LineKind, Message[]>;
}

export const NO_PROBLEMS: EditorProblems = { fields: {}, lines: { DichVu: [], LieuTrinh: [] } };

export function hasProblems(problems: EditorProblems): boolean {
  return Object.keys(problems.fields).length > 0 || problems.lines.DichVu.length > 0 || problems.lines.LieuTrinh.length > 0;
}

const LINE_FIELDS: Record<string, LineKind> = { DichVu_DonGia: 'DichVu', LieuTrinh_DonGia: 'LieuTrinh' };

/** Puts problems (the client's or the server's) where they show; a line's code replaces its id in the message. */
export function placeProblems(problems: readonly FieldProblem[], values: EditorValues): EditorProblems {
  const placed: EditorProblems = { fields: {}, lines: { DichVu: [], LieuTrinh: [] } };
  for (const problem of problems) {
    const kind = LINE_FIELDS[problem.field];
    if (kind) {
      const line = typeof problem.params.row === 'number' ? values[kind][problem.params.row - 1] : undefined;
      placed.lines[kind].push({ key: problem.key, params: line ? { ...problem.params, code: line.code } : { ...problem.params } });
    } else {
      placed.fields[problem.field] ??= { key: problem.key, params: { ...problem.params } };
    }
  }
  return placed;
}

/** The server's checks of the input, run in the browser: every problem the values show (not which rows exist). */
export function problemsOf(values: EditorValues): EditorProblems {
  const input = inputOf(values) as Record<string, unknown>;
  return placeProblems(checkBangGiaValues({ ...EMPTY_BANG_GIA, ...bangGiaChanges(input) }), values);
}
