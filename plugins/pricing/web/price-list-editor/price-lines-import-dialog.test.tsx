// @vitest-environment happy-dom
// A draft's service prices from an Excel file, as a price manager does it: a file with bad rows lists each of them
// and changes nothing; a good file replaces or merges into the lines, which are then saved as usual.
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import writeXlsxFile from 'write-excel-file/node';
import { writeSheetFile } from '@his/sdk/catalogue-screens';
import { createFakePricingApi, NOW, PRICE_TYPES } from '../testing/fake-pricing-api';
import { renderPricing } from '../testing/render-pricing';
import { PriceListEditor, type EditorTarget } from './price-list-editor';

vi.mock('@his/sdk/catalogue-screens', async (original) => ({
  ...(await original<typeof import('@his/sdk/catalogue-screens')>()),
  // Only the download is replaced: a browser's file save has no place in a component test.
  writeSheetFile: vi.fn(async () => undefined),
}));

const priceTypes = PRICE_TYPES.map((type) => ({ value: type._id, label: type.TenLoaiGia }));

function Harness({ initial }: { initial: EditorTarget }) {
  const [target, setTarget] = useState<EditorTarget | null>(initial);
  return <PriceListEditor target={target} onTargetChange={setTarget} priceTypes={priceTypes} canWrite canRelease onChanged={() => {}} now={() => NOW} />;
}

async function openEditor(id: string) {
  const api = createFakePricingApi();
  await renderPricing(<Harness initial={{ kind: 'open', id }} />, api.client);
  const editor = await screen.findByRole('dialog');
  await within(editor).findByRole('table', { name: 'Giá dịch vụ' });
  return { api, editor, user: userEvent.setup({ delay: 5 }) };
}

