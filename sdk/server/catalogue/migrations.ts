// Catalogue tables as migrations: version 1 creates the table, each later version adds the fields marked `since` it.
//
// How a catalogue evolves once it has reached a database:
// - a new field carries `since: N`, N being the catalogue's next version (its highest `since` plus one, 2 for the
//   first addition); migration `<name>.vN` adds its column, its index and its constraint;
// - a new catalogue in the list brings its own `<name>.v1`;
// - migration ids never change, so a field added without `since` would reach no existing database: keep every
//   field of a released version as it was;
// - changing a column's type, renaming, dropping, or making an older field searchable or unique needs data
//   work the engine cannot guess: append a hand-written migration after the generated ones.
// Lengths, rules, labels, enum values and required are not in the table: they may change freely.
import type { Migration } from '../plugin';
import { trigramIndexSql } from '../database';
import type { AnyCatalogue, CatalogueField } from '../../shared/catalogue';
import { columnDefinition, extraSearchFields, searchDocument } from './catalogue-table';
import { objectName, quoted, uniqueConstraintName } from './sql-names';

/** The stable id of a catalogue's migration for one version. */
export function catalogueMigrationId(descriptor: AnyCatalogue, version: number): string {
  return `${descriptor.name}.v${version}`;
}

/** Every migration of the catalogues, one per catalogue and version, then the engine's own indexes, in a fixed order. */
export function catalogueMigrations(descriptors: readonly AnyCatalogue[]): Migration[] {
  return descriptors.flatMap((descriptor) => [
    ...Array.from({ length: descriptor.version }, (_, index) => index + 1)
      .map((version) => ({ id: catalogueMigrationId(descriptor, version), sql: versionSql(descriptor, version) }))
      .filter((migration) => migration.sql !== ''),
    { id: `${descriptor.name}.search-indexes`, sql: searchIndexesSql(descriptor) },
    ...(extraSearchFields(descriptor).length > 0 ? [{ id: `${descriptor.name}.search-words`, sql: searchWordsSql(descriptor) }] : []),
  ]);
}

function wordsIndexSql(descriptor: AnyCatalogue): string {
  return `CREATE INDEX IF NOT EXISTS ${quoted(objectName(descriptor.name, 'words', 'gin'))} ON ${quoted(descriptor.name)} USING gin (${searchDocument(descriptor)});`;
}

// Added after the first catalogues were released, for every catalogue whatever its version: syllable search for
// names (a trigram needs three letters, and Vietnamese syllables are often two: 'âm', 'da'), code prefixes of any
// length, and the list's order.
function searchIndexesSql(descriptor: AnyCatalogue): string {
  const table = quoted(descriptor.name);
  const code = quoted(descriptor.codeField);
  return [
    wordsIndexSql(descriptor),
    `CREATE INDEX IF NOT EXISTS ${quoted(objectName(descriptor.name, descriptor.codeField, 'prefix'))} ON ${table} ((lower(${code}) COLLATE "C"));`,
    `CREATE INDEX IF NOT EXISTS ${quoted(objectName(descriptor.name, descriptor.codeField, 'order'))} ON ${table} (${code} COLLATE "C", _id);`,
  ].join('\n');
}

// Rows saved before TuKhoaKhongDau kept words only (searchWords): the same words, the marks between them spaces.
function searchWordsSql(descriptor: AnyCatalogue): string {
  return `UPDATE ${quoted(descriptor.name)} SET "TuKhoaKhongDau" = btrim(regexp_replace("TuKhoaKhongDau", '[^a-z0-9]+', ' ', 'g')) WHERE "TuKhoaKhongDau" ~ '[^a-z0-9 ]';`;
}

function fieldsOfVersion(descriptor: AnyCatalogue, version: number): [string, CatalogueField][] {
  return Object.entries(descriptor.fields).filter(([, spec]) => (spec.since ?? 1) === version);
}

function versionSql(descriptor: AnyCatalogue, version: number): string {
  if (version === 1) return descriptor.coreTable ? '' : createTableSql(descriptor);
  return addFieldsSql(descriptor, version);
}

