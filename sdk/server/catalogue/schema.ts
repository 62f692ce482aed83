// The GraphQL SDL of catalogues: the row type, its page, its input, and the operations of each descriptor.
import type { AnyCatalogue, CatalogueField, Label } from '../../shared/catalogue';
import { CATALOGUE_LIMITS, refObjectFields } from '../../shared/catalogue';
import { extraArgsSdl, type ExtraSearchArgs } from './search-args';
import type { ExtraWriteArgs } from './write-args';

/** Longest text a search takes: more than anyone types, far short of what would keep the database busy. */
export const SEARCH_TEXT_MAX_LENGTH = 200;

/** A cursor holds a code and an id: well under this, base64 and all. */
const CURSOR_MAX_LENGTH = 2000;

/** Each code of a by-codes read is refused over the code field's own length. */
function codeMaxLength(descriptor: AnyCatalogue): number {
  const spec = descriptor.fields[descriptor.codeField];
  return spec?.kind === 'text' ? spec.maxLength : SEARCH_TEXT_MAX_LENGTH;
}

/** The same in every plugin that has catalogues; the schema merges identical definitions into one. */
const IMPORT_TYPES = /* GraphQL */ `
"One problem of one row of an import file."
type CatalogueImportError {
  "The spreadsheet row: the data row's index plus 2."
  row: Int!
  "The field at fault, when there is one."
  field: String
  messageKey: String!
  params: JSON
  "'Hàng {n} trong file: …' in the caller's language."
  message: String!
}

"The outcome of an import: rows are saved only when no row has an error."
type CatalogueImportResult {
  "Rows in the file."
  total: Int!
  "Rows saved: all of them, or none when there are errors or on a dry run."
  saved: Int!
  "Every problem of every row, in file order."
  errors: [CatalogueImportError!]!
}
`;

function description(label: Label): string {
  return `"""${`${label.vi} (${label.en})`.replace(/"""/g, '\\"""')}"""`;
}

function graphqlType(spec: CatalogueField): string {
  switch (spec.kind) {
    case 'text':
    case 'enum':
      return 'String';
    case 'integer':
      return 'Int';
    // Integer đồng and epoch milliseconds outgrow GraphQL's 32-bit Int.
    case 'number':
    case 'money':
    case 'date':
      return 'Float';
    case 'boolean':
      return 'Boolean';
    case 'ref':
      return 'ID';
    case 'refs':
      return '[ID!]';
    case 'json':
      return 'JSON';
  }
}

// Text inputs are refused over the field's own length before any resolver runs (the host's argument guard).
function inputType(spec: CatalogueField): string {
  return spec.kind === 'text' ? `String @maxLength(n: ${spec.maxLength})` : graphqlType(spec);
}

/** Non-null in the row type when every stored row holds a value: rows older than a field hold null in it. */
function outputType(spec: CatalogueField): string {
  const alwaysPresent = spec.kind === 'boolean' || spec.kind === 'refs' || (spec.required && spec.since === undefined);
  return graphqlType(spec) + (alwaysPresent ? '!' : '');
}

function rowType(descriptor: AnyCatalogue, known: ReadonlyMap<string, AnyCatalogue>): string {
  const fields = [
    ...Object.entries(descriptor.fields).map(([name, spec]) => `  ${description(spec.label)}\n  ${name}: ${outputType(spec)}`),
    ...refObjectFields(descriptor, known).map(({ field, objectField, target }) => `  "The row ${field} points to, suspended or not; null when there is none or the caller may not read ${target.name}."\n  ${objectField}: ${target.name}`),
  ];
  return `${description(descriptor.title)}
type ${descriptor.name} {
  _id: ID!
${descriptor.scope === 'node' ? '  "The facility the row belongs to."\n  node_Id: ID!\n' : ''}${fields.join('\n')}
  "The name without accents, lower case; derived by the server."
  TenKhongDau: String!
  "Suspended: left out of pickers and, unless asked for, of lists."
  TamNgung: Boolean!
  createdBy: ID
  "When the row was created (ms)."
  createdAt: Float!
  updatedBy: ID
  "When the row was last changed (ms)."
  updatedAt: Float!
}

type ${descriptor.name}Page {
  items: [${descriptor.name}!]!
  "Rows matching the filter, over all pages."
  total: Int!
}

"A keyset page of ${descriptor.name}, by code."
type ${descriptor.name}CursorPage {
  items: [${descriptor.name}!]!
  "Opaque: pass it as after for the next page; null when the page is empty."
  endCursor: String
  "Rows follow this page."
  hasMore: Boolean!
}

"Fields of ${descriptor.name} to save. Every field is optional here: the server checks required ones and names the missing field; on update, fields left out keep their value."
input ${descriptor.name}Input {
${Object.entries(descriptor.fields).map(([name, spec]) => `  ${name}: ${inputType(spec)}`).join('\n')}
  TamNgung: Boolean
}`;
}

