// A staff member's sign-in account, created and changed from the staff catalogue's form (STAFF_ACCOUNTS): the core
// keeps how passwords are hashed and when sessions end; the catalogue only passes what the form holds.
import { eq, inArray } from 'drizzle-orm';
import { newPasswordRules, usernameRules } from '@his/sdk';
import { badInput, newId, type StaffAccount, type StaffAccountInput, type StaffAccounts } from '@his/sdk/server';
import type { HostContext } from '../../context';
import { nhanVien, users } from '../tables';
import { checkedProfileIds, profileIdsOf, refuseByRules, refuseTakenUsername, replaceUserProfiles } from './accounts';
import { hashPassword } from './passwords';
import { revokeAllSessions } from './sessions';
import { notifyViewerRevocation } from './viewer-cache';

export const USERS_MANAGE = 'auth.users.manage';

const field = (name: keyof StaffAccountInput) => `TaiKhoan.${name}`;

export const staffAccounts: StaffAccounts = {
  async save(requestContext, { tx, audit, afterCommit }, staffId, input) {
    const ctx = requestContext as HostContext;
    ctx.requirePermission(USERS_MANAGE);
    const username = typeof input.username === 'string' ? input.username.trim() : null;
    const password = typeof input.password === 'string' && input.password !== '' ? input.password : null;
    if (username !== null) refuseByRules(usernameRules, username, field('username'));
    if (password !== null) refuseByRules(newPasswordRules, password, field('password'));
    const profileIds = await checkedProfileIds(tx, input.profile_Ids, field('profile_Ids'));

    const [staff] = await tx.select({ _id: nhanVien._id }).from(nhanVien).where(eq(nhanVien._id, staffId)).for('update');
    if (!staff) throw badInput('catalogue.notFound', 'id', { entity: 'NhanVien' });
    const [current] = await tx.select().from(users).where(eq(users.NhanVien_Id, staffId)).for('update');
    if (username !== null) await refuseTakenUsername(tx, username, field('username'), current?._id);

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
    if (profileIds !== null && profileIds.join() !== previousProfiles.join()) await replaceUserProfiles(tx, userId, profileIds);

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
