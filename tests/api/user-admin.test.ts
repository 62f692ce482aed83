// The users screen's API: an administrator adds an account, locks it (every session ends at once), resets its
// password (shown once, changed at the next sign-in), orders its profiles, links it to a staff member, reads its
// sign-ins and ends one of its sessions; mistakes are refused naming the field, and only auth.users.manage may
// change anything. On PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, type HisServer } from '@his/server';
import { BACKENDS, serversOnBackends } from '../support/backends';
import { gql, login, type Caller, type GraphQLError } from '../support/server';

const USER_FIELDS = '_id username isLocked isOnline mustChangePassword lastSignIn NhanVien_Id employee { TenNhanVien ChucVu { MaChucVu } } profiles { _id name }';
const USERS = `query ($searchString: String, $isLocked: Boolean, $idProfile: ID) {
  users(searchString: $searchString, limit: 50, isLocked: $isLocked, idProfile: $idProfile) { ${USER_FIELDS} } }`;
const CREATE = `mutation ($input: CreateUserInput!) { createUser(input: $input) { ${USER_FIELDS} } }`;
const LOCK = `mutation ($idUser: ID!, $isLocked: Boolean!) { lockUser(idUser: $idUser, isLocked: $isLocked) { _id isLocked isOnline } }`;
const RESET = `mutation ($idUser: ID!) { resetPassword(idUser: $idUser) { newPassword user { _id mustChangePassword isOnline } } }`;
const SET_PROFILES = `mutation ($idUser: ID!, $profile_Ids: [ID!]!) { setUserProfiles(idUser: $idUser, profile_Ids: $profile_Ids) { profiles { name } } }`;
const LINK_STAFF = `mutation ($idUser: ID!, $NhanVien_Id: ID) { linkUserStaff(idUser: $idUser, NhanVien_Id: $NhanVien_Id) { NhanVien_Id employee { TenNhanVien } } }`;
const HISTORY = `query ($idUser: ID!) { loginHistory(idUser: $idUser) { time action address reason } }`;
const SESSIONS = `query ($idUser: ID!) { userSessions(idUser: $idUser) { _id createdAt expiresAt address isCurrent } }`;
const END_SESSION = `mutation ($idSession: ID!) { endSession(idSession: $idSession) }`;
const LOGIN = 'mutation ($info: LoginInput!) { login(info: $info) { token adminToken userId mustChangePassword } }';
const ME = '{ myInfo { user { username mustChangePassword } profile { name } } }';
/** Any call of the main service: what a signed-in window sends all day. */
const MAIN_CALL = '{ getSetting { appType } }';

const startServer = serversOnBackends();

