// Stories' host for the fee screens: the plugin's texts, an accountant or a cashier signed in, and the fake
// fee-screens API on both services.
import { useState, type ReactNode } from 'react';
import { HostProviders, mockSession } from '@his/sdk/testing';
import { createAppEventSource } from '@his/sdk/web';
import vi from '../../locales/vi.json';
import en from '../../locales/en.json';
import { createFakeFeeScreensApi, type FakeFeeScreensOptions } from './fake-fee-screens-api';
import { FEE_SCREEN_USERS, type FeeScreenRole } from './fee-screen-users';

export function WithFakeFeeScreensApi({ children, role = 'accountant', ...options }: FakeFeeScreensOptions & { children: ReactNode; role?: FeeScreenRole }) {
  // Today, so that the screens' default day shows the sample visits and the summary.
  const [api] = useState(() => createFakeFeeScreensApi({ now: Date.now(), ...options }));
  const [appEvents] = useState(createAppEventSource);
  const who = FEE_SCREEN_USERS[role];
  return (
    <HostProviders locales={{ cashier: { vi, en } }} client={api.client} authClient={api.authClient} appEvents={appEvents} session={mockSession(who.permissions, who.user)}>
      {children}
    </HostProviders>
  );
}
