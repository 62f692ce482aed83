// @vitest-environment happy-dom
// The desk as a whole: the form beside today's lists, a patient received and their queue number shown big and
// selected in the list, back to an empty form for the next patient; a visit opened from the list; the emergency
// desk asking for its own kind of visits; a user who may only read sees no form.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockClient, mockSession, type MockCall } from '@his/sdk/testing';
import { renderInHost } from '@his/sdk/testing/render';
import { createAppEventSource } from '@his/sdk/web';
import viMessages from '../../locales/vi.json';
import enMessages from '../../locales/en.json';
import { PATIENT_READ, RECEPTION_RECEIVE } from '../../rules/permissions';
import { listRow, NOW, VISIT_AN, VISIT_BINH } from './reception-fixtures';
import { ReceptionDesk } from './reception-page';

// The form and the kiosk tickets are other components, with their own tests; here only how the page uses them.
const formMounts = vi.hoisted(() => ({ count: 0 }));
vi.mock('../reception-form/reception-form', async () => {
  const { useState } = await import('react');
  return {
    ReceptionForm: ({ loaiTiepNhan, onReceived }: { loaiTiepNhan: string; onReceived: (visit: { _id: string; MaTiepNhan: string }) => void }) => {
      const [name, setName] = useState('');
      useState(() => (formMounts.count += 1));
      return (
        <form aria-label={`form ${loaiTiepNhan}`}>
          <input aria-label="Họ tên" value={name} onChange={(event) => setName(event.target.value)} />
          <button type="button" onClick={() => onReceived({ _id: 'tn-1', MaTiepNhan: 'TN26000001' })}>
            Lưu
          </button>
        </form>
      );
    },
  };
});
vi.mock('../desk-queue/desk-queue-list', () => ({ DeskQueueList: ({ list }: { list: string }) => <p>{`desk queue: ${list}`}</p> }));

async function render(loaiTiepNhan: 'NgoaiTru' | 'NoiTru', permissions = [PATIENT_READ, RECEPTION_RECEIVE]) {
  const calls: MockCall[] = [];
  const client = createMockClient(
    {
      TiepNhans: () => ({ tiepNhans: [listRow(VISIT_AN), listRow(VISIT_BINH)] }),
      TiepNhanChiTiet: (variables) => ({ getTiepNhanById: variables.id === 'tn-1' ? VISIT_AN : VISIT_BINH }),
    },
    { calls },
  );
  await renderInHost(<ReceptionDesk loaiTiepNhan={loaiTiepNhan} now={() => NOW} />, {
    locales: { reception: { vi: viMessages, en: enMessages } },
    client,
    appEvents: createAppEventSource(),
    session: mockSession(permissions, { username: 'tiepdon', name: 'Ngô Thị Mai', profile: 'Tiếp đón' }),
  });
  return { calls, user: userEvent.setup({ delay: 5 }) };
}

describe('the reception desk', () => {
  it('When a patient is received / Then their queue number shows big, the visit is selected in the list, and a new reception starts empty', async () => {
    const { user } = await render('NgoaiTru');
    expect(screen.getByRole('heading', { level: 1, name: 'Tiếp nhận ngoại trú' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'form NgoaiTru' });
    await user.type(within(form).getByRole('textbox', { name: 'Họ tên' }), 'Lê Văn Cường');
    await user.click(within(form).getByRole('button', { name: 'Lưu' }));

    const status = await screen.findByRole('status');
    expect(within(status).getByText('Phòng khám Nội 1 — số 12')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    const table = screen.getByRole('table', { name: 'Tất cả' });
    const row = await waitFor(() => within(table).getAllByRole('row').find((each) => each.textContent?.includes('TN26000001'))!);
    expect(row.getAttribute('aria-selected')).toBe('true');

    const mounts = formMounts.count;
    await user.click(screen.getByRole('button', { name: 'Tiếp nhận mới' }));
    const fresh = await screen.findByRole('form', { name: 'form NgoaiTru' });
    expect((within(fresh).getByRole('textbox', { name: 'Họ tên' }) as HTMLInputElement).value).toBe('');
    expect(formMounts.count).toBe(mounts + 1);
    expect(screen.queryByRole('status')).toBeNull();
    expect(row.getAttribute('aria-selected')).toBeNull();
  });

  it('When a visit of the list is opened / Then it shows in place of the form, without the big number', async () => {
    const { user } = await render('NgoaiTru');
    const table = screen.getByRole('table', { name: 'Tất cả' });
    await within(table).findByText('Trần Thị Bình');
    await user.dblClick(within(table).getAllByRole('row').find((each) => each.textContent?.includes('Trần Thị Bình'))!);
    await screen.findByRole('heading', { name: 'Trần Thị Bình · TN26000002' });
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('When the emergency and inpatient desk opens / Then its title says so, and the form and the lists are of that kind', async () => {
    const { calls } = await render('NoiTru');
    expect(screen.getByRole('heading', { level: 1, name: 'Tiếp nhận cấp cứu, nội trú' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'form NoiTru' })).toBeTruthy();
    await screen.findByText('Trần Thị Bình');
    expect(calls.filter((call) => call.name === 'TiepNhans').every((call) => call.variables.filter.LoaiTiepNhan === 'NoiTru')).toBe(true);
  });

  it('When the user may not receive / Then the lists show and the form does not', async () => {
    await render('NgoaiTru', [PATIENT_READ]);
    await screen.findByText('Trần Thị Bình');
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByText('Bạn chỉ được xem danh sách tiếp nhận; tiếp nhận bệnh nhân cần quyền tiếp nhận.')).toBeTruthy();
  });
});
