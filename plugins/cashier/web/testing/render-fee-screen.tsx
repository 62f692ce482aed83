// A fee screen in a component test: the plugin's texts, an accountant or a cashier signed in with their rights, the
// fake fee-screens API on both services; and the ways the tests read tables, calls and errors under fields.
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockSession, type MockCall } from '@his/sdk/testing';
import { toast } from '@his/sdk/ui';
import { renderInHost } from '@his/sdk/testing/render';
import { createAppEventSource } from '@his/sdk/web';
import type { Language } from '@his/sdk';
import { FEE_SCREEN_USERS, type FeeScreenRole } from './fee-screen-users';
import type { FakeFeeScreensApi } from './fake-fee-screens-api';
import vi from '../../locales/vi.json';
import en from '../../locales/en.json';

export type User = ReturnType<typeof userEvent.setup>;

export interface RenderFeeScreenOptions {
  language?: Language;
  role?: FeeScreenRole;
  /** Rights instead of the role's. */
  permissions?: readonly string[];
}

export async function renderFeeScreen(ui: ReactElement, api: Pick<FakeFeeScreensApi, 'client' | 'authClient'>, { language = 'vi', role = 'accountant', permissions }: RenderFeeScreenOptions = {}) {
  const appEvents = createAppEventSource();
  const who = FEE_SCREEN_USERS[role];
  await renderInHost(ui, {
    language,
    locales: { cashier: { vi, en } },
    client: api.client,
    authClient: api.authClient,
    appEvents,
    session: mockSession(permissions ?? who.permissions, who.user),
  });
  return { user: userEvent.setup({ delay: 5 }), appEvents };
}

// The toaster outlives a test and shows five at a time: an earlier test's notices would hold a new one back.
export async function settleToasts() {
  toast.dismiss();
  await new Promise((resolve) => setTimeout(resolve, 400));
}

export const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).filter((row) => within(row).queryAllByRole('cell').length > 0);
export const cellTexts = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? '');
export const callsOf = (api: { calls: MockCall[] }, name: string) => api.calls.filter((call) => call.name === name);
export const errorUnder = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent ?? null;

/** Clicks a kit button once it takes clicks again: it stays locked for a second after each click. */
export async function press(user: User, button: HTMLElement) {
  await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull(), { timeout: 3_000 });
  await user.click(button);
}
