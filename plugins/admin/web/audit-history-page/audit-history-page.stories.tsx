// The audit history against a mock API: labelled entries, a filter, pages, one entry in full.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMockClient, HostProviders } from '@his/sdk/testing';
import { ADMIN_LOCALES } from '../testing/admin-locales';
import { AuditHistoryPage } from './audit-history-page';

// 15/03/2024 from 07:00 in Vietnam, a minute or more apart, newest first.
const START = Date.UTC(2024, 2, 15, 0, 0);
const SITE = 'Bệnh viện Đa khoa Hòa Bình';
// As the API sends them: labelled in the reader's language, records by name, changes field by field.
const entries = [
  {
    username: 'admin', action: 'UPDATE', entity: 'Setting', entityLabel: 'Cấu hình hệ thống', entity_Id: 'his', recordName: 'Cấu hình HIS',
    operation: 'updateSettingType', operationLabel: 'Sửa cấu hình hệ thống',
    changes: [{ field: 'isCoGiaVienPhi', label: 'Có giá viện phí', before: 'Có', after: 'Không' }],
  },
  {
    username: 'ketoan', action: 'UPDATE', entity: 'DM_DichVu', entityLabel: 'Dịch vụ', entity_Id: '0d6c2a4e-5b7f-4c1e-9a3d-2f8b6e1c7a90', recordName: 'Khám Nội',
    operation: 'updateDM_DichVu', operationLabel: 'Sửa Dịch vụ',
    changes: [
      { field: 'TenDichVu', label: 'Tên dịch vụ', before: 'Khám nội', after: 'Khám Nội' },
      { field: 'NhomDichVu_Id', label: 'Nhóm dịch vụ', before: 'Khám bệnh', after: 'Khám bệnh' },
    ],
  },
  { username: 'ketoan', action: 'LOGIN', entity: 'User', entityLabel: 'Tài khoản người dùng', entity_Id: 'u-ketoan', recordName: 'ketoan', operation: 'login', operationLabel: 'Đăng nhập', changes: [] },
  { username: 'bacsi', action: 'LOGOUT', entity: 'User', entityLabel: 'Tài khoản người dùng', entity_Id: 'u-bacsi', recordName: 'bacsi', operation: 'logout', operationLabel: 'Đăng xuất', changes: [] },
  {
    username: 'khongtontai', action: 'LOGIN_FAILED', entity: 'User', entityLabel: 'Tài khoản người dùng', entity_Id: null, recordName: null, operation: 'login', operationLabel: 'Đăng nhập',
    changes: [
      { field: 'username', label: 'Tên đăng nhập', before: null, after: 'khongtontai' },
      { field: 'reason', label: 'Lý do', before: null, after: 'Tên đăng nhập hoặc mật khẩu không đúng' },
    ],
  },
  ...Array.from({ length: 40 }, (_, index) => ({
    username: 'dieuduong', action: 'UPDATE', entity: 'Node', entityLabel: 'Đơn vị', entity_Id: `n-${index}`, recordName: `Phòng khám ${index + 1}`,
    operation: 'updateNode', operationLabel: 'Sửa đơn vị',
    changes: [{ field: 'phone', label: 'Điện thoại', before: null, after: `0243 000 ${String(index).padStart(3, '0')}` }],
  })),
].map((entry, index, all) => ({
  _id: String(5000 - index),
  time: START + (all.length - index) * 7 * 60_000,
  nodeName: entry.action === 'LOGIN' || entry.action === 'LOGIN_FAILED' ? null : SITE,
  user_Id: null,
  node_Id: null,
  profile_Id: null,
  address: '10.0.1.25',
  ...entry,
}));

// Pages and filters the entries as the API would; any other operation fails the story.
const client = createMockClient({
  GetLichSuThaoTac: (variables) => {
    const filter = (variables.filter ?? {}) as { username?: string; action?: string; entity?: string };
    const page = (variables.page as number) ?? 1;
    const limit = (variables.limit as number) ?? 20;
    const matching = entries.filter(
      (entry) =>
        (!filter.username || entry.username.includes(filter.username.toLowerCase())) &&
        (!filter.action || entry.action === filter.action) &&
        (!filter.entity || entry.entityLabel.toLowerCase().includes(filter.entity.toLowerCase())),
    );
    return { getLichSuThaoTac: { total: matching.length, items: matching.slice((page - 1) * limit, page * limit) } };
  },
  GetLichSuThaoTacById: (variables) => ({ getLichSuThaoTacById: entries.find((entry) => entry._id === variables.id) ?? null }),
});

const meta = {
  title: 'Plugins/admin/AuditHistoryPage',
  component: AuditHistoryPage,
  decorators: [
    (Story) => (
      <HostProviders locales={ADMIN_LOCALES} client={client}>
        <Story />
      </HostProviders>
    ),
  ],
} satisfies Meta<typeof AuditHistoryPage>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
