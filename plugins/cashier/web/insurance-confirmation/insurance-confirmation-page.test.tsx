// @vitest-environment happy-dom
// Insurance confirmation as the cashier uses it, on the fake API: the insured visits still to confirm with their
// totals, one confirmed and gone from that list, the confirmed list with its time and a cancellation asked first, a
// visit's bill opened, a confirmation elsewhere read again, and the screen in English.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { cashierEvents } from '../../contract';
import { createFakeFeeScreensApi, MORNING, sampleBills } from '../testing/fake-fee-screens-api';
import { bodyRows, callsOf, cellTexts, renderFeeScreen, settleToasts } from '../testing/render-fee-screen';
import { DanhSachXacNhanBHYTPage, XacNhanBHYTNgoaiTruPage } from './insurance-confirmation-page';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(MORNING);
});
afterEach(async () => {
  vi.useRealTimers();
  await settleToasts();
});

// A second insured visit, so that one stays when the other is confirmed.
function twoInsured() {
  const [insured, paying] = sampleBills();
  const other = structuredClone(insured!);
  other.TiepNhan = { ...other.TiepNhan, _id: 'tn-3', MaTiepNhan: 'TN2603050003', SoTheBHYT: 'HT2797924000001' };
  other.BenhNhan = { ...other.BenhNhan, _id: 'bn-3', MaYTe: '26000044', TenBenhNhan: 'Lê Thị Hoa' };
  return createFakeFeeScreensApi({ bills: [insured!, paying!, other] });
}

async function rowsOf(name: string, count: number) {
  const table = await screen.findByRole('table', { name });
  await waitFor(() => expect(bodyRows(table)).toHaveLength(count));
  return table;
}

