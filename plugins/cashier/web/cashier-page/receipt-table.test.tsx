// @vitest-environment happy-dom
// A visit's receipts on the cashier's screen: the bank account named as the bank accounts catalogue names it, and an
// e-invoice cancelled with a reason (the invoice column empties, and the receipt may be invoiced again); the reason
// required, the server's refusal kept in the dialog, and no cancelling without the e-invoice right.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MockRefusal } from '@his/sdk/testing';
import type { Language } from '@his/sdk';
import { CASHIER_COLLECT, CASHIER_POST, CASHIER_READ } from '../../contract';
import { createFakeCashierApi, type FakeCashierOptions } from '../testing/fake-cashier-api';
import { bodyRows, callsOf, cellsOf, renderAsCashier, settleToasts, type User } from '../testing/render-as-cashier';
import { CashierPage } from './cashier-page';

async function render(options: FakeCashierOptions & { language?: Language; permissions?: string[] } = {}) {
  const api = createFakeCashierApi(options);
  const rendered = await renderAsCashier(<CashierPage />, api, options);
  return { api, ...rendered };
}

afterEach(settleToasts);

/** Opens the visit of the patient from one of the cashier's lists. */
async function open(user: User, name: string, list: string) {
  await user.click(await screen.findByRole('tab', { name: new RegExp(`^${list}`) }));
  const table = await screen.findByRole('table', { name: list });
  const row = await waitFor(() => bodyRows(table).find((each) => each.textContent?.includes(name))!);
  await user.dblClick(row);
  await screen.findByRole('heading', { level: 2, name });
  return () => screen.getByRole('table', { name: 'Biên lai' });
}

const column = (table: HTMLElement, header: string) => {
  const index = within(table).getAllByRole('columnheader').findIndex((cell) => cell.textContent === header);
  return bodyRows(table).map((row) => cellsOf(row)[index]);
};

describe('the receipts of a visit', () => {
  it('When a receipt was paid into a bank account / Then the account column names the account, not its id', async () => {
    const { user } = await render();
    const receipts = await open(user, 'Lê Văn Hùng', 'Đã thu');
    await waitFor(() => expect(column(receipts(), 'Tài khoản')).toEqual(['BỆNH VIỆN ĐA KHOA HÒA BÌNH1019283746']));
    expect(receipts().textContent).not.toContain('tk-vcb');
  });

  it('When the cashier cancels the e-invoice with a reason / Then the invoice column empties and the receipt may be invoiced again', async () => {
    const { api, user } = await render();
    const receipts = await open(user, 'Lê Văn Hùng', 'Đã thu');
    await waitFor(() => expect(column(receipts(), 'Hóa đơn điện tử')).toEqual(['LOCAL00000007']));
    expect(within(receipts()).queryByRole('button', { name: 'Xuất HĐĐT biên lai BL26/A 0000011' })).toBeNull();

    await user.click(within(receipts()).getByRole('button', { name: 'Hủy HĐĐT biên lai BL26/A 0000011' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hủy hóa đơn điện tử LOCAL00000007 của biên lai BL26/A 0000011' });
    await user.click(within(dialog).getByRole('button', { name: 'Hủy hóa đơn' }));
    expect(callsOf(api, 'CashierCancelEInvoice')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Lý do hủy hóa đơn/ }), 'Sai thông tin người mua');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Hủy hóa đơn' }).getAttribute('aria-disabled')).toBeNull(), { timeout: 3000 });
    await user.click(within(dialog).getByRole('button', { name: 'Hủy hóa đơn' }));
    await waitFor(() => expect(callsOf(api, 'CashierCancelEInvoice').map((call) => call.variables)).toEqual([{ MaHoaDon: 'LOCAL00000007', LyDo: 'Sai thông tin người mua' }]));
    expect(await screen.findByText('Đã hủy hóa đơn điện tử LOCAL00000007 của biên lai BL26/A 0000011')).toBeTruthy();
    await waitFor(() => expect(column(receipts(), 'Hóa đơn điện tử')).toEqual(['']));

    await user.click(within(receipts()).getByRole('button', { name: 'Xuất HĐĐT biên lai BL26/A 0000011' }));
    await waitFor(() => expect(column(receipts(), 'Hóa đơn điện tử')[0]).toMatch(/^LOCAL\d{8}$/));
    expect(column(receipts(), 'Hóa đơn điện tử')[0]).not.toBe('LOCAL00000007');
  });

  it('When the server refuses the cancelling / Then its message stays in the dialog and the invoice stands', async () => {
    const refusal = new MockRefusal('cashier.einvoice.providerTimeout', 'MaHoaDon', { provider: 'local', seconds: 20 }, 'Nhà cung cấp hóa đơn điện tử local không trả lời trong 20 giây: thử lại sau');
    const { user } = await render({ refusals: { CashierCancelEInvoice: refusal } });
    const receipts = await open(user, 'Lê Văn Hùng', 'Đã thu');
    await user.click(await within(receipts()).findByRole('button', { name: 'Hủy HĐĐT biên lai BL26/A 0000011' }));
    const dialog = await screen.findByRole('dialog', { name: /Hủy hóa đơn điện tử LOCAL00000007/ });
    await user.type(within(dialog).getByRole('textbox', { name: /Lý do hủy hóa đơn/ }), 'Sai thông tin người mua');
    await user.click(within(dialog).getByRole('button', { name: 'Hủy hóa đơn' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Nhà cung cấp hóa đơn điện tử local không trả lời trong 20 giây: thử lại sau');
    await user.click(within(dialog).getByRole('button', { name: 'Không hủy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(column(receipts(), 'Hóa đơn điện tử')).toEqual(['LOCAL00000007']);
  });

  it('When the cashier has no e-invoice right / Then the invoice can be viewed but not cancelled', async () => {
    const { user } = await render({ permissions: [CASHIER_READ, CASHIER_COLLECT, CASHIER_POST] });
    const receipts = await open(user, 'Lê Văn Hùng', 'Đã thu');
    expect(await within(receipts()).findByRole('button', { name: 'Xem HĐĐT biên lai BL26/A 0000011' })).toBeTruthy();
    expect(within(receipts()).queryByRole('button', { name: 'Hủy HĐĐT biên lai BL26/A 0000011' })).toBeNull();
  });

  it('In English / Then the cancelling speaks English', async () => {
    const { user } = await render({ language: 'en' });
    await user.click(await screen.findByRole('tab', { name: /^Collected/ }));
    const table = await screen.findByRole('table', { name: 'Collected' });
    await user.dblClick(await waitFor(() => bodyRows(table).find((each) => each.textContent?.includes('Lê Văn Hùng'))!));
    const receipts = await screen.findByRole('table', { name: 'Receipts' });
    await user.click(await within(receipts).findByRole('button', { name: 'Cancel e-invoice: receipt BL26/A 0000011' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel e-invoice LOCAL00000007 of receipt BL26/A 0000011' });
    expect(within(dialog).getByRole('button', { name: 'Keep the invoice' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/cashier\.[a-zA-Z]/);
  });
});
