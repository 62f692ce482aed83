// A data folder opened by one server cannot be opened by a second; a lock left by a dead process is taken over.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataFolder } from './lock-file';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

function freshFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'his-lock-'));
  folders.push(folder);
  return folder;
}

describe('data folder lock', () => {
  it('refuses a second holder while the first is alive, and frees the folder on release', () => {
    const folder = freshFolder();
    const lock = lockDataFolder(folder);
    expect(() => lockDataFolder(folder)).toThrow(/in use by process/);
    lock.release();
    lockDataFolder(folder).release();
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const folder = freshFolder();
    writeFileSync(join(folder, 'his.lock'), '2147483646');
    expect(() => lockDataFolder(folder).release()).not.toThrow();
  });
});
