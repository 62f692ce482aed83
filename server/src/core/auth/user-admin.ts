// Administration of staff accounts (the users screen): the list and its filters, accounts made without a staff form,
// locks and password resets that end every session at once, profiles in order, the staff link, sign-in history and
// open sessions. Customers' accounts belong to reception and are neither listed nor changed here.
import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { newPasswordRules, usernameRules, type Timestamp } from '@his/sdk';
import { badInput, escapeLike, matchesKhongDau, newId, type Db, type WriteScope } from '@his/sdk/server';
import type { HostContext } from '../../context';
import { auditLog, chucVu, nhanVien, profiles, sessions, userProfiles, users } from '../tables';
import { checkedProfileIds, profileIdsOf, refuseByRules, refuseTakenUsername, replaceUserProfiles } from './accounts';
import { CUSTOMER_KIND } from './customer-accounts';
import { hashPassword } from './passwords';
import { revokeAllSessions, revokeSession } from './sessions';
import { USERS_MANAGE } from './staff-accounts';
import { notifyViewerRevocation } from './viewer-cache';

export const USERS_READ = 'auth.users.read';

const MAX_ID_LENGTH = 100;
const DEFAULT_LIST_LIMIT = 20;
const MAX_LIST_LIMIT = 200;
const DEFAULT_HISTORY_LIMIT = 50;
const MAX_HISTORY_LIMIT = 500;
/** More open sessions than this is a leak somewhere, not a person: the newest are enough to act on. */
const MAX_SESSIONS_LISTED = 200;
/** What the sign-in history lists of the audit log. */
const SIGN_IN_ACTIONS = ['LOGIN', 'LOGIN_FAILED', 'LOGOUT'] as const;
/** A reset password: no look-alike characters (0 O 1 l I), since it is read out or copied by hand. */
const RESET_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const RESET_LENGTH = 12;

type ProfileRow = typeof profiles.$inferSelect;
type UserRow = typeof users.$inferSelect;

/** A staff account as the users screen and myInfo show it: its staff member and position, profiles in order, presence. */
export interface UserView extends Omit<UserRow, 'passwordHash'> {
  employee: (typeof nhanVien.$inferSelect & { ChucVu: typeof chucVu.$inferSelect | null }) | null;
  profiles: ProfileRow[];
  /** Epoch ms of the newest sign-in, null when never. */
  lastSignIn: Timestamp | null;
}

// --- Decoding -------------------------------------------------------------------------------------------------------

function idOf(value: unknown, field: string, messageKey: string): string {
  if (typeof value !== 'string' || value.trim() === '' || value.length > MAX_ID_LENGTH) throw badInput(messageKey, field);
  return value.trim();
}

function limitOf(value: unknown, fallback: number, max: number): number {
  if (value === null || value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) throw badInput('validation.oneOf', 'limit', { values: `1–${max}` });
  return Math.min(value, max);
}

function listOf(value: unknown, field: string): unknown[] {
  if (!Array.isArray(value)) throw badInput('validation.required', field);
  return value;
}

// --- Reads ----------------------------------------------------------------------------------------------------------

