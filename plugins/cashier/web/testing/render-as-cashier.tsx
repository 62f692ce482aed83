// The cashier at the cashier screen in a component test: the plugin's texts, the cashier signed in with the counter's
// rights (or fewer), the fake cashier API answering and the feed of events a test can publish; and the ways the tests
// read tables, calls, errors under fields and prints.
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockSession, type MockCall } from '@his/sdk/testing';
import { toast } from '@his/sdk/ui';
import { renderInHost } from '@his/sdk/testing/render';
import { createAppEventSource } from '@his/sdk/web';
import type { Language } from '@his/sdk';
import vi from '../../locales/vi.json';
import en from '../../locales/en.json';
import { CASHIER_PERMISSIONS, CASHIER_USER } from './cashier-users';
import type { FakeCashierApi } from './fake-cashier-api';

export type User = ReturnType<typeof userEvent.setup>;

export interface RenderAsCashierOptions {
  language?: Language;
  permissions?: readonly string[];
}

export async function renderAsCashier(ui: ReactElement, api: Pick<FakeCashierApi, 'client' | 'authClient'>, { language = 'vi', permissions = CASHIER_PERMISSIONS }: RenderAsCashierOptions = {}) {
  const appEvents = createAppEventSource();
  await renderInHost(ui, { language, locales: { cashier: { vi, en } }, client: api.client, authClient: api.authClient, appEvents, session: mockSession(permissions, CASHIER_USER) });
  return { user: userEvent.setup({ delay: 5 }), appEvents };
}

// The toaster outlives a test and shows five at a time: an earlier test's notices would hold a new one back.
export async function settleToasts() {
  toast.dismiss();
  await new Promise((resolve) => setTimeout(resolve, 400));
}

export const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).filter((row) => within(row).queryAllByRole('cell').length > 0);
export const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? '');
export const callsOf = (api: { calls: MockCall[] }, name: string) => api.calls.filter((call) => call.name === name);
export const errorUnder = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent ?? null;

/** The text of a print preview's frame once it holds `expected`, its white space folded. */
export async function printedIn(dialog: HTMLElement, title: string, expected: string) {
  const frame = (await within(dialog).findByTitle(title)) as HTMLIFrameElement;
  await waitFor(() => expect(frame.contentDocument?.body.textContent).toContain(expected));
  return frame.contentDocument!.body.textContent!.replace(/\s+/g, ' ');
}
