// Drizzle definitions of the core tables created by migrations.ts, for typed queries.
import { bigint, bigserial, boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const counters = pgTable('his_counters', { key: text('key').primaryKey(), value: bigint('value', { mode: 'number' }).notNull() });
export const secrets = pgTable('his_secrets', { name: text('name').primaryKey(), value: text('value').notNull() });
export const settings = pgTable('his_settings', {
  type: text('type').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updatedAt', { withTimezone: true }).notNull().defaultNow(),
});

export const nodes = pgTable('his_nodes', {
  _id: text('_id').primaryKey(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  TenKhongDau: text('TenKhongDau').notNull(),
  category: text('category').$type<'HOSPITAL' | 'DEPARTMENT' | 'ROOM' | 'STORE'>().notNull(),
  roomType: text('roomType'),
  parent_Id: text('parent_Id'),
  phone: text('phone'),
  taxCode: text('taxCode'),
  address: text('address'),
  queueCodes: jsonb('queueCodes').$type<string[]>().notNull().default([]),
  prescriptionTemplate: text('prescriptionTemplate'),
  canSale: boolean('canSale').notNull().default(false),
  isDeleted: boolean('isDeleted').notNull().default(false),
});

export const chucVu = pgTable('DM_ChucVu', { _id: text('_id').primaryKey(), MaChucVu: text('MaChucVu').notNull(), TenChucVu: text('TenChucVu').notNull(), TenKhongDau: text('TenKhongDau').notNull() });

export const nhanVien = pgTable('NhanVien', {
  _id: text('_id').primaryKey(),
  MaNhanVien: text('MaNhanVien').notNull(),
  TenNhanVien: text('TenNhanVien').notNull(),
  TenKhongDau: text('TenKhongDau').notNull(),
  NgaySinh: bigint('NgaySinh', { mode: 'number' }),
  GioiTinh: text('GioiTinh'),
  ChucVu_Id: text('ChucVu_Id'),
  ChucDanh_Id: text('ChucDanh_Id'),
  KhoaLamViec_Ids: text('KhoaLamViec_Ids').array().notNull().default([]),
  TaiKhoan_Id: text('TaiKhoan_Id'),
});

export const users = pgTable('his_users', {
  _id: text('_id').primaryKey(),
  username: text('username').notNull(),
  passwordHash: text('passwordHash').notNull(),
  accountKind: text('accountKind').notNull().default('Staff'),
  NhanVien_Id: text('NhanVien_Id'),
  isLocked: boolean('isLocked').notNull().default(false),
  isOnline: boolean('isOnline').notNull().default(false),
  /** Set when an administrator resets the password: the web asks for a new one before anything else. */
  mustChangePassword: boolean('mustChangePassword').notNull().default(false),
});

export const roles = pgTable('his_roles', { code: text('code').primaryKey(), name: text('name').notNull() });
export const permissions = pgTable('his_permissions', {
  code: text('code').primaryKey(),
  plugin: text('plugin').notNull(),
  titleVi: text('titleVi').notNull(),
  titleEn: text('titleEn').notNull(),
});

export const profiles = pgTable('his_profiles', {
  _id: text('_id').primaryKey(),
  name: text('name').notNull(),
  menu: text('menu').$type<'full' | 'tree'>().notNull().default('tree'),
  navigation: jsonb('navigation').$type<NavigationItem[]>().notNull().default([]),
  isLocked: boolean('isLocked').notNull().default(false),
});
export const profileNodes = pgTable('his_profile_nodes', {
  profile_Id: text('profile_Id').notNull(),
  node_Id: text('node_Id').notNull(),
  role: text('role').notNull(),
}, (t) => [primaryKey({ columns: [t.profile_Id, t.node_Id, t.role] })]);
export const profilePermissions = pgTable('his_profile_permissions', {
  profile_Id: text('profile_Id').notNull(),
  node_Id: text('node_Id').notNull(),
  permissions: text('permissions').array().notNull().default([]),
}, (t) => [primaryKey({ columns: [t.profile_Id, t.node_Id] })]);
export const userProfiles = pgTable('his_user_profiles', {
  user_Id: text('user_Id').notNull(),
  profile_Id: text('profile_Id').notNull(),
  position: integer('position').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.user_Id, t.profile_Id] })]);

export const sessions = pgTable('his_sessions', {
  _id: text('_id').primaryKey(),
  user_Id: text('user_Id').notNull(),
  createdAt: timestamp('createdAt', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expiresAt', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revokedAt', { withTimezone: true }),
  address: text('address'),
});

/** Failed sign-ins of one user name from one address (auth/rate-limit.ts); user names lower-cased. */
export const loginLimits = pgTable('his_login_limits', {
  username: text('username').notNull(),
  address: text('address').notNull(),
  failures: integer('failures').notNull().default(0),
  /** Attempts whose password is being checked now. */
  inFlight: integer('inFlight').notNull().default(0),
  lockouts: integer('lockouts').notNull().default(0),
  lockedUntil: timestamp('lockedUntil', { withTimezone: true }),
  lastAttempt: timestamp('lastAttempt', { withTimezone: true }).notNull().defaultNow(),
  lastSuccess: timestamp('lastSuccess', { withTimezone: true }),
  allowed: boolean('allowed').notNull().default(true),
}, (t) => [primaryKey({ columns: [t.username, t.address] })]);

/** Failed sign-ins from one address over every user name, in a window. */
export const loginAddressLimits = pgTable('his_login_address_limits', {
  address: text('address').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('windowStart', { withTimezone: true }).notNull().defaultNow(),
  allowed: boolean('allowed').notNull().default(true),
});

export const auditLog = pgTable('his_audit_log', {
  _id: bigserial('_id', { mode: 'number' }).primaryKey(),
  time: timestamp('time', { withTimezone: true }).notNull().defaultNow(),
  user_Id: text('user_Id'),
  username: text('username'),
  node_Id: text('node_Id'),
  profile_Id: text('profile_Id'),
  action: text('action').notNull(),
  entity: text('entity').notNull(),
  entity_Id: text('entity_Id'),
  before: jsonb('before'),
  after: jsonb('after'),
  operation: text('operation'),
  address: text('address'),
  /** The patient the entry is about (core/audit.ts patientOfEntry), for the history of one patient. */
  BenhNhan_Id: text('BenhNhan_Id'),
});

/** One entry of a profile's navigation tree (the top menu). */
export interface NavigationItem {
  /** i18n key of the title, or a literal title an administrator typed; without one, the page's own menu title. */
  title?: string;
  path?: string;
  icon?: string;
  placement?: 'main' | 'right';
  children?: NavigationItem[];
}
