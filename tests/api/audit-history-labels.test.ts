// The audit history read in the reader's language: a service edited and a sign-in come back with the entity, the
// function, the record's name and a labelled field-by-field change, in Vietnamese and in English.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, type HisServer } from '@his/server';
import { BACKENDS, serversOnBackends } from '../support/backends';
import { login, mainService, type Caller } from '../support/server';

const CREATE_SERVICE = 'mutation ($input: DM_DichVuInput!) { createDM_DichVu(input: $input) { _id } }';
const UPDATE_SERVICE = 'mutation ($id: ID!, $input: DM_DichVuInput!) { updateDM_DichVu(id: $id, input: $input) { _id } }';
const ENTRY = `{ _id action entity entity_Id entityLabel operationLabel recordName changes { field label before after } }`;
const LIST = `query ($filter: LichSuThaoTacFilter) { getLichSuThaoTac(filter: $filter, limit: 100) { items ${ENTRY} } }`;
const ONE = `query ($id: ID!) { getLichSuThaoTacById(_id: $id) ${ENTRY} }`;

interface Change {
  field: string;
  label: string;
  before: string | null;
  after: string | null;
}
interface Entry {
  _id: string;
  action: string;
  entity: string;
  entity_Id: string | null;
  entityLabel: string;
  operationLabel: string | null;
  recordName: string | null;
  changes: Change[];
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

const startServer = serversOnBackends({ withPlugins: true });

describe.each(BACKENDS)('audit history labels on %s', (backend) => {
  let server: HisServer;
  let admin: Caller;
  let serviceId: string;
  let group: Record<string, string>;
  const { data } = mainService(() => server);

  beforeAll(async () => {
    server = await startServer(backend);
    admin = { token: (await login(server, DEMO_ADMIN.username, DEMO_ADMIN.password)).token };
    await login(server, 'ketoan', 'Ketoan@123');
    const rows = await server.runtime.database.query<{ _id: string; code: string }>('SELECT _id, "MaNhomDichVu" AS code FROM "DM_NhomDichVu"');
    group = Object.fromEntries(rows.map((row) => [row.code, row._id]));
    const groups = Object.keys(group);
    serviceId = (await data(admin, CREATE_SERVICE, { input: { MaDichVu: 'NHAN-01', TenDichVu: 'Khám thử nhãn', NhomDichVu_Id: group[groups[0]!] } })).createDM_DichVu._id;
    await data(admin, UPDATE_SERVICE, { id: serviceId, input: { MaDichVu: 'NHAN-01', TenDichVu: 'Khám thử nhãn đã sửa', NhomDichVu_Id: group[groups[1]!] } });
  });
  afterAll(async () => server?.close());

  async function entries(caller: Caller, filter: Record<string, unknown>): Promise<Entry[]> {
    return (await data<{ getLichSuThaoTac: { items: Entry[] } }>(caller, LIST, { filter })).getLichSuThaoTac.items;
  }

  async function groupName(id: string): Promise<string> {
    const [row] = await server.runtime.database.query<{ name: string }>('SELECT "TenNhomDichVu" AS name FROM "DM_NhomDichVu" WHERE _id = $1', [id]);
    return row!.name;
  }

  describe('When the administrator reads the edit of a service in Vietnamese', () => {
    it('Then the entry names the catalogue, the function and the service, and lists the changed fields by label, the group by name', async () => {
      const [edit] = (await entries(admin, { entity: 'DM_DichVu', action: 'UPDATE' })).filter((entry) => entry.entity_Id === serviceId);
      expect(edit).toMatchObject({ entityLabel: 'Dịch vụ', operationLabel: 'Sửa Dịch vụ', recordName: 'Khám thử nhãn đã sửa' });
      const full = (await data<{ getLichSuThaoTacById: Entry }>(admin, ONE, { id: edit!._id })).getLichSuThaoTacById;
      const byField = new Map(full.changes.map((change) => [change.field, change]));
      expect(byField.get('TenDichVu')).toEqual({ field: 'TenDichVu', label: 'Tên dịch vụ', before: 'Khám thử nhãn', after: 'Khám thử nhãn đã sửa' });
      const groups = Object.keys(group);
      expect(byField.get('NhomDichVu_Id')).toEqual({
        field: 'NhomDichVu_Id', label: 'Nhóm dịch vụ', before: await groupName(group[groups[0]!]!), after: await groupName(group[groups[1]!]!),
      });
      expect(byField.get('TamNgung')).toMatchObject({ label: 'Tạm ngừng', after: 'Không' });
      expect(byField.get('createdBy')).toMatchObject({ label: 'Người tạo', after: DEMO_ADMIN.username });
      expect(byField.has('_id')).toBe(false);
      // No value is a raw id: every id names its record.
      for (const change of full.changes) {
        expect(`${change.before ?? ''} ${change.after ?? ''}`).not.toMatch(UUID);
      }
    });
  });

  describe('When the administrator reads it in English', () => {
    it('Then the same entry speaks English', async () => {
      const english = { ...admin, lang: 'en' as const };
      const [edit] = (await entries(english, { entity: 'DM_DichVu', action: 'UPDATE' })).filter((entry) => entry.entity_Id === serviceId);
      expect(edit).toMatchObject({ entityLabel: 'Service', operationLabel: 'Edit Service', recordName: 'Khám thử nhãn đã sửa' });
      const full = (await data<{ getLichSuThaoTacById: Entry }>(english, ONE, { id: edit!._id })).getLichSuThaoTacById;
      const byField = new Map(full.changes.map((change) => [change.field, change]));
      expect(byField.get('TenDichVu')).toMatchObject({ label: 'Service name' });
      expect(byField.get('TamNgung')).toMatchObject({ label: 'Suspended', after: 'No' });
    });
  });

  describe('When the administrator reads a sign-in', () => {
    it('Then it names the user account and the function, in either language', async () => {
      const [vi] = await entries(admin, { username: 'ketoan', action: 'LOGIN' });
      expect(vi).toMatchObject({ entityLabel: 'Tài khoản người dùng', operationLabel: 'Đăng nhập', recordName: 'ketoan' });
      const [en] = await entries({ ...admin, lang: 'en' }, { username: 'ketoan', action: 'LOGIN' });
      expect(en).toMatchObject({ entityLabel: 'User account', operationLabel: 'Sign in', recordName: 'ketoan' });
    });

    it('Then a refused sign-in gives its reason as the message the user read', async () => {
      await expect(login(server, 'ketoan', 'sai-mat-khau')).rejects.toThrow();
      const [refused] = await entries(admin, { username: 'ketoan', action: 'LOGIN_FAILED' });
      const full = (await data<{ getLichSuThaoTacById: Entry }>(admin, ONE, { id: refused!._id })).getLichSuThaoTacById;
      // jsonb keeps its own key order: the fields are compared as a set.
      expect(full.changes).toHaveLength(2);
      expect(full.changes).toEqual(expect.arrayContaining([
        { field: 'username', label: 'Tên đăng nhập', before: null, after: 'ketoan' },
        { field: 'reason', label: 'Lý do', before: null, after: 'Tên đăng nhập hoặc mật khẩu không đúng' },
      ]));
    });
  });

  describe('When the administrator filters by the record type in their own words', () => {
    it('Then "dịch vụ" finds the service entries', async () => {
      const found = await entries(admin, { entity: 'dịch vụ', action: 'UPDATE' });
      expect(found.some((entry) => entry.entity_Id === serviceId)).toBe(true);
    });
  });
});
