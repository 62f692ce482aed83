// A lock file in the data folder: PGlite takes no lock of its own, and two processes writing one folder corrupt it.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

export interface DataFolderLock { release(): void }

export function lockDataFolder(dataDir: string): DataFolderLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'his.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return { release: () => { try { unlinkSync(path); } catch { /* already gone */ } } };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(path, 'utf8'));
      if (holder && processIsAlive(holder)) {
        throw new Error(`The data folder ${dataDir} is in use by process ${holder}. Stop that server first, or start this one with another --data folder.`, { cause: error });
      }
      // Left behind by a process that died (kill -9, power loss): take it over.
      unlinkSync(path);
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}.`);
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
