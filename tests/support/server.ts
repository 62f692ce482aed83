// Starts an API server for a test on an in-memory PGlite with demo data (a clone of the run's prepared template),
// and a small GraphQL client for it.
import { expect } from 'vitest';
import { startHisServer, type HisServer, type DatabaseOptions, DEMO_ADMIN } from '@his/server';
import { variantById } from '@his/variants';
import { loadServerPlugins } from '../../cli/src/server-plugins';
import { pgliteTemplate, templatesEnabled, type TemplateKind } from './templates';

/**
 * A fresh in-memory database starts as a copy of the prepared template of the same kind (migrating and seeding take
 * seconds, a clone well under one); a database the caller names (a folder, a URL, a dump) is used as given.
 */
async function fromTemplate(database: DatabaseOptions, kind: TemplateKind): Promise<DatabaseOptions> {
  if (!templatesEnabled() || 'url' in database || database.dataDir !== undefined || database.loadDataDir !== undefined) return database;
  return { ...database, loadDataDir: await pgliteTemplate(kind) };
}

export async function startTestServer(database: DatabaseOptions = {}, variantId = 'hospital'): Promise<HisServer> {
  process.env.HIS_LOG ??= 'silent';
  return startHisServer({ variant: variantById(variantId), plugins: [], database: await fromTemplate(database, { variantId, withPlugins: false }), demo: true, adminPassword: DEMO_ADMIN.password });
}

export interface VariantServerOptions {
  /** Makes the demo day at start, as `npm start` does; off by default, since tests count the rows they make. */
  demoDay?: boolean;
}

/** A server running the variant's own plugins with demo data, as `npm start` runs it (without the demo day unless asked). */
export async function startVariantServer(database: DatabaseOptions = {}, variantId = 'hospital', options: VariantServerOptions = {}): Promise<HisServer> {
  process.env.HIS_LOG ??= 'silent';
  const variant = variantById(variantId);
  return startHisServer({
    variant, plugins: await loadServerPlugins(variant), database: await fromTemplate(database, { variantId, withPlugins: true }), demo: true, adminPassword: DEMO_ADMIN.password,
    demoDay: options.demoDay ?? false,
  });
}

export interface Caller {
  token?: string;
  node?: string;
  profile?: string;
  lang?: 'vi' | 'en';
}

export interface GraphQLResponse<T = any> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string; messageKey?: string; field?: string } }[];
}

export function headersFor(caller: Caller = {}): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-lang': caller.lang ?? 'vi' };
  if (caller.token) headers.authorization = `Bearer ${caller.token}`;
  if (caller.node) headers['x-current-node'] = caller.node;
  if (caller.profile) headers['x-current-profile'] = caller.profile;
  return headers;
}

/** Any server reachable over HTTP: one started in this process or a separate `his start` process. */
export type Reachable = Pick<HisServer, 'url'>;

export async function gql<T = any>(server: Reachable, path: string, query: string, variables: Record<string, unknown> = {}, caller: Caller = {}): Promise<GraphQLResponse<T>> {
  const response = await fetch(server.url + path, { method: 'POST', headers: headersFor(caller), body: JSON.stringify({ query, variables }) });
  return (await response.json()) as GraphQLResponse<T>;
}

export async function login(server: Reachable, username: string, password: string) {
  const result = await gql<{ login: { token: string; adminToken: string; userId: string } }>(
    server, '/graphqlauth', 'mutation ($info: LoginInput!) { login(info: $info) { token adminToken userId } }', { info: { username, password } });
  if (!result.data) throw new Error(`login failed: ${JSON.stringify(result.errors)}`);
  return result.data.login;
}

/** A refused call's first error, as an API test reads it. */
export interface GraphQLError {
  message: string;
  extensions?: { code?: string; messageKey?: string; field?: string; params?: Record<string, unknown> };
}

/**
 * Calls to the main service that must succeed (`data`) or be refused (`refusal`), failing the test otherwise.
 * The server is asked for at each call: suites start it in beforeAll.
 */
export function mainService(server: () => Reachable) {
  return {
    async data<T = any>(caller: Caller, query: string, variables: Record<string, unknown> = {}): Promise<T> {
      const result = await gql<T>(server(), '/graphqlhis', query, variables, caller);
      expect(result.errors).toBeUndefined();
      return result.data!;
    },
    async refusal(caller: Caller, query: string, variables: Record<string, unknown> = {}): Promise<GraphQLError> {
      const result = await gql(server(), '/graphqlhis', query, variables, caller);
      expect(result.errors, 'the call should have been refused').toBeDefined();
      return result.errors![0] as GraphQLError;
    },
  };
}
