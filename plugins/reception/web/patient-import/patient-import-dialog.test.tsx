// @vitest-environment happy-dom
// Importing patients from Excel as the records clerk does it: the template holds the server's columns and an example,
// a chosen file shows its first rows, the file itself is sent (its progress shown) and imported by its id, a refused
// file lists its rows' errors as the server words them, and a file like kept patients asks once, then imports the file
// already sent.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import writeXlsxFile from 'write-excel-file/node';
import { writeSheetFile } from '@his/sdk/catalogue-screens';
import { FileUploadProvider, UploadRefusal, type FileSender } from '@his/sdk/data';
import { createMockClient, MockRefusal, mockSession, type MockCall } from '@his/sdk/testing';
import { renderInHost } from '@his/sdk/testing/render';
import viMessages from '../../locales/vi.json';
import en from '../../locales/en.json';
import { PATIENT_IMPORT } from '../../rules/permissions';
import { PatientImportDialog } from './patient-import-dialog';

vi.mock('@his/sdk/catalogue-screens', async (original) => ({
  ...(await original<typeof import('@his/sdk/catalogue-screens')>()),
  // Only the download is replaced: a browser's file save has no place in a component test.
  writeSheetFile: vi.fn(async () => undefined),
}));

const column = (field: string, vi: string, english: string, required: boolean, example: string | null = null) =>
  ({ field, header: vi, headerVi: vi, headerEn: english, required, hint: `Gợi ý ${vi}`, example });
const IMPORT_DATA = {
  getDataForImportPatient: {
    maxRows: 10_000,
    defaultNationality: 'VN',
    columns: [
      column('MaYTe', 'Mã y tế', 'Patient code', false),
      column('TenBenhNhan', 'Họ tên', 'Full name', true, 'Nguyễn Văn A'),
      column('NamSinh', 'Năm sinh', 'Birth year', true, '1990'),
      column('GioiTinh', 'Giới tính', 'Gender', true, 'Nam'),
      column('SoDienThoai', 'Số điện thoại', 'Phone', true, '0912345678'),
    ],
  },
};

type Answer = (variables: Record<string, any>) => unknown;

