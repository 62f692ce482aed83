// @vitest-environment happy-dom
// The cashier's own day from the cashier's screen: the summary's button in the header opens today's figures of the
// signed-in cashier, without a cashier picker; the server's refusal is shown.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MockRefusal } from '@his/sdk/testing';
import { startOfDay } from '@his/sdk/format';
import { createFakeCashierApi, type FakeCashierOptions } from '../testing/fake-cashier-api';
import { callsOf, renderAsCashier, settleToasts } from '../testing/render-as-cashier';
import { CashierPage } from './cashier-page';

async function render(options: FakeCashierOptions = {}) {
  const api = createFakeCashierApi(options);
  const rendered = await renderAsCashier(<CashierPage />, api);
  return { api, ...rendered };
}

afterEach(settleToasts);

const figure = (dialog: HTMLElement, name: string) => within(within(dialog).getByLabelText('Số liệu trong ngày')).getByText(name).nextElementSibling!.textContent;

describe('the day summary on the cashier\'s screen', () => {
  it('When the cashier opens the day summary from the header / Then their own day of today shows, with no cashier to pick', async () => {
    const { api, user } = await render();
    const header = screen.getByRole('heading', { level: 1, name: 'Viện phí ngoại trú' }).parentElement!;
    await user.click(within(header).getByRole('button', { name: 'Tổng kết ngày' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tổng kết thu ngân trong ngày' });
    await waitFor(() => expect(figure(dialog, 'Tổng thu')).toBe('250,000'));
    expect(['Biên lai đã lập', 'Biên lai đã hủy', 'Tiền khám', 'Còn phải thu'].map((name) => figure(dialog, name))).toEqual(['3', '1', '150,000', '422,960']);
    expect(callsOf(api, 'CashierDaySummary')[0]!.variables).toEqual({ date: startOfDay(Date.now()), NhanVienId: null });
    expect(within(dialog).queryByRole('combobox', { name: 'Thu ngân' })).toBeNull();
  });

  it('When the server refuses the summary / Then its message shows in the dialog', async () => {
    const refusal = new MockRefusal('errors.forbidden', undefined, {}, 'Bạn không có quyền thực hiện thao tác này');
    const { user } = await render({ refusals: { CashierDaySummary: refusal } });
    await user.click(screen.getByRole('button', { name: 'Tổng kết ngày' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tổng kết thu ngân trong ngày' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Bạn không có quyền thực hiện thao tác này');
  });
});
