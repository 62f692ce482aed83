// @vitest-environment happy-dom
// The audit history as an accountant uses it: the week's entries, a filter, the next page, one entry in full.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockClient } from '@his/sdk/testing';
import { renderAdmin } from '../testing/render-admin';
import { AuditHistoryPage } from './audit-history-page';

// 15/03/2024 10:30 in Vietnam; only Date is frozen, so the kit's timers still run.
const NOW = Date.UTC(2024, 2, 15, 3, 30);
const MINUTE = 60_000;

function entry(index: number, action: string) {
  return { _id: String(1000 - index), time: NOW - index * MINUTE, username: 'ketoan', nodeName: 'Bệnh viện Đa khoa Hòa Bình', action, entity: 'User', entity_Id: `u${index}` };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('audit history', () => {
  it('When the screen opens, then it asks for the last seven days, newest first, and shows them', async () => {
    const asked: Record<string, unknown>[] = [];
    const client = createMockClient({
      GetLichSuThaoTac: (variables) => {
        asked.push(variables);
        return { getLichSuThaoTac: { total: 2, items: [entry(0, 'LOGIN'), entry(5, 'LOGIN_FAILED')] } };
      },
    });
    await renderAdmin(<AuditHistoryPage />, client);
    const table = await screen.findByRole('table', { name: 'Tổng cộng 2 thao tác' });
    expect(asked[0]).toEqual({ filter: { tuNgay: Date.UTC(2024, 2, 8, 17), denNgay: Date.UTC(2024, 2, 15, 16, 59, 59, 999) }, page: 1, limit: 20 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(0, 6).map((cell) => cell.textContent))).toEqual([
      ['15/03/2024 10:30', 'ketoan', 'Bệnh viện Đa khoa Hòa Bình', 'Đăng nhập', 'User', 'u0'],
      ['15/03/2024 10:25', 'ketoan', 'Bệnh viện Đa khoa Hòa Bình', 'Đăng nhập thất bại', 'User', 'u5'],
    ]);
    expect(screen.getByText(/^Trang 1\/1 ·/)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Từ ngày' })).toHaveProperty('value', '09/03/2024');
    expect(screen.getByRole('textbox', { name: 'Đến ngày' })).toHaveProperty('value', '15/03/2024');
  });

  it('When the accountant keeps only sign-outs of one user, then the search asks for exactly that, from the first page', async () => {
    const user = userEvent.setup();
    const asked: Record<string, any>[] = [];
    const client = createMockClient({
      GetLichSuThaoTac: (variables) => {
        asked.push(variables);
        return { getLichSuThaoTac: { total: 45, items: [entry(0, 'LOGOUT')] } };
      },
    });
    await renderAdmin(<AuditHistoryPage />, client);
    await screen.findByText(/^Trang 1\/3 ·/);
    await user.click(screen.getByRole('button', { name: /Trang sau/ }));
    await screen.findByText(/^Trang 2\/3 ·/);
    expect(asked.at(-1)).toMatchObject({ page: 2, limit: 20 });

    await user.type(screen.getByRole('textbox', { name: 'Người thao tác' }), 'ketoan');
    await user.click(screen.getByRole('combobox', { name: 'Thao tác' }));
    await user.click(await screen.findByRole('option', { name: 'Đăng xuất' }));
    await user.click(screen.getByRole('button', { name: 'Tìm kiếm' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ filter: { username: 'ketoan', action: 'LOGOUT' }, page: 1, limit: 20 }));
  });

  it('When the accountant shows a hundred rows a page, then the list starts again from the first page', async () => {
    const user = userEvent.setup();
    const asked: Record<string, any>[] = [];
    const client = createMockClient({
      GetLichSuThaoTac: (variables) => {
        asked.push(variables);
        return { getLichSuThaoTac: { total: 250, items: [entry(0, 'UPDATE')] } };
      },
    });
    await renderAdmin(<AuditHistoryPage />, client);
    await user.click(await screen.findByRole('button', { name: /Trang sau/ }));
    await screen.findByText(/^Trang 2\/13 ·/);
    await user.click(screen.getByRole('combobox', { name: 'Số dòng mỗi trang' }));
    await user.click(await screen.findByRole('option', { name: '100' }));
    await screen.findByText(/^Trang 1\/3 ·/);
    expect(asked.at(-1)).toMatchObject({ page: 1, limit: 100 });
  });

  it('When an entry is opened, then its record before and after the change is shown', async () => {
    const user = userEvent.setup();
    const opened: unknown[] = [];
    const client = createMockClient({
      GetLichSuThaoTac: () => ({ getLichSuThaoTac: { total: 1, items: [{ ...entry(0, 'UPDATE'), entity: 'Setting', entity_Id: 'his', username: 'admin' }] } }),
      GetLichSuThaoTacById: (variables) => {
        opened.push(variables);
        return {
          getLichSuThaoTacById: {
            ...entry(0, 'UPDATE'), entity: 'Setting', entity_Id: 'his', username: 'admin', user_Id: 'u1', node_Id: 'n1', profile_Id: 'p1',
            operation: 'updateSettingType', address: '10.0.0.8', before: { isCoGiaVienPhi: true }, after: { isCoGiaVienPhi: false },
          },
        };
      },
    });
    await renderAdmin(<AuditHistoryPage />, client);
    await user.click(await screen.findByRole('button', { name: 'Xem chi tiết thao tác Cập nhật lúc 15/03/2024 10:30' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chi tiết thao tác' });
    // The mock client keeps no cache, so a re-render may ask again: what matters is which entry is asked for.
    expect(opened.length).toBeGreaterThan(0);
    expect(new Set(opened.map((variables) => JSON.stringify(variables)))).toEqual(new Set(['{"id":"1000"}']));
    expect(within(dialog).getByRole('region', { name: 'Trước khi thay đổi' }).textContent).toContain('"isCoGiaVienPhi": true');
    expect(within(dialog).getByRole('region', { name: 'Sau khi thay đổi' }).textContent).toContain('"isCoGiaVienPhi": false');
    expect(within(dialog).getByText('updateSettingType')).toBeTruthy();
  });

  it('When the list cannot be loaded, then the screen says so', async () => {
    const client = createMockClient({});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderAdmin(<AuditHistoryPage />, client);
    expect((await screen.findByRole('alert')).textContent).toContain('Không tải được lịch sử thao tác');
    expect(error).toHaveBeenCalledWith('The mock client has no answer for the operation "GetLichSuThaoTac"');
    error.mockRestore();
  });
});
