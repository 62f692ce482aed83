// Builds the schema of each service from the core's parts and the variant's plugins.
import type { GraphQLSchema } from 'graphql';
import { createSchema } from 'graphql-yoga';
import { mergeAccessMaps, type AccessMap, type ResolverMap, type ServerPlugin, type ServiceName } from '@his/sdk/server';
import { JSONScalar } from './json-scalar';
import { authSchema } from '../core/auth/schema';
import { authResolvers } from '../core/auth/resolvers';
import { settingsResolvers, settingsSchema } from '../core/settings';
import { realtimeResolvers, realtimeSchema } from '../core/realtime';
import { auditMutations } from './audit-mutations';
import { limitArguments } from './argument-limits';
import { printTemplatesPart } from '../core/print-templates/index';
import { authAccess, deniedRoutesAccess, permissionCatalogueAccess, printTemplatesAccess, profileAdminAccess, realtimeAccess, serviceInfoAccess, settingsAccess } from '../core/access';
import { permissionCatalogueResolvers, permissionCatalogueSchema } from '../core/auth/permission-catalogue';
import { deniedRoutesResolvers, deniedRoutesSchema } from '../core/auth/denied-routes';
import { profileAdminResolvers, profileAdminSchema } from '../core/auth/profile-admin';
import { corePermissions } from '../core/permissions';
import { guardOperations, operationAccessProblems } from './operation-access';

const serviceInfoSchema = /* GraphQL */ `
scalar JSON
type ServiceInfo {
  name: String!
  version: String!
}
type Query {
  "Which service this is and the server's version."
  serviceInfo: ServiceInfo!
}
`;

/** Declarations every service's SDL may use: limits and secrecy are read from the schema, not guessed from names. */
const directivesSchema = /* GraphQL */ `
"The longest text this argument or input field takes, when it differs from the default for its kind."
directive @maxLength(n: Int!) on ARGUMENT_DEFINITION | INPUT_FIELD_DEFINITION
"A credential: never logged, audited or echoed in clear."
directive @secret on ARGUMENT_DEFINITION | INPUT_FIELD_DEFINITION
`;

function serviceInfoResolvers(name: string, version: string): ResolverMap {
  return { Query: { serviceInfo: () => ({ name, version }) } };
}

interface Part {
  schema: string;
  resolvers: ResolverMap;
  /** Who may call the part's operations; a part without operations declares none. */
  access?: AccessMap;
}

function coreParts(service: ServiceName, version: string, plugins: readonly ServerPlugin[]): Part[] {
  switch (service) {
    case 'auth':
      return [
        { schema: authSchema, resolvers: authResolvers, access: authAccess },
        { schema: permissionCatalogueSchema, resolvers: permissionCatalogueResolvers(plugins, (each) => serviceAccess(each, plugins, version)), access: permissionCatalogueAccess },
        { schema: deniedRoutesSchema, resolvers: deniedRoutesResolvers, access: deniedRoutesAccess },
        { schema: profileAdminSchema, resolvers: profileAdminResolvers(plugins), access: profileAdminAccess },
      ];
    case 'his':
      return [
        { schema: serviceInfoSchema + '\ntype Mutation', resolvers: serviceInfoResolvers('his', version), access: serviceInfoAccess },
        { schema: settingsSchema, resolvers: settingsResolvers, access: settingsAccess },
        { schema: realtimeSchema, resolvers: realtimeResolvers, access: realtimeAccess },
      ];
    case 'template':
      return [{ schema: serviceInfoSchema, resolvers: serviceInfoResolvers(service, version), access: serviceInfoAccess }, { ...printTemplatesPart(plugins), access: printTemplatesAccess }];
    default:
      return [{ schema: serviceInfoSchema, resolvers: serviceInfoResolvers(service, version), access: serviceInfoAccess }];
  }
}

function pluginParts(service: ServiceName, plugins: readonly ServerPlugin[]): Part[] {
  return plugins.flatMap((plugin): Part[] => {
    if (service === 'his') return plugin.schema ? [{ schema: plugin.schema, resolvers: plugin.resolvers ?? {}, access: plugin.access }] : [];
    const contribution = plugin.services?.[service];
    return contribution ? [contribution] : [];
  });
}

/** The schema SDL of one service, for codegen and for checking a variant. */
export function serviceTypeDefs(service: ServiceName, plugins: readonly ServerPlugin[], version = '0'): string[] {
  return [directivesSchema, ...[...coreParts(service, version, plugins), ...pluginParts(service, plugins)].map((part) => part.schema)];
}

/** Who may call each operation of one service, from the core's parts and the plugins'. */
export function serviceAccess(service: ServiceName, plugins: readonly ServerPlugin[], version = '0'): AccessMap {
  return mergeAccessMaps(...[...coreParts(service, version, plugins), ...pluginParts(service, plugins)].map((part) => part.access ?? {}));
}

export function composeSchema(service: ServiceName, plugins: readonly ServerPlugin[], version: string): GraphQLSchema {
  const parts = [{ schema: directivesSchema, resolvers: {} }, ...coreParts(service, version, plugins), ...pluginParts(service, plugins)];
  const schema = createSchema({
    typeDefs: parts.map((part) => part.schema),
    resolvers: [{ JSON: JSONScalar }, ...parts.map((part) => part.resolvers)] as never,
  });
  const access = serviceAccess(service, plugins, version);
  const declared = new Set([...corePermissions, ...plugins.flatMap((plugin) => plugin.permissions ?? [])].map((permission) => permission.code));
  const problems = operationAccessProblems(schema, access, declared);
  if (problems.length > 0) throw new Error(`The ${service} service's operations need their access declared (access in the plugin's server.ts):\n  ${problems.join('\n  ')}`);
  // First, so that the audit wrapper around it records a refusal.
  guardOperations(schema, access);
  auditMutations(schema);
  // Last, so it runs first: text over its cap never reaches the audit log, a resolver or the database.
  limitArguments(schema);
  return schema;
}
