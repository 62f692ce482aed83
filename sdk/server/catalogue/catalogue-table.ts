// How a descriptor maps onto its table: column types, the select list, derived search columns, write parameters.
import { sql, type SQL } from 'drizzle-orm';
import { toKhongDau } from '../../shared/text';
import type { AnyCatalogue, CatalogueField } from '../../shared/catalogue';
import { quoted } from './sql-names';

/** The SQL type and constraints of a field's column. */
export function columnDefinition(spec: CatalogueField): string {
  switch (spec.kind) {
    case 'text':
    case 'enum':
    case 'ref':
      return 'text';
    case 'integer':
      return 'integer';
    case 'number':
      return 'double precision';
    // Integer đồng and epoch milliseconds both outgrow 32 bits.
    case 'money':
    case 'date':
      return 'bigint';
    case 'boolean':
      return `boolean NOT NULL DEFAULT ${spec.default ? 'true' : 'false'}`;
    case 'refs':
      return `text[] NOT NULL DEFAULT '{}'`;
    case 'json':
      return 'jsonb';
  }
}

/** Text fields searched besides the code and the name; their unaccented text is kept in TuKhoaKhongDau. */
export function extraSearchFields(descriptor: AnyCatalogue): string[] {
  return descriptor.search.filter((name) => name !== descriptor.codeField && name !== descriptor.nameField);
}

/**
 * The words a row is found by, as a text-search document: its unaccented name and extra search fields. 'simple'
 * keeps every syllable as it is, so 'sieu:* & am:*' finds 'Siêu âm' by the starts of its syllables.
 */
export function searchDocument(descriptor: AnyCatalogue): string {
  const words = extraSearchFields(descriptor).length > 0 ? `"TenKhongDau" || ' ' || "TuKhoaKhongDau"` : `"TenKhongDau"`;
  return `to_tsvector('simple'::regconfig, ${words})`;
}

/**
 * Unaccented words only, apart: the text parser would read the '-1' of 'QCVN 01-1:2018/BYT' as a negative number,
 * which no typed '1' finds, so every mark between letters and digits becomes a space, as search splits what is typed.
 */
export function searchWords(text: string): string {
  return toKhongDau(text).split(/[^a-z0-9]+/).filter(Boolean).join(' ');
}

/** The derived columns of a row: written by the server from the row's values, never by a user. */
export function derivedValues(descriptor: AnyCatalogue, values: Readonly<Record<string, unknown>>): Record<string, string> {
  const derived: Record<string, string> = { TenKhongDau: toKhongDau(String(values[descriptor.nameField] ?? '')) };
  const extras = extraSearchFields(descriptor);
  if (extras.length > 0) {
    derived.TuKhoaKhongDau = searchWords(extras.map((name) => values[name]).filter((value) => typeof value === 'string').join(' '));
  }
  return derived;
}

// bigint leaves node-postgres as text, and timestamptz as text on PGlite: both leave as numbers here.
export function selectExpression(name: string, spec: CatalogueField | undefined): string {
  const column = quoted(name);
  if (spec?.kind === 'money' || spec?.kind === 'date') return `${column}::float8 AS ${column}`;
  return column;
}

/** The columns a row is returned with, in the API's shapes. */
export function selectList(descriptor: AnyCatalogue): SQL {
  const columns = [
    '_id',
    ...(descriptor.scope === 'node' ? ['"node_Id"'] : []),
    ...Object.entries(descriptor.fields).map(([name, spec]) => selectExpression(name, spec)),
    '"TenKhongDau"',
    '"TamNgung"',
    '"createdBy"',
    `floor(extract(epoch FROM "createdAt") * 1000)::float8 AS "createdAt"`,
    '"updatedBy"',
    `floor(extract(epoch FROM "updatedAt") * 1000)::float8 AS "updatedAt"`,
  ];
  return sql.raw(columns.join(', '));
}

export function tableOf(descriptor: AnyCatalogue): SQL {
  return sql.raw(quoted(descriptor.name));
}

export function columnOf(name: string): SQL {
  return sql.raw(quoted(name));
}

/** A value as a query parameter of its column's type. */
export function valueParameter(spec: CatalogueField | undefined, value: unknown): SQL {
  if (value === null || value === undefined) return sql`NULL`;
  if (spec?.kind === 'refs') return sql`${sql.param(value)}::text[]`;
  // As text, then cast: node-postgres would send a JSON array as a PostgreSQL array literal.
  if (spec?.kind === 'json') return sql`${JSON.stringify(value)}::text::jsonb`;
  return sql`${value}`;
}

/** The field values of a stored row, as the checks and the audit entry see them. */
export function fieldValuesOf(descriptor: AnyCatalogue, row: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.keys(descriptor.fields).map((name) => [name, row[name] ?? null]));
}

/** Rows of the catalogue the viewer may see: its node's for a per-node catalogue, all for a global one. */
export function scopeCondition(descriptor: AnyCatalogue, nodeId: string): SQL | undefined {
  return descriptor.scope === 'node' ? sql`"node_Id" = ${nodeId}` : undefined;
}

export function whereAll(conditions: readonly (SQL | undefined)[]): SQL {
  const present = conditions.filter((condition): condition is SQL => condition !== undefined);
  return present.length === 0 ? sql`TRUE` : sql.join(present, sql` AND `);
}
