// Between the settings the server sends (one JSON object per block, and the declaration of every setting) and
// what the form edits: each field's control, the text a box holds, and the changed keys to send back.
import { isSettingBlock, SETTING_BLOCKS, type SettingBlock } from '@his/sdk';
import type { GetSettingQuery } from '../../generated/graphql';

export const SETTINGS_PATH = '/quan-tri-he-thong';

export { isSettingBlock, SETTING_BLOCKS, type SettingBlock };

export type SettingValues = Record<string, unknown>;
/** The control of a field: a switch, a text or number box, a list with one text a line, or JSON. */
export type SettingKind = 'switch' | 'text' | 'number' | 'list' | 'json';
/** What a control holds: a boolean for a switch, the typed text for every other kind. */
export type DraftValue = boolean | string;

/** One field of the form, from the server's declaration of the setting. */
export interface SettingFieldSpec {
  key: string;
  kind: SettingKind;
  label: { vi: string; en: string };
  /** Shown only as set or not; a value typed in replaces it, an empty box keeps it. */
  secret: boolean;
  choices: readonly string[] | null;
}

type Declaration = GetSettingQuery['settingDeclarations'][number];

const KIND_OF_DECLARED: Record<string, SettingKind> = { boolean: 'switch', text: 'text', number: 'number', textList: 'list', json: 'json' };

/** The fields of a block, in the order the server declares them. */
export function fieldsOf(declarations: readonly Declaration[], block: SettingBlock): SettingFieldSpec[] {
  return declarations
    .filter((declaration) => declaration.block === block)
    .map((declaration) => ({
      key: declaration.key,
      kind: KIND_OF_DECLARED[declaration.kind] ?? 'json',
      label: { vi: declaration.labelVi, en: declaration.labelEn },
      secret: declaration.secret,
      choices: declaration.choices,
    }));
}

function asObject(value: unknown): SettingValues {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as SettingValues) : {};
}

export function blockValues(setting: Omit<GetSettingQuery['getSetting'], 'secretsSet'>, block: SettingBlock): SettingValues {
  if (block === 'general') return { defaultLanguage: setting.defaultLanguage, isShowIconLanguage: setting.isShowIconLanguage };
  return asObject(setting[block]);
}

/** The secret keys of a block that hold a value, from Setting.secretsSet ('his.congBHYT_MatKhau'). */
export function secretsSetOf(secretsSet: readonly string[], block: SettingBlock): Set<string> {
  return new Set(secretsSet.filter((name) => name.startsWith(`${block}.`)).map((name) => name.slice(block.length + 1)));
}

export function draftOf(value: unknown, kind: SettingKind): DraftValue {
  switch (kind) {
    case 'switch':
      return value === true;
    case 'number':
      return typeof value === 'number' ? String(value) : '';
    case 'text':
      return typeof value === 'string' ? value : '';
    case 'list':
      return Array.isArray(value) ? value.join('\n') : '';
    case 'json':
      return value === undefined ? '' : JSON.stringify(value, null, 2);
  }
}

export type Parsed = { ok: true; value: unknown } | { ok: false; error: string };

/** The value a control's content stands for, or the message key of why it stands for none. */
export function parseDraft(draft: DraftValue, kind: SettingKind): Parsed {
  if (kind === 'switch') return { ok: true, value: draft === true };
  const text = String(draft);
  if (kind === 'text') return { ok: true, value: text };
  if (kind === 'list') return { ok: true, value: text.split('\n').map((line) => line.trim()).filter((line) => line !== '') };
  if (kind === 'number') {
    const trimmed = text.trim();
    // An emptied box clears the setting, back to its default.
    if (trimmed === '') return { ok: true, value: null };
    const value = Number(trimmed);
    return Number.isFinite(value) ? { ok: true, value } : { ok: false, error: 'admin.settings.invalidNumber' };
  }
  if (text.trim() === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, error: 'admin.settings.invalidJson' };
  }
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export interface Changes {
  /** Only the keys whose value differs from the saved one: updateSettingType keeps the others as they are. */
  input: SettingValues;
  /** Message keys by setting key, for contents that stand for no value. */
  errors: Record<string, string>;
}

export function changesOf(saved: SettingValues, drafts: Record<string, DraftValue>, fields: readonly SettingFieldSpec[]): Changes {
  const input: SettingValues = {};
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const draft = drafts[field.key];
    if (draft === undefined) continue;
    // A secret's box starts empty (its value never reaches the browser): only what is typed in is sent.
    if (field.secret) {
      if (draft !== '') input[field.key] = String(draft);
      continue;
    }
    // An untouched control changes nothing, also where the setting has no value yet.
    if (draft === draftOf(saved[field.key], field.kind)) continue;
    const parsed = parseDraft(draft, field.kind);
    if (!parsed.ok) errors[field.key] = parsed.error;
    else if (!sameValue(saved[field.key], parsed.value)) input[field.key] = parsed.value;
  }
  return { input, errors };
}
