// Makes embedded PGlite flush each commit to disk, so an acknowledged write survives a power cut, not only a crash.
import { closeSync, fsyncSync, openSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * PGlite starts PostgreSQL with `-F` (fsync off). Even with it on, two layers of its WASM runtime would drop the
 * flush: fdatasync() is a no-op there, and its Node file system has no fsync at all. So PostgreSQL is told to use
 * fsync() for the WAL, and the file system below is given a real one.
 */
export function durableStartParams(): string[] {
  return [...PGlite.defaultStartParams.filter((param) => param !== '-F'), '-c', 'wal_sync_method=fsync'];
}

/** The parts of PGlite's Emscripten module this relies on; a PGlite upgrade that changes them fails the durability test. */
interface EmscriptenNodeFs {
  NODEFS: {
    stream_ops: Record<string, unknown>;
    tryFSOperation<T>(operation: () => T): T;
  };
}

/** PGlite's Node file system whose fsync reaches the disk; `sync` is replaceable so that a test can count the calls. */
export class DurableNodeFS extends NodeFS {
  constructor(dataDir: string, private readonly sync: (fd: number) => void = fsyncSync) {
    super(dataDir);
  }

  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const result = await super.init(...args);
    const sync = this.sync;
    const preRun = result.emscriptenOpts.preRun;
    result.emscriptenOpts.preRun = [
      ...(Array.isArray(preRun) ? preRun : preRun ? [preRun] : []),
      (module: EmscriptenNodeFs) => {
        const nodefs = module.NODEFS;
        // Every file and folder of the mount shares this one stream_ops object.
        nodefs.stream_ops.fsync = (stream: { nfd?: number }) => {
          if (typeof stream.nfd === 'number') nodefs.tryFSOperation(() => sync(stream.nfd!));
          return 0;
        };
      },
    ] as never;
    return result;
  }
}

/**
 * Flushes every file and folder under `dir`: a new database folder is written by PGlite's initdb without any
 * flush, and a power cut in the next few seconds would otherwise leave a folder that cannot start.
 */
export function syncTree(dir: string, sync: (fd: number) => void = fsyncSync): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) syncTree(path, sync);
    else if (entry.isFile()) syncPath(path, sync);
  }
  syncPath(dir, sync);
}

function syncPath(path: string, sync: (fd: number) => void): void {
  const fd = openSync(path, 'r');
  try {
    sync(fd);
  } finally {
    closeSync(fd);
  }
}
