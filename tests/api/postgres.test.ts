// On a real PostgreSQL server: sign-in works, and an event raised through one server process reaches
// a subscriber of another through LISTEN/NOTIFY.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { HisServer } from '@his/server';
import { postgresAvailable, startPostgres, type PostgresServer } from '../support/postgres';
import { gql, login, startTestServer } from '../support/server';

const run = postgresAvailable() || Boolean(process.env.CI);

describe.skipIf(!run)('two servers on one PostgreSQL', () => {
  let postgres: PostgresServer;
  let first: HisServer;
  let second: HisServer;

  beforeAll(async () => {
    postgres = await startPostgres({ database: 'his' });
    first = await startTestServer({ url: postgres.url });
    second = await startTestServer({ url: postgres.url });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await postgres?.stop();
  });

  it('a token from one server works on the other, and the event of a mutation on one reaches the other\'s subscriber', async () => {
    const admin = await login(first, 'admin', 'Admin@123');
    expect((await gql(second, '/graphqlauth', '{ myInfo { user { username } } }', {}, { token: admin.token })).data.myInfo.user.username).toBe('admin');
    const client = createClient({ url: second.url.replace('http', 'ws') + '/graphqlhis', webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${admin.token}` }, retryAttempts: 0 });
    const received = new Promise<unknown>((resolve, reject) => {
      client.subscribe({ query: 'subscription { subApp(modules: ["Setting"]) { module process data } }' }, { next: (value) => resolve(value.data), error: reject, complete: () => undefined });
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await gql(first, '/graphqlhis', 'mutation { updateSettingType(type: "his", input: { soMauIn: 2 }) { his } }', {}, { token: admin.token });
    expect(await received).toEqual({ subApp: { module: 'Setting', process: 'update', data: { type: 'his' } } });
    await client.dispose();
  });
});
