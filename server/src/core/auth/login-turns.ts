// Sign-in attempts of one user name from one address take turns in this process, at most as many at once as the
// limit lets be checked, first come first served. The database still decides (rate-limit.ts), across processes
// too; the turns only spare it waiting attempts that would poll it, and no waiting attempt is starved.
import { MAX_FAILURES_PER_USER_ADDRESS } from './login-delays';
import { createSlots, type Slots } from './slots';

const lines = new Map<string, { slots: Slots; holders: number }>();

export async function inLoginTurn<T>(username: string, address: string, work: () => Promise<T>): Promise<T> {
  const key = `${username.toLowerCase()}\n${address}`;
  let line = lines.get(key);
  if (!line) {
    line = { slots: createSlots(MAX_FAILURES_PER_USER_ADDRESS), holders: 0 };
    lines.set(key, line);
  }
  line.holders++;
  try {
    return await line.slots.run(work);
  } finally {
    // Nothing is kept for a user name and address once its last attempt is answered.
    if (--line.holders === 0) lines.delete(key);
  }
}
