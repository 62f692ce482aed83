import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';
import { IconButton } from './icon-button';
import { Icon } from '../icon/icon';

const meta = { title: 'UI/Button', component: Button, args: { children: 'Lưu (F4)' } } satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Solid: Story = {};
export const Outline: Story = { args: { variant: 'outline', children: 'In phiếu' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Xóa biên lai' } };
export const Loading: Story = { args: { loading: true, children: 'Đang lưu' } };
export const IconOnly: Story = { render: () => <IconButton label="In" icon={<Icon name="printer" />} /> };
