// defineCatalogue: one typed declaration of a catalogue, from which its table, API, screens and import all come.
import { codeRules, nameRules } from '../validation';
import type { CatalogueField, CatalogueFields, Label, TextField } from './fields';
import type { CatalogueScope } from './row-types';

/** GraphQL names of a catalogue's operations; the spec's own names where it gives them. */
export interface CatalogueOperations {
  /** `getDM_X(hasTamNgung, searchString, page, limit): DM_XPage!` */
  list: string;
  /** `getDM_XById(id): DM_X` */
  byId: string;
  /** `searchDM_X(searchString, keyword, limit, idDefault): [DM_X!]!` */
  search: string;
  create: string;
  update: string;
  remove: string;
  /** `importDM_X(rows, dryRun): CatalogueImportResult!` */
  import: string;
  /** `exportDM_X(hasTamNgung): [JSON!]!`: every row as an import file holds it (refs as codes). */
  export: string;
  /** `getDM_XCursor(after, limit, hasTamNgung): DM_XCursorPage!`: keyset pages by code, as cheap deep as first. */
  cursor: string;
  /** `getDM_XByCodes(codes): [DM_X!]!`: the rows of many codes in one read (an import's lookup). */
  byCodes: string;
  /** `getXByCode(code): DM_X`, only when the descriptor names it (the spec's getICDByCode). */
  byCode?: string;
}

export interface CataloguePermissions {
  /** Needed to list, search and read; any signed-in user when absent. */
  read?: string;
  /** Needed to create, update, remove and import; `<plugin>.catalogue.write` when absent. */
  write?: string;
}

type RequiredTextKey<F extends CatalogueFields> = {
  [K in keyof F]: F[K] extends TextField<true, undefined> ? K : never;
}[keyof F] &
  string;

type TextKey<F extends CatalogueFields> = { [K in keyof F]: F[K] extends TextField ? K : never }[keyof F] & string;

/** What a plugin writes. */
export interface CatalogueDefinition<Name extends string, F extends CatalogueFields, Scope extends CatalogueScope> {
  /** Table, GraphQL type and operation stem: the spec's entity name, e.g. 'DM_DanToc'. */
  name: Name;
  title: Label;
  /** The code column ('MaDanToc'): required text, unique (per node for per-node catalogues). */
  codeField: RequiredTextKey<F>;
  /** The name column ('TenDanToc'): required text; TenKhongDau is derived from it. */
  nameField: RequiredTextKey<F>;
  fields: F;
  /** Text fields matched by search, without accents and in any case; the code and the name by default. */
  search?: readonly TextKey<F>[];
  /** Fields an import file may fill; every field but json ones by default. Ref columns hold the target's code. */
  importColumns?: readonly (keyof F & string)[];
  /** Columns of the list screen; the code, the name and the first few short fields by default. */
  listColumns?: readonly (keyof F & string)[];
  /** Names of operations the spec gives (searchICD, getICDByCode); the pattern getDM_X, createDM_X… otherwise. */
  operations?: Partial<CatalogueOperations>;
  permissions?: CataloguePermissions;
  /** 'node' keeps rows per facility (node_Id, codes unique per facility); most catalogues are 'global'. */
  scope?: Scope;
  /**
   * The table is the core's (positions and staff, which sign-in needs before any plugin): its first version's
   * columns come from the core's migrations, and only fields added `since` later are migrated by the engine.
   */
  coreTable?: boolean;
}

/** A checked definition with its defaults filled in: what the engine and the generated screens read. */
export interface CatalogueDescriptor<Name extends string = string, F extends CatalogueFields = CatalogueFields, Scope extends CatalogueScope = CatalogueScope> {
  name: Name;
  title: Label;
  codeField: keyof F & string;
  nameField: keyof F & string;
  fields: F;
  search: readonly (keyof F & string)[];
  /** As the definition gave them; undefined means the default set, which depends on which ref targets are known. */
  importColumns: readonly (keyof F & string)[] | undefined;
  listColumns: readonly (keyof F & string)[] | undefined;
  operations: CatalogueOperations;
  permissions: CataloguePermissions;
  scope: Scope;
  coreTable: boolean;
  /** The highest `since` of its fields, 1 without any: one migration per version. */
  version: number;
}

