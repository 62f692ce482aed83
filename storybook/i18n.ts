// The host's i18n set-up for stories, one instance per language so that a story renders in either
// without waiting for a language switch.
import type { i18n as I18n } from 'i18next';
import { coreMessages, type Language } from '@his/sdk';
import { createI18n } from '@his/sdk/web';
import { uiLocales } from '@his/sdk/ui';

export const storyI18n: Record<Language, I18n> = {
  vi: await createI18n('vi', { core: coreMessages, ui: uiLocales }),
  en: await createI18n('en', { core: coreMessages, ui: uiLocales }),
};
