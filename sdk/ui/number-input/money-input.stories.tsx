import type { Meta, StoryObj } from '@storybook/react-vite';
import { MoneyInput } from './money-input';

const meta = { title: 'UI/MoneyInput', component: MoneyInput, args: { label: 'Số tiền (đ)', defaultValue: 1250000 } } satisfies Meta<typeof MoneyInput>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Amount: Story = {};
export const Empty: Story = { args: { defaultValue: null, required: true } };
