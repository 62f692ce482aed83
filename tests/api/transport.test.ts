// The main service's transport: batching, limits over HTTP and websocket, CSRF, subscriptions, graphql-http
// audits; on PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { serverAudits } from 'graphql-http';
import type { HisServer } from '@his/server';
import { BACKENDS, serversOnBackends } from '../support/backends';
import { gql, headersFor, login } from '../support/server';

const startServer = serversOnBackends();

describe.each(BACKENDS)('on %s', (backend) => {
  let server: HisServer;
  let admin: { token: string };

  beforeAll(async () => {
    server = await startServer(backend);
    admin = await login(server, 'admin', 'Admin@123');
  });
  afterAll(async () => server?.close());

  function batch(size: number) {
    return fetch(server.url + '/graphqlhis', {
      method: 'POST',
      headers: headersFor({ token: admin.token }),
      body: JSON.stringify(Array.from({ length: size }, (_, i) => ({ query: `query Q${i} { getAppInfo { version } }` }))),
    });
  }

  function wsClient(token: string) {
    return createClient({ url: server.url.replace('http', 'ws') + '/graphqlhis', webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
  }

  describe('batching', () => {
    it('answers a batch of 10 operations in one response', async () => {
      const response = await batch(10);
      const body = (await response.json()) as { data: { getAppInfo: { version: string } } }[];
      expect(body).toHaveLength(10);
      expect(body.every((result) => result.data.getAppInfo.version === '3.2.373')).toBe(true);
    });

    it('refuses a batch of 11 with a clear error', async () => {
      const response = await batch(11);
      const text = await response.text();
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(text).toMatch(/Batching is limited to 10 operations per request/);
    });
  });

  describe('limits and CSRF', () => {
    it('refuses a query deeper than the limit over HTTP', async () => {
      const deep = '{ ' + 'a: getAppInfo { version } '.repeat(1) + '}';
      expect((await gql(server, '/graphqlhis', deep, {}, { token: admin.token })).data.a.version).toBe('3.2.373');
      const aliases = '{ ' + Array.from({ length: 40 }, (_, i) => `a${i}: getAppInfo { version }`).join(' ') + ' }';
      const refused = await gql(server, '/graphqlhis', aliases, {}, { token: admin.token });
      expect(refused.errors![0]!.message).toMatch(/aliases/i);
    });

    it('refuses a form post without a preflight header', async () => {
      const response = await fetch(server.url + '/graphqlhis', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ query: '{ getAppInfo { version } }' }) });
      expect(response.status).toBe(403);
      expect(((await response.json()) as { errors: { extensions: { messageKey: string } }[] }).errors[0]!.extensions.messageKey).toBe('error.csrf');
    });
  });

  describe('subscriptions', () => {
    it('a graphql-ws client receives the event raised by a mutation', async () => {
      const client = wsClient(admin.token);
      const received = new Promise<unknown>((resolve, reject) => {
        client.subscribe({ query: 'subscription { subApp(modules: ["Setting"]) { module process data } }' }, { next: (value) => resolve(value.data), error: reject, complete: () => undefined });
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const updated = await gql(server, '/graphqlhis', 'mutation { updateSettingType(type: "his", input: { choPhepKeVuotTon: true }) { his } }', {}, { token: admin.token });
      expect(updated.data.updateSettingType.his.choPhepKeVuotTon).toBe(true);
      expect(await received).toEqual({ subApp: { module: 'Setting', process: 'update', data: { type: 'his' } } });
      await client.dispose();
    });

    it('on the websocket a limit or auth failure is an error of that operation, and the socket stays open', async () => {
      const client = wsClient(admin.token);
      const aliases = 'subscription { ' + Array.from({ length: 40 }, (_, i) => `a${i}: subApp(modules: ["X"]) { module }`).join(' ') + ' }';
      const refused = await new Promise<unknown>((resolve) => client.subscribe({ query: aliases }, { next: resolve, error: resolve, complete: () => resolve('complete') }));
      expect(JSON.stringify(refused)).toMatch(/aliases/i);
      const unauthenticated = wsClient('not-a-token');
      const authError = await new Promise<unknown>((resolve) => unauthenticated.subscribe({ query: 'subscription { subApp(modules: ["Setting"]) { module } }' }, { next: resolve, error: resolve, complete: () => resolve('complete') }));
      expect(JSON.stringify(authError)).toContain('UNAUTHENTICATED');
      // The first client's socket still carries operations.
      const stillOpen = await new Promise<unknown>((resolve, reject) => {
        client.subscribe({ query: 'subscription { subApp(modules: ["Setting"]) { process } }' }, { next: resolve, error: reject, complete: () => undefined });
        setTimeout(() => void gql(server, '/graphqlhis', 'mutation { updateSettingType(type: "print", input: { mauToa: "MAU_TOA_IN_1" }) { print } }', {}, { token: admin.token }), 300);
      });
      expect(stillOpen).toEqual({ data: { subApp: { process: 'update' } } });
      await client.dispose();
      await unauthenticated.dispose();
    });

    it('updateSettingType names a bad field and changes nothing', async () => {
      const result = await gql(server, '/graphqlhis', 'mutation { updateSettingType(type: "general", input: { defaultLanguage: "fr" }) { defaultLanguage } }', {}, { token: admin.token });
      expect(result.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'defaultLanguage' });
      expect((await gql(server, '/graphqlhis', '{ getAppInfo { defaultLanguage } }')).data.getAppInfo.defaultLanguage).toBe('vi');
    });
  });

  describe('graphql-http server audits on /graphqlhis', () => {
    it('passes every MUST and SHOULD audit with a signed-in user\'s headers', async () => {
      const info = (await gql(server, '/graphqlauth', '{ myInfo { profile { _id } currentNode { _id } } }', {}, { token: admin.token })).data.myInfo;
      const headers = { authorization: `Bearer ${admin.token}`, 'x-current-node': info.currentNode._id, 'x-current-profile': info.profile._id };
      const audits = serverAudits({ url: server.url + '/graphqlhis', fetchFn: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), ...headers } }) });
      const failures: string[] = [];
      for (const audit of audits) {
        const result = await audit.fn();
        if (result.status !== 'ok' && (audit.name.startsWith('MUST') || audit.name.startsWith('SHOULD'))) failures.push(`${audit.name}: ${result.reason}`);
      }
      expect(failures).toEqual([]);
    });
  });
});
