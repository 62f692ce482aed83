// The delay schedule of failed sign-ins, read as a table: the n-th lockout of a user name at one address.
import { describe, expect, it } from 'vitest';
import { FORGET_AFTER_MINUTES, LOCK_DELAYS_SECONDS, lockDelaySeconds, waitParams } from './login-delays';

describe('lockDelaySeconds', () => {
  it.each([
    ['the first lockout, after the fifth failure', 0, 60],
    ['the second, after the sixth', 1, 120],
    ['the third', 2, 240],
    ['the fourth', 3, 480],
    ['the fifth reaches the cap', 4, 900],
    ['every later one stays at the cap', 5, 900],
    ['even the hundredth', 99, 900],
    ['a negative count is the first', -1, 60],
  ])('%s: %i → %i s', (_case, lockouts, seconds) => {
    expect(lockDelaySeconds(lockouts)).toBe(seconds);
  });

  it('doubles each step until the cap of 15 minutes', () => {
    for (let i = 1; i < LOCK_DELAYS_SECONDS.length; i++) {
      expect(LOCK_DELAYS_SECONDS[i]).toBe(Math.min(2 * LOCK_DELAYS_SECONDS[i - 1]!, 15 * 60));
    }
  });

  it('forgets an idle name and address only after the longest delay has passed', () => {
    expect(FORGET_AFTER_MINUTES * 60).toBeGreaterThan(Math.max(...LOCK_DELAYS_SECONDS));
  });
});

describe('waitParams', () => {
  it.each([
    ['a few seconds show as one minute', 5, { minutes: 1, seconds: 5 }],
    ['a minute exactly', 60, { minutes: 1, seconds: 60 }],
    ['a second over a minute rounds up', 61, { minutes: 2, seconds: 61 }],
    ['a fraction of a second rounds up', 0.2, { minutes: 1, seconds: 1 }],
    ['nothing left still waits a second', 0, { minutes: 1, seconds: 1 }],
  ])('%s', (_case, seconds, expected) => {
    expect(waitParams(seconds)).toEqual(expected);
  });
});
