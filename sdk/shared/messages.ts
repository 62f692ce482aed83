// Localized messages for error keys: the server fills GraphQL error messages with them, the web shows them.
import vi from './locales/vi.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import type { Language } from './variant';

export type MessageCatalog = Record<string, string>;

export const coreMessages: Record<Language, MessageCatalog> = { vi, en };

/** The text of `key` with `{name}` placeholders filled in, or undefined when no catalog has the key. */
export function formatMessage(catalog: MessageCatalog, key: string, params: Record<string, string | number> = {}): string | undefined {
  const template = catalog[key];
  if (template === undefined) return undefined;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
