import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './checkbox';

const meta = { title: 'UI/Checkbox', component: Checkbox, args: { label: 'Ưu tiên (người cao tuổi, trẻ em dưới 6 tuổi)' } } satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithError: Story = { args: { required: true, error: 'validation.required' } };
