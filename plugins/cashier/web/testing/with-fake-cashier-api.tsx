// Stories' host for the cashier screen: the plugin's texts, the cashier signed in, and the fake cashier and auth APIs.
import { useState, type ReactNode } from 'react';
import { HostProviders, mockSession } from '@his/sdk/testing';
import { createAppEventSource } from '@his/sdk/web';
import vi from '../../locales/vi.json';
import en from '../../locales/en.json';
import { CASHIER_PERMISSIONS, CASHIER_USER } from './cashier-users';
import { createFakeCashierApi } from './fake-cashier-api';

export function WithFakeCashierApi({ children }: { children: ReactNode }) {
  const [api] = useState(() => createFakeCashierApi());
  const [appEvents] = useState(createAppEventSource);
  return (
    <HostProviders locales={{ cashier: { vi, en } }} client={api.client} authClient={api.authClient} appEvents={appEvents} session={mockSession(CASHIER_PERMISSIONS, CASHIER_USER)}>
      {children}
    </HostProviders>
  );
}
