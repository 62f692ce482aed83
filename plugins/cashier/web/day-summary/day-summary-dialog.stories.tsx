// A cashier's day summary on the fake API: the cashier's own day, and the accountant's with the cashier picker.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { WithFakeFeeScreensApi } from '../testing/with-fake-fee-screens-api';
import { DaySummaryDialog } from './day-summary-dialog';

const meta = {
  title: 'Plugins/cashier/DaySummaryDialog',
  component: DaySummaryDialog,
  args: { onClose: () => {} },
  decorators: [
    (Story, { args }) => (
      <WithFakeFeeScreensApi role={args.chooseCashier ? 'accountant' : 'cashier'}>
        <Story />
      </WithFakeFeeScreensApi>
    ),
  ],
} satisfies Meta<typeof DaySummaryDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OwnDay: Story = {};
export const AnyCashier: Story = { args: { chooseCashier: true } };
