// Renders a screen for a component test as the host would show it: the host's i18n set-up (core, kit and the
// plugins' texts) in the language asked, and everything HostProviders puts around a page.
import type { ReactElement } from 'react';
import { afterEach } from 'vitest';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { coreMessages, type Language } from '../../shared';
import { uiLocales } from '../../ui/locales/ui-locales';
import { createI18n } from '../i18n';
import { HostProviders, type HostOptions } from './host-providers';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

export interface RenderInHostOptions extends HostOptions {
  language?: Language;
}

export async function renderInHost(ui: ReactElement, { language = 'vi', locales = {}, ...host }: RenderInHostOptions = {}): Promise<RenderResult & { i18n: I18n }> {
  const i18n = await createI18n(language, { core: coreMessages, ui: uiLocales, ...locales });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <HostProviders {...host}>{ui}</HostProviders>
    </I18nextProvider>,
  );
  return { ...result, i18n };
}
