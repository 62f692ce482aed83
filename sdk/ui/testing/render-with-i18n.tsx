// Renders a component inside the same i18next set-up as the host (core and ui catalogues), for tests.
import type { ReactElement } from 'react';
import { afterEach } from 'vitest';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { coreMessages, type Language } from '@his/sdk';
import { createI18n } from '../../web/i18n';
import { uiLocales } from '../locales/ui-locales';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

export function createTestI18n(language: Language = 'vi'): Promise<I18n> {
  return createI18n(language, { core: coreMessages, ui: uiLocales });
}

export async function renderWithI18n(ui: ReactElement, language: Language = 'vi'): Promise<RenderResult> {
  const i18n = await createTestI18n(language);
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}
