// A counting semaphore, first come first served: password hashes take turns (each takes 128 MiB), and so do the
// sign-in attempts of one user name from one address.

export interface Slots {
  /** Runs `work` once a slot is free, and frees it when the work settles. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** How many runs are waiting for a slot now. */
  readonly waiting: number;
}

export function createSlots(size: number): Slots {
  let busy = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    const next = queue.shift();
    // The slot passes straight to the next in line, so `busy` never dips and lets a newcomer jump the queue.
    if (next) next();
    else busy--;
  };
  return {
    async run(work) {
      if (busy < size) busy++;
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await work();
      } finally {
        release();
      }
    },
    get waiting() {
      return queue.length;
    },
  };
}
