// Customers' sign-in accounts (CUSTOMER_ACCOUNTS): the core keeps how passwords are hashed and when sessions end;
// reception decides whose account it is and who may change it.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { findProblem, newPasswordRules, usernameRules } from '@his/sdk';
import { badInput, newId, type CustomerAccount, type CustomerAccounts, type Db, type RequestContext, type WriteScope } from '@his/sdk/server';
import type { HostContext } from '../../context';
import { users } from '../tables';
import { hashPassword } from './passwords';
import { revokeAllSessions } from './sessions';

export const CUSTOMER_KIND = 'Customer';

function refuse(rules: Parameters<typeof findProblem>[1], value: string, field: string): void {
  const problem = findProblem(value, rules);
  if (problem) throw badInput(problem.key, field, problem.params);
}

/** The customer accounts among `userIds`, locked for the change; any id that is not one is refused. */
async function lockedCustomers(tx: Db, userIds: readonly string[]) {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return [];
  const rows = await tx.select().from(users).where(and(inArray(users._id, ids), eq(users.accountKind, CUSTOMER_KIND))).for('update');
  if (rows.length !== ids.length) throw badInput('auth.notCustomerAccount', 'ids');
  return rows;
}

/** Ends the sessions of these accounts now, and this process's cached viewers once the change is committed. */
async function endSessions(ctx: RequestContext, scope: WriteScope, userIds: readonly string[]): Promise<void> {
  for (const userId of userIds) await revokeAllSessions(scope.tx, userId);
  scope.afterCommit(() => {
    for (const userId of userIds) (ctx as HostContext).runtime.viewers.revoke({ userId });
  });
}

export const customerAccounts: CustomerAccounts = {
  async create(_ctx, { tx, audit }, input) {
    const username = typeof input.username === 'string' ? input.username.trim() : '';
    const password = typeof input.password === 'string' ? input.password : '';
    refuse(usernameRules, username, 'userInput.username');
    refuse(newPasswordRules, password, 'userInput.password');
    const [taken] = await tx.select({ _id: users._id }).from(users).where(eq(sql`lower(${users.username})`, username.toLowerCase()));
    if (taken) throw badInput('auth.usernameTaken', 'userInput.username', { username });
    const account: CustomerAccount = { _id: newId(), username, isLocked: false };
    await tx.insert(users).values({ _id: account._id, username, passwordHash: await hashPassword(password), accountKind: CUSTOMER_KIND });
    await audit({ action: 'CREATE', entity: 'User', entityId: account._id, after: { username, accountKind: CUSTOMER_KIND, isLocked: false } });
    return account;
  },

  async setPassword(ctx, scope, userIds, password, field = 'password') {
    refuse(newPasswordRules, password, field);
    const rows = await lockedCustomers(scope.tx, userIds);
    if (rows.length === 0) return;
    const passwordHash = await hashPassword(password);
    await scope.tx.update(users).set({ passwordHash }).where(inArray(users._id, rows.map((row) => row._id)));
    await endSessions(ctx, scope, rows.map((row) => row._id));
    for (const row of rows) await scope.audit({ action: 'UPDATE', entity: 'User', entityId: row._id, after: { username: row.username, passwordChanged: true } });
  },

  async setLocked(ctx, scope, userIds, locked) {
    const changed = (await lockedCustomers(scope.tx, userIds)).filter((row) => row.isLocked !== locked);
    if (changed.length === 0) return;
    await scope.tx.update(users).set({ isLocked: locked }).where(inArray(users._id, changed.map((row) => row._id)));
    if (locked) await endSessions(ctx, scope, changed.map((row) => row._id));
    for (const row of changed) {
      await scope.audit({ action: 'UPDATE', entity: 'User', entityId: row._id, before: { isLocked: row.isLocked }, after: { username: row.username, isLocked: locked } });
    }
  },

  async byIds(db, userIds) {
    const accounts = new Map<string, CustomerAccount>();
    if (userIds.length === 0) return accounts;
    const rows = await db.select().from(users).where(and(inArray(users._id, [...new Set(userIds)]), eq(users.accountKind, CUSTOMER_KIND)));
    for (const row of rows) accounts.set(row._id, { _id: row._id, username: row.username, isLocked: row.isLocked });
    return accounts;
  },
};
