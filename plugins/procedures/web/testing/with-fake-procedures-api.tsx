// Stories' host for the procedure rooms' screens: the plugin's texts, the technician signed in, and the fake API with its
// upload sender.
import { useState, type ReactNode } from 'react';
import { FileUploadProvider } from '@his/sdk/data';
import { HostProviders, mockSession } from '@his/sdk/testing';
import { createAppEventSource } from '@his/sdk/web';
import vi from '../../locales/vi.json';
import en from '../../locales/en.json';
import { createFakeProceduresApi, TECHNICIAN, technicianPermissions, type FakeProceduresOptions } from './fake-procedures-api';

export function WithFakeProceduresApi({ children, options, canUnlock = true }: { children: ReactNode; options?: FakeProceduresOptions; canUnlock?: boolean }) {
  const [api] = useState(() => createFakeProceduresApi({ ...options, canUnlock }));
  const [appEvents] = useState(createAppEventSource);
  return (
    <HostProviders locales={{ procedures: { vi, en } }} client={api.client} appEvents={appEvents} session={mockSession(technicianPermissions(canUnlock), TECHNICIAN)}>
      <FileUploadProvider value={api.upload}>{children}</FileUploadProvider>
    </HostProviders>
  );
}
