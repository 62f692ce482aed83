// Between a stored row and the edit dialog's fields: each kind of field has the value its control works with
// (text for text, a number or null for amounts, ids for refs, JSON as text), and back to a create input.
import type { Problem } from '../../shared/validation';
import { checkFieldValue, normalizeFieldValue, type AnyCatalogue, type CatalogueField } from '../../shared/catalogue';

export type FormValue = string | number | boolean | string[] | null;
export type FormValues = Record<string, FormValue>;

/** What the control of a field holds for a stored value (or for a new row when `value` is undefined). */
export function toFormValue(spec: CatalogueField, value: unknown): FormValue {
  switch (spec.kind) {
    case 'text':
      return typeof value === 'string' ? value : '';
    case 'boolean':
      return typeof value === 'boolean' ? value : spec.default;
    case 'refs':
      return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
    case 'json':
      return value === null || value === undefined ? '' : JSON.stringify(value, null, 2);
    case 'integer':
    case 'number':
    case 'money':
    case 'date':
      return typeof value === 'number' ? value : null;
    case 'enum':
    case 'ref':
      return typeof value === 'string' ? value : null;
  }
}

export function initialFormValues(descriptor: AnyCatalogue, row: Readonly<Record<string, unknown>> | null): FormValues {
  return Object.fromEntries(Object.entries(descriptor.fields).map(([name, spec]) => [name, toFormValue(spec, row?.[name])]));
}

type Parsed = { value: unknown } | { problem: Problem };

function parseJson(text: string): Parsed {
  if (text.trim() === '') return { value: null };
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return { problem: { key: 'ui.catalogue.invalidJson', params: {} } };
  }
}

/** The value to send for a field, or the problem that stops it being sent. */
export function fromFormValue(spec: CatalogueField, value: FormValue): Parsed {
  if (spec.kind === 'json') return parseJson(typeof value === 'string' ? value : '');
  return { value: normalizeFieldValue(spec, value === '' ? null : value) };
}

/** The same check as the server's, on one field: the dialog shows it under the field before anything is sent. */
export function formFieldProblem(name: string, spec: CatalogueField, value: FormValue): Problem | null {
  const parsed = fromFormValue(spec, value);
  if ('problem' in parsed) return parsed.problem;
  const problem = checkFieldValue(name, spec, parsed.value);
  return problem ? { key: problem.key, params: problem.params } : null;
}

/** The create or update input: every field, json parsed, text normalized, TamNgung as chosen. */
export function toCatalogueInput(descriptor: AnyCatalogue, values: FormValues, tamNgung: boolean): Record<string, unknown> {
  const input: Record<string, unknown> = { TamNgung: tamNgung };
  for (const [name, spec] of Object.entries(descriptor.fields)) {
    const parsed = fromFormValue(spec, values[name] ?? null);
    input[name] = 'value' in parsed ? parsed.value : null;
  }
  return input;
}