describe('insurance confirmation', () => {
  it('When the cashier opens /xac-nhan-bhyt-ngoai-tru / Then today\'s insured visits still to confirm show with their totals', async () => {
    const api = twoInsured();
    await renderFeeScreen(<XacNhanBHYTNgoaiTruPage />, api, { role: 'cashier' });
    const table = await rowsOf('Lượt khám BHYT', 2);
    expect(bodyRows(table).map((row) => cellTexts(row).slice(0, 7))).toEqual([
      ['TN2603050001', 'Trần Quốc Bình (26000042)', 'DN4797924000002', '05/03/2026 07:00', '216,800', '77,440', 'Chưa xác nhận'],
      ['TN2603050003', 'Lê Thị Hoa (26000044)', 'HT2797924000001', '05/03/2026 07:00', '216,800', '77,440', 'Chưa xác nhận'],
    ]);
    expect(screen.getByLabelText('Tổng cộng').textContent).toBe('2 lượtTổng tiền: 433,600BHYT trả: 154,880');
    expect(callsOf(api, 'InsuranceConfirmations')[0]!.variables).toMatchObject({ DaXacNhanBHYT: false, searchString: null, startDate: Date.UTC(2026, 2, 4, 17) });
    expect(screen.getByText(/Lượt khám đã xác nhận BHYT không được thay đổi dịch vụ/)).toBeTruthy();
  });

  it('When the cashier confirms a visit / Then it is confirmed and leaves the list of those to confirm', async () => {
    const api = twoInsured();
    const { user } = await renderFeeScreen(<XacNhanBHYTNgoaiTruPage />, api, { role: 'cashier' });
    const table = await rowsOf('Lượt khám BHYT', 2);
    await user.click(within(table).getByRole('button', { name: 'Xác nhận BHYT Trần Quốc Bình (TN2603050001)' }));
    await screen.findByText('Đã xác nhận BHYT Trần Quốc Bình (TN2603050001)');
    await waitFor(() => expect(bodyRows(table).map((row) => cellTexts(row)[0])).toEqual(['TN2603050003']));
    expect(api.bills[0]!.DaXacNhanBHYT).toBe(true);
  });

  it('When the cashier cancels a confirmation on /danh-sach-xac-nhan-bhyt / Then it is asked first, and the visit takes changes again', async () => {
    const api = twoInsured();
    api.bills[0]!.DaXacNhanBHYT = true;
    api.confirmedAt['tn-1'] = MORNING - 600_000;
    const { user } = await renderFeeScreen(<DanhSachXacNhanBHYTPage />, api, { role: 'cashier' });
    expect(screen.getByRole('heading', { name: 'Danh sách xác nhận BHYT' })).toBeTruthy();
    const table = await rowsOf('Lượt khám BHYT', 1);
    expect(cellTexts(bodyRows(table)[0]!)[6]).toBe('Đã xác nhận 05/03/2026 07:50');
    await user.click(within(table).getByRole('button', { name: 'Hủy xác nhận BHYT Trần Quốc Bình (TN2603050001)' }));
    const question = await screen.findByRole('alertdialog', { name: 'Hủy xác nhận BHYT' });
    expect(within(question).getByText(/Lượt khám sẽ lại được thay đổi/)).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'Hủy xác nhận' }));
    await screen.findByText('Đã hủy xác nhận BHYT Trần Quốc Bình (TN2603050001)');
    await screen.findByText('Không có lượt khám BHYT nào');
    expect(callsOf(api, 'UnconfirmInsurance').map((call) => call.variables)).toEqual([{ TiepNhan_Id: 'tn-1' }]);
    expect(api.bills[0]!.DaXacNhanBHYT).toBe(false);
  });

  it('When the cashier opens a visit\'s bill / Then its totals and lines show', async () => {
    const { user } = await renderFeeScreen(<XacNhanBHYTNgoaiTruPage />, twoInsured(), { role: 'cashier' });
    const table = await rowsOf('Lượt khám BHYT', 2);
    await user.click(within(table).getByRole('button', { name: 'Xem chi phí Trần Quốc Bình (TN2603050001)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chi phí Trần Quốc Bình (TN2603050001)' });
    const lines = await within(dialog).findByRole('table', { name: 'Chi tiết viện phí' });
    expect(bodyRows(lines)).toHaveLength(3);
    expect(within(dialog).getByText('1 dịch vụ không thuộc danh mục BHYT: người bệnh trả toàn bộ.')).toBeTruthy();
  });

  it('When another cashier confirms a visit / Then the list is read again', async () => {
    const api = twoInsured();
    const { appEvents } = await renderFeeScreen(<XacNhanBHYTNgoaiTruPage />, api, { role: 'cashier' });
    const table = await rowsOf('Lượt khám BHYT', 2);
    api.bills[2]!.DaXacNhanBHYT = true;
    appEvents.emit({ module: cashierEvents.insuranceConfirmed.module, process: 'update', idNodes: ['n-cs01'], data: { TiepNhan_Id: 'tn-3', BenhNhan_Id: 'bn-3' } });
    await waitFor(() => expect(bodyRows(table).map((row) => cellTexts(row)[0])).toEqual(['TN2603050001']));
  });

  it('When someone may only read it / Then the visits show without confirming buttons', async () => {
    await renderFeeScreen(<DanhSachXacNhanBHYTPage />, twoInsured(), { role: 'accountant' });
    await screen.findByRole('table', { name: 'Lượt khám BHYT' });
    expect(screen.queryByRole('button', { name: /^Xác nhận BHYT/ })).toBeNull();
  });

  it('When the cashier reads the screen in English / Then its filters, columns and actions are in English', async () => {
    await renderFeeScreen(<XacNhanBHYTNgoaiTruPage />, twoInsured(), { role: 'cashier', language: 'en' });
    const table = await rowsOf('Insured visits', 2);
    expect(cellTexts(bodyRows(table)[0]!)[6]).toBe('Not confirmed');
    expect(within(table).getByRole('button', { name: 'Confirm insurance of Trần Quốc Bình (TN2603050001)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Confirm outpatient insurance' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Find a patient' })).toBeTruthy();
  });
});
