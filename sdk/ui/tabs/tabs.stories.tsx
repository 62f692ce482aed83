import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs } from './tabs';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: {
    label: 'Đơn thuốc',
    items: [
      { value: 'thuong', label: 'Thuốc thường', content: 'Paracetamol 500mg × 10 viên' },
      { value: 'vtyt', label: 'Vật tư y tế', content: 'Bơm tiêm 5ml × 2' },
      { value: 'ngoai', label: 'Mua ngoài', content: 'Không có' },
    ],
  },
} satisfies Meta<typeof Tabs>;
export default meta;
export const Prescription: StoryObj<typeof meta> = {};
