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

// As the API sends entries: the entity and the record already in the reader's words, the raw ones beside them.
function entry(index: number, action: string) {
  return {
    _id: String(1000 - index), time: NOW - index * MINUTE, username: 'ketoan', nodeName: 'Bệnh viện Đa khoa Hòa Bình', action,
    entity: 'User', entityLabel: 'Tài khoản người dùng', entity_Id: `7c0e9d52-3f4b-4a8e-9f1d-0000000000${String(index).padStart(2, '0')}`, recordName: 'ketoan',
  };
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
      ['15/03/2024 10:30', 'ketoan', 'Bệnh viện Đa khoa Hòa Bình', 'Đăng nhập', 'Tài khoản người dùng', 'ketoan'],
      ['15/03/2024 10:25', 'ketoan', 'Bệnh viện Đa khoa Hòa Bình', 'Đăng nhập thất bại', 'Tài khoản người dùng', 'ketoan'],
    ]);
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toContain('Bản ghi');
    expect(table.textContent).not.toMatch(/User|7c0e9d52/);
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

  it('When an entry is opened, then what changed is shown field by field, labelled, with names rather than ids or JSON', async () => {
    const user = userEvent.setup();
    const opened: unknown[] = [];
    const service = {
      ...entry(0, 'UPDATE'), entity: 'DM_DichVu', entityLabel: 'Dịch vụ', entity_Id: '0d6c2a4e-5b7f-4c1e-9a3d-2f8b6e1c7a90', recordName: 'Khám Nội', username: 'admin',
    };
    const client = createMockClient({
      GetLichSuThaoTac: () => ({ getLichSuThaoTac: { total: 1, items: [service] } }),
      GetLichSuThaoTacById: (variables) => {
        opened.push(variables);
        return {
          getLichSuThaoTacById: {
            ...service, user_Id: 'u1', node_Id: 'n1', profile_Id: 'p1', operation: 'updateDM_DichVu', operationLabel: 'Sửa Dịch vụ', address: '10.0.0.8',
            changes: [
              { field: 'TenDichVu', label: 'Tên dịch vụ', before: 'Khám nội', after: 'Khám Nội' },
              { field: 'NhomDichVu_Id', label: 'Nhóm dịch vụ', before: 'Khám bệnh', after: 'Chẩn đoán hình ảnh' },
              { field: 'GhiChu', label: 'Ghi chú', before: null, after: 'Từ 01/04' },
            ],
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
    const changes = within(dialog).getByRole('table', { name: 'Nội dung thay đổi' });
    expect(within(changes).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['Thông tin', 'Trước khi thay đổi', 'Sau khi thay đổi'],
      ['Tên dịch vụ', 'Khám nội', 'Khám Nội'],
      ['Nhóm dịch vụ', 'Khám bệnh', 'Chẩn đoán hình ảnh'],
      ['Ghi chú', 'Không có dữ liệu', 'Từ 01/04'],
    ]);
    expect(within(dialog).getByText('Sửa Dịch vụ')).toBeTruthy();
    expect(within(dialog).getByText('Dịch vụ')).toBeTruthy();
    expect(within(dialog).getByText('Khám Nội', { selector: 'dd' })).toBeTruthy();
    // Nothing raw: no JSON, no entity, function or field names, no ids.
    expect(dialog.querySelector('pre')).toBeNull();
    expect(dialog.textContent).not.toMatch(/[{}]|DM_DichVu|updateDM_DichVu|TenDichVu|NhomDichVu_Id|0d6c2a4e/);
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
