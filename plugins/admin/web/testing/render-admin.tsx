// Renders a screen of the plugin for a component test, as the host shows it: the plugin's texts and the given
// urql client (no one signed in: the screens are given their permissions as props).
import type { ReactElement } from 'react';
import type { Client } from 'urql';
import type { Language } from '@his/sdk';
import { renderInHost } from '@his/sdk/testing/render';
import { ADMIN_LOCALES } from './admin-locales';

export function renderAdmin(ui: ReactElement, client: Client, language: Language = 'vi') {
  return renderInHost(ui, { language, locales: ADMIN_LOCALES, client });
}
