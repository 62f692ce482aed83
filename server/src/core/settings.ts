// Settings: getSetting, getAppInfo, settingDeclarations and updateSettingType, by the settings schema the core and plugins declare.
import { eq } from 'drizzle-orm';
import { isSettingBlock, SETTING_BLOCKS, valueProblem, type SettingBlock, type SettingDeclaration, type VariantManifest } from '@his/sdk';
import { badInput, type Db, type ResolverMap } from '@his/sdk/server';
import type { HostContext } from '../context';
import { settings } from './tables';
import type { SettingsSchema } from './setting-declarations';
import { auditedBlock, isSecretSet, requireSecretBox } from './secret-settings';

export const settingsSchema = /* GraphQL */ `
type Setting {
  appType: String!
  systemType: String!
  defaultLanguage: String!
  isShowIconLanguage: Boolean!
  "Declared settings of the block with their values; secret ones are never included (see secretsSet)."
  his: JSON!
  print: JSON!
  smartPharma: JSON!
  "The secret settings that hold a value, as block.key (his.congBHYT_MatKhau): their values never leave the server."
  secretsSet: [String!]!
}

type AppInfo {
  version: String!
  appType: String!
  systemType: String!
  defaultLanguage: String!
  isShowIconLanguage: Boolean!
  "Only the settings declared public."
  his: JSON!
  "Only the settings declared public."
  print: JSON!
  "The variant's title in the request's language."
  title: String!
  variant: String!
}

"""
One setting the server accepts: its block (general, his, print or smartPharma), key and kind (boolean, text,
number, textList or json). A secret one is stored encrypted, set only with settings.manage and read back only
as set or not (Setting.secretsSet); a public one is sent to the login page.
"""
type SettingDeclaration {
  block: String!
  key: String!
  kind: String!
  "The label in Vietnamese."
  labelVi: String!
  "The label in English."
  labelEn: String!
  secret: Boolean!
  public: Boolean!
  "The only values a text setting takes; null when any text goes."
  choices: [String!]
}

extend type Query {
  "Every declared setting with its value; secret ones only as set or not, to every role."
  getSetting: Setting!
  "Public: what the login page needs before anyone signs in: the settings declared public."
  getAppInfo: AppInfo!
  "What each setting is: the settings screen draws its fields from these."
  settingDeclarations: [SettingDeclaration!]!
}

extend type Mutation {
  """
  Updates declared keys of one block (general, his, print or smartPharma); keys not sent stay as they are, and
  null returns one to its default. A key nobody declared is refused. Needs settings.edit, and settings.manage for a secret key.
  """
  updateSettingType(type: String!, input: JSON!): Setting!
}
`;

type Block = Record<string, unknown>;
type StoredBlocks = Record<SettingBlock, Block>;

export async function seedSettings(tx: Db, variant: VariantManifest): Promise<void> {
  const rows = SETTING_BLOCKS.map((type) => ({ type, value: variantDefaults(variant, type) }));
  await tx.insert(settings).values(rows).onConflictDoNothing();
}

function asBlock(value: unknown): Block {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Block) : {};
}

function variantDefaults(variant: VariantManifest, block: SettingBlock): Block {
  const { defaultLanguage, isShowIconLanguage } = variant.settings;
  return block === 'general' ? { defaultLanguage, isShowIconLanguage } : asBlock(variant.settings[block]);
}

/** The stored rows as they are, secrets sealed and undeclared keys included: for this module's eyes only. */
async function readStoredBlocks(db: Db): Promise<StoredBlocks> {
  const rows = await db.select().from(settings);
  const stored = Object.fromEntries(rows.map((row) => [row.type, asBlock(row.value)]));
  return Object.fromEntries(SETTING_BLOCKS.map((block) => [block, stored[block] ?? {}])) as StoredBlocks;
}

/**
 * What a reader sees of a block: the declared settings that `shown` lets through, stored value first, then the
 * variant's, then the declaration's default. Never a secret, never a key nobody declared (old data).
 */
function visibleBlock(schema: SettingsSchema, variant: VariantManifest, block: SettingBlock, stored: Block, shown: (declaration: SettingDeclaration) => boolean): Block {
  const defaults = variantDefaults(variant, block);
  const visible: Block = {};
  for (const declaration of schema.ofBlock(block)) {
    if (declaration.secret || !shown(declaration)) continue;
    const value = declaration.key in stored ? stored[declaration.key] : declaration.key in defaults ? defaults[declaration.key] : declaration.default;
    if (value !== undefined && value !== null) visible[declaration.key] = value;
  }
  return visible;
}

function settingView(ctx: HostContext, stored: StoredBlocks) {
  const { settings: schema, variant } = ctx.runtime;
  const shown = (block: SettingBlock) => visibleBlock(schema, variant, block, stored[block], () => true);
  const general = shown('general');
  return {
    appType: variant.appType,
    systemType: variant.systemType,
    defaultLanguage: general.defaultLanguage ?? variant.settings.defaultLanguage,
    isShowIconLanguage: general.isShowIconLanguage ?? variant.settings.isShowIconLanguage,
    his: shown('his'),
    print: shown('print'),
    smartPharma: shown('smartPharma'),
    secretsSet: schema.all.filter((declaration) => declaration.secret && isSecretSet(stored[declaration.block][declaration.key])).map((declaration) => `${declaration.block}.${declaration.key}`),
  };
}