/**
 * Any descriptor, whatever its field types: what the engine takes. Spelled out rather than instantiated from
 * CatalogueDescriptor, whose `keyof F` members would make a specific descriptor unassignable to it.
 */
export interface AnyCatalogue {
  name: string;
  title: Label;
  codeField: string;
  nameField: string;
  fields: CatalogueFields;
  search: readonly string[];
  importColumns: readonly string[] | undefined;
  listColumns: readonly string[] | undefined;
  operations: CatalogueOperations;
  permissions: CataloguePermissions;
  scope: CatalogueScope;
  coreTable: boolean;
  version: number;
}

export class CatalogueDefinitionError extends Error {
  override name = 'CatalogueDefinitionError';
}

/** Columns the engine adds to every catalogue table; a field may not take their names. */
export const SYSTEM_COLUMNS = ['_id', 'TenKhongDau', 'TuKhoaKhongDau', 'TamNgung', 'node_Id', 'createdBy', 'createdAt', 'updatedBy', 'updatedAt'] as const;

// Names go unquoted into GraphQL and quoted into SQL; index names built from them must stay within PostgreSQL's 63 bytes.
const NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const MAX_CATALOGUE_NAME = 40;
const MAX_FIELD_NAME = 40;

export function defineCatalogue<const Name extends string, const F extends CatalogueFields, const Scope extends CatalogueScope = 'global'>(
  definition: CatalogueDefinition<Name, F, Scope>,
): CatalogueDescriptor<Name, F, Scope> {
  const { name } = definition;
  const fail = (problem: string, fix: string): never => {
    throw new CatalogueDefinitionError(`Catalogue "${name}": ${problem}. ${fix}`);
  };
  if (!NAME.test(name) || name.length > MAX_CATALOGUE_NAME) {
    fail(`its name is not usable as a table and GraphQL type name`, `Use letters, digits and underscores, starting with a letter, at most ${MAX_CATALOGUE_NAME} characters.`);
  }
  const entries = Object.entries(definition.fields) as [string, CatalogueField][];
  for (const [fieldName, spec] of entries) checkField(fieldName, spec, fail);

  for (const key of [definition.codeField, definition.nameField] as string[]) {
    const spec = definition.fields[key];
    if (!spec || spec.kind !== 'text' || !spec.required || spec.since !== undefined) {
      fail(`"${key}" must be one of its fields, a required text field of the first version`, `Declare it as field.text({ label, required: true }).`);
    }
  }
  if (definition.codeField === definition.nameField) fail('the code and the name are the same field', 'Name two different fields.');

  const search = definition.search ?? [definition.codeField, definition.nameField];
  for (const key of search as string[]) {
    if (definition.fields[key]?.kind !== 'text') fail(`search field "${key}" is not a text field of the catalogue`, 'List text fields only.');
  }
  for (const key of (definition.importColumns ?? []) as string[]) {
    if (!definition.fields[key]) fail(`import column "${key}" is not a field of the catalogue`, 'List field names only.');
  }
  for (const key of (definition.listColumns ?? []) as string[]) {
    if (!definition.fields[key]) fail(`list column "${key}" is not a field of the catalogue`, 'List field names only.');
  }

  const operations: CatalogueOperations = { ...defaultOperationNames(name), ...definition.operations };
  for (const [operation, operationName] of Object.entries(operations)) {
    if (operationName !== undefined && !NAME.test(operationName)) fail(`operation ${operation} has the name "${operationName}", which GraphQL refuses`, 'Use letters, digits and underscores.');
  }
  const names = Object.values(operations).filter((value): value is string => value !== undefined);
  if (new Set(names).size !== names.length) fail('two of its operations share a name', 'Give each operation its own name.');

  const fields = Object.fromEntries(entries.map(([fieldName, spec]) => [fieldName, withDefaultRules(definition, fieldName, spec)])) as F;
  const version = Math.max(1, ...entries.map(([, spec]) => spec.since ?? 1));
  return {
    name,
    title: definition.title,
    codeField: definition.codeField,
    nameField: definition.nameField,
    fields,
    search,
    importColumns: definition.importColumns,
    listColumns: definition.listColumns,
    operations,
    permissions: definition.permissions ?? {},
    scope: (definition.scope ?? 'global') as Scope,
    coreTable: definition.coreTable ?? false,
    version,
  };
}

