// Stories' host for the technician's screens: the plugin's texts, the technician signed in, and the fake paraclinical API.
import { useState, type ReactNode } from 'react';
import { HostProviders, mockSession } from '@his/sdk/testing';
import { createAppEventSource } from '@his/sdk/web';
import { FileUploadProvider } from '@his/sdk/data';
import vi from '../../locales/vi.json';
import en from '../../locales/en.json';
import { createFakeParaclinicalApi, TECHNICIAN, technicianPermissions, type FakeParaclinicalOptions } from './fake-paraclinical-api';

export function WithFakeParaclinicalApi({ children, options, canCancelResult = true, signedIn = true }: { children: ReactNode; options?: FakeParaclinicalOptions; canCancelResult?: boolean; signedIn?: boolean }) {
  const [api] = useState(() => createFakeParaclinicalApi(options));
  const [appEvents] = useState(createAppEventSource);
  return (
    <HostProviders
      locales={{ paraclinical: { vi, en } }}
      client={api.client}
      appEvents={appEvents}
      session={signedIn ? mockSession(technicianPermissions(canCancelResult), TECHNICIAN) : null}
    >
      <FileUploadProvider value={api.upload}>{children}</FileUploadProvider>
    </HostProviders>
  );
}
