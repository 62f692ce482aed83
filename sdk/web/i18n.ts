// One i18next set-up for the host, Storybook and component tests: vi and en, English fallback, and the
// `{name}` placeholders our message catalogues use (the server fills the same templates).
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../shared/variant';
import type { MessageCatalog } from '../shared/messages';

/** Catalogues by namespace: `core` (errors, validation, fields), `ui`, `host`, and one per plugin id. */
export type Namespaces = Record<string, Partial<Record<Language, MessageCatalog>>>;

export const LANGUAGES: readonly Language[] = ['vi', 'en'];

export async function createI18n(language: Language, namespaces: Namespaces): Promise<I18n> {
  const instance = i18next.createInstance();
  const resources: Record<string, Record<string, MessageCatalog>> = { vi: {}, en: {} };
  for (const [namespace, catalogs] of Object.entries(namespaces)) {
    for (const lang of LANGUAGES) resources[lang]![namespace] = catalogs[lang] ?? {};
  }
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    resources,
    ns: Object.keys(namespaces),
    defaultNS: 'core',
    fallbackNS: 'core',
    // Keys are flat and dotted ('validation.required'), as the server sends them.
    keySeparator: false,
    nsSeparator: ':',
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    returnNull: false,
  });
  return instance;
}

/** Adds a plugin's catalogues after start (plugins load their locales lazily). */
export function addNamespace(instance: I18n, namespace: string, catalogs: Partial<Record<Language, MessageCatalog>>): void {
  for (const lang of LANGUAGES) instance.addResourceBundle(lang, namespace, catalogs[lang] ?? {}, true, true);
}
