import type { Meta, StoryObj } from '@storybook/react-vite';
import { nameRules } from '@his/sdk/validation';
import { TextInput } from './text-input';

const meta = { title: 'UI/TextInput', component: TextInput, args: { label: 'Họ và tên', rules: nameRules, required: true, defaultValue: 'Nguyễn Văn An' } } satisfies Meta<typeof TextInput>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Filled: Story = {};
export const Invalid: Story = { args: { defaultValue: '', error: 'validation.required' } };