/** The sessions of a user still open: not ended, not run out. */
function openSessionsOf(userId: string): SQL {
  return and(eq(sessions.user_Id, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`))!;
}

/** Full views of these accounts, in the order of `ids` (an id without an account is left out). */
export async function loadUsers(db: Db, ids: readonly string[]): Promise<UserView[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      user: users,
      employee: nhanVien,
      position: chucVu,
      // Online: some session of the account is still open, whatever the last sign-out said.
      isOnline: sql<boolean>`EXISTS (SELECT 1 FROM his_sessions s WHERE s."user_Id" = ${users._id} AND s."revokedAt" IS NULL AND s."expiresAt" > now())`,
      // A session is opened by a sign-in and by nothing else.
      lastSignIn: sql<number | null>`(SELECT (extract(epoch FROM max(s."createdAt")) * 1000)::float8 FROM his_sessions s WHERE s."user_Id" = ${users._id})`,
    })
    .from(users)
    .leftJoin(nhanVien, eq(nhanVien._id, users.NhanVien_Id))
    .leftJoin(chucVu, eq(chucVu._id, nhanVien.ChucVu_Id))
    .where(inArray(users._id, [...ids]));
  const profileIds = await profileIdsOf(db, rows.map((row) => row.user._id));
  const allProfileIds = [...new Set([...profileIds.values()].flat())];
  const profileById = new Map((allProfileIds.length > 0 ? await db.select().from(profiles).where(inArray(profiles._id, allProfileIds)) : []).map((row) => [row._id, row]));
  const byId = new Map(rows.map(({ user, employee, position, isOnline, lastSignIn }) => {
    const { passwordHash: _hidden, ...account } = user;
    const view: UserView = {
      ...account,
      isOnline: Boolean(isOnline),
      lastSignIn: lastSignIn === null ? null : Math.round(Number(lastSignIn)),
      employee: employee ? { ...employee, ChucVu: position } : null,
      profiles: (profileIds.get(user._id) ?? []).map((id) => profileById.get(id)).filter((profile): profile is ProfileRow => profile !== undefined),
    };
    return [user._id, view];
  }));
  return ids.map((id) => byId.get(id)).filter((view): view is UserView => view !== undefined);
}

export interface UsersFilter {
  searchString?: string | null;
  limit?: number | null;
  isLocked?: boolean | null;
  idProfile?: string | null;
}

/** Staff accounts whose user name or staff name holds the words, locked or not, holding a profile or not; by user name. */
export async function listUsers(ctx: HostContext, filter: UsersFilter): Promise<UserView[]> {
  ctx.requirePermission(USERS_READ);
  const limit = limitOf(filter.limit, DEFAULT_LIST_LIMIT, MAX_LIST_LIMIT);
  const text = typeof filter.searchString === 'string' ? filter.searchString.trim() : '';
  const idProfile = filter.idProfile === null || filter.idProfile === undefined ? null : idOf(filter.idProfile, 'idProfile', 'validation.notFound');
  const rows = await ctx.db
    .select({ _id: users._id })
    .from(users)
    .leftJoin(nhanVien, eq(nhanVien._id, users.NhanVien_Id))
    .where(and(
      ne(users.accountKind, CUSTOMER_KIND),
      text ? or(sql`lower(${users.username}) LIKE ${'%' + escapeLike(text.toLowerCase()) + '%'}`, matchesKhongDau(nhanVien.TenKhongDau, text)) : undefined,
      typeof filter.isLocked === 'boolean' ? eq(users.isLocked, filter.isLocked) : undefined,
      idProfile ? inArray(users._id, ctx.db.select({ _id: userProfiles.user_Id }).from(userProfiles).where(eq(userProfiles.profile_Id, idProfile))) : undefined,
    ))
    .orderBy(asc(users.username))
    .limit(limit);
  return loadUsers(ctx.db, rows.map((row) => row._id));
}

export interface LoginHistoryEntry {
  _id: string;
  time: Timestamp;
  action: (typeof SIGN_IN_ACTIONS)[number];
  address: string | null;
  /** The message key a refused sign-in was answered with. */
  reason: string | null;
}

/** Sign-ins, refused sign-ins and sign-outs of an account, newest first, from the audit log. */
export async function loginHistory(ctx: HostContext, idUser: unknown, limitArg: unknown): Promise<LoginHistoryEntry[]> {
  ctx.requirePermission(USERS_READ);
  const userId = idOf(idUser, 'idUser', 'auth.userNotFound');
  const limit = limitOf(limitArg, DEFAULT_HISTORY_LIMIT, MAX_HISTORY_LIMIT);
  const rows = await ctx.db
    .select({ _id: auditLog._id, time: auditLog.time, action: auditLog.action, address: auditLog.address, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'User'), eq(auditLog.entity_Id, userId), inArray(auditLog.action, [...SIGN_IN_ACTIONS])))
    .orderBy(desc(auditLog.time), desc(auditLog._id))
    .limit(limit);
  return rows.map((row) => {
    const reason = (row.after as { reason?: unknown } | null)?.reason;
    return { _id: String(row._id), time: row.time.getTime(), action: row.action as LoginHistoryEntry['action'], address: row.address, reason: typeof reason === 'string' ? reason : null };
  });
}

export interface UserSession {
  _id: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  address: string | null;
  /** The caller's own session. */
  isCurrent: boolean;
}

/** The sessions of an account still open, newest first. */
export async function userSessions(ctx: HostContext, idUser: unknown): Promise<UserSession[]> {
  const viewer = ctx.requirePermission(USERS_READ);
  const userId = idOf(idUser, 'idUser', 'auth.userNotFound');
  const rows = await ctx.db.select().from(sessions).where(openSessionsOf(userId)).orderBy(desc(sessions.createdAt)).limit(MAX_SESSIONS_LISTED);
  return rows.map((row) => ({ _id: row._id, createdAt: row.createdAt.getTime(), expiresAt: row.expiresAt.getTime(), address: row.address, isCurrent: row._id === viewer.sessionId }));
}

// --- Writes ---------------------------------------------------------------------------------------------------------

/** A staff account, locked for the change; anything else reads as not found. */
async function lockedTarget(tx: Db, userId: string): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(and(eq(users._id, userId), ne(users.accountKind, CUSTOMER_KIND))).for('update');
  if (!row) throw badInput('auth.userNotFound', 'idUser');
  return row;
}

/** Ends every session of the account in `scope`'s transaction, and this process's cached sign-ins once it commits. */
async function endAllSessions(ctx: HostContext, scope: WriteScope, userId: string): Promise<number> {
  const [open] = await scope.tx.select({ count: sql<number>`count(*)::int` }).from(sessions).where(openSessionsOf(userId));
  await revokeAllSessions(scope.tx, userId);
  await scope.tx.update(users).set({ isOnline: false }).where(eq(users._id, userId));
  // The socket of each ended session closes when its viewer is dropped: an open window signs out at once.
  scope.afterCommit(() => ctx.runtime.viewers.revoke({ userId }));
  return Number(open?.count ?? 0);
}

/** Open sessions keep acting with what they read: a change of profiles or staff (position) must reach them. */
async function refreshSessions(ctx: HostContext, scope: WriteScope, userId: string): Promise<void> {
  await notifyViewerRevocation(scope.tx, { userId });
  scope.afterCommit(() => ctx.runtime.viewers.revoke({ userId }));
}

function announce(ctx: HostContext, scope: WriteScope, process: 'createUser' | 'updateUser', userId: string): void {
  scope.emit({ module: 'HeThong', process, idNodes: [ctx.requireViewer().nodeId], data: { _id: userId } });
}

async function viewOf(db: Db, userId: string): Promise<UserView> {
  const [view] = await loadUsers(db, [userId]);
  return view!;
}

/** The staff member to link, locked, with no other account; null to unlink. */
async function checkedStaff(tx: Db, value: unknown, field: string, userId: string | null): Promise<string | null> {
  if (value === null || value === undefined || value === '') return null;
  const staffId = idOf(value, field, 'validation.notFound');
  const [staff] = await tx.select({ _id: nhanVien._id }).from(nhanVien).where(eq(nhanVien._id, staffId)).for('update');
  if (!staff) throw badInput('validation.notFound', field, { entity: staffId });
  const [other] = await tx.select({ username: users.username }).from(users)
    .where(and(eq(users.NhanVien_Id, staffId), userId ? ne(users._id, userId) : undefined));
  if (other) throw badInput('auth.staffHasAccount', field, { username: other.username });
  return staffId;
}

/** Points the staff record at the account, and a staff member it leaves at none. */
async function moveStaffLink(tx: Db, userId: string, from: string | null, to: string | null): Promise<void> {
  if (from && from !== to) await tx.update(nhanVien).set({ TaiKhoan_Id: null }).where(and(eq(nhanVien._id, from), eq(nhanVien.TaiKhoan_Id, userId)));
  if (to) await tx.update(nhanVien).set({ TaiKhoan_Id: userId }).where(eq(nhanVien._id, to));
}

export interface CreateUserInput {
  username?: unknown;
  password?: unknown;
  NhanVien_Id?: unknown;
  profile_Ids?: unknown;
}

/** A staff account made on the users screen: a user name, a password, a staff member or none, profiles in order. */
export async function createUser(ctx: HostContext, input: CreateUserInput): Promise<UserView> {
  ctx.requirePermission(USERS_MANAGE);
  const username = typeof input.username === 'string' ? input.username.trim() : '';
  const password = typeof input.password === 'string' ? input.password : '';
  refuseByRules(usernameRules, username, 'input.username');
  refuseByRules(newPasswordRules, password, 'input.password');
  const givenProfiles = input.profile_Ids === null || input.profile_Ids === undefined ? [] : listOf(input.profile_Ids, 'input.profile_Ids');
  // Hashed before the transaction opens: 260 ms that must not hold a connection (PGlite has only one).
  const passwordHash = await hashPassword(password);
  const userId = newId();
  await ctx.write(async (scope) => {
    const { tx, audit } = scope;
    await refuseTakenUsername(tx, username, 'input.username');
    const staffId = await checkedStaff(tx, input.NhanVien_Id, 'input.NhanVien_Id', null);
    const profileIds = (await checkedProfileIds(tx, givenProfiles, 'input.profile_Ids')) ?? [];
    await tx.insert(users).values({ _id: userId, username, passwordHash, NhanVien_Id: staffId });
    await moveStaffLink(tx, userId, null, staffId);
    await replaceUserProfiles(tx, userId, profileIds);
    await audit({ action: 'CREATE', entity: 'User', entityId: userId, after: { username, NhanVien_Id: staffId, profile_Ids: profileIds, isLocked: false } });
    announce(ctx, scope, 'createUser', userId);
  });
  return viewOf(ctx.db, userId);
}

/** Locks an account, ending every session of it at once, or unlocks it. Nobody locks themselves out. */
export async function lockUser(ctx: HostContext, idUser: unknown, isLocked: unknown): Promise<UserView> {
  const viewer = ctx.requirePermission(USERS_MANAGE);
  const userId = idOf(idUser, 'idUser', 'auth.userNotFound');
  if (typeof isLocked !== 'boolean') throw badInput('validation.boolean', 'isLocked');
  if (isLocked && userId === viewer.userId) throw badInput('auth.cannotLockSelf', 'idUser');
  await ctx.write(async (scope) => {
    const target = await lockedTarget(scope.tx, userId);
    await scope.tx.update(users).set({ isLocked }).where(eq(users._id, userId));
    // Locking an account already locked still ends what may have been opened meanwhile.
    const sessionsEnded = isLocked ? await endAllSessions(ctx, scope, userId) : 0;
    await scope.audit({
      action: 'UPDATE', entity: 'User', entityId: userId,
      before: { username: target.username, isLocked: target.isLocked },
      after: { username: target.username, isLocked, ...(isLocked ? { sessionsEnded } : {}) },
    });
    announce(ctx, scope, 'updateUser', userId);
  });
  return viewOf(ctx.db, userId);
}

/** A password nobody chose: letters and digits, never look-alikes. */
export function randomPassword(length = RESET_LENGTH): string {
  let password = '';
  while (password.length < length) password += RESET_ALPHABET[randomInt(RESET_ALPHABET.length)];
  return password;
}

/**
 * Gives the account a new random password, returned this once and kept only as its hash (the audit records that it
 * was reset, never the password); every session ends, and the owner must choose another at the next sign-in.
 */
export async function resetPassword(ctx: HostContext, idUser: unknown): Promise<{ user: UserView; newPassword: string }> {
  const viewer = ctx.requirePermission(USERS_MANAGE);
  const userId = idOf(idUser, 'idUser', 'auth.userNotFound');
  // One's own password is changed knowing the old one, not reset.
  if (userId === viewer.userId) throw badInput('auth.resetOwnPassword', 'idUser');
  const newPassword = randomPassword();
  const passwordHash = await hashPassword(newPassword);
  await ctx.write(async (scope) => {
    const target = await lockedTarget(scope.tx, userId);
    await scope.tx.update(users).set({ passwordHash, mustChangePassword: true }).where(eq(users._id, userId));
    const sessionsEnded = await endAllSessions(ctx, scope, userId);
    await scope.audit({
      action: 'UPDATE', entity: 'User', entityId: userId,
      before: { username: target.username, mustChangePassword: target.mustChangePassword },
      after: { username: target.username, passwordReset: true, mustChangePassword: true, sessionsEnded },
    });
    announce(ctx, scope, 'updateUser', userId);
  });
  return { user: await viewOf(ctx.db, userId), newPassword };
}

/** The account's profiles, in the order given: the first is the one a sign-in starts with. */
export async function setUserProfiles(ctx: HostContext, idUser: unknown, profileIdsArg: unknown): Promise<UserView> {
  ctx.requirePermission(USERS_MANAGE);
  const userId = idOf(idUser, 'idUser', 'auth.userNotFound');
  const given = listOf(profileIdsArg, 'profile_Ids');
  await ctx.write(async (scope) => {
    const target = await lockedTarget(scope.tx, userId);
    const profileIds = (await checkedProfileIds(scope.tx, given, 'profile_Ids')) ?? [];
    const before = (await profileIdsOf(scope.tx, [userId])).get(userId) ?? [];
    if (profileIds.join() !== before.join()) {
      await replaceUserProfiles(scope.tx, userId, profileIds);
      await refreshSessions(ctx, scope, userId);
    }
    await scope.audit({ action: 'UPDATE', entity: 'User', entityId: userId, before: { username: target.username, profile_Ids: before }, after: { username: target.username, profile_Ids: profileIds } });
    announce(ctx, scope, 'updateUser', userId);
  });
  return viewOf(ctx.db, userId);
}

/** Links the account to a staff member (one account each), or with null to none. */
export async function linkUserStaff(ctx: HostContext, idUser: unknown, staffArg: unknown): Promise<UserView> {
  ctx.requirePermission(USERS_MANAGE);
  const userId = idOf(idUser, 'idUser', 'auth.userNotFound');
  await ctx.write(async (scope) => {
    const target = await lockedTarget(scope.tx, userId);
    const staffId = await checkedStaff(scope.tx, staffArg, 'NhanVien_Id', userId);
    if (staffId !== target.NhanVien_Id) {
      await scope.tx.update(users).set({ NhanVien_Id: staffId }).where(eq(users._id, userId));
      await moveStaffLink(scope.tx, userId, target.NhanVien_Id, staffId);
      // The position code comes with the staff member: position checks must see the new one.
      await refreshSessions(ctx, scope, userId);
    }
    await scope.audit({ action: 'UPDATE', entity: 'User', entityId: userId, before: { username: target.username, NhanVien_Id: target.NhanVien_Id }, after: { username: target.username, NhanVien_Id: staffId } });
    announce(ctx, scope, 'updateUser', userId);
  });
  return viewOf(ctx.db, userId);
}

/** Ends one open session: its window signs out at once. */
export async function endSession(ctx: HostContext, idSession: unknown): Promise<boolean> {
  ctx.requirePermission(USERS_MANAGE);
  const sessionId = idOf(idSession, 'idSession', 'auth.sessionNotFound');
  await ctx.write(async (scope) => {
    const [session] = await scope.tx.select().from(sessions).where(and(eq(sessions._id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`))).for('update');
    if (!session) throw badInput('auth.sessionNotFound', 'idSession');
    const [owner] = await scope.tx.select({ username: users.username }).from(users).where(eq(users._id, session.user_Id));
    await revokeSession(scope.tx, sessionId);
    scope.afterCommit(() => ctx.runtime.viewers.revoke({ sessionId }));
    await scope.audit({
      action: 'UPDATE', entity: 'User', entityId: session.user_Id,
      before: { username: owner?.username ?? null },
      after: { username: owner?.username ?? null, sessionEnded: sessionId, address: session.address },
    });
    announce(ctx, scope, 'updateUser', session.user_Id);
  });
  return true;
}
