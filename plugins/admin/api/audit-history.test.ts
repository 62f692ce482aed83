// The audit history as its readers meet it through the API: an accountant, a doctor without the right, a
// site administrator; on PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, startHisServer, type DatabaseOptions, type HisServer } from '@his/server';
import { variantById } from '@his/variants';
import { ORGANISATION_TABLE } from '@his/sdk';
import { BACKENDS, type Backend } from '../../../tests/support/backends';
import { createDatabase, startPostgres, type PostgresServer } from '../../../tests/support/postgres';
import { gql, login, type Caller } from '../../../tests/support/server';
import admin from '../server';
import { AUDIT_PAGE_LIMIT_MAX } from '../rules/audit-log';

const LIST = `query ($filter: LichSuThaoTacFilter, $page: Int, $limit: Int) {
  getLichSuThaoTac(filter: $filter, page: $page, limit: $limit) { total items { _id time username node_Id nodeName action entity entity_Id } }
}`;
const ONE = 'query ($id: ID!) { getLichSuThaoTacById(_id: $id) { _id action entity entity_Id username nodeName before after } }';

interface Entry {
  _id: string;
  time: number;
  username: string | null;
  node_Id: string | null;
  nodeName: string | null;
  action: string;
  entity: string;
  entity_Id: string | null;
}

let postgres: Promise<PostgresServer> | undefined;
afterAll(async () => (await postgres?.catch(() => undefined))?.stop());

// The test server of tests/support starts the variant without plugins; this one adds the plugin under test.
async function startServer(backend: Backend): Promise<HisServer> {
  let database: DatabaseOptions = {};
  if (backend === 'PostgreSQL') {
    postgres ??= startPostgres();
    database = { url: await createDatabase(await postgres, 'his_admin_audit') };
  }
  return startHisServer({ variant: variantById('hospital'), plugins: [admin], database, demo: true, adminPassword: DEMO_ADMIN.password });
}

