// Stories' host for the minutes' screens: the plugin's texts, the doctor signed in (reopening optional), and the fake
// consultation API on both services, its sample minutes moved to the days around today so the list's default period
// shows them.
import { useState, type ReactNode } from 'react';
import { HostProviders, mockSession } from '@his/sdk/testing';
import { startOfDay } from '@his/sdk/format';
import { createAppEventSource } from '@his/sdk/web';
import vi from '../../locales/vi.json';
import en from '../../locales/en.json';
import type { BienBanHoiChanFieldsFragment } from '../../generated/graphql';
import { createFakeConsultationApi, DOCTOR, doctorPermissions, MORNING, sampleMinutes } from './fake-consultation-api';

const TIMES = ['NgayHoiChan', 'ThoiGianTomTat', 'NgayKy', 'createdAt', 'updatedAt', 'ThoiGianDuKienPhauThuat'] as const;

/** The sample minutes as if written around today rather than on 5 March 2026. */
export function minutesAroundToday(now: number, minutes: BienBanHoiChanFieldsFragment[] = sampleMinutes()): BienBanHoiChanFieldsFragment[] {
  const shift = startOfDay(now) - startOfDay(MORNING);
  return minutes.map((each) => {
    const moved = { ...each };
    for (const field of TIMES) if (typeof moved[field] === 'number') (moved as Record<string, unknown>)[field] = (moved[field] as number) + shift;
    return moved;
  });
}

export function WithFakeConsultationApi({ children, minutes, canReopen = false }: { children: ReactNode; minutes?: BienBanHoiChanFieldsFragment[]; canReopen?: boolean }) {
  const [api] = useState(() => createFakeConsultationApi({ minutes: minutes ?? minutesAroundToday(Date.now()), canReopen }));
  const [appEvents] = useState(createAppEventSource);
  return (
    <HostProviders
      locales={{ consultation: { vi, en } }}
      client={api.client}
      authClient={api.authClient}
      appEvents={appEvents}
      session={mockSession(doctorPermissions(canReopen), DOCTOR)}
    >
      {children}
    </HostProviders>
  );
}
