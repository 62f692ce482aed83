// A lock file in the data folder: PGlite takes no lock of its own, and two processes writing one folder corrupt it.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

export interface DataFolderLock { release(): void }

/** What the file says about its holder. */
export interface LockHolder {
  pid: number;
  /** When the holder process started (Linux clock ticks since boot), or null where that cannot be read. */
  startTime: string | null;
  /** Written by an older version: a bare pid. */
  legacy?: boolean;
}

/** Tells a lock file of ours apart from any other file, and from the plain pid that older versions wrote. */
const MARKER = 'his-data-lock';

export function lockDataFolder(dataDir: string): DataFolderLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'his.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, formatLock({ pid: process.pid, startTime: processStartTime(process.pid) }));
      closeSync(fd);
      return { release: () => { try { unlinkSync(path); } catch { /* already gone */ } } };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = parseLock(readFileSync(path, 'utf8'));
      if (holder && holderIsAlive(holder)) {
        throw new Error(`The data folder ${dataDir} is in use by process ${holder.pid}. Stop that server first, or start this one with another --data folder.`, { cause: error });
      }
      // Left behind by a process that died (kill -9, power loss, a container restarted): take it over.
      unlinkSync(path);
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}.`);
}

export function formatLock(holder: LockHolder): string {
  return `${JSON.stringify({ [MARKER]: 1, pid: holder.pid, startTime: holder.startTime })}\n`;
}

/** The holder a lock file names; a bare pid (older versions) has no start time. Null for anything unreadable. */
export function parseLock(text: string): LockHolder | null {
  const bare = Number(text.trim());
  if (Number.isInteger(bare) && bare > 0) return { pid: bare, startTime: null, legacy: true };
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    if (value[MARKER] !== 1 || !Number.isInteger(value.pid) || (value.pid as number) <= 0) return null;
    return { pid: value.pid as number, startTime: typeof value.startTime === 'string' ? value.startTime : null };
  } catch {
    return null;
  }
}

/**
 * Whether the process that wrote the lock still runs. Process ids are reused: after a crash in a container the
 * new server is often pid 1 again, the very id in the file. A pid that is alive counts only if it started when
 * the holder did; where start times cannot be read (not Linux) the pid alone decides.
 */
export function holderIsAlive(holder: LockHolder): boolean {
  if (!processIsAlive(holder.pid)) return false;
  // An older version's file cannot name this process, which is taking the lock only now.
  if (holder.legacy) return holder.pid !== process.pid;
  const current = processStartTime(holder.pid);
  return holder.startTime === null || current === null || holder.startTime === current;
}

/**
 * When a process started: field 22 of /proc/<pid>/stat (clock ticks since boot), prefixed with the boot's id since
 * ticks restart at every boot. Null where there is no /proc.
 */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count fields after its closing one.
    const ticks = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[22 - 3];
    if (!ticks) return null;
    return `${bootId()}:${ticks}`;
  } catch {
    return null;
  }
}

function bootId(): string {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return '';
  }
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