/** The permission that create, update, remove and import need: the descriptor's own, else `<plugin>.catalogue.write`. */
export function catalogueWritePermission(pluginId: string, descriptor: Pick<AnyCatalogue, 'permissions'>): string {
  return descriptor.permissions.write ?? `${pluginId}.catalogue.write`;
}

export function defaultOperationNames(name: string): CatalogueOperations {
  return {
    list: `get${name}`,
    byId: `get${name}ById`,
    search: `search${name}`,
    create: `create${name}`,
    update: `update${name}`,
    remove: `remove${name}`,
    import: `import${name}`,
    export: `export${name}`,
    cursor: `get${name}Cursor`,
    byCodes: `get${name}ByCodes`,
  };
}

function checkField(fieldName: string, spec: CatalogueField, fail: (problem: string, fix: string) => never): void {
  const at = `field "${fieldName}"`;
  if (!NAME.test(fieldName) || fieldName.length > MAX_FIELD_NAME) fail(`${at} has a name unusable as a column`, `Use letters, digits and underscores, at most ${MAX_FIELD_NAME} characters.`);
  if ((SYSTEM_COLUMNS as readonly string[]).includes(fieldName)) fail(`${at} takes the name of a column every catalogue has`, 'Remove it: the engine adds it.');
  if (!spec.label?.vi || !spec.label?.en) fail(`${at} has no label in Vietnamese and English`, 'Give it label: { vi, en }.');
  if (spec.since !== undefined && (!Number.isInteger(spec.since) || spec.since < 1)) fail(`${at} has since ${spec.since}`, 'Use the whole version number (2, 3, …) of the release that adds it.');
  switch (spec.kind) {
    case 'text':
      if (!Number.isInteger(spec.maxLength) || spec.maxLength < 1) fail(`${at} has maxLength ${spec.maxLength}`, 'Use a whole number of characters, at least 1.');
      break;
    case 'enum':
      if (spec.values.length === 0 || new Set(spec.values).size !== spec.values.length) fail(`${at} needs distinct values`, 'List each allowed value once.');
      break;
    case 'ref':
      if (!fieldName.endsWith('_Id')) fail(`${at} refers to ${spec.target} but does not end in _Id`, `Rename it, e.g. "${fieldName}_Id".`);
      if (!NAME.test(spec.target)) fail(`${at} refers to "${spec.target}", which is not a catalogue name`, 'Give the target catalogue\'s name.');
      break;
    case 'refs':
      if (!fieldName.endsWith('_Ids')) fail(`${at} refers to ${spec.target} but does not end in _Ids`, `Rename it, e.g. "${fieldName}_Ids".`);
      if (!NAME.test(spec.target)) fail(`${at} refers to "${spec.target}", which is not a catalogue name`, 'Give the target catalogue\'s name.');
      break;
    case 'integer':
    case 'number':
    case 'money':
      if (spec.min !== undefined && spec.max !== undefined && spec.min > spec.max) fail(`${at} has min above max`, 'Swap them.');
      break;
    default:
      break;
  }
}

// Codes and names get the spec's generic rules unless their field names its own.
function withDefaultRules(definition: { codeField: string; nameField: string }, fieldName: string, spec: CatalogueField): CatalogueField {
  if (spec.kind !== 'text' || spec.rules.length > 0) return spec;
  if (fieldName === definition.codeField) return { ...spec, rules: codeRules };
  if (fieldName === definition.nameField) return { ...spec, rules: nameRules };
  return spec;
}
