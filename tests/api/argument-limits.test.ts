// Argument limits as a client meets them: over-long text and NUL characters are refused before any resolver or
// database sees them, naming the field, over HTTP, in a batch and on the websocket; and the auth service's searches
// take % and _ literally. On PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { DEMO_ADMIN, type HisServer } from '@his/server';
import { BACKENDS, serversOnBackends } from '../support/backends';
import { gql, headersFor, login, mainService, type Caller, type GraphQLError } from '../support/server';

const SEARCH_SERVICES = 'query ($searchString: String) { searchDM_DichVu(searchString: $searchString) { MaDichVu } }';
const USERS = 'query ($searchString: String) { users(searchString: $searchString) { username } }';
const SEARCH_NODES = 'query ($searchString: String!) { searchNodes(searchString: $searchString) { code } }';
const LOGIN = 'mutation ($info: LoginInput!) { login(info: $info) { token } }';
const CREATE_SERVICE = 'mutation ($input: DM_DichVuInput!) { createDM_DichVu(input: $input) { _id } }';
const UPDATE_PRINT_SETTINGS = 'mutation ($input: JSON!) { updateSettingType(type: "print", input: $input) { print } }';
const CREATE_STAFF = `mutation ($input: NhanVienInput!, $TaiKhoan: TaiKhoanNhanVienInput) {
  createNhanVien(input: $input, TaiKhoan: $TaiKhoan) { _id } }`;

const startServer = serversOnBackends({ withPlugins: true });

function refusalOf(result: { errors?: GraphQLError[] }): GraphQLError {
  expect(result.errors, 'the call should have been refused').toBeDefined();
  return result.errors![0]!;
}

