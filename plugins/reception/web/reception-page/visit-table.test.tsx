// @vitest-environment happy-dom
// A reception list as the desk reads it: who was received, their queue numbers by room, their group and card, the
// state and the emergency and priority marks; the list asked of the server; a row opening the visit.
import { describe, expect, it, vi as spy } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockClient, mockSession, type MockCall } from '@his/sdk/testing';
import { renderInHost } from '@his/sdk/testing/render';
import { createAppEventSource } from '@his/sdk/web';
import vi from '../../locales/vi.json';
import en from '../../locales/en.json';
import { PATIENT_READ } from '../../rules/permissions';
import { listRow, TODAY, VISIT_AN, VISIT_BINH } from './reception-fixtures';
import { VisitTable, type VisitTableProps } from './visit-table';

const END = TODAY + 24 * 60 * 60 * 1000 - 1;

async function render(props: Partial<VisitTableProps> = {}, language: 'vi' | 'en' = 'vi', visits = [listRow(VISIT_BINH), listRow(VISIT_AN)]) {
  const calls: MockCall[] = [];
  const onSelect = spy.fn();
  const appEvents = createAppEventSource();
  const client = createMockClient({ TiepNhans: () => ({ tiepNhans: visits }) }, { calls });
  await renderInHost(
    <VisitTable danhSach="DaTiepNhan" loaiTiepNhan="NgoaiTru" startDate={TODAY} endDate={END} searchString="" selectedId={null} onSelect={onSelect} label="Đã tiếp nhận" {...props} />,
    { language, locales: { reception: { vi, en } }, client, appEvents, session: mockSession([PATIENT_READ], { username: 'tiepdon', name: 'Ngô Thị Mai', profile: 'Tiếp đón' }) },
  );
  return { calls, onSelect, appEvents, user: userEvent.setup({ delay: 5 }) };
}

function rowOf(table: HTMLElement, text: string): HTMLElement {
  return within(table).getAllByRole('row').find((row) => row.textContent?.includes(text))!;
}

describe('a reception list', () => {
  it('When the received list of today opens / Then the server is asked for that list, kind and day, and each visit shows what the desk needs', async () => {
    const { calls } = await render();
    const table = await screen.findByRole('table', { name: 'Đã tiếp nhận' });
    await within(table).findByText('Nguyễn Văn An');
    // Every call (the first render may ask twice) is that list of that day.
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(call).toEqual({ name: 'TiepNhans', variables: { filter: { danhSach: 'DaTiepNhan', LoaiTiepNhan: 'NgoaiTru', startDate: TODAY, endDate: END, searchString: null } } });
    const an = rowOf(table, 'Nguyễn Văn An');
    for (const text of ['Phòng khám Nội 1 — số 12', 'TN26000001', '26000001', '41 tuổi', 'Nam', 'Bảo hiểm y tế', 'Có', '20/11/2026 08:05', 'Đang điều trị', 'Ưu tiên']) {
      expect(an.textContent).toContain(text);
    }
    expect(an.textContent).not.toContain('Cấp cứu');
    const binh = rowOf(table, 'Trần Thị Bình');
    for (const text of ['Phòng khám Nhi — số 3', '18 tháng', 'Nữ', 'Viện phí', 'Không', 'Cấp cứu']) expect(binh.textContent).toContain(text);
    // The headers are the desk's words, not message keys.
    expect(within(table).getByRole('columnheader', { name: /Số thứ tự/ })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: /Thẻ BHYT/ })).toBeTruthy();
  });

  it('When staff search / Then the words typed are sent as searchString', async () => {
    const { calls } = await render({ searchString: 'nguyen van an', danhSach: 'TatCa', loaiTiepNhan: 'NoiTru' });
    await screen.findByText('Nguyễn Văn An');
    expect(calls.at(-1)!.variables).toEqual({ filter: { danhSach: 'TatCa', LoaiTiepNhan: 'NoiTru', startDate: TODAY, endDate: END, searchString: 'nguyen van an' } });
  });

  it('When a row is opened / Then its visit is selected', async () => {
    const { onSelect, user } = await render();
    const table = await screen.findByRole('table', { name: 'Đã tiếp nhận' });
    await within(table).findByText('Trần Thị Bình');
    await user.dblClick(rowOf(table, 'Trần Thị Bình'));
    expect(onSelect).toHaveBeenCalledWith('tn-2');
  });

  it('When the first visit of an empty list is received at another desk / Then the list asks again and shows it', async () => {
    const visits: ReturnType<typeof listRow>[] = [];
    const { calls, appEvents } = await render({}, 'vi', visits);
    await screen.findByText('Không có lượt tiếp nhận nào');
    const asked = calls.length;
    visits.push(listRow(VISIT_AN));
    act(() => appEvents.emit({ module: 'reception', process: 'create', idNodes: ['n-cs01'], data: { ids: ['tn-1'], BenhNhan_Ids: ['bn-an'] } }));
    await screen.findByText('Nguyễn Văn An');
    expect(calls.length).toBe(asked + 1);
  });

  it('When the language is English / Then the marks and states are in English', async () => {
    await render({}, 'en');
    const table = await screen.findByRole('table', { name: 'Đã tiếp nhận' });
    await within(table).findByText('Nguyễn Văn An');
    expect(rowOf(table, 'Nguyễn Văn An').textContent).toContain('Phòng khám Nội 1 — number 12');
    expect(rowOf(table, 'Trần Thị Bình').textContent).toContain('Emergency');
    expect(within(table).getByRole('columnheader', { name: /Insured/ })).toBeTruthy();
  });
});
