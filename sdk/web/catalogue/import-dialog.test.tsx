// @vitest-environment happy-dom
// The catalogue import dialog as a user meets it: progress while the file is read and saved, an error state
// when nothing was saved, the saved count beside the row errors after a partial save, and a template to fill.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Client, Provider } from 'urql';
import { filter, fromPromise, map, mergeMap, pipe } from 'wonka';
import type { OperationResult } from 'urql';
import { defineCatalogue, field, type AnyCatalogue } from '../../shared/catalogue';
import { renderWithI18n } from '../../ui/testing/render-with-i18n';
import { CatalogueImportDialog } from './import-dialog';
import { readCatalogueFile, writeSheetFile, type SheetRows, type SheetToWrite } from './spreadsheet';

vi.mock('./spreadsheet', async (original) => ({
  ...(await original<typeof import('./spreadsheet')>()),
  // The file libraries need a real browser; what the dialog does around them is what is tested here.
  readCatalogueFile: vi.fn(),
  writeSheetFile: vi.fn(async () => undefined),
}));

const label = (vi: string, en = vi) => ({ vi, en });
const nhomDichVu = defineCatalogue({
  name: 'DM_NhomDichVu', title: label('Nhóm dịch vụ'), codeField: 'MaNhom', nameField: 'TenNhom',
  fields: { MaNhom: field.text({ label: label('Mã nhóm'), required: true }), TenNhom: field.text({ label: label('Tên nhóm'), required: true }) },
});
const dichVu = defineCatalogue({
  name: 'DM_DichVu', title: label('Dịch vụ'), codeField: 'MaDichVu', nameField: 'TenDichVu',
  fields: {
    MaDichVu: field.text({ label: label('Mã dịch vụ'), required: true }),
    TenDichVu: field.text({ label: label('Tên dịch vụ'), required: true }),
    NhomDichVu_Id: field.ref('DM_NhomDichVu', { label: label('Nhóm') }),
    DonGia: field.money({ label: label('Đơn giá') }),
  },
});
const known = new Map<string, AnyCatalogue>([[nhomDichVu.name, nhomDichVu], [dichVu.name, dichVu]]);

type Outcome = { total: number; saved: number; errors: { row: number; field: string; messageKey: string; params: object; message: string }[] };

/** A client whose import answer arrives when the test resolves it, so the saving step can be seen. */
function deferredClient() {
  let resolve: (outcome: Outcome) => void = () => undefined;
  const answered = new Promise<Outcome>((done) => (resolve = done));
  const client = new Client({
    url: 'http://mock.invalid/graphqlhis',
    exchanges: [
      () => (operations$) =>
        pipe(
          operations$,
          filter((operation) => operation.kind !== 'teardown'),
          mergeMap((operation) => {
            const name = operation.query.definitions.find((definition) => definition.kind === 'OperationDefinition')?.name?.value;
            if (name !== dichVu.operations.import) throw new Error(`No answer for the operation "${name}"`);
            return pipe(
              fromPromise(answered),
              map((outcome) => ({ operation, data: { [name]: outcome }, stale: false, hasNext: false }) as OperationResult),
            );
          }),
        ),
    ],
  });
  return { client, resolve };
}

const sheet = (rows: number): SheetRows => ({
  rows: Array.from({ length: rows }, (_, index) => ({ MaDichVu: `DV0${index + 1}`, TenDichVu: `Dịch vụ ${index + 1}` })),
  ignoredHeaders: [],
  fields: ['MaDichVu', 'TenDichVu'],
});

const rowError = (row: number) => ({ row, field: 'TenDichVu', messageKey: 'validation.required', params: {}, message: `Hàng ${row} trong file: Tên dịch vụ không được để trống` });

async function openDialog(client: Client, onImported = vi.fn(), onClose = vi.fn()) {
  const user = userEvent.setup();
  await renderWithI18n(
    <Provider value={client}>
      <CatalogueImportDialog descriptor={dichVu} known={known} open onClose={onClose} onImported={onImported} />
    </Provider>,
  );
  const input = (await screen.findByLabelText('Chọn tệp Excel')) as HTMLInputElement;
  const choose = () => user.upload(input, new File(['x'], 'dich-vu.xlsx'));
  return { user, choose, onImported, onClose };
}

