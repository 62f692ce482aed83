// Typed realtime through the API: a test plugin's server handler reacts to another plugin's committed catalogue event
// (its own transaction, same facility, audited as caused by the event, a failing neighbour undoing nothing), once per
// event with two processes on PostgreSQL; subApp honours its node, modules, idClient and room over the websocket; and
// a variant listening to an event nobody declares does not start.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { sql } from 'drizzle-orm';
import { DEMO_ADMIN, startHisServer, type DatabaseOptions, type HisServer } from '@his/server';
import { variantById } from '@his/variants';
import { catalogueEvents, defineCatalogue, defineEvent, field } from '@his/sdk';
import { catalogueServerParts, defineServerPlugin, mergeAccessMaps, newId, onEvent, rowsOf, SIGNED_IN, type RequestContext } from '@his/sdk/server';
import { BACKENDS, type Backend } from '../support/backends';
import { createDatabase, postgresAvailable, startPostgres, type PostgresServer } from '../support/postgres';
import { gql, headersFor, login, type Caller, type Reachable } from '../support/server';

const label = (vi: string, en: string) => ({ vi, en });

// The emitting plugin: a per-facility catalogue and a queue call that names its room.
const thuNghiem = defineCatalogue({
  name: 'DM_ThuNghiem',
  title: label('Thử nghiệm', 'Trial'),
  codeField: 'MaThuNghiem',
  nameField: 'TenThuNghiem',
  scope: 'node',
  fields: {
    MaThuNghiem: field.text({ label: label('Mã', 'Code'), required: true }),
    TenThuNghiem: field.text({ label: label('Tên', 'Name'), required: true }),
  },
});
const thuNghiemEvents = catalogueEvents(thuNghiem);
const queueCalled = defineEvent<{ number: number }>('TN_HangDoi', 'goiSo');
/** Sent to both facilities, no room: every subscriber's sync point. */
const marker = defineEvent<{ round: number }>('TN_Moc', 'moc');

const parts = catalogueServerParts('realtime-emitter', [thuNghiem]);
const emitterPlugin = defineServerPlugin({
  id: 'realtime-emitter',
  ...parts,
  // The demo doctor works at both facilities; the administrator's profile holds only the first.
  demoProfiles: { doctor: { permissions: ['realtime-emitter.catalogue.write'] } },
  schema: `${parts.schema}
extend type Mutation {
  tnGoiSo(idPhongBan: String!, number: Int!): Boolean
  tnMoc(round: Int!, idNodes: [String!]!): Boolean
}`,
  access: mergeAccessMaps(parts.access, { Mutation: { tnGoiSo: SIGNED_IN, tnMoc: SIGNED_IN } }),
  resolvers: {
    ...parts.resolvers,
    Mutation: {
      ...parts.resolvers.Mutation,
      tnGoiSo: async (_: unknown, args: { idPhongBan: string; number: number }, ctx: RequestContext) => {
        ctx.requireViewer();
        await ctx.write(async ({ emit }) => emit(queueCalled, { number: args.number }, { idRooms: [args.idPhongBan] }));
        return true;
      },
      tnMoc: async (_: unknown, args: { round: number; idNodes: string[] }, ctx: RequestContext) => {
        ctx.requireViewer();
        await ctx.write(async ({ emit }) => emit(marker, { round: args.round }, { idNodes: args.idNodes }));
        return true;
      },
    },
  },
  events: [...parts.events, queueCalled, marker],
});

