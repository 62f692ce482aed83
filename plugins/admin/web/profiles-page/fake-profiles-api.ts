// A fake of the auth service's profile operations for the profile editor's tests and stories: answers them from a few
// profiles as the server would (roles' defaults, refusals naming their field) and fails any other operation.
import { createMockClient, MockRefusal, type MockCall } from '@his/sdk/testing';
import { AUDIT_READ_PERMISSION } from '../../contract';
import type { ProfileInput } from '../../generated/auth/graphql';
import type { AdminProfile, PermissionEntry } from './profile-values';

export const FAKE_NODES = [
  { _id: 'n-cs01', code: 'CS01', name: 'Bệnh viện Đa khoa Hòa Bình', category: 'HOSPITAL' as const },
  { _id: 'n-cs02', code: 'CS02', name: 'Cơ sở 2', category: 'HOSPITAL' as const },
  { _id: 'n-kkb', code: 'KKB', name: 'Khoa Khám bệnh', category: 'DEPARTMENT' as const },
];

export const FAKE_ROLES = [
  { code: 'ACCOUNTANT', name: 'Kế toán' },
  { code: 'ADMINISTRATOR', name: 'Quản trị' },
  { code: 'CASHIER', name: 'Thu ngân' },
  { code: 'DOCTOR', name: 'Bác sĩ' },
  { code: 'NURSE', name: 'Điều dưỡng' },
  { code: 'OUTSIDE_DOCTOR', name: 'Bác sĩ ngoài' },
  { code: 'TECHNICIAN', name: 'Kỹ thuật viên' },
];

export const FAKE_CATALOGUE: PermissionEntry[] = [
  { code: 'auth.users.read', plugin: 'core', title: 'Xem tài khoản' },
  { code: 'auth.users.manage', plugin: 'core', title: 'Quản lý tài khoản' },
  { code: 'auth.profiles.read', plugin: 'core', title: 'Xem hồ sơ quyền' },
  { code: 'auth.profiles.manage', plugin: 'core', title: 'Quản lý hồ sơ quyền' },
  { code: 'reception.receive', plugin: 'reception', title: 'Tiếp nhận bệnh nhân' },
  { code: 'reception.patient.read', plugin: 'reception', title: 'Xem hồ sơ bệnh nhân' },
  { code: 'cashier.collect', plugin: 'cashier', title: 'Thu tiền' },
  { code: 'cashier.refund', plugin: 'cashier', title: 'Hoàn tiền' },
  { code: 'cashier.books', plugin: 'cashier', title: 'Quản lý quyển biên lai' },
  { code: AUDIT_READ_PERMISSION, plugin: 'admin', title: 'Xem lịch sử thao tác' },
];

/** What each role starts from in this variant: the cashier's pages and permissions; the others home only. */
const ROLE_DEFAULTS: Record<string, { navigation: unknown; permissions: string[] }> = {
  CASHIER: { navigation: [{ path: '/trang-chu' }, { path: '/vien-phi-ngoai-tru' }, { path: '/quyen-bien-lai' }], permissions: ['cashier.collect', 'cashier.books', 'reception.patient.read'] },
};

function seedProfiles(): AdminProfile[] {
  return [
    {
      _id: 'p-admin', name: 'Quản trị hệ thống', menu: 'full', navigation: [], isLocked: false,
      nodeRoles: [{ idNode: 'n-cs01', role: 'ADMINISTRATOR' }], permissions: [{ idNode: 'n-cs01', idPermissions: ['*'] }],
    },
    {
      _id: 'p-tn', name: 'Thu ngân', menu: 'tree', isLocked: false,
      navigation: [{ path: '/trang-chu' }, { title: 'Viện phí', children: [{ path: '/vien-phi-ngoai-tru' }, { path: '/quyen-bien-lai' }] }, { path: '/lich-su-thao-tac' }],
      nodeRoles: [{ idNode: 'n-cs01', role: 'CASHIER' }, { idNode: 'n-cs02', role: 'CASHIER' }],
      permissions: [{ idNode: 'n-cs01', idPermissions: ['cashier.collect'] }, { idNode: 'n-cs02', idPermissions: ['cashier.collect', 'cashier.books'] }],
    },
    {
      _id: 'p-old', name: 'Hồ sơ cũ', menu: 'tree', navigation: [{ path: '/trang-chu' }], isLocked: true,
      nodeRoles: [{ idNode: 'n-cs02', role: 'NURSE' }], permissions: [{ idNode: 'n-cs02', idPermissions: [] }],
    },
  ];
}

