// A fake of the auth service's user operations for the users screen's tests and stories: answers them from a small
// staff as the server would (filters, order of profiles, refusals by field) and fails any other operation.
import { createMockClient, MockRefusal, type MockCall } from '@his/sdk/testing';
import type { ComboboxItem } from '@his/sdk/ui';
import type { AdminUser } from './user-values';

// 15/03/2024 10:30 in Vietnam.
export const FAKE_NOW = Date.UTC(2024, 2, 15, 3, 30);
const HOUR = 3_600_000;

export const FAKE_PROFILES = [
  { _id: 'p-admin', name: 'Quản trị hệ thống', isLocked: false },
  { _id: 'p-doctor', name: 'Bác sĩ khám bệnh', isLocked: false },
  { _id: 'p-tech', name: 'Kỹ thuật viên', isLocked: false },
  { _id: 'p-old', name: 'Hồ sơ cũ', isLocked: true },
];
const profile = (id: string) => FAKE_PROFILES.find((each) => each._id === id)!;

const STAFF = [
  { _id: 'nv-an', MaNhanVien: 'BS0001', TenNhanVien: 'Nguyễn Văn An', ChucVu: { _id: 'cv-bs', MaChucVu: 'BS', TenChucVu: 'Bác sĩ' } },
  { _id: 'nv-dung', MaNhanVien: 'KTV0001', TenNhanVien: 'Phạm Văn Dũng', ChucVu: { _id: 'cv-ktv', MaChucVu: 'KTV', TenChucVu: 'Kỹ thuật viên' } },
  { _id: 'nv-hoa', MaNhanVien: 'DD0900', TenNhanVien: 'Lý Thị Hoa', ChucVu: null },
];

function seedUsers(): AdminUser[] {
  return [
    { _id: 'u-admin', username: 'admin', isLocked: false, isOnline: true, mustChangePassword: false, lastSignIn: FAKE_NOW - HOUR, NhanVien_Id: null, employee: null, profiles: [profile('p-admin')] },
    { _id: 'u-bacsi', username: 'bacsi', isLocked: false, isOnline: true, mustChangePassword: false, lastSignIn: FAKE_NOW - 2 * HOUR, NhanVien_Id: 'nv-an', employee: STAFF[0]!, profiles: [profile('p-doctor'), profile('p-tech')] },
    { _id: 'u-ktv', username: 'ktv', isLocked: true, isOnline: false, mustChangePassword: false, lastSignIn: null, NhanVien_Id: 'nv-dung', employee: STAFF[1]!, profiles: [profile('p-tech')] },
  ];
}

/** The staff catalogue's search, as the page passes it in. */
export function fakeStaffSearch(text: string): Promise<ComboboxItem[]> {
  const words = text.trim().toLowerCase();
  return Promise.resolve(STAFF.filter((staff) => !words || staff.TenNhanVien.toLowerCase().includes(words) || staff.MaNhanVien.toLowerCase().includes(words))
    .map((staff) => ({ value: staff._id, label: staff.TenNhanVien, description: staff.MaNhanVien })));
}

export interface FakeUsersApi {
  client: ReturnType<typeof createMockClient>;
  calls: MockCall[];
  users: AdminUser[];
  /** The password the next reset gives. */
  nextPassword: string;
}

