// Turns error keys into localized messages and hides internal errors behind the generic message.
import { GraphQLError } from 'graphql';
import { coreMessages, formatMessage, type Language, type MessageCatalog } from '@his/sdk';
import type { ErrorExtensions } from '@his/sdk';

export type Catalogs = Record<Language, MessageCatalog>;

/** Core messages merged with every plugin's server messages. */
export function mergeCatalogs(extra: readonly Partial<Catalogs>[]): Catalogs {
  const merged: Catalogs = { vi: { ...coreMessages.vi }, en: { ...coreMessages.en } };
  for (const catalog of extra) {
    Object.assign(merged.vi, catalog.vi);
    Object.assign(merged.en, catalog.en);
  }
  return merged;
}

export function languageOf(headers: { get(name: string): string | null }): Language {
  const chosen = headers.get('x-lang') ?? headers.get('accept-language') ?? '';
  return chosen.toLowerCase().startsWith('en') ? 'en' : 'vi';
}

/**
 * How a message names a field: its own label, else the label of the field without its positions (a line's
 * 'ChiTiets.2.SoLuong' reads as 'ChiTiets.SoLuong'), else the label of its last part ('toaBHYT.LoiDan' as 'LoiDan').
 */
export function fieldLabel(catalog: MessageCatalog, field: string): string {
  const withoutPositions = field.replace(/\.\d+(?=\.|$)/g, '');
  const last = withoutPositions.split('.').pop()!;
  for (const candidate of [field, withoutPositions, last]) {
    const label = formatMessage(catalog, `field.${candidate}`);
    if (label) return label;
  }
  return field;
}

/** The message a user reads for an error with a message key, naming the field when there is one. */
export function localizeMessage(catalogs: Catalogs, lang: Language, extensions: ErrorExtensions): string {
  const catalog = catalogs[lang];
  const text = formatMessage(catalog, extensions.messageKey, extensions.params) ?? formatMessage(catalog, 'error.generic')!;
  if (!extensions.field) return text;
  return `${fieldLabel(catalog, extensions.field)}: ${text}`;
}

/** A copy of `error` whose message is localized, when it carries a message key; otherwise `error` itself. */
export function localizeError(catalogs: Catalogs, lang: Language, error: GraphQLError): GraphQLError {
  const extensions = error.extensions as Partial<ErrorExtensions>;
  if (!extensions?.messageKey || !extensions.code) return error;
  return new GraphQLError(localizeMessage(catalogs, lang, extensions as ErrorExtensions), {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
}

/** Whether an error was raised on purpose (a HisError or a GraphQL validation error) rather than by a bug. */
export function isExpectedError(error: unknown): error is GraphQLError {
  // By name, not instanceof: yoga's own errors (batch size, parsing, limits) may come from another copy of graphql.
  const isGraphQLError = (candidate: unknown) => (candidate as Error | undefined)?.name === 'GraphQLError';
  if (!isGraphQLError(error)) return false;
  const original = (error as GraphQLError).originalError;
  return !original || isGraphQLError(original);
}
