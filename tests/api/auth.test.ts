// The auth service as a client sees it: sign-in, refusals, rate limits, header checks, sign-out, password
// change; on PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HisServer } from '@his/server';
import { BACKENDS, serversOnBackends } from '../support/backends';
import { gql, login } from '../support/server';

const MY_INFO = '{ myInfo { user { _id username employee { TenNhanVien ChucVu { MaChucVu } } } profile { _id name } currentNode { _id code } nodes { _id code } profiles { _id name } } }';
const startServer = serversOnBackends();

describe.each(BACKENDS)('on %s', (backend) => {
  let server: HisServer;

  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(async () => server?.close());

  async function auditCount(action: string, username: string): Promise<number> {
    const rows = await server.runtime.database.query<{ n: number }>('SELECT count(*)::int AS n FROM his_audit_log WHERE action = $1 AND username = $2', [action, username]);
    return rows[0]!.n;
  }

  describe('login', () => {
    it('returns an access token, an admin token and the user id for a seeded account', async () => {
      const result = await login(server, 'bacsi', 'Bacsi@123');
      expect(result.token).toMatch(/\./);
      expect(result.adminToken).not.toBe(result.token);
      const info = await gql(server, '/graphqlauth', MY_INFO, {}, { token: result.token });
      expect(info.data.myInfo.user._id).toBe(result.userId);
      expect(info.data.myInfo.user.employee.TenNhanVien).toBe('Nguyễn Văn An');
      expect(await auditCount('LOGIN', 'bacsi')).toBeGreaterThan(0);
    });

    it('refuses a wrong password with a localized message and records the failure in the audit log', async () => {
      const before = await auditCount('LOGIN_FAILED', 'thungan');
      const vi = await gql(server, '/graphqlauth', 'mutation { login(info: { username: "thungan", password: "sai" }) { token } }');
      expect(vi.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'auth.invalidCredentials' });
      expect(vi.errors![0]!.message).toBe('Tên đăng nhập hoặc mật khẩu không đúng');
      const en = await gql(server, '/graphqlauth', 'mutation { login(info: { username: "thungan", password: "sai" }) { token } }', {}, { lang: 'en' });
      expect(en.errors![0]!.message).toBe('Wrong user name or password');
      expect(await auditCount('LOGIN_FAILED', 'thungan')).toBe(before + 2);
    });

    it('names the empty field', async () => {
      const result = await gql(server, '/graphqlauth', 'mutation { login(info: { username: "ktv", password: "" }) { token } }');
      expect(result.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'password' });
      expect(result.errors![0]!.message).toBe('Mật khẩu: Không được để trống!');
    });

    it('rate-limits repeated wrong attempts on one user name, even with the right password afterwards', async () => {
      const attempt = (password: string) => gql(server, '/graphqlauth', 'mutation ($p: String!) { login(info: { username: "ketoan", password: $p }) { token } }', { p: password });
      for (let i = 0; i < 5; i++) expect((await attempt('wrong')).errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
      const limited = await attempt('Ketoan@123');
      expect(limited.errors![0]!.extensions).toMatchObject({ code: 'RATE_LIMITED', messageKey: 'auth.tooManyAttempts' });
      expect(limited.data).toBeNull();
    });
  });

  describe('requests', () => {
    it('myInfo without a token is UNAUTHENTICATED', async () => {
      const result = await gql(server, '/graphqlauth', MY_INFO);
      expect(result.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    });

    it('a node or profile header that is not the user\'s is FORBIDDEN', async () => {
      const doctor = await login(server, 'bacsi', 'Bacsi@123');
      const admin = await login(server, 'admin', 'Admin@123');
      const adminInfo = (await gql(server, '/graphqlauth', MY_INFO, {}, { token: admin.token })).data.myInfo;
      const doctorInfo = (await gql(server, '/graphqlauth', MY_INFO, {}, { token: doctor.token })).data.myInfo;
      const storeNode = (await gql(server, '/graphqlauth', '{ searchNodes(searchString: "kho duoc") { _id code } }', {}, { token: admin.token })).data.searchNodes[0];
      expect(storeNode.code).toBe('KHO01');
      const foreignNode = await gql(server, '/graphqlauth', MY_INFO, {}, { token: doctor.token, node: storeNode._id });
      expect(foreignNode.errors![0]!.extensions).toMatchObject({ code: 'FORBIDDEN', messageKey: 'auth.nodeNotYours' });
      const foreignProfile = await gql(server, '/graphqlhis', '{ getSetting { appType } }', {}, { token: doctor.token, profile: adminInfo.profile._id });
      expect(foreignProfile.errors![0]!.extensions!.code).toBe('FORBIDDEN');
      const ownNode = await gql(server, '/graphqlauth', MY_INFO, {}, { token: doctor.token, node: doctorInfo.nodes[1]._id });
      expect(ownNode.data.myInfo.currentNode.code).toBe(doctorInfo.nodes[1].code);
    });

    it('a user with two profiles and two nodes can act for each', async () => {
      const user = await login(server, 'dacoso', 'Dacoso@123');
      const info = (await gql(server, '/graphqlauth', MY_INFO, {}, { token: user.token })).data.myInfo;
      expect(info.profiles).toHaveLength(2);
      expect(info.nodes.map((node: { code: string }) => node.code)).toEqual(['CS01', 'CS02']);
      const second = await gql(server, '/graphqlauth', MY_INFO, {}, { token: user.token, profile: info.profiles[1]._id });
      expect(second.data.myInfo.profile.name).toBe(info.profiles[1].name);
    });

    it('a permission the profile lacks is FORBIDDEN on the server', async () => {
      const nurse = await login(server, 'dieuduong', 'Dieuduong@123');
      const result = await gql(server, '/graphqlhis', 'mutation { updateSettingType(type: "general", input: { defaultLanguage: "en" }) { defaultLanguage } }', {}, { token: nurse.token });
      expect(result.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    });
  });

  describe('logout and password change', () => {
    it('after logout the old token is refused at once, though the server had just resolved it', async () => {
      const session = await login(server, 'ktv', 'Ktv@12345');
      expect((await gql(server, '/graphqlauth', MY_INFO, {}, { token: session.token })).data.myInfo.user.username).toBe('ktv');
      expect((await gql(server, '/graphqlauth', 'mutation { logout }', {}, { token: session.token })).data.logout).toBe(true);
      const after = await gql(server, '/graphqlauth', MY_INFO, {}, { token: session.token });
      expect(after.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
      expect(await auditCount('LOGOUT', 'ktv')).toBe(1);
    });

    it('a password change ends every session of the account and the new password works', async () => {
      const first = await login(server, 'giamdoc', 'Giamdoc@123');
      const second = await login(server, 'giamdoc', 'Giamdoc@123');
      for (const token of [first.token, second.token]) {
        expect((await gql(server, '/graphqlauth', MY_INFO, {}, { token })).data.myInfo.user.username).toBe('giamdoc');
      }
      const wrongOld = await gql(server, '/graphqlauth', 'mutation { changePassword(input: { oldPassword: "x", newPassword: "Moi@12345" }) }', {}, { token: first.token });
      expect(wrongOld.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'oldPassword' });
      const changed = await gql(server, '/graphqlauth', 'mutation { changePassword(input: { oldPassword: "Giamdoc@123", newPassword: "Moi@12345" }) }', {}, { token: first.token });
      expect(changed.data.changePassword).toBe(true);
      for (const token of [first.token, second.token]) {
        expect((await gql(server, '/graphqlauth', MY_INFO, {}, { token })).errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
      }
      expect((await login(server, 'giamdoc', 'Moi@12345')).token).toBeTruthy();
      const audit = await server.runtime.database.query<{ after: unknown }>("SELECT after FROM his_audit_log WHERE action = 'UPDATE' AND entity = 'User' AND username = 'giamdoc'");
      expect(JSON.stringify(audit)).not.toContain('Moi@12345');
    });
  });
});