// The listening plugin: its first handler always fails; the second records what it was told, where and as whom.
const listenerPlugin = defineServerPlugin({
  id: 'realtime-listener',
  migrations: [{ id: 'reactions', sql: 'CREATE TABLE "TN_PhanUng" (_id text PRIMARY KEY, "node_Id" text NOT NULL, "ThuNghiem_Ids" text NOT NULL, "SuKien" text NOT NULL, "ThayDuocBanGhi" boolean NOT NULL)' }],
  on: [
    onEvent(thuNghiemEvents.create, async () => {
      throw new Error('a failing handler');
    }),
    onEvent(thuNghiemEvents.create, async (payload, ctx) => {
      const nodeId = ctx.requireViewer().nodeId;
      await ctx.write(async ({ tx, audit }) => {
        // The emitter's row is visible here only if its transaction has committed.
        const seen = rowsOf(await tx.execute(sql`SELECT 1 FROM "DM_ThuNghiem" WHERE _id = ${payload.ids[0]!}`));
        const _id = newId();
        await tx.execute(sql`INSERT INTO "TN_PhanUng" VALUES (${_id}, ${nodeId}, ${payload.ids.join(',')}, ${`${ctx.event.module}.${ctx.event.process}`}, ${seen.length === 1})`);
        await audit({ action: 'CREATE', entity: 'TN_PhanUng', entityId: _id });
      });
    }),
  ],
});

const CREATE = 'mutation ($input: DM_ThuNghiemInput!) { createDM_ThuNghiem(input: $input) { _id } }';

/** Errors the servers logged, as message and fields. */
const loggedErrors: { message: string; fields?: Record<string, unknown> }[] = [];
const log = { info: () => undefined, warn: () => undefined, error: (message: string, fields?: Record<string, unknown>) => loggedErrors.push({ message, fields }) };

function start(database: DatabaseOptions = {}, eventBus?: 'postgres'): Promise<HisServer> {
  return startHisServer({ variant: variantById('hospital'), plugins: [emitterPlugin, listenerPlugin], database, demo: true, adminPassword: DEMO_ADMIN.password, eventBus, log });
}

