// The fake queue API around a story, fresh for each render, signed in as a reception kiosk, with an event feed.
import { useState, type ReactNode } from 'react';
import { HostProviders, mockSession } from '@his/sdk/testing';
import { createAppEventSource } from '@his/sdk/web';
import vi from '../../locales/vi.json';
import en from '../../locales/en.json';
import { RECEPTION_RECEIVE } from '../../rules/permissions';
import { createFakeQueueApi, type FakeTicket } from './fake-queue-api';

const LOCALES = { reception: { vi, en } };

export function WithFakeQueueApi({ tickets, refuseDesk, children }: { tickets?: FakeTicket[]; refuseDesk?: boolean; children: ReactNode }) {
  const [host] = useState(() => ({ api: createFakeQueueApi({ tickets, refuseDesk }), appEvents: createAppEventSource() }));
  return (
    <HostProviders locales={LOCALES} client={host.api.client} appEvents={host.appEvents} session={mockSession([RECEPTION_RECEIVE], { username: 'tiepdon', name: 'Ngô Thị Mai', profile: 'Tiếp đón' })}>
      {children}
    </HostProviders>
  );
}
