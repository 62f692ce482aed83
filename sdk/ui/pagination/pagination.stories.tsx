import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pagination } from './pagination';

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: { page: 2, limit: 50, total: 1234, pageSizes: [20, 50, 100], onPageChange: () => {}, onLimitChange: () => {} },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Middle: Story = {};
export const Loading: Story = { args: { page: 1, total: undefined } };