afterEach(() => vi.mocked(readCatalogueFile).mockReset());

describe('the catalogue import dialog', () => {
  it('shows progress while the file is read and while it is saved, then reports the rows saved', async () => {
    let fileRead: (rows: SheetRows) => void = () => undefined;
    vi.mocked(readCatalogueFile).mockReturnValue(new Promise((done) => (fileRead = done)));
    const { client, resolve } = deferredClient();
    const { user, choose, onImported } = await openDialog(client);

    await choose();
    expect(screen.getByRole('status').textContent).toBe('Đang đọc tệp…');
    expect(screen.getByRole('progressbar', { name: 'Tiến độ nhập' }).getAttribute('aria-valuetext')).toBe('Đang đọc tệp…');

    fileRead(sheet(2));
    await user.click(await screen.findByRole('button', { name: 'Nhập 2 dòng' }));
    expect(screen.getByRole('status').textContent).toBe('Đang kiểm tra và lưu 2 dòng…');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('Đang kiểm tra và lưu 2 dòng…');

    resolve({ total: 2, saved: 2, errors: [] });
    await waitFor(() => expect(onImported).toHaveBeenCalledWith(2));
  });

  it('shows an error state, and no progress bar, when the file cannot be read', async () => {
    vi.mocked(readCatalogueFile).mockRejectedValue(new Error('not a zip file'));
    const { choose } = await openDialog(deferredClient().client);
    await choose();

    expect((await screen.findByRole('alert')).textContent).toBe('Không đọc được tệp, hãy chọn tệp Excel (.xlsx)');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows an error state with every row error, and no progress bar, when no row was saved', async () => {
    vi.mocked(readCatalogueFile).mockResolvedValue(sheet(5));
    const { client, resolve } = deferredClient();
    const { user, choose, onImported } = await openDialog(client);
    await choose();
    await user.click(await screen.findByRole('button', { name: 'Nhập 5 dòng' }));
    resolve({ total: 5, saved: 0, errors: [2, 3, 4, 5, 6, 6].map(rowError) });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Không lưu dòng nào: 6 lỗi trong 5 dòng');
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(onImported).not.toHaveBeenCalled();
  });

  it('after a partial save shows how many rows were saved beside the row errors, and closing refreshes the list', async () => {
    vi.mocked(readCatalogueFile).mockResolvedValue(sheet(5));
    const { client, resolve } = deferredClient();
    const { user, choose, onImported, onClose } = await openDialog(client);
    await choose();
    await user.click(await screen.findByRole('button', { name: 'Nhập 5 dòng' }));
    resolve({ total: 5, saved: 3, errors: [rowError(4), rowError(6)] });

    expect((await screen.findByRole('alert')).textContent).toContain('Đã lưu 3/5 dòng; 2 lỗi ở các dòng còn lại');
    expect(screen.getByRole('list', { name: 'Danh sách lỗi' }).textContent).toContain('Hàng 4 trong file: Tên dịch vụ không được để trống');
    expect(screen.queryByRole('progressbar')).toBeNull();

    // The footer's button; the title bar's × closes the same way.
    await user.click(screen.getAllByRole('button', { name: 'Đóng' })[0]!);
    expect(onImported).toHaveBeenCalledWith(3);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers a template file with the header row and one example row instead of a list of columns', async () => {
    const { user } = await openDialog(deferredClient().client);
    expect(screen.getByRole('dialog').textContent).not.toContain('Mã dịch vụ, Tên dịch vụ');
    await user.click(screen.getByRole('button', { name: 'Tải tệp mẫu' }));

    expect(writeSheetFile).toHaveBeenCalledTimes(1);
    const [[written], fileName] = vi.mocked(writeSheetFile).mock.calls[0]! as [SheetToWrite[], string];
    expect(fileName).toBe('DM_DichVu-mau.xlsx');
    expect(written!.columns.map((column) => column.header)).toEqual(['Mã dịch vụ', 'Tên dịch vụ', 'Nhóm', 'Đơn giá']);
    expect(written!.rows).toEqual([['VD01', 'Ví dụ: Tên dịch vụ', 'Mã trong Nhóm dịch vụ', 100_000]]);
  });
});