async function sleep(ms: number) {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

interface SubAppEvent {
  module: string;
  process: string;
  data: any;
}

const opened: Client[] = [];
afterAll(async () => {
  await Promise.all(opened.splice(0).map((client) => client.dispose()));
});

function describeError(error: unknown): string {
  if (Array.isArray(error)) return JSON.stringify(error);
  const { code, reason, message } = error as { code?: number; reason?: string; message?: string };
  return `${code ?? ''} ${reason ?? ''} ${message ?? ''}`;
}

/** A subApp subscription with the given variables, and the events it has received. */
function subscribe(server: Reachable, token: string, node: string, variables: Record<string, unknown>): SubAppEvent[] {
  const client = createClient({
    url: server.url.replace('http', 'ws') + '/graphqlhis',
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}`, 'x-current-node': node },
    retryAttempts: 0,
  });
  opened.push(client);
  const events: SubAppEvent[] = [];
  client.subscribe<{ subApp: SubAppEvent }>(
    { query: 'subscription ($modules: [String!]!, $idClient: String, $variables: JSON) { subApp(modules: $modules, idClient: $idClient, variables: $variables) { module process data } }', variables },
    {
      next: (value) => events.push(value.errors ? { module: 'error', process: JSON.stringify(value.errors), data: null } : value.data!.subApp),
      error: (error) => events.push({ module: 'error', process: describeError(error), data: null }),
      complete: () => undefined,
    },
  );
  return events;
}

async function createRow(server: Reachable, caller: Caller, code: string, clientId?: string): Promise<string> {
  const headers = { ...headersFor(caller), ...(clientId ? { 'x-client-id': clientId } : {}) };
  const response = await fetch(server.url + '/graphqlhis', { method: 'POST', headers, body: JSON.stringify({ query: CREATE, variables: { input: { MaThuNghiem: code, TenThuNghiem: `Thử nghiệm ${code}` } } }) });
  const result = (await response.json()) as { data?: { createDM_ThuNghiem: { _id: string } }; errors?: unknown };
  expect(result.errors).toBeUndefined();
  return result.data!.createDM_ThuNghiem._id;
}

async function reactions(server: HisServer) {
  return server.runtime.database.query<{ node_Id: string; ThuNghiem_Ids: string; SuKien: string; ThayDuocBanGhi: boolean }>('SELECT "node_Id", "ThuNghiem_Ids", "SuKien", "ThayDuocBanGhi" FROM "TN_PhanUng"');
}

let postgres: Promise<PostgresServer> | undefined;
let databases = 0;
async function databaseOn(backend: Backend): Promise<DatabaseOptions> {
  if (backend === 'PGlite') return {};
  postgres ??= startPostgres();
  return { url: await createDatabase(await postgres, `realtime_${++databases}`) };
}
afterAll(async () => {
  await (await postgres?.catch(() => undefined))?.stop();
});

describe.each(BACKENDS)('on %s', (backend) => {
  let server: HisServer;
  let doctor: string;
  let nodes: Record<string, string>;

  beforeAll(async () => {
    server = await start(await databaseOn(backend));
    doctor = (await login(server, 'bacsi', 'Bacsi@123')).token;
    const rows = await server.runtime.database.query<{ _id: string; code: string }>('SELECT _id, code FROM his_nodes');
    nodes = Object.fromEntries(rows.map((node) => [node.code, node._id]));
  });
  afterAll(async () => server?.close());

  it('runs the other plugin\'s handler after the commit, in the facility of the write, audited as the event\'s; a failing handler undoes nothing', async () => {
    loggedErrors.splice(0);
    const id = await createRow(server, { token: doctor, node: nodes.CS02 }, 'TN01');

    // The emitter's row stands although a handler of its event failed.
    expect(await server.runtime.database.query('SELECT _id FROM "DM_ThuNghiem" WHERE _id = $1', [id])).toHaveLength(1);
    expect(await reactions(server)).toEqual([{ node_Id: nodes.CS02, ThuNghiem_Ids: id, SuKien: 'DM_ThuNghiem.create', ThayDuocBanGhi: true }]);
    const audit = await server.runtime.database.query<{ operation: string; node_Id: string; username: string }>(
      'SELECT operation, "node_Id", username FROM his_audit_log WHERE entity = $1', ['TN_PhanUng']);
    expect(audit).toEqual([{ operation: 'on DM_ThuNghiem.create (realtime-listener)', node_Id: nodes.CS02, username: 'bacsi' }]);
    expect(loggedErrors).toEqual([{ message: 'event.handlerFailed', fields: expect.objectContaining({ plugin: 'realtime-listener', event: 'DM_ThuNghiem.create' }) }]);
  });

  it('runs no handler for a write that rolled back', async () => {
    const before = (await reactions(server)).length;
    const refused = await gql(server, '/graphqlhis', CREATE, { input: { MaThuNghiem: 'TN01', TenThuNghiem: 'Trùng mã' } }, { token: doctor, node: nodes.CS02 });
    expect(refused.errors?.[0]?.extensions?.messageKey).toBe('validation.duplicateCode');
    expect(await reactions(server)).toHaveLength(before);
  });

  it('subApp delivers an event only to subscribers of its node, modules, room, and not back to the client that caused it', async () => {
    const at = (code: string, variables: Record<string, unknown>) => subscribe(server, doctor, nodes[code]!, variables);
    const watch = ['DM_ThuNghiem', 'TN_HangDoi', 'TN_Moc'];
    const site1 = at('CS01', { modules: watch });
    const site2 = at('CS02', { modules: watch });
    const otherModule = at('CS01', { modules: ['TN_Moc'] });
    const tab1 = at('CS01', { modules: watch, idClient: 'tab-1' });
    const room1 = at('CS01', { modules: watch, variables: { idPhongBan: nodes.PK01 } });
    const all = [site1, site2, otherModule, tab1, room1];
    const moc = (round: number) => gql(server, '/graphqlhis', 'mutation ($round: Int!, $idNodes: [String!]!) { tnMoc(round: $round, idNodes: $idNodes) }', { round, idNodes: [nodes.CS01, nodes.CS02] }, { token: doctor });
    // The client cannot tell when the server has registered a subscription: markers until each has one.
    for (let attempt = 0; attempt < 50 && all.some((events) => events.length === 0); attempt++) {
      await moc(0);
      await sleep(100);
    }
    for (const events of all) events.splice(0);

    await createRow(server, { token: doctor, node: nodes.CS02 }, 'TN02');
    await createRow(server, { token: doctor, node: nodes.CS01 }, 'TN03', 'tab-1');
    const call = (room: string, number: number) => gql(server, '/graphqlhis', 'mutation ($room: String!, $number: Int!) { tnGoiSo(idPhongBan: $room, number: $number) }', { room, number }, { token: doctor, node: nodes.CS01 });
    expect((await call(nodes.PK01!, 1)).errors).toBeUndefined();
    expect((await call(nodes.PK02!, 2)).errors).toBeUndefined();
    await moc(1);
    for (let waited = 0; waited < 5_000 && all.some((events) => !events.some((event) => event.module === 'TN_Moc')); waited += 20) await sleep(20);

    const seen = (events: SubAppEvent[]) => events.map((event) => `${event.module}.${event.process} ${JSON.stringify(event.data)}`.replace(/"ids":\["[^"]+"\]/, '"ids":[…]'));
    expect(seen(site1)).toEqual(['DM_ThuNghiem.create {"ids":[…]}', 'TN_HangDoi.goiSo {"number":1}', 'TN_HangDoi.goiSo {"number":2}', 'TN_Moc.moc {"round":1}']);
    expect(seen(site2)).toEqual(['DM_ThuNghiem.create {"ids":[…]}', 'TN_Moc.moc {"round":1}']);
    expect(seen(otherModule)).toEqual(['TN_Moc.moc {"round":1}']);
    expect(seen(tab1)).toEqual(['TN_HangDoi.goiSo {"number":1}', 'TN_HangDoi.goiSo {"number":2}', 'TN_Moc.moc {"round":1}']);
    expect(seen(room1)).toEqual(['DM_ThuNghiem.create {"ids":[…]}', 'TN_HangDoi.goiSo {"number":1}', 'TN_Moc.moc {"round":1}']);
  });

  it('refuses a room that is not text, naming the variable', async () => {
    const events = subscribe(server, doctor, nodes.CS01!, { modules: ['TN_HangDoi'], variables: { idPhongBan: 7 } });
    for (let waited = 0; waited < 3_000 && events.length === 0; waited += 20) await sleep(20);
    expect(events[0]?.module).toBe('error');
    expect(events[0]?.process).toContain('variables.idPhongBan');
  });
});

describe.runIf(postgresAvailable())('two processes on one PostgreSQL', () => {
  let first: HisServer;
  let second: HisServer;

  beforeAll(async () => {
    const database = await databaseOn('PostgreSQL');
    first = await start(database, 'postgres');
    second = await start(database, 'postgres');
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('runs each handler once per event, in the process that committed it, while both processes\' subscribers hear it', async () => {
    const token = (await login(first, DEMO_ADMIN.username, DEMO_ADMIN.password)).token;
    const node = (await first.runtime.database.query<{ _id: string }>('SELECT _id FROM his_nodes WHERE code = $1', ['CS01']))[0]!._id;
    const onSecond = subscribe(second, token, node, { modules: ['DM_ThuNghiem', 'TN_Moc'] });
    for (let attempt = 0; attempt < 50 && onSecond.length === 0; attempt++) {
      await gql(first, '/graphqlhis', 'mutation ($idNodes: [String!]!) { tnMoc(round: 0, idNodes: $idNodes) }', { idNodes: [node] }, { token });
      await sleep(100);
    }
    onSecond.splice(0);

    const id = await createRow(first, { token, node }, 'TN10');
    for (let waited = 0; waited < 3_000 && onSecond.length === 0; waited += 20) await sleep(20);
    await sleep(300);
    expect(onSecond.map((event) => `${event.module}.${event.process}`)).toEqual(['DM_ThuNghiem.create']);
    expect((await reactions(second)).filter((row) => row.ThuNghiem_Ids === id)).toHaveLength(1);
  });
});

describe('a variant whose plugin listens to an event no plugin declares', () => {
  it('does not start, naming the plugin and the event', async () => {
    process.env.HIS_LOG ??= 'silent';
    await expect(startHisServer({ variant: variantById('hospital'), plugins: [listenerPlugin], database: {}, demo: false, adminPassword: DEMO_ADMIN.password }))
      .rejects.toThrow('Plugin "realtime-listener" listens to DM_ThuNghiem.create, which no plugin of the variant declares');
  });
});
