// Between the settings the server sends (one JSON object per block) and what the form edits: each value's
// kind, the text a box holds, and the changed keys to send back.
import type { GetSettingQuery } from '../../generated/graphql';

export const SETTINGS_PATH = '/quan-tri-he-thong';

/** The blocks updateSettingType accepts, in tab order; each is a tab at SETTINGS_PATH/<block>. */
export const SETTING_BLOCKS = ['general', 'his', 'print', 'smartPharma'] as const;
export type SettingBlock = (typeof SETTING_BLOCKS)[number];

export type SettingValues = Record<string, unknown>;
export type SettingKind = 'switch' | 'text' | 'number' | 'json';
/** What a control holds: a boolean for a switch, the typed text for every other kind. */
export type DraftValue = boolean | string;

export function isSettingBlock(value: string | undefined): value is SettingBlock {
  return (SETTING_BLOCKS as readonly (string | undefined)[]).includes(value);
}

/** The keys the server accepts in the general block (it refuses any other). */
export const GENERAL_KEYS = ['defaultLanguage', 'isShowIconLanguage'] as const;

function asObject(value: unknown): SettingValues {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as SettingValues) : {};
}

export function blockValues(setting: GetSettingQuery['getSetting'], block: SettingBlock): SettingValues {
  if (block === 'general') return { defaultLanguage: setting.defaultLanguage, isShowIconLanguage: setting.isShowIconLanguage };
  return asObject(setting[block]);
}

export function kindOf(value: unknown): SettingKind {
  if (typeof value === 'boolean') return 'switch';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'string') return 'text';
  return 'json';
}

/** The same rule as the server's for credentials (which it hides from readers without settings.edit): shown masked. */
export function isCredentialKey(key: string): boolean {
  return /password|matkhau|secret|token|apikey/i.test(key);
}

export function draftOf(value: unknown, kind: SettingKind): DraftValue {
  switch (kind) {
    case 'switch':
      return value === true;
    case 'number':
      return typeof value === 'number' ? String(value) : '';
    case 'text':
      return typeof value === 'string' ? value : '';
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
  if (kind === 'number') {
    const trimmed = text.trim();
    const value = Number(trimmed);
    return trimmed !== '' && Number.isFinite(value) ? { ok: true, value } : { ok: false, error: 'admin.settings.invalidNumber' };
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

export function changesOf(saved: SettingValues, drafts: Record<string, DraftValue>, kinds: Record<string, SettingKind>): Changes {
  const input: SettingValues = {};
  const errors: Record<string, string> = {};
  for (const [key, draft] of Object.entries(drafts)) {
    const parsed = parseDraft(draft, kinds[key] ?? 'text');
    if (!parsed.ok) errors[key] = parsed.error;
    else if (!(key in saved) || !sameValue(saved[key], parsed.value)) input[key] = parsed.value;
  }
  return { input, errors };
}

/** A new key's name: unaccented letters, digits and underscores, not starting with a digit (like the existing keys). */
export function isSettingKeyName(key: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(key);
}
