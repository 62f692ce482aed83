// Encrypts secret settings with AES-256-GCM under a key kept outside the database (environment or key file).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The stored form of a secret value: `{ "$secret": "v1:<iv>:<tag>:<ciphertext>" }`, each part base64url. */
export interface SealedSecret {
  $secret: string;
}

const VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;

/** The file name of the key the server creates in the embedded database's folder. */
export const SECRET_KEY_FILE = 'his-secret.key';

export class SecretKeyError extends Error {
  override name = 'SecretKeyError';
}

export interface SecretBox {
  seal(plain: string): SealedSecret;
  /** The plain text, or a thrown error when the key is not the one that sealed it or the value was altered. */
  open(sealed: SealedSecret): string;
}

export function isSealedSecret(value: unknown): value is SealedSecret {
  return !!value && typeof value === 'object' && !Array.isArray(value) && typeof (value as SealedSecret).$secret === 'string';
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== KEY_BYTES) throw new SecretKeyError(`A secret key is ${KEY_BYTES} bytes; this one is ${key.length}.`);
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return { $secret: [VERSION, iv.toString('base64url'), tag.toString('base64url'), ciphertext.toString('base64url')].join(':') };
    },
    open(sealed) {
      const [version, iv, tag, ciphertext] = sealed.$secret.split(':');
      if (version !== VERSION || iv === undefined || tag === undefined || ciphertext === undefined) throw new SecretKeyError('Unknown form of a sealed secret.');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

export interface SecretKeySource {
  /** Base64 of 32 bytes (HIS_SECRET_KEY); wins over every file. */
  envKey?: string;
  /** A key file named by the operator; created when missing. */
  keyFile?: string;
  /** The embedded database's folder, where the key file is created when no other source is given. */
  dataDir?: string;
  /** The database lives in memory: a key for this process alone is enough, since the secrets die with it. */
  inMemory?: boolean;
}

/**
 * The key that seals secret settings, or null when there is none (a PostgreSQL server with neither
 * HIS_SECRET_KEY nor a key file): the server then starts, but refuses to store or read a secret.
 */
export function loadSecretKey(source: SecretKeySource): Buffer | null {
  if (source.envKey) {
    const key = Buffer.from(source.envKey, 'base64');
    if (key.length !== KEY_BYTES) throw new SecretKeyError(`HIS_SECRET_KEY must be the base64 of ${KEY_BYTES} bytes (openssl rand -base64 32); it decodes to ${key.length}.`);
    return key;
  }
  const file = source.keyFile ?? (source.dataDir ? join(source.dataDir, SECRET_KEY_FILE) : undefined);
  if (file) return readOrCreateKeyFile(file);
  return source.inMemory ? randomBytes(KEY_BYTES) : null;
}

function readOrCreateKeyFile(file: string): Buffer {
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    // 'wx' fails if another process created it meanwhile: then its key is the one to read.
    try {
      writeFileSync(file, randomBytes(KEY_BYTES).toString('base64') + '\n', { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    // The mode given at creation is narrowed by the umask, never widened; this makes it exact.
    chmodSync(file, 0o600);
  }
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== KEY_BYTES) throw new SecretKeyError(`The secret key file ${file} must hold the base64 of ${KEY_BYTES} bytes; it decodes to ${key.length}.`);
  return key;
}
