// Reference data every facility starts with (roles, the root node, a first administrator) and the demo organisation.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { toKhongDau } from '@his/sdk';
import { newId, type Db, type SeedContext, type ServerPlugin } from '@his/sdk/server';
import { DEMO_SEED_COST, hashPassword, PASSWORD_COST, type ScryptCost } from './auth/passwords';
import { seedSettings } from './settings';
import { chucVu, nhanVien, nodes, profileNodes, profilePermissions, profiles, roles, userProfiles, users, type NavigationItem } from './tables';
import { demoOrganisation, type DemoAccount } from './demo-data';

export const STAFF_ROLES = ['ACCOUNTANT', 'ADMINISTRATOR', 'CASHIER', 'DOCTOR', 'NURSE', 'OUTSIDE_DOCTOR', 'TECHNICIAN'] as const;
const ROLE_NAMES: Record<(typeof STAFF_ROLES)[number], string> = {
  ACCOUNTANT: 'Kế toán',
  ADMINISTRATOR: 'Quản trị hệ thống',
  CASHIER: 'Thu ngân',
  DOCTOR: 'Bác sĩ',
  NURSE: 'Điều dưỡng',
  OUTSIDE_DOCTOR: 'Bác sĩ ngoài',
  TECHNICIAN: 'Kỹ thuật viên',
};

/** The id of the first node, which the first administrator acts for. */
export const ROOT_NODE_CODE = 'CS01';

/**
 * The core's seed; without `adminPassword` the first administrator gets a generated one, logged once. The demo
 * profiles get the pages and permissions the variant's plugins give them.
 */
export function coreSeed(adminPassword: string | undefined, plugins: readonly ServerPlugin[] = []) {
  return (context: SeedContext) => (context.demo ? seedDemo(context, plugins) : seedReference(context, adminPassword));
}

async function seedReference({ tx, variant, log }: SeedContext, adminPassword: string | undefined): Promise<void> {
  await seedSettings(tx, variant);
  await tx.insert(roles).values(STAFF_ROLES.map((code) => ({ code, name: ROLE_NAMES[code] }))).onConflictDoNothing();
  const rootId = newId();
  await tx.insert(nodes).values({
    _id: rootId, code: ROOT_NODE_CODE, name: variant.title.vi, TenKhongDau: toKhongDau(variant.title.vi), category: 'HOSPITAL',
  });
  const password = adminPassword ?? randomBytes(9).toString('base64url');
  const profileId = await createProfile(tx, 'Quản trị hệ thống', 'full', [], [{ nodeId: rootId, role: 'ADMINISTRATOR', permissions: ['*'] }]);
  await createAccount(tx, { username: 'admin', password, staffCode: 'NV0001', staffName: 'Quản trị hệ thống', positionCode: null }, [profileId]);
  if (!adminPassword) log.warn('seed.adminPassword', { username: 'admin', password, hint: 'Sign in and change this password; it is shown only once.' });
}

/** The demo hospital: departments, rooms and stores, and one account per staff role (see README). */
async function seedDemo({ tx, variant }: SeedContext, plugins: readonly ServerPlugin[]): Promise<void> {
  const organisation = demoOrganisation(variant);
  const [root] = await tx.select().from(nodes).limit(1);
  const nodeIds = new Map<string, string>([[ROOT_NODE_CODE, root!._id]]);
  for (const node of organisation.nodes) {
    const _id = newId();
    nodeIds.set(node.code, _id);
    await tx.insert(nodes).values({
      _id, code: node.code, name: node.name, TenKhongDau: toKhongDau(node.name), category: node.category,
      roomType: node.roomType ?? null, parent_Id: node.parent ? nodeIds.get(node.parent)! : null,
      queueCodes: node.queueCodes ?? [], canSale: node.canSale ?? false, address: node.address ?? null, phone: node.phone ?? null,
    });
  }
  for (const position of organisation.positions) {
    await tx.insert(chucVu).values({ _id: newId(), MaChucVu: position.code, TenChucVu: position.name, TenKhongDau: toKhongDau(position.name) }).onConflictDoNothing();
  }
  const profileIds = new Map<string, string>();
  for (const profile of organisation.profiles) {
    const contributions = plugins.flatMap((plugin) => plugin.demoProfiles?.[profile.key] ?? []);
    const navigation = [...profile.navigation, ...contributions.flatMap((contribution) => contribution.navigation ?? [])];
    const pluginPermissions = contributions.flatMap((contribution) => contribution.permissions ?? []);
    profileIds.set(profile.name, await createProfile(tx, profile.name, profile.menu, navigation,
      profile.grants.map((grant) => ({ nodeId: nodeIds.get(grant.node)!, role: grant.role, permissions: [...new Set([...grant.permissions, ...pluginPermissions])] }))));
  }
  for (const account of organisation.accounts) {
    // A dozen accounts on every demo (and test) database: the cheaper cost, upgraded at each one's first sign-in.
    await createAccount(tx, account, account.profiles.map((name) => profileIds.get(name)!), DEMO_SEED_COST);
  }
}

async function createProfile(tx: Db, name: string, menu: 'full' | 'tree', navigation: NavigationItem[], grants: { nodeId: string; role: string; permissions: string[] }[]): Promise<string> {
  const _id = newId();
  await tx.insert(profiles).values({ _id, name, menu, navigation });
  for (const grant of grants) {
    await tx.insert(profileNodes).values({ profile_Id: _id, node_Id: grant.nodeId, role: grant.role }).onConflictDoNothing();
    await tx.insert(profilePermissions).values({ profile_Id: _id, node_Id: grant.nodeId, permissions: grant.permissions }).onConflictDoNothing();
  }
  return _id;
}

async function createAccount(tx: Db, account: Omit<DemoAccount, 'profiles' | 'role'>, profileIdList: string[], cost: ScryptCost = PASSWORD_COST): Promise<void> {
  const staffId = newId();
  const userId = newId();
  let positionId: string | null = null;
  if (account.positionCode) {
    const [position] = await tx.select().from(chucVu).where(eq(chucVu.MaChucVu, account.positionCode));
    positionId = position?._id ?? null;
  }
  await tx.insert(nhanVien).values({
    _id: staffId, MaNhanVien: account.staffCode, TenNhanVien: account.staffName, TenKhongDau: toKhongDau(account.staffName),
    ChucVu_Id: positionId, TaiKhoan_Id: userId, GioiTinh: account.sex ?? null,
  });
  await tx.insert(users).values({ _id: userId, username: account.username, passwordHash: await hashPassword(account.password, cost), NhanVien_Id: staffId });
  await tx.insert(userProfiles).values(profileIdList.map((profile_Id, position) => ({ user_Id: userId, profile_Id, position })));
}
