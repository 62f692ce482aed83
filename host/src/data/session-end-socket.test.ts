// A page whose session is signed out elsewhere: the server closes its realtime socket, and the page ends the
// session (back to sign-in) instead of reconnecting with a dead token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { gql as doc } from 'urql';
import type { HisServer } from '@his/server';
import { gql, login, startTestServer } from '../../../tests/support/server';
import { createErrorPolicy } from './error-policy';
import { createHisClient } from './his-client';
import { sessionEndedErrors } from './subscription-socket';

const SUB_APP = doc`subscription Settings($modules: [String!]!) { subApp(modules: $modules) { module } }`;
const SAVE_SETTING = 'mutation ($on: Boolean!) { updateSettingType(type: "general", input: { isShowIconLanguage: $on }) { isShowIconLanguage } }';

async function until(what: string, probe: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('sessionEndedErrors', () => {
  it.each([
    { name: 'a close for a session that ended', error: { code: 4401, reason: 'auth.sessionEnded' }, expected: [{ message: 'auth.sessionEnded', extensions: { code: 'UNAUTHENTICATED', messageKey: 'auth.sessionEnded' } }] },
    { name: 'a close without a known reason', error: { code: 4401, reason: 'Unauthorized' }, expected: [{ message: 'auth.sessionEnded', extensions: { code: 'UNAUTHENTICATED', messageKey: 'auth.sessionEnded' } }] },
  ])('turns $name into an UNAUTHENTICATED answer', ({ error, expected }) => {
    expect(sessionEndedErrors(error)).toEqual(expected);
  });

  it.each([
    { name: 'a forbidden close, which the client retries', error: { code: 4403, reason: 'auth.userLocked' } },
    { name: 'a lost network', error: { code: 1006, reason: '' } },
    { name: 'a plain error', error: new Error('boom') },
  ])('passes $name through', ({ error }) => {
    expect(sessionEndedErrors(error)).toBe(error);
  });
});

describe('a page whose session is signed out elsewhere', () => {
  let server: HisServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  it('ends the session once, within a second, and does not reconnect', async () => {
    const page = await login(server, 'admin', 'Admin@123');
    let signOuts = 0;
    const errorPolicy = createErrorPolicy({ onUnauthenticated: () => signOuts++, log: () => undefined });
    const his = createHisClient({ baseUrl: server.url, getHeaders: () => ({ authorization: `Bearer ${page.token}` }), getLanguage: () => 'vi', webSocketImpl: WebSocket, errorPolicy, socket: { retry: { baseMs: 20, maxMs: 50 } } });
    try {
      let events = 0;
      const subscription = his.client.subscription(SUB_APP, { modules: ['Setting'] }).subscribe((result) => {
        if (result.data) events++;
      });
      for (let attempt = 0; attempt < 40 && events === 0; attempt++) {
        await gql(server, '/graphqlhis', SAVE_SETTING, { on: attempt % 2 === 0 }, { token: page.token });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(events).toBeGreaterThan(0);

      // Another tab of the same browser signs out.
      expect((await gql(server, '/graphqlauth', 'mutation { logout }', {}, { token: page.token })).data.logout).toBe(true);
      await until('the page to end its session', () => signOuts > 0, 1_000);
      await new Promise((resolve) => setTimeout(resolve, 300));

      expect(signOuts).toBe(1);
      expect(his.connection.getSnapshot()).toBe('disconnected');
      subscription.unsubscribe();
    } finally {
      his.dispose();
    }
  });
});
