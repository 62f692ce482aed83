// Secret settings never leave the server: for every setting declared secret, no operation, event or audit read
// returns its value, signed in as any demo role or signed out; the database holds it encrypted; only
// settings.manage sets it; server code still reads it. On PGlite and on PostgreSQL.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { DEMO_ACCOUNTS, DEMO_ADMIN, type HisServer } from '@his/server';
import { readSecretSetting } from '@his/sdk/server';
import { buildContext } from '../../server/src/context';
import { maskSecretSettingsInAudit } from '../../server/src/core/secret-settings-migration';
import { BACKENDS, serversOnBackends } from '../support/backends';
import { gql, login, type Caller } from '../support/server';

const startServer = serversOnBackends({ withPlugins: true });

const SETTING_FIELDS = 'appType systemType defaultLanguage isShowIconLanguage his print smartPharma secretsSet';
const READS: { name: string; path: string; query: string }[] = [
  { name: 'getAppInfo', path: '/graphqlhis', query: '{ getAppInfo { version appType systemType defaultLanguage isShowIconLanguage his print title variant } }' },
  { name: 'getSetting', path: '/graphqlhis', query: `{ getSetting { ${SETTING_FIELDS} } }` },
  { name: 'settingDeclarations', path: '/graphqlhis', query: '{ settingDeclarations { block key kind labelVi labelEn secret public choices } }' },
  {
    name: 'getLichSuThaoTac',
    path: '/graphqlhis',
    query: '{ getLichSuThaoTac(limit: 100) { total items { _id action entity entity_Id operation before after } } }',
  },
  { name: 'myInfo', path: '/graphqlauth', query: '{ myInfo { user { _id username } profile { _id name } permissions } }' },
];
const ONE_ENTRY = 'query ($id: ID!) { getLichSuThaoTacById(_id: $id) { _id entity entity_Id before after } }';
const UPDATE = 'mutation ($type: String!, $input: JSON!) { updateSettingType(type: $type, input: $input) { ' + SETTING_FIELDS + ' } }';

