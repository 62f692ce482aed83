// @vitest-environment happy-dom
// A cashier's day summary, on the fake API: the cashier's own day from the cashier screen's button; the accountant
// picking another cashier and another day; and the summary in English.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { chooseOption } from '@his/sdk/testing/dom';
import { createFakeFeeScreensApi, MORNING } from '../testing/fake-fee-screens-api';
import { callsOf, renderFeeScreen, settleToasts } from '../testing/render-fee-screen';
import { DaySummaryButton } from './day-summary-button';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(MORNING);
});
afterEach(async () => {
  vi.useRealTimers();
  await settleToasts();
});

const figure = (dialog: HTMLElement, name: string) => within(within(dialog).getByLabelText('Số liệu trong ngày')).getByText(name).nextElementSibling!.textContent;

describe('the day summary', () => {
  it('When the cashier opens the day summary / Then their own day shows: receipts, amounts by kind and by payment method', async () => {
    const api = createFakeFeeScreensApi();
    const { user } = await renderFeeScreen(<DaySummaryButton />, api, { role: 'cashier' });
    await user.click(screen.getByRole('button', { name: 'Tổng kết ngày' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tổng kết thu ngân trong ngày' });
    await waitFor(() => expect(figure(dialog, 'Tổng thu')).toBe('2,179,700'));
    expect(['Biên lai đã lập', 'Biên lai đã hủy', 'Tiền khám', 'Tiền dịch vụ', 'Tiền thuốc, vật tư', 'Còn phải thu'].map((name) => figure(dialog, name))).toEqual(['12', '1', '607,200', '1,254,000', '318,500', '185,000']);
    const methods = within(dialog).getByRole('table', { name: 'Theo hình thức thanh toán' });
    expect(within(methods).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['Tiền mặt1,529,700', 'Quẹt thẻ650,000']);
    expect(callsOf(api, 'CashierDaySummary')[0]!.variables).toEqual({ date: Date.UTC(2026, 2, 4, 17), NhanVienId: null });
    expect(within(dialog).queryByRole('combobox', { name: 'Thu ngân' })).toBeNull();
  });

  it('When the accountant picks another cashier / Then that cashier\'s day is asked for', async () => {
    const api = createFakeFeeScreensApi();
    const { user } = await renderFeeScreen(<DaySummaryButton chooseCashier />, api);
    await user.click(screen.getByRole('button', { name: 'Tổng kết ngày' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tổng kết thu ngân trong ngày' });
    await chooseOption(user, within(dialog).getByRole('combobox', { name: 'Thu ngân' }), 'ngân', /Trần Văn Ngân/);
    await waitFor(() => expect(callsOf(api, 'CashierDaySummary').at(-1)!.variables).toEqual({ date: Date.UTC(2026, 2, 4, 17), NhanVienId: 'u-thungan2' }));
    await waitFor(() => expect(within(within(dialog).getByRole('table', { name: 'Theo hình thức thanh toán' })).getByText('Không có khoản thu nào')).toBeTruthy());
    expect(figure(dialog, 'Tổng thu')).toBe('0');
  });

  it('When the summary is read in English / Then its figures are named in English', async () => {
    const { user } = await renderFeeScreen(<DaySummaryButton />, createFakeFeeScreensApi(), { role: 'cashier', language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Day summary' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cashier day summary' });
    await within(dialog).findByText('Total collected');
    expect(within(dialog).getByRole('table', { name: 'By payment method' })).toBeTruthy();
    expect(within(dialog).getAllByRole('button', { name: 'Close' }).length).toBeGreaterThan(0);
  });
});
