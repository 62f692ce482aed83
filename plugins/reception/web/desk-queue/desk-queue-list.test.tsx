// @vitest-environment happy-dom
// The reception desk's queue as the receptionist works it: priority numbers first, calling, recalling and dismissing
// from the row, the server's refusal shown in words, and the list refreshed when a kiosk gives a number.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockSession } from '@his/sdk/testing';
import { renderInHost } from '@his/sdk/testing/render';
import { createAppEventSource, type AppEventSource } from '@his/sdk/web';
import type { Language } from '@his/sdk';
import vi from '../../locales/vi.json';
import en from '../../locales/en.json';
import { RECEPTION_RECEIVE } from '../../rules/permissions';
import { createFakeQueueApi, sampleTickets, type FakeTicket } from '../testing/fake-queue-api';
import { DeskQueueList, type DeskQueueKind } from './desk-queue-list';

async function render(list: DeskQueueKind, language: Language = 'vi', tickets?: FakeTicket[]) {
  const api = createFakeQueueApi({ tickets });
  const appEvents = createAppEventSource();
  await renderInHost(<DeskQueueList list={list} />, {
    language, locales: { reception: { vi, en } }, client: api.client, appEvents: appEvents as AppEventSource,
    session: mockSession([RECEPTION_RECEIVE], { username: 'tiepdon', name: 'Ngô Thị Mai', profile: 'Tiếp đón' }),
  });
  return { api, appEvents, user: userEvent.setup({ delay: 5 }) };
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).filter((row) => within(row).queryAllByRole('cell').length > 0);
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('the desk queue', () => {
  it('When the waiting list opens / Then the priority number comes first, then the others by number, with kind, time, state and actions', async () => {
    const { api } = await render('waiting');
    const table = await screen.findByRole('table', { name: 'Danh sách chờ tiếp đón' });
    const rows = await waitFor(() => {
      const found = bodyRows(table);
      expect(found.length).toBe(4);
      return found;
    });
    expect(rows.map((row) => cellsOf(row).slice(0, 5))).toEqual([
      ['4', 'Ưu tiên', '05/03/2026 07:24', 'Chờ gọi', 'Ưu tiên'],
      ['2', 'Dịch vụ', '05/03/2026 07:22', 'Đã gọi', ''],
      ['3', 'Bảo hiểm y tế', '05/03/2026 07:23', 'Chờ gọi', ''],
      ['5', 'Dịch vụ', '05/03/2026 07:25', 'Chờ gọi', ''],
    ]);
    expect(within(rows[0]!).getByRole('button', { name: 'Gọi số 4' })).toBeTruthy();
    expect(within(rows[0]!).getByRole('button', { name: 'Bỏ qua số 4' })).toBeTruthy();
    expect(within(rows[1]!).getByRole('button', { name: 'Gọi lại số 2' })).toBeTruthy();
    expect(within(rows[1]!).queryByRole('button', { name: 'Gọi số 2' })).toBeNull();
    expect(api.calls[0]).toEqual({ name: 'PhieuHangDoiTiepDon', variables: { TrangThai: ['ChoGoi', 'DaGoi'] } });
  });

  it('When the receptionist calls a number / Then it shows as called with a recall button, and a second call made elsewhere is refused by number', async () => {
    const { api, user } = await render('waiting');
    await user.click(await screen.findByRole('button', { name: 'Gọi số 3' }));
    expect(await screen.findByText('Đã gọi số 3')).toBeTruthy();
    await screen.findByRole('button', { name: 'Gọi lại số 3' });
    expect(api.calls.filter((call) => call.name === 'GoiPhieuHangDoi').map((call) => call.variables)).toEqual([{ id: 'q-3' }]);

    // Another desk called number 5 meanwhile; this screen has not heard yet.
    api.tickets.find((ticket) => ticket.number === 5)!.state = 'DaGoi';
    await user.click(screen.getByRole('button', { name: 'Gọi số 5' }));
    expect(await screen.findByText('Số 5 (Quầy tiếp đón 1) không còn chờ gọi')).toBeTruthy();
    await screen.findByRole('button', { name: 'Gọi lại số 5' });
  });

  it('When a number is dismissed / Then it leaves the waiting list', async () => {
    const waiting = await render('waiting');
    await waiting.user.click(await screen.findByRole('button', { name: 'Bỏ qua số 4' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Gọi số 4' })).toBeNull());
    expect(waiting.api.tickets.find((ticket) => ticket.number === 4)!.state).toBe('BoQua');
  });

  it('On the not-come list / Then dismissed numbers offer only a recall, which takes them off the list', async () => {
    const { user } = await render('notCome');
    const table = await screen.findByRole('table', { name: 'Danh sách bệnh nhân không đến' });
    const row = await waitFor(() => {
      const found = bodyRows(table);
      expect(found.length).toBe(1);
      return found[0]!;
    });
    expect(cellsOf(row).slice(0, 4)).toEqual(['1', 'Bảo hiểm y tế', '05/03/2026 07:21', 'Không đến']);
    expect(within(row).getAllByRole('button').map((button) => button.textContent)).toEqual(['Gọi lại']);
    await user.click(within(row).getByRole('button', { name: 'Gọi lại số 1' }));
    expect(await within(table).findByText('Không có số nào bị bỏ qua')).toBeTruthy();
  });

  it('When a kiosk gives a number to an empty list / Then the queue event brings it on screen', async () => {
    const { api, appEvents } = await render('waiting');
    api.tickets.splice(0, api.tickets.length);
    const table = await screen.findByRole('table', { name: 'Danh sách chờ tiếp đón' });
    (appEvents as ReturnType<typeof createAppEventSource>).emit({ module: 'queueReception', process: 'update', idNodes: ['n-cs01'], data: { PhongBan_Ids: ['td01'] } });
    await within(table).findByText('Không có số nào đang chờ');
    api.tickets.push({ ...sampleTickets()[2]!, _id: 'q-new', number: 9 });
    (appEvents as ReturnType<typeof createAppEventSource>).emit({ module: 'queueReception', process: 'update', idNodes: ['n-cs01'], data: { PhongBan_Ids: ['td01'] } });
    expect(await within(table).findByRole('button', { name: 'Gọi số 9' })).toBeTruthy();
  });

  it('When a patient took an on-request number / Then the row names the service and the examination room it waits at', async () => {
    const onRequest = { ...sampleTickets()[2]!, _id: 'q-pk01-1', number: 1, PhongBan_Id: 'pk01', TenPhongBan: 'Phòng khám Nội 1', Loai: 'TheoYeuCau', DichVu_Id: 'dv-kb-noi', TenDichVu: 'Khám Nội' };
    await render('waiting', 'vi', [onRequest]);
    const table = await screen.findByRole('table', { name: 'Danh sách chờ tiếp đón' });
    expect(await within(table).findByText('Khám theo yêu cầu · Khám Nội · Phòng khám Nội 1')).toBeTruthy();
  });

  it('In English / Then the table, columns and buttons speak English', async () => {
    await render('waiting', 'en');
    const table = await screen.findByRole('table', { name: 'Waiting for reception' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Number', 'Kind', 'Taken at', 'State', 'Priority', 'Actions']);
    expect(await within(table).findByRole('button', { name: 'Call number 3' })).toBeTruthy();
    expect(within(table).getAllByText('Priority').length).toBeGreaterThan(1);
  });
});