function uniqueColumns(descriptor: AnyCatalogue, column: string): string {
  return descriptor.scope === 'node' ? `"node_Id", ${quoted(column)}` : quoted(column);
}

function isUnique(descriptor: AnyCatalogue, name: string, spec: CatalogueField): boolean {
  return name === descriptor.codeField || (spec.kind === 'text' && spec.unique);
}

function createTableSql(descriptor: AnyCatalogue): string {
  const table = descriptor.name;
  const fields = fieldsOfVersion(descriptor, 1);
  const extras = extraSearchFields(descriptor).filter((name) => (descriptor.fields[name]?.since ?? 1) === 1);
  const columns = [
    '_id text PRIMARY KEY',
    ...(descriptor.scope === 'node' ? ['"node_Id" text NOT NULL'] : []),
    ...fields.map(([name, spec]) => {
      const notNull = name === descriptor.codeField || name === descriptor.nameField ? ' NOT NULL' : '';
      return `${quoted(name)} ${columnDefinition(spec)}${notNull}`;
    }),
    '"TenKhongDau" text NOT NULL',
    ...(extras.length > 0 ? [`"TuKhoaKhongDau" text NOT NULL DEFAULT ''`] : []),
    '"TamNgung" boolean NOT NULL DEFAULT false',
    '"createdBy" text',
    '"createdAt" timestamptz NOT NULL DEFAULT now()',
    '"updatedBy" text',
    '"updatedAt" timestamptz NOT NULL DEFAULT now()',
    ...fields
      .filter(([name, spec]) => isUnique(descriptor, name, spec))
      .map(([name]) => `CONSTRAINT ${quoted(uniqueConstraintName(table, name))} UNIQUE (${uniqueColumns(descriptor, name)})`),
  ];
  return [
    `CREATE TABLE ${quoted(table)} (\n  ${columns.join(',\n  ')}\n);`,
    trigramIndexSql(table, 'TenKhongDau'),
    trigramIndexSql(table, descriptor.codeField),
    ...(extras.length > 0 ? [trigramIndexSql(table, 'TuKhoaKhongDau')] : []),
    ...fields.flatMap(([name, spec]) => refIndexSql(table, name, spec)),
  ].join('\n');
}

function addFieldsSql(descriptor: AnyCatalogue, version: number): string {
  const table = descriptor.name;
  const fields = fieldsOfVersion(descriptor, version);
  if (fields.length === 0) return '';
  const addsSearch = extraSearchFields(descriptor).some((name) => descriptor.fields[name]?.since === version);
  return [
    ...fields.map(([name, spec]) => `ALTER TABLE ${quoted(table)} ADD COLUMN ${quoted(name)} ${columnDefinition(spec)};`),
    // The first searched extra may come in any version; rows stored before it have nothing to add to the column.
    // The words index is rebuilt to cover the extra fields too.
    ...(addsSearch
      ? [
          `ALTER TABLE ${quoted(table)} ADD COLUMN IF NOT EXISTS "TuKhoaKhongDau" text NOT NULL DEFAULT '';`,
          trigramIndexSql(table, 'TuKhoaKhongDau'),
          `DROP INDEX IF EXISTS ${quoted(objectName(table, 'words', 'gin'))};`,
          wordsIndexSql(descriptor),
        ]
      : []),
    ...fields
      .filter(([name, spec]) => isUnique(descriptor, name, spec))
      .map(([name]) => `ALTER TABLE ${quoted(table)} ADD CONSTRAINT ${quoted(uniqueConstraintName(table, name))} UNIQUE (${uniqueColumns(descriptor, name)});`),
    ...fields.flatMap(([name, spec]) => refIndexSql(table, name, spec)),
  ].join('\n');
}

// Removing a row looks for its id in every column that refers to it: without an index that is a full scan.
function refIndexSql(table: string, name: string, spec: CatalogueField): string[] {
  if (spec.kind === 'ref') return [`CREATE INDEX ${quoted(objectName(table, name, 'idx'))} ON ${quoted(table)} (${quoted(name)});`];
  if (spec.kind === 'refs') return [`CREATE INDEX ${quoted(objectName(table, name, 'gin'))} ON ${quoted(table)} USING gin (${quoted(name)});`];
  return [];
}
