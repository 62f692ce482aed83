// The GraphQL documents of a catalogue, built from its descriptor: the server builds its schema from the same
// descriptor, so names and fields cannot drift apart.
import { refObjectFields, type AnyCatalogue } from '../../shared/catalogue';
import type { CatalogueFormSection } from './form-section';

const SYSTEM_SELECTION = '_id TenKhongDau TamNgung createdAt updatedAt';

/** Every field of a row: what the list, the edit dialog and the export read. */
export function rowSelection(descriptor: AnyCatalogue): string {
  return `${SYSTEM_SELECTION}${descriptor.scope === 'node' ? ' node_Id' : ''} ${Object.keys(descriptor.fields).join(' ')}`;
}

/** The rows the list's ref columns point to, by code and name: 'ChucVu { _id MaChucVu TenChucVu }'. */
function refObjectsSelection(descriptor: AnyCatalogue, known: ReadonlyMap<string, AnyCatalogue> | undefined, listed: readonly string[]): string {
  if (!known) return '';
  return refObjectFields(descriptor, known)
    .filter(({ field }) => listed.includes(field))
    .map(({ objectField, target }) => ` ${objectField} { _id ${target.codeField} ${target.nameField} }`)
    .join('');
}

/** The code and the name: what a picker of another catalogue shows. */
function pickerSelection(descriptor: AnyCatalogue): string {
  return `_id TamNgung ${descriptor.codeField} ${descriptor.nameField}`;
}

export interface CatalogueDocuments {
  list: string;
  byId: string;
  search: string;
  create: string;
  update: string;
  remove: string;
  import: string;
}

export interface DocumentOptions {
  /** A form section: rows read its selection, and create and update take its argument. */
  section?: Pick<CatalogueFormSection, 'argument' | 'selection'>;
  /** With the catalogues refs may point to and the list's columns, the list reads the rows its ref columns show. */
  known?: ReadonlyMap<string, AnyCatalogue>;
  listed?: readonly string[];
}

export function catalogueDocuments(descriptor: AnyCatalogue, { section, known, listed = [] }: DocumentOptions = {}): CatalogueDocuments {
  const { name, operations: op } = descriptor;
  const row = section?.selection ? `${rowSelection(descriptor)} ${section.selection}` : rowSelection(descriptor);
  const listRow = row + refObjectsSelection(descriptor, known, listed);
  const extraVariable = section ? `, $${section.argument.name}: ${section.argument.type}` : '';
  const extraArgument = section ? `, ${section.argument.name}: $${section.argument.name}` : '';
  return {
    list: `query ${op.list}($hasTamNgung: Boolean, $searchString: String, $page: Int, $limit: Int) { ${op.list}(hasTamNgung: $hasTamNgung, searchString: $searchString, page: $page, limit: $limit) { total items { ${listRow} } } }`,
    byId: `query ${op.byId}($id: ID!) { ${op.byId}(id: $id) { ${row} } }`,
    search: `query ${op.search}($searchString: String, $limit: Int, $idDefault: ID) { ${op.search}(searchString: $searchString, limit: $limit, idDefault: $idDefault) { ${pickerSelection(descriptor)} } }`,
    create: `mutation ${op.create}($input: ${name}Input!${extraVariable}) { ${op.create}(input: $input${extraArgument}) { ${row} } }`,
    update: `mutation ${op.update}($id: ID!, $input: ${name}Input!${extraVariable}) { ${op.update}(id: $id, input: $input${extraArgument}) { ${row} } }`,
    remove: `mutation ${op.remove}($ids: [ID!]!) { ${op.remove}(ids: $ids) }`,
    import: `mutation ${op.import}($rows: [JSON!]!, $dryRun: Boolean) { ${op.import}(rows: $rows, dryRun: $dryRun) { total saved errors { row field messageKey params message } } }`,
  };
}
