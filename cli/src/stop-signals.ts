// Ends a long-running command cleanly on Ctrl-C, on SIGTERM, and when the npm that started it goes away.
//
// `npx his start` and `npm start` run this process under `npm → sh → node`. npm passes SIGTERM to the shell, and
// the shell dies without passing it on: the server was left running, holding its port and its data folder.

/** How often the parent process is looked at, when npm started this one. */
const PARENT_POLL_MS = 500;

export interface StopWatchOptions {
  /** When set (npm sets npm_command for every script and `npx`), the process also stops once its parent is gone. */
  startedByNpm?: boolean;
  pollMs?: number;
}

/**
 * Runs `stop` once, on the first SIGINT or SIGTERM, or when the parent changes (it died and this process was
 * adopted); a second signal while stopping exits at once. A server that is started by hand, by systemd or with
 * nohup is left alone when its parent goes: only npm's children are tied to it.
 */
export function stopOnSignals(stop: () => Promise<void>, { startedByNpm = Boolean(process.env.npm_command), pollMs = PARENT_POLL_MS }: StopWatchOptions = {}): void {
  let stopping = false;
  const parent = process.ppid;
  const once = () => {
    if (stopping) {
      process.exit(130);
    }
    stopping = true;
    clearInterval(watch);
    void stop();
  };
  process.on('SIGINT', once);
  process.on('SIGTERM', once);
  const watch = setInterval(() => {
    if (startedByNpm && process.ppid !== parent) once();
  }, pollMs);
  watch.unref();
}
