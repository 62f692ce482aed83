// @vitest-environment happy-dom
// The list of price lists as a price manager reads it: what each column says, the filters sent to the server, and
// which actions a profile without the write permissions is offered.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRICE_LIST_RELEASE, PRICE_LIST_WRITE } from '../../rules/permissions';
import { createFakePricingApi, NOW } from '../testing/fake-pricing-api';
import { renderPricing } from '../testing/render-pricing';
import { PriceListScreen } from './price-list-screen';

async function renderScreen(permissions: string[]) {
  const api = createFakePricingApi();
  await renderPricing(<PriceListScreen canWrite={permissions.includes(PRICE_LIST_WRITE)} canRelease={permissions.includes(PRICE_LIST_RELEASE)} now={() => NOW} />, api.client, { permissions });
  return { api, user: userEvent.setup({ delay: 10 }) };
}

const searches = (api: ReturnType<typeof createFakePricingApi>) => api.calls.filter((call) => call.name === 'SearchBangGia').map((call) => call.variables);

describe('price lists', () => {
  it('When the screen opens / Then each list shows its code, name, type, issue date, rooms, state, priced services and its export, latest issue first', async () => {
    const { api } = await renderScreen([PRICE_LIST_WRITE, PRICE_LIST_RELEASE]);
    const table = await screen.findByRole('table', { name: 'Danh sách bảng giá' });
    const rows = await waitFor(() => {
      const found = within(table).getAllByRole('row').slice(1);
      expect(found.length).toBe(7);
      return found;
    });
    expect(rows.slice(0, 3).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['VienPhi-2027', 'Bảng giá viện phí năm 2027', 'Giá viện phí', '01/01/2027', 'Tất cả phòng', 'Chưa phát hành', '6', 'Xuất'],
      ['BHYT-PK01', 'Giá khám BHYT phòng khám Nội 1', 'Giá bảo hiểm y tế', '01/02/2026', '1 phòng ban', 'Hiện hành', '1', 'Xuất'],
      ['BaoHiemYTe-2026', 'Bảng giá BHYT năm 2026', 'Giá bảo hiểm y tế', '01/01/2026', 'Tất cả phòng', 'Hiện hành', '10', 'Xuất'],
    ]);
    expect(within(rows[5]!).getAllByRole('cell')[5]!.textContent).toBe('Đã phát hành');
    expect(searches(api)[0]).toEqual({ searchString: null, LoaiGia_Id: null, TrangThai: null, page: 1, limit: 20 });
    expect(screen.getByRole('button', { name: 'Thêm bảng giá' })).toBeTruthy();
  });

  it('When the manager keeps the current fee lists / Then the search asks for exactly that, from the first page', async () => {
    const { api, user } = await renderScreen([]);
    await screen.findByRole('button', { name: 'Mở bảng giá VienPhi-2026' });
    await user.click(screen.getByRole('combobox', { name: 'Loại giá' }));
    await user.click(await screen.findByRole('option', { name: 'Giá viện phí' }));
    await user.click(screen.getByRole('combobox', { name: 'Trạng thái' }));
    await user.click(await screen.findByRole('option', { name: 'Hiện hành' }));
    await waitFor(() => expect(searches(api).at(-1)).toEqual({ searchString: null, LoaiGia_Id: 'lg-vp', TrangThai: 'HienHanh', page: 1, limit: 20 }));
    const table = screen.getByRole('table', { name: 'Danh sách bảng giá' });
    await waitFor(() => expect(within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['VienPhi-2026']));

    await user.type(screen.getByRole('searchbox', { name: 'Tìm theo mã hoặc tên bảng giá' }), 'vien phi');
    await waitFor(() => expect(searches(api).at(-1)).toMatchObject({ searchString: 'vien phi', page: 1 }));
  });

  it('Without the write permission / Then no list can be added, and a list opens to be read', async () => {
    const { user } = await renderScreen([]);
    await user.click(await screen.findByRole('button', { name: 'Mở bảng giá VienPhi-2027' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bảng giá VienPhi-2027' });
    await within(dialog).findByText('Bạn chỉ có quyền xem bảng giá.');
    expect(screen.queryByRole('button', { name: 'Thêm bảng giá' })).toBeNull();
  });
});
