// Starts an API server for a test on an in-memory PGlite with demo data, and a small GraphQL client for it.
import { startHisServer, type HisServer, type DatabaseOptions, DEMO_ADMIN } from '@his/server';
import { variantById } from '@his/variants';

export async function startTestServer(database: DatabaseOptions = {}, variantId = 'hospital'): Promise<HisServer> {
  process.env.HIS_LOG ??= 'silent';
  return startHisServer({ variant: variantById(variantId), plugins: [], database, demo: true, adminPassword: DEMO_ADMIN.password });
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
