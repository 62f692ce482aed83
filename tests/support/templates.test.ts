// API tests start from a prepared database instead of migrating and seeding their own: a fresh in-memory server is
// a clone of the run's template (made once, on first use), each clone is its own, and a database the caller names
// is used as given. On PostgreSQL the file's server copies a template database.
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, openDatabase, type HisServer } from '@his/server';
import { needsBuilds } from '../setup/build-variants';
import { BACKENDS, serversOnBackends } from './backends';
import { login, startTestServer } from './server';
import { TEMPLATE_ENV } from './template-env';

const servers: HisServer[] = [];
const started = async (server: Promise<HisServer>) => {
  servers.push(await server);
  return servers.at(-1)!;
};
let folder: string;
let runFolder: string | undefined;

beforeAll(() => {
  // A folder of this file's own, so that the run's other files cannot have made the template already.
  runFolder = process.env[TEMPLATE_ENV];
  folder = mkdtempSync(join(tmpdir(), 'his-templates-test-'));
  process.env[TEMPLATE_ENV] = folder;
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  if (runFolder === undefined) delete process.env[TEMPLATE_ENV];
  else process.env[TEMPLATE_ENV] = runFolder;
  rmSync(folder, { recursive: true, force: true });
});

describe('template databases', () => {
  it('two servers started at once on fresh in-memory databases share one prepared template, and the demo admin signs in', async () => {
    const [first, second] = await Promise.all([started(startTestServer()), started(startTestServer())]);
    const template = join(folder, 'core-hospital.tar');
    expect(existsSync(template)).toBe(true);
    const made = statSync(template).mtimeMs;
    await started(startTestServer());
    expect(statSync(template).mtimeMs, 'a third server reuses the template').toBe(made);
    for (const server of [first, second]) expect((await login(server, DEMO_ADMIN.username, DEMO_ADMIN.password)).token).toBeTruthy();
  });

  it('each clone is its own database: a table made in one is not in the other', async () => {
    const [first, second] = await Promise.all([started(startTestServer()), started(startTestServer())]);
    await first.runtime.database.query('CREATE TABLE only_in_first (id int)');
    expect(await first.runtime.database.query('SELECT 1 FROM only_in_first')).toEqual([]);
    await expect(second.runtime.database.query('SELECT 1 FROM only_in_first')).rejects.toThrow();
  });

  it('a data folder the caller names is used as given, with what it already holds', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'his-templates-own-'));
    try {
      const database = await openDatabase({ dataDir, durable: false });
      await database.query('CREATE TABLE kept (id int)');
      await database.close();
      const server = await startTestServer({ dataDir, durable: false });
      try {
        expect(await server.runtime.database.query('SELECT 1 FROM kept')).toEqual([]);
        expect((await login(server, DEMO_ADMIN.username, DEMO_ADMIN.password)).token).toBeTruthy();
      } finally {
        await server.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.runIf(BACKENDS.includes('PostgreSQL'))('template databases on PostgreSQL', () => {
  const startServer = serversOnBackends();
  it('the second and later servers of a file get their own copies of one prepared template database', async () => {
    const first = await started(startServer('PostgreSQL'));
    const second = await started(startServer('PostgreSQL'));
    const databases = await first.runtime.database.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE 'his_%' ORDER BY datname`);
    expect(databases.map((row) => row.datname)).toEqual(['his_1', 'his_2', 'his_template_core_hospital']);
    await first.runtime.database.query('CREATE TABLE only_in_first (id int)');
    await expect(second.runtime.database.query('SELECT 1 FROM only_in_first')).rejects.toThrow();
    expect((await login(second, DEMO_ADMIN.username, DEMO_ADMIN.password)).token).toBeTruthy();
  });
});

describe('the global set-up', () => {
  it('builds the variants only for runs with tests that use the bundles', () => {
    expect(needsBuilds(['/repo/sdk/shared/format/money.test.ts', '/repo/plugins/pricing/rules/price-list.test.ts'])).toBe(false);
    expect(needsBuilds(['/repo/sdk/shared/format/money.test.ts', '/repo/tests/e2e/shell.test.ts'])).toBe(true);
    expect(needsBuilds(['/repo/tests/build/variants.test.ts'])).toBe(true);
    expect(needsBuilds(null), 'when Vitest does not say which files run').toBe(true);
  });
});