export function createFakeUsersApi(): FakeUsersApi {
  const calls: MockCall[] = [];
  const api: FakeUsersApi = { client: undefined as never, calls, users: seedUsers(), nextPassword: 'Kx7pQm2vRt9w' };
  const find = (id: string) => {
    const user = api.users.find((each) => each._id === id);
    if (!user) throw new MockRefusal('auth.userNotFound', 'idUser');
    return user;
  };
  const sessions = new Map<string, { _id: string; createdAt: number; expiresAt: number; address: string | null; isCurrent: boolean }[]>([
    ['u-bacsi', [
      { _id: 's-1', createdAt: FAKE_NOW - 2 * HOUR, expiresAt: FAKE_NOW - 2 * HOUR + 7 * 24 * HOUR, address: '10.0.1.21', isCurrent: false },
      { _id: 's-2', createdAt: FAKE_NOW - 5 * HOUR, expiresAt: FAKE_NOW - 5 * HOUR + 7 * 24 * HOUR, address: '10.0.1.40', isCurrent: false },
    ]],
  ]);
  api.client = createMockClient({
    UsersList: (variables) => ({
      users: api.users.filter((user) =>
        (!variables.searchString || user.username.includes(variables.searchString.toLowerCase()) || (user.employee?.TenNhanVien ?? '').toLowerCase().includes(variables.searchString.toLowerCase())) &&
        (variables.isLocked === null || variables.isLocked === undefined || user.isLocked === variables.isLocked) &&
        (!variables.idProfile || user.profiles.some((each) => each._id === variables.idProfile))),
    }),
    UserProfileChoices: () => ({ profiles: FAKE_PROFILES }),
    UserLoginHistory: (variables) => ({
      loginHistory: variables.idUser === 'u-bacsi'
        ? [
            { _id: '3', time: FAKE_NOW - 2 * HOUR, action: 'LOGIN', address: '10.0.1.21', reason: null },
            { _id: '2', time: FAKE_NOW - 3 * HOUR, action: 'LOGIN_FAILED', address: '10.0.1.21', reason: 'auth.invalidCredentials' },
            { _id: '1', time: FAKE_NOW - 4 * HOUR, action: 'LOGOUT', address: '10.0.1.40', reason: null },
          ]
        : [],
    }),
    UserSessions: (variables) => ({ userSessions: sessions.get(variables.idUser) ?? [] }),
    CreateUser: ({ input }) => {
      if (api.users.some((user) => user.username.toLowerCase() === input.username.toLowerCase())) throw new MockRefusal('auth.usernameTaken', 'input.username', { username: input.username });
      const staff = STAFF.find((each) => each._id === input.NhanVien_Id) ?? null;
      const user: AdminUser = {
        _id: `u-${input.username}`, username: input.username, isLocked: false, isOnline: false, mustChangePassword: false, lastSignIn: null,
        NhanVien_Id: staff?._id ?? null, employee: staff, profiles: (input.profile_Ids ?? []).map(profile),
      };
      api.users.push(user);
      return { createUser: user };
    },
    LockUser: ({ idUser, isLocked }) => {
      const user = find(idUser);
      Object.assign(user, { isLocked, isOnline: isLocked ? false : user.isOnline });
      if (isLocked) sessions.delete(idUser);
      return { lockUser: user };
    },
    ResetUserPassword: ({ idUser }) => {
      const user = find(idUser);
      Object.assign(user, { mustChangePassword: true, isOnline: false });
      sessions.delete(idUser);
      return { resetPassword: { newPassword: api.nextPassword, user } };
    },
    SetUserProfiles: ({ idUser, profile_Ids }) => {
      const user = find(idUser);
      user.profiles = profile_Ids.map(profile);
      return { setUserProfiles: user };
    },
    LinkUserStaff: ({ idUser, NhanVien_Id }) => {
      const user = find(idUser);
      const other = api.users.find((each) => each._id !== idUser && each.NhanVien_Id === NhanVien_Id && NhanVien_Id);
      if (other) throw new MockRefusal('auth.staffHasAccount', 'NhanVien_Id', { username: other.username });
      const staff = STAFF.find((each) => each._id === NhanVien_Id) ?? null;
      Object.assign(user, { NhanVien_Id: staff?._id ?? null, employee: staff });
      return { linkUserStaff: user };
    },
    EndUserSession: ({ idSession }) => {
      for (const [owner, list] of sessions) sessions.set(owner, list.filter((session) => session._id !== idSession));
      return { endSession: true };
    },
  }, { url: '/graphqlauth', calls });
  return api;
}
