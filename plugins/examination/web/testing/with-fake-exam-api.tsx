// Stories' host for the examination screens: the plugin's texts, the doctor signed in, and the fake examination API.
import { useState, type ReactNode } from 'react';
import { HostProviders, mockSession } from '@his/sdk/testing';
import { createAppEventSource } from '@his/sdk/web';
import vi from '../../locales/vi.json';
import en from '../../locales/en.json';
import { EXAMINATION_READ, EXAMINATION_WRITE } from '../../rules/permissions';
import { createFakeExamApi } from './fake-exam-api';

export function WithFakeExamApi({ children }: { children: ReactNode }) {
  const [api] = useState(() => createFakeExamApi());
  const [appEvents] = useState(createAppEventSource);
  return (
    <HostProviders
      locales={{ examination: { vi, en } }}
      client={api.client}
      appEvents={appEvents}
      session={mockSession([EXAMINATION_READ, EXAMINATION_WRITE], { username: 'bacsi', name: 'BS. Trần Văn Khoa', profile: 'Bác sĩ' })}
    >
      {children}
    </HostProviders>
  );
}
