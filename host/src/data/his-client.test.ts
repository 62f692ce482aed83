// The clients against the real API server: headers from storage, a lost session, and a server restart
// under an open screen.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { gql as doc, type OperationResult } from 'urql';
import { DEMO_ADMIN, openDatabase, startHisServer, type HisServer } from '@his/server';
import { variantById } from '@his/variants';
import { gql, login } from '../../../tests/support/server';
import { STORAGE_KEYS, writeStored } from '../storage';
import { createAuthClient } from './auth-client';
import type { FetchFunction } from './batch-fetch';
import type { ConnectionStatus, ConnectionStatusStore } from './connection-status';
import { createErrorPolicy, type FailureLog } from './error-policy';
import { createHisClient, type HisClient } from './his-client';
import { installMemoryStorage } from './testing/memory-storage';

let dataDir: string;
let server: HisServer;
let port = 0;
const storage = installMemoryStorage();
const opened: HisClient[] = [];

/** A server on a data folder, so that a restart on the same port finds the same sessions and settings. */
async function start(): Promise<void> {
  server = await startHisServer({ variant: variantById('hospital'), plugins: [], database: { dataDir }, demo: true, adminPassword: DEMO_ADMIN.password, port });
  port = server.port;
}

beforeAll(async () => {
  process.env.HIS_LOG ??= 'silent';
  dataDir = await mkdtemp(join(tmpdir(), 'his-data-layer-'));
  await start();
});

