// Several server processes on one PostgreSQL database, as behind a load balancer: they may start at the
// same moment, a token signed on one works on the others, an event raised on one reaches subscribers
// of another through LISTEN/NOTIFY, and a token revoked on one stops working on the others.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { coreMigrations, DEMO_ACCOUNTS, DEMO_ADMIN, openDatabase, prepareDatabase, VIEWER_CACHE_TTL_MS, type Database } from '@his/server';
import { variantById } from '@his/variants';
import { createDatabase, postgresAvailable, startPostgres, type PostgresServer } from '../support/postgres';
import { startHisProcess, type HisProcess } from '../support/his-process';
import { gql, login } from '../support/server';

// Developers without PostgreSQL may skip; CI installs it, so a missing server there must fail loudly.
const run = postgresAvailable() || Boolean(process.env.CI);
const MY_INFO = '{ myInfo { user { username } currentNode { _id } } }';

describe.skipIf(!run)('server processes sharing one PostgreSQL', () => {
  let postgres: PostgresServer;

  beforeAll(async () => {
    postgres = await startPostgres();
  });
  afterAll(async () => postgres?.stop());

  describe('two `his start` processes started at once on a fresh database', () => {
    let first: HisProcess | undefined;
    let second: HisProcess | undefined;
    let subscriber: Client | undefined;

    beforeAll(async () => {
      const url = await createDatabase(postgres, 'two_processes');
      const started = await Promise.allSettled([startHisProcess(url), startHisProcess(url)]);
      [first, second] = started.map((result) => (result.status === 'fulfilled' ? result.value : undefined));
      const failed = started.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    });
    afterAll(async () => {
      await subscriber?.dispose();
      await Promise.all([first?.stop(), second?.stop()]);
    });

    it('a subscriber on one process receives the event of a mutation run on the other', async () => {
      const admin = await login(first!, DEMO_ADMIN.username, DEMO_ADMIN.password);
      const info = (await gql(first!, '/graphqlauth', MY_INFO, {}, { token: admin.token })).data.myInfo;
      expect((await gql(second!, '/graphqlauth', MY_INFO, {}, { token: admin.token })).data.myInfo.user.username).toBe('admin');

      subscriber = createClient({ url: second!.url.replace('http', 'ws') + '/graphqlhis', webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${admin.token}` }, retryAttempts: 0 });
      const events: unknown[] = [];
      let ended: unknown;
      subscriber.subscribe(
        { query: 'subscription { subApp(modules: ["Setting"]) { module process idNodes data } }' },
        { next: (value) => events.push(value), error: (error) => (ended = error), complete: () => (ended = 'completed') },
      );
      // The client cannot tell when the server has registered the subscription, so the mutation is
      // repeated until the first event arrives; every repetition raises the same event.
      for (let attempt = 0; attempt < 40 && events.length === 0 && !ended; attempt++) {
        const updated = await gql(first!, '/graphqlhis', 'mutation { updateSettingType(type: "his", input: { soMauIn: 2 }) { his } }', {}, { token: admin.token });
        expect(updated.data.updateSettingType.his.soMauIn).toBe(2);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(ended).toBeUndefined();
      expect(events[0]).toEqual({ data: { subApp: { module: 'Setting', process: 'update', idNodes: [info.currentNode._id], data: { type: 'his' } } } });
    });

    it('a token signed out on one process is refused by the other before its cached viewer would expire', async () => {
      const doctor = await login(first!, 'bacsi', 'Bacsi@123');
      // From here the second process holds this token's viewer in its cache.
      const cachedAt = Date.now();
      expect((await gql(second!, '/graphqlauth', MY_INFO, {}, { token: doctor.token })).data.myInfo.user.username).toBe('bacsi');
      expect((await gql(first!, '/graphqlauth', 'mutation { logout }', {}, { token: doctor.token })).data.logout).toBe(true);
      expect((await gql(first!, '/graphqlauth', MY_INFO, {}, { token: doctor.token })).errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
      let code: string | undefined;
      while (!code && Date.now() - cachedAt < VIEWER_CACHE_TTL_MS + 1_000) {
        code = (await gql(second!, '/graphqlauth', MY_INFO, {}, { token: doctor.token })).errors?.[0]?.extensions?.code;
        if (!code) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(code).toBe('UNAUTHENTICATED');
      // Refused while the cached viewer was still within its lifetime: the revocation notice dropped it.
      expect(Date.now() - cachedAt).toBeLessThan(VIEWER_CACHE_TTL_MS);
    });
  });

  it('two servers preparing one fresh database at once apply each migration and seed exactly once', async () => {
    const url = await createDatabase(postgres, 'concurrent_prepare');
    const variant = variantById('hospital');
    const databases: Database[] = [];
    try {
      databases.push(await openDatabase({ url }), await openDatabase({ url }));
      const results = await Promise.all(databases.map((database) => prepareDatabase(database, variant, [], { demo: true, adminPassword: DEMO_ADMIN.password })));
      const applied = results.flatMap((result) => result.migrations);
      const seeded = results.flatMap((result) => result.seeds);
      expect(applied.toSorted()).toEqual(coreMigrations.map((migration) => `core/${migration.id}`).toSorted());
      expect(seeded.toSorted()).toEqual(['core/demo', 'core/reference']);
      const [database] = databases;
      expect(await database!.query('SELECT owner, id FROM his_migrations ORDER BY id')).toEqual(coreMigrations.map((migration) => ({ owner: 'core', id: migration.id })).toSorted((a, b) => a.id.localeCompare(b.id)));
      expect(await database!.query('SELECT owner, kind FROM his_seeds ORDER BY kind')).toEqual([{ owner: 'core', kind: 'demo' }, { owner: 'core', kind: 'reference' }]);
      const [users] = await database!.query<{ n: number }>('SELECT count(*)::int AS n FROM his_users');
      expect(users!.n).toBe(DEMO_ACCOUNTS.length + 1);
    } finally {
      await Promise.all(databases.map((database) => database.close()));
    }
  });
});
