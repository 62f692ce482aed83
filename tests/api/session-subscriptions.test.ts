// A subscription ends with its session: signing out, a new password or a lock closes the session's sockets within
// a second, on the process that revoked it and on another one; a refused mutation leaves an audit entry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { DEMO_ADMIN, type HisServer } from '@his/server';
import { BACKENDS, serversOnBackends } from '../support/backends';
import { createDatabase, postgresAvailable, startPostgres, type PostgresServer } from '../support/postgres';
import { startHisProcess, type HisProcess } from '../support/his-process';
import { gql, login, type Reachable } from '../support/server';

/** The bound: a revoked session's socket is closed within this long of the revoking call's answer. */
const CLOSE_DEADLINE_MS = 1_000;
/** graphql-ws's "Unauthorized": its client does not reconnect after it. */
const UNAUTHORIZED = 4401;
const SUB_APP = 'subscription { subApp(modules: ["Setting"]) { module process } }';
const SAVE_SETTING = 'mutation ($on: Boolean!) { updateSettingType(type: "general", input: { isShowIconLanguage: $on }) { isShowIconLanguage } }';
const CURRENT_NODE = '{ myInfo { currentNode { _id } } }';

interface Closed {
  code: number;
  reason: string;
  at: number;
}

/** A graphql-ws client subscribed to subApp with one session's token, and what it has seen. */
interface Subscriber {
  client: Client;
  events: unknown[];
  errors: unknown[];
  /** Resolves when the server closes the socket. */
  closed: Promise<Closed>;
  isClosed(): boolean;
}

const opened: Client[] = [];

function subscriber(server: Reachable, token: string): Subscriber {
  let markClosed!: (closed: Closed) => void;
  let isClosed = false;
  const closed = new Promise<Closed>((resolve) => (markClosed = resolve));
  const client = createClient({
    url: server.url.replace('http', 'ws') + '/graphqlhis',
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
    on: {
      closed: (event) => {
        isClosed = true;
        const { code, reason } = event as { code: number; reason: unknown };
        markClosed({ code, reason: String(reason), at: performance.now() });
      },
    },
  });
  opened.push(client);
  const events: unknown[] = [];
  const errors: unknown[] = [];
  client.subscribe({ query: SUB_APP }, { next: (value) => events.push(value), error: (error) => errors.push(error), complete: () => undefined });
  return { client, events, errors, closed, isClosed: () => isClosed };
}