export interface FakeProfilesApi {
  client: ReturnType<typeof createMockClient>;
  calls: MockCall[];
  profiles: AdminProfile[];
}

/** Refusals the server gives, each naming its field with the server's message key. */
function check(api: FakeProfilesApi, input: ProfileInput, id: string | null) {
  const name = input.name.trim();
  if (api.profiles.some((profile) => profile._id !== id && profile.name.toLowerCase() === name.toLowerCase())) throw new MockRefusal('auth.profile.nameTaken', 'input.name', { name });
  if (input.nodeRoles.length === 0) throw new MockRefusal('auth.profile.nodeRequired', 'input.nodeRoles');
  input.nodeRoles.forEach((pair, index) => {
    // The department is suspended in this fake.
    if (pair.idNode === 'n-kkb') throw new MockRefusal('auth.nodeSuspended', `input.nodeRoles.${index}.idNode`);
  });
  const known = new Set(FAKE_CATALOGUE.map((entry) => entry.code));
  input.permissions.forEach((each, index) => each.idPermissions.forEach((code, position) => {
    if (code === '*' && id !== 'p-admin') throw new MockRefusal('auth.profile.allPermissions', `input.permissions.${index}.idPermissions.${position}`);
    if (code !== '*' && !known.has(code)) throw new MockRefusal('auth.profile.unknownPermission', `input.permissions.${index}.idPermissions.${position}`, { code });
  }));
}

/** The input as the server keeps it: ids as strings, the name trimmed. */
function stored(input: ProfileInput): Omit<AdminProfile, '_id' | 'isLocked'> {
  return {
    name: input.name.trim(),
    menu: input.menu,
    navigation: input.navigation,
    nodeRoles: input.nodeRoles.map((pair) => ({ idNode: String(pair.idNode), role: pair.role })),
    permissions: input.permissions.map((each) => ({ idNode: String(each.idNode), idPermissions: [...each.idPermissions] })),
  };
}

export function createFakeProfilesApi(): FakeProfilesApi {
  const calls: MockCall[] = [];
  const api: FakeProfilesApi = { client: undefined as never, calls, profiles: seedProfiles() };
  const find = (id: string) => {
    const profile = api.profiles.find((each) => each._id === id);
    if (!profile) throw new MockRefusal('auth.profileNotFound', '_id');
    return profile;
  };
  api.client = createMockClient({
    ProfilesList: () => ({ profiles: [...api.profiles].sort((a, b) => a.name.localeCompare(b.name, 'vi')) }),
    ProfileDetails: ({ _id }) => ({ profile: api.profiles.find((each) => each._id === _id) ?? null }),
    ProfileNodes: () => ({ getNodes: FAKE_NODES }),
    ProfileRoles: () => ({ roles: FAKE_ROLES }),
    ProfilePermissionCatalogue: () => ({ permissionCatalogue: FAKE_CATALOGUE }),
    RoleDefaults: ({ role }) => ({ roleDefaults: { role, ...(ROLE_DEFAULTS[role] ?? { navigation: [{ path: '/trang-chu' }], permissions: [] }) } }),
    CreateProfile: (variables) => {
      const input = variables.input as ProfileInput;
      check(api, input, null);
      const profile: AdminProfile = { _id: `p-${api.profiles.length + 1}`, isLocked: false, ...stored(input) };
      api.profiles.push(profile);
      return { createProfile: profile };
    },
    UpdateProfile: (variables) => {
      const { _id, input } = variables as { _id: string; input: ProfileInput };
      const profile = find(_id);
      check(api, input, _id);
      Object.assign(profile, stored(input));
      return { updateProfile: profile };
    },
    LockProfile: ({ _id, isLocked }) => {
      const profile = find(_id);
      // The signed-in administrator works with this one.
      if (isLocked && _id === 'p-admin') throw new MockRefusal('auth.profile.cannotLockOwn', '_id');
      profile.isLocked = isLocked;
      return { lockProfile: profile };
    },
  }, { url: '/graphqlauth', calls });
  return api;
}
