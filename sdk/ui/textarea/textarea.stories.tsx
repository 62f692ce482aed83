import type { Meta, StoryObj } from '@storybook/react-vite';
import { Textarea } from './textarea';

const meta = { title: 'UI/Textarea', component: Textarea, args: { label: 'Lời dặn', defaultValue: 'Uống thuốc sau ăn, tái khám sau 7 ngày.' } } satisfies Meta<typeof Textarea>;
export default meta;
export const Default: StoryObj<typeof meta> = {};
