// The staff form's user account: an administrator creates a staff member together with the account they sign in
// with, changes its password, locks it, and the server refuses what would leave a half-made staff member behind,
// on PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, type HisServer } from '@his/server';
import { BACKENDS, serversOnBackends } from '../support/backends';
import { gql, login, mainService, type Caller } from '../support/server';

const ACCOUNT = 'TaiKhoan { username isLocked isOnline profile_Ids }';
const CREATE = `mutation ($input: NhanVienInput!, $TaiKhoan: TaiKhoanNhanVienInput) {
  createNhanVien(input: $input, TaiKhoan: $TaiKhoan) { _id MaNhanVien ${ACCOUNT} } }`;
const UPDATE = `mutation ($id: ID!, $input: NhanVienInput!, $TaiKhoan: TaiKhoanNhanVienInput) {
  updateNhanVien(id: $id, input: $input, TaiKhoan: $TaiKhoan) { _id TenNhanVien ${ACCOUNT} } }`;
const LIST = `query ($searchString: String) { getNhanVien(searchString: $searchString, limit: 50) { items { MaNhanVien ${ACCOUNT} } } }`;
const ME = '{ myInfo { user { username employee { MaNhanVien } } } }';

const startServer = serversOnBackends({ withPlugins: true });

describe.each(BACKENDS)('staff accounts on %s', (backend) => {
  let server: HisServer;
  let admin: Caller;
  let profile: Record<string, string>;
  const { data, refusal } = mainService(() => server);

  const staffCount = async (code: string) =>
    (await server.runtime.database.query<{ count: number }>('SELECT count(*)::int AS count FROM "NhanVien" WHERE "MaNhanVien" = $1', [code]))[0]!.count;
  const signIn = (username: string, password: string) =>
    gql(server, '/graphqlauth', 'mutation ($info: LoginInput!) { login(info: $info) { token } }', { info: { username, password } });

  beforeAll(async () => {
    server = await startServer(backend);
    admin = { token: (await login(server, DEMO_ADMIN.username, DEMO_ADMIN.password)).token };
    const rows = await server.runtime.database.query<{ _id: string; name: string }>('SELECT _id, name FROM his_profiles');
    profile = Object.fromEntries(rows.map((row) => [row.name, row._id]));
  });
  afterAll(async () => {
    await server?.close();
  });

  describe('When the administrator adds a doctor with an account', () => {
    let staffId: string;
    beforeAll(async () => {
      const created = (await data(admin, CREATE, {
        input: { MaNhanVien: 'BS0100', TenNhanVien: 'Ngô Thị Lan' },
        TaiKhoan: { username: 'bs.lan', password: 'Lan@2026', profile_Ids: [profile['Bác sĩ khám bệnh']] },
      })).createNhanVien;
      staffId = created._id;
    });

    it('Then the staff list shows the account with its profile', async () => {
      const [row] = (await data(admin, LIST, { searchString: 'BS0100' })).getNhanVien.items;
      expect(row).toEqual({ MaNhanVien: 'BS0100', TaiKhoan: { username: 'bs.lan', isLocked: false, isOnline: false, profile_Ids: [profile['Bác sĩ khám bệnh']] } });
    });

    it('Then the doctor signs in with it, as that staff member', async () => {
      const session = await login(server, 'BS.LAN', 'Lan@2026');
      const me = await gql(server, '/graphqlauth', ME, {}, { token: session.adminToken });
      expect(me.data).toEqual({ myInfo: { user: { username: 'bs.lan', employee: { MaNhanVien: 'BS0100' } } } });
    });

    it('Then a new password ends the open sessions, and only the new password signs in', async () => {
      const before = await login(server, 'bs.lan', 'Lan@2026');
      await data(admin, UPDATE, { id: staffId, input: { TenNhanVien: 'Ngô Thị Lan' }, TaiKhoan: { password: 'Moi@2026x' } });
      const stale = await gql(server, '/graphqlhis', '{ getNhanVienById(id: "x") { _id } }', {}, { token: before.token });
      expect(stale.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await signIn('bs.lan', 'Lan@2026')).errors?.[0]?.extensions?.messageKey).toBe('auth.invalidCredentials');
      expect((await signIn('bs.lan', 'Moi@2026x')).data).toBeTruthy();
    });

    it('Then a locked account cannot sign in, and unlocking lets it in again', async () => {
      await data(admin, UPDATE, { id: staffId, input: {}, TaiKhoan: { isLocked: true } });
      expect((await signIn('bs.lan', 'Moi@2026x')).errors?.[0]?.extensions?.messageKey).toBe('auth.userLocked');
      const unlocked = (await data(admin, UPDATE, { id: staffId, input: {}, TaiKhoan: { isLocked: false } })).updateNhanVien;
      expect(unlocked.TaiKhoan.isLocked).toBe(false);
      expect((await signIn('bs.lan', 'Moi@2026x')).data).toBeTruthy();
    });

    it('Then each change of the account is in the audit log, without the password', async () => {
      const entries = await server.runtime.database.query<{ action: string; after: Record<string, unknown> }>(
        'SELECT action, after FROM his_audit_log WHERE entity = \'User\' AND after ->> \'NhanVien_Id\' = $1 ORDER BY _id', [staffId]);
      expect(entries.map((entry) => entry.action)).toEqual(['CREATE', 'UPDATE', 'UPDATE', 'UPDATE']);
      expect(entries[1]!.after).toHaveProperty('passwordChanged');
      expect(JSON.stringify(entries)).not.toContain('Moi@2026x');
    });
  });

  describe('When the account part has a mistake', () => {
    const mistakes: [caseName: string, account: Record<string, unknown>, field: string, messageKey: string][] = [
      ['a username another account has, in other letters', { username: 'BACSI', password: 'Matkhau@1' }, 'TaiKhoan.username', 'auth.usernameTaken'],
      ['a username with accents', { username: 'bác.sĩ', password: 'Matkhau@1' }, 'TaiKhoan.username', 'validation.usernameFormat'],
      ['a short password', { username: 'bs.moi', password: '12345' }, 'TaiKhoan.password', 'validation.minLength'],
      ['a new account without a password', { username: 'bs.moi' }, 'TaiKhoan.password', 'validation.required'],
      ['a profile that does not exist', { username: 'bs.moi', password: 'Matkhau@1', profile_Ids: ['khong-co'] }, 'TaiKhoan.profile_Ids', 'validation.notFound'],
    ];

    it.each(mistakes)('Then %s is refused, naming the field, and no staff member is left behind', async (_caseName, account, field, messageKey) => {
      const error = await refusal(admin, CREATE, { input: { MaNhanVien: 'BS0200', TenNhanVien: 'Phan Văn Tâm' }, TaiKhoan: account });
      expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field, messageKey });
      expect(await staffCount('BS0200')).toBe(0);
    });

    it('Then the message is in the caller\'s language', async () => {
      const error = await refusal({ ...admin, lang: 'en' }, CREATE, { input: { MaNhanVien: 'BS0200', TenNhanVien: 'Phan Văn Tâm' }, TaiKhoan: { username: 'bacsi', password: 'Matkhau@1' } });
      expect(error.message).toBe('Username: The username bacsi is already taken');
    });
  });

  describe('When someone who may edit the staff list but not accounts saves a staff member', () => {
    let clerk: Caller;
    beforeAll(async () => {
      // The clerk's profile may edit catalogues, and read accounts, but not manage them.
      await server.runtime.database.query(
        `UPDATE his_profile_permissions SET permissions = ARRAY['catalogues.catalogue.write', 'auth.users.read'] WHERE "profile_Id" = $1`, [profile['Văn thư']]);
      clerk = { token: (await login(server, 'vanthu', 'Vanthu@123')).token };
    });

    it('Then the staff member is saved without an account', async () => {
      const created = (await data(clerk, CREATE, { input: { MaNhanVien: 'DD0300', TenNhanVien: 'Lý Thị Hoa' } })).createNhanVien;
      expect(created).toMatchObject({ MaNhanVien: 'DD0300', TaiKhoan: null });
    });

    it('Then an account in the same save is refused, and the staff member is not saved', async () => {
      const error = await refusal(clerk, CREATE, { input: { MaNhanVien: 'DD0301', TenNhanVien: 'Lý Văn Hùng' }, TaiKhoan: { username: 'dd.hung', password: 'Matkhau@1' } });
      expect(error.extensions).toMatchObject({ code: 'FORBIDDEN' });
      expect(await staffCount('DD0301')).toBe(0);
    });

    it('Then a doctor, who may not read accounts, sees staff without them', async () => {
      const doctor = { token: (await login(server, 'bacsi', 'Bacsi@123')).token };
      const rows = (await data(doctor, LIST, { searchString: 'BS0001' })).getNhanVien.items;
      expect(rows).toEqual([{ MaNhanVien: 'BS0001', TaiKhoan: null }]);
    });
  });
});
