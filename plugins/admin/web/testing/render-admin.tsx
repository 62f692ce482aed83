// Renders a screen of the plugin for a component test, as the host shows it: the plugin's texts and the given
// urql client (no one signed in unless a session is given: the screens are given their permissions as props), and
// the slot fills the variant would put on the screen.
import type { ReactElement } from 'react';
import type { Client } from 'urql';
import type { Language } from '@his/sdk';
import type { HostOptions } from '@his/sdk/testing';
import { renderInHost } from '@his/sdk/testing/render';
import { ADMIN_LOCALES } from './admin-locales';

export function renderAdmin(ui: ReactElement, client: Client, language: Language = 'vi', host: Pick<HostOptions, 'slotFills' | 'session'> = {}) {
  return renderInHost(ui, { language, locales: ADMIN_LOCALES, client, ...host });
}
