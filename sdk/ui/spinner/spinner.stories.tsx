import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './spinner';

const meta = { title: 'UI/Spinner', component: Spinner, args: { showLabel: true } } satisfies Meta<typeof Spinner>;
export default meta;
export const WithLabel: StoryObj<typeof meta> = {};
