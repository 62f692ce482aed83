// @vitest-environment happy-dom
// The audit history as an accountant uses it: the week's entries, a filter, the next page, one entry in full.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { writeSheetFile } from '@his/sdk/catalogue-screens';
import { createMockClient, MockRefusal, type MockCall } from '@his/sdk/testing';
import type { ComposedFill } from '@his/sdk/web';
import { auditPatientPicker, type AuditPatientPickerProps } from '../../contract';
import { renderAdmin } from '../testing/render-admin';
import { AuditHistoryPage } from './audit-history-page';

vi.mock('@his/sdk/catalogue-screens', async (original) => ({
  ...(await original<typeof import('@his/sdk/catalogue-screens')>()),
  // Only the download is replaced: a browser's file save has no place in a component test.
  writeSheetFile: vi.fn(async () => undefined),
}));

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

  it('When the accountant exports, then every entry of the filter in force is asked for and written to Excel with Vietnamese headers', async () => {
    const user = userEvent.setup();
    vi.mocked(writeSheetFile).mockClear();
    const calls: MockCall[] = [];
    const row = {
      time: NOW, username: 'admin', nodeName: 'Bệnh viện Đa khoa Hòa Bình', actionLabel: 'Cập nhật', entityLabel: 'Dịch vụ', entity_Id: 'dv-1',
      recordName: 'Khám Nội', operationLabel: 'Sửa Dịch vụ', address: '10.0.0.8', changes: 'Tên dịch vụ: Khám nội → Khám Nội',
    };
    const client = createMockClient({
      GetLichSuThaoTac: () => ({ getLichSuThaoTac: { total: 45, items: [entry(0, 'UPDATE')] } }),
      ExportLichSuThaoTac: () => ({ exportLichSuThaoTac: [row, { ...row, recordName: null, entity_Id: 'dv-gone', operationLabel: null, address: null, changes: '' }] }),
    }, { calls });
    await renderAdmin(<AuditHistoryPage />, client);
    await user.type(screen.getByRole('textbox', { name: 'Người thao tác' }), 'admin');
    await user.click(screen.getByRole('button', { name: 'Tìm kiếm' }));
    await screen.findByText(/^Trang 1\/3 ·/);
    await user.click(screen.getByRole('button', { name: 'Xuất Excel' }));
    await waitFor(() => expect(writeSheetFile).toHaveBeenCalledTimes(1));
    // The whole filter, not the page: no page, no limit.
    expect(calls.filter((call) => call.name === 'ExportLichSuThaoTac').map((call) => call.variables)).toEqual([
      { filter: { tuNgay: Date.UTC(2024, 2, 8, 17), denNgay: Date.UTC(2024, 2, 15, 16, 59, 59, 999), username: 'admin' } },
    ]);
    const [sheets, fileName] = vi.mocked(writeSheetFile).mock.calls[0]!;
    expect(fileName).toBe('lich-su-thao-tac.xlsx');
    expect(sheets[0]!.name).toBe('Lịch sử thao tác');
    expect(sheets[0]!.columns.map((column) => column.header)).toEqual([
      'Thời gian', 'Người thao tác', 'Cơ sở', 'Thao tác', 'Đối tượng', 'Bản ghi', 'Chức năng', 'Địa chỉ máy', 'Nội dung thay đổi',
    ]);
    expect(sheets[0]!.rows).toEqual([
      ['15/03/2024 10:30', 'admin', 'Bệnh viện Đa khoa Hòa Bình', 'Cập nhật', 'Dịch vụ', 'Khám Nội', 'Sửa Dịch vụ', '10.0.0.8', 'Tên dịch vụ: Khám nội → Khám Nội'],
      ['15/03/2024 10:30', 'admin', 'Bệnh viện Đa khoa Hòa Bình', 'Cập nhật', 'Dịch vụ', 'dv-gone', null, null, null],
    ]);
    expect(await screen.findByText('Đã xuất 2 thao tác ra tệp Excel')).toBeTruthy();
  });

  it('When the filter matches more than an export holds, then the accountant is asked to narrow it and nothing is asked or written', async () => {
    const user = userEvent.setup();
    vi.mocked(writeSheetFile).mockClear();
    const calls: MockCall[] = [];
    const client = createMockClient({ GetLichSuThaoTac: () => ({ getLichSuThaoTac: { total: 50_001, items: [entry(0, 'LOGIN')] } }) }, { calls });
    await renderAdmin(<AuditHistoryPage />, client);
    await screen.findByText(/^Trang 1\/2\.?501 ·/);
    await user.click(screen.getByRole('button', { name: 'Xuất Excel' }));
    expect(await screen.findByText('Có 50.001 thao tác khớp bộ lọc, nhiều hơn 50.000 dòng của một lần xuất: hãy thu hẹp bộ lọc')).toBeTruthy();
    expect(calls.some((call) => call.name === 'ExportLichSuThaoTac')).toBe(false);
    expect(writeSheetFile).not.toHaveBeenCalled();
  });

  it('When the server refuses the export, then its words are shown and no file is written', async () => {
    const user = userEvent.setup();
    vi.mocked(writeSheetFile).mockClear();
    const client = createMockClient({
      GetLichSuThaoTac: () => ({ getLichSuThaoTac: { total: 3, items: [entry(0, 'LOGIN')] } }),
      ExportLichSuThaoTac: () => {
        throw new MockRefusal('admin.audit.exportTooMany', 'filter', { total: '50.002', max: '50.000' }, 'Có 50.002 thao tác khớp bộ lọc, nhiều hơn 50.000 dòng của một lần xuất: hãy thu hẹp bộ lọc');
      },
    });
    await renderAdmin(<AuditHistoryPage />, client);
    await screen.findByText(/^Trang 1\/1 ·/);
    await user.click(screen.getByRole('button', { name: 'Xuất Excel' }));
    expect(await screen.findByText(/Có 50\.002 thao tác khớp bộ lọc/)).toBeTruthy();
    expect(writeSheetFile).not.toHaveBeenCalled();
  });

  it('When the variant keeps patients, then the accountant picks one and the search asks for that patient\'s entries', async () => {
    const user = userEvent.setup();
    const asked: Record<string, any>[] = [];
    const client = createMockClient({
      GetLichSuThaoTac: (variables) => {
        asked.push(variables);
        return { getLichSuThaoTac: { total: 1, items: [entry(0, 'CREATE')] } };
      },
    });
    // Stands for reception's patient search: one patient to choose, and the chosen one shown.
    function FakePatientPicker({ label, value, onValueChange }: AuditPatientPickerProps) {
      return (
        <button type="button" onClick={() => onValueChange({ BenhNhan_Id: 'bn-an', label: 'Nguyễn Văn An · BN000123' })}>
          {`${label}: ${value?.label ?? '-'}`}
        </button>
      );
    }
    const fill: ComposedFill = { slot: auditPatientPicker, id: 'patient-picker', pluginId: 'reception', component: async () => ({ default: FakePatientPicker }) };
    await renderAdmin(<AuditHistoryPage />, client, 'vi', { slotFills: new Map([[auditPatientPicker.id, [fill]]]) });
    await user.click(await screen.findByRole('button', { name: 'Bệnh nhân: -' }));
    expect(screen.getByRole('button', { name: 'Bệnh nhân: Nguyễn Văn An · BN000123' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Tìm kiếm' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ filter: { BenhNhan_Id: 'bn-an' }, page: 1 }));
  });

  it('When the variant keeps no patients, then the filter offers no patient', async () => {
    const client = createMockClient({ GetLichSuThaoTac: () => ({ getLichSuThaoTac: { total: 0, items: [] } }) });
    await renderAdmin(<AuditHistoryPage />, client);
    await screen.findByRole('table');
    expect(within(screen.getByRole('search')).queryByText('Bệnh nhân')).toBeNull();
    expect(screen.getByRole('button', { name: 'Xuất Excel' })).toHaveProperty('disabled', true);
  });

  it('When read in English, then the export button and the file speak English', async () => {
    const user = userEvent.setup();
    vi.mocked(writeSheetFile).mockClear();
    const client = createMockClient({
      GetLichSuThaoTac: () => ({ getLichSuThaoTac: { total: 1, items: [entry(0, 'LOGIN')] } }),
      ExportLichSuThaoTac: () => ({ exportLichSuThaoTac: [] }),
    });
    await renderAdmin(<AuditHistoryPage />, client, 'en');
    await screen.findByText(/^Page 1 of 1/);
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(writeSheetFile).toHaveBeenCalledTimes(1));
    const [sheets, fileName] = vi.mocked(writeSheetFile).mock.calls[0]!;
    expect(fileName).toBe('audit-history.xlsx');
    expect(sheets[0]!.columns.map((column) => column.header)).toEqual(['Time', 'User', 'Site', 'Action', 'Record type', 'Record', 'Function', 'Client address', 'What changed']);
  });
});
