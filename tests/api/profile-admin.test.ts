// Profiles on the administration screen: an administrator creates, edits and locks them; each mistake is refused naming
// the field and nothing is saved; a session acting for an edited profile gains or loses an operation on its very next
// request, and a locked profile's next request is refused; the last profile that can manage profiles and accounts is
// never locked or stripped; a new profile of a role starts from the variant's own defaults. On PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '@his/sdk/server';
import { DEMO_ADMIN, type HisServer } from '@his/server';
import { BACKENDS, serversOnBackends } from '../support/backends';
import { gql, login, type Caller, type GraphQLError } from '../support/server';

const PROFILE = '_id name menu navigation isLocked nodeRoles { idNode role } permissions { idNode idPermissions }';
const CREATE = `mutation ($input: ProfileInput!) { createProfile(input: $input) { ${PROFILE} } }`;
const UPDATE = `mutation ($id: ID!, $input: ProfileInput!) { updateProfile(_id: $id, input: $input) { ${PROFILE} } }`;
const LOCK = 'mutation ($id: ID!, $isLocked: Boolean!) { lockProfile(_id: $id, isLocked: $isLocked) { _id isLocked } }';
const ONE = `query ($id: ID!) { profile(_id: $id) { ${PROFILE} } }`;
const ROLES = '{ roles { code name } }';
const ROLE_DEFAULTS = 'query ($role: String!) { roleDefaults(role: $role) { role navigation permissions } }';
const CREATE_USER = 'mutation ($input: CreateUserInput!) { createUser(input: $input) { _id } }';
/** Needs auth.users.read: the operation a cashier's profile is given and taken away. */
const USERS = '{ users(limit: 1) { _id } }';
const ME = '{ myInfo { profile { _id } } }';

const startServer = serversOnBackends({ withPlugins: true });

interface ProfileInput {
  name: string;
  menu: string;
  navigation: unknown;
  nodeRoles: { idNode: string; role: string }[];
  permissions: { idNode: string; idPermissions: string[] }[];
}

