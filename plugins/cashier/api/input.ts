// Decoding of what the cashier's core operations take (receipts, books, posting, fees of a visit): ids, lists, money,
// texts and times checked where they enter, each refusal naming its field; and the messages a check answers with.
import { coreMessages, formatMessage, type Dong, type Language, type Timestamp } from '@his/sdk';
import { badInput } from '@his/sdk/server';
import vi from '../locales/vi.json' with { type: 'json' };
import en from '../locales/en.json' with { type: 'json' };

const MAX_ID_LENGTH = 64;
/** The most đồng one receipt or one line may hold: a typing slip beyond it, not a hospital bill. */
export const MAX_AMOUNT: Dong = 100_000_000_000;
/** Reasons and notes. */
export const MAX_TEXT = 500;
/** Lines or receipts one call takes. */
export const MAX_LINES = 500;

export function idOf(value: unknown, field: string): string {
  if (typeof value !== 'string' || value === '' || value.length > MAX_ID_LENGTH) throw badInput('cashier.invalidId', field);
  return value;
}

export function optionalIdOf(value: unknown, field: string): string | null {
  return value === null || value === undefined || value === '' ? null : idOf(value, field);
}

/** Distinct ids, 1 to `max` of them (an id given twice counts once). */
export function idsOf(value: unknown, field: string, max = MAX_LINES): string[] {
  if (!Array.isArray(value) || value.length === 0) throw badInput('validation.required', field);
  if (value.length > max) throw badInput('validation.maxItems', field, { max });
  return [...new Set(value.map((item, index) => idOf(item, `${field}.${index}`)))];
}

/** Trimmed text (NFC) of at most `max` characters; null when empty or missing. */
export function optionalTextOf(value: unknown, field: string, max = MAX_TEXT): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') throw badInput('validation.required', field);
  const text = value.normalize('NFC').trim();
  if ([...text].length > max) throw badInput('validation.maxLength', field, { max });
  return text === '' ? null : text;
}

export function requiredTextOf(value: unknown, field: string, max = MAX_TEXT): string {
  const text = optionalTextOf(value, field, max);
  if (text === null) throw badInput('validation.required', field);
  return text;
}

/** A whole, non-negative number of đồng, or null when not given. */
export function optionalAmountOf(value: unknown, field: string): Dong | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) throw badInput('cashier.amountInvalid', field);
  if (value > MAX_AMOUNT) throw badInput('validation.max', field, { max: MAX_AMOUNT });
  return value;
}

/** A time in ms between the years 2000 and 2200, or null when not given: anything else is a unit slip. */
export function optionalTimeOf(value: unknown, field: string): Timestamp | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 946_684_800_000 || value > 7_258_118_400_000) throw badInput('validation.date', field);
  return Math.floor(value);
}

export function optionalIntOf(value: unknown, field: string, min: number, max: number): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'number' || !Number.isInteger(value)) throw badInput('validation.integer', field);
  if (value < min) throw badInput('validation.min', field, { min });
  if (value > max) throw badInput('validation.max', field, { max });
  return value;
}

export function oneOf<T extends string>(value: unknown, allowed: readonly T[], field: string, fallback?: T): T {
  if ((value === null || value === undefined) && fallback !== undefined) return fallback;
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) throw badInput('cashier.valueNotAllowed', field, { values: allowed.join(', ') });
  return value as T;
}

const catalogs: Record<Language, Record<string, string>> = { vi, en };

/** A message of the cashier (or the core) in the caller's language. */
export function messageOf(lang: Language, key: string, params: Record<string, string | number> = {}): string {
  return formatMessage(catalogs[lang], key, params) ?? formatMessage(coreMessages[lang], key, params) ?? key;
}
