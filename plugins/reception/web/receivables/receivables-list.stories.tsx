// Stories of the receivables list: customers owing with the sum, and nobody owing.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMockClient, HostProviders, mockSession } from '@his/sdk/testing';
import vi from '../../locales/vi.json';
import en from '../../locales/en.json';
import { PATIENT_READ } from '../../rules/permissions';
import { ReceivablesList } from './receivables-list';

const DAY = Date.UTC(2026, 0, 5, 2);
const owing = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    BenhNhan_Id: `p${index}`, MaYTe: `BN${String(index + 1).padStart(4, '0')}`, TenBenhNhan: ['Nguyễn Văn An', 'Trần Thị Bình', 'Lê Hoàng Cường'][index % 3]!,
    SoDienThoai: `09120000${String(index).padStart(2, '0')}`, SoLanTiepNhan: 1 + (index % 3), SoTien: 150_000 * (1 + (index % 3)), NgayNoCuNhat: DAY + index * 86_400_000,
  }));
const clientOf = (count: number) =>
  createMockClient({
    CongNoPhaiThu: (variables) => {
      const items = owing(count).slice((variables.page - 1) * variables.limit, variables.page * variables.limit);
      return { getCongNoPhaiThu: { total: count, tongSoTien: owing(count).reduce((sum, row) => sum + row.SoTien, 0), items } };
    },
    ExportCongNo: () => ({ getDataExportCongNo: [] }),
  });

const meta = {
  title: 'Plugins/reception/ReceivablesList',
  component: ReceivablesList,
} satisfies Meta<typeof ReceivablesList>;

export default meta;

/** Twenty-five customers owing: two pages and the sum over both. */
export const Owing: StoryObj<typeof meta> = {
  decorators: [(Story) => <HostProviders locales={{ reception: { vi, en } }} client={clientOf(25)} session={mockSession([PATIENT_READ])}><Story /></HostProviders>],
};

/** Nobody owes anything: the empty text, and no export. */
export const NobodyOwing: StoryObj<typeof meta> = {
  decorators: [(Story) => <HostProviders locales={{ reception: { vi, en } }} client={clientOf(0)} session={mockSession([PATIENT_READ])}><Story /></HostProviders>],
};
