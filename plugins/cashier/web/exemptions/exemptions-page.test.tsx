// @vitest-environment happy-dom
// The exemptions screen as the cashier uses it, on the fake API: a visit found by name, a percent and an amount set
// with a reason and the totals changing as the server computes them, a refusal under the line's box, a confirmed
// visit that takes none, and the screen in English.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createFakeFeeScreensApi, MORNING } from '../testing/fake-fee-screens-api';
import { bodyRows, callsOf, errorUnder, press, renderFeeScreen, settleToasts, type User } from '../testing/render-fee-screen';
import { ExemptionsPage } from './exemptions-page';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(MORNING);
});
afterEach(async () => {
  vi.useRealTimers();
  await settleToasts();
});

async function openVisit(user: User, search: string, name: string) {
  await user.type(screen.getByRole('searchbox', { name: 'Tìm người bệnh' }), search);
  const table = screen.getByRole('table', { name: 'Danh sách lượt tiếp nhận' });
  await waitFor(() => expect(bodyRows(table)).toHaveLength(1));
  await user.click(within(table).getByRole('button', { name: new RegExp(`Chọn ${name}`) }));
  return screen.findByRole('table', { name: 'Miễn giảm theo dịch vụ' });
}

const total = (name: string) => {
  const term = within(screen.getByLabelText('Tổng chi phí')).getByText(name);
  return term.nextElementSibling!.textContent;
};

