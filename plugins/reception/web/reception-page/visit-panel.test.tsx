// @vitest-environment happy-dom
// A received visit beside the lists: what the desk reads back to the patient, the queue number shown big right after
// reception, cancelling with a reason (and the server's word when it refuses), and other plugins' buttons.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockClient, MockRefusal, mockSession, type MockCall } from '@his/sdk/testing';
import { renderInHost } from '@his/sdk/testing/render';
import { createAppEventSource, type ComposedFill } from '@his/sdk/web';
import vi from '../../locales/vi.json';
import en from '../../locales/en.json';
import { visitActions } from '../../contract';
import { PATIENT_READ, RECEPTION_RECEIVE } from '../../rules/permissions';
import { VISIT_AN } from './reception-fixtures';
import { VisitPanel, type VisitPanelProps } from './visit-panel';

function PrintSlip({ tiepNhanId, benhNhanId }: { tiepNhanId: string; benhNhanId: string }) {
  return <button type="button">{`In phiếu ${tiepNhanId} ${benhNhanId}`}</button>;
}
const printSlip: ComposedFill = { slot: visitActions, id: 'print-slip', pluginId: 'printing', component: async () => ({ default: PrintSlip }) };

async function render(props: Partial<VisitPanelProps> = {}, { permissions = [PATIENT_READ, RECEPTION_RECEIVE], refusal }: { permissions?: string[]; refusal?: MockRefusal } = {}) {
  const calls: MockCall[] = [];
  let visit = structuredClone(VISIT_AN);
  const client = createMockClient(
    {
      TiepNhanChiTiet: () => ({ getTiepNhanById: visit }),
      HuyTiepNhan: (variables) => {
        if (refusal) throw refusal;
        visit = { ...visit, TrangThai: 'DaHuy', LyDoHuy: variables.LyDoHuy };
        return { huyTiepNhan: { _id: visit._id, TrangThai: 'DaHuy', LyDoHuy: variables.LyDoHuy } };
      },
    },
    { calls },
  );
  await renderInHost(<VisitPanel id="tn-1" {...props} />, {
    locales: { reception: { vi, en } },
    client,
    appEvents: createAppEventSource(),
    session: mockSession(permissions, { username: 'tiepdon', name: 'Ngô Thị Mai', profile: 'Tiếp đón' }),
    slotFills: new Map([[visitActions.id, [printSlip]]]),
  });
  return { calls, user: userEvent.setup({ delay: 5 }) };
}

describe('the visit panel', () => {
  it('When a visit is chosen in a list / Then the patient, group, card, orders, health info and other plugins\' buttons show', async () => {
    await render();
    const panel = (await screen.findByRole('heading', { name: 'Nguyễn Văn An · TN26000001' })).closest('section')!;
    const text = panel.textContent!;
    for (const part of ['26000001', '0912000001', 'Bảo hiểm y tế', 'DN4019900000001, mức hưởng 4, từ 01/01/2026 đến 31/12/2026, nơi KCB ban đầu 01C54', 'Đau đầu', 'Tiểu đường', 'Metformin', 'Ưu tiên']) {
      expect(text).toContain(part);
    }
    expect(within(screen.getByRole('list', { name: 'Chỉ định' })).getByRole('listitem').textContent).toBe('Khám Nội — Phòng khám Nội 1 · số 12 · 42,100 đ · Chưa thực hiện');
    // Not just received: no big number to read out.
    expect(screen.queryByRole('status')).toBeNull();
    expect(await screen.findByRole('button', { name: 'In phiếu tn-1 bn-an' })).toBeTruthy();
  });

  it('When the visit was just received / Then its queue numbers show big with the room', async () => {
    await render({ justReceived: true });
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Đã tiếp nhận TN26000001');
    expect(within(status).getByText('Phòng khám Nội 1 — số 12').tagName).toBe('P');
  });

  it('When staff cancel without a reason, then with one / Then the reason is asked for first, and the visit shows cancelled', async () => {
    const { calls, user } = await render();
    await user.click(await screen.findByRole('button', { name: 'Huỷ tiếp nhận' }));
    const dialog = await screen.findByRole('dialog', { name: 'Huỷ tiếp nhận TN26000001' });
    await user.click(within(dialog).getByRole('button', { name: 'Huỷ tiếp nhận' }));
    expect(await within(dialog).findByText('Không được để trống!')).toBeTruthy();
    expect(calls.some((call) => call.name === 'HuyTiepNhan')).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: /Lý do huỷ/ }), 'Bệnh nhân đổi ý');
    // The kit locks a clicked button for a second against double clicks.
    const confirm = within(dialog).getByRole('button', { name: 'Huỷ tiếp nhận' });
    await waitFor(() => expect(confirm.getAttribute('aria-disabled')).toBeNull(), { timeout: 2000 });
    await user.click(confirm);
    await screen.findByText('Đã huỷ tiếp nhận TN26000001');
    expect(calls.filter((call) => call.name === 'HuyTiepNhan')).toEqual([{ name: 'HuyTiepNhan', variables: { id: 'tn-1', LyDoHuy: 'Bệnh nhân đổi ý' } }]);
    const panel = screen.getByRole('heading', { name: 'Nguyễn Văn An · TN26000001' }).closest('section')!;
    await within(panel).findByText('Bệnh nhân đổi ý');
    expect(panel.textContent).toContain('Đã huỷ');
    // A cancelled visit cannot be cancelled again.
    expect(within(panel).queryByRole('button', { name: 'Huỷ tiếp nhận' })).toBeNull();
  });

  it('When the server refuses the cancellation / Then its message shows in the dialog and the visit stays open', async () => {
    const refusal = new MockRefusal('reception.visitHasWork', 'id', { code: 'YC260000001' }, 'Phiếu YC260000001 đã thu tiền hoặc đã thực hiện, không huỷ được tiếp nhận');
    const { user } = await render({}, { refusal });
    await user.click(await screen.findByRole('button', { name: 'Huỷ tiếp nhận' }));
    const dialog = await screen.findByRole('dialog', { name: 'Huỷ tiếp nhận TN26000001' });
    await user.type(within(dialog).getByRole('textbox', { name: /Lý do huỷ/ }), 'Nhầm bệnh nhân');
    await user.click(within(dialog).getByRole('button', { name: 'Huỷ tiếp nhận' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Phiếu YC260000001 đã thu tiền hoặc đã thực hiện, không huỷ được tiếp nhận');
    expect(screen.getByRole('dialog', { name: 'Huỷ tiếp nhận TN26000001' })).toBeTruthy();
  });

  it('When the user may not receive / Then the visit shows without the cancel button', async () => {
    await render({}, { permissions: [PATIENT_READ] });
    await screen.findByRole('heading', { name: 'Nguyễn Văn An · TN26000001' });
    expect(screen.queryByRole('button', { name: 'Huỷ tiếp nhận' })).toBeNull();
  });
});