/** A declaration as the SettingDeclaration type sends it. */
function declarationView(declaration: SettingDeclaration) {
  return {
    block: declaration.block,
    key: declaration.key,
    kind: declaration.kind,
    labelVi: declaration.label.vi,
    labelEn: declaration.label.en,
    secret: declaration.secret === true,
    public: declaration.public === true,
    choices: declaration.choices ?? null,
  };
}

/** The declarations of the keys sent, or BAD_USER_INPUT naming the first key nobody declared or whose value does not fit. */
function declarationsOfInput(schema: SettingsSchema, block: SettingBlock, input: Block): SettingDeclaration[] {
  return Object.entries(input).map(([key, value]) => {
    const declaration = schema.find(block, key);
    if (!declaration) throw badInput('settings.unknownKey', key, { key, block });
    const problem = valueProblem(declaration, value);
    if (problem) throw badInput(problem.key, key, problem.params);
    return declaration;
  });
}

/**
 * FORBIDDEN unless the caller may change every key sent: a secret needs settings.manage, anything else (a key
 * nobody declared too) settings.edit. Checked before the input is, so that a refused caller learns nothing of it.
 */
function requireRightsFor(ctx: HostContext, schema: SettingsSchema, block: SettingBlock, keys: readonly string[]): void {
  const secret = keys.filter((key) => schema.find(block, key)?.secret);
  // A credential is a step above the flags: whoever may tune the flags may not replace a portal password.
  if (secret.length > 0) ctx.requirePermission('settings.manage');
  if (secret.length < keys.length || keys.length === 0) ctx.requirePermission('settings.edit');
}

export const settingsResolvers: ResolverMap = {
  Query: {
    async getSetting(_: unknown, __: unknown, ctx: HostContext) {
      ctx.requireViewer();
      return settingView(ctx, await readStoredBlocks(ctx.db));
    },
    async getAppInfo(_: unknown, __: unknown, ctx: HostContext) {
      const { settings: schema, variant } = ctx.runtime;
      const stored = await readStoredBlocks(ctx.db);
      const isPublic = (declaration: SettingDeclaration) => declaration.public === true;
      const general = visibleBlock(schema, variant, 'general', stored.general, isPublic);
      return {
        appType: variant.appType,
        systemType: variant.systemType,
        defaultLanguage: general.defaultLanguage ?? variant.settings.defaultLanguage,
        isShowIconLanguage: general.isShowIconLanguage ?? variant.settings.isShowIconLanguage,
        his: visibleBlock(schema, variant, 'his', stored.his, isPublic),
        print: visibleBlock(schema, variant, 'print', stored.print, isPublic),
        version: ctx.runtime.version,
        title: variant.title[ctx.lang],
        variant: variant.id,
      };
    },
    settingDeclarations(_: unknown, __: unknown, ctx: HostContext) {
      ctx.requireViewer();
      return ctx.runtime.settings.all.map(declarationView);
    },
  },
  Mutation: {
    async updateSettingType(_: unknown, args: { type: string; input: unknown }, ctx: HostContext) {
      const viewer = ctx.requireViewer();
      const input = args.input && typeof args.input === 'object' && !Array.isArray(args.input) ? (args.input as Block) : {};
      requireRightsFor(ctx, ctx.runtime.settings, isSettingBlock(args.type) ? args.type : 'general', Object.keys(input));
      if (!isSettingBlock(args.type)) throw badInput('validation.unknownSettingType', 'type', { values: SETTING_BLOCKS.join(', ') });
      const block = args.type;
      if (input !== args.input) throw badInput('validation.mustBeObject', 'input');
      const declarations = declarationsOfInput(ctx.runtime.settings, block, input);
      const secrets = declarations.filter((declaration) => declaration.secret);
      const box = secrets.some((declaration) => input[declaration.key] !== null && input[declaration.key] !== '') ? requireSecretBox(ctx.runtime, secrets[0]!.key) : null;

      await ctx.write(async ({ tx, audit, emit }) => {
        const [current] = await tx.select().from(settings).where(eq(settings.type, block)).for('update');
        const before = asBlock(current?.value);
        const after: Block = { ...before };
        for (const declaration of declarations) {
          const value = input[declaration.key];
          if (value === null || (declaration.secret && value === '')) delete after[declaration.key];
          else after[declaration.key] = declaration.secret ? box!.seal(value as string) : value;
        }
        await tx.insert(settings).values({ type: block, value: after }).onConflictDoUpdate({ target: settings.type, set: { value: after, updatedAt: new Date() } });
        const schema = ctx.runtime.settings;
        await audit({ action: 'UPDATE', entity: 'Setting', entityId: block, before: auditedBlock(schema, block, before), after: auditedBlock(schema, block, after, Object.keys(input)) });
        // Subscribers learn which block changed and fetch it with their own rights: an event never carries values.
        emit({ module: 'Setting', process: 'update', idNodes: [viewer.nodeId], data: { type: block } });
      });
      return settingView(ctx, await readStoredBlocks(ctx.db));
    },
  },
};