describe.each(BACKENDS)('administration of profiles on %s', (backend) => {
  let server: HisServer;
  let admin: Caller;
  let node: Record<'CS01' | 'CS02' | 'suspended', string>;
  let profileId: Record<string, string>;
  /** What open screens hear. */
  const events: RealtimeEvent[] = [];
  let stopListening: (() => void) | undefined;
  const profileEvents = (id: string) => events.filter((event) => event.module === 'HeThong' && (event.data as { _id?: string })._id === id).map((event) => event.process);

  const call = (caller: Caller, query: string, variables: Record<string, unknown> = {}) => gql(server, '/graphqlauth', query, variables, caller);
  /** Calls the auth service and expects an answer without errors. */
  const data = async <T = any>(caller: Caller, query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const result = await call(caller, query, variables);
    expect(result.errors).toBeUndefined();
    return result.data as T;
  };
  /** Calls the auth service and expects a refusal: its first error. */
  const refusal = async (caller: Caller, query: string, variables: Record<string, unknown> = {}): Promise<GraphQLError> => {
    const result = await call(caller, query, variables);
    expect(result.errors, 'the call should have been refused').toBeDefined();
    return result.errors![0] as GraphQLError;
  };
  const query = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => server.runtime.database.query<T>(text, params);
  const profileCount = async () => (await query<{ count: number }>('SELECT count(*)::int AS count FROM his_profiles'))[0]!.count;
  const auditOf = (id: string) => query<{ action: string; operation: string | null; before: any; after: any }>(
    'SELECT action, operation, before, after FROM his_audit_log WHERE entity = \'Profile\' AND "entity_Id" = $1 ORDER BY _id', [id]);
  const signIn = async (username: string, password: string): Promise<Caller> => ({ token: (await login(server, username, password)).token });

  const cashierInput = (change: Partial<ProfileInput> = {}): ProfileInput => ({
    name: 'Thu ngân ca tối',
    menu: 'tree',
    navigation: [{ path: '/trang-chu', icon: 'home' }, { title: 'Viện phí', children: [{ path: '/vien-phi-ngoai-tru' }, { path: '/quyen-bien-lai', placement: 'right' }] }],
    nodeRoles: [{ idNode: node.CS01, role: 'CASHIER' }],
    permissions: [{ idNode: node.CS01, idPermissions: ['cashier.read', 'auth.users.read'] }],
    ...change,
  });

  beforeAll(async () => {
    server = await startServer(backend);
    admin = await signIn(DEMO_ADMIN.username, DEMO_ADMIN.password);
    const nodes = await query<{ _id: string; code: string }>('SELECT _id, code FROM his_nodes WHERE code IN (\'CS01\', \'CS02\')');
    const byCode = Object.fromEntries(nodes.map((row) => [row.code, row._id]));
    await query(`INSERT INTO his_nodes (_id, code, name, "TenKhongDau", category, "parent_Id", "isDeleted") VALUES ('node-suspended', 'TNG01', 'Phòng tạm ngừng', 'phong tam ngung', 'ROOM', $1, true)`, [byCode.CS01]);
    node = { CS01: byCode.CS01!, CS02: byCode.CS02!, suspended: 'node-suspended' };
    const rows = await query<{ _id: string; name: string }>('SELECT _id, name FROM his_profiles');
    profileId = Object.fromEntries(rows.map((row) => [row.name, row._id]));
    stopListening = server.runtime.bus.subscribe((event) => events.push(event));
  });
  afterAll(async () => {
    stopListening?.();
    await server?.close();
  });

  describe('When the administrator creates a profile with a two-level menu, a unit with its role and permissions there', () => {
    let created: any;
    beforeAll(async () => {
      created = (await data(admin, CREATE, { input: cashierInput() })).createProfile;
      profileId[created.name] = created._id;
    });

    it('Then it is saved as given, unlocked, and reads back the same', async () => {
      expect(created).toMatchObject({
        name: 'Thu ngân ca tối', menu: 'tree', isLocked: false,
        navigation: cashierInput().navigation,
        nodeRoles: [{ idNode: node.CS01, role: 'CASHIER' }],
        permissions: [{ idNode: node.CS01, idPermissions: ['cashier.read', 'auth.users.read'] }],
      });
      expect((await data(admin, ONE, { id: created._id })).profile).toEqual(created);
      expect((await data(admin, ONE, { id: 'khong-co' })).profile).toBeNull();
    });

    it('Then the audit log has one entry with the whole profile after', async () => {
      expect(await auditOf(created._id)).toEqual([{
        action: 'CREATE', operation: 'createProfile', before: null,
        after: {
          name: 'Thu ngân ca tối', menu: 'tree', navigation: cashierInput().navigation, isLocked: false,
          nodeRoles: [{ idNode: node.CS01, role: 'CASHIER' }], permissions: [{ idNode: node.CS01, idPermissions: ['auth.users.read', 'cashier.read'] }],
        },
      }]);
    });

    it('Then open screens at the administrator\'s unit hear of it', () => {
      const [event] = events.filter((each) => (each.data as { _id?: string })._id === created._id);
      expect(event).toMatchObject({ module: 'HeThong', process: 'createProfile', idNodes: [node.CS01] });
    });
  });

  describe('When the profile to save has a mistake', () => {
    const mistakes: [caseName: string, change: () => Partial<ProfileInput>, field: string, messageKey: string, params?: Record<string, unknown>][] = [
      ['a blank name', () => ({ name: '  ' }), 'input.name', 'validation.required'],
      ['a name of 101 characters', () => ({ name: 'Hồ sơ '.padEnd(101, 'x') }), 'input.name', 'validation.maxLength', { max: 100 }],
      ['the name of another profile, in other letters', () => ({ name: 'THU NGÂN' }), 'input.name', 'auth.profile.nameTaken', { name: 'THU NGÂN' }],
      ['a menu other than full or tree', () => ({ menu: 'all' }), 'input.menu', 'validation.oneOf', { values: 'full, tree' }],
      ['a menu tree that is not a list', () => ({ navigation: { path: '/trang-chu' } }), 'input.navigation', 'auth.profile.navigationList'],
      ['a menu entry with a key of its own', () => ({ navigation: [{ path: '/trang-chu', onclick: 'x' }] }), 'input.navigation.0', 'auth.profile.navigationKey', { key: 'onclick' }],
      ['a menu four levels deep', () => ({ navigation: [{ title: '1', children: [{ title: '2', children: [{ title: '3', children: [{ path: '/a' }] }] }] }] }),
        'input.navigation.0.children.0.children.0.children', 'auth.profile.navigationTooDeep', { max: 3 }],
      ['a menu of 301 entries', () => ({ navigation: Array.from({ length: 301 }, (_, index) => ({ path: `/p${index}` })) }), 'input.navigation', 'auth.profile.navigationTooLarge', { max: 300 }],
      ['a script as a menu path', () => ({ navigation: [{ path: 'javascript:alert(1)' }] }), 'input.navigation.0.path', 'auth.profile.navigationPath'],
      ['a placement on the left', () => ({ navigation: [{ path: '/a', placement: 'left' }] }), 'input.navigation.0.placement', 'validation.oneOf', { values: 'main, right' }],
      ['no unit', () => ({ nodeRoles: [], permissions: [] }), 'input.nodeRoles', 'auth.profile.nodeRequired'],
      ['a unit that does not exist', () => ({ nodeRoles: [{ idNode: 'khong-co', role: 'CASHIER' }], permissions: [] }), 'input.nodeRoles.0.idNode', 'validation.notFound', { entity: 'khong-co' }],
      ['a suspended unit', () => ({ nodeRoles: [{ idNode: node.CS01, role: 'CASHIER' }, { idNode: node.suspended, role: 'CASHIER' }] }), 'input.nodeRoles.1.idNode', 'auth.nodeSuspended'],
      ['a role that does not exist', () => ({ nodeRoles: [{ idNode: node.CS01, role: 'CHEF' }] }), 'input.nodeRoles.0.role', 'auth.profile.unknownRole', { role: 'CHEF' }],
      ['permissions on a unit the profile does not cover', () => ({ permissions: [{ idNode: node.CS01, idPermissions: [] }, { idNode: node.CS02, idPermissions: ['cashier.read'] }] }),
        'input.permissions.1.idNode', 'auth.profile.permissionNodeNotCovered'],
      ['a permission no plugin of the variant declares', () => ({ permissions: [{ idNode: node.CS01, idPermissions: ['cashier.read', 'khong.co.quyen'] }] }),
        'input.permissions.0.idPermissions.1', 'auth.profile.unknownPermission', { code: 'khong.co.quyen' }],
      ['all permissions (*)', () => ({ permissions: [{ idNode: node.CS01, idPermissions: ['*'] }] }), 'input.permissions.0.idPermissions.0', 'auth.profile.allPermissions'],
    ];

    it.each(mistakes)('Then %s is refused, naming the field, and no profile is made', async (_caseName, change, field, messageKey, params) => {
      const before = await profileCount();
      const error = await refusal(admin, CREATE, { input: cashierInput({ name: 'Hồ sơ sai', ...change() }) });
      expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field, messageKey, ...(params ? { params } : {}) });
      expect(await profileCount()).toBe(before);
    });

    it('Then the message names the field in the caller\'s language, and says who holds all permissions', async () => {
      const taken = await refusal({ ...admin, lang: 'en' }, CREATE, { input: cashierInput() });
      expect(taken.message).toBe('Name: The profile name Thu ngân ca tối is already taken');
      const star = await refusal({ ...admin, lang: 'en' }, CREATE, { input: cashierInput({ name: 'Toàn quyền', permissions: [{ idNode: node.CS01, idPermissions: ['*'] }] }) });
      expect(star.message).toBe('Permissions: All permissions (*) belong only to the system administrator profile made at installation; choose the permissions one by one');
    });

    it('Then an edit with a mistake changes nothing', async () => {
      const id = profileId['Thu ngân ca tối']!;
      const before = (await data(admin, ONE, { id })).profile;
      const error = await refusal(admin, UPDATE, { id, input: cashierInput({ name: 'Thu ngân ca đêm', permissions: [{ idNode: node.CS01, idPermissions: ['*'] }] }) });
      expect(error.extensions).toMatchObject({ field: 'input.permissions.0.idPermissions.0', messageKey: 'auth.profile.allPermissions' });
      expect((await data(admin, ONE, { id })).profile).toEqual(before);
      expect((await refusal(admin, UPDATE, { id: 'khong-co', input: cashierInput({ name: 'Khác' }) })).extensions).toMatchObject({ field: '_id', messageKey: 'auth.profileNotFound' });
      expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['CREATE']);
      expect(profileEvents(id)).toEqual(['createProfile']);
    });
  });

  describe('When the administrator edits the profile', () => {
    let id: string;
    let updated: any;
    beforeAll(async () => {
      id = profileId['Thu ngân ca tối']!;
      updated = (await data(admin, UPDATE, {
        id,
        input: cashierInput({
          name: 'THU NGÂN CA TỐI', navigation: [{ path: '/vien-phi-ngoai-tru' }],
          nodeRoles: [{ idNode: node.CS01, role: 'CASHIER' }, { idNode: node.CS02, role: 'NURSE' }],
          permissions: [{ idNode: node.CS01, idPermissions: ['cashier.read'] }, { idNode: node.CS02, idPermissions: ['cashier.read', 'cashier.collect'] }],
        }),
      })).updateProfile;
    });

    it('Then its own name in other letters is no clash, and everything given replaces what it had', () => {
      expect(updated).toMatchObject({
        name: 'THU NGÂN CA TỐI', navigation: [{ path: '/vien-phi-ngoai-tru' }],
        nodeRoles: expect.arrayContaining([{ idNode: node.CS01, role: 'CASHIER' }, { idNode: node.CS02, role: 'NURSE' }]),
        permissions: expect.arrayContaining([{ idNode: node.CS01, idPermissions: ['cashier.read'] }, { idNode: node.CS02, idPermissions: ['cashier.read', 'cashier.collect'] }]),
      });
      expect(updated.nodeRoles).toHaveLength(2);
    });

    it('Then the audit entry holds the profile before and after', async () => {
      const [, entry] = await auditOf(id);
      expect(entry).toMatchObject({
        action: 'UPDATE', operation: 'updateProfile',
        before: { name: 'Thu ngân ca tối', permissions: [{ idNode: node.CS01, idPermissions: ['auth.users.read', 'cashier.read'] }] },
        after: { name: 'THU NGÂN CA TỐI', navigation: [{ path: '/vien-phi-ngoai-tru' }] },
      });
      expect(entry!.after.nodeRoles).toHaveLength(2);
    });

    it('Then open screens at its units old and new hear of it', () => {
      const [event] = events.filter((each) => each.process === 'updateProfile' && (each.data as { _id?: string })._id === id);
      expect(event!.idNodes.sort()).toEqual([node.CS01, node.CS02].sort());
    });

    it('Then the name another profile has is refused', async () => {
      expect((await refusal(admin, UPDATE, { id, input: cashierInput({ name: 'Thu ngân' }) })).extensions).toMatchObject({ field: 'input.name', messageKey: 'auth.profile.nameTaken' });
    });

    it('Then the system administrator profile keeps all permissions (*) when edited with them', async () => {
      const adminProfile = profileId['Quản trị hệ thống']!;
      const current = (await data(admin, ONE, { id: adminProfile })).profile;
      const kept = (await data(admin, UPDATE, { id: adminProfile, input: { name: current.name, menu: current.menu, navigation: current.navigation, nodeRoles: current.nodeRoles, permissions: current.permissions } })).updateProfile;
      expect(kept.permissions).toEqual([{ idNode: node.CS01, idPermissions: ['*'] }]);
    });
  });

  describe('When a user works with an edited profile', () => {
    let id: string;
    let cashier: Caller;
    const grant = (codes: string[]) => data(admin, UPDATE, { id, input: cashierInput({ name: 'Thu ngân ca tối', permissions: [{ idNode: node.CS01, idPermissions: codes }] }) });

    beforeAll(async () => {
      id = profileId['Thu ngân ca tối']!;
      await grant(['cashier.read', 'auth.users.read']);
      await data(admin, CREATE_USER, { input: { username: 'tn.catoi', password: 'Catoi@2026', profile_Ids: [id] } });
      cashier = await signIn('tn.catoi', 'Catoi@2026');
    });

    it('Then an operation taken from the profile is refused on the very next request with the same token, and given back works at once', async () => {
      expect((await call(cashier, USERS)).errors).toBeUndefined();
      await grant(['cashier.read']);
      expect((await refusal(cashier, USERS)).extensions).toMatchObject({ code: 'FORBIDDEN', messageKey: 'auth.forbidden' });
      await grant(['cashier.read', 'auth.users.read']);
      expect((await call(cashier, USERS)).errors).toBeUndefined();
    });

    it('Then locking the profile refuses the user\'s next request, and unlocking lets it in again', async () => {
      expect((await call({ ...cashier, profile: id }, ME)).errors).toBeUndefined();
      expect((await data(admin, LOCK, { id, isLocked: true })).lockProfile).toEqual({ _id: id, isLocked: true });
      expect((await refusal({ ...cashier, profile: id }, ME)).extensions).toMatchObject({ code: 'FORBIDDEN', messageKey: 'auth.profileLocked' });
      // Without a profile header the session has no unlocked profile left.
      expect((await refusal(cashier, USERS)).extensions).toMatchObject({ code: 'FORBIDDEN', messageKey: 'auth.noProfile' });
      await data(admin, LOCK, { id, isLocked: false });
      expect((await call({ ...cashier, profile: id }, ME)).errors).toBeUndefined();
      const locks = (await auditOf(id)).filter((entry) => entry.operation === 'lockProfile');
      expect(locks).toEqual([
        { action: 'UPDATE', operation: 'lockProfile', before: { name: 'Thu ngân ca tối', isLocked: false }, after: { name: 'Thu ngân ca tối', isLocked: true } },
        { action: 'UPDATE', operation: 'lockProfile', before: { name: 'Thu ngân ca tối', isLocked: true }, after: { name: 'Thu ngân ca tối', isLocked: false } },
      ]);
    });

    it('Then nobody locks the profile they are working with, nor one that does not exist', async () => {
      expect((await refusal(admin, LOCK, { id: profileId['Quản trị hệ thống'], isLocked: true })).extensions).toMatchObject({ field: '_id', messageKey: 'auth.profile.cannotLockOwn' });
      expect((await refusal(admin, LOCK, { id: 'khong-co', isLocked: true })).extensions).toMatchObject({ field: '_id', messageKey: 'auth.profileNotFound' });
    });

    it('Then only auth.profiles.manage may create, edit or lock profiles', async () => {
      const before = await profileCount();
      for (const [document, variables] of [[CREATE, { input: cashierInput({ name: 'Của thu ngân' }) }], [UPDATE, { id, input: cashierInput() }], [LOCK, { id, isLocked: true }]] as const) {
        expect((await refusal(cashier, document, variables)).extensions).toMatchObject({ code: 'FORBIDDEN' });
      }
      expect(await profileCount()).toBe(before);
      expect((await data(admin, ONE, { id })).profile.isLocked).toBe(false);
    });
  });

  describe('When a new profile starts from a role', () => {
    it('Then the roles are listed by code, named in the reader\'s language', async () => {
      const { roles } = await data({ ...admin, lang: 'en' }, ROLES);
      expect(roles.map((role: { code: string }) => role.code)).toEqual(['ACCOUNTANT', 'ADMINISTRATOR', 'CASHIER', 'DOCTOR', 'NURSE', 'OUTSIDE_DOCTOR', 'TECHNICIAN']);
      expect(roles.find((role: { code: string }) => role.code === 'CASHIER').name).toBe('Cashier');
      expect((await data(admin, ROLES)).roles.find((role: { code: string }) => role.code === 'CASHIER').name).toBe('Thu ngân');
    });

    it('Then a cashier starts from home, the cashier pages and the cashier permissions', async () => {
      const defaults = (await data(admin, ROLE_DEFAULTS, { role: 'CASHIER' })).roleDefaults;
      const paths = defaults.navigation.map((entry: { path: string }) => entry.path);
      expect(paths[0]).toBe('/trang-chu');
      expect(paths).toEqual(expect.arrayContaining(['/vien-phi-ngoai-tru', '/quyen-bien-lai', '/mien-giam-ngoai-tru']));
      expect(new Set(paths).size).toBe(paths.length);
      expect(defaults.permissions).toEqual(expect.arrayContaining(['cashier.read', 'cashier.collect', 'auth.users.read']));
      expect(defaults.permissions).not.toContain('*');
    });

    it('Then a profile made from the defaults is accepted as they are', async () => {
      const defaults = (await data(admin, ROLE_DEFAULTS, { role: 'CASHIER' })).roleDefaults;
      const made = (await data(admin, CREATE, { input: { name: 'Thu ngân mặc định', menu: 'tree', navigation: defaults.navigation, nodeRoles: [{ idNode: node.CS01, role: 'CASHIER' }], permissions: [{ idNode: node.CS01, idPermissions: defaults.permissions }] } })).createProfile;
      expect(made.navigation).toEqual(defaults.navigation);
    });

    it('Then an outside doctor starts from home and no permission, and an unknown role is refused', async () => {
      const defaults = (await data(admin, ROLE_DEFAULTS, { role: 'OUTSIDE_DOCTOR' })).roleDefaults;
      expect(defaults).toEqual({ role: 'OUTSIDE_DOCTOR', navigation: [{ title: 'home.menu.title', path: '/trang-chu', icon: 'home' }], permissions: [] });
      expect((await refusal(admin, ROLE_DEFAULTS, { role: 'CHEF' })).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'role', messageKey: 'auth.profile.unknownRole' });
    });
  });

  describe('When a change would leave no profile to manage profiles and accounts', () => {
    const MANAGE = ['auth.profiles.read', 'auth.profiles.manage', 'auth.users.read', 'auth.users.manage'];
    let spare: string;
    let spareAdmin: Caller;
    let profilesOnly: Caller;
    const spareInput = (codes: string[]) => ({ name: 'Quản trị dự phòng', menu: 'full', navigation: [], nodeRoles: [{ idNode: node.CS01, role: 'ADMINISTRATOR' }], permissions: [{ idNode: node.CS01, idPermissions: codes }] });

    beforeAll(async () => {
      spare = (await data(admin, CREATE, { input: spareInput(MANAGE) })).createProfile._id;
      await data(admin, CREATE_USER, { input: { username: 'qt.duphong', password: 'Duphong@2026', profile_Ids: [spare] } });
      const partial = (await data(admin, CREATE, { input: { ...spareInput(['auth.profiles.read', 'auth.profiles.manage']), name: 'Quản lý hồ sơ quyền' } })).createProfile._id;
      await data(admin, CREATE_USER, { input: { username: 'ql.hoso', password: 'Hoso@2026', profile_Ids: [partial] } });
      spareAdmin = await signIn('qt.duphong', 'Duphong@2026');
      profilesOnly = await signIn('ql.hoso', 'Hoso@2026');
    });

    it('Then the system administrator profile may be locked while another one still manages both', async () => {
      expect((await data(spareAdmin, LOCK, { id: profileId['Quản trị hệ thống'], isLocked: true })).lockProfile.isLocked).toBe(true);
      expect((await refusal(admin, ME)).extensions).toMatchObject({ code: 'FORBIDDEN' });
    });

    it('Then the last one is not stripped of managing accounts, and says why', async () => {
      const error = await refusal({ ...spareAdmin, lang: 'en' }, UPDATE, { id: spare, input: spareInput(['auth.profiles.read', 'auth.profiles.manage']) });
      expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.permissions', messageKey: 'auth.profile.lastAdministrator' });
      expect(error.message).toContain('No unlocked profile would be left to manage profiles and accounts (auth.profiles.manage, auth.users.manage)');
      expect((await data(spareAdmin, ONE, { id: spare })).profile.permissions[0].idPermissions).toEqual(MANAGE);
    });

    it('Then the last one is not locked', async () => {
      const error = await refusal(profilesOnly, LOCK, { id: spare, isLocked: true });
      expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'auth.profile.lastAdministrator' });
      expect((await data(spareAdmin, ONE, { id: spare })).profile.isLocked).toBe(false);
    });

    it('Then, the system administrator profile unlocked, the spare one may be locked', async () => {
      await data(spareAdmin, LOCK, { id: profileId['Quản trị hệ thống'], isLocked: false });
      expect((await call(admin, ME)).errors).toBeUndefined();
      expect((await data(profilesOnly, LOCK, { id: spare, isLocked: true })).lockProfile.isLocked).toBe(true);
      expect((await refusal(spareAdmin, ME)).extensions).toMatchObject({ code: 'FORBIDDEN' });
    });
  });
});
