// The semaphore that bounds concurrent password hashes and sign-in attempts: never more than its size, in order.
import { describe, expect, it } from 'vitest';
import { createSlots } from './slots';

describe('createSlots', () => {
  it('runs at most its size at once and the waiting ones first come first served', async () => {
    const slots = createSlots(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const work = (id: number) => slots.run(async () => {
      started.push(id);
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      return id;
    });
    const results = await Promise.all([1, 2, 3, 4, 5, 6].map(work));
    expect(results).toEqual([1, 2, 3, 4, 5, 6]);
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5, 6]);
    expect(slots.waiting).toBe(0);
  });

  it('frees the slot of a run that fails', async () => {
    const slots = createSlots(1);
    await expect(slots.run(() => Promise.reject(new Error('scrypt refused')))).rejects.toThrow('scrypt refused');
    expect(await slots.run(async () => 'next')).toBe('next');
  });
});
