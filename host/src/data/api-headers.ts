// The headers every API call carries (DESIGN §3), read fresh for each request so a node or profile switch
// applies to the next call without rebuilding the client.
import type { Language } from '@his/sdk';
import { readStored, requestHeaders, STORAGE_KEYS } from '../storage';

export type HeaderSource = () => Record<string, string>;
export type LanguageSource = () => Language;

/**
 * The stored interface language. The host passes its i18n language instead; this default only serves
 * callers that have none, and falls back to Vietnamese like the server does for a request without x-lang.
 */
export function storedLanguageOrVi(): Language {
  const stored = readStored(STORAGE_KEYS.language);
  return stored === 'en' ? 'en' : 'vi';
}

/**
 * Headers for the auth service: the admin token is the one the spec stores for it (LoginResult.adminToken);
 * the access token is accepted too, so it stands in when no admin token is stored.
 */
export function authServiceHeaders(): Record<string, string> {
  const headers = requestHeaders();
  const adminToken = readStored(STORAGE_KEYS.adminToken);
  if (adminToken) headers.authorization = `Bearer ${adminToken}`;
  return headers;
}

/**
 * Session headers, the language, and the CSRF marker: the server refuses a "simple" request without a
 * header a cross-site form cannot send, and an anonymous call has no authorization header to prove it.
 */
export function apiHeaders(getHeaders: HeaderSource, getLanguage: LanguageSource): Record<string, string> {
  return { ...getHeaders(), 'x-lang': getLanguage(), 'x-his-csrf': '1' };
}
