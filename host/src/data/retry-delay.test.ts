import { describe, expect, it } from 'vitest';
import { retryDelay } from './retry-delay';

describe('retryDelay', () => {
  const options = { baseMs: 500, maxMs: 5_000 };
  it.each([
    ['the first retry, shortest jitter', 0, 0, 250],
    ['the first retry, longest jitter', 0, 1, 500],
    ['the third retry doubles twice', 2, 1, 2_000],
    ['the fifth retry is capped', 4, 1, 5_000],
    ['the hundredth retry stays capped', 100, 0, 2_500],
  ])('%s', (_case, retries, random, expected) => {
    expect(retryDelay(retries, options, () => random)).toBe(expected);
  });
});
