// Secret settings on the server side: where the key comes from, decrypting for server code, masking for the audit log.
import { eq } from 'drizzle-orm';
import { HisError, badInput, type RequestContext, type SettingsAccess } from '@his/sdk/server';
import type { HostContext } from '../context';
import type { DatabaseOptions } from '../db/connection';
import type { Runtime } from '../runtime';
import { createSecretBox, isSealedSecret, loadSecretKey, type SecretBox } from './secret-box';
import type { SettingsSchema } from './setting-declarations';
import { settings } from './tables';

/** The box sealing this server's secrets: HIS_SECRET_KEY, else the key file, else one in the embedded database's folder. */
export function secretBoxFor(options: { database: DatabaseOptions; secretKeyFile?: string }): SecretBox | null {
  const database = options.database;
  const key = loadSecretKey({
    envKey: process.env.HIS_SECRET_KEY,
    keyFile: options.secretKeyFile ?? process.env.HIS_SECRET_KEY_FILE,
    dataDir: 'dataDir' in database ? database.dataDir : undefined,
    inMemory: !('url' in database) && !database.dataDir,
  });
  return key ? createSecretBox(key) : null;
}

/** The box, or BAD_USER_INPUT on `field` saying that the server has no key to keep a secret with. */
export function requireSecretBox(runtime: Runtime, field: string): SecretBox {
  if (!runtime.secrets) throw badInput('settings.secretKeyMissing', field);
  return runtime.secrets;
}

export function isSecretSet(stored: unknown): boolean {
  return isSealedSecret(stored);
}

/** What the audit log shows of a secret: whether it is set and, for the keys a change sent, that it changed. */
function maskedSecret(value: unknown, changed: boolean): unknown {
  // Already masked (an entry read back): kept as it was written, with its changed flag.
  if (isMask(value) && !changed) return value;
  // Rows written before secrets were declared hold the value itself (or '***'): it is set all the same.
  const isSet = isMask(value) ? value.isSet : value !== undefined && value !== null && value !== '';
  return changed ? { isSet, changed: true } : { isSet };
}

function isMask(value: unknown): value is { isSet: boolean; changed?: true } {
  return !!value && typeof value === 'object' && typeof (value as { isSet?: unknown }).isSet === 'boolean' && Object.keys(value).every((key) => key === 'isSet' || key === 'changed');
}

/**
 * A settings block as the audit log may hold and show it: declared keys only (an old undeclared key may be a
 * credential nobody marked), each secret masked. `changedKeys` are the keys the change sent.
 */
export function auditedBlock(schema: SettingsSchema, block: string, value: unknown, changedKeys: readonly string[] = []): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const audited: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    const declaration = schema.find(block, key);
    if (!declaration) continue;
    audited[key] = declaration.secret ? maskedSecret(inner, changedKeys.includes(key)) : inner;
  }
  return audited;
}

/** The runtime behind a request context: every context the host builds carries it. */
function runtimeOf(ctx: RequestContext): Runtime {
  return (ctx as HostContext).runtime;
}

export const settingsAccess: SettingsAccess = {
  async readSecret(ctx, block, key) {
    const runtime = runtimeOf(ctx);
    const declaration = runtime.settings.find(block, key);
    // Server code asking for a key nobody declared secret is a programming mistake, not a user's.
    if (!declaration?.secret) throw new HisError('INTERNAL_SERVER_ERROR', 'settings.notSecret', { params: { key: `${block}.${key}` } });
    const [row] = await ctx.db.select().from(settings).where(eq(settings.type, block));
    const stored = (row?.value as Record<string, unknown> | undefined)?.[key];
    if (!isSealedSecret(stored)) return null;
    try {
      return requireSecretBox(runtime, key).open(stored);
    } catch (error) {
      // A key other than the one that sealed it (lost or replaced): the secret must be entered again.
      runtime.log.error('settings.secretUnreadable', { setting: `${block}.${key}`, error: String(error) });
      throw new HisError('INTERNAL_SERVER_ERROR', 'settings.secretUnreadable', { params: { key: `${block}.${key}` } });
    }
  },
  async read(ctx, block, key) {
    const runtime = runtimeOf(ctx);
    const declaration = runtime.settings.find(block, key);
    if (!declaration || declaration.secret) throw new HisError('INTERNAL_SERVER_ERROR', 'settings.notDeclared', { params: { key: `${block}.${key}` } });
    const [row] = await ctx.db.select().from(settings).where(eq(settings.type, block));
    const stored = (row?.value as Record<string, unknown> | undefined) ?? {};
    if (key in stored && stored[key] !== null) return stored[key];
    const variantBlock = (runtime.variant.settings as unknown as Record<string, Record<string, unknown> | undefined>)[block];
    const fromVariant = block === 'general' ? (runtime.variant.settings as unknown as Record<string, unknown>)[key] : variantBlock?.[key];
    return fromVariant ?? declaration.default;
  },
  auditView: (ctx, block, value) => auditedBlock(runtimeOf(ctx).settings, block, value),
};
