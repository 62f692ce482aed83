// How long the realtime socket waits before its next attempt to reconnect.

export interface RetryDelayOptions {
  /** The wait before the first retry, before jitter. */
  baseMs: number;
  /** No wait is longer: staff should be back at work within seconds of the server returning. */
  maxMs: number;
}

export const DEFAULT_RETRY_DELAY: RetryDelayOptions = { baseMs: 500, maxMs: 5_000 };

/**
 * Exponential backoff with jitter: each wait lies between half and all of min(max, base·2^retries), so
 * the clients of a whole hospital do not all knock at the same instant when its server comes back.
 */
export function retryDelay(retries: number, options: RetryDelayOptions = DEFAULT_RETRY_DELAY, random: () => number = Math.random): number {
  const ceiling = Math.min(options.maxMs, options.baseMs * 2 ** Math.max(0, retries));
  return Math.round(ceiling * (0.5 + random() / 2));
}
