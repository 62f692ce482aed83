import type { Meta, StoryObj } from '@storybook/react-vite';
import { NumberInput } from './number-input';

const meta = { title: 'UI/NumberInput', component: NumberInput, args: { label: 'Số lượng', defaultValue: 1200, min: 1, max: 100000 } } satisfies Meta<typeof NumberInput>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Whole: Story = {};
export const Decimal: Story = { args: { label: 'Cân nặng (kg)', defaultValue: 62.5, fractionDigits: 1, min: 0, max: 500 } };
export const OutOfRange: Story = { args: { defaultValue: 0, error: 'ui.number.min', errorParams: { min: 1 } } };