describe.each(BACKENDS)('secret settings on %s', (backend) => {
  let server: HisServer;
  let admin: Caller;
  /** Every value that must never come back: the secrets set here and the credentials old data holds in clear. */
  const secretValues: string[] = [];
  let secretKeys: string[] = [];
  const events: string[] = [];
  let subscription: Client | undefined;
  const savedKey = process.env.HIS_SECRET_KEY;

  const update = (caller: Caller, type: string, input: Record<string, unknown>) => gql(server, '/graphqlhis', UPDATE, { type, input }, caller);
  // One sign-in per account: the sweep needs a session each, not the sign-in limits' attention.
  const tokens = new Map<string, Promise<string>>();
  const signIn = (username: string, password: string) => {
    if (!tokens.has(username)) tokens.set(username, login(server, username, password).then((result) => result.token));
    return tokens.get(username)!;
  };

  beforeAll(async () => {
    // A PostgreSQL server has no data folder for a key file: the operator gives the key.
    if (backend === 'PostgreSQL') process.env.HIS_SECRET_KEY = randomBytes(32).toString('base64');
    server = await startServer(backend);
    if (savedKey === undefined) delete process.env.HIS_SECRET_KEY;
    else process.env.HIS_SECRET_KEY = savedKey;
    admin = { token: await signIn(DEMO_ADMIN.username, DEMO_ADMIN.password) };
    // The filing clerk's profile gets settings.edit, not settings.manage, before anyone signs in as the clerk.
    await server.runtime.database.query(
      `UPDATE his_profile_permissions SET permissions = array_append(permissions, 'settings.edit') WHERE "profile_Id" = (SELECT _id FROM his_profiles WHERE name = 'Văn thư')`,
    );

    // Old data, from before settings were declared: credentials in clear under names nobody declares, and an audit
    // entry holding a declared secret in clear.
    const legacy = { pwd: 'legacy-pwd-51c2', key: 'legacy-key-83d9', privateKey: 'legacy-private-0a7e', cong_BHYT_pass: 'legacy-bhyt-66f1', dsTaiKhoan: [{ MatKhau: 'legacy-array-4b20' }] };
    secretValues.push(...Object.values(legacy).map((value) => (typeof value === 'string' ? value : value[0]!.MatKhau)));
    await server.runtime.database.query(`UPDATE his_settings SET value = value || $1::jsonb WHERE type = 'his'`, [JSON.stringify(legacy)]);
    secretValues.push('legacy-audit-9e31');
    await server.runtime.database.query(
      `INSERT INTO his_audit_log (action, entity, "entity_Id", "node_Id", before, after) SELECT 'UPDATE', 'Setting', 'his', _id, $1::jsonb, $2::jsonb FROM his_nodes WHERE code = 'CS01'`,
      [JSON.stringify({ congBHYT_MatKhau: 'legacy-audit-9e31', pwd: 'legacy-pwd-51c2' }), JSON.stringify({ congBHYT_MatKhau: 'legacy-audit-9e31', cong_BHYT_pass: 'legacy-bhyt-66f1' })],
    );

    // Subscribers (the administrator and a doctor) listen while the secrets change.
    const doctor = { token: await signIn('bacsi', 'Bacsi@123') };
    subscription = createClient({ url: server.url.replace('http', 'ws') + '/graphqlhis', webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${doctor.token}` }, retryAttempts: 0 });
    const listening = new Promise<void>((resolve) => {
      subscription!.subscribe({ query: 'subscription { subApp(modules: ["Setting"]) { module process idNodes data } }' }, { next: (value) => events.push(JSON.stringify(value)), error: (error) => events.push(`error ${JSON.stringify(error)}`), complete: () => undefined });
      setTimeout(resolve, 300);
    });
    await listening;

    const declarations = await gql<{ settingDeclarations: { block: string; key: string; secret: boolean }[] }>(server, '/graphqlhis', '{ settingDeclarations { block key secret } }', {}, admin);
    const secrets = declarations.data!.settingDeclarations.filter((declaration) => declaration.secret);
    secretKeys = secrets.map((declaration) => `${declaration.block}.${declaration.key}`);
    for (const declaration of secrets) {
      const value = `S3cret-${declaration.key}-${randomBytes(6).toString('hex')}`;
      secretValues.push(value);
      const saved = await update(admin, declaration.block, { [declaration.key]: value });
      expect(saved.errors).toBeUndefined();
      expect(JSON.stringify(saved)).not.toContain(value);
    }
    // Events arrive after the commit: wait for one per secret set.
    const deadline = Date.now() + 5_000;
    while (events.length < secrets.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  });

  afterAll(async () => {
    await subscription?.dispose();
    await server?.close();
  });

  function expectNoSecret(what: string, response: unknown) {
    const text = JSON.stringify(response);
    for (const value of secretValues) expect(text, `${what} returned a secret value`).not.toContain(value);
    expect(text, `${what} returned a sealed value`).not.toContain('$secret');
  }

  it('declares the spec\'s credentials secret, and each is now set', async () => {
    expect(secretKeys).toEqual(expect.arrayContaining(['his.congBHYT_MatKhau', 'his.hoaDonDienTu_MatKhau', 'his.hoaDonDienTuV2_MatKhau', 'his.donThuocQuocGia_MatKhau']));
    const setting = await gql(server, '/graphqlhis', '{ getSetting { secretsSet his } }', {}, admin);
    expect(setting.data.getSetting.secretsSet.sort()).toEqual([...secretKeys].sort());
    expect(Object.keys(setting.data.getSetting.his)).not.toContain('congBHYT_MatKhau');
  });

  it('no operation returns a secret, to any demo role on any of its profiles, to the administrator, or signed out', async () => {
    const callers: { who: string; caller: Caller }[] = [{ who: 'signed out', caller: {} }, { who: 'admin', caller: admin }];
    for (const account of DEMO_ACCOUNTS) {
      const token = await signIn(account.username, account.password);
      const info = await gql<{ myInfo: { profiles: { _id: string }[] } }>(server, '/graphqlauth', '{ myInfo { profiles { _id } } }', {}, { token });
      for (const profile of info.data!.myInfo.profiles) callers.push({ who: `${account.username} (${profile._id})`, caller: { token, profile: profile._id } });
    }
    expect(callers.length).toBeGreaterThan(DEMO_ACCOUNTS.length + 1);
    let entriesRead = 0;
    for (const { who, caller } of callers) {
      for (const read of READS) {
        const response = await gql(server, read.path, read.query, {}, caller);
        expectNoSecret(`${read.name} for ${who}`, response);
        for (const item of response.data?.getLichSuThaoTac?.items ?? []) {
          entriesRead++;
          expectNoSecret(`getLichSuThaoTacById for ${who}`, await gql(server, '/graphqlhis', ONE_ENTRY, { id: item._id }, caller));
        }
      }
    }
    // The sweep read the settings entries themselves, not only refusals.
    expect(entriesRead).toBeGreaterThan(0);
  });

  it('the audit shows a secret change as set and changed, an old entry masked, and never an undeclared key', async () => {
    const page = await gql(server, '/graphqlhis', '{ getLichSuThaoTac(filter: { entity: "Setting" }, limit: 100) { items { _id username before after } } }', {}, admin);
    const items = page.data.getLichSuThaoTac.items as { _id: string; username: string | null; before: Record<string, unknown>; after: Record<string, unknown> }[];
    expect(items.some((item) => JSON.stringify(item.after?.congBHYT_MatKhau) === JSON.stringify({ isSet: true, changed: true }))).toBe(true);
    // The entry written straight into the table, with nobody's name, stands for one from before this change.
    const old = items.find((item) => item.username === null);
    expect(old?.before).toEqual({ congBHYT_MatKhau: { isSet: true } });
    expect(old?.after).toEqual({ congBHYT_MatKhau: { isSet: true } });
    for (const item of items) expect(Object.keys(item.after ?? {})).not.toContain('pwd');
  });

  it('no realtime event carries a value', () => {
    expect(events.length).toBeGreaterThanOrEqual(secretKeys.length);
    expect(events.every((event) => !event.startsWith('error'))).toBe(true);
    for (const event of events) expectNoSecret('subApp', event);
  });

  it('the database holds each secret encrypted, and the audit log never in clear', async () => {
    const [row] = await server.runtime.database.query<{ value: Record<string, unknown> }>(`SELECT value FROM his_settings WHERE type = 'his'`);
    expect(row!.value.congBHYT_MatKhau).toEqual({ $secret: expect.stringMatching(/^v1:/) });
    const stored = JSON.stringify(row!.value);
    for (const value of secretValues.filter((each) => each.startsWith('S3cret-'))) expect(stored).not.toContain(value);
    const audit = await server.runtime.database.query<{ text: string }>(`SELECT coalesce(before::text, '') || coalesce(after::text, '') AS text FROM his_audit_log WHERE "user_Id" IS NOT NULL`);
    for (const { text } of audit) for (const value of secretValues.filter((each) => each.startsWith('S3cret-'))) expect(text).not.toContain(value);
  });

  it('the migration rewrites entries from before, in the table itself, to the masked form', async () => {
    const [inserted] = await server.runtime.database.query<{ _id: string }>(
      `INSERT INTO his_audit_log (action, entity, "entity_Id", before, after) VALUES ('UPDATE', 'Setting', 'his', $1::jsonb, $2::jsonb) RETURNING _id::text`,
      [JSON.stringify({ hoaDonDienTu_MatKhau: 'legacy-audit-9e31', soMauIn: 2 }), JSON.stringify({ hoaDonDienTu_MatKhau: '', soMauIn: 3 })],
    );
    await server.runtime.database.execScripts([maskSecretSettingsInAudit.sql]);
    const [row] = await server.runtime.database.query<{ before: unknown; after: unknown }>('SELECT before, after FROM his_audit_log WHERE _id = $1::bigint', [inserted!._id]);
    expect(row).toEqual({ before: { hoaDonDienTu_MatKhau: { isSet: true }, soMauIn: 2 }, after: { hoaDonDienTu_MatKhau: { isSet: false }, soMauIn: 3 } });
  });

  it('server code reads a secret in clear through readSecretSetting', async () => {
    const ctx = buildContext(server.runtime, null, 'vi', '127.0.0.1', { name: null, audited: false });
    const value = await readSecretSetting(ctx, 'his', 'hoaDonDienTu_MatKhau');
    expect(secretValues).toContain(value);
    expect(value).toMatch(/^S3cret-hoaDonDienTu_MatKhau-/);
    await expect(readSecretSetting(ctx, 'his', 'hoaDonDienTu_URL')).rejects.toMatchObject({ extensions: { code: 'INTERNAL_SERVER_ERROR', messageKey: 'settings.notSecret' } });
  });

  it('a secret can be cleared, and is then not set for readers or server code', async () => {
    expect((await update(admin, 'his', { donThuocQuocGia_MatKhau: null })).errors).toBeUndefined();
    const ctx = buildContext(server.runtime, null, 'vi', '127.0.0.1', { name: null, audited: false });
    expect(await readSecretSetting(ctx, 'his', 'donThuocQuocGia_MatKhau')).toBeNull();
    const setting = await gql(server, '/graphqlhis', '{ getSetting { secretsSet } }', {}, admin);
    expect(setting.data.getSetting.secretsSet).not.toContain('his.donThuocQuocGia_MatKhau');
  });

  describe('who may set what', () => {
    let editor: Caller;

    beforeAll(async () => {
      editor = { token: await signIn('vanthu', 'Vanthu@123') };
    });

    it('settings.edit without settings.manage is refused on a secret key, alone or beside a plain one, and changes nothing', async () => {
      const before = await server.runtime.database.query<{ value: unknown }>(`SELECT value FROM his_settings WHERE type = 'his'`);
      for (const input of [{ congBHYT_MatKhau: 'stolen-7c1d' }, { choPhepKeVuotTon: true, congBHYT_MatKhau: 'stolen-7c1d' }, { congBHYT_MatKhau: null }]) {
        const refused = await update(editor, 'his', input);
        expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', messageKey: 'auth.forbidden' });
      }
      expect(await server.runtime.database.query(`SELECT value FROM his_settings WHERE type = 'his'`)).toEqual(before);
    });

    it('settings.edit sets a plain key', async () => {
      const saved = await update(editor, 'his', { choPhepKeVuotTon: true, congBHYT_TaiKhoan: 'bv-hoabinh' });
      expect(saved.errors).toBeUndefined();
      expect(saved.data.updateSettingType.his).toMatchObject({ choPhepKeVuotTon: true, congBHYT_TaiKhoan: 'bv-hoabinh' });
    });

    it('a role without settings.edit is refused even a plain key', async () => {
      const doctor = { token: await signIn('bacsi', 'Bacsi@123') };
      expect((await update(doctor, 'his', { choPhepKeVuotTon: false })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });
  });

  describe('what may be set', () => {
    it.each([
      ['an undeclared key, named in the message', 'his', { cong_BHYT_pass: 'x' }, 'cong_BHYT_pass', 'settings.unknownKey'],
      ['a key of another block', 'print', { congBHYT_MatKhau: 'x' }, 'congBHYT_MatKhau', 'settings.unknownKey'],
      ['text where a switch goes', 'his', { choPhepKeVuotTon: 'yes' }, 'choPhepKeVuotTon', 'validation.boolean'],
      ['words where a number goes', 'his', { soMauIn: 'hai' }, 'soMauIn', 'validation.number'],
      ['a number in a list of origins', 'his', { allowedOrigins: ['https://his.benhvien.vn', 3] }, 'allowedOrigins', 'validation.textList'],
      ['a language the product has not', 'general', { defaultLanguage: 'fr' }, 'defaultLanguage', 'validation.oneOf'],
      ['a number as a password', 'his', { congBHYT_MatKhau: 123456 }, 'congBHYT_MatKhau', 'validation.text'],
    ])('refuses %s', async (_case, type, input, field, messageKey) => {
      const refused = await update(admin, type, input);
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field, messageKey });
      if (messageKey === 'settings.unknownKey') expect(refused.errors![0]!.message).toContain(field);
    });

    it('keeps the allowed origins as a list of strings in the his row', async () => {
      expect((await update(admin, 'his', { allowedOrigins: ['https://his.benhvien.vn'] })).errors).toBeUndefined();
      const [row] = await server.runtime.database.query<{ value: { allowedOrigins: unknown } }>(`SELECT value FROM his_settings WHERE type = 'his'`);
      expect(row!.value.allowedOrigins).toEqual(['https://his.benhvien.vn']);
    });
  });
});

describe.runIf(BACKENDS.includes('PostgreSQL'))('a PostgreSQL server without a key for secrets', () => {
  let server: HisServer;
  const savedKey = process.env.HIS_SECRET_KEY;

  beforeAll(async () => {
    delete process.env.HIS_SECRET_KEY;
    server = await startServer('PostgreSQL');
    if (savedKey !== undefined) process.env.HIS_SECRET_KEY = savedKey;
  });
  afterAll(async () => server?.close());

  it('starts, keeps plain settings, and refuses to store a secret it could not encrypt', async () => {
    const admin = { token: (await login(server, DEMO_ADMIN.username, DEMO_ADMIN.password)).token };
    const plain = await gql(server, '/graphqlhis', UPDATE, { type: 'his', input: { soMauIn: 2 } }, admin);
    expect(plain.errors).toBeUndefined();
    const refused = await gql(server, '/graphqlhis', UPDATE, { type: 'his', input: { congBHYT_MatKhau: 'Bhxh@2025' } }, admin);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'settings.secretKeyMissing', field: 'congBHYT_MatKhau' });
    const [row] = await server.runtime.database.query<{ value: Record<string, unknown> }>(`SELECT value FROM his_settings WHERE type = 'his'`);
    expect(row!.value).not.toHaveProperty('congBHYT_MatKhau');
  });
});
