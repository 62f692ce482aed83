// Password hashing with scrypt (node:crypto): memory-hard, no native addon to build.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { createSlots } from './slots';

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>;

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

// OWASP's recommendation: N=2^17 (128 MiB), r=8, p=1; about 260 ms a hash on a 2-core server. Never lower it;
// raising it keeps stored hashes valid, since each carries its own parameters, and a sign-in upgrades them.
export const PASSWORD_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
/**
 * Only for the demo accounts that seeding creates by the dozen (every test server seeds them): the cost before
 * OWASP's, 16 MiB and about 30 ms. The first sign-in of such an account upgrades its hash to PASSWORD_COST.
 */
export const DEMO_SEED_COST: ScryptCost = { N: 2 ** 14, r: 8, p: 1 };
// scrypt needs 128·N·r bytes and refuses by default above 32 MiB; a stored hash asking for more than this is refused.
const MAX_MEMORY = 256 * 1024 * 1024;
const KEY_LENGTH = 32;
// Two hashes at a time: the two cores stay busy and a burst of sign-ins holds at most 256 MiB.
const slots = createSlots(2);

/** 'scrypt$N$r$p$salt$hash', so the cost can be raised later without breaking stored hashes. */
export async function hashPassword(password: string, cost: ScryptCost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const hash = await slots.run(() => scrypt(password, salt, KEY_LENGTH, { ...cost, maxmem: MAX_MEMORY }));
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await slots.run(() => scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n), r: Number(r), p: Number(p), maxmem: MAX_MEMORY,
  }));
  return timingSafeEqual(actual, expected);
}

/** Whether a stored hash costs less than PASSWORD_COST, so that a sign-in with the right password should rehash it. */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split('$');
  if (scheme !== 'scrypt') return true;
  return Number(n) < PASSWORD_COST.N || Number(r) < PASSWORD_COST.r || Number(p) < PASSWORD_COST.p;
}

/**
 * A hash to verify against when the user name is unknown, at the full cost, so that the response time does not
 * reveal which names exist.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(12).toString('hex'));
  return decoyHash;
}