async function excelFile(rows: (string | number | null)[][]): Promise<File> {
  const buffer = await writeXlsxFile(rows).toBuffer();
  return new File([new Uint8Array(buffer)], 'bang-gia.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

async function importFile(user: UserEvent, editor: HTMLElement, rows: (string | number | null)[][]): Promise<HTMLElement> {
  await user.click(within(editor).getByRole('button', { name: 'Nhập từ Excel' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nhập giá dịch vụ từ Excel' });
  await user.upload(within(dialog).getByLabelText('Chọn tệp Excel'), await excelFile(rows));
  return dialog;
}

const servicesTab = (editor: HTMLElement) => within(editor).getByRole('tab', { name: /^Giá dịch vụ/ });

describe('service prices imported from Excel', () => {
  it('When the file has bad rows / Then each is named by its row in the file and the draft keeps its lines', async () => {
    const { api, editor, user } = await openEditor('bg-vp-2027');
    const dialog = await importFile(user, editor, [
      ['STT', '*Mã dịch vụ*', 'Tên dịch vụ', 'Đơn giá'],
      [1, 'KB-NOI', 'Khám Nội', 50_000],
      [2, 'XN-KHONGCO', 'Xét nghiệm lạ', 10_000],
      [3, 'XN-GLU', 'Glucose', -5],
      [4, 'KB-NOI', 'Khám Nội', 'năm mươi nghìn'],
      [5, 'KB-CU', 'Khám (mẫu cũ)', 40_000],
    ]);
    const errors = await within(dialog).findByRole('list', { name: 'Danh sách lỗi' });
    expect(within(errors).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Hàng 3 trong file: Mã dịch vụ: Không tìm thấy mã XN-KHONGCO',
      'Hàng 4 trong file: Đơn giá (đ): Không được nhập số âm',
      'Hàng 5 trong file: Mã dịch vụ: KB-NOI trùng với hàng 2',
      'Hàng 5 trong file: Đơn giá (đ): Phải là số',
      'Hàng 6 trong file: Mã dịch vụ: KB-CU đang tạm ngừng',
    ]);
    expect(within(dialog).getByText('Bảng giá không thay đổi: 5 lỗi trong 5 dòng')).toBeTruthy();
    // The file's codes, each once, in one by-codes read: unknown and suspended codes are told apart by its answer.
    expect(api.calls.filter((call) => call.name === 'DichVuTheoMa').map((call) => call.variables)).toEqual([{ codes: ['KB-NOI', 'XN-KHONGCO', 'XN-GLU', 'KB-CU'] }]);
    // A refusal is an error state, not a full progress bar.
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /Đưa .* vào bảng giá/ })).toBeNull();
    await user.click(within(dialog).getAllByRole('button', { name: 'Đóng' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nhập giá dịch vụ từ Excel' })).toBeNull());
    expect(servicesTab(editor).textContent).toBe('Giá dịch vụ (6)');
    expect(within(editor).getByRole('textbox', { name: 'Đơn giá Khám Nội' })).toHaveProperty('value', '45,500');
  });

  it('When a good file is merged and the draft saved / Then listed services take the file\'s price, new ones join, and the server gets them', async () => {
    const { api, editor, user } = await openEditor('bg-vp-2027');
    const dialog = await importFile(user, editor, [
      ['Service code', 'Unit price'],
      ['KB-NOI', '50.000'],
      ['XQ-NGUC', 70_000],
    ]);
    expect(await within(dialog).findByText('Đã đọc 2 dòng đúng từ bang-gia.xlsx')).toBeTruthy();
    expect(within(dialog).getByText('1 dịch vụ mới, 1 dịch vụ đổi giá')).toBeTruthy();
    expect(within(dialog).getByText('5 dịch vụ không có trong tệp sẽ bị bỏ khỏi bảng giá')).toBeTruthy();
    await user.click(within(dialog).getByRole('radio', { name: 'Gộp vào bảng giá: dịch vụ đã có lấy giá trong tệp' }));
    expect(within(dialog).getByText('5 dịch vụ không có trong tệp được giữ nguyên giá')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Đưa 2 dòng vào bảng giá' }));

    await waitFor(() => expect(servicesTab(editor).textContent).toBe('Giá dịch vụ (7)'));
    expect(within(editor).getByRole('textbox', { name: 'Đơn giá Khám Nội' })).toHaveProperty('value', '50,000');
    expect(within(editor).getByRole('textbox', { name: 'Đơn giá Chụp X-quang ngực thẳng' })).toHaveProperty('value', '70,000');
    expect(api.calls.filter((call) => call.name === 'UpdateBangGia')).toEqual([]);

    await user.click(within(editor).getByRole('button', { name: 'Lưu nháp' }));
    await waitFor(() => expect(api.calls.filter((call) => call.name === 'UpdateBangGia').length).toBe(1));
    const saved = api.calls.find((call) => call.name === 'UpdateBangGia')!.variables.input.DichVu_DonGia as { DichVu_Id: string; DonGia: number }[];
    expect(saved[0]).toEqual({ DichVu_Id: 'dv-kb-noi', DonGia: 50_000 });
    expect(saved.at(-1)).toEqual({ DichVu_Id: 'dv-xq-nguc', DonGia: 70_000 });
  });

  it('When a good file replaces the lines / Then the draft holds the file\'s services only, in file order', async () => {
    const { editor, user } = await openEditor('bg-vp-2027');
    const dialog = await importFile(user, editor, [
      ['Mã dịch vụ', 'Đơn giá (đ)'],
      ['SA-BUNG', 46_000],
      ['KB-NHI', 45_000],
    ]);
    await user.click(await within(dialog).findByRole('button', { name: 'Đưa 2 dòng vào bảng giá' }));
    await waitFor(() => expect(servicesTab(editor).textContent).toBe('Giá dịch vụ (2)'));
    const table = within(editor).getByRole('table', { name: 'Giá dịch vụ' });
    expect(within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['SA-BUNG', 'KB-NHI']);
  });

  it('When the file lacks the price column / Then it says so and nothing is looked up', async () => {
    const { api, editor, user } = await openEditor('bg-vp-2027');
    const dialog = await importFile(user, editor, [['Mã dịch vụ', 'Tên dịch vụ'], ['KB-NOI', 'Khám Nội']]);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Tệp thiếu cột Đơn giá (đ)');
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
    expect(api.calls.some((call) => call.name === 'DichVuTheoMa')).toBe(false);
  });

  it('When the template is downloaded / Then it holds the header row and one example row', async () => {
    const { editor, user } = await openEditor('bg-vp-2027');
    await user.click(within(editor).getByRole('button', { name: 'Nhập từ Excel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nhập giá dịch vụ từ Excel' });
    await user.click(within(dialog).getByRole('button', { name: 'Tải tệp mẫu' }));
    const [[sheet], fileName] = vi.mocked(writeSheetFile).mock.calls.at(-1)!;
    expect(fileName).toBe('bang-gia-mau.xlsx');
    expect(sheet!.columns.map((column) => column.header)).toEqual(['Mã dịch vụ', 'Tên dịch vụ', 'Đơn giá (đ)']);
    expect(sheet!.rows).toEqual([['KB-NOI', 'Khám Nội', 100_000]]);
  });

  it('When a released list is open / Then it offers no import', async () => {
    const { editor } = await openEditor('bg-vp-2026');
    expect(within(editor).queryByRole('button', { name: 'Nhập từ Excel' })).toBeNull();
    expect(within(editor).getByRole('button', { name: 'Xuất Excel' })).toBeTruthy();
  });
});
