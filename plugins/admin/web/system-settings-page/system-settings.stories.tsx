import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Provider } from '@his/sdk/data';
import { createMockClient } from '@his/sdk/testing';
import { Toaster } from '@his/sdk/ui';
import { WithAdminLocales } from '../testing/with-admin-locales';
import { SystemSettings, type SystemSettingsProps } from './system-settings';
import type { SettingBlock } from './setting-values';

const hospital = {
  defaultLanguage: 'vi',
  isShowIconLanguage: true,
  his: { isCoGiaVienPhi: true, maLoaiGiaMacDinh: 'BaoHiemYTe', maDoiTuongMacDinh: 'BaoHiemYTe', soPhutGiuaHaiChiDinhPTTT: 2, matKhauCongBHXH: 'Bhxh@2024' },
  print: { mauToaThuoc: 'MAU_TOA_IN_1', mauPhieuThu: 'PHIEU_THU_A5' },
  smartPharma: {},
};

// Answers the screen's read and save; any other operation fails the story.
function settingsClient() {
  let current = hospital;
  return createMockClient({
    GetSetting: () => ({ getSetting: current }),
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
  args: { block: 'his', canEdit: true, onBlockChange: () => {} },
  render: (args) => <WithTabs {...args} />,
  decorators: [
    (Story) => (
      <WithAdminLocales>
        <Provider value={settingsClient()}>
          <Story />
          <Toaster />
        </Provider>
      </WithAdminLocales>
    ),
  ],
} satisfies Meta<typeof SystemSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HisSettings: Story = {};
export const General: Story = { args: { block: 'general' } };
export const PrintTemplates: Story = { args: { block: 'print' } };
export const EmptyBlock: Story = { args: { block: 'smartPharma' } };
export const ReadOnly: Story = { args: { canEdit: false } };
