// Renders a screen of the plugin for a component test, as the host shows it: the plugin's texts, the given fake
// API, the rooms the auth service knows, and a price manager signed in with the given permissions.
import type { ReactElement } from 'react';
import type { Client } from 'urql';
import type { Language } from '@his/sdk';
import { renderInHost } from '@his/sdk/testing/render';
import { createFakeNodesClient } from './fake-pricing-api';
import { PRICING_LOCALES, pricingSession } from './pricing-host';

export function renderPricing(ui: ReactElement, client: Client, options: { language?: Language; permissions?: readonly string[]; authClient?: Client } = {}) {
  return renderInHost(ui, {
    language: options.language,
    locales: PRICING_LOCALES,
    client,
    authClient: options.authClient ?? createFakeNodesClient(),
    session: pricingSession(options.permissions ?? []),
  });
}
