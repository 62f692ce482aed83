// Renders a screen of the plugin for a component test: the host's i18n set-up with the core, kit and plugin texts,
// the given urql client, a session with the given permissions, and the toaster the host mounts.
import type { ReactElement } from 'react';
import { afterEach } from 'vitest';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { Client } from 'urql';
import { coreMessages, type Language } from '@his/sdk';
import { AuthServiceProvider, Provider } from '@his/sdk/data';
import { Toaster, uiLocales } from '@his/sdk/ui';
import { createI18n } from '@his/sdk/web';
import vi from '../../locales/vi.json';
import en from '../../locales/en.json';
import { createFakeNodesClient } from './fake-pricing-api';
import { WithSession } from './with-session';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

export async function renderPricing(ui: ReactElement, client: Client, options: { language?: Language; permissions?: readonly string[]; authClient?: Client } = {}): Promise<RenderResult> {
  const i18n = await createI18n(options.language ?? 'vi', { core: coreMessages, ui: uiLocales, pricing: { vi, en } });
  return render(
    <I18nextProvider i18n={i18n}>
      <Provider value={client}>
        <AuthServiceProvider value={options.authClient ?? createFakeNodesClient()}>
          <WithSession permissions={options.permissions ?? []}>
            {ui}
            <Toaster />
          </WithSession>
        </AuthServiceProvider>
      </Provider>
    </I18nextProvider>,
  );
}