describe.each(BACKENDS)('audit history on %s', (backend) => {
  let server: HisServer;
  let accountant: Caller;
  let nodeIds: Record<string, string>;

  beforeAll(async () => {
    server = await startServer(backend);
    const rows = await server.runtime.database.query<{ _id: string; code: string }>(`SELECT _id, code FROM ${ORGANISATION_TABLE}`);
    nodeIds = Object.fromEntries(rows.map((row) => [row.code, row._id]));
    // Three sign-ins, so that paging has something to page through.
    await login(server, 'ketoan', 'Ketoan@123');
    await login(server, 'ketoan', 'Ketoan@123');
    accountant = { token: (await login(server, 'ketoan', 'Ketoan@123')).token };
  });
  afterAll(async () => server?.close());

  async function list(caller: Caller, variables: Record<string, unknown>) {
    return gql<{ getLichSuThaoTac: { total: number; items: Entry[] } }>(server, '/graphqlhis', LIST, variables, caller);
  }

  async function entries(caller: Caller, variables: Record<string, unknown>) {
    const result = await list(caller, variables);
    expect(result.errors).toBeUndefined();
    return result.data!.getLichSuThaoTac;
  }

  function expectNewestFirst(items: readonly Entry[]) {
    for (let i = 1; i < items.length; i++) {
      expect(items[i - 1]!.time).toBeGreaterThanOrEqual(items[i]!.time);
      if (items[i - 1]!.time === items[i]!.time) expect(Number(items[i - 1]!._id)).toBeGreaterThan(Number(items[i]!._id));
    }
  }

  describe('When the accountant opens the audit history', () => {
    it('Then their own sign-ins are there, newest first, two to a page with the total on every page', async () => {
      const filter = { username: 'ketoan', action: 'LOGIN' };
      const first = await entries(accountant, { filter, page: 1, limit: 2 });
      const second = await entries(accountant, { filter, page: 2, limit: 2 });
      const third = await entries(accountant, { filter, page: 3, limit: 2 });
      expect([first.total, second.total, third.total]).toEqual([3, 3, 3]);
      expect([first.items.length, second.items.length, third.items.length]).toEqual([2, 1, 0]);
      const all = [...first.items, ...second.items];
      expect(new Set(all.map((entry) => entry._id)).size).toBe(3);
      expectNewestFirst(all);
      for (const entry of all) expect(entry).toMatchObject({ username: 'ketoan', action: 'LOGIN', entity: 'User', node_Id: null });
      // Whole milliseconds, close to now: a timestamp the page can format.
      expect(Number.isInteger(all[0]!.time)).toBe(true);
      expect(Math.abs(Date.now() - all[0]!.time)).toBeLessThan(5 * 60_000);
    });

    it('Then without a filter every entry of the node comes newest first, twenty to a page', async () => {
      const page = await entries(accountant, {});
      expect(page.items.length).toBe(Math.min(20, page.total));
      expect(page.total).toBeGreaterThanOrEqual(3);
      expectNewestFirst(page.items);
    });

    it('Then filtering by action keeps only that action', async () => {
      const leaving = await login(server, 'ketoan', 'Ketoan@123');
      expect((await gql(server, '/graphqlauth', 'mutation { logout }', {}, { token: leaving.token })).data.logout).toBe(true);
      const logouts = await entries(accountant, { filter: { action: 'LOGOUT' } });
      expect(logouts.total).toBe(1);
      expect(logouts.items).toEqual([expect.objectContaining({ action: 'LOGOUT', username: 'ketoan', node_Id: nodeIds.CS01, nodeName: expect.stringContaining('Hòa Bình') })]);
    });

    it('Then a settings change shows who changed what, with the block before and after', async () => {
      const administrator = await login(server, DEMO_ADMIN.username, DEMO_ADMIN.password);
      // This server runs the admin plugin alone: the core's settings are the declared ones (pricing's are not).
      const saved = await gql(server, '/graphqlhis', 'mutation { updateSettingType(type: "his", input: { soMauIn: 3 }) { his } }', {}, { token: administrator.token });
      expect(saved.errors).toBeUndefined();
      const changes = await entries(accountant, { filter: { entity: 'setting', action: 'UPDATE' } });
      expect(changes.items).toEqual([expect.objectContaining({ username: 'admin', entity: 'Setting', entity_Id: 'his' })]);
      const detail = await gql(server, '/graphqlhis', ONE, { id: changes.items[0]!._id }, accountant);
      expect(detail.data.getLichSuThaoTacById).toMatchObject({
        action: 'UPDATE',
        before: {},
        after: { soMauIn: 3 },
      });
    });

    it('Then the user filter matches part of the account name in any case', async () => {
      const found = await entries(accountant, { filter: { username: 'KETO' } });
      expect(found.total).toBeGreaterThanOrEqual(5);
      expect(found.items.every((entry) => entry.username === 'ketoan')).toBe(true);
      expect((await entries(accountant, { filter: { username: 'ketoan%' } })).total).toBe(0);
    });

    it('Then a date range keeps only what happened within it', async () => {
      const now = Date.now();
      expect((await entries(accountant, { filter: { tuNgay: now + 60 * 60_000 } })).total).toBe(0);
      expect((await entries(accountant, { filter: { denNgay: now - 24 * 60 * 60_000 } })).total).toBe(0);
      const today = await entries(accountant, { filter: { tuNgay: now - 60 * 60_000, denNgay: now + 60_000, username: 'ketoan', action: 'LOGIN' } });
      expect(today.total).toBe(4);
    });
  });

  describe('When the request is outside the rules', () => {
    it('Then a doctor, who lacks admin.audit.read, is refused with a localized message', async () => {
      const doctor = { token: (await login(server, 'bacsi', 'Bacsi@123')).token };
      const refused = await list(doctor, {});
      expect(refused.data).toBeNull();
      expect(refused.errors![0]!.extensions).toMatchObject({ code: 'FORBIDDEN', messageKey: 'auth.forbidden' });
      expect(refused.errors![0]!.message).toContain('Bạn không có quyền');
      const detail = await gql(server, '/graphqlhis', ONE, { id: '1' }, doctor);
      expect(detail.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    });

    it('Then a caller who has not signed in is asked to', async () => {
      expect((await list({}, {})).errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    });

    it.each([
      ['a page larger than the maximum', { limit: AUDIT_PAGE_LIMIT_MAX + 1 }, 'limit'],
      ['an empty page', { limit: 0 }, 'limit'],
      ['page zero', { page: 0 }, 'page'],
      ['a range that ends before it starts', { filter: { tuNgay: 2_000, denNgay: 1_000 } }, 'denNgay'],
      ['an action the log does not record', { filter: { action: 'DROP' } }, 'action'],
    ])('Then %s is refused, naming the field', async (_case, variables, field) => {
      const refused = await list(accountant, variables);
      expect(refused.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    });

    it('Then the largest page is served', async () => {
      const page = await entries(accountant, { limit: AUDIT_PAGE_LIMIT_MAX });
      expect(page.items.length).toBe(Math.min(AUDIT_PAGE_LIMIT_MAX, page.total));
    });

    it('Then the limit message is localized in both languages', async () => {
      const vi = await list(accountant, { limit: 500 });
      expect(vi.errors![0]!.message).toContain(`1 đến ${AUDIT_PAGE_LIMIT_MAX}`);
      const en = await list({ ...accountant, lang: 'en' }, { limit: 500 });
      expect(en.errors![0]!.message).toContain(`1 to ${AUDIT_PAGE_LIMIT_MAX}`);
    });
  });

  describe('When something happens at another site', () => {
    let secondSiteLogout: Entry;

    beforeAll(async () => {
      const doctor = await login(server, 'bacsi', 'Bacsi@123');
      await gql(server, '/graphqlauth', 'mutation { logout }', {}, { token: doctor.token, node: nodeIds.CS02 });
      // A refused sign-in of a name nobody has belongs to no site.
      await gql(server, '/graphqlauth', 'mutation { login(info: { username: "khongtontai", password: "sai" }) { token } }');
      const administrator = { token: (await login(server, DEMO_ADMIN.username, DEMO_ADMIN.password)).token };
      const seenByAdmin = await entries(administrator, { filter: { username: 'bacsi', action: 'LOGOUT' } });
      expect(seenByAdmin.items).toHaveLength(1);
      secondSiteLogout = seenByAdmin.items[0]!;
    });

    it('Then a site administrator, who holds every permission, sees it', async () => {
      expect(secondSiteLogout).toMatchObject({ node_Id: nodeIds.CS02, nodeName: expect.stringContaining('Cơ sở 2') });
      const administrator = { token: (await login(server, DEMO_ADMIN.username, DEMO_ADMIN.password)).token };
      expect((await entries(administrator, { filter: { username: 'khongtontai' } })).items).toEqual([expect.objectContaining({ action: 'LOGIN_FAILED', node_Id: null })]);
    });

    it('Then the accountant of the first site sees neither the list entry nor its detail', async () => {
      expect((await entries(accountant, { filter: { username: 'bacsi', action: 'LOGOUT' } })).total).toBe(0);
      expect((await entries(accountant, { filter: { username: 'khongtontai' } })).total).toBe(0);
      const everything = await entries(accountant, { limit: AUDIT_PAGE_LIMIT_MAX });
      expect(everything.items.filter((entry) => entry.node_Id !== null && entry.node_Id !== nodeIds.CS01)).toEqual([]);
      const detail = await gql(server, '/graphqlhis', ONE, { id: secondSiteLogout._id }, accountant);
      expect(detail.errors).toBeUndefined();
      expect(detail.data.getLichSuThaoTacById).toBeNull();
    });

    it('Then the sign-in of a doctor who also works at the first site is shown there', async () => {
      const signIns = await entries(accountant, { filter: { username: 'bacsi', action: 'LOGIN' } });
      expect(signIns.total).toBeGreaterThanOrEqual(2);
    });

    it('Then an id that names no entry gives nothing', async () => {
      for (const id of ['999999999', 'abc']) {
        const detail = await gql(server, '/graphqlhis', ONE, { id }, accountant);
        expect(detail.data.getLichSuThaoTacById).toBeNull();
      }
    });
  });
});
