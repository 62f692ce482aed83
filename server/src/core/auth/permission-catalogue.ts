// The permission catalogue of the running variant: what each permission opens, and who may call each operation of
// every service. The profile editor lists the permissions from it; outside checks read the declared access.
import { PUBLIC, ROOT_TYPES, SIGNED_IN, type AccessMap, type RequestContext, type ServerPlugin, type ServiceName } from '@his/sdk/server';
import { corePermissions } from '../permissions';

export const PROFILES_READ = 'auth.profiles.read';

export const permissionCatalogueSchema = /* GraphQL */ `
"A permission the variant declares, with the operations it opens (alone or as one of several)."
type PermissionEntry {
  code: String!
  "The plugin declaring it, or core."
  plugin: String!
  "In the reader's language."
  title: String!
  "service:Type.operation of every operation it opens."
  operations: [String!]!
}

"Who may call one operation."
type OperationAccessEntry {
  service: String!
  rootType: String!
  name: String!
  "public, signedIn or permission."
  access: String!
  "With access permission: the permissions of which any one suffices."
  permissions: [String!]!
}

extend type Query {
  "The variant's permissions grouped by plugin, each with the operations it opens."
  permissionCatalogue: [PermissionEntry!]!
  "The declared access of every operation of every service."
  operationAccess: [OperationAccessEntry!]!
}
`;

const SERVICES: readonly ServiceName[] = ['his', 'auth', 'sm4', 'template'];

/** Resolvers over the declared access of each service, read when first asked (the services are composed by then). */
export function permissionCatalogueResolvers(plugins: readonly ServerPlugin[], accessOf: (service: ServiceName) => AccessMap) {
  let entries: { service: string; rootType: string; name: string; access: string; permissions: string[] }[] | null = null;
  const operationEntries = () =>
    (entries ??= SERVICES.flatMap((service) => {
      const access = accessOf(service);
      return ROOT_TYPES.flatMap((rootType) =>
        Object.entries(access[rootType] ?? {}).map(([name, rule]) => ({
          service,
          rootType,
          name,
          access: rule === PUBLIC ? 'public' : rule === SIGNED_IN ? 'signedIn' : 'permission',
          permissions: rule === PUBLIC || rule === SIGNED_IN ? [] : typeof rule === 'string' ? [rule] : [...rule],
        })));
    }));
  return {
    Query: {
      permissionCatalogue(_: unknown, __: unknown, ctx: RequestContext) {
        const opened = new Map<string, string[]>();
        for (const entry of operationEntries()) {
          for (const code of entry.permissions) opened.set(code, [...(opened.get(code) ?? []), `${entry.service}:${entry.rootType}.${entry.name}`]);
        }
        const declared = [...corePermissions.map((permission) => ({ plugin: 'core', permission })), ...plugins.flatMap((plugin) => (plugin.permissions ?? []).map((permission) => ({ plugin: plugin.id, permission })))];
        return declared.map(({ plugin, permission }) => ({ code: permission.code, plugin, title: permission.title[ctx.lang] ?? permission.title.vi, operations: opened.get(permission.code) ?? [] }));
      },
      operationAccess: () => operationEntries(),
    },
  };
}
