// The interface language (spec §9): the stored choice, else the server's setting, else the browser
// (vi-VN gives vi, anything else en).
import type { Language } from '@his/sdk';
import { readStored, STORAGE_KEYS, writeStored } from './storage';

function isLanguage(value: unknown): value is Language {
  return value === 'vi' || value === 'en';
}

export function browserLanguage(languages: readonly string[] = navigator.languages ?? [navigator.language]): Language {
  return languages[0]?.toLowerCase().startsWith('vi') ? 'vi' : 'en';
}

export function chooseLanguage(stored: string | null, serverDefault: string | undefined, browser: Language): Language {
  if (isLanguage(stored)) return stored;
  if (isLanguage(serverDefault)) return serverDefault;
  return browser;
}

export function storedLanguage(): string | null {
  return readStored(STORAGE_KEYS.language);
}

export function storeLanguage(language: Language): void {
  writeStored(STORAGE_KEYS.language, language);
}
