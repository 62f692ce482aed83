import type { Meta, StoryObj } from '@storybook/react-vite';
import { Provider } from '@his/sdk/data';
import { createMockClient } from '@his/sdk/testing';
import { WithAdminLocales } from '../testing/with-admin-locales';
import { AuditHistoryPage } from './audit-history-page';

// 15/03/2024 from 07:00 in Vietnam, a minute or more apart, newest first.
const START = Date.UTC(2024, 2, 15, 0, 0);
const SITE = 'Bệnh viện Đa khoa Hòa Bình';
const entries = [
  { username: 'admin', action: 'UPDATE', entity: 'Setting', entity_Id: 'his', operation: 'updateSettingType', before: { isCoGiaVienPhi: true, maLoaiGiaMacDinh: 'BaoHiemYTe' }, after: { isCoGiaVienPhi: false, maLoaiGiaMacDinh: 'BaoHiemYTe' } },
  { username: 'thungan', action: 'CREATE', entity: 'BienLai', entity_Id: '65f3a1c2e4b0a1b2c3d4e5f6', operation: 'createBienLai_ByVienPhi', before: null, after: { SoBienLai: 'BL0001234', TongTien: 350000, HinhThucThanhToan: 'TienMat' } },
  { username: 'ketoan', action: 'LOGIN', entity: 'User', entity_Id: 'u-ketoan', operation: 'login', before: null, after: null },
  { username: 'bacsi', action: 'LOGOUT', entity: 'User', entity_Id: 'u-bacsi', operation: 'logout', before: null, after: null },
  { username: 'khongtontai', action: 'LOGIN_FAILED', entity: 'User', entity_Id: null, operation: 'login', before: null, after: { username: 'khongtontai', reason: 'auth.invalidCredentials' } },
  ...Array.from({ length: 40 }, (_, index) => ({ username: 'dieuduong', action: 'UPDATE', entity: 'TiepNhan', entity_Id: `TN2403150${String(index).padStart(2, '0')}`, operation: 'updateTiepNhan', before: { TrangThai: 'ChoKham' }, after: { TrangThai: 'DangKham' } })),
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
        (!filter.entity || entry.entity.toLowerCase().includes(filter.entity.toLowerCase())),
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
      <WithAdminLocales>
        <Provider value={client}>
          <Story />
        </Provider>
      </WithAdminLocales>
    ),
  ],
} satisfies Meta<typeof AuditHistoryPage>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
