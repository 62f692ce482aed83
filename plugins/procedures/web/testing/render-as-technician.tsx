// The technician at a procedure room in a component test: the plugin's texts, the technician signed in with the
// procedures rights (the rights to reopen and to verify supplies optional), the fake procedures API answering with its
// upload sender; and the ways tests read tables.
import type { ReactElement } from 'react';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileUploadProvider } from '@his/sdk/data';
import { mockSession, type MockCall } from '@his/sdk/testing';
import { toast } from '@his/sdk/ui';
import { renderInHost } from '@his/sdk/testing/render';
import { createAppEventSource } from '@his/sdk/web';
import type { Language } from '@his/sdk';
import vi from '../../locales/vi.json';
import en from '../../locales/en.json';
import { TECHNICIAN, technicianPermissions, type FakeProceduresApi } from './fake-procedures-api';

export type User = ReturnType<typeof userEvent.setup>;

export async function renderAsTechnician(
  ui: ReactElement,
  api: Pick<FakeProceduresApi, 'client'> & Partial<Pick<FakeProceduresApi, 'upload'>>,
  { language = 'vi', canUnlock = true, canVerify = canUnlock }: { language?: Language; canUnlock?: boolean; canVerify?: boolean } = {},
): Promise<User> {
  await renderInHost(api.upload ? <FileUploadProvider value={api.upload}>{ui}</FileUploadProvider> : ui, {
    language,
    locales: { procedures: { vi, en } },
    client: api.client,
    appEvents: createAppEventSource(),
    session: mockSession(technicianPermissions(canUnlock, canVerify), TECHNICIAN),
  });
  return userEvent.setup({ delay: 5 });
}

// The toaster outlives a test and shows five at a time: an earlier test's notices would hold a new one back.
export async function settleToasts() {
  toast.dismiss();
  await new Promise((resolve) => setTimeout(resolve, 400));
}

export const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).filter((row) => within(row).queryAllByRole('cell').length > 0);
export const callsOf = (api: { calls: MockCall[] }, name: string) => api.calls.filter((call) => call.name === name);
export const errorUnder = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent ?? null;
