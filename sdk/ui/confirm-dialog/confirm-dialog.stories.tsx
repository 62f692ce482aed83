import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  args: { open: true, message: 'Xóa biên lai BL000123?', tone: 'danger', onConfirm: () => {} },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
export const Danger: StoryObj<typeof meta> = {};
