import type { Meta, StoryObj } from '@storybook/react-vite';
import { Dialog } from './dialog';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: { open: true, onOpenChange: () => {}, title: 'Thông tin bệnh nhân', children: 'Nguyễn Văn An, 45 tuổi, BHYT DN4010123456789' },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Medium: Story = {};
export const ProfileSwitchWidth: Story = { args: { size: 'sm', title: 'Chọn hồ sơ quyền', children: 'Bác sĩ khám bệnh' } };
