import type { Meta, StoryObj } from '@storybook/react-vite';
import { required } from '@his/sdk/validation';
import { PasswordInput } from './password-input';

const meta = { title: 'UI/PasswordInput', component: PasswordInput, args: { label: 'Mật khẩu', rules: [required], required: true } } satisfies Meta<typeof PasswordInput>;
export default meta;
export const Default: StoryObj<typeof meta> = {};
