// What the paraclinical operations accept of their arguments: ids, lists of ids, states, texts and times, each wrong
// one refused, naming its field, before anything is read or written.
import type { Timestamp } from '@his/sdk';
import { badInput } from '@his/sdk/server';
import { isOrderState, type OrderState } from '../rules/states';

const MAX_ID_LENGTH = 64;
/** Orders moved or marked in one call: a room's day at most. */
export const MAX_ORDERS = 200;
/** The earliest and latest time a room may record: 1 January 2000, and an hour ahead of the server's clock. */
const EARLIEST = Date.UTC(2000, 0, 1);
const AHEAD_MS = 60 * 60 * 1000;

const blank = (value: unknown) => value === null || value === undefined;

/** An id as sent: a string of at most 64 characters. */
export function idOf(value: unknown, field: string): string {
  if (typeof value !== 'string' || value === '' || value.length > MAX_ID_LENGTH) throw badInput('paraclinical.idInvalid', field);
  return value;
}

/** A list of ids, at least one and at most `max`, each once. */
export function idList(value: unknown, field: string, max = MAX_ORDERS): string[] {
  if (!Array.isArray(value) || value.length === 0) throw badInput('validation.required', field);
  if (value.length > max) throw badInput('paraclinical.tooMany', field, { max });
  return [...new Set(value.map((id, index) => idOf(id, `${field}.${index}`)))];
}

export function stateOf(value: unknown, field: string): OrderState {
  if (!isOrderState(value)) throw badInput('paraclinical.stateUnknown', field);
  return value;
}

/** A text as typed, trimmed; null when blank; undefined when left out. */
export function textOf(value: unknown, field: string, max: number): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value !== 'string') throw badInput('validation.text', field);
  const text = value.normalize('NFC').trim();
  if (text.length > max) throw badInput('validation.maxLength', field, { max });
  return text === '' ? null : text;
}

/** A moment (epoch ms) a room records: not before 2000 and not ahead of now; undefined when left out. */
export function timeOf(value: unknown, field: string, now: Timestamp): Timestamp | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < EARLIEST) throw badInput('paraclinical.timeInvalid', field);
  if (value > now + AHEAD_MS) throw badInput('paraclinical.timeInFuture', field);
  return Math.floor(value);
}

/** The performers, the one in charge first, each once (spec §5 Subclinical: the executor must be unique). */
export function performersOf(value: unknown, field: string, max = 20): string[] | undefined {
  if (blank(value)) return undefined;
  if (!Array.isArray(value)) throw badInput('paraclinical.idInvalid', field);
  if (value.length > max) throw badInput('paraclinical.tooMany', field, { max });
  const ids = value.map((id, index) => idOf(id, `${field}.${index}`));
  ids.forEach((id, index) => {
    if (ids.indexOf(id) !== index) throw badInput('paraclinical.performerTwice', `${field}.${index}`);
  });
  return ids;
}

const SID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,29}$/;

/** A sample id as a barcode carries it: letters, digits, dots, dashes and underscores, at most 30. */
export function sampleIdOf(value: unknown, field: string): string | null | undefined {
  const text = textOf(value, field, 30);
  if (text && !SID.test(text)) throw badInput('paraclinical.sidInvalid', field);
  return text;
}
