// A data folder opened by one server cannot be opened by a second; a lock left by a dead process, or naming a
// process id that another program has since taken, is taken over.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatLock, lockDataFolder, parseLock, processStartTime } from './lock-file';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

function freshFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'his-lock-'));
  folders.push(folder);
  return folder;
}

const onLinux = processStartTime(process.pid) !== null;

describe('data folder lock', () => {
  it('refuses a second holder while the first is alive, and frees the folder on release', () => {
    const folder = freshFolder();
    const lock = lockDataFolder(folder);
    expect(() => lockDataFolder(folder)).toThrow(/in use by process/);
    lock.release();
    lockDataFolder(folder).release();
  });

  it('records the holder with its start time, so that a reused process id is not mistaken for it', () => {
    const folder = freshFolder();
    const lock = lockDataFolder(folder);
    const holder = parseLock(readFileSync(join(folder, 'his.lock'), 'utf8'));
    lock.release();
    expect(holder).toEqual({ pid: process.pid, startTime: processStartTime(process.pid) });
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const folder = freshFolder();
    writeFileSync(join(folder, 'his.lock'), '2147483646');
    expect(() => lockDataFolder(folder).release()).not.toThrow();
  });

  it.runIf(onLinux)('takes over a lock naming pid 1, alive but started at another time (a container restarted after a crash)', () => {
    const folder = freshFolder();
    writeFileSync(join(folder, 'his.lock'), formatLock({ pid: 1, startTime: `${processStartTime(1)}-earlier` }));
    expect(() => lockDataFolder(folder).release()).not.toThrow();
  });

  it.runIf(onLinux)('takes over a lock naming this very process with a wrong start time', () => {
    const folder = freshFolder();
    writeFileSync(join(folder, 'his.lock'), formatLock({ pid: process.pid, startTime: 'another-boot:1' }));
    expect(() => lockDataFolder(folder).release()).not.toThrow();
  });

  it('takes over an older version\'s bare pid when that pid is now this process', () => {
    const folder = freshFolder();
    writeFileSync(join(folder, 'his.lock'), String(process.pid));
    expect(() => lockDataFolder(folder).release()).not.toThrow();
  });

  it.runIf(onLinux)('still refuses when another live process holds it with a matching start time', () => {
    const folder = freshFolder();
    writeFileSync(join(folder, 'his.lock'), formatLock({ pid: 1, startTime: processStartTime(1) }));
    expect(() => lockDataFolder(folder)).toThrow(/in use by process 1\b/);
  });
});