function operations(descriptor: AnyCatalogue, extraSearchArgs: ExtraSearchArgs, extraWriteArgs: ExtraWriteArgs): string {
  const { name, operations: op } = descriptor;
  const searchText = `String @maxLength(n: ${SEARCH_TEXT_MAX_LENGTH})`;
  const query = [
    `  "${name}, ${CATALOGUE_LIMITS.listDefault} rows a page by default (at most ${CATALOGUE_LIMITS.listMax}), page from 1; suspended rows only with hasTamNgung; searchString filters like search."`,
    `  ${op.list}(hasTamNgung: Boolean, searchString: ${searchText}, page: Int, limit: Int): ${name}Page!`,
    `  "One row, suspended or not; null when there is none."`,
    `  ${op.byId}(id: ID!): ${name}`,
    `  "Rows for a picker: code prefix first, then closest names, without accents; never suspended rows, except idDefault, which is always included. ${CATALOGUE_LIMITS.searchDefault} rows by default, at most ${CATALOGUE_LIMITS.searchMax}."`,
    `  ${op.search}(searchString: ${searchText}, keyword: ${searchText}, limit: Int, idDefault: ID${extraArgsSdl(extraSearchArgs[name])}): [${name}!]!`,
    `  "Every row as an import file holds it: keyed by field name, refs as the target's codes; suspended rows only with hasTamNgung."`,
    `  ${op.export}(hasTamNgung: Boolean): [JSON!]!`,
    `  "${name} by code in keyset pages: after is the endCursor of the page before (none for the first); deep pages cost what the first does. ${CATALOGUE_LIMITS.listDefault} rows by default, at most ${CATALOGUE_LIMITS.listMax}; suspended rows only with hasTamNgung."`,
    `  ${op.cursor}(after: String @maxLength(n: ${CURSOR_MAX_LENGTH}), limit: Int, hasTamNgung: Boolean, searchString: ${searchText}): ${name}CursorPage!`,
    `  "The rows of these codes, suspended ones too, in code order; codes no row has are left out. At most ${CATALOGUE_LIMITS.byCodesMax} codes."`,
    `  ${op.byCodes}(codes: [String!]! @maxLength(n: ${codeMaxLength(descriptor)})): [${name}!]!`,
    ...(op.byCode ? [`  "The row with this code; null when there is none."`, `  ${op.byCode}(code: String!): ${name}`] : []),
  ];
  const mutation = [
    `  ${op.create}(input: ${name}Input!${extraArgsSdl(extraWriteArgs[name])}): ${name}!`,
    `  ${op.update}(id: ID!, input: ${name}Input!${extraArgsSdl(extraWriteArgs[name])}): ${name}!`,
    `  "Removes the rows and returns their ids; refused, naming the use, when one of them is in use."`,
    `  ${op.remove}(ids: [ID!]!): [ID!]!`,
    `  "Checks every row and saves them all in one transaction, or none when any row has an error; dryRun checks only. Ref columns hold the target's code."`,
    `  ${op.import}(rows: [JSON!]!, dryRun: Boolean): CatalogueImportResult!`,
  ];
  return `extend type Query {\n${query.join('\n')}\n}\n\nextend type Mutation {\n${mutation.join('\n')}\n}`;
}

/** SDL extending the main service with every catalogue of the list; searches take their extra arguments after the usual ones. */
export function catalogueSchema(descriptors: readonly AnyCatalogue[], extraSearchArgs: ExtraSearchArgs = {}, extraWriteArgs: ExtraWriteArgs = {}): string {
  const known = new Map(descriptors.map((descriptor) => [descriptor.name, descriptor]));
  return [IMPORT_TYPES, ...descriptors.flatMap((descriptor) => [rowType(descriptor, known), operations(descriptor, extraSearchArgs, extraWriteArgs)])].join('\n\n');
}