async function excelFile(rows: (string | number | null)[][]): Promise<File> {
  const buffer = await writeXlsxFile(rows).toBuffer();
  return new File([new Uint8Array(buffer)], 'benh-nhan.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

/** The server's upload as a fake: stores each file sent under the next id, or refuses with `refusal`. */
function fakeUpload(refusal?: UploadRefusal) {
  const sent: File[] = [];
  let hold: Promise<void> = Promise.resolve();
  const send: FileSender = async (files) => {
    await hold;
    if (refusal) throw refusal;
    sent.push(...files);
    return files.map((file, index) => ({ _id: `tep-${sent.length - files.length + index + 1}`, name: file.name, mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', size: file.size }));
  };
  /** Holds the next uploads until the returned function is called: to see the dialog while a file is sent. */
  const holdUploads = () => {
    let release = () => undefined as void;
    hold = new Promise((resolve) => (release = resolve));
    return release;
  };
  return { send, sent, holdUploads };
}

async function render(save: Answer, lang: 'vi' | 'en' = 'vi', maxRows = 10_000, upload = fakeUpload()) {
  const calls: MockCall[] = [];
  const onImported = vi.fn();
  const data = { getDataForImportPatient: { ...IMPORT_DATA.getDataForImportPatient, maxRows } };
  const client = createMockClient({ GetDataForImportPatient: () => data, SaveImportPatient: save }, { calls });
  await renderInHost(<FileUploadProvider value={upload.send}><PatientImportDialog open onClose={() => undefined} onImported={onImported} /></FileUploadProvider>, {
    locales: { reception: { vi: viMessages, en } }, client, session: mockSession([PATIENT_IMPORT], { username: 'khth', name: 'Trần Thị Hồ Sơ', profile: 'Kế hoạch tổng hợp' }), language: lang,
  });
  return { calls, onImported, upload, user: userEvent.setup({ delay: 5 }) };
}

const FILE = [
  ['Họ tên*', 'Năm sinh', 'Giới tính', 'Số điện thoại', 'Cột lạ'],
  ['Lê Văn Một', 1980, 'Nam', '0912000001', 'x'],
  ['Lê Thị Hai', 1985, null, '0912000002', null],
  ['Lê Văn Ba', 1990, 'Nam', '12345', null],
];

describe('the patient import dialog', () => {
  it('When the template is downloaded / Then it has the server\'s columns, required ones starred, and the example row', async () => {
    const { user } = await render(() => ({}));
    const dialog = await screen.findByRole('dialog', { name: 'Nhập bệnh nhân từ Excel' });
    await within(dialog).findByText('Gợi ý Họ tên');
    await user.click(within(dialog).getByRole('button', { name: 'Tải file mẫu' }));
    const [sheets, fileName] = vi.mocked(writeSheetFile).mock.calls.at(-1)!;
    expect(fileName).toBe('mau-nhap-benh-nhan.xlsx');
    expect(sheets[0]!.columns.map((each) => each.header)).toEqual(['Mã y tế', 'Họ tên*', 'Năm sinh*', 'Giới tính*', 'Số điện thoại*']);
    expect(sheets[0]!.rows).toEqual([[null, 'Nguyễn Văn A', '1990', 'Nam', '0912345678']]);
  });

  it('When a file with a bad row is imported / Then its first rows are previewed, the file sent, the server\'s row errors listed, and nothing is reported imported', async () => {
    const { calls, onImported, upload, user } = await render(() => ({
      saveImportPatient: { total: 3, saved: 0, errorCount: 1, MaYTes: [], errors: [
        { row: 4, field: 'SoDienThoai', column: 'Số điện thoại', messageKey: 'validation.phone', message: 'Hàng 4 trong file: Số điện thoại không hợp lệ' },
      ] },
    }));
    const dialog = await screen.findByRole('dialog', { name: 'Nhập bệnh nhân từ Excel' });
    await within(dialog).findByText('Gợi ý Họ tên');
    const file = await excelFile(FILE);
    await user.upload(within(dialog).getByLabelText('Chọn file Excel'), file);
    const preview = await within(dialog).findByRole('table', { name: 'Các hàng đầu của file' });
    expect(within(preview).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['2', 'Lê Văn Một', '1980', 'Nam', '0912000001'],
      ['3', 'Lê Thị Hai', '1985', '', '0912000002'],
      ['4', 'Lê Văn Ba', '1990', 'Nam', '12345'],
    ]);
    expect(within(dialog).getByText('Bỏ qua các cột không có trong mẫu: Cột lạ')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Nhập 3 bệnh nhân' }));
    const errors = await within(dialog).findByRole('list', { name: 'Danh sách lỗi' });
    expect(within(errors).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Hàng 4 trong file: Số điện thoại không hợp lệ (cột Số điện thoại)']);
    expect(within(dialog).getByText('File không được nhập, chưa lưu bệnh nhân nào: 1 lỗi trong 3 hàng')).toBeTruthy();
    // The file goes as it is, and the import names the upload: the server reads the file itself.
    expect(upload.sent).toEqual([file]);
    expect(calls.find((call) => call.name === 'SaveImportPatient')!.variables).toEqual({ fileId: 'tep-1', confirmed: [] });
    expect(onImported).not.toHaveBeenCalled();
  });

  it('When the file looks like kept patients / Then the server\'s question is asked once and, accepted, the file already sent is imported with its key', async () => {
    let asked = false;
    const { calls, onImported, upload, user } = await render((variables) => {
      if (!(variables.confirmed as string[]).includes('reception.import.duplicatePatients')) {
        asked = true;
        throw new MockRefusal('reception.import.duplicatePatients', undefined, {}, '1 hàng trùng tên và năm sinh hoặc số điện thoại với bệnh nhân đã có hoặc với hàng khác trong file (hàng 2). Vẫn nhập cả file?', true);
      }
      return { saveImportPatient: { total: 3, saved: 3, errorCount: 0, errors: [], MaYTes: ['26000101', '26000102', '26000103'] } };
    });
    const dialog = await screen.findByRole('dialog', { name: 'Nhập bệnh nhân từ Excel' });
    await within(dialog).findByText('Gợi ý Họ tên');
    await user.upload(within(dialog).getByLabelText('Chọn file Excel'), await excelFile(FILE));
    await user.click(await within(dialog).findByRole('button', { name: 'Nhập 3 bệnh nhân' }));
    const question = await screen.findByRole('alertdialog', { name: 'Có thể trùng bệnh nhân' });
    expect(question.textContent).toContain('(hàng 2). Vẫn nhập cả file?');
    expect(asked).toBe(true);
    await user.click(within(question).getByRole('button', { name: 'Vẫn nhập' }));
    await waitFor(() => expect(onImported).toHaveBeenCalledWith(3));
    expect(calls.filter((call) => call.name === 'SaveImportPatient').map((call) => call.variables)).toEqual([
      { fileId: 'tep-1', confirmed: [] }, { fileId: 'tep-1', confirmed: ['reception.import.duplicatePatients'] },
    ]);
    expect(upload.sent).toHaveLength(1);
  });

  it('When the file is being sent / Then the dialog says so with its progress, and imports once it is stored', async () => {
    const upload = fakeUpload();
    const { calls, onImported, user } = await render(() => ({ saveImportPatient: { total: 3, saved: 3, errorCount: 0, errors: [], MaYTes: ['26000101', '26000102', '26000103'] } }), 'vi', 10_000, upload);
    const dialog = await screen.findByRole('dialog', { name: 'Nhập bệnh nhân từ Excel' });
    await within(dialog).findByText('Gợi ý Họ tên');
    await user.upload(within(dialog).getByLabelText('Chọn file Excel'), await excelFile(FILE));
    const release = upload.holdUploads();
    await user.click(await within(dialog).findByRole('button', { name: 'Nhập 3 bệnh nhân' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe('Đang tải benh-nhan.xlsx lên…');
    expect(within(dialog).getByRole('progressbar', { name: 'Tiến độ nhập' })).toBeTruthy();
    expect(within(dialog).getByLabelText('Chọn file Excel')).toHaveProperty('disabled', true);
    expect(calls.filter((call) => call.name === 'SaveImportPatient')).toEqual([]);
    release();
    await waitFor(() => expect(onImported).toHaveBeenCalledWith(3));
    expect(calls.filter((call) => call.name === 'SaveImportPatient').map((call) => call.variables)).toEqual([{ fileId: 'tep-1', confirmed: [] }]);
  });

  it('When the server refuses the file at the upload / Then its words are shown and nothing is imported', async () => {
    const refusal = new UploadRefusal('Tệp tải lên: Tệp “benh-nhan.xlsx” lớn hơn 32 MB', { code: 'BAD_USER_INPUT', messageKey: 'files.tooLarge', field: 'file' }, 413);
    const { calls, onImported, user } = await render(() => ({}), 'vi', 10_000, fakeUpload(refusal));
    const dialog = await screen.findByRole('dialog', { name: 'Nhập bệnh nhân từ Excel' });
    await within(dialog).findByText('Gợi ý Họ tên');
    await user.upload(within(dialog).getByLabelText('Chọn file Excel'), await excelFile(FILE));
    await user.click(await within(dialog).findByRole('button', { name: 'Nhập 3 bệnh nhân' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Không nhập được file: Tệp tải lên: Tệp “benh-nhan.xlsx” lớn hơn 32 MB');
    expect(calls.filter((call) => call.name === 'SaveImportPatient')).toEqual([]);
    expect(onImported).not.toHaveBeenCalled();
  });

  it('When the file has more rows than one import takes / Then it says so before sending anything', async () => {
    const { calls, upload, user } = await render(() => ({}), 'vi', 2);
    const dialog = await screen.findByRole('dialog', { name: 'Nhập bệnh nhân từ Excel' });
    await within(dialog).findByText('Gợi ý Họ tên');
    await user.upload(within(dialog).getByLabelText('Chọn file Excel'), await excelFile(FILE));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Mỗi lần nhập tối đa 2 bệnh nhân, file có 3 hàng');
    expect(within(dialog).queryByRole('button', { name: /^Nhập \d+ bệnh nhân$/ })).toBeNull();
    expect(calls.filter((call) => call.name === 'SaveImportPatient')).toEqual([]);
    expect(upload.sent).toEqual([]);
  });

  it('When the file has no header of the template / Then it says so in English too and nothing is sent', async () => {
    const { calls, user } = await render(() => ({}), 'en');
    const dialog = await screen.findByRole('dialog', { name: 'Import patients from Excel' });
    await within(dialog).findByText('Gợi ý Họ tên');
    await user.upload(within(dialog).getByLabelText('Choose an Excel file'), await excelFile([['A', 'B'], ['1', '2']]));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The template\'s header was not found in row 1');
    expect(calls.filter((call) => call.name === 'SaveImportPatient')).toEqual([]);
  });
});
