// What the core provides the plugins about settings (see ../provided.ts): the clear value of a secret setting for
// the server code that signs in to an outside service, and the audited form of a settings block.
import type { RequestContext } from '../plugin';
import { providedKey } from '../provided';

export interface SettingsAccess {
  /**
   * The decrypted value of a setting declared secret (an insurance portal password, an e-invoice account's),
   * or null when it is not set. Only for calling the outside service: never return or log it.
   */
  readSecret(ctx: RequestContext, block: string, key: string): Promise<string | null>;
  /**
   * The value of a declared setting that is not secret, as the settings screen shows it: the stored value, else the
   * variant's, else the declaration's default; undefined when none is set.
   */
  read(ctx: RequestContext, block: string, key: string): Promise<unknown>;
  /** An audited settings block as it may be shown: declared keys only, secret ones masked. */
  auditView(ctx: RequestContext, block: string, value: unknown): unknown;
}

export const SETTINGS_ACCESS = providedKey<SettingsAccess>('core.settings');

/** The decrypted value of a secret setting; see SettingsAccess.readSecret. */
export function readSecretSetting(ctx: RequestContext, block: string, key: string): Promise<string | null> {
  return ctx.provided(SETTINGS_ACCESS).readSecret(ctx, block, key);
}

/** The value of a declared, non-secret setting; see SettingsAccess.read. */
export function readSetting(ctx: RequestContext, block: string, key: string): Promise<unknown> {
  return ctx.provided(SETTINGS_ACCESS).read(ctx, block, key);
}