describe.each(BACKENDS)('argument limits on %s', (backend) => {
  let server: HisServer;
  let admin: Caller;
  let doctor: Caller;
  const { data, refusal } = mainService(() => server);
  const auth = (query: string, variables: Record<string, unknown>, caller: Caller = admin) => gql(server, '/graphqlauth', query, variables, caller);

  beforeAll(async () => {
    server = await startServer(backend);
    admin = { token: (await login(server, DEMO_ADMIN.username, DEMO_ADMIN.password)).token };
    doctor = { token: (await login(server, 'bacsi', 'Bacsi@123')).token };
  });
  afterAll(async () => server?.close());

  describe('When a search carries a megabyte of text', () => {
    const huge = 'x'.repeat(1_000_000);

    it('Then the catalogue search is refused naming the field, and another user\'s read in parallel is answered', async () => {
      const [refused, parallel] = await Promise.all([
        refusal(admin, SEARCH_SERVICES, { searchString: huge }),
        data(doctor, SEARCH_SERVICES, { searchString: 'kham' }),
      ]);
      expect(refused.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'validation.maxLength', field: 'searchString', params: { max: 200 } });
      expect(refused.message).toBe('Từ khoá: Không được nhập quá 200 ký tự');
      expect(parallel.searchDM_DichVu.length).toBeGreaterThan(0);
    });

    it('Then users and searchNodes on the auth service are refused the same way', async () => {
      for (const query of [USERS, SEARCH_NODES]) {
        expect(refusalOf(await auth(query, { searchString: huge })).extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'validation.maxLength', field: 'searchString' });
      }
    });

    it('Then in a batch only the operation carrying it is refused', async () => {
      const response = await fetch(server.url + '/graphqlhis', {
        method: 'POST',
        headers: headersFor(admin),
        body: JSON.stringify([
          { query: SEARCH_SERVICES, variables: { searchString: huge } },
          { query: SEARCH_SERVICES, variables: { searchString: 'kham' } },
        ]),
      });
      const [first, second] = (await response.json()) as { data?: { searchDM_DichVu: unknown[] }; errors?: GraphQLError[] }[];
      expect(refusalOf(first!).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'searchString' });
      expect(second!.errors).toBeUndefined();
      expect(second!.data!.searchDM_DichVu.length).toBeGreaterThan(0);
    });
  });

  describe('When a field has @maxLength', () => {
    it('Then it takes text up to its cap and refuses one character more', async () => {
      expect((await data(admin, SEARCH_SERVICES, { searchString: 'ê'.repeat(200) })).searchDM_DichVu).toEqual([]);
      const refused = await refusal(admin, SEARCH_SERVICES, { searchString: 'ê'.repeat(201) });
      expect(refused.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'validation.maxLength', field: 'searchString', params: { max: 200 } });
    });
  });

  describe('When an argument holds a NUL character', () => {
    it('Then a login is refused naming the user name, in Vietnamese and in English', async () => {
      const variables = { info: { username: 'ad\u0000min', password: DEMO_ADMIN.password } };
      const vi = refusalOf(await auth(LOGIN, variables, {}));
      expect(vi.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'validation.nullCharacter', field: 'username' });
      expect(vi.message).toBe('Tên đăng nhập: Có ký tự không hợp lệ (ký tự NUL)');
      const en = refusalOf(await auth(LOGIN, variables, { lang: 'en' }));
      expect(en.message).toBe('User name: Contains an invalid character (NUL)');
    });

    it('Then a catalogue row is refused naming its field, and nothing is saved', async () => {
      const [group] = await server.runtime.database.query<{ _id: string }>('SELECT _id FROM "DM_NhomDichVu" ORDER BY "MaNhomDichVu" LIMIT 1');
      const refused = await refusal(admin, CREATE_SERVICE, { input: { MaDichVu: 'NUL-01', TenDichVu: 'Khám\u0000 nội', NhomDichVu_Id: group!._id } });
      expect(refused.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'validation.nullCharacter', field: 'TenDichVu' });
      const rows = await server.runtime.database.query<{ n: number }>('SELECT count(*)::int AS n FROM "DM_DichVu" WHERE "MaDichVu" = $1', ['NUL-01']);
      expect(rows[0]!.n).toBe(0);
    });

    it('Then a JSON settings block is refused naming the key', async () => {
      const refused = await refusal(admin, UPDATE_PRINT_SETTINGS, { input: { mauToa: 'MAU\u0000TOA' } });
      expect(refused.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'validation.nullCharacter', field: 'mauToa' });
    });

    it('Then a subscription is refused naming the argument, and the socket still carries operations', async () => {
      const client = createClient({ url: server.url.replace('http', 'ws') + '/graphqlhis', webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${admin.token}` }, retryAttempts: 0 });
      try {
        const refused = await new Promise<unknown>((resolve) => {
          client.subscribe({ query: 'subscription ($modules: [String!]!) { subApp(modules: $modules) { module } }', variables: { modules: ['Setting\u0000'] } }, { next: resolve, error: resolve, complete: () => resolve('complete') });
          // Unguarded, the subscription just waits for events that never come.
          setTimeout(() => resolve({ errors: [{ message: 'no answer' }] }), 5_000);
        });
        const errors = (refused as { errors?: GraphQLError[] }).errors ?? (refused as GraphQLError[]);
        expect(errors[0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'validation.nullCharacter', field: 'modules' });
        const received = new Promise<unknown>((resolve, reject) => {
          client.subscribe({ query: 'subscription { subApp(modules: ["Setting"]) { process } }' }, { next: resolve, error: reject, complete: () => undefined });
        });
        await new Promise((resolve) => setTimeout(resolve, 300));
        await data(admin, UPDATE_PRINT_SETTINGS, { input: { mauToa: 'MAU_TOA_IN_1' } });
        expect(await received).toEqual({ data: { subApp: { process: 'update' } } });
      } finally {
        await client.dispose();
      }
    });
  });

  describe('When the auth service is searched for % or _', () => {
    beforeAll(async () => {
      const profiles = await server.runtime.database.query<{ _id: string }>('SELECT _id FROM his_profiles ORDER BY name LIMIT 1');
      for (const [code, username] of [['LT0001', 'le_tan'], ['LT0002', 'lextan']]) {
        await data(admin, CREATE_STAFF, { input: { MaNhanVien: code, TenNhanVien: 'Lễ Tân' }, TaiKhoan: { username, password: 'Letan@2026', profile_Ids: [profiles[0]!._id] } });
      }
    });

    it('Then users match them literally', async () => {
      const usernames = async (searchString: string) => ((await auth(USERS, { searchString })).data!.users as { username: string }[]).map((user) => user.username);
      expect(await usernames('e_t')).toEqual(['le_tan']);
      expect(await usernames('%')).toEqual([]);
      expect(await usernames('_')).toEqual(['le_tan']);
    });

    it('Then searchNodes matches them literally', async () => {
      const codes = async (searchString: string) => ((await auth(SEARCH_NODES, { searchString })).data!.searchNodes as { code: string }[]).map((node) => node.code);
      expect(await codes('%')).toEqual([]);
      expect(await codes('_')).toEqual([]);
      expect(await codes('kho duoc')).not.toEqual([]);
    });
  });
});
