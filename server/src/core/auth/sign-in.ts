// The login mutation: limits first, then the password, then a session; a hash of an older cost is upgraded on the way.
import { and, eq, sql } from 'drizzle-orm';
import { check, nameRules } from '@his/sdk';
import { badInput, HisError } from '@his/sdk/server';
import type { HostContext } from '../../context';
import { writeAudit } from '../audit';
import { users } from '../tables';
import { CUSTOMER_KIND } from './customer-accounts';
import { waitParams } from './login-delays';
import { inLoginTurn } from './login-turns';
import { decoyPasswordHash, hashPassword, needsRehash, verifyPassword } from './passwords';
import { reserveLoginAttempt, settleLoginFailure, settleLoginSuccess } from './rate-limit';
import { openSession } from './sessions';
import { loadUserProfiles } from './viewer';

export interface SignInResult {
  token: string;
  adminToken: string;
  userId: string;
  /** An administrator reset the password: the web asks for a new one before anything else. */
  mustChangePassword: boolean;
}

export async function signIn(ctx: HostContext, info: { username: string; password: string }): Promise<SignInResult> {
  ctx.operation.audited = true;
  const username = info.username.trim();
  const problem = check(username, nameRules);
  if (problem) throw badInput(problem, 'username');
  if (!info.password) throw badInput('validation.required', 'password');
  return inLoginTurn(username, ctx.clientAddress, () => checkedSignIn(ctx, username, info.password));
}

async function checkedSignIn(ctx: HostContext, username: string, password: string): Promise<SignInResult> {
  // Reserved before the password is checked, so a burst of guesses cannot outrun the count, and a refusal here
  // never depends on the password. The generic mutation audit records it.
  const reservation = await reserveLoginAttempt(ctx.db, username, ctx.clientAddress);
  if (!reservation.allowed) throw new HisError('RATE_LIMITED', 'auth.tooManyAttempts', { params: waitParams(reservation.waitSeconds) });

  const [user] = await ctx.db.select().from(users).where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  const passwordOk = await verifyPassword(password, user?.passwordHash ?? (await decoyPasswordHash()));
  // A customer's account belongs to the customer-facing services: here it reads as unknown, telling nobody it exists.
  const staffAccount = user !== undefined && user.accountKind !== CUSTOMER_KIND;
  const refusal = !user || !passwordOk || !staffAccount ? 'auth.invalidCredentials' : user.isLocked ? 'auth.userLocked' : null;
  if (!user || refusal) {
    await ctx.runtime.database.db.transaction(async (tx) => {
      await settleLoginFailure(tx as never, reservation);
      await writeAudit(tx as never, { ...ctx.auditActor(), userId: user?._id ?? null, username }, {
        action: 'LOGIN_FAILED', entity: 'User', entityId: user?._id ?? null, after: { username, reason: refusal },
      });
    });
    throw badInput(refusal ?? 'auth.invalidCredentials');
  }
  const profileList = await loadUserProfiles(ctx.db, user._id);
  if (!profileList.some((profile) => !profile.isLocked && profile.nodeIds.length > 0)) {
    // The password was right: not a failure to hold against the name.
    await settleLoginSuccess(ctx.db, reservation);
    throw badInput(profileList.length === 0 ? 'auth.noProfile' : 'auth.profileLocked');
  }
  // Hashed before the transaction opens: 260 ms that must not hold a connection (PGlite has only one).
  const upgradedHash = needsRehash(user.passwordHash) ? await hashPassword(password) : null;
  return ctx.runtime.database.db.transaction(async (tx) => {
    const opened = await openSession(tx as never, ctx.runtime.signingKey, user._id, ctx.clientAddress);
    await settleLoginSuccess(tx as never, reservation);
    if (upgradedHash) {
      // Only over the hash just verified: a password changed meanwhile stays changed.
      await tx.update(users).set({ passwordHash: upgradedHash }).where(and(eq(users._id, user._id), eq(users.passwordHash, user.passwordHash)));
    }
    await tx.update(users).set({ isOnline: true }).where(eq(users._id, user._id));
    await writeAudit(tx as never, { ...ctx.auditActor(), userId: user._id, username: user.username }, {
      action: 'LOGIN', entity: 'User', entityId: user._id,
    });
    return { token: opened.token, adminToken: opened.adminToken, userId: user._id, mustChangePassword: user.mustChangePassword };
  });
}
