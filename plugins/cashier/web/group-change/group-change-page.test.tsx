// @vitest-environment happy-dom
// The patient group change as the cashier uses it, on the fake API: a service visit changed to insurance with its card
// and the bill re-priced by the server; a visit with a collected line refused with the server's reason; a card number
// refused before sending; and the screen in English.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createFakeFeeScreensApi, MORNING } from '../testing/fake-fee-screens-api';
import { bodyRows, callsOf, cellTexts, errorUnder, renderFeeScreen, settleToasts, type User } from '../testing/render-fee-screen';
import { GroupChangePage } from './group-change-page';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(MORNING);
});
afterEach(async () => {
  vi.useRealTimers();
  await settleToasts();
});

async function openVisit(user: User, search: string, name: RegExp) {
  await user.type(screen.getByRole('searchbox', { name: /Tìm người bệnh|Find a patient/ }), search);
  const table = screen.getByRole('table', { name: /Danh sách lượt tiếp nhận|Visits/ });
  await waitFor(() => expect(bodyRows(table)).toHaveLength(1));
  await user.click(within(table).getByRole('button', { name }));
  return screen.findByRole('form', { name: /Đối tượng mới|New patient group/ });
}

const total = (name: string) => within(screen.getByLabelText('Tổng chi phí')).getByText(name).nextElementSibling!.textContent;

async function choose(user: User, form: HTMLElement, label: string, option: string) {
  await user.click(within(form).getByRole('combobox', { name: new RegExp(label) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the patient group change', () => {
  it('When the cashier changes a service visit to insurance with its card / Then the server re-prices the bill and the totals show what they were', async () => {
    const api = createFakeFeeScreensApi();
    const { user } = await renderFeeScreen(<GroupChangePage />, api, { role: 'cashier' });
    const form = await openVisit(user, 'diệu', /Chọn Võ Thị Diệu/);
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Chuyển đổi đối tượng' }).hasAttribute('disabled')).toBe(false));
    expect(screen.queryByRole('status')).toBeNull();
    await choose(user, form, 'Đối tượng', 'Bảo hiểm y tế');
    await user.type(within(form).getByRole('textbox', { name: 'Số thẻ BHYT' }), 'dn4797924000099');
    await user.type(within(form).getByRole('textbox', { name: 'Nơi đăng ký KCB ban đầu' }), '79024');
    await choose(user, form, 'Tuyến', 'Đúng tuyến');
    await user.click(within(form).getByRole('button', { name: 'Chuyển đổi đối tượng' }));
    await screen.findByText('Đã chuyển sang đối tượng Bảo hiểm y tế; viện phí đã tính lại');
    expect(callsOf(api, 'ChangePatientGroup')[0]!.variables).toEqual({
      TiepNhan_Id: 'tn-2',
      input: {
        DoiTuong_Id: 'dt-bhyt', SoTheBHYT: 'DN4797924000099', BHYTNgayHieuLuc: null, BHYTNgayHetHieuLuc: null, BenhVien_KCB: '79024', TuyenKCB: 'DungTuyen', NgayDu5Nam: null,
        MienCungChiTra: false, NgayMienCungChiTra: null,
      },
    });
    // The examination has no insurance price and stays the patient's, said on its line; the test is now covered.
    await waitFor(() => expect(total('BHYT trả')).toBe('64,000trước: 0'));
    expect(total('Người bệnh trả')).toBe('166,000trước: 230,000');
    expect(total('Tổng tiền')).toBe('230,000');
    const lines = screen.getByRole('table', { name: 'Chi tiết viện phí' });
    expect(bodyRows(lines).map((row) => cellTexts(row).slice(0, 7))).toEqual([
      ['Khám NộiKhám bệnh · Không thuộc BHYT', '1', '150,000', '—', '150,000', '0%', '0'],
      ['Định lượng GlucoseXét nghiệm', '2', '40,000', '40,000', '80,000', '80%', '64,000'],
    ]);
    expect(screen.getByText('1 dịch vụ không thuộc danh mục BHYT: người bệnh trả toàn bộ.')).toBeTruthy();
    expect(api.bills[1]!.TiepNhan.TenDoiTuong).toBe('Bảo hiểm y tế');
  });

  it('When the visit already has a collected line / Then the server\'s reason shows and nothing can be changed', async () => {
    const api = createFakeFeeScreensApi();
    const { user } = await renderFeeScreen(<GroupChangePage />, api, { role: 'cashier' });
    const form = await openVisit(user, 'bình', /Chọn Trần Quốc Bình/);
    expect((await screen.findByRole('status')).textContent).toBe('Không chuyển đổi đối tượng được: Lượt tiếp nhận TN2603050001 đã thu tiền (Khám Nội): không chuyển đổi đối tượng được');
    expect(within(form).getByRole('button', { name: 'Chuyển đổi đối tượng' }).hasAttribute('disabled')).toBe(true);
    expect((within(form).getByRole('textbox', { name: 'Số thẻ BHYT' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('When the card number is short / Then it is refused under the card before anything is sent', async () => {
    const api = createFakeFeeScreensApi();
    const { user } = await renderFeeScreen(<GroupChangePage />, api, { role: 'cashier' });
    const form = await openVisit(user, 'diệu', /Chọn Võ Thị Diệu/);
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Chuyển đổi đối tượng' }).hasAttribute('disabled')).toBe(false));
    const card = within(form).getByRole('textbox', { name: 'Số thẻ BHYT' });
    await user.type(card, 'DN47979');
    await user.click(within(form).getByRole('button', { name: 'Chuyển đổi đối tượng' }));
    await waitFor(() => expect(errorUnder(card)).toBe('Số thẻ BHYT gồm 15 ký tự: 2 chữ, mức hưởng 1-5 và 12 số'));
    expect(callsOf(api, 'ChangePatientGroup')).toHaveLength(0);
  });

  it('When the cashier reads the screen in English / Then the form is in English', async () => {
    const api = createFakeFeeScreensApi();
    const { user } = await renderFeeScreen(<GroupChangePage />, api, { role: 'cashier', language: 'en' });
    const form = await openVisit(user, 'diệu', /Open Võ Thị Diệu/);
    expect(within(form).getByRole('group', { name: 'Health insurance card' })).toBeTruthy();
    for (const name of ['Card number', 'Registered facility']) expect(within(form).getByRole('textbox', { name })).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Change the patient group' })).toBeTruthy();
  });
});
