import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './select';

const meta = {
  title: 'UI/Select',
  component: Select,
  args: {
    label: 'Hình thức thanh toán',
    items: [{ value: 'TM', label: 'Tiền mặt' }, { value: 'CK', label: 'Chuyển khoản' }, { value: 'THE', label: 'Thẻ' }, { value: 'VI', label: 'Ví điện tử (tạm ngừng)', disabled: true }],
    defaultValue: 'TM',
  },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const Empty: Story = { args: { defaultValue: null, required: true } };
