// @vitest-environment happy-dom
// The counter's queue on the cashier's screen as the cashier works it: picking the counter among the facility's own
// (remembered in the browser), calling the next number (shown large, its bill opened), calling it again, dismissing it
// when the patient is not there, no one left waiting, the server's refusal, the right to collect, and in English.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MockRefusal } from '@his/sdk/testing';
import type { Language } from '@his/sdk';
import { CASHIER_READ } from '../../contract';
import { createFakeCashierApi, type FakeCashierOptions } from '../testing/fake-cashier-api';
import { callsOf, renderAsCashier, settleToasts, type User } from '../testing/render-as-cashier';
import { CashierPage } from './cashier-page';

async function render(options: FakeCashierOptions & { language?: Language; permissions?: string[]; counter?: string } = {}) {
  if (options.counter) localStorage.setItem('cashier-counter', options.counter);
  const api = createFakeCashierApi(options);
  const rendered = await renderAsCashier(<CashierPage />, api, options);
  return { api, ...rendered };
}

afterEach(async () => {
  localStorage.clear();
  await settleToasts();
});

const calledNumber = () => screen.getByTestId('called-number').textContent;
const counterStatus = () => screen.getByRole('status', { name: 'Số đang gọi' });
// A button refuses a second click for a second after the first.
const press = async (user: User, button: HTMLElement) => {
  await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull(), { timeout: 3000 });
  await user.click(button);
};

describe('the counter\'s queue', () => {
  it('When the cashier picks a counter and calls the next number / Then the number shows large, the patient\'s bill opens and the counter is remembered', async () => {
    const { api, user } = await render();
    await user.click(await screen.findByRole('combobox', { name: /Quầy thu ngân/ }));
    // The facility's counters only: not its examination room, not another facility's counter.
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Quầy thu ngân 1 (TN01)', 'Quầy thu ngân 2 (TN02)']);
    await user.click(screen.getByRole('option', { name: 'Quầy thu ngân 2 (TN02)' }));
    expect(localStorage.getItem('cashier-counter')).toBe('n-tn02');
    expect(within(counterStatus()).getByText('Chưa gọi số nào')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Gọi số tiếp theo' }));
    await waitFor(() => expect(calledNumber()).toBe('3'));
    expect(callsOf(api, 'CashierCallNext').map((call) => call.variables)).toEqual([{ codeCounter: 'TN02', codeQueue: 'TN' }]);
    expect(within(counterStatus()).getByText('Trần Thị Bích Ngọc')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Trần Thị Bích Ngọc' })).toBeTruthy();
  });

  it('When the cashier comes back to the screen / Then the remembered counter is chosen again and calls go from it', async () => {
    const { api, user } = await render({ counter: 'n-tn01' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Quầy thu ngân/ }).textContent).toContain('Quầy thu ngân 1 (TN01)'));
    await user.click(screen.getByRole('button', { name: 'Gọi số tiếp theo' }));
    await waitFor(() => expect(callsOf(api, 'CashierCallNext').map((call) => call.variables.codeCounter)).toEqual(['TN01']));
  });

  it('When the number is called again, then dismissed / Then each names the ticket, the counter and its queue, and the next call takes the next number until no one waits', async () => {
    const { api, user } = await render({ counter: 'n-tn02' });
    const callNext = await screen.findByRole('button', { name: 'Gọi số tiếp theo' });
    expect(screen.getByRole('button', { name: 'Gọi lại' }).getAttribute('disabled')).not.toBeNull();
    await user.click(callNext);
    await waitFor(() => expect(calledNumber()).toBe('3'));

    await user.click(screen.getByRole('button', { name: 'Gọi lại số 3' }));
    await waitFor(() => expect(callsOf(api, 'CashierRecall').map((call) => call.variables)).toEqual([{ idNumbering: 'stt-tn-1' }]));
    expect(calledNumber()).toBe('3');

    await user.click(screen.getByRole('button', { name: 'Bỏ qua số 3: bệnh nhân không có mặt' }));
    await waitFor(() => expect(callsOf(api, 'CashierDismissNumber').map((call) => call.variables)).toEqual([
      { idNumbering: 'stt-tn-1', codeQueue: 'TN', codeSubQueue: 'Thuong', codeCounter: 'TN02' },
    ]));
    expect(await screen.findByText('Đã bỏ qua số 3')).toBeTruthy();
    expect(calledNumber()).toBe('–');

    await press(user, callNext);
    await waitFor(() => expect(calledNumber()).toBe('4'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Nguyễn Minh Khang' })).toBeTruthy();
    await press(user, callNext);
    expect(await screen.findByText('Không còn số nào đang chờ')).toBeTruthy();
    expect(calledNumber()).toBe('–');
  });

  it('When the server refuses the call / Then its message shows on the bar and no number is shown', async () => {
    const notServed = new MockRefusal('cashier.queue.notServed', 'codeQueue', { queue: 'TN', code: 'TN02' }, 'Quầy TN02 không phục vụ hàng đợi TN');
    const { user } = await render({ counter: 'n-tn02', refusals: { CashierCallNext: notServed } });
    await user.click(await screen.findByRole('button', { name: 'Gọi số tiếp theo' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Quầy TN02 không phục vụ hàng đợi TN');
    expect(calledNumber()).toBe('–');
  });

  it('When the signed-in user may only read the fees / Then there is no counter bar to call from, and the day summary is still there', async () => {
    const { api } = await render({ permissions: [CASHIER_READ] });
    await screen.findByRole('table', { name: 'Chờ thanh toán' });
    expect(screen.getByRole('button', { name: 'Tổng kết ngày' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Gọi số tiếp theo' })).toBeNull();
    expect(callsOf(api, 'CashierCounters')).toHaveLength(0);
  });

  it('In English / Then the counter bar speaks English', async () => {
    const { user } = await render({ language: 'en', counter: 'n-tn01' });
    await user.click(await screen.findByRole('button', { name: 'Call the next number' }));
    await waitFor(() => expect(calledNumber()).toBe('3'));
    expect(screen.getByRole('button', { name: 'Call number 3 again' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dismiss number 3: the patient is not here' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Number called' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/cashier\.[a-zA-Z]/);
  });
});
