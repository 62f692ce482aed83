// Print templates on /graphqltemplate, on both databases: versions per facility, restore, rights, caps, and values
// rendered escaped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HisServer } from '@his/server';
import { BACKENDS, serversOnBackends } from '../support/backends';
import { gql, login, type Caller, type GraphQLError } from '../support/server';

const startServer = serversOnBackends({ withPlugins: true });
const KEY = 'pricing.priceList';
const TEMPLATE = 'key name paper body version defaultBody sampleData versions { version body restoredFrom createdBy createdAt }';

describe.each(BACKENDS)('print templates on %s', (backend) => {
  let server: HisServer;
  let atCs01: Caller;
  let atCs02: Caller;
  let cashier: Caller;
  beforeAll(async () => {
    server = await startServer(backend);
    const nodes = await server.runtime.database.query<{ _id: string; code: string }>(`SELECT _id, code FROM his_nodes WHERE code IN ('CS01', 'CS02')`);
    const node = (code: string) => nodes.find((row) => row.code === code)!._id;
    // The demo administrator acts for CS01 only: its profile is given CS02 as well, as an administrator would.
    const adminProfiles = `SELECT up."profile_Id" FROM his_user_profiles up JOIN his_users u ON u._id = up."user_Id" WHERE u.username = 'admin'`;
    await server.runtime.database.query(`INSERT INTO his_profile_nodes SELECT "profile_Id", $2, role FROM his_profile_nodes WHERE "node_Id" = $1 AND "profile_Id" IN (${adminProfiles}) ON CONFLICT DO NOTHING`, [node('CS01'), node('CS02')]);
    await server.runtime.database.query(`INSERT INTO his_profile_permissions SELECT "profile_Id", $2, permissions FROM his_profile_permissions WHERE "node_Id" = $1 AND "profile_Id" IN (${adminProfiles}) ON CONFLICT DO NOTHING`, [node('CS01'), node('CS02')]);
    const admin = await login(server, 'admin', 'Admin@123');
    atCs01 = { token: admin.token, node: node('CS01') };
    atCs02 = { token: admin.token, node: node('CS02') };
    cashier = { token: (await login(server, 'thungan', 'Thungan@123')).token };
  });
  afterAll(async () => server?.close());

  async function data<T = any>(caller: Caller, query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const result = await gql<T>(server, '/graphqltemplate', query, variables, caller);
    expect(result.errors).toBeUndefined();
    return result.data!;
  }
  async function refusal(caller: Caller, query: string, variables: Record<string, unknown> = {}): Promise<GraphQLError> {
    const result = await gql(server, '/graphqltemplate', query, variables, caller);
    expect(result.errors, 'the call should have been refused').toBeDefined();
    return result.errors![0] as GraphQLError;
  }
  const save = (caller: Caller, body: string) =>
    data(caller, `mutation ($key: String!, $body: String!) { savePrintTemplate(key: $key, body: $body) { ${TEMPLATE} } }`, { key: KEY, body });
  const read = async (caller: Caller) => (await data(caller, `query ($key: String!) { printTemplate(key: $key) { ${TEMPLATE} } }`, { key: KEY })).printTemplate;

  it('lists the variant\'s templates with the plugin\'s default until a facility saves its own', async () => {
    const { printTemplates } = await data(atCs01, '{ printTemplates { key name paper version body } }');
    const priceList = printTemplates.find((template: { key: string }) => template.key === KEY);
    expect(priceList).toMatchObject({ name: 'Bảng giá dịch vụ', paper: 'A4', version: 0 });
    expect(priceList.body).toContain('BẢNG GIÁ DỊCH VỤ');
  });

  it('makes each save a new version, restores an earlier one as the next, and audits both', async () => {
    expect((await save(atCs01, '<p>v1 {{code}}</p>')).savePrintTemplate.version).toBe(1);
    expect((await save(atCs01, '<p>v2 {{code}}</p>')).savePrintTemplate.version).toBe(2);
    const restored = (await data(atCs01, 'mutation ($key: String!) { restorePrintTemplateVersion(key: $key, version: 1) { version body versions { version restoredFrom createdBy } } }', { key: KEY })).restorePrintTemplateVersion;
    expect(restored).toMatchObject({ version: 3, body: '<p>v1 {{code}}</p>' });
    expect(restored.versions).toEqual([
      { version: 3, restoredFrom: 1, createdBy: 'admin' },
      { version: 2, restoredFrom: null, createdBy: 'admin' },
      { version: 1, restoredFrom: null, createdBy: 'admin' },
    ]);
    const rendered = (await data(atCs01, 'query ($key: String!) { renderPrintTemplate(key: $key) { html paper } }', { key: KEY })).renderPrintTemplate;
    expect(rendered).toEqual({ html: '<p>v1 BG2026-01</p>', paper: 'A4' });
    const audits = await server.runtime.database.query<{ action: string }>(`SELECT action FROM his_audit_log WHERE entity = 'MauIn' AND "entity_Id" = $1 ORDER BY time`, [KEY]);
    expect(audits.map((row) => row.action)).toEqual(['CREATE', 'CREATE', 'UPDATE']);
    const unknown = await refusal(atCs01, 'mutation ($key: String!) { restorePrintTemplateVersion(key: $key, version: 99) { version } }', { key: KEY });
    expect(unknown.extensions).toMatchObject({ messageKey: 'printTemplates.unknownVersion', field: 'version' });
  });

  it('keeps each facility\'s versions to itself', async () => {
    await save(atCs01, '<p>CS01 only</p>');
    const other = await read(atCs02);
    expect(other.version).toBe(0);
    expect(other.body).toBe(other.defaultBody);
    expect(other.versions).toEqual([]);
    expect((await read(atCs01)).body).toBe('<p>CS01 only</p>');
  });

  it('refuses a caller without the templates permissions', async () => {
    const list = await refusal(cashier, '{ printTemplates { key } }');
    expect(list.extensions?.code).toBe('FORBIDDEN');
    const write = await refusal(cashier, 'mutation ($key: String!) { savePrintTemplate(key: $key, body: "x") { version } }', { key: KEY });
    expect(write.extensions?.code).toBe('FORBIDDEN');
    const preview = await refusal(cashier, 'query ($key: String!) { renderPrintTemplate(key: $key, body: "x") { html } }', { key: KEY });
    expect(preview.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses a body over 200 KB, or one with unescaped tags or scripts, naming the field', async () => {
    const long = await refusal(atCs01, 'mutation ($key: String!, $body: String!) { savePrintTemplate(key: $key, body: $body) { version } }', { key: KEY, body: 'x'.repeat(200_001) });
    expect(long.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'body' });
    for (const [body, messageKey] of [['{{{name}}}', 'printTemplates.unescapedTag'], ['<script>alert(1)</script>', 'printTemplates.scriptInBody']]) {
      const refused = await refusal(atCs01, 'mutation ($key: String!, $body: String!) { savePrintTemplate(key: $key, body: $body) { version } }', { key: KEY, body });
      expect(refused.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey, field: 'body' });
    }
    const unknown = await refusal(atCs01, '{ printTemplate(key: "nobody.nothing") { key } }');
    expect(unknown.extensions).toMatchObject({ messageKey: 'printTemplates.unknownKey', field: 'key' });
  });

  it('renders a script sent through the data as text', async () => {
    const { renderPrintTemplate } = await data(atCs02, 'query ($key: String!, $data: JSON) { renderPrintTemplate(key: $key, data: $data) { html } }', {
      key: KEY,
      data: { code: 'BG1', name: '<script>alert(1)</script>', issuedAt: 0, lines: [{ index: 1, serviceCode: '<img src=x onerror=alert(1)>', serviceName: 'a', price: 1000 }] },
    });
    expect(renderPrintTemplate.html).not.toMatch(/<script|<img/);
    expect(renderPrintTemplate.html).toContain('&lt;script&gt;alert(1)&lt;&#x2F;script&gt;');
    expect(renderPrintTemplate.html).toContain('1,000');
    expect(renderPrintTemplate.html).toContain('<svg');
  });
});
