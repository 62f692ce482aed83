// How long failed sign-ins hold off the next attempt: the limits and the delay schedule, one place for the SQL
// that enforces them (rate-limit.ts), the admin's list of locks and the tests.

/** Failed sign-ins of one user name from one address before it must wait. */
export const MAX_FAILURES_PER_USER_ADDRESS = 5;

/**
 * The wait after the limit, doubling with each further failure: 1, 2, 4, 8 minutes, then 15 minutes for every
 * failure after. 15 minutes is the cap because the cost of a wrong guess only needs to outgrow an attacker's
 * patience (about 100 guesses a day from one address), while a member of staff who mistyped, or whose name an
 * attacker tries from elsewhere, must not wait for an hour; the lock only holds at the address it came from.
 */
export const LOCK_DELAYS_SECONDS = [60, 120, 240, 480, 900] as const;

/** A user name and address with no attempt for this long start afresh; longer than the longest delay. */
export const FORGET_AFTER_MINUTES = 60;

/**
 * Failed sign-ins from one address, over every user name, in a window: spraying many names from one address.
 * High, because a hospital's staff may all share one NAT address; a name that signed in from the address in the
 * last KNOWN_ADDRESS_DAYS is not held by it at all.
 */
export const MAX_FAILURES_PER_ADDRESS = 100;
export const ADDRESS_WINDOW_MINUTES = 15;
export const KNOWN_ADDRESS_DAYS = 30;

/** The wait imposed by the lockout numbered `lockouts` (0 for the first): the schedule, then its last step for good. */
export function lockDelaySeconds(lockouts: number): number {
  const step = Math.max(0, Math.min(Math.floor(lockouts), LOCK_DELAYS_SECONDS.length - 1));
  return LOCK_DELAYS_SECONDS[step]!;
}

/** The wait to show a refused caller, in whole minutes (at least 1) and seconds. */
export function waitParams(seconds: number): { minutes: number; seconds: number } {
  const whole = Math.max(1, Math.ceil(seconds));
  return { minutes: Math.ceil(whole / 60), seconds: whole };
}
