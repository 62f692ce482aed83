// Sign-in limits, in the database so every server process shares them. An attempt is reserved by one atomic
// statement before its password is checked, and while failures plus attempts being checked reach the limit no more
// are let through: however many arrive at once, at most MAX_FAILURES_PER_USER_ADDRESS passwords are checked before
// the lock. The check's outcome is then settled: a failure counts (and locks at the limit), a success clears.
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@his/sdk/server';
import {
  ADDRESS_WINDOW_MINUTES, FORGET_AFTER_MINUTES, KNOWN_ADDRESS_DAYS, LOCK_DELAYS_SECONDS, MAX_FAILURES_PER_ADDRESS, MAX_FAILURES_PER_USER_ADDRESS,
} from './login-delays';

export type LoginReservation =
  | { allowed: true; username: string; address: string; addressCounted: boolean }
  | { allowed: false; waitSeconds: number };

type AllowedReservation = Extract<LoginReservation, { allowed: true }>;

/** An attempt arriving while others are being checked waits for their outcome this long at most, then is refused. */
const BUSY_WAIT_MS = 10_000;
const BUSY_POLL_MS = 150;
/** An attempt still "being checked" after this long was lost (its process stopped): it no longer holds a place. */
const IN_FLIGHT_EXPIRY_SECONDS = 60;

// One PostgreSQL array literal, so the schedule lives in login-delays.ts alone.
const DELAYS = `{${LOCK_DELAYS_SECONDS.join(',')}}`;

// Inside the ON CONFLICT update, `l` is the stored row. A row idle for longer than the longest delay starts afresh.
const STALE = `l."lastAttempt" <= now() - make_interval(mins => ${FORGET_AFTER_MINUTES})`;
const IN_FLIGHT = `(CASE WHEN l."lastAttempt" <= now() - make_interval(secs => ${IN_FLIGHT_EXPIRY_SECONDS}) THEN 0 ELSE l."inFlight" END)`;
const FAILURES = `(CASE WHEN ${STALE} THEN 0 ELSE l.failures END)`;
// Under the limit: failures and checks under way stay below it. At it: one check at a time, once the lock ran out.
const LOCKED = `(NOT ${STALE} AND coalesce(l."lockedUntil" > now(), false))`;
const OPEN = `(NOT ${LOCKED} AND CASE
  WHEN ${FAILURES} >= ${MAX_FAILURES_PER_USER_ADDRESS} THEN ${IN_FLIGHT} = 0
  ELSE ${FAILURES} + ${IN_FLIGHT} < ${MAX_FAILURES_PER_USER_ADDRESS} END)`;

/**
 * Reserves one attempt for the user name from the address, or says how long to wait. Each reservation is its own
 * statement and commits at once, so a refusal leaves nothing half-written and never depends on the password. While
 * earlier attempts are being checked, this waits for their outcome: a right password lets the others through.
 */
export async function reserveLoginAttempt(db: Db, username: string, address: string): Promise<LoginReservation> {
  const name = username.toLowerCase();
  const addressTurn = await reserveAddress(db, name, address);
  if (!addressTurn.allowed) return addressTurn;
  const deadline = Date.now() + BUSY_WAIT_MS;
  for (;;) {
    const turn = await reserveUserAtAddress(db, name, address);
    if (turn === 'allowed') return { allowed: true, username: name, address, addressCounted: addressTurn.counted };
    if (turn !== 'busy' || Date.now() >= deadline) {
      if (addressTurn.counted) await releaseAddress(db, address);
      return { allowed: false, waitSeconds: turn === 'busy' ? BUSY_POLL_MS / 1000 : turn.waitSeconds };
    }
    // Jittered, so that waiting attempts do not all ask again at the same instant.
    await sleep(BUSY_POLL_MS * (0.5 + Math.random()));
  }
}

