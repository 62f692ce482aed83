// PostgreSQL restarting, or dropping one of a server's connections, under two `his start` processes: neither
// process exits, a request meanwhile gets the localized "database unavailable" error, and once PostgreSQL is
// back both answer again and an event raised on one reaches a subscriber of the other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { coreMessages } from '@his/sdk';
import { DEMO_ADMIN } from '@his/server';
import { createDatabase, postgresAvailable, startPostgres, type PostgresServer } from '../support/postgres';
import { processAlive, startHisProcess, type HisProcess } from '../support/his-process';
import { gql, login, type Reachable } from '../support/server';

// Developers without PostgreSQL may skip; CI installs it, so a missing server there must fail loudly.
const run = postgresAvailable() || Boolean(process.env.CI);
const DATABASE = 'restarts';
/** What the issue asks of a restart: both processes serve again within this long of PostgreSQL being back. */
const BACK_WITHIN_MS = 10_000;
const UPDATE = 'mutation { updateSettingType(type: "his", input: { soMauIn: 2 }) { his } }';
const READ = '{ myInfo { user { username } } }';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!run)('two server processes while PostgreSQL restarts or drops their connections', () => {
  let postgres: PostgresServer;
  let first: HisProcess | undefined;
  let second: HisProcess | undefined;
  let token: string;
  let subscriber: Client | undefined;
  const events: unknown[] = [];
  const closes: number[] = [];

  beforeAll(async () => {
    postgres = await startPostgres();
    const url = await createDatabase(postgres, DATABASE);
    first = await startHisProcess(url);
    second = await startHisProcess(url);
    token = (await login(first, DEMO_ADMIN.username, DEMO_ADMIN.password)).token;
    // As the web client does: retry for ever, and subscribe again on every new socket.
    subscriber = createClient({
      url: second.url.replace('http', 'ws') + '/graphqlhis',
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: Infinity,
      shouldRetry: () => true,
      retryWait: async () => void (await sleep(200)),
      on: { closed: (event) => void closes.push((event as { code: number }).code) },
    });
    subscriber.subscribe({ query: 'subscription { subApp(modules: ["Setting"]) { module process } }' }, {
      next: (value) => void events.push(value),
      error: (error) => void events.push({ error }),
      complete: () => undefined,
    });
  }, 180_000);
  afterAll(async () => {
    await subscriber?.dispose();
    await Promise.all([first?.stop(), second?.stop()]);
    await postgres?.stop();
  });

  /** Resolves with the milliseconds until `server` answers a signed-in query; fails after `withinMs`. */
  async function answersAgain(server: Reachable, withinMs = BACK_WITHIN_MS): Promise<number> {
    const started = Date.now();
    for (;;) {
      const result = await gql(server, '/graphqlauth', READ, {}, { token }).catch((error: unknown) => ({ errors: [{ message: String(error) }] }));
      if ((result as { data?: { myInfo?: unknown } }).data?.myInfo) return Date.now() - started;
      if (Date.now() - started > withinMs) throw new Error(`no answer within ${withinMs} ms: ${JSON.stringify(result)}`);
      await sleep(100);
    }
  }

  /** A change on the first process is heard by the subscriber on the second; the mutation repeats until it is. */
  async function eventCrossesProcesses(withinMs = BACK_WITHIN_MS): Promise<void> {
    const seen = events.length;
    const deadline = Date.now() + withinMs;
    while (events.length === seen) {
      if (Date.now() > deadline) throw new Error(`no event within ${withinMs} ms; socket closes: ${closes.join(', ')}`);
      await gql(first!, '/graphqlhis', UPDATE, {}, { token }).catch(() => undefined);
      await sleep(250);
    }
    expect(events.at(-1)).toEqual({ data: { subApp: { module: 'Setting', process: 'update' } } });
  }

  it('carries events between the processes to begin with', async () => {
    await eventCrossesProcesses(20_000);
  });

  it('answers with the localized error while PostgreSQL is down, and serves again once it is back', async () => {
    await postgres.pause();
    try {
      for (const lang of ['vi', 'en'] as const) {
        const refused = await gql(first!, '/graphqlhis', UPDATE, {}, { token, lang });
        expect(refused.errors?.[0]).toMatchObject({
          message: coreMessages[lang]['error.databaseUnavailable'],
          extensions: { code: 'SERVICE_UNAVAILABLE', messageKey: 'error.databaseUnavailable' },
        });
      }
      expect((await fetch(`${second!.url}/healthz`)).status).toBe(503);
    } finally {
      await postgres.resume();
    }
    const waits = await Promise.all([answersAgain(first!), answersAgain(second!)]);
    console.log(`back after PostgreSQL returned: ${waits.map((ms) => `${ms} ms`).join(', ')}`);
    expect([processAlive(first!.pid), processAlive(second!.pid)]).toEqual([true, true]);
    expect((await fetch(`${second!.url}/healthz`)).status).toBe(200);
    // The subscriber's socket was closed with "try again later" and it subscribed again.
    expect(closes).toContain(1013);
    await eventCrossesProcesses();
  });

  it('survives `pg_ctl restart -m fast`: both answer within 10 s and events cross again', async () => {
    await postgres.restart();
    const waits = await Promise.all([answersAgain(first!), answersAgain(second!)]);
    console.log(`back after pg_ctl restart: ${waits.map((ms) => `${ms} ms`).join(', ')}`);
    expect([processAlive(first!.pid), processAlive(second!.pid)]).toEqual([true, true]);
    await eventCrossesProcesses();
  });

  it('survives PostgreSQL ending only the listening connections', async () => {
    const ended = await postgres.sql<{ pid: number }>(`SELECT pid, pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND query ILIKE 'LISTEN%'`, [DATABASE]);
    expect(ended.length).toBe(2);
    await eventCrossesProcesses();
    await Promise.all([answersAgain(first!), answersAgain(second!)]);
    expect([processAlive(first!.pid), processAlive(second!.pid)]).toEqual([true, true]);
  });

  it('survives PostgreSQL ending idle pooled connections', async () => {
    // Every idle backend but the listeners (the function runs only for the rows chosen, being in the select list).
    const ended = await postgres.sql<{ pid: number }>(
      `SELECT pid, pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND state = 'idle' AND query NOT ILIKE 'LISTEN%'`,
      [DATABASE],
    );
    expect(ended.length).toBeGreaterThan(0);
    await Promise.all([answersAgain(first!), answersAgain(second!)]);
    expect([processAlive(first!.pid), processAlive(second!.pid)]).toEqual([true, true]);
    await eventCrossesProcesses();
  });
});
