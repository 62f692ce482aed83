// What the consultation operations accept of their arguments: ids, texts, times, states and the minutes' input, each
// wrong one refused, naming its field, before anything is read or written. The rules (rules/minutes.ts) then judge
// the values as a whole.
import type { Timestamp } from '@his/sdk';
import { badInput } from '@his/sdk/server';
import { BIEN_BAN_REF_FIELDS, BIEN_BAN_TEXT_LIMITS, BIEN_BAN_TIME_FIELDS, type BienBanHoiChanValues, type BienBanTextField } from '../rules/minutes';
import { MAX_CHUC_DANH_LENGTH, MAX_PARTICIPANTS, type ThanhPhanValues } from '../rules/participants';
import { isTrangThai } from '../rules/states';

const MAX_ID_LENGTH = 64;
/** The longest code a select sends (a form, a kind, a position). */
const MAX_CODE_LENGTH = 30;

/** An id as sent: a string of at most 64 characters. */
export function idOf(value: unknown, field: string): string {
  if (typeof value !== 'string' || value === '' || value.length > MAX_ID_LENGTH) throw badInput('consultation.idInvalid', field);
  return value;
}

/** An id, or null when left out or empty. */
export function optionalIdOf(value: unknown, field: string): string | null {
  return value === null || value === undefined || value === '' ? null : idOf(value, field);
}

/** A text as typed, composed and trimmed; null when blank. Twice the rule's limit here: the rule names the field with its own. */
export function textOf(value: unknown, field: string, max: number): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') throw badInput('validation.text', field);
  if (value.length > 2 * max) throw badInput('validation.maxLength', field, { max });
  const text = value.normalize('NFC').trim();
  return text === '' ? null : text;
}

/** A code of a fixed list as sent (the rule says whether it is one of the list); null when blank. */
function codeOf(value: unknown, field: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value !== 'string' || value.length > MAX_CODE_LENGTH) throw badInput('consultation.codeInvalid', field);
  return value;
}

/** A moment (epoch ms); the rule judges its range. */
export function timeOf(value: unknown, field: string): Timestamp | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw badInput('consultation.timeInvalid', field);
  return Math.floor(value);
}

export function stateOf(value: unknown, field: string): 'Nhap' | 'DaKy' {
  if (!isTrangThai(value)) throw badInput('consultation.stateUnknown', field);
  return value;
}

function participantsOf(value: unknown): ThanhPhanValues[] {
  if (value === null || value === undefined) return [];
  // Twice the rule's count: the rule names the list with its own limit.
  if (!Array.isArray(value) || value.length > 2 * MAX_PARTICIPANTS) throw badInput('consultation.tooManyParticipants', 'ThanhPhans', { max: MAX_PARTICIPANTS });
  return value.map((row: unknown, index) => {
    if (!row || typeof row !== 'object') throw badInput('validation.required', `ThanhPhans.${index}.NhanVien_Id`);
    const fields = row as Record<string, unknown>;
    return {
      NhanVien_Id: optionalIdOf(fields.NhanVien_Id, `ThanhPhans.${index}.NhanVien_Id`),
      ViTri: codeOf(fields.ViTri, `ThanhPhans.${index}.ViTri`),
      ChucDanh: textOf(fields.ChucDanh, `ThanhPhans.${index}.ChucDanh`, MAX_CHUC_DANH_LENGTH),
    };
  });
}

export type BienBanHoiChanInput = Partial<Record<keyof BienBanHoiChanValues | 'TiepNhan_Id' | 'KhamBenh_Id', unknown>>;

const TEXT_FIELDS = Object.keys(BIEN_BAN_TEXT_LIMITS) as BienBanTextField[];

/**
 * The values minutes will have: those stored, with the fields the input names (null clears one; ThanhPhans, when
 * given, is the whole new list). Types and lengths are checked here, the rules later.
 */
export function mergeInput(stored: BienBanHoiChanValues, input: BienBanHoiChanInput | null | undefined): BienBanHoiChanValues {
  const values: BienBanHoiChanValues = { ...stored, ThanhPhans: stored.ThanhPhans.map((row) => ({ ...row })) };
  if (!input) return values;
  for (const field of TEXT_FIELDS) if (field in input) values[field] = textOf(input[field], field, BIEN_BAN_TEXT_LIMITS[field]);
  for (const field of BIEN_BAN_REF_FIELDS) if (field in input) values[field] = optionalIdOf(input[field], field);
  for (const field of BIEN_BAN_TIME_FIELDS) if (field in input) values[field] = timeOf(input[field], field);
  if ('HinhThuc' in input) values.HinhThuc = codeOf(input.HinhThuc, 'HinhThuc');
  if ('LoaiHoiChan' in input) values.LoaiHoiChan = codeOf(input.LoaiHoiChan, 'LoaiHoiChan');
  if ('ThanhPhans' in input) values.ThanhPhans = participantsOf(input.ThanhPhans);
  return values;
}