async function reserveUserAtAddress(db: Db, name: string, address: string): Promise<'allowed' | 'busy' | { waitSeconds: number }> {
  const [row] = rowsOf<{ allowed: boolean; waitSeconds: number | null }>(await db.execute(sql`
    INSERT INTO his_login_limits AS l (username, address, failures, "inFlight", lockouts, "lockedUntil", "lastAttempt", allowed)
    VALUES (${name}, ${address}, 0, 1, 0, NULL, now(), true)
    ON CONFLICT (username, address) DO UPDATE SET
      failures = ${sql.raw(FAILURES)},
      lockouts = CASE WHEN ${sql.raw(STALE)} THEN 0 ELSE l.lockouts END,
      "lockedUntil" = CASE WHEN ${sql.raw(STALE)} THEN NULL ELSE l."lockedUntil" END,
      "inFlight" = ${sql.raw(IN_FLIGHT)} + CASE WHEN ${sql.raw(OPEN)} THEN 1 ELSE 0 END,
      "lastAttempt" = CASE WHEN ${sql.raw(OPEN)} THEN now() ELSE l."lastAttempt" END,
      allowed = ${sql.raw(OPEN)}
    RETURNING allowed, CASE WHEN "lockedUntil" > now() THEN extract(epoch FROM ("lockedUntil" - now()))::float8 END AS "waitSeconds"`));
  if (row!.allowed) return 'allowed';
  return row!.waitSeconds === null ? 'busy' : { waitSeconds: Number(row!.waitSeconds) };
}

/**
 * Counts the attempt against the address, unless the name signed in from it lately: staff behind one NAT address
 * keep signing in while someone there sprays names. Refuses once the address is over its limit in the window.
 */
async function reserveAddress(db: Db, name: string, address: string): Promise<{ allowed: true; counted: boolean } | { allowed: false; waitSeconds: number }> {
  const expired = sql.raw(`l."windowStart" <= now() - make_interval(mins => ${ADDRESS_WINDOW_MINUTES})`);
  const [row] = rowsOf<{ allowed: boolean; waitSeconds: number }>(await db.execute(sql`
    INSERT INTO his_login_address_limits AS l (address, failures, "windowStart", allowed)
    SELECT ${address}, 1, now(), true
    WHERE NOT EXISTS (
      SELECT 1 FROM his_login_limits
      WHERE username = ${name} AND address = ${address} AND "lastSuccess" > now() - make_interval(days => ${KNOWN_ADDRESS_DAYS}))
    ON CONFLICT (address) DO UPDATE SET
      failures = CASE WHEN ${expired} THEN 1 WHEN l.failures < ${MAX_FAILURES_PER_ADDRESS} THEN l.failures + 1 ELSE l.failures END,
      "windowStart" = CASE WHEN ${expired} THEN now() ELSE l."windowStart" END,
      allowed = ${expired} OR l.failures < ${MAX_FAILURES_PER_ADDRESS}
    RETURNING allowed, extract(epoch FROM ("windowStart" + make_interval(mins => ${ADDRESS_WINDOW_MINUTES}) - now()))::float8 AS "waitSeconds"`));
  if (!row) return { allowed: true, counted: false };
  return row.allowed ? { allowed: true, counted: true } : { allowed: false, waitSeconds: Number(row.waitSeconds) };
}

async function releaseAddress(db: Db, address: string): Promise<void> {
  await db.execute(sql`UPDATE his_login_address_limits SET failures = greatest(failures - 1, 0) WHERE address = ${address}`);
}

/** The password was wrong (or the account unusable): one more failure, and at the limit a lock of growing length. */
export async function settleLoginFailure(tx: Db, reservation: AllowedReservation): Promise<void> {
  await tx.execute(sql`
    UPDATE his_login_limits SET
      "inFlight" = greatest("inFlight" - 1, 0),
      failures = failures + 1,
      lockouts = CASE WHEN failures + 1 >= ${MAX_FAILURES_PER_USER_ADDRESS} THEN lockouts + 1 ELSE lockouts END,
      "lockedUntil" = CASE WHEN failures + 1 >= ${MAX_FAILURES_PER_USER_ADDRESS}
        THEN now() + make_interval(secs => (${DELAYS}::int[])[least(lockouts + 1, ${LOCK_DELAYS_SECONDS.length})])
        ELSE "lockedUntil" END
    WHERE username = ${reservation.username} AND address = ${reservation.address}`);
}

/**
 * The password was right: the reservation was no failure, and earlier ones are forgiven. Run in the sign-in's
 * transaction; the name becomes known at the address, which the address limit then lets through.
 */
export async function settleLoginSuccess(tx: Db, reservation: AllowedReservation): Promise<void> {
  await tx.execute(sql`
    UPDATE his_login_limits SET failures = 0, lockouts = 0, "lockedUntil" = NULL, "inFlight" = greatest("inFlight" - 1, 0), "lastSuccess" = now()
    WHERE username = ${reservation.username} AND address = ${reservation.address}`);
  if (reservation.addressCounted) await releaseAddress(tx, reservation.address);
}