describe.each(BACKENDS)('administration of users on %s', (backend) => {
  let server: HisServer;
  let admin: Caller & { userId: string };
  let profile: Record<string, string>;

  /** Calls the auth service and expects an answer without errors. */
  const data = async <T = any>(caller: Caller, query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const result = await gql<T>(server, '/graphqlauth', query, variables, caller);
    expect(result.errors).toBeUndefined();
    return result.data!;
  };
  /** Calls the auth service and expects a refusal: its first error. */
  const refusal = async (caller: Caller, query: string, variables: Record<string, unknown> = {}): Promise<GraphQLError> => {
    const result = await gql(server, '/graphqlauth', query, variables, caller);
    expect(result.errors, 'the call should have been refused').toBeDefined();
    return result.errors![0] as GraphQLError;
  };
  const signIn = (username: string, password: string) => gql(server, '/graphqlauth', LOGIN, { info: { username, password } });
  const query = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => server.runtime.database.query<T>(text, params);
  const userCount = async (username: string) => (await query<{ count: number }>('SELECT count(*)::int AS count FROM his_users WHERE lower(username) = lower($1)', [username]))[0]!.count;
  const auditOf = (userId: string) => query<{ action: string; operation: string | null; before: any; after: any }>(
    'SELECT action, operation, before, after FROM his_audit_log WHERE entity = \'User\' AND "entity_Id" = $1 ORDER BY _id', [userId]);
  /** A staff member without an account, made as the staff catalogue would. */
  const newStaff = async (code: string, name: string, position: string | null = null) => {
    const id = `nv-${code.toLowerCase()}`;
    await query(
      `INSERT INTO "NhanVien" (_id, "MaNhanVien", "TenNhanVien", "TenKhongDau", "ChucVu_Id")
       VALUES ($1, $2, $3, lower(unaccent($3)), (SELECT _id FROM "DM_ChucVu" WHERE "MaChucVu" = $4))`, [id, code, name, position]);
    return id;
  };
  const createUser = async (username: string, password: string, extra: Record<string, unknown> = {}) =>
    (await data(admin, CREATE, { input: { username, password, profile_Ids: [profile['Bác sĩ khám bệnh']], ...extra } })).createUser;

  beforeAll(async () => {
    server = await startServer(backend);
    const signedIn = await login(server, DEMO_ADMIN.username, DEMO_ADMIN.password);
    admin = { token: signedIn.adminToken, userId: signedIn.userId };
    const rows = await query<{ _id: string; name: string }>('SELECT _id, name FROM his_profiles');
    profile = Object.fromEntries(rows.map((row) => [row.name, row._id]));
  });
  afterAll(async () => {
    await server?.close();
  });

  describe('When the administrator adds a user with a staff member and a profile', () => {
    let created: any;
    let staffId: string;
    beforeAll(async () => {
      staffId = await newStaff('BS0900', 'Lưu Thị Hằng', 'BS');
      created = await createUser('bs.hang', 'Hang@2026', { NhanVien_Id: staffId });
    });

    it('Then the list shows the account with its staff member, position and profile, not yet signed in', async () => {
      const [row] = (await data(admin, USERS, { searchString: 'hang' })).users;
      expect(row).toEqual({
        _id: created._id, username: 'bs.hang', isLocked: false, isOnline: false, mustChangePassword: false, lastSignIn: null, NhanVien_Id: staffId,
        employee: { TenNhanVien: 'Lưu Thị Hằng', ChucVu: { MaChucVu: 'BS' } }, profiles: [{ _id: profile['Bác sĩ khám bệnh'], name: 'Bác sĩ khám bệnh' }],
      });
      const [staff] = await query<{ TaiKhoan_Id: string }>('SELECT "TaiKhoan_Id" FROM "NhanVien" WHERE _id = $1', [staffId]);
      expect(staff!.TaiKhoan_Id).toBe(created._id);
    });

    it('Then the doctor signs in with it, and the list shows them online with the time of the sign-in', async () => {
      const before = Date.now();
      expect((await signIn('bs.hang', 'Hang@2026')).data.login.mustChangePassword).toBe(false);
      const [row] = (await data(admin, USERS, { searchString: 'bs.hang' })).users;
      expect(row.isOnline).toBe(true);
      expect(row.lastSignIn).toBeGreaterThanOrEqual(before - 1_000);
      expect(row.lastSignIn).toBeLessThanOrEqual(Date.now() + 1_000);
    });

    it('Then the audit log has the new account, and never its password', async () => {
      const entries = await auditOf(created._id);
      expect(entries[0]).toMatchObject({ action: 'CREATE', operation: 'createUser', after: { username: 'bs.hang', NhanVien_Id: staffId, profile_Ids: [profile['Bác sĩ khám bệnh']], isLocked: false } });
      const everything = JSON.stringify(await query('SELECT before, after FROM his_audit_log'));
      expect(everything).not.toContain('Hang@2026');
      expect(everything).not.toContain('scrypt$');
    });
  });

  describe('When the user to add has a mistake', () => {
    let staffWithAccount: string;
    beforeAll(async () => {
      [{ id: staffWithAccount }] = await query<{ id: string }>('SELECT "NhanVien_Id" AS id FROM his_users WHERE username = \'bacsi\'') as [{ id: string }];
    });

    const mistakes: [caseName: string, input: Record<string, unknown>, field: string, messageKey: string][] = [
      ['a user name another account has, in other letters', { username: 'BACSI', password: 'Matkhau@1' }, 'input.username', 'auth.usernameTaken'],
      ['a user name with accents', { username: 'bác.sĩ', password: 'Matkhau@1' }, 'input.username', 'validation.usernameFormat'],
      ['a short password', { username: 'nv.moi', password: '12345' }, 'input.password', 'validation.minLength'],
      ['a profile that does not exist', { username: 'nv.moi', password: 'Matkhau@1', profile_Ids: ['khong-co'] }, 'input.profile_Ids', 'validation.notFound'],
      ['a staff member that does not exist', { username: 'nv.moi', password: 'Matkhau@1', NhanVien_Id: 'khong-co' }, 'input.NhanVien_Id', 'validation.notFound'],
    ];

    it.each(mistakes)('Then %s is refused, naming the field, and no account is made', async (_caseName, input, field, messageKey) => {
      const error = await refusal(admin, CREATE, { input });
      expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field, messageKey });
      expect(await userCount('nv.moi')).toBe(0);
    });

    it('Then a staff member who has an account already is refused, naming that account', async () => {
      const error = await refusal(admin, CREATE, { input: { username: 'nv.moi', password: 'Matkhau@1', NhanVien_Id: staffWithAccount } });
      expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.NhanVien_Id', messageKey: 'auth.staffHasAccount', params: { username: 'bacsi' } });
      expect(await userCount('nv.moi')).toBe(0);
    });

    it('Then the message names the field in the caller\'s language', async () => {
      const error = await refusal({ ...admin, lang: 'en' }, CREATE, { input: { username: 'bacsi', password: 'Matkhau@1' } });
      expect(error.message).toBe('User name: The username bacsi is already taken');
    });
  });

  describe('When the administrator locks a user signed in on two machines', () => {
    let userId: string;
    let windows: { token: string; adminToken: string }[];
    beforeAll(async () => {
      userId = (await createUser('dd.khoa', 'Khoa@2026'))._id;
      windows = [(await signIn('dd.khoa', 'Khoa@2026')).data.login, (await signIn('dd.khoa', 'Khoa@2026')).data.login];
      expect((await gql(server, '/graphqlhis', MAIN_CALL, {}, { token: windows[0]!.token })).errors).toBeUndefined();
      expect((await data(admin, SESSIONS, { idUser: userId })).userSessions).toHaveLength(2);
      expect((await data(admin, LOCK, { idUser: userId, isLocked: true })).lockUser).toEqual({ _id: userId, isLocked: true, isOnline: false });
    });

    it('Then both sessions end at once: their tokens are refused by every service', async () => {
      for (const window of windows) {
        const main = await gql(server, '/graphqlhis', MAIN_CALL, {}, { token: window.token });
        expect(main.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', messageKey: 'auth.sessionEnded' });
        const auth = await gql(server, '/graphqlauth', ME, {}, { token: window.adminToken });
        expect(auth.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      }
      expect((await data(admin, SESSIONS, { idUser: userId })).userSessions).toEqual([]);
    });

    it('Then the user cannot sign in until unlocked', async () => {
      expect((await signIn('dd.khoa', 'Khoa@2026')).errors?.[0]?.extensions?.messageKey).toBe('auth.userLocked');
      expect((await data(admin, USERS, { searchString: 'dd.khoa', isLocked: true })).users.map((user: any) => user.username)).toEqual(['dd.khoa']);
      expect((await data(admin, USERS, { searchString: 'dd.khoa', isLocked: false })).users).toEqual([]);
      await data(admin, LOCK, { idUser: userId, isLocked: false });
      expect((await signIn('dd.khoa', 'Khoa@2026')).data?.login.token).toBeTruthy();
    });

    it('Then the audit log has the lock with the sessions it ended, and the unlock', async () => {
      const entries = (await auditOf(userId)).filter((entry) => entry.operation === 'lockUser');
      expect(entries).toEqual([
        { action: 'UPDATE', operation: 'lockUser', before: { username: 'dd.khoa', isLocked: false }, after: { username: 'dd.khoa', isLocked: true, sessionsEnded: 2 } },
        { action: 'UPDATE', operation: 'lockUser', before: { username: 'dd.khoa', isLocked: true }, after: { username: 'dd.khoa', isLocked: false } },
      ]);
    });

    it('Then the administrator cannot lock their own account', async () => {
      const error = await refusal(admin, LOCK, { idUser: admin.userId, isLocked: true });
      expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'idUser', messageKey: 'auth.cannotLockSelf' });
      const [self] = await query<{ isLocked: boolean }>('SELECT "isLocked" FROM his_users WHERE _id = $1', [admin.userId]);
      expect(self!.isLocked).toBe(false);
    });
  });

  describe('When the administrator resets the password of a user who is signed in', () => {
    let userId: string;
    let oldWindow: { token: string };
    let newPassword: string;
    beforeAll(async () => {
      userId = (await createUser('kt.lan', 'Lan@2026x'))._id;
      oldWindow = (await signIn('kt.lan', 'Lan@2026x')).data.login;
      const reset = (await data(admin, RESET, { idUser: userId })).resetPassword;
      newPassword = reset.newPassword;
      expect(reset.user).toEqual({ _id: userId, mustChangePassword: true, isOnline: false });
    });

    it('Then the new password is random, long enough, and the old session and password are gone', async () => {
      expect(newPassword).toMatch(/^[A-Za-z0-9]{12}$/);
      expect((await gql(server, '/graphqlhis', MAIN_CALL, {}, { token: oldWindow.token })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await signIn('kt.lan', 'Lan@2026x')).errors?.[0]?.extensions?.messageKey).toBe('auth.invalidCredentials');
    });

    it('Then the new password signs in, and until the user changes it the web asks for another and the server answers nothing else', async () => {
      const signedIn = (await signIn('kt.lan', newPassword)).data.login;
      expect(signedIn.mustChangePassword).toBe(true);
      expect((await data({ token: signedIn.adminToken }, ME)).myInfo.user).toEqual({ username: 'kt.lan', mustChangePassword: true });
      // Until then the server answers nothing else, whatever the profile holds.
      const held = (await gql(server, '/graphqlhis', MAIN_CALL, {}, { token: signedIn.token })).errors?.[0];
      expect([held?.extensions?.code, held?.extensions?.messageKey]).toEqual(['FORBIDDEN', 'auth.passwordChangeRequired']);
      expect((await refusal({ token: signedIn.adminToken }, USERS)).extensions?.messageKey).toBe('auth.passwordChangeRequired');
      await data({ token: signedIn.adminToken }, 'mutation ($input: ChangePasswordInput!) { changePassword(input: $input) }', { input: { oldPassword: newPassword, newPassword: 'Rieng@2026' } });
      const again = (await signIn('kt.lan', 'Rieng@2026')).data.login;
      expect(again.mustChangePassword).toBe(false);
      expect((await data({ token: again.adminToken }, ME)).myInfo.user.mustChangePassword).toBe(false);
      expect((await gql(server, '/graphqlhis', MAIN_CALL, {}, { token: again.token })).errors).toBeUndefined();
    });

    it('Then the audit log says the password was reset, and holds neither the password nor its hash', async () => {
      const reset = (await auditOf(userId)).find((entry) => entry.operation === 'resetPassword');
      expect(reset).toMatchObject({ action: 'UPDATE', before: { mustChangePassword: false }, after: { passwordReset: true, mustChangePassword: true, sessionsEnded: 1 } });
      const everything = JSON.stringify(await query('SELECT before, after FROM his_audit_log'));
      expect(everything).not.toContain(newPassword);
      expect(everything).not.toContain('scrypt$');
    });

    it('Then the administrator cannot reset their own password this way', async () => {
      const error = await refusal(admin, RESET, { idUser: admin.userId });
      expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'idUser', messageKey: 'auth.resetOwnPassword' });
    });
  });

  describe('When the administrator orders a user\'s profiles and links the user to a staff member', () => {
    let userId: string;
    beforeAll(async () => {
      userId = (await createUser('nv.thu', 'Thu@20266'))._id;
    });

    it('Then the profiles keep the order given, and the first is the one a sign-in starts with', async () => {
      const ordered = (await data(admin, SET_PROFILES, { idUser: userId, profile_Ids: [profile['Kỹ thuật viên'], profile['Bác sĩ khám bệnh']] })).setUserProfiles;
      expect(ordered.profiles.map((each: { name: string }) => each.name)).toEqual(['Kỹ thuật viên', 'Bác sĩ khám bệnh']);
      const signedIn = (await signIn('nv.thu', 'Thu@20266')).data.login;
      expect((await data({ token: signedIn.adminToken }, ME)).myInfo.profile.name).toBe('Kỹ thuật viên');
      const byProfile = (await data(admin, USERS, { searchString: 'nv.thu', idProfile: profile['Kỹ thuật viên'] })).users;
      expect(byProfile.map((user: any) => user.username)).toEqual(['nv.thu']);
      expect((await data(admin, USERS, { searchString: 'nv.thu', idProfile: profile['Thu ngân'] })).users).toEqual([]);
    });

    it('Then a profile that does not exist is refused, naming the field, and the profiles stay', async () => {
      const error = await refusal(admin, SET_PROFILES, { idUser: userId, profile_Ids: ['khong-co'] });
      expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'profile_Ids', messageKey: 'validation.notFound' });
      expect((await data(admin, USERS, { searchString: 'nv.thu' })).users[0].profiles).toHaveLength(2);
    });

    it('Then the staff link moves from one staff member to another, and can be taken off', async () => {
      const first = await newStaff('KTV0900', 'Mạc Văn Thu');
      const second = await newStaff('KTV0901', 'Mạc Văn Thư');
      expect((await data(admin, LINK_STAFF, { idUser: userId, NhanVien_Id: first })).linkUserStaff).toEqual({ NhanVien_Id: first, employee: { TenNhanVien: 'Mạc Văn Thu' } });
      await data(admin, LINK_STAFF, { idUser: userId, NhanVien_Id: second });
      const links = await query<{ _id: string; TaiKhoan_Id: string | null }>('SELECT _id, "TaiKhoan_Id" FROM "NhanVien" WHERE _id = ANY($1) ORDER BY _id', [[first, second]]);
      expect(links).toEqual([{ _id: first, TaiKhoan_Id: null }, { _id: second, TaiKhoan_Id: userId }]);
      expect((await data(admin, LINK_STAFF, { idUser: userId, NhanVien_Id: null })).linkUserStaff).toEqual({ NhanVien_Id: null, employee: null });
    });

    it('Then a staff member who has another account is refused', async () => {
      const [{ id }] = await query<{ id: string }>('SELECT "NhanVien_Id" AS id FROM his_users WHERE username = \'ktv\'') as [{ id: string }];
      const error = await refusal(admin, LINK_STAFF, { idUser: userId, NhanVien_Id: id });
      expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'NhanVien_Id', messageKey: 'auth.staffHasAccount', params: { username: 'ktv' } });
    });

    it('Then each change is in the audit log with before and after', async () => {
      const entries = (await auditOf(userId)).filter((entry) => entry.operation === 'setUserProfiles' || entry.operation === 'linkUserStaff');
      expect(entries[0]).toMatchObject({ before: { profile_Ids: [profile['Bác sĩ khám bệnh']] }, after: { profile_Ids: [profile['Kỹ thuật viên'], profile['Bác sĩ khám bệnh']] } });
      expect(entries.filter((entry) => entry.operation === 'linkUserStaff').map((entry) => [entry.before.NhanVien_Id, entry.after.NhanVien_Id])).toEqual([
        [null, 'nv-ktv0900'], ['nv-ktv0900', 'nv-ktv0901'], ['nv-ktv0901', null],
      ]);
    });
  });

  describe('When the administrator reads a user\'s sign-ins and ends one of the open sessions', () => {
    let userId: string;
    let sessions: { _id: string; createdAt: number; expiresAt: number; address: string | null; isCurrent: boolean }[];
    let first: { token: string; adminToken: string };
    let second: { token: string; adminToken: string };
    beforeAll(async () => {
      userId = (await createUser('tn.vy', 'Vy@202666'))._id;
      expect((await signIn('tn.vy', 'sai-mat-khau')).errors?.[0]?.extensions?.messageKey).toBe('auth.invalidCredentials');
      first = (await signIn('tn.vy', 'Vy@202666')).data.login;
      const third = (await signIn('tn.vy', 'Vy@202666')).data.login;
      await data({ token: third.adminToken }, 'mutation { logout }');
      second = (await signIn('tn.vy', 'Vy@202666')).data.login;
      sessions = (await data(admin, SESSIONS, { idUser: userId })).userSessions;
    });

    it('Then the history lists the sign-ins, the refused one with its reason, and the sign-out, newest first', async () => {
      const history = (await data(admin, HISTORY, { idUser: userId })).loginHistory;
      expect(history.map((entry: any) => [entry.action, entry.reason])).toEqual([
        ['LOGIN', null], ['LOGOUT', null], ['LOGIN', null], ['LOGIN', null], ['LOGIN_FAILED', 'auth.invalidCredentials'],
      ]);
      expect(history.every((entry: any) => typeof entry.time === 'number' && entry.address)).toBe(true);
    });

    it('Then the open sessions are the two not signed out, newest first, with when they end', async () => {
      expect(sessions).toHaveLength(2);
      expect(sessions[0]!.createdAt).toBeGreaterThanOrEqual(sessions[1]!.createdAt);
      for (const session of sessions) {
        // The end is reckoned by the server process, the start by the database's clock: a few ms apart.
        expect(Math.abs(session.expiresAt - session.createdAt - 7 * 24 * 60 * 60 * 1000)).toBeLessThan(5_000);
        expect(session).toMatchObject({ isCurrent: false });
        expect(session.address).toBeTruthy();
      }
    });

    it('Then ending the newest session refuses its token at once, and the other still works', async () => {
      expect((await data(admin, END_SESSION, { idSession: sessions[0]!._id })).endSession).toBe(true);
      expect((await gql(server, '/graphqlhis', MAIN_CALL, {}, { token: second.token })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await gql(server, '/graphqlhis', MAIN_CALL, {}, { token: first.token })).errors).toBeUndefined();
      expect((await data(admin, SESSIONS, { idUser: userId })).userSessions.map((session: { _id: string }) => session._id)).toEqual([sessions[1]!._id]);
      const [entry] = (await auditOf(userId)).filter((each) => each.operation === 'endSession');
      expect(entry).toMatchObject({ action: 'UPDATE', after: { sessionEnded: sessions[0]!._id } });
    });

    it('Then a session already ended is refused, naming it', async () => {
      const error = await refusal(admin, END_SESSION, { idSession: sessions[0]!._id });
      expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'idSession', messageKey: 'auth.sessionNotFound' });
    });
  });

  describe('When someone who may read accounts but not manage them tries', () => {
    let director: Caller;
    let targetId: string;
    beforeAll(async () => {
      director = { token: (await login(server, 'giamdoc', 'Giamdoc@123')).adminToken };
      [{ _id: targetId }] = await query<{ _id: string }>('SELECT _id FROM his_users WHERE username = \'bacsi\'') as [{ _id: string }];
    });

    it('Then the director reads the list and the sign-ins', async () => {
      expect((await data(director, USERS, { searchString: 'bacsi' })).users.map((user: any) => user.username)).toContain('bacsi');
      expect(Array.isArray((await data(director, HISTORY, { idUser: targetId })).loginHistory)).toBe(true);
    });

    const changes: [caseName: string, query: string, variables: () => Record<string, unknown>][] = [
      ['adding a user', CREATE, () => ({ input: { username: 'gd.moi', password: 'Matkhau@1' } })],
      ['locking a user', LOCK, () => ({ idUser: targetId, isLocked: true })],
      ['resetting a password', RESET, () => ({ idUser: targetId })],
      ['setting profiles', SET_PROFILES, () => ({ idUser: targetId, profile_Ids: [] })],
      ['linking a staff member', LINK_STAFF, () => ({ idUser: targetId, NhanVien_Id: null })],
      ['ending a session', END_SESSION, () => ({ idSession: 'any' })],
    ];

    it.each(changes)('Then %s is FORBIDDEN, changes nothing and leaves a refusal in the audit log', async (_caseName, mutation, variables) => {
      const before = await query('SELECT username, "isLocked", "passwordHash", "NhanVien_Id" FROM his_users WHERE _id = $1', [targetId]);
      const refusals = async () => (await query<{ count: number }>('SELECT count(*)::int AS count FROM his_audit_log WHERE action = \'REFUSED\'', []))[0]!.count;
      const refusedBefore = await refusals();
      const error = await refusal(director, mutation, variables());
      expect(error.extensions).toMatchObject({ code: 'FORBIDDEN' });
      expect(await query('SELECT username, "isLocked", "passwordHash", "NhanVien_Id" FROM his_users WHERE _id = $1', [targetId])).toEqual(before);
      expect(await userCount('gd.moi')).toBe(0);
      expect(await refusals()).toBe(refusedBefore + 1);
    });

    it('Then someone signed out is UNAUTHENTICATED', async () => {
      const error = await refusal({}, USERS);
      expect(error.extensions?.code).toBe('UNAUTHENTICATED');
    });
  });
});
