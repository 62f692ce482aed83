// Checks of the arguments the plugin's own operations take: each refuses with a message key naming the argument.
import { badInput } from '@his/sdk/server';

/** A required id: a string that is not blank. */
export function requiredId(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw badInput('validation.required', field);
  return value.trim();
}

/** Ids or codes as given, trimmed and composed (NFC: 'GĐ' typed either way), without repeats, in the order given. */
export function distinctList(value: unknown, field: string, options: { max: number; allowEmpty: boolean }): string[] {
  if (!Array.isArray(value)) throw badInput('validation.required', field);
  const items = value.map((item) => (typeof item === 'string' ? item.normalize('NFC').trim() : ''));
  if (items.some((item) => item === '')) throw badInput('validation.required', field);
  const distinct = [...new Set(items)];
  if (distinct.length === 0 && !options.allowEmpty) throw badInput('validation.required', field);
  if (distinct.length > options.max) throw badInput('catalogues.tooManyItems', field, { max: options.max });
  return distinct;
}

/** One of an enum's values. */
export function oneOf<const T extends string>(value: unknown, values: readonly T[], field: string): T {
  if (typeof value !== 'string' || !(values as readonly string[]).includes(value)) throw badInput('validation.oneOf', field, { values: values.join(', ') });
  return value as T;
}

/** Optional text, trimmed and composed; null when absent or blank, so a form may send '' for "any". */
export function optionalText(value: unknown, field: string, maxLength: number): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') throw badInput('validation.text', field);
  const text = value.normalize('NFC').trim();
  if (text.length > maxLength) throw badInput('validation.maxLength', field, { max: maxLength });
  return text === '' ? null : text;
}