afterAll(async () => {
  await server?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

beforeEach(() => storage.clear());

afterEach(() => {
  for (const his of opened.splice(0)) his.dispose();
});

interface SentRequest {
  path: string;
  operations: { query: string }[];
  headers: Record<string, string>;
}

/** The real fetch, with a record of every request it sends. */
function recordingFetch() {
  const sent: SentRequest[] = [];
  const send: FetchFunction = (input, init) => {
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => (headers[name] = value));
    const body: unknown = JSON.parse(String(init?.body));
    sent.push({ path: new URL(String(input)).pathname, operations: (Array.isArray(body) ? body : [body]) as SentRequest['operations'], headers });
    return fetch(input, init);
  };
  return { sent, send };
}

function storeSession(session: { token: string; adminToken: string }, extra: Partial<Record<keyof typeof STORAGE_KEYS, string>> = {}) {
  writeStored(STORAGE_KEYS.accessToken, session.token);
  writeStored(STORAGE_KEYS.adminToken, session.adminToken);
  for (const [name, value] of Object.entries(extra)) writeStored(STORAGE_KEYS[name as keyof typeof STORAGE_KEYS], value);
}

async function until<T>(what: string, probe: () => T | undefined | false, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function statusHistory(connection: ConnectionStatusStore): ConnectionStatus[] {
  const seen: ConnectionStatus[] = [connection.getSnapshot()];
  connection.subscribe(() => seen.push(connection.getSnapshot()));
  return seen;
}

const MY_INFO = doc`query MyInfo { myInfo { currentNode { _id code } profile { _id name } } }`;
const APP_INFO = doc`query AppInfo { getAppInfo { title variant } }`;
const SETTING = doc`query Setting { getSetting { appType isShowIconLanguage } }`;
const SUB_APP = doc`subscription Settings($modules: [String!]!) { subApp(modules: $modules) { module process idNodes data } }`;
const TOGGLE_ICON = doc`mutation Toggle($input: JSON!) { updateSettingType(type: "general", input: $input) { isShowIconLanguage } }`;

describe('createAuthClient and createHisClient', () => {
  it('send the stored token, node and profile, and the stored language', async () => {
    // A doctor who works at two facilities: the headers, not the defaults, choose where this session acts.
    const session = await login(server, 'dacoso', 'Dacoso@123');
    const defaults = await gql(server, '/graphqlauth', '{ myInfo { currentNode { _id } profiles { _id name permissions { idNode } } } }', {}, { token: session.adminToken });
    const doctor = defaults.data.myInfo.profiles.find((profile: { name: string }) => profile.name === 'Bác sĩ khám bệnh');
    const otherNode = doctor.permissions.map((grant: { idNode: string }) => grant.idNode).find((id: string) => id !== defaults.data.myInfo.currentNode._id);
    storeSession(session, { currentNode: otherNode, currentProfile: doctor._id, language: 'en' });
    const { sent, send } = recordingFetch();

    const auth = createAuthClient({ baseUrl: server.url, fetch: send });
    const his = createHisClient({ baseUrl: server.url, fetch: send, webSocketImpl: WebSocket });
    opened.push(his);
    const [me, app] = await Promise.all([auth.query(MY_INFO, {}).toPromise(), his.client.query(APP_INFO, {}).toPromise()]);

    expect(me.error).toBeUndefined();
    expect(me.data.myInfo.currentNode._id).toBe(otherNode);
    expect(me.data.myInfo.profile._id).toBe(doctor._id);
    expect(app.data.getAppInfo.title).toBe('Hoa Binh General Hospital');
    const byPath = Object.fromEntries(sent.map((request) => [request.path, request.headers]));
    expect(byPath['/graphqlauth']).toMatchObject({ authorization: `Bearer ${session.adminToken}`, 'x-current-node': otherNode, 'x-current-profile': doctor._id, 'x-lang': 'en', 'x-his-csrf': '1' });
    expect(byPath['/graphqlhis']).toMatchObject({ authorization: `Bearer ${session.token}`, 'x-current-node': otherNode, 'x-current-profile': doctor._id, 'x-lang': 'en', 'x-his-csrf': '1' });
  });

  it('caches value types without an _id quietly', async () => {
    storeSession(await login(server, 'admin', 'Admin@123'));
    const his = createHisClient({ baseUrl: server.url, webSocketImpl: WebSocket });
    opened.push(his);
    const warnings: unknown[][] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args);
    try {
      const [app, setting] = await Promise.all([his.client.query(APP_INFO, {}).toPromise(), his.client.query(SETTING, {}).toPromise()]);
      expect(app.data.getAppInfo.variant).toBe('hospital');
      expect(setting.data.getSetting.appType).toBe('HIS');
      // Read again from the cache: embedded values are found there, not refetched.
      const cached = await his.client.query(APP_INFO, {}, { requestPolicy: 'cache-only' }).toPromise();
      expect(cached.data.getAppInfo.variant).toBe('hospital');
    } finally {
      console.warn = original;
    }
    expect(warnings).toEqual([]);
  });

  it('end the session once when a batch of operations all come back UNAUTHENTICATED', async () => {
    const session = await login(server, 'dacoso', 'Dacoso@123');
    await gql(server, '/graphqlauth', 'mutation { logout }', {}, { token: session.adminToken });
    storeSession(session);
    const logged: FailureLog[] = [];
    let signOuts = 0;
    const errorPolicy = createErrorPolicy({ onUnauthenticated: () => signOuts++, log: (_message, record) => logged.push(record) });
    const { sent, send } = recordingFetch();

    const his = createHisClient({ baseUrl: server.url, fetch: send, webSocketImpl: WebSocket, errorPolicy });
    opened.push(his);
    const auth = createAuthClient({ baseUrl: server.url, fetch: send, errorPolicy });
    const results = await Promise.all([
      his.client.query(APP_INFO, {}).toPromise(),
      his.client.query(SETTING, {}).toPromise(),
      his.client.query(doc`{ serviceInfo { name } }`, {}).toPromise(),
      auth.query(MY_INFO, {}).toPromise(),
    ]);

    expect(sent.map((request) => [request.path, request.operations.length])).toEqual(expect.arrayContaining([['/graphqlhis', 3], ['/graphqlauth', 1]]));
    expect(results.map((result) => result.error?.graphQLErrors[0]?.extensions.code)).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED']);
    expect(signOuts).toBe(1);
    expect(logged).toHaveLength(4);
    expect(logged[0]!.errors[0]).toMatchObject({ code: 'UNAUTHENTICATED', messageKey: 'auth.sessionEnded' });
  });

  it('report a server restart, reconnect on their own, refetch what is on screen and keep receiving events', async () => {
    storeSession(await login(server, 'admin', 'Admin@123'));
    const { sent, send } = recordingFetch();
    const his = createHisClient({
      baseUrl: server.url,
      fetch: send,
      webSocketImpl: WebSocket,
      socket: { retry: { baseMs: 50, maxMs: 300 } },
    });
    opened.push(his);
    const statuses = statusHistory(his.connection);
    const events: unknown[] = [];
    const settings: OperationResult[] = [];
    const subscription = his.client.subscription(SUB_APP, { modules: ['Setting'] }).subscribe((result) => {
      if (result.data) events.push(result.data.subApp);
    });
    const screen = his.client.query(SETTING, {}).subscribe((result) => settings.push(result));
    const settingRequests = () => sent.filter((request) => request.operations.some((operation) => operation.query.includes('getSetting'))).length;

    /** Saves a setting until its event arrives: the server registers a subscription a moment after the socket connects. */
    async function eventFromAMutation(): Promise<void> {
      const before = events.length;
      for (let attempt = 0; attempt < 40 && events.length === before; attempt++) {
        const saved = await his.client.mutation(TOGGLE_ICON, { input: { isShowIconLanguage: attempt % 2 === 0 } }).toPromise();
        expect(saved.error).toBeUndefined();
        await until('an event', () => events.length > before, 250).catch(() => undefined);
      }
      expect(events.length).toBeGreaterThan(before);
    }

    try {
      await until('the first connection', () => his.connection.getSnapshot() === 'connected');
      await until('the screen data', () => settings.find((result) => result.data));
      await eventFromAMutation();
      expect(settingRequests()).toBe(1);
      const shownBefore = settings.at(-1)!.data.getSetting.isShowIconLanguage as boolean;

      await server.close();
      await until('the loss to be noticed', () => his.connection.getSnapshot() === 'disconnected');
      // Another server process changes the setting meanwhile; its event never reaches this client.
      const database = await openDatabase({ dataDir });
      await database.query(`UPDATE his_settings SET value = jsonb_set(value, '{isShowIconLanguage}', $1::jsonb) WHERE type = 'general'`, [JSON.stringify(!shownBefore)]);
      await database.close();
      await start();

      await until('the reconnection', () => his.connection.getSnapshot() === 'connected');
      await until('the screen to be fetched again', () => settingRequests() === 2);
      await until('the screen to show the missed change', () => settings.at(-1)?.data?.getSetting.isShowIconLanguage === !shownBefore);
      await eventFromAMutation();
      expect(statuses).toEqual(['connecting', 'connected', 'disconnected', 'connected']);
    } finally {
      subscription.unsubscribe();
      screen.unsubscribe();
    }
  });
});
