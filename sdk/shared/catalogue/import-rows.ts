// Checks rows read from an import file against a catalogue, with the spec's 'Hàng {n} trong file: …' errors.
import { formatMessage, type MessageCatalog } from '../messages';
import type { RuleParams } from '../validation';
import { readSheetNumber } from '../format/sheet-number';
import type { AnyCatalogue } from './descriptor';
import type { CatalogueField } from './fields';
import { checkFieldValue, normalizeFieldValue, normalizeText } from './field-values';

/** One problem of one row of the file. */
export interface ImportRowError {
  /** The row as the spreadsheet numbers it: the row's index among the data rows plus 2 (row 1 is the header). */
  row: number;
  field?: string;
  key: string;
  params: RuleParams;
}

/** A row of a catalogue that a ref column's code points to. */
export interface ReferencedRow {
  _id: string;
  TamNgung: boolean;
}

/** What the database already holds, for the codes and values the file mentions. */
export interface ImportLookups {
  /** Values already stored in unique fields (the code, and text fields marked unique), by field. */
  stored?: ReadonlyMap<string, ReadonlySet<string>>;
  /** Rows of the referenced catalogues by their code, by ref field. */
  refs?: ReadonlyMap<string, ReadonlyMap<string, ReferencedRow>>;
}

export interface ImportCheck {
  /** The rows as create inputs, refs turned into ids; to be saved only when `errors` is empty. */
  values: Record<string, unknown>[];
  /** Every problem of every row, in file order. */
  errors: ImportRowError[];
}

/** The spec's import wording where it differs from the form's ('Email không hợp lệ' against 'Vui lòng nhập chính xác email'). */
const IMPORT_MESSAGE_KEYS: Readonly<Record<string, string>> = { 'validation.email': 'import.email' };

/** Spreadsheet row number of the data row at `index`. */
export function importRowNumber(index: number): number {
  return index + 2;
}

/**
 * The fields an import file fills: the descriptor's importColumns, or every field but json ones. Ref columns
 * hold the target's code, so they are left out of the default set when `resolvesCodes` cannot look the
 * target's codes up (a catalogue of another plugin).
 */
export function importColumnsOf(descriptor: AnyCatalogue, resolvesCodes: (target: string) => boolean = () => true): string[] {
  if (descriptor.importColumns) return [...descriptor.importColumns];
  return Object.entries(descriptor.fields)
    .filter(([, spec]) => spec.kind !== 'json' && ((spec.kind !== 'ref' && spec.kind !== 'refs') || resolvesCodes(spec.target)))
    .map(([name]) => name);
}

/** Fields whose values must not repeat: the code and text fields marked unique. */
export function uniqueFieldsOf(descriptor: AnyCatalogue): string[] {
  return Object.entries(descriptor.fields)
    .filter(([name, spec]) => name === descriptor.codeField || (spec.kind === 'text' && spec.unique))
    .map(([name]) => name);
}

/** The values to look up before checking: unique values by field and referenced codes by ref field. */
export function importLookupKeys(descriptor: AnyCatalogue, rows: readonly unknown[], columns: readonly string[]) {
  const unique = new Map<string, Set<string>>();
  const refs = new Map<string, Set<string>>();
  const uniqueFields = uniqueFieldsOf(descriptor).filter((name) => columns.includes(name));
  for (const row of rows) {
    if (!isRecord(row)) continue;
    for (const name of uniqueFields) {
      const text = textOf(row[name]);
      if (text) getOrAdd(unique, name).add(text);
    }
    for (const name of columns) {
      const spec = descriptor.fields[name];
      if (spec?.kind === 'ref' || spec?.kind === 'refs') for (const code of codesOf(row[name])) getOrAdd(refs, name).add(code);
    }
  }
  return { unique, refs };
}

/** Checks every row; a row may have several errors, one per field at most. */
export function checkImportRows(descriptor: AnyCatalogue, rows: readonly unknown[], columns: readonly string[], lookups: ImportLookups = {}): ImportCheck {
  const values: Record<string, unknown>[] = [];
  const errors: ImportRowError[] = [];
  const uniqueFields = uniqueFieldsOf(descriptor);
  const firstRowOf = new Map<string, Map<string, number>>(uniqueFields.map((name) => [name, new Map()]));

  rows.forEach((raw, index) => {
    const row = importRowNumber(index);
    if (!isRecord(raw)) {
      errors.push({ row, key: 'import.rowNotObject', params: {} });
      return;
    }
    const input: Record<string, unknown> = {};
    for (const [name, spec] of Object.entries(descriptor.fields)) {
      const cell = columns.includes(name) ? raw[name] : undefined;
      const coerced = coerceCell(spec, cell, lookups.refs?.get(name));
      if ('key' in coerced) {
        errors.push({ row, field: name, key: coerced.key, params: coerced.params ?? {} });
        continue;
      }
      const value = normalizeFieldValue(spec, coerced.value);
      input[name] = value;
      const problem = checkFieldValue(name, spec, value);
      if (problem) {
        errors.push({ row, field: name, key: IMPORT_MESSAGE_KEYS[problem.key] ?? problem.key, params: problem.params });
        continue;
      }
      const seen = firstRowOf.get(name);
      if (!seen || typeof value !== 'string') continue;
      const earlier = seen.get(value);
      if (earlier !== undefined) {
        errors.push({ row, field: name, key: 'import.duplicateInFile', params: { value, row: earlier } });
      } else {
        seen.set(value, row);
        if (lookups.stored?.get(name)?.has(value)) {
          errors.push(name === descriptor.codeField
            ? { row, field: name, key: 'validation.duplicateCode', params: { code: value } }
            : { row, field: name, key: 'catalogue.duplicateValue', params: { value } });
        }
      }
    }
    values.push(input);
  });
  return { values, errors };
}

