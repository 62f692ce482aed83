// catalogueServerParts: a list of descriptors as the schema, resolvers, migrations, permissions and messages of a server plugin.
import type { Migration, PermissionDeclaration, ResolverMap } from '../plugin';
import type { AuditLabels } from '../audit';
import type { AccessMap } from '../operation-access';
import { catalogueEvents, type EventRef } from '../../shared/event-ref';
import { catalogueAuditLabels } from './audit-labels';
import { coreMessages, type Language, type MessageCatalog } from '../../shared';
import { CatalogueDefinitionError, catalogueWritePermission, type AnyCatalogue } from '../../shared/catalogue';
import { catalogueMigrations } from './migrations';
import { catalogueSchema } from './schema';
import { catalogueAccess, catalogueResolvers } from './resolvers';
import { catalogueUsage, distinctUsages, usagesOfCatalogues, type CatalogueUsage } from './usages';
import { extraSearchArgsProblem, type ExtraSearchArgs } from './search-args';
import { extraWriteArgsProblem, type ExtraWriteArgs } from './write-args';

export interface CatalogueServerOptions {
  /** Columns of the plugin's own tables (not catalogues) that hold ids of these catalogues' rows. */
  usages?: readonly CatalogueUsage[];
  /** The plugin's own messages; the result's locales add the catalogues' field labels to them. */
  locales?: { vi?: MessageCatalog; en?: MessageCatalog };
  /**
   * Arguments a catalogue's search takes besides searchString, keyword, limit and idDefault, by catalogue name,
   * each with the SQL condition it adds: `{ DM_DichVu: { isSpecial: { type: 'Boolean', condition: (value) => sql`…` } } }`.
   */
  extraSearchArgs?: ExtraSearchArgs;
  /**
   * Arguments a catalogue's create and update take besides the input, by catalogue name, each saved by the plugin
   * in the row's transaction: `{ NhanVien: { TaiKhoan: { type: 'TaiKhoanNhanVienInput', apply } } }`.
   */
  extraWriteArgs?: ExtraWriteArgs;
}

export interface CatalogueServerParts {
  schema: string;
  resolvers: ResolverMap;
  /** Who may call each of the catalogues' operations. */
  access: AccessMap;
  migrations: Migration[];
  permissions: PermissionDeclaration[];
  locales: Record<Language, MessageCatalog>;
  /**
   * Every column known to hold ids of catalogue rows: the descriptors' refs (also to other plugins' catalogues)
   * and `options.usages`. For the host to share with the plugins owning those catalogues.
   */
  catalogueUsages: CatalogueUsage[];
  /** How the audit history names the catalogues, their fields and their mutations. */
  auditLabels: AuditLabels;
  /** The create, update, remove and import events of each catalogue, which its writes emit. */
  events: EventRef<any>[];
}

function checkList(pluginId: string, descriptors: readonly AnyCatalogue[], known: ReadonlyMap<string, AnyCatalogue>, extraSearchArgs: ExtraSearchArgs, extraWriteArgs: ExtraWriteArgs): void {
  const fail = (problem: string, fix: string): never => {
    throw new CatalogueDefinitionError(`Catalogues of plugin "${pluginId}": ${problem}. ${fix}`);
  };
  if (known.size !== descriptors.length) fail('two descriptors share a name', 'Give each catalogue its own name.');
  const operations = new Map<string, string>();
  for (const descriptor of descriptors) {
    for (const name of Object.values(descriptor.operations)) {
      if (name === undefined) continue;
      const other = operations.get(name);
      if (other) fail(`${descriptor.name} and ${other} both have an operation named ${name}`, 'Rename one in its descriptor\'s operations.');
      operations.set(name, descriptor.name);
    }
    // Ref columns of a file hold codes, which only a catalogue of this list can look up.
    for (const column of descriptor.importColumns ?? []) {
      const spec = descriptor.fields[column];
      if ((spec?.kind === 'ref' || spec?.kind === 'refs') && !known.has(spec.target)) {
        fail(`${descriptor.name} imports column ${column}, whose codes belong to ${spec.target}, which is not in this list`, `Add ${spec.target} to the same list or leave ${column} out of importColumns.`);
      }
    }
  }
  const argsProblem = extraSearchArgsProblem(extraSearchArgs, new Set(known.keys())) ?? extraWriteArgsProblem(extraWriteArgs, new Set(known.keys()));
  if (argsProblem) fail(...argsProblem);
}

