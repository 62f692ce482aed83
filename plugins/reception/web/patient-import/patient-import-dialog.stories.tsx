import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileUploadProvider, type FileSender } from '@his/sdk/data';
import { createMockClient, HostProviders, mockSession } from '@his/sdk/testing';
import vi from '../../locales/vi.json';
import en from '../../locales/en.json';
import { PATIENT_IMPORT } from '../../rules/permissions';
import { PatientImportDialog } from './patient-import-dialog';

const header = (field: string, headerVi: string, headerEn: string, required: boolean, hint: string, example: string | null = null) =>
  ({ field, header: headerVi, headerVi, headerEn, required, hint, example });

// The columns as the demo hospital's settings make them; a file of any rows is stored by the upload, then refused with
// a bad phone on row 4.
const client = createMockClient({
  GetDataForImportPatient: () => ({
    getDataForImportPatient: {
      maxRows: 10_000,
      defaultNationality: 'VN',
      columns: [
        header('MaYTe', 'Mã y tế', 'Patient code', false, 'Để trống thì lấy mã tiếp theo của cơ sở'),
        header('TenBenhNhan', 'Họ tên', 'Full name', true, 'Họ và tên đầy đủ', 'Nguyễn Văn A'),
        header('NgaySinh', 'Ngày sinh', 'Date of birth', false, 'dd/mm/yyyy', '15/03/1990'),
        header('NamSinh', 'Năm sinh', 'Birth year', true, '4 chữ số', '1990'),
        header('GioiTinh', 'Giới tính', 'Gender', true, 'Nam, Nữ hoặc Khác', 'Nam'),
        header('SoDienThoai', 'Số điện thoại', 'Phone', true, '10 chữ số, bắt đầu bằng 0', '0912345678'),
        header('MaDonViHanhChinh', 'Mã xã/phường', 'Commune code', true, 'Mã 5 số của xã, phường hoặc đặc khu', '00004'),
        header('MaDanToc', 'Mã dân tộc', 'Ethnicity code', true, 'Mã trong danh mục Dân tộc (01 là Kinh)', '01'),
      ],
    },
  }),
  SaveImportPatient: () => ({ saveImportPatient: { total: 3, saved: 0, errorCount: 1, MaYTes: [], errors: [
    { row: 4, field: 'SoDienThoai', column: 'Số điện thoại', messageKey: 'validation.phone', message: 'Hàng 4 trong file: Số điện thoại không hợp lệ' },
  ] } }),
});

// A second to send any file, as over a slow network.
const upload: FileSender = async (files) => {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return files.map((file, index) => ({ _id: `tep-${index + 1}`, name: file.name, mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', size: file.size }));
};

const meta = {
  title: 'Plugins/reception/PatientImportDialog',
  component: PatientImportDialog,
  args: { open: true, onClose: () => {}, onImported: () => {} },
  decorators: [
    (Story) => (
      <HostProviders locales={{ reception: { vi, en } }} client={client} session={mockSession([PATIENT_IMPORT])}>
        <FileUploadProvider value={upload}>
          <Story />
        </FileUploadProvider>
      </HostProviders>
    ),
  ],
} satisfies Meta<typeof PatientImportDialog>;

export default meta;

/** Before a file is chosen: the template to download and what each column holds. */
export const ChooseFile: StoryObj<typeof meta> = {};
