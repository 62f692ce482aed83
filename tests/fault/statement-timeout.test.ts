// A statement running past HIS_STATEMENT_TIMEOUT_MS is cancelled by PostgreSQL, or ends the embedded database's
// worker: the caller gets the localized error, the rest of the server keeps serving, and migrations are exempt.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { coreMessages } from '@his/sdk';
import { DEMO_ADMIN, openDatabase, type HisServer } from '@his/server';
import { createDatabase, postgresAvailable, startPostgres, type PostgresServer } from '../support/postgres';
import { gql, login, startTestServer } from '../support/server';
import { demoDataDir } from '../e2e/support/web-server';

// Developers without PostgreSQL may skip; CI installs it, so a missing server there must fail loudly.
const run = postgresAvailable() || Boolean(process.env.CI);
const LIMIT_MS = 400;
const UPDATE = 'mutation { updateSettingType(type: "his", input: { soMauIn: 3 }) { his } }';

/** Starts a server with HIS_STATEMENT_TIMEOUT_MS at the test's limit, restoring the variable after. */
async function startLimitedServer(database: Parameters<typeof startTestServer>[0]): Promise<HisServer> {
  const before = process.env.HIS_STATEMENT_TIMEOUT_MS;
  process.env.HIS_STATEMENT_TIMEOUT_MS = String(LIMIT_MS);
  try {
    return await startTestServer(database);
  } finally {
    if (before === undefined) delete process.env.HIS_STATEMENT_TIMEOUT_MS;
    else process.env.HIS_STATEMENT_TIMEOUT_MS = before;
  }
}

describe.skipIf(!run)('statement time limit on PostgreSQL', () => {
  let postgres: PostgresServer;
  let url: string;
  let server: HisServer;
  let token: string;

  beforeAll(async () => {
    postgres = await startPostgres();
    url = await createDatabase(postgres, 'limits');
    server = await startLimitedServer({ url });
    token = (await login(server, DEMO_ADMIN.username, DEMO_ADMIN.password)).token;
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await postgres?.stop();
  });

  it('cancels a statement stuck past the limit with the localized error, while other requests are served', async () => {
    // Another session holds the settings table: the mutation's statement waits on it, as a runaway one would run.
    const blocker = new pg.Client({ connectionString: url });
    await blocker.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE his_settings IN ACCESS EXCLUSIVE MODE');
      for (const lang of ['vi', 'en'] as const) {
        const started = Date.now();
        const refused = await gql(server, '/graphqlhis', UPDATE, {}, { token, lang });
        expect(refused.errors?.[0]).toMatchObject({
          message: coreMessages[lang]['error.statementTimeout'],
          extensions: { code: 'SERVICE_UNAVAILABLE', messageKey: 'error.statementTimeout' },
        });
        expect(Date.now() - started).toBeLessThan(LIMIT_MS + 3_000);
      }
      const other = await gql(server, '/graphqlauth', '{ myInfo { user { username } } }', {}, { token });
      expect(other.data?.myInfo.user.username).toBe(DEMO_ADMIN.username);
    } finally {
      await blocker.query('ROLLBACK');
      await blocker.end();
    }
    const updated = await gql(server, '/graphqlhis', UPDATE, {}, { token });
    expect(updated.errors).toBeUndefined();
  });

  it('lets a migration script run past the limit, which ordinary statements may not', async () => {
    const database = await openDatabase({ url, statementTimeoutMs: 200 });
    try {
      await expect(database.query('SELECT pg_sleep(0.5)')).rejects.toMatchObject({ code: '57014' });
      await expect(database.execScripts(['SELECT pg_sleep(0.5)'])).resolves.toBeUndefined();
    } finally {
      await database.close();
    }
  });
});

describe('statement time limit on the embedded database of a data folder', () => {
  let dataDir: string;
  let server: HisServer;
  let token: string;
  const settings = async () => (await gql(server, '/graphqlhis', '{ getSetting { his } }', {}, { token })).data?.getSetting.his;
  const setCopies = (copies: number) => gql(server, '/graphqlhis', `mutation { updateSettingType(type: "his", input: { soMauIn: ${copies} }) { his } }`, {}, { token });

  beforeAll(async () => {
    dataDir = demoDataDir('hospital');
    server = await startLimitedServer({ dataDir });
    token = (await login(server, DEMO_ADMIN.username, DEMO_ADMIN.password)).token;
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('ends a statement past the limit while HTTP is answered, then serves reads and writes with the data committed before', async () => {
    expect((await setCopies(4)).errors).toBeUndefined();
    const started = Date.now();
    let slowSettled = false;
    const slow = server.runtime.database.query('SELECT pg_sleep(3)').then(
      () => 'finished',
      (error: unknown) => error,
    ).finally(() => (slowSettled = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // A read that needs the database waits its turn behind the slow statement and runs on the restarted worker.
    const queuedRead = settings();
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(slowSettled, '/healthz must be answered while the statement runs').toBe(false);

    expect(await slow).toMatchObject({ code: '57014' });
    expect(Date.now() - started).toBeLessThan(LIMIT_MS + 1_500);
    expect(await queuedRead).toMatchObject({ soMauIn: 4 });

    const me = await gql(server, '/graphqlauth', '{ myInfo { user { username } } }', {}, { token });
    expect(me.data?.myInfo.user.username).toBe(DEMO_ADMIN.username);
    expect((await setCopies(5)).errors).toBeUndefined();
    expect(await settings()).toMatchObject({ soMauIn: 5 });
  }, 30_000);
});
