// Checks of catalogue values against their fields, shared by the edit dialog, the server and the import.
import { findProblem, maxLength, required, type RuleParams } from '../validation';
import type { CatalogueField } from './fields';
import type { AnyCatalogue } from './descriptor';

/** A value the engine refuses: the field, the message key and the values for its placeholders. */
export interface FieldProblem {
  field: string;
  key: string;
  params: RuleParams;
}

/**
 * Text as it is stored: composed (an 'ễ' typed as e plus two marks is one character, and equals the composed
 * one in a unique code), without trailing spaces that spreadsheets leave behind; empty means absent.
 */
export function normalizeText(value: string): string | null {
  const text = value.normalize('NFC').trimEnd();
  return text === '' ? null : text;
}

/** A value in the shape it is stored in: text normalized, absent booleans false, absent id lists empty. */
export function normalizeFieldValue(spec: CatalogueField, value: unknown): unknown {
  if (value === undefined) value = null;
  switch (spec.kind) {
    case 'text':
      return typeof value === 'string' ? normalizeText(value) : value;
    case 'enum':
    case 'ref':
      return typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value;
    case 'boolean':
      return value === null ? spec.default : value;
    case 'refs':
      return value === null ? [] : Array.isArray(value) ? [...new Set(value)] : value;
    default:
      return value;
  }
}

// Integer fields are 32-bit in the table and in GraphQL; money and dates are 64-bit and bounded by safe integers.
const INTEGER_MIN = -2_147_483_648;
const INTEGER_MAX = 2_147_483_647;

function isAbsent(spec: CatalogueField, value: unknown): boolean {
  return value === null || value === undefined || (spec.kind === 'refs' && Array.isArray(value) && value.length === 0);
}

/** The first problem with one normalized value, or null. Whether refs exist is the server's to check. */
export function checkFieldValue(name: string, spec: CatalogueField, value: unknown): FieldProblem | null {
  const problem = (key: string, params: RuleParams = {}): FieldProblem => ({ field: name, key, params });
  if (isAbsent(spec, value)) return spec.required ? problem('validation.required') : null;
  switch (spec.kind) {
    case 'text': {
      if (typeof value !== 'string') return problem('validation.text');
      const found = findProblem(value, [...(spec.required ? [required] : []), ...spec.rules, maxLength(spec.maxLength)]);
      return found ? problem(found.key, found.params) : null;
    }
    case 'integer':
      return rangeProblem(value, { min: spec.min ?? INTEGER_MIN, max: spec.max ?? INTEGER_MAX }, true, problem);
    case 'money':
      return rangeProblem(value, spec, true, problem);
    case 'number':
      return rangeProblem(value, spec, false, problem);
    case 'date':
      // Beyond ±8.64e15 ms a JavaScript Date is invalid; a date is also a whole number of milliseconds.
      return typeof value === 'number' && Number.isSafeInteger(value) && Math.abs(value) <= 8.64e15 ? null : problem('validation.date');
    case 'boolean':
      return typeof value === 'boolean' ? null : problem('validation.boolean');
    case 'enum':
      return typeof value === 'string' && spec.values.includes(value) ? null : problem('validation.oneOf', { values: spec.values.join(', ') });
    case 'ref':
      return typeof value === 'string' ? null : problem('catalogue.refNotFound');
    case 'refs':
      return Array.isArray(value) && value.every((id) => typeof id === 'string' && id !== '') ? null : problem('catalogue.refNotFound');
    case 'json':
      return null;
  }
}

function rangeProblem(
  value: unknown,
  spec: { min?: number; max?: number },
  integer: boolean,
  problem: (key: string, params?: RuleParams) => FieldProblem,
): FieldProblem | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || (integer && !Number.isSafeInteger(value))) {
    return problem(integer ? 'validation.integer' : 'validation.number');
  }
  // The spec's import wording for a value below zero; other lower bounds name themselves.
  if (spec.min !== undefined && value < spec.min) return spec.min === 0 ? problem('validation.negativeNumber') : problem('validation.min', { min: spec.min });
  if (spec.max !== undefined && value > spec.max) return problem('validation.max', { max: spec.max });
  return null;
}

/** Every field's first problem, for a complete set of normalized values (a new row, or a stored row with changes). */
export function checkCatalogueValues(descriptor: AnyCatalogue, values: Readonly<Record<string, unknown>>): FieldProblem[] {
  return Object.entries(descriptor.fields).flatMap(([name, spec]) => {
    const found = checkFieldValue(name, spec, values[name]);
    return found ? [found] : [];
  });
}
