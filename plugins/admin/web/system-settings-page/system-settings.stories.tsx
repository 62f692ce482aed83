import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMockClient, HostProviders } from '@his/sdk/testing';
import { ADMIN_LOCALES } from '../testing/admin-locales';
import { SystemSettings, type SystemSettingsProps } from './system-settings';
import type { SettingBlock } from './setting-values';

const hospital = {
  defaultLanguage: 'vi',
  isShowIconLanguage: true,
  his: { isCoGiaVienPhi: true, maLoaiGiaMacDinh: 'BaoHiemYTe', maDoiTuongMacDinh: 'BaoHiemYTe', soPhutGiuaHaiChiDinhPTTT: 2, allowedOrigins: ['https://his.benhvien.vn'] },
  print: { mauToa: 'MAU_TOA_IN_1' },
  smartPharma: {},
  secretsSet: ['his.congBHYT_MatKhau'],
};

const declare = (block: string, key: string, kind: string, labelVi: string, labelEn: string, secret = false) => ({ block, key, kind, labelVi, labelEn, secret, choices: null });

// A sample of what the server declares (server/src/core/setting-declarations.ts and the plugins').
const declarations = [
  { ...declare('general', 'defaultLanguage', 'text', 'Ngôn ngữ mặc định', 'Default language'), choices: ['vi', 'en'] },
  declare('general', 'isShowIconLanguage', 'boolean', 'Cho phép đổi ngôn ngữ', 'Allow switching the language'),
  declare('his', 'allowedOrigins', 'textList', 'Địa chỉ web được phép gọi API (CORS)', 'Web origins allowed to call the API (CORS)'),
  declare('his', 'soPhutGiuaHaiChiDinhPTTT', 'number', 'Số phút tối thiểu giữa hai chỉ định thủ thuật', 'Minimum minutes between two procedure orders'),
  declare('his', 'congBHYT_TaiKhoan', 'text', 'Cổng BHYT: tên đăng nhập', 'Insurance portal: user name'),
  declare('his', 'congBHYT_MatKhau', 'text', 'Cổng BHYT: mật khẩu', 'Insurance portal: password', true),
  declare('his', 'hoaDonDienTu_MatKhau', 'text', 'Hóa đơn điện tử: mật khẩu', 'E-invoice: password', true),
  declare('his', 'isCoGiaVienPhi', 'boolean', 'Có giá viện phí', 'Hospital fee prices apply'),
  declare('his', 'maLoaiGiaMacDinh', 'text', 'Mã loại giá mặc định', 'Default price type code'),
  declare('his', 'maDoiTuongMacDinh', 'text', 'Mã đối tượng mặc định', 'Default patient group code'),
  declare('print', 'mauToa', 'text', 'Mẫu in toa thuốc', 'Prescription print template'),
];

// Answers the screen's read and save; any other operation fails the story.
function settingsClient() {
  let current = hospital;
  return createMockClient({
    GetSetting: () => ({ getSetting: current, settingDeclarations: declarations }),
    UpdateSettingType: ({ type, input }) => {
      const changes = input as Record<string, unknown>;
      current = type === 'general' ? { ...current, ...changes } : { ...current, [type as string]: { ...(current[type as 'his'] as object), ...changes } };
      return { updateSettingType: current };
    },
  });
}

// The tab follows the choice, as the page's path does in the app.
function WithTabs(props: SystemSettingsProps) {
  const [block, setBlock] = useState<SettingBlock>(props.block);
  return <SystemSettings {...props} block={block} onBlockChange={setBlock} />;
}

const meta = {
  title: 'Plugins/admin/SystemSettings',
  component: SystemSettings,
  args: { block: 'his', canEdit: true, canManageSecrets: true, onBlockChange: () => {} },
  render: (args) => <WithTabs {...args} />,
  decorators: [
    (Story) => (
      <HostProviders locales={ADMIN_LOCALES} client={settingsClient()}>
        <Story />
      </HostProviders>
    ),
  ],
} satisfies Meta<typeof SystemSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HisSettings: Story = {};
export const General: Story = { args: { block: 'general' } };
export const PrintTemplates: Story = { args: { block: 'print' } };
export const EmptyBlock: Story = { args: { block: 'smartPharma' } };
export const ReadOnly: Story = { args: { canEdit: false, canManageSecrets: false } };
export const SecretsLocked: Story = { args: { canManageSecrets: false } };
