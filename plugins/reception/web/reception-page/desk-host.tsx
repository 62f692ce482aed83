// The reception desk's stories around a fake API: the plugin's texts, the receptionist signed in, the two visits of
// the fixtures answered by the list and detail queries, and an empty kiosk queue.
import { useState, type ComponentType } from 'react';
import { createMockClient, HostProviders, mockSession } from '@his/sdk/testing';
import { createAppEventSource } from '@his/sdk/web';
import vi from '../../locales/vi.json';
import en from '../../locales/en.json';
import { PATIENT_READ, RECEPTION_RECEIVE } from '../../rules/permissions';
import { listRow, VISIT_AN, VISIT_BINH } from './reception-fixtures';

function createDeskApi() {
  return createMockClient({
    TiepNhans: () => ({ tiepNhans: [listRow(VISIT_AN), listRow(VISIT_BINH)] }),
    TiepNhanChiTiet: (variables) => ({ getTiepNhanById: variables.id === VISIT_BINH._id ? VISIT_BINH : VISIT_AN }),
    HuyTiepNhan: (variables) => ({ huyTiepNhan: { _id: variables.id, TrangThai: 'DaHuy', LyDoHuy: variables.LyDoHuy } }),
    // No kiosk ticket waits at the desk this morning.
    PhieuHangDoiTiepDon: () => ({ phieuHangDoiTiepDon: [] }),
  });
}

/** A story's decorator: the story with the fake desk API, signed in as the receptionist. */
export function deskDecorator(Story: ComponentType) {
  return <WithDeskApi Story={Story} />;
}

function WithDeskApi({ Story }: { Story: ComponentType }) {
  const [client] = useState(createDeskApi);
  const [appEvents] = useState(createAppEventSource);
  return (
    <HostProviders locales={{ reception: { vi, en } }} client={client} appEvents={appEvents} session={mockSession([PATIENT_READ, RECEPTION_RECEIVE], { username: 'tiepdon', name: 'Ngô Thị Mai', profile: 'Tiếp đón' })}>
      <Story />
    </HostProviders>
  );
}