function labelsOf(descriptors: readonly AnyCatalogue[], lang: Language): MessageCatalog {
  const labels: MessageCatalog = {};
  // The host names a field in errors by `field.<name>`; where two catalogues share a field name, the first label serves.
  for (const descriptor of descriptors) for (const [name, spec] of Object.entries(descriptor.fields)) labels[`field.${name}`] ??= spec.label[lang];
  return labels;
}

/**
 * Everything a server plugin needs to serve `descriptors`:
 * `defineServerPlugin({ id: 'catalogues', ...catalogueServerParts('catalogues', [danToc, ngheNghiep]) })`.
 * Writes need `<pluginId>.catalogue.write` unless a descriptor names its own permission.
 */
export function catalogueServerParts(pluginId: string, descriptors: readonly AnyCatalogue[], options: CatalogueServerOptions = {}): CatalogueServerParts {
  const known = new Map(descriptors.map((descriptor) => [descriptor.name, descriptor]));
  const extraSearchArgs = options.extraSearchArgs ?? {};
  const extraWriteArgs = options.extraWriteArgs ?? {};
  checkList(pluginId, descriptors, known, extraSearchArgs, extraWriteArgs);
  const pluginWrite = `${pluginId}.catalogue.write`;
  const locales: Record<Language, MessageCatalog> = {
    vi: { ...labelsOf(descriptors, 'vi'), ...options.locales?.vi },
    en: { ...labelsOf(descriptors, 'en'), ...options.locales?.en },
  };
  const localUsages = distinctUsages([...usagesOfCatalogues(descriptors), ...(options.usages ?? []).map(catalogueUsage)]);
  const writePermission = (descriptor: AnyCatalogue) => catalogueWritePermission(pluginId, descriptor);
  const resolvers = catalogueResolvers(descriptors, {
    known,
    usagesOf: (ctx, catalogue) => distinctUsages([...localUsages, ...ctx.catalogueUsages]).filter((usage) => usage.catalogue === catalogue),
    writePermission,
    messages: { vi: { ...coreMessages.vi, ...locales.vi }, en: { ...coreMessages.en, ...locales.en } },
    extraSearchArgs,
    extraWriteArgs,
  });
  return {
    schema: catalogueSchema(descriptors, extraSearchArgs, extraWriteArgs),
    resolvers,
    access: catalogueAccess(descriptors, writePermission),
    migrations: catalogueMigrations(descriptors),
    permissions: permissionsOf(pluginWrite, descriptors),
    locales,
    catalogueUsages: localUsages,
    auditLabels: catalogueAuditLabels(descriptors),
    events: descriptors.flatMap((descriptor) => Object.values(catalogueEvents(descriptor))),
  };
}

function permissionsOf(pluginWrite: string, descriptors: readonly AnyCatalogue[]): PermissionDeclaration[] {
  const declared = new Map<string, PermissionDeclaration>();
  const declare = (permission: PermissionDeclaration) => {
    if (!declared.has(permission.code)) declared.set(permission.code, permission);
  };
  for (const descriptor of descriptors) {
    const { read, write } = descriptor.permissions;
    const title = descriptor.title;
    if (write) declare({ code: write, title: { vi: `Sửa danh mục ${title.vi}`, en: `Edit the ${title.en} catalogue` } });
    else declare({ code: pluginWrite, title: { vi: 'Thêm, sửa, xoá danh mục', en: 'Create, edit and remove catalogue rows' } });
    if (read) declare({ code: read, title: { vi: `Xem danh mục ${title.vi}`, en: `View the ${title.en} catalogue` } });
  }
  return [...declared.values()];
}