/** 'Hàng 5 trong file: Mã dịch vụ: Không được để trống!' in the catalog's language. */
export function formatImportError(error: ImportRowError, catalog: MessageCatalog, fieldLabel?: string): string {
  let message = formatMessage(catalog, error.key, error.params) ?? formatMessage(catalog, 'error.generic') ?? error.key;
  if (error.field) message = `${fieldLabel ?? formatMessage(catalog, `field.${error.field}`) ?? error.field}: ${message}`;
  return formatMessage(catalog, 'import.row', { n: error.row, message }) ?? message;
}

type Coerced = { value: unknown } | { key: string; params?: RuleParams };

// Spreadsheets hand over numbers as text, with thousands commas ('1,250,000'), and booleans as x, có or 1.
function coerceCell(spec: CatalogueField, cell: unknown, referenced: ReadonlyMap<string, ReferencedRow> | undefined): Coerced {
  if (cell === undefined || cell === null || (typeof cell === 'string' && cell.trim() === '')) return { value: null };
  switch (spec.kind) {
    case 'text':
      return typeof cell === 'string' || typeof cell === 'number' ? { value: String(cell) } : { key: 'validation.text' };
    case 'integer':
    case 'money':
    case 'number': {
      const value = readSheetNumber(cell, { whole: spec.kind !== 'number' });
      return value === null ? { value: null } : Number.isNaN(value) ? { key: spec.kind === 'number' ? 'validation.number' : 'validation.integer' } : { value };
    }
    case 'date': {
      const value = typeof cell === 'number' ? cell : typeof cell === 'string' ? dayFromText(cell) : NaN;
      return Number.isNaN(value) ? { key: 'validation.date' } : { value };
    }
    case 'boolean':
      return booleanFromCell(cell);
    case 'enum':
      return { value: String(cell).trim() };
    case 'ref': {
      const [code] = codesOf(cell);
      return code === undefined ? { value: null } : idOfCode(code, referenced);
    }
    case 'refs': {
      const ids: string[] = [];
      for (const code of codesOf(cell)) {
        const found = idOfCode(code, referenced);
        if ('key' in found) return found;
        ids.push(found.value);
      }
      return { value: ids };
    }
    case 'json':
      return { value: cell };
  }
}

function idOfCode(code: string, referenced: ReadonlyMap<string, ReferencedRow> | undefined): { value: string } | { key: string; params: RuleParams } {
  const target = referenced?.get(code);
  if (!target) return { key: 'catalogue.refCodeNotFound', params: { code } };
  if (target.TamNgung) return { key: 'catalogue.refSuspended', params: { code } };
  return { value: target._id };
}

const HCM_OFFSET_MS = 7 * 3_600_000;

/** dd/mm/yyyy (the spec's display) or yyyy-mm-dd, as midnight in Asia/Ho_Chi_Minh, which keeps UTC+7 all year. */
function dayFromText(text: string): number {
  const trimmed = text.trim();
  const vietnamese = /^([0-9]{1,2})\/([0-9]{1,2})\/([0-9]{4})$/.exec(trimmed);
  const iso = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(trimmed);
  const [year, month, day] = vietnamese ? [vietnamese[3], vietnamese[2], vietnamese[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!year || !month || !day) return NaN;
  const utc = Date.UTC(Number(year), Number(month) - 1, Number(day));
  const check = new Date(utc);
  // Date.UTC rolls 31/02 over into March; such a day does not exist.
  if (check.getUTCDate() !== Number(day) || check.getUTCMonth() !== Number(month) - 1) return NaN;
  return utc - HCM_OFFSET_MS;
}

const TRUE_WORDS = new Set(['true', '1', 'x', 'có', 'co', 'yes']);
const FALSE_WORDS = new Set(['false', '0', 'không', 'khong', 'no']);

function booleanFromCell(cell: unknown): Coerced {
  if (typeof cell === 'boolean') return { value: cell };
  const word = String(cell).trim().toLowerCase().normalize('NFC');
  if (TRUE_WORDS.has(word)) return { value: true };
  if (FALSE_WORDS.has(word)) return { value: false };
  return { key: 'validation.boolean' };
}

function codesOf(cell: unknown): string[] {
  const parts = Array.isArray(cell) ? cell : typeof cell === 'string' || typeof cell === 'number' ? String(cell).split(/[,;]/) : [];
  return parts.map((part) => (typeof part === 'string' || typeof part === 'number' ? normalizeText(String(part).trim()) : null)).filter((code): code is string => code !== null);
}

function textOf(cell: unknown): string | null {
  return typeof cell === 'string' || typeof cell === 'number' ? normalizeText(String(cell)) : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function getOrAdd<K, V>(map: Map<K, Set<V>>, key: K): Set<V> {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  return set;
}
