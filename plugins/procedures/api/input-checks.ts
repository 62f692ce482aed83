// What the procedure operations accept of their arguments: ids, lists, texts, times, whole numbers and choices, each
// wrong one refused, naming its field, before anything is read or written.
import type { Timestamp } from '@his/sdk';
import { badInput } from '@his/sdk/server';

const MAX_ID_LENGTH = 64;
/** The earliest time a room may record: 1 January 2000. */
const EARLIEST = Date.UTC(2000, 0, 1);
/** A note or an assignment is written at most a day ahead of the server's clock (a shift is planned further). */
const AHEAD_MS = 24 * 60 * 60 * 1000;

const blank = (value: unknown) => value === null || value === undefined;

/** An id as sent: a string of at most 64 characters. */
export function idOf(value: unknown, field: string): string {
  if (typeof value !== 'string' || value === '' || value.length > MAX_ID_LENGTH) throw badInput('procedures.idInvalid', field);
  return value;
}

/** An id or null (cleared); undefined when left out. */
export function optionalIdOf(value: unknown, field: string): string | null | undefined {
  if (value === undefined) return undefined;
  return value === null ? null : idOf(value, field);
}

/** A list of ids, each once, at most `max`; `required` refuses an empty one. */
export function idList(value: unknown, field: string, max: number, required = true): string[] {
  if (!Array.isArray(value) || (required && value.length === 0)) throw badInput('validation.required', field);
  if (value.length > max) throw badInput('procedures.tooMany', field, { max });
  return [...new Set(value.map((id, index) => idOf(id, `${field}.${index}`)))];
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

/** A moment (epoch ms) not before 2000 and at most `aheadMs` past now; undefined when left out. */
export function timeOf(value: unknown, field: string, now: Timestamp, aheadMs = AHEAD_MS): Timestamp | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < EARLIEST) throw badInput('procedures.timeInvalid', field);
  if (value > now + aheadMs) throw badInput('procedures.timeTooLate', field);
  return Math.floor(value);
}

/** A whole number within [min, max]; undefined when left out. */
export function integerOf(value: unknown, field: string, min: number, max: number): number | undefined {
  if (blank(value)) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value)) throw badInput('validation.integer', field);
  if (value < min) throw badInput('validation.min', field, { min });
  if (value > max) throw badInput('validation.max', field, { max });
  return value;
}

/** A quantity: more than nothing, at most three decimals, at most `max`. */
export function quantityOf(value: unknown, field: string, max: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw badInput('validation.number', field);
  if (value <= 0) throw badInput('procedures.quantityPositive', field);
  if (value > max) throw badInput('validation.max', field, { max });
  if (Math.round(value * 1000) !== value * 1000) throw badInput('procedures.quantityDecimals', field);
  return value;
}

/** Yes, no, or null (no choice yet); undefined when left out. */
export function choiceOf(value: unknown, field: string): boolean | null | undefined {
  if (value === undefined || value === null) return value;
  if (typeof value !== 'boolean') throw badInput('validation.boolean', field);
  return value;
}

/** One of `values`, or null; undefined when left out. */
export function oneOf<T extends string>(value: unknown, field: string, values: readonly T[]): T | null | undefined {
  if (value === undefined || value === null) return value;
  if (typeof value !== 'string' || !(values as readonly string[]).includes(value)) throw badInput('validation.oneOf', field, { values: values.join(', ') });
  return value as T;
}
