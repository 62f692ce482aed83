// @vitest-environment happy-dom
// The receipt books screen as the accountant uses it, on the fake API: the books with their state and cashiers, a
// book created and given to a cashier, a used book's range refused below its last number, a book locked, the posting
// rules saved (and refused under the box), and the screen in English.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { chooseOption } from '@his/sdk/testing/dom';
import { createFakeFeeScreensApi, MORNING } from '../testing/fake-fee-screens-api';
import { bodyRows, callsOf, cellTexts, errorUnder, press, renderFeeScreen, settleToasts } from '../testing/render-fee-screen';
import { ReceiptBooksPage } from './receipt-books-page';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(MORNING);
});
afterEach(async () => {
  vi.useRealTimers();
  await settleToasts();
});

async function render(options: Parameters<typeof renderFeeScreen>[2] = {}) {
  const api = createFakeFeeScreensApi();
  const rendered = await renderFeeScreen(<ReceiptBooksPage />, api, options);
  return { api, ...rendered };
}

async function booksTable(name = 'Danh sách quyển biên lai') {
  const table = await screen.findByRole('table', { name });
  await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(0));
  return table;
}

describe('the receipt books screen', () => {
  it('When the accountant opens /quyen-bien-lai / Then each book shows its symbol, kind, range, next number, state and cashiers', async () => {
    await render();
    const table = await booksTable();
    expect(bodyRows(table).map((row) => cellTexts(row).slice(0, 8))).toEqual([
      ['BL26 / A', 'Thu tiền', '1–500', '43', '458', '02/01/2026', 'Đang dùng', 'Nguyễn Thị Thu: đến số 42'],
      ['TU26', 'Tạm ứng', '1–200', '1', '200', '02/01/2026', 'Chưa dùng', 'Chưa giao thu ngân'],
      ['BL25 / A', 'Thu tiền', '1–100', '—', '0', '02/01/2025', 'Đã khóa', 'Trần Văn Ngân: đến số 100'],
    ]);
  });

  it('When the accountant creates a book and gives it to a cashier / Then it is saved with the cashier and listed', async () => {
    const { api, user } = await render();
    await booksTable();
    await user.click(screen.getByRole('button', { name: 'Thêm quyển biên lai' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thêm quyển biên lai' });
    await user.type(within(dialog).getByRole('textbox', { name: /Ký hiệu/ }), 'bl27');
    await user.type(within(dialog).getByRole('textbox', { name: /Đến số/ }), '300');
    await chooseOption(user, within(dialog).getByRole('combobox', { name: 'Thu ngân sử dụng' }), 'ngân', /Trần Văn Ngân/);
    expect(within(within(dialog).getByRole('list', { name: 'Thu ngân đã chọn' })).getByText('Trần Văn Ngân')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await screen.findByText('Đã thêm quyển biên lai BL27');
    expect(callsOf(api, 'SaveReceiptBook')[0]!.variables).toEqual({
      _id: null,
      input: { KyHieu: 'BL27', Series: null, Min_Number: 1, Max_Number: 300, NgayPhatHanh: Date.UTC(2026, 2, 4, 17), MaLoaiQuyenBienLai: 'ThuTien', NguoiSuDung_Ids: ['u-thungan2'] },
    });
    const table = await booksTable();
    await waitFor(() => expect(bodyRows(table).map((row) => cellTexts(row)[7])).toContain('Trần Văn Ngân: chưa dùng'));
  });

  it('When the accountant shrinks a used book below its last number / Then the server\'s refusal shows under the last number', async () => {
    const { api, user } = await render();
    await booksTable();
    await user.click(screen.getByRole('button', { name: 'Sửa quyển BL26' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sửa quyển biên lai BL26' });
    const last = within(dialog).getByRole('textbox', { name: /Đến số/ });
    expect(within(dialog).getByText('Đã dùng đến số 42')).toBeTruthy();
    await user.clear(last);
    await user.type(last, '40');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(errorUnder(last)).toBe('Số kết thúc không được nhỏ hơn số đã dùng (42)'));
    expect(api.books[0]!.Max_Number).toBe(500);
    // The range is kept within the numbers written: the fix saves.
    await user.clear(last);
    await user.type(last, '600');
    await press(user, within(dialog).getByRole('button', { name: 'Lưu' }));
    await screen.findByText('Đã lưu quyển biên lai BL26');
    expect(api.books[0]!.Max_Number).toBe(600);
  });

  it('When the accountant locks a book after confirming / Then it shows as locked and can be unlocked', async () => {
    const { api, user } = await render();
    const table = await booksTable();
    await user.click(screen.getByRole('button', { name: 'Khóa quyển BL26' }));
    const question = await screen.findByRole('alertdialog', { name: 'Khóa quyển biên lai' });
    await user.click(within(question).getByRole('button', { name: 'Khóa' }));
    await screen.findByText('Đã khóa quyển BL26');
    await waitFor(() => expect(cellTexts(bodyRows(table)[0]!)[6]).toBe('Đã khóa'));
    expect(callsOf(api, 'LockReceiptBook').map((call) => call.variables)).toEqual([{ _id: 'qbl-1', isLocked: true }]);
    await press(user, screen.getByRole('button', { name: 'Mở khóa quyển BL26' }));
    await waitFor(() => expect(cellTexts(bodyRows(table)[0]!)[6]).toBe('Đang dùng'));
  });

  it('When the accountant sets the accounts of cash advances / Then every rule holding an account is saved, and a bad account is refused under its box', async () => {
    const { api, user } = await render();
    const rules = await screen.findByRole('table', { name: 'Hạch toán hình thức thanh toán' });
    const debit = within(rules).getByRole('textbox', { name: 'Tài khoản nợ – Tiền mặt, Tạm ứng' });
    const credit = within(rules).getByRole('textbox', { name: 'Tài khoản có – Tiền mặt, Tạm ứng' });
    expect((within(rules).getByRole('textbox', { name: 'Tài khoản có – Tiền mặt, Thu tiền' }) as HTMLInputElement).value).toBe('5113');
    await user.type(debit, '1111');
    await user.type(credit, '33 88');
    await user.click(screen.getByRole('button', { name: 'Lưu hạch toán' }));
    await waitFor(() => expect(errorUnder(credit)).toBe('Số tài khoản chỉ gồm chữ, số và các dấu . _ - (tối đa 20 ký tự)'));
    await user.clear(credit);
    await user.type(credit, '3388');
    await press(user, screen.getByRole('button', { name: 'Lưu hạch toán' }));
    await screen.findByText('Đã lưu quy tắc hạch toán');
    expect(callsOf(api, 'SavePaymentPostingRules').at(-1)!.variables.input).toEqual([
      { HinhThucThanhToan_Id: 'httt-tm', LoaiQuyenBienLai_Id: 'ThuTien', TaiKhoanCo_Id: '5113', TaiKhoanNo_Id: '1111' },
      { HinhThucThanhToan_Id: 'httt-tm', LoaiQuyenBienLai_Id: 'TamUng', TaiKhoanCo_Id: '3388', TaiKhoanNo_Id: '1111' },
    ]);
  });

  it('When a cashier without the books right opens it / Then the books show but nothing can be changed', async () => {
    await render({ role: 'cashier' });
    await booksTable();
    expect(screen.queryByRole('button', { name: 'Thêm quyển biên lai' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sửa quyển BL26' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Lưu hạch toán' })).toBeNull();
  });

  it('When the accountant reads the screen in English / Then its columns, states and actions are in English', async () => {
    await render({ language: 'en' });
    const table = await booksTable('Receipt books');
    expect(cellTexts(bodyRows(table)[0]!).slice(1, 8)).toEqual(['Payments', '1–500', '43', '458', '02/01/2026', 'In use', 'Nguyễn Thị Thu: up to 42']);
    expect(screen.getByRole('button', { name: 'New receipt book' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Day summary' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Payment posting rules' })).toBeTruthy();
  });
});
