// A staff member's sign-in account, created and changed from the staff catalogue's form (STAFF_ACCOUNTS): the core
// keeps how passwords are hashed and when sessions end; the catalogue only passes what the form holds.
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { findProblem, newPasswordRules, usernameRules } from '@his/sdk';
import { badInput, newId, type Db, type StaffAccount, type StaffAccountInput, type StaffAccounts } from '@his/sdk/server';
import type { HostContext } from '../../context';
import { nhanVien, profiles, userProfiles, users } from '../tables';
import { hashPassword } from './passwords';
import { revokeAllSessions } from './sessions';
import { notifyViewerRevocation } from './viewer-cache';

export const USERS_MANAGE = 'auth.users.manage';
const MAX_PROFILES = 50;

const field = (name: keyof StaffAccountInput) => `TaiKhoan.${name}`;

function refuse(rules: Parameters<typeof findProblem>[1], value: string, name: keyof StaffAccountInput): void {
  const problem = findProblem(value, rules);
  if (problem) throw badInput(problem.key, field(name), problem.params);
}

/** The profile ids given, without repeats, each an existing profile; null when the input leaves them as they are. */
async function checkedProfiles(tx: Db, given: StaffAccountInput['profile_Ids']): Promise<string[] | null> {
  if (given === null || given === undefined) return null;
  const ids = [...new Set(given.map((id) => String(id).trim()).filter((id) => id !== ''))];
  if (ids.length > MAX_PROFILES) throw badInput('validation.maxItems', field('profile_Ids'), { max: MAX_PROFILES });
  if (ids.length === 0) return [];
  const found = new Set((await tx.select({ _id: profiles._id }).from(profiles).where(inArray(profiles._id, ids))).map((row) => row._id));
  const unknown = ids.find((id) => !found.has(id));
  if (unknown) throw badInput('validation.notFound', field('profile_Ids'), { entity: unknown });
  return ids;
}

async function profileIdsOf(db: Db, userIds: readonly string[]): Promise<Map<string, string[]>> {
  const byUser = new Map<string, string[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db.select().from(userProfiles).where(inArray(userProfiles.user_Id, [...userIds])).orderBy(asc(userProfiles.position));
  for (const row of rows) byUser.set(row.user_Id, [...(byUser.get(row.user_Id) ?? []), row.profile_Id]);
  return byUser;
}

export const staffAccounts: StaffAccounts = {
  async save(requestContext, { tx, audit, afterCommit }, staffId, input) {
    const ctx = requestContext as HostContext;
    ctx.requirePermission(USERS_MANAGE);
    const username = typeof input.username === 'string' ? input.username.trim() : null;
    const password = typeof input.password === 'string' && input.password !== '' ? input.password : null;
    if (username !== null) refuse(usernameRules, username, 'username');
    if (password !== null) refuse(newPasswordRules, password, 'password');
    const profileIds = await checkedProfiles(tx, input.profile_Ids);

    const [staff] = await tx.select({ _id: nhanVien._id }).from(nhanVien).where(eq(nhanVien._id, staffId)).for('update');
    if (!staff) throw badInput('catalogue.notFound', 'id', { entity: 'NhanVien' });
    const [current] = await tx.select().from(users).where(eq(users.NhanVien_Id, staffId)).for('update');
    if (username !== null) {
      const [taken] = await tx.select({ _id: users._id }).from(users)
        .where(and(eq(sql`lower(${users.username})`, username.toLowerCase()), current ? ne(users._id, current._id) : undefined));
      if (taken) throw badInput('auth.usernameTaken', field('username'), { username });
    }

    let userId: string;
    if (!current) {
      if (username === null) throw badInput('validation.required', field('username'));
      if (password === null) throw badInput('validation.required', field('password'));
      userId = newId();
      await tx.insert(users).values({ _id: userId, username, passwordHash: await hashPassword(password), NhanVien_Id: staffId, isLocked: input.isLocked === true });
    } else {
      userId = current._id;
      const changes: Partial<typeof users.$inferInsert> = {};
      if (username !== null && username !== current.username) changes.username = username;
      if (password !== null) changes.passwordHash = await hashPassword(password);
      if (typeof input.isLocked === 'boolean' && input.isLocked !== current.isLocked) changes.isLocked = input.isLocked;
      if (Object.keys(changes).length > 0) await tx.update(users).set(changes).where(eq(users._id, userId));
    }
    await tx.update(nhanVien).set({ TaiKhoan_Id: userId }).where(eq(nhanVien._id, staffId));
    const previousProfiles = (await profileIdsOf(tx, [userId])).get(userId) ?? [];
    if (profileIds !== null && profileIds.join() !== previousProfiles.join()) {
      await tx.delete(userProfiles).where(eq(userProfiles.user_Id, userId));
      if (profileIds.length > 0) await tx.insert(userProfiles).values(profileIds.map((profile_Id, position) => ({ user_Id: userId, profile_Id, position })));
    }

    // A new password or a lock ends every session; other profiles change what the open ones may do.
    const endSessions = current !== undefined && (password !== null || (input.isLocked === true && !current.isLocked));
    const profilesChanged = profileIds !== null && profileIds.join() !== previousProfiles.join();
    if (endSessions) await revokeAllSessions(tx, userId);
    else if (current && profilesChanged) await notifyViewerRevocation(tx, { userId });
    if (current && (endSessions || profilesChanged)) afterCommit(() => ctx.runtime.viewers.revoke({ userId }));

    const [saved] = await tx.select().from(users).where(eq(users._id, userId));
    const account: StaffAccount = {
      _id: userId, username: saved!.username, isLocked: saved!.isLocked, isOnline: saved!.isOnline, profile_Ids: profileIds ?? previousProfiles,
    };
    await audit({
      action: current ? 'UPDATE' : 'CREATE', entity: 'User', entityId: userId,
      before: current ? { username: current.username, isLocked: current.isLocked, profile_Ids: previousProfiles } : undefined,
      after: { username: account.username, isLocked: account.isLocked, profile_Ids: account.profile_Ids, NhanVien_Id: staffId, ...(password !== null ? { passwordChanged: true } : {}) },
    });
    return account;
  },

  async ofStaff(db, staffIds) {
    const accounts = new Map<string, StaffAccount>();
    if (staffIds.length === 0) return accounts;
    const rows = await db.select().from(users).where(inArray(users.NhanVien_Id, [...staffIds]));
    const profilesByUser = await profileIdsOf(db, rows.map((row) => row._id));
    for (const row of rows) {
      accounts.set(row.NhanVien_Id!, { _id: row._id, username: row.username, isLocked: row.isLocked, isOnline: row.isOnline, profile_Ids: profilesByUser.get(row._id) ?? [] });
    }
    return accounts;
  },
};
