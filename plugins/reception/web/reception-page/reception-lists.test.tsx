// @vitest-environment happy-dom
// The desk's lists: today's visits by default, the range and the search sent to the server, each tab its own list,
// the kiosk tickets and the no-show lists beside them.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockClient, mockSession, type MockCall } from '@his/sdk/testing';
import { renderInHost } from '@his/sdk/testing/render';
import { createAppEventSource } from '@his/sdk/web';
import viMessages from '../../locales/vi.json';
import enMessages from '../../locales/en.json';
import { PATIENT_READ, RECEPTION_RECEIVE } from '../../rules/permissions';
import { listRow, NOW, TODAY, VISIT_AN, VISIT_BINH } from './reception-fixtures';
import { ReceptionLists } from './reception-lists';

// The kiosk tickets are another component's, with its own tests; here only where it is placed matters.
vi.mock('../desk-queue/desk-queue-list', () => ({ DeskQueueList: ({ list }: { list: string }) => <p>{`desk queue: ${list}`}</p> }));

const DAY = 24 * 60 * 60 * 1000;

async function render() {
  const calls: MockCall[] = [];
  const selected: string[] = [];
  const client = createMockClient(
    { TiepNhans: (variables) => ({ tiepNhans: variables.filter.danhSach === 'BNKhongDen' ? [listRow(VISIT_BINH)] : [listRow(VISIT_AN), listRow(VISIT_BINH)] }) },
    { calls },
  );
  await renderInHost(<ReceptionLists loaiTiepNhan="NgoaiTru" selectedId={null} onSelect={(id) => selected.push(id)} now={() => NOW} />, {
    locales: { reception: { vi: viMessages, en: enMessages } },
    client,
    appEvents: createAppEventSource(),
    session: mockSession([PATIENT_READ, RECEPTION_RECEIVE], { username: 'tiepdon', name: 'Ngô Thị Mai', profile: 'Tiếp đón' }),
  });
  return { calls, selected, user: userEvent.setup({ delay: 5 }) };
}

const filters = (calls: MockCall[]) => calls.filter((call) => call.name === 'TiepNhans').map((call) => call.variables.filter);

describe('the reception lists', () => {
  it('When the desk opens / Then every visit of today shows, under tabs named as the spec names the lists', async () => {
    const { calls } = await render();
    await screen.findByRole('table', { name: 'Tất cả' });
    await screen.findByText('Nguyễn Văn An');
    expect(filters(calls).at(-1)).toEqual({ danhSach: 'TatCa', LoaiTiepNhan: 'NgoaiTru', startDate: TODAY, endDate: TODAY + DAY - 1, searchString: null });
    const tabs = within(screen.getByRole('tablist', { name: 'Danh sách tiếp nhận' })).getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Tất cả', 'Chờ tiếp đón', 'BN không đến', 'Đã tiếp nhận', 'Đã chỉ định', 'Chỉ định trong ngày', 'Đang chỉ định']);
    expect((screen.getByRole('textbox', { name: 'Từ ngày' }) as HTMLInputElement).value).toBe('20/11/2026');
    expect((screen.getByRole('textbox', { name: 'Đến ngày' }) as HTMLInputElement).value).toBe('20/11/2026');
  });

  it('When staff type a search and widen the range / Then the list asks for those days and words', async () => {
    const { calls, user } = await render();
    await screen.findByText('Nguyễn Văn An');
    const from = screen.getByRole('textbox', { name: 'Từ ngày' });
    await user.clear(from);
    await user.type(from, '18/11/2026');
    await user.tab();
    await user.type(screen.getByRole('searchbox', { name: 'Tìm (mã, họ tên, số điện thoại)' }), '0912000001');
    await waitFor(() => expect(filters(calls).at(-1)).toEqual({ danhSach: 'TatCa', LoaiTiepNhan: 'NgoaiTru', startDate: TODAY - 2 * DAY, endDate: TODAY + DAY - 1, searchString: '0912000001' }));
  });

  it('When the tabs are opened / Then each asks for its own list, and the no-show tab shows the kiosk no-shows and the visits marked as not come', async () => {
    const { calls, user } = await render();
    await screen.findByText('Nguyễn Văn An');
    await user.click(screen.getByRole('tab', { name: 'Chờ tiếp đón' }));
    expect(await screen.findByText('desk queue: waiting')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'BN không đến' }));
    expect(await screen.findByText('desk queue: notCome')).toBeTruthy();
    const noShows = await screen.findByRole('table', { name: 'Lượt tiếp nhận có chỉ định BN không đến' });
    await within(noShows).findByText('Trần Thị Bình');
    expect(within(noShows).queryByText('Nguyễn Văn An')).toBeNull();
    for (const [tab, list] of [['Đã tiếp nhận', 'DaTiepNhan'], ['Đã chỉ định', 'DaChiDinh'], ['Chỉ định trong ngày', 'ChiDinhTrongNgay'], ['Đang chỉ định', 'DangChiDinh']] as const) {
      await user.click(screen.getByRole('tab', { name: tab }));
      await screen.findByRole('table', { name: tab });
      await waitFor(() => expect(filters(calls).at(-1)!.danhSach).toBe(list));
    }
    expect(new Set(filters(calls).map((filter) => filter.danhSach))).toEqual(new Set(['TatCa', 'BNKhongDen', 'DaTiepNhan', 'DaChiDinh', 'ChiDinhTrongNgay', 'DangChiDinh']));
  });
});
