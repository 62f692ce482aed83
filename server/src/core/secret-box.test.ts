// The sealing of secret settings: a round trip, a wrong key and an altered value refused, and where the key comes from.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createSecretBox, isSealedSecret, loadSecretKey, SECRET_KEY_FILE, SecretKeyError } from './secret-box';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function folder(): string {
  const made = mkdtempSync(join(tmpdir(), 'his-secret-'));
  folders.push(made);
  return made;
}

describe('sealing a secret', () => {
  const box = createSecretBox(randomBytes(32));

  it('opens to the same text, in a form that does not hold it', () => {
    const sealed = box.seal('Mật khẩu cổng BHYT: 123@abc');
    expect(isSealedSecret(sealed)).toBe(true);
    expect(sealed.$secret).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
    expect(JSON.stringify(sealed)).not.toContain('123@abc');
    expect(box.open(sealed)).toBe('Mật khẩu cổng BHYT: 123@abc');
  });

  it('seals the same text differently each time', () => {
    expect(box.seal('x').$secret).not.toBe(box.seal('x').$secret);
  });

  it('refuses to open with another key', () => {
    const sealed = box.seal('secret');
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow();
  });

  it.each([
    ['the ciphertext', 3],
    ['the tag', 2],
    ['the iv', 1],
  ])('refuses a value whose %s was altered', (_part, index) => {
    const parts = box.seal('secret value').$secret.split(':');
    const bytes = Buffer.from(parts[index]!, 'base64url');
    bytes[0] = bytes[0]! ^ 1;
    parts[index] = bytes.toString('base64url');
    expect(() => box.open({ $secret: parts.join(':') })).toThrow();
  });

  it('refuses a key of the wrong size and an unknown form', () => {
    expect(() => createSecretBox(randomBytes(16))).toThrow(SecretKeyError);
    expect(() => box.open({ $secret: 'v0:a:b:c' })).toThrow(SecretKeyError);
  });
});

describe('the key', () => {
  it('comes from HIS_SECRET_KEY first, which must be 32 bytes', () => {
    const key = randomBytes(32);
    expect(loadSecretKey({ envKey: key.toString('base64'), dataDir: folder() })).toEqual(key);
    expect(() => loadSecretKey({ envKey: randomBytes(8).toString('base64') })).toThrow(/HIS_SECRET_KEY/);
  });

  it('is created once in the data folder, readable by its owner only, and read again on the next start', () => {
    const dataDir = folder();
    const first = loadSecretKey({ dataDir });
    const file = join(dataDir, SECRET_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadSecretKey({ dataDir })).toEqual(first);
  });

  it('comes from a named key file before the data folder', () => {
    const file = join(folder(), 'keys', 'his.key');
    const key = randomBytes(32);
    loadSecretKey({ keyFile: file });
    writeFileSync(file, key.toString('base64'));
    expect(loadSecretKey({ keyFile: file, dataDir: folder() })).toEqual(key);
    writeFileSync(file, 'short');
    expect(() => loadSecretKey({ keyFile: file })).toThrow(SecretKeyError);
    expect(readFileSync(file, 'utf8')).toBe('short');
  });

  it('is one for the process alone when the database is in memory, and none on a server database without one', () => {
    expect(loadSecretKey({ inMemory: true })).toHaveLength(32);
    expect(loadSecretKey({})).toBeNull();
  });
});
