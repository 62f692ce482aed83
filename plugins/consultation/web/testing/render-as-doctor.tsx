// The doctor at the minutes' screens in a component test: the plugin's texts, the doctor signed in with the
// consultation rights (reopening optional), the fake consultation API answering on both services; and the ways the
// tests read tables, calls, refusals and prints.
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
import { DOCTOR, doctorPermissions, type FakeConsultationApi } from './fake-consultation-api';

export type User = ReturnType<typeof userEvent.setup>;

export async function renderAsDoctor(ui: ReactElement, api: Pick<FakeConsultationApi, 'client' | 'authClient'>, { language = 'vi', canReopen = false }: { language?: Language; canReopen?: boolean } = {}) {
  const appEvents = createAppEventSource();
  await renderInHost(ui, {
    language,
    locales: { consultation: { vi, en } },
    client: api.client,
    authClient: api.authClient,
    appEvents,
    session: mockSession(doctorPermissions(canReopen), DOCTOR),
  });
  return { user: userEvent.setup({ delay: 5 }), appEvents };
}

// The toaster outlives a test and shows five at a time: an earlier test's notices would hold a new one back.
export async function settleToasts() {
  toast.dismiss();
  await new Promise((resolve) => setTimeout(resolve, 400));
}

export const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).filter((row) => within(row).queryAllByRole('cell').length > 0);
export const callsOf = (api: { calls: MockCall[] }, name: string) => api.calls.filter((call) => call.name === name);
export const errorUnder = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent ?? null;

/** The text of a print preview's frame once it holds `expected`, its white space folded. */
export async function printedIn(dialog: HTMLElement, title: string, expected: string) {
  const frame = (await within(dialog).findByTitle(title)) as HTMLIFrameElement;
  await waitFor(() => expect(frame.contentDocument?.body.textContent).toContain(expected));
  return frame.contentDocument!.body.textContent!.replace(/\s+/g, ' ');
}