describe('the exemptions screen', () => {
  it('When the cashier finds a visit and discounts two lines with a reason / Then only those are sent and the totals are the server\'s, beside what they were', async () => {
    const api = createFakeFeeScreensApi();
    const { user } = await renderFeeScreen(<ExemptionsPage />, api, { role: 'cashier' });
    const lines = await openVisit(user, 'diệu', 'Võ Thị Diệu');
    expect(screen.getByRole('heading', { name: 'Võ Thị Diệu – 26000043' })).toBeTruthy();
    expect(total('Người bệnh trả')).toBe('230,000');
    await user.type(within(lines).getByRole('textbox', { name: '% giảm – Khám Nội' }), '50');
    await user.type(within(lines).getByRole('textbox', { name: 'Số tiền giảm – Định lượng Glucose' }), '10000');
    await user.type(screen.getByRole('textbox', { name: /Lý do miễn giảm/ }), 'Hộ nghèo');
    await user.click(screen.getByRole('button', { name: 'Lưu miễn giảm (2 dịch vụ)' }));
    await screen.findByText('Đã lưu miễn giảm cho 2 dịch vụ');
    expect(callsOf(api, 'SetExemptions')[0]!.variables).toEqual({
      TiepNhan_Id: 'tn-2',
      lines: [{ ChiTiet_Id: 'ct-4', PhanTramGiamGia: 50 }, { ChiTiet_Id: 'ct-5', SoTienGiamGia: 10_000 }],
      LyDo: 'Hộ nghèo',
    });
    await waitFor(() => expect(total('Người bệnh trả')).toBe('145,000trước: 230,000'));
    expect(total('Miễn giảm')).toBe('85,000trước: 0');
    expect(api.exemptionReasons['tn-2']).toEqual(['Hộ nghèo']);
  });

  it('When the cashier types a percent after an amount / Then the amount empties: a line takes one or the other', async () => {
    const { user } = await renderFeeScreen(<ExemptionsPage />, createFakeFeeScreensApi(), { role: 'cashier' });
    const lines = await openVisit(user, 'diệu', 'Võ Thị Diệu');
    const amount = within(lines).getByRole('textbox', { name: 'Số tiền giảm – Khám Nội' }) as HTMLInputElement;
    await user.type(amount, '20000');
    await user.type(within(lines).getByRole('textbox', { name: '% giảm – Khám Nội' }), '10');
    expect(amount.value).toBe('');
  });

  it('When a discount is above the patient\'s share or no reason is given / Then each refusal shows under its box before anything is sent', async () => {
    const api = createFakeFeeScreensApi();
    const { user } = await renderFeeScreen(<ExemptionsPage />, api, { role: 'cashier' });
    const lines = await openVisit(user, 'bình', 'Trần Quốc Bình');
    // Insurance pays 36,960 of 46,200: the patient's share is 9,240.
    const amount = within(lines).getByRole('textbox', { name: 'Số tiền giảm – Tổng phân tích tế bào máu' });
    await user.type(amount, '10000');
    await user.click(screen.getByRole('button', { name: 'Lưu miễn giảm (1 dịch vụ)' }));
    await waitFor(() => expect(errorUnder(screen.getByRole('textbox', { name: /Lý do miễn giảm/ }))).toBe('Không được để trống!'));
    expect(errorUnder(amount)).toMatch(/9,240|9240/);
    expect(callsOf(api, 'SetExemptions')).toHaveLength(0);
  });

  it('When the server refuses a line / Then its message shows under that line\'s box', async () => {
    const api = createFakeFeeScreensApi();
    const { user } = await renderFeeScreen(<ExemptionsPage />, api, { role: 'cashier' });
    const lines = await openVisit(user, 'bình', 'Trần Quốc Bình');
    // A collected line takes no discount: its boxes are closed.
    expect((within(lines).getByRole('textbox', { name: '% giảm – Khám Nội' }) as HTMLInputElement).disabled).toBe(true);
    // The share was lowered elsewhere since the screen read it: the server's check refuses.
    api.bills[0]!.ChiTiets[2]!.BenhNhanTT = 50_000;
    const amount = within(lines).getByRole('textbox', { name: 'Số tiền giảm – Siêu âm ổ bụng' });
    await user.type(amount, '60000');
    await user.type(screen.getByRole('textbox', { name: /Lý do miễn giảm/ }), 'Người có công');
    await user.click(screen.getByRole('button', { name: 'Lưu miễn giảm (1 dịch vụ)' }));
    await waitFor(() => expect(errorUnder(amount)).toMatch(/50,000|50000/));
    expect(callsOf(api, 'SetExemptions')[0]!.variables.lines).toEqual([{ ChiTiet_Id: 'ct-3', SoTienGiamGia: 60_000 }]);
    await user.clear(amount);
    await user.type(amount, '50000');
    await press(user, screen.getByRole('button', { name: 'Lưu miễn giảm (1 dịch vụ)' }));
    await screen.findByText('Đã lưu miễn giảm cho 1 dịch vụ');
  });

  it('When the visit\'s insurance is confirmed / Then the screen says why it takes no discount and offers no save', async () => {
    const api = createFakeFeeScreensApi();
    api.bills[0]!.DaXacNhanBHYT = true;
    const { user } = await renderFeeScreen(<ExemptionsPage />, api, { role: 'cashier' });
    const lines = await openVisit(user, 'bình', 'Trần Quốc Bình');
    expect(screen.getByRole('status').textContent).toBe('Lượt tiếp nhận TN2603050001 đã xác nhận BHYT: không thay đổi được dịch vụ, miễn giảm hay đối tượng cho đến khi hủy xác nhận.');
    expect((within(lines).getByRole('textbox', { name: '% giảm – Siêu âm ổ bụng' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /Lưu miễn giảm/ })).toBeNull();
  });

  it('When the cashier reads the screen in English / Then the finder, the lines and the totals are in English', async () => {
    const { user } = await renderFeeScreen(<ExemptionsPage />, createFakeFeeScreensApi(), { role: 'cashier', language: 'en' });
    await user.type(screen.getByRole('searchbox', { name: 'Find a patient' }), 'diệu');
    const table = screen.getByRole('table', { name: 'Visits' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(1));
    await user.click(within(table).getByRole('button', { name: /Open Võ Thị Diệu/ }));
    const lines = await screen.findByRole('table', { name: 'Discounts by service' });
    expect(within(lines).getByRole('textbox', { name: '% off – Khám Nội' })).toBeTruthy();
    expect(screen.getByText('Patient pays after discount', { selector: 'th' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Reason for the discount/ })).toBeTruthy();
  });
});
