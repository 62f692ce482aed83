// @vitest-environment happy-dom
// The receivables list as a customer manager uses it: what each customer owes and the sum, a search sent to the
// server, an export of the unpaid lines to Excel, and the server's refusal of a too large export shown as it words it.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { writeSheetFile } from '@his/sdk/catalogue-screens';
import { createMockClient, MockRefusal, mockSession, type MockCall } from '@his/sdk/testing';
import { renderInHost } from '@his/sdk/testing/render';
import viMessages from '../../locales/vi.json';
import en from '../../locales/en.json';
import { PATIENT_READ } from '../../rules/permissions';
import { ReceivablesList } from './receivables-list';

vi.mock('@his/sdk/catalogue-screens', async (original) => ({
  ...(await original<typeof import('@his/sdk/catalogue-screens')>()),
  // Only the download is replaced: a browser's file save has no place in a component test.
  writeSheetFile: vi.fn(async () => undefined),
}));

const OWING = {
  getCongNoPhaiThu: {
    total: 2,
    tongSoTien: 450_000,
    items: [
      { BenhNhan_Id: 'p1', MaYTe: 'BN0001', TenBenhNhan: 'Nguyễn Văn An', SoDienThoai: '0912000001', SoLanTiepNhan: 2, SoTien: 300_000, NgayNoCuNhat: Date.UTC(2026, 0, 5, 2) },
      { BenhNhan_Id: 'p2', MaYTe: 'BN0002', TenBenhNhan: 'Trần Thị Bình', SoDienThoai: null, SoLanTiepNhan: 1, SoTien: 150_000, NgayNoCuNhat: Date.UTC(2026, 0, 6, 2) },
    ],
  },
};
const LINE = { MaYTe: 'BN0001', TenBenhNhan: 'Nguyễn Văn An', SoDienThoai: '0912000001', MaTiepNhan: 'TN0001', SoPhieuYeuCau: 'YC0001', NgayYeuCau: Date.UTC(2026, 0, 5, 2), MaDichVu: 'KB-NOI', TenDichVu: 'Khám nội', SoLuong: 2, DonGiaThanhToan: 150_000, ThanhTien: 300_000 };

async function render(exportAnswer: (variables: Record<string, any>) => unknown, lang: 'vi' | 'en' = 'vi') {
  const calls: MockCall[] = [];
  const client = createMockClient({ CongNoPhaiThu: () => OWING, ExportCongNo: exportAnswer }, { calls });
  await renderInHost(<ReceivablesList />, { locales: { reception: { vi: viMessages, en } }, client, session: mockSession([PATIENT_READ]), language: lang });
  return { calls, user: userEvent.setup({ delay: 5 }) };
}

describe('ReceivablesList', () => {
  it('shows what each customer owes in đồng, the count and the sum over all pages', async () => {
    await render(() => ({ getDataExportCongNo: [] }));
    const table = await screen.findByRole('table', { name: 'Công nợ phải thu' });
    const first = (await within(table).findByText('Nguyễn Văn An')).closest('tr')!;
    expect(within(first).getByText('BN0001')).toBeTruthy();
    expect(first.textContent).toMatch(/300[.,\s\u00a0]000/);
    expect(screen.getByRole('status').textContent).toMatch(/2 khách hàng nợ, tổng 450[.,\s\u00a0]000/);
  });

  it('sends the search to the server and starts again from the first page', async () => {
    const { calls, user } = await render(() => ({ getDataExportCongNo: [] }));
    await screen.findByText('Nguyễn Văn An');
    await user.type(screen.getByRole('searchbox', { name: 'Tìm khách hàng nợ' }), 'an');
    await waitFor(() => expect(calls.filter((call) => call.name === 'CongNoPhaiThu').at(-1)!.variables).toMatchObject({ searchString: 'an', page: 1 }));
  });

  it('exports the unpaid lines to an Excel file with localized headers', async () => {
    const { calls, user } = await render(() => ({ getDataExportCongNo: [LINE] }));
    await screen.findByText('Nguyễn Văn An');
    await user.click(screen.getByRole('button', { name: 'Xuất Excel' }));
    await waitFor(() => expect(writeSheetFile).toHaveBeenCalled());
    const [sheets, fileName] = vi.mocked(writeSheetFile).mock.calls.at(-1)!;
    expect(fileName).toBe('cong-no-phai-thu.xlsx');
    expect(sheets[0]!.columns.map((column) => column.header)).toEqual(['Mã y tế', 'Tên khách hàng', 'Số điện thoại', 'Mã tiếp nhận', 'Số phiếu yêu cầu', 'Ngày chỉ định', 'Mã dịch vụ', 'Tên dịch vụ', 'Số lượng', 'Đơn giá', 'Thành tiền']);
    expect(sheets[0]!.rows[0]).toEqual(expect.arrayContaining(['BN0001', 'TN0001', 'KB-NOI', 2, 150_000, 300_000]));
    expect(calls.find((call) => call.name === 'ExportCongNo')!.variables).toEqual({ searchString: null });
    expect(await screen.findByText('Đã xuất 1 dòng công nợ')).toBeTruthy();
  });

  it("shows the server's refusal of a too large export and writes no file", async () => {
    vi.mocked(writeSheetFile).mockClear();
    const { user } = await render(() => {
      throw new MockRefusal('reception.receivables.tooManyLines', 'searchString', { max: 50_000 }, 'Chỉ xuất được tối đa 50.000 dòng công nợ một lần, hãy thu hẹp tìm kiếm');
    });
    await screen.findByText('Nguyễn Văn An');
    await user.click(screen.getByRole('button', { name: 'Xuất Excel' }));
    expect(await screen.findByText(/tối đa 50.000 dòng công nợ/)).toBeTruthy();
    expect(writeSheetFile).not.toHaveBeenCalled();
  });

  it('labels everything in English too', async () => {
    await render(() => ({ getDataExportCongNo: [] }), 'en');
    expect(await screen.findByRole('table', { name: 'Receivables' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search customers owing' })).toBeTruthy();
    expect(await screen.findByText(/2 customers owing/)).toBeTruthy();
  });
});