async function sleep(ms: number) {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

/** The close of `watched`, or null when it has not come `deadlineMs` after `since`. */
async function closedWithin(watched: Subscriber, since: number, deadlineMs = CLOSE_DEADLINE_MS): Promise<(Closed & { afterMs: number }) | null> {
  const remaining = Math.max(0, since + deadlineMs - performance.now());
  const closed = await Promise.race([watched.closed, sleep(remaining).then(() => null)]);
  return closed && { ...closed, afterMs: Math.round(closed.at - since) };
}

/**
 * Saves a setting as the administrator until every subscriber has an event: the client cannot tell when the
 * server has registered its subscription, so the first events prove it is live.
 */
async function untilLive(server: Reachable, adminToken: string, node: string | undefined, subscribers: Subscriber[]): Promise<void> {
  for (let attempt = 0; attempt < 40 && subscribers.some((watched) => watched.events.length === 0); attempt++) {
    const saved = await gql(server, '/graphqlhis', SAVE_SETTING, { on: attempt % 2 === 0 }, { token: adminToken, node });
    expect(saved.errors).toBeUndefined();
    await sleep(100);
  }
  for (const watched of subscribers) {
    expect(watched.errors).toEqual([]);
    expect(watched.events.length, 'every subscription should be live').toBeGreaterThan(0);
  }
}

afterAll(async () => {
  await Promise.all(opened.splice(0).map((client) => client.dispose()));
});

// With the plugins: the staff catalogue is where an account is locked.
const startServer = serversOnBackends({ withPlugins: true });

describe.each(BACKENDS)('on %s', (backend) => {
  let server: HisServer;

  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(async () => server?.close());

  it('signing out closes that session\'s socket within 1 s, and the same user\'s other session keeps receiving events', async () => {
    const first = await login(server, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const second = await login(server, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const firstSocket = subscriber(server, first.token);
    const secondSocket = subscriber(server, second.token);
    await untilLive(server, second.token, undefined, [firstSocket, secondSocket]);

    const sentAt = performance.now();
    expect((await gql(server, '/graphqlauth', 'mutation { logout }', {}, { token: first.token })).data.logout).toBe(true);
    const signedOutAt = performance.now();
    const closed = await closedWithin(firstSocket, signedOutAt);

    expect(closed, 'the signed-out session\'s socket should close within 1 s').toMatchObject({ code: UNAUTHORIZED, reason: 'auth.sessionEnded' });
    console.info(`[${backend}] socket closed ${closed!.afterMs} ms after the sign-out answered (${Math.round(closed!.at - sentAt)} ms after it was sent)`);
    const before = secondSocket.events.length;
    expect((await gql(server, '/graphqlhis', SAVE_SETTING, { on: true }, { token: second.token })).errors).toBeUndefined();
    for (let waited = 0; waited < 2_000 && secondSocket.events.length === before; waited += 20) await sleep(20);
    expect(secondSocket.events.length).toBe(before + 1);
    expect(secondSocket.isClosed()).toBe(false);
  });

  it('a new password closes the sockets of every session of the account within 1 s', async () => {
    const admin = await login(server, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const first = await login(server, 'bacsi', 'Bacsi@123');
    const second = await login(server, 'bacsi', 'Bacsi@123');
    // The administrator saves settings at the doctor's unit, so that the doctor's subscriptions hear them.
    const node = (await gql(server, '/graphqlauth', CURRENT_NODE, {}, { token: first.token })).data.myInfo.currentNode._id as string;
    const firstSocket = subscriber(server, first.token);
    const secondSocket = subscriber(server, second.token);
    const bystander = subscriber(server, admin.token);
    await untilLive(server, admin.token, node, [firstSocket, secondSocket]);

    const changed = await gql(server, '/graphqlauth', 'mutation { changePassword(input: { oldPassword: "Bacsi@123", newPassword: "Moi@12345" }) }', {}, { token: first.token });
    expect(changed.data.changePassword).toBe(true);
    // Measured from the answer: hashing the new password takes a good part of a second before the commit.
    const committedAt = performance.now();
    const [firstClosed, secondClosed] = await Promise.all([closedWithin(firstSocket, committedAt), closedWithin(secondSocket, committedAt)]);

    expect(secondClosed, 'the other session\'s socket should close within 1 s').toMatchObject({ code: UNAUTHORIZED });
    expect(firstClosed, 'the changing session\'s socket should close too: its token is revoked as well').toMatchObject({ code: UNAUTHORIZED });
    expect(bystander.isClosed()).toBe(false);
  });

  it('locking an account closes its sockets within 1 s', async () => {
    const admin = await login(server, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const nurse = await login(server, 'dieuduong', 'Dieuduong@123');
    const node = (await gql(server, '/graphqlauth', CURRENT_NODE, {}, { token: nurse.token })).data.myInfo.currentNode._id as string;
    const [staff] = await server.runtime.database.query<{ id: string }>('SELECT "NhanVien_Id" AS id FROM his_users WHERE username = $1', ['dieuduong']);
    const nurseSocket = subscriber(server, nurse.token);
    const bystander = subscriber(server, admin.token);
    await untilLive(server, admin.token, node, [nurseSocket]);

    const locked = await gql(server, '/graphqlhis', 'mutation ($id: ID!) { updateNhanVien(id: $id, input: {}, TaiKhoan: { isLocked: true }) { TaiKhoan { isLocked } } }', { id: staff!.id }, { token: admin.token });
    expect(locked.errors).toBeUndefined();
    expect(locked.data.updateNhanVien.TaiKhoan.isLocked).toBe(true);
    const closed = await closedWithin(nurseSocket, performance.now());

    // A lock ends every session of the account, so its sockets close as a sign-out's do; signing in again says why.
    expect(closed, 'the locked account\'s socket should close within 1 s').toMatchObject({ code: UNAUTHORIZED, reason: 'auth.sessionEnded' });
    expect(bystander.isClosed()).toBe(false);
  });

  it('a malformed, oversized or oddly parametrized websocket message ends only its own socket', async () => {
    const admin = await login(server, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const healthy = subscriber(server, admin.token);
    await untilLive(server, admin.token, undefined, [healthy]);
    /** A raw graphql-ws peer: sends the first message, the rest once acknowledged; reports how the server ends the socket, or 'open'. */
    const rawPeer = (messages: string[]) => new Promise<{ code: number | 'open'; replies: string[] }>((resolve) => {
      const socket = new WebSocket(server.url.replace('http', 'ws') + '/graphqlhis', 'graphql-transport-ws');
      const replies: string[] = [];
      socket.on('open', () => socket.send(messages[0]!));
      socket.on('message', (data) => {
        replies.push(String(data));
        if (replies.length === 1 && String(data).includes('connection_ack')) for (const message of messages.slice(1)) socket.send(message);
      });
      socket.on('error', () => undefined);
      socket.on('close', (code) => resolve({ code, replies }));
      setTimeout(() => {
        resolve({ code: 'open', replies });
        socket.terminate();
      }, 1_500);
    });

    expect(await rawPeer(['{ not json'])).toMatchObject({ code: 4400 });
    expect(await rawPeer([JSON.stringify({ type: 'connection_init', payload: 'Bearer x' })])).toMatchObject({ code: 4400 });
    expect(await rawPeer([JSON.stringify({ type: 'connection_init', payload: { query: 'x'.repeat(3 * 1024 * 1024) } })])).toMatchObject({ code: 1009 });
    // Parameters of the wrong types are no credentials: the subscription is refused, the socket stays.
    const odd = await rawPeer([
      JSON.stringify({ type: 'connection_init', payload: { authorization: 42, 'x-current-node': ['a'], 'x-lang': {} } }),
      JSON.stringify({ id: '1', type: 'subscribe', payload: { query: SUB_APP } }),
    ]);
    expect(odd.code).toBe('open');
    expect(odd.replies.join('\n')).toContain('UNAUTHENTICATED');

    expect((await fetch(server.url + '/healthz')).ok).toBe(true);
    const before = healthy.events.length;
    expect((await gql(server, '/graphqlhis', SAVE_SETTING, { on: true }, { token: admin.token })).errors).toBeUndefined();
    for (let waited = 0; waited < 2_000 && healthy.events.length === before; waited += 20) await sleep(20);
    expect(healthy.events.length).toBe(before + 1);
  });

  it('a doctor\'s mutation refused for a missing permission is audited with who, what and why, and changes nothing', async () => {
    const doctor = await login(server, 'dacoso', 'Dacoso@123');
    const before = (await gql(server, '/graphqlhis', '{ getSetting { his } }', {}, { token: doctor.token })).data.getSetting.his.soMauIn;

    const refused = await gql(server, '/graphqlhis', 'mutation { updateSettingType(type: "his", input: { soMauIn: 7 }) { his } }', {}, { token: doctor.token });

    expect(refused.errors![0]!.extensions).toMatchObject({ code: 'FORBIDDEN', messageKey: 'auth.forbidden' });
    const rows = await server.runtime.database.query<{ user_Id: string; username: string; node_Id: string; profile_Id: string; operation: string; entity: string; after: unknown }>(
      'SELECT "user_Id", username, "node_Id", "profile_Id", operation, entity, after FROM his_audit_log WHERE action = $1 AND username = $2', ['REFUSED', 'dacoso']);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_Id: doctor.userId, operation: 'updateSettingType', entity: 'updateSettingType' });
    expect(rows[0]!.node_Id).toBeTruthy();
    expect(rows[0]!.profile_Id).toBeTruthy();
    // Why, not what was sent: the missing permission, and none of the arguments.
    expect(rows[0]!.after).toEqual({ code: 'FORBIDDEN', messageKey: 'auth.forbidden', params: { permission: 'settings.edit' } });
    expect((await gql(server, '/graphqlhis', '{ getSetting { his } }', {}, { token: doctor.token })).data.getSetting.his.soMauIn).toBe(before);
    const written = await server.runtime.database.query('SELECT 1 FROM his_audit_log WHERE action <> $1 AND username = $2 AND operation = $3', ['REFUSED', 'dacoso', 'updateSettingType']);
    expect(written).toEqual([]);
  });
});

// Developers without PostgreSQL may skip; CI installs it, so a missing server there must fail loudly.
const multiProcess = postgresAvailable() || Boolean(process.env.CI);

describe.skipIf(!multiProcess)('two `his start` processes on one PostgreSQL', () => {
  let postgres: PostgresServer | undefined;
  let processA: HisProcess | undefined;
  let processB: HisProcess | undefined;

  beforeAll(async () => {
    postgres = await startPostgres();
    const url = await createDatabase(postgres, 'session_sockets');
    // One after the other: the first prepares the database, the second finds it ready.
    processA = await startHisProcess(url);
    processB = await startHisProcess(url);
  });
  afterAll(async () => {
    await Promise.all([processA?.stop(), processB?.stop()]);
    await postgres?.stop();
  });

  it('signing out through process A closes the session\'s socket on process B within 1 s', async () => {
    const session = await login(processA!, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const other = await login(processA!, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const onB = subscriber(processB!, session.token);
    const otherOnB = subscriber(processB!, other.token);
    await untilLive(processA!, other.token, undefined, [onB, otherOnB]);

    const sentAt = performance.now();
    expect((await gql(processA!, '/graphqlauth', 'mutation { logout }', {}, { token: session.token })).data.logout).toBe(true);
    const signedOutAt = performance.now();
    const closed = await closedWithin(onB, signedOutAt);

    expect(closed, 'the socket on the other process should close within 1 s').toMatchObject({ code: UNAUTHORIZED, reason: 'auth.sessionEnded' });
    console.info(`[two processes] socket on B closed ${closed!.afterMs} ms after A answered the sign-out (${Math.round(closed!.at - sentAt)} ms after it was sent)`);
    expect(otherOnB.isClosed()).toBe(false);
  });
});
