import type { Meta, StoryObj } from '@storybook/react-vite';
import { RadioGroup } from './radio-group';

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: { label: 'Giới tính', defaultValue: 'nu', options: [{ value: 'nam', label: 'Nam' }, { value: 'nu', label: 'Nữ' }] },
} satisfies Meta<typeof RadioGroup>;
export default meta;
export const Default: StoryObj<typeof meta> = {};
