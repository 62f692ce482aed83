import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReasonDialog } from './reason-dialog';

const meta = {
  title: 'UI/ReasonDialog',
  component: ReasonDialog,
  args: {
    open: true, onOpenChange: () => {}, title: 'Huỷ lượt khám KB26000012', reasonLabel: 'Lý do huỷ', keepLabel: 'Giữ lượt khám',
    confirmLabel: 'Huỷ lượt khám', busy: false, onConfirm: () => {},
  },
} satisfies Meta<typeof ReasonDialog>;
export default meta;
export const Empty: StoryObj<typeof meta> = {};
export const Refused: StoryObj<typeof meta> = { args: { refusal: 'Lượt tiếp nhận TN26000004 đã hoàn tất hoặc đã huỷ, không thể khám hay sửa' } };
