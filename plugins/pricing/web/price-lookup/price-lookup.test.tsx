// @vitest-environment happy-dom
// The price lookup as reception staff use it: the unit price a patient group pays now or on a past day, where it
// comes from, the service's price history, and the spec's message when no current list prices the service.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createFakePricingApi, PRICE_TYPES } from '../testing/fake-pricing-api';
import { renderPricing } from '../testing/render-pricing';
import { PriceLookup } from './price-lookup';
import { chooseOption } from '@his/sdk/testing/dom';

const priceTypes = PRICE_TYPES.map((type) => ({ value: type._id, label: type.TenLoaiGia }));

async function pick(user: UserEvent, label: string, text: string, option: RegExp) {
  await chooseOption(user, screen.getByRole('combobox', { name: label }), text, option);
}

async function renderLookup() {
  const api = createFakePricingApi();
  await renderPricing(<PriceLookup priceTypes={priceTypes} />, api.client);
  // Ark's combobox takes its typed text back through its state machine: keys a little apart, as a person types.
  return { api, user: userEvent.setup({ delay: 10 }) };
}

describe('price lookup', () => {
  it('When a service and a fee-paying group are chosen / Then the current price shows with its type and list, and the history newest first', async () => {
    const { api, user } = await renderLookup();
    expect(screen.getByText('Chọn dịch vụ và đối tượng để xem đơn giá áp dụng.')).toBeTruthy();
    await pick(user, 'Dịch vụ', 'kham noi', /Khám Nội/);
    await pick(user, 'Đối tượng', 'vien phi', /Viện phí/);

    const result = await screen.findByRole('region', { name: 'Kết quả tra cứu' });
    await within(result).findByText('42,100 đ');
    expect(result.textContent).toContain('Giá viện phí');
    expect(result.textContent).toContain('VienPhi-2026 – Bảng giá viện phí năm 2026');
    expect(api.calls.find((call) => call.name === 'DonGiaDichVu')?.variables).toEqual({ idDichVu: 'dv-kb-noi', idDoiTuong: 'dt-vp', ngay: null });

    const history = screen.getByRole('table', { name: 'Lịch sử giá Khám Nội' });
    const rows = within(history).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows[0]).toEqual(['BHYT-PK01Giá bảo hiểm y tế · Giá khám BHYT phòng khám Nội 1', '01/02/2026', '45,000']);
    expect(rows.map((row) => row[1])).toEqual(['01/02/2026', '01/01/2026', '01/01/2026', '01/01/2026', '01/01/2025', '01/01/2025']);
  });

  it('When a past day is chosen / Then the price of the list current on that day shows', async () => {
    const { user } = await renderLookup();
    await pick(user, 'Dịch vụ', 'kham noi', /Khám Nội/);
    await pick(user, 'Đối tượng', 'vien phi', /Viện phí/);
    await user.type(screen.getByRole('textbox', { name: 'Ngày áp dụng' }), '01/06/2025');
    await user.tab();
    const result = screen.getByRole('region', { name: 'Kết quả tra cứu' });
    await within(result).findByText('40,000 đ');
    expect(result.textContent).toContain('VienPhi-2025');
    expect(result.textContent).toContain('Ngày tra cứu01/06/2025');
  });

  it('When no current list of the group\'s price types prices the service / Then the spec\'s "prices missing" message shows', async () => {
    const { user } = await renderLookup();
    await pick(user, 'Dịch vụ', 'tu van', /Tư vấn dinh dưỡng/);
    await pick(user, 'Đối tượng', 'vien phi', /Viện phí/);
    const result = screen.getByRole('region', { name: 'Kết quả tra cứu' });
    expect((await within(result).findByRole('alert')).textContent).toBe('Dịch vụ KHAC-TV chưa có giá trong bảng giá hiện hành');
    expect(await screen.findByText('Dịch vụ chưa có trong bảng giá đã phát hành nào')).toBeTruthy();
  });
});
