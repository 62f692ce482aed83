import type { Meta, StoryObj } from '@storybook/react-vite';
import { Switch } from './switch';

const meta = { title: 'UI/Switch', component: Switch, args: { label: 'Có giá viện phí', defaultChecked: true } } satisfies Meta<typeof Switch>;
export default meta;
export const On: StoryObj<typeof meta> = {};
