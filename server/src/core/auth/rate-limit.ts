// Failed sign-ins counted per user name and per address, in the database so every server process shares them.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@his/sdk/server';

export const LOGIN_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_USERNAME = 5;
export const MAX_FAILURES_PER_ADDRESS = 30;

export function loginLimitKeys(username: string, address: string) {
  return { user: `user:${username.toLowerCase()}`, address: `address:${address}` };
}

/** Minutes until the caller may try again, or 0 when neither the name nor the address is over its limit. */
export async function loginBlockedMinutes(db: Db, username: string, address: string): Promise<number> {
  const keys = loginLimitKeys(username, address);
  const rows = rowsOf<{ key: string; failures: number; remaining: number }>(await db.execute(sql`
    SELECT key, failures,
      ceil(extract(epoch FROM ("windowStart" + make_interval(mins => ${LOGIN_WINDOW_MINUTES}) - now())) / 60)::int AS remaining
    FROM his_login_failures
    WHERE key IN (${keys.user}, ${keys.address})
      AND "windowStart" > now() - make_interval(mins => ${LOGIN_WINDOW_MINUTES})`));
  let minutes = 0;
  for (const row of rows) {
    const limit = row.key === keys.user ? MAX_FAILURES_PER_USERNAME : MAX_FAILURES_PER_ADDRESS;
    if (row.failures >= limit) minutes = Math.max(minutes, Math.max(1, Number(row.remaining)));
  }
  return minutes;
}

/** Counts one failure against the name and the address; a window older than the limit starts afresh. */
export async function recordLoginFailure(tx: Db, username: string, address: string): Promise<void> {
  const keys = loginLimitKeys(username, address);
  for (const key of [keys.user, keys.address]) {
    await tx.execute(sql`
      INSERT INTO his_login_failures (key, failures, "windowStart") VALUES (${key}, 1, now())
      ON CONFLICT (key) DO UPDATE SET
        failures = CASE WHEN his_login_failures."windowStart" > now() - make_interval(mins => ${LOGIN_WINDOW_MINUTES})
                        THEN his_login_failures.failures + 1 ELSE 1 END,
        "windowStart" = CASE WHEN his_login_failures."windowStart" > now() - make_interval(mins => ${LOGIN_WINDOW_MINUTES})
                        THEN his_login_failures."windowStart" ELSE now() END`);
  }
}

export async function clearLoginFailures(tx: Db, username: string): Promise<void> {
  await tx.execute(sql`DELETE FROM his_login_failures WHERE key = ${loginLimitKeys(username, '').user}`);
}
