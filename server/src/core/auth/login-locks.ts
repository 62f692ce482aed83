// The sign-in locks an administrator sees and clears: user names waiting at an address, and addresses over their
// limit for every name.
import { sql } from 'drizzle-orm';
import { badInput, rowsOf, type Db } from '@his/sdk/server';
import type { HostContext } from '../../context';
import { ADDRESS_WINDOW_MINUTES, FORGET_AFTER_MINUTES, MAX_FAILURES_PER_ADDRESS, MAX_FAILURES_PER_USER_ADDRESS } from './login-delays';
import { USERS_MANAGE } from './staff-accounts';

export interface LoginLock {
  /** Null for an address held for every user name. */
  username: string | null;
  address: string;
  failures: number;
  /** Epoch ms before which no attempt is taken; null or past when the next one is, though a failure locks again. */
  lockedUntil: number | null;
}

/** Names at the limit (their next failure waits), and addresses at theirs, longest wait first. */
export async function listLoginLocks(db: Db, username: string | null): Promise<LoginLock[]> {
  const name = username?.trim().toLowerCase() || null;
  const rows = rowsOf<{ username: string | null; address: string; failures: number; lockedUntil: number | null }>(await db.execute(sql`
    SELECT username, address, failures, (extract(epoch FROM "lockedUntil") * 1000)::float8 AS "lockedUntil"
    FROM his_login_limits
    WHERE failures >= ${MAX_FAILURES_PER_USER_ADDRESS}
      AND "lastAttempt" > now() - make_interval(mins => ${FORGET_AFTER_MINUTES})
      AND (${name}::text IS NULL OR username = ${name})
    UNION ALL
    SELECT NULL, address, failures, (extract(epoch FROM "windowStart" + make_interval(mins => ${ADDRESS_WINDOW_MINUTES})) * 1000)::float8
    FROM his_login_address_limits
    WHERE ${name}::text IS NULL AND failures >= ${MAX_FAILURES_PER_ADDRESS}
      AND "windowStart" > now() - make_interval(mins => ${ADDRESS_WINDOW_MINUTES})
    ORDER BY 4 DESC NULLS LAST, 1, 2`));
  return rows.map((row) => ({ ...row, failures: Number(row.failures), lockedUntil: row.lockedUntil === null ? null : Number(row.lockedUntil) }));
}

/**
 * Clears the locks of a user name at one address or at all, or with the address alone the address's own limit.
 * The name keeps the addresses it signed in from. Returns how many were cleared.
 */
export async function clearLoginLocks(ctx: HostContext, args: { username?: string | null; address?: string | null }): Promise<number> {
  ctx.requirePermission(USERS_MANAGE);
  const name = args.username?.trim().toLowerCase() || null;
  const address = args.address?.trim() || null;
  if (!name && !address) throw badInput('validation.required', 'username');
  return ctx.write(async ({ tx, audit }) => {
    const cleared = name
      ? rowsOf(await tx.execute(sql`
          UPDATE his_login_limits SET failures = 0, lockouts = 0, "lockedUntil" = NULL
          WHERE username = ${name} AND (${address}::text IS NULL OR address = ${address}) AND failures > 0
          RETURNING address`)).length
      : rowsOf(await tx.execute(sql`DELETE FROM his_login_address_limits WHERE address = ${address} RETURNING address`)).length;
    await audit({ action: 'DELETE', entity: 'LoginLock', entityId: name ?? address, before: { username: name, address, cleared } });
    return cleared;
  });
}
