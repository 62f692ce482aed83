import type { Meta, StoryObj } from '@storybook/react-vite';
import { DatePicker } from './date-picker';

// 15/03/2024 at midnight in Asia/Ho_Chi_Minh.
const visitDay = Date.UTC(2024, 2, 14, 17);

const meta = { title: 'UI/DatePicker', component: DatePicker, args: { label: 'Ngày khám', defaultValue: visitDay } } satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;
export const WithValue: Story = {};
export const Required: Story = { args: { defaultValue: null, required: true, error: 'validation.required' } };
