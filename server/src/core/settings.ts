// Settings: getSetting, getAppInfo and updateSettingType, stored per type with the variant's defaults.
import { eq } from 'drizzle-orm';
import type { VariantManifest, VariantSettings } from '@his/sdk';
import { badInput, type Db, type ResolverMap } from '@his/sdk/server';
import type { HostContext } from '../context';
import { settings } from './tables';
import { isSecretKey } from './secret-keys';

export const settingsSchema = /* GraphQL */ `
type Setting {
  appType: String!
  systemType: String!
  defaultLanguage: String!
  isShowIconLanguage: Boolean!
  his: JSON!
  print: JSON!
  smartPharma: JSON!
}

type AppInfo {
  version: String!
  appType: String!
  systemType: String!
  defaultLanguage: String!
  isShowIconLanguage: Boolean!
  his: JSON!
  print: JSON!
  "The variant's title in the request's language."
  title: String!
  variant: String!
}

extend type Query {
  "Every setting; secrets only for holders of settings.edit."
  getSetting: Setting!
  "Public: what the login page needs before anyone signs in. Never carries secrets."
  getAppInfo: AppInfo!
}

extend type Mutation {
  "Updates one block of settings: general (defaultLanguage, isShowIconLanguage), his, print or smartPharma. Keys not sent stay as they are."
  updateSettingType(type: String!, input: JSON!): Setting!
}
`;

export const SETTING_TYPES = ['general', 'his', 'print', 'smartPharma'] as const;
type SettingType = (typeof SETTING_TYPES)[number];
type StoredSettings = Pick<VariantSettings, 'defaultLanguage' | 'isShowIconLanguage' | 'his' | 'print' | 'smartPharma'>;

export async function seedSettings(tx: Db, variant: VariantManifest): Promise<void> {
  const { defaultLanguage, isShowIconLanguage, his, print, smartPharma } = variant.settings;
  const rows: { type: SettingType; value: unknown }[] = [
    { type: 'general', value: { defaultLanguage, isShowIconLanguage } },
    { type: 'his', value: his },
    { type: 'print', value: print },
    { type: 'smartPharma', value: smartPharma },
  ];
  await tx.insert(settings).values(rows).onConflictDoNothing();
}

export async function readSettings(db: Db, variant: VariantManifest): Promise<StoredSettings> {
  const rows = await db.select().from(settings);
  const stored = Object.fromEntries(rows.map((row) => [row.type, row.value])) as Record<string, Record<string, unknown>>;
  const defaults = variant.settings;
  return {
    defaultLanguage: (stored.general?.defaultLanguage as StoredSettings['defaultLanguage']) ?? defaults.defaultLanguage,
    isShowIconLanguage: (stored.general?.isShowIconLanguage as boolean) ?? defaults.isShowIconLanguage,
    his: stored.his ?? defaults.his,
    print: stored.print ?? defaults.print,
    smartPharma: stored.smartPharma ?? defaults.smartPharma,
  };
}

function withoutSecrets(block: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(block)
      .filter(([key]) => !isSecretKey(key))
      .map(([key, value]) => [key, value && typeof value === 'object' && !Array.isArray(value) ? withoutSecrets(value as Record<string, unknown>) : value]),
  );
}

function settingView(variant: VariantManifest, stored: StoredSettings, showSecrets: boolean) {
  const hide = (block: Record<string, unknown>) => (showSecrets ? block : withoutSecrets(block));
  return { ...stored, appType: variant.appType, systemType: variant.systemType, his: hide(stored.his), print: hide(stored.print), smartPharma: hide(stored.smartPharma) };
}

export const settingsResolvers: ResolverMap = {
  Query: {
    async getSetting(_: unknown, __: unknown, ctx: HostContext) {
      const viewer = ctx.requireViewer();
      const stored = await readSettings(ctx.db, ctx.variant);
      return settingView(ctx.variant, stored, viewer.permissions.has('*') || viewer.permissions.has('settings.edit'));
    },
    async getAppInfo(_: unknown, __: unknown, ctx: HostContext) {
      const stored = await readSettings(ctx.db, ctx.variant);
      return {
        ...settingView(ctx.variant, stored, false),
        version: ctx.runtime.version,
        title: ctx.variant.title[ctx.lang],
        variant: ctx.variant.id,
      };
    },
  },
  Mutation: {
    async updateSettingType(_: unknown, args: { type: string; input: unknown }, ctx: HostContext) {
      const viewer = ctx.requirePermission('settings.edit');
      if (!SETTING_TYPES.includes(args.type as SettingType)) throw badInput('validation.unknownSettingType', 'type', { values: SETTING_TYPES.join(', ') });
      const type = args.type as SettingType;
      if (!args.input || typeof args.input !== 'object' || Array.isArray(args.input)) throw badInput('validation.mustBeObject', 'input');
      const input = args.input as Record<string, unknown>;
      if (type === 'general') validateGeneral(input);
      await ctx.write(async ({ tx, audit, emit }) => {
        const [current] = await tx.select().from(settings).where(eq(settings.type, type)).for('update');
        const before = (current?.value ?? {}) as Record<string, unknown>;
        const after = { ...before, ...input };
        await tx.insert(settings).values({ type, value: after }).onConflictDoUpdate({ target: settings.type, set: { value: after, updatedAt: new Date() } });
        await audit({ action: 'UPDATE', entity: 'Setting', entityId: type, before, after });
        emit({ module: 'Setting', process: 'update', idNodes: [viewer.nodeId], data: { type } });
      });
      return settingView(ctx.variant, await readSettings(ctx.db, ctx.variant), true);
    },
  },
};

function validateGeneral(input: Record<string, unknown>): void {
  for (const key of Object.keys(input)) {
    if (key !== 'defaultLanguage' && key !== 'isShowIconLanguage') throw badInput('validation.oneOf', key, { values: 'defaultLanguage, isShowIconLanguage' });
  }
  if ('defaultLanguage' in input && input.defaultLanguage !== 'vi' && input.defaultLanguage !== 'en') {
    throw badInput('validation.oneOf', 'defaultLanguage', { values: 'vi, en' });
  }
  if ('isShowIconLanguage' in input && typeof input.isShowIconLanguage !== 'boolean') {
    throw badInput('validation.oneOf', 'isShowIconLanguage', { values: 'true, false' });
  }
}
