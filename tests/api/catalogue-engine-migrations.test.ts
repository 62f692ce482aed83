// A catalogue that grows after its first release: a database made by the first version takes the fields added
// later through the generated migrations, and the rows saved before keep their values; on PGlite and PostgreSQL.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, startHisServer, type DatabaseOptions, type HisServer } from '@his/server';
import { variantById } from '@his/variants';
import { defineCatalogue, field, type AnyCatalogue } from '@his/sdk';
import { catalogueServerParts, defineServerPlugin } from '@his/sdk/server';
import { BACKENDS } from '../support/backends';
import { createDatabase, startPostgres, type PostgresServer } from '../support/postgres';
import { gql, login, type Caller } from '../support/server';

const label = (vi: string, en: string) => ({ vi, en });

const firstFields = {
  MaDuongDung: field.text({ label: label('Mã đường dùng', 'Route code'), required: true }),
  TenDuongDung: field.text({ label: label('Tên đường dùng', 'Route name'), required: true }),
};

const basics = { name: 'DM_DuongDung', title: label('Đường dùng thuốc', 'Route of administration'), codeField: 'MaDuongDung', nameField: 'TenDuongDung' } as const;

/** As first released. */
const release1 = defineCatalogue({ ...basics, fields: firstFields });

/** Two releases later: an English name that is searched (version 2) and the ministry's code, required and unique (version 3). */
const release3 = defineCatalogue({
  ...basics,
  fields: {
    ...firstFields,
    TenTiengAnh: field.text({ label: label('Tên tiếng Anh', 'English name'), since: 2 }),
    ThuTu: field.integer({ label: label('Thứ tự', 'Order'), since: 2 }),
    MaBYT: field.text({ label: label('Mã Bộ Y tế', 'Ministry code'), required: true, unique: true, since: 3 }),
  },
  search: ['MaDuongDung', 'TenDuongDung', 'TenTiengAnh'],
});

function pluginOf(descriptor: AnyCatalogue) {
  return defineServerPlugin({ id: 'duong-dung', ...catalogueServerParts('duong-dung', [descriptor]) });
}

const ROW = '_id MaDuongDung TenDuongDung TenTiengAnh ThuTu MaBYT';

let postgres: Promise<PostgresServer> | undefined;
afterAll(async () => (await postgres?.catch(() => undefined))?.stop());

describe.each(BACKENDS)('a catalogue that grows after release, on %s', (backend) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  // A folder for PGlite, so the second release opens the database the first one made.
  async function databaseOptions(): Promise<DatabaseOptions> {
    if (backend === 'PostgreSQL') {
      postgres ??= startPostgres();
      return { url: await createDatabase(await postgres, 'his_catalogue_growth') };
    }
    const folder = await mkdtemp(join(tmpdir(), 'his-catalogue-growth-'));
    cleanups.push(() => rm(folder, { recursive: true, force: true }));
    return { dataDir: folder };
  }

  async function start(database: DatabaseOptions, descriptor: AnyCatalogue): Promise<{ server: HisServer; admin: Caller }> {
    const server = await startHisServer({ variant: variantById('hospital'), plugins: [pluginOf(descriptor)], database, adminPassword: DEMO_ADMIN.password });
    cleanups.push(() => server.close());
    return { server, admin: { token: (await login(server, DEMO_ADMIN.username, DEMO_ADMIN.password)).token } };
  }

  it('Then the later fields arrive by their own migrations, old rows keep their values, and the new fields work', async () => {
    const database = await databaseOptions();
    const first = await start(database, release1);
    const created = await gql(first.server, '/graphqlhis', 'mutation ($input: DM_DuongDungInput!) { createDM_DuongDung(input: $input) { _id } }',
      { input: { MaDuongDung: 'UONG', TenDuongDung: 'Uống' } }, first.admin);
    expect(created.errors).toBeUndefined();
    const id = created.data.createDM_DuongDung._id as string;
    await first.server.close();

    const later = await start(database, release3);
    const migrations = await later.server.runtime.database.query<{ id: string }>(`SELECT id FROM his_migrations WHERE owner = 'duong-dung' ORDER BY id`);
    expect(migrations.map((migration) => migration.id)).toEqual(['DM_DuongDung.search-indexes', 'DM_DuongDung.search-words', 'DM_DuongDung.v1', 'DM_DuongDung.v2', 'DM_DuongDung.v3']);

    const call = (query: string, variables: Record<string, unknown> = {}) => gql(later.server, '/graphqlhis', query, variables, later.admin);
    const old = await call(`query ($id: ID!) { getDM_DuongDungById(id: $id) { ${ROW} } }`, { id });
    expect(old.data.getDM_DuongDungById).toEqual({ _id: id, MaDuongDung: 'UONG', TenDuongDung: 'Uống', TenTiengAnh: null, ThuTu: null, MaBYT: null });

    const update = `mutation ($id: ID!, $input: DM_DuongDungInput!) { updateDM_DuongDung(id: $id, input: $input) { ${ROW} } }`;
    // Saved before the ministry's code was required: other fields can still be edited.
    const edited = await call(update, { id, input: { TenTiengAnh: 'Oral', ThuTu: 1 } });
    expect(edited.data.updateDM_DuongDung).toMatchObject({ TenDuongDung: 'Uống', TenTiengAnh: 'Oral', ThuTu: 1, MaBYT: null });
    const updated = await call(update, { id, input: { MaBYT: '1.01' } });
    expect(updated.data.updateDM_DuongDung).toMatchObject({ TenTiengAnh: 'Oral', MaBYT: '1.01' });
    const missing = await call('mutation ($input: DM_DuongDungInput!) { createDM_DuongDung(input: $input) { _id } }', { input: { MaDuongDung: 'NHO', TenDuongDung: 'Nhỏ mắt' } });
    expect(missing.errors![0]!.message).toBe('Mã Bộ Y tế: Không được để trống!');
    const search = await call('query { searchDM_DuongDung(searchString: "oral") { MaDuongDung } }');
    expect(search.data.searchDM_DuongDung).toEqual([{ MaDuongDung: 'UONG' }]);

    const duplicate = await call('mutation ($input: DM_DuongDungInput!) { createDM_DuongDung(input: $input) { _id } }', { input: { MaDuongDung: 'TIEM', TenDuongDung: 'Tiêm', MaBYT: '1.01' } });
    expect(duplicate.errors![0]!.message).toBe('Mã Bộ Y tế: 1.01 đã tồn tại');
  });
});
