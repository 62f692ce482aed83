// Permissions the core checks, and registration of every plugin's declared permissions.
import { sql } from 'drizzle-orm';
import type { Db, PermissionDeclaration, ServerPlugin } from '@his/sdk/server';
import { permissions } from './tables';

export const corePermissions: PermissionDeclaration[] = [
  { code: 'auth.users.read', title: { vi: 'Xem tài khoản', en: 'View accounts' } },
  { code: 'auth.users.manage', title: { vi: 'Quản lý tài khoản', en: 'Manage accounts' } },
  { code: 'auth.profiles.read', title: { vi: 'Xem hồ sơ quyền', en: 'View profiles' } },
  { code: 'auth.profiles.manage', title: { vi: 'Tạo, sửa và khoá hồ sơ quyền', en: 'Create, edit and lock profiles' } },
  { code: 'auth.nodes.manage', title: { vi: 'Quản lý cơ sở, khoa, phòng', en: 'Manage facilities, departments and rooms' } },
  { code: 'settings.edit', title: { vi: 'Sửa cấu hình hệ thống', en: 'Edit system settings' } },
  { code: 'settings.manage', title: { vi: 'Quản lý thông tin bí mật của cấu hình (mật khẩu cổng BHYT, hóa đơn điện tử…)', en: 'Manage secret settings (insurance portal, e-invoice passwords…)' } },
  { code: 'templates.read', title: { vi: 'Xem mẫu in', en: 'View print templates' } },
  { code: 'templates.write', title: { vi: 'Sửa mẫu in', en: 'Edit print templates' } },
];

/** Keeps the permission table equal to what the running variant declares, so profile editors list real codes. */
export async function registerPermissions(db: Db, plugins: readonly ServerPlugin[]): Promise<void> {
  const rows = [
    ...corePermissions.map((permission) => ({ plugin: 'core', permission })),
    ...plugins.flatMap((plugin) => (plugin.permissions ?? []).map((permission) => ({ plugin: plugin.id, permission }))),
  ].map(({ plugin, permission }) => ({ code: permission.code, plugin, titleVi: permission.title.vi, titleEn: permission.title.en }));
  if (rows.length === 0) return;
  await db.insert(permissions).values(rows).onConflictDoUpdate({
    target: permissions.code,
    set: { plugin: sql`excluded.plugin`, titleVi: sql`excluded."titleVi"`, titleEn: sql`excluded."titleEn"` },
  });
}
