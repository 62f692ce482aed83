// The settings schema: each setting is declared once (block, key, kind, label, secret or public), and the
// server accepts, returns, encrypts and audits a setting by its declaration, never by guessing from its name.

/** The rows of the settings table; updateSettingType changes one at a time. */
export const SETTING_BLOCKS = ['general', 'his', 'print', 'smartPharma'] as const;
export type SettingBlock = (typeof SETTING_BLOCKS)[number];

/** What a value is: a switch, a text, a number, a list of texts, or any JSON for nested configuration. */
export const SETTING_KINDS = ['boolean', 'text', 'number', 'textList', 'json'] as const;
export type SettingKind = (typeof SETTING_KINDS)[number];

export interface SettingDeclaration {
  block: SettingBlock;
  /** The key inside the block, as stored and sent: 'isCoGiaVienPhi'. */
  key: string;
  kind: SettingKind;
  label: { vi: string; en: string };
  /**
   * A credential (a portal password, an API key): stored encrypted, never sent back by any operation or event
   * (readers learn only whether it is set), masked in the audit log, and set only with settings.manage.
   */
  secret?: true;
  /** Sent to everyone, signed in or not (getAppInfo, which the login page reads). Never together with secret. */
  public?: true;
  /** The only values a text setting takes. */
  choices?: readonly string[];
  /** The value when neither the database nor the variant holds one. */
  default?: unknown;
}

export function isSettingBlock(value: unknown): value is SettingBlock {
  return (SETTING_BLOCKS as readonly unknown[]).includes(value);
}

/** Checks a plugin's declarations where they are written; the server checks them again with every plugin's. */
export function defineSettings<const T extends readonly SettingDeclaration[]>(declarations: T): T {
  for (const declaration of declarations) {
    const problem = declarationProblem(declaration);
    if (problem) throw new Error(problem);
  }
  return declarations;
}

/** What is wrong with one declaration, in a sentence naming it, or null. */
export function declarationProblem(declaration: SettingDeclaration): string | null {
  const name = `${declaration.block}.${declaration.key}`;
  if (!isSettingBlock(declaration.block)) return `Setting ${name}: the block must be one of ${SETTING_BLOCKS.join(', ')}.`;
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(declaration.key)) return `Setting ${name}: a key holds only letters without accents, digits and underscores.`;
  if (!(SETTING_KINDS as readonly string[]).includes(declaration.kind)) return `Setting ${name}: the kind must be one of ${SETTING_KINDS.join(', ')}.`;
  // A secret is decrypted to a string for whoever needs it; anything richer would have to be parsed again.
  if (declaration.secret && declaration.kind !== 'text') return `Setting ${name}: a secret setting must be of kind text.`;
  if (declaration.secret && declaration.public) return `Setting ${name}: a setting cannot be both secret and public.`;
  if (declaration.secret && declaration.default !== undefined) return `Setting ${name}: a secret setting has no default.`;
  if (declaration.default !== undefined && valueProblem(declaration, declaration.default)) return `Setting ${name}: the default does not fit the kind ${declaration.kind}.`;
  return null;
}

/** Why a value does not fit a setting: a message key and its parameters, or null. null clears a setting. */
export function valueProblem(declaration: SettingDeclaration, value: unknown): { key: string; params?: Record<string, string> } | null {
  if (value === null) return null;
  switch (declaration.kind) {
    case 'boolean':
      return typeof value === 'boolean' ? null : { key: 'validation.boolean' };
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? null : { key: 'validation.number' };
    case 'text':
      if (typeof value !== 'string') return { key: 'validation.text' };
      return declaration.choices && !declaration.choices.includes(value) ? { key: 'validation.oneOf', params: { values: declaration.choices.join(', ') } } : null;
    case 'textList':
      return Array.isArray(value) && value.every((item) => typeof item === 'string') ? null : { key: 'validation.textList' };
    case 'json':
      return value === undefined ? { key: 'validation.required' } : null;
  }
}

