// Old change marks (sdk/server/change-marks.ts) are pruned at start and every hour: readers that looked within half
// the time marks are kept never miss one, and the table holds about two days of writes.
import { pruneChangeMarks, type Db, type Logger } from '@his/sdk/server';

const EVERY_MS = 60 * 60 * 1000;

export interface ChangeMarkPruning {
  stop(): Promise<void>;
}

export function scheduleChangeMarkPruning(db: Db, log: Logger): ChangeMarkPruning {
  let running: Promise<unknown> = Promise.resolve();
  const prune = () => {
    running = pruneChangeMarks(db)
      .then((removed) => removed > 0 && log.info('changeMarks.pruned', { removed }))
      .catch((error: unknown) => log.error('changeMarks.pruneFailed', { error: String(error) }));
  };
  prune();
  // The timer keeps no process alive.
  const timer = setInterval(prune, EVERY_MS).unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
