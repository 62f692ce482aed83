// The exemptions screen on the fake API: today's two visits (an insured one with a collected line, a paying one), for
// a cashier; and with the insured visit's insurance confirmed, which closes it to discounts.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleBills } from '../testing/fake-fee-screens-api';
import { WithFakeFeeScreensApi } from '../testing/with-fake-fee-screens-api';
import { ExemptionsPage } from './exemptions-page';

const meta = {
  title: 'Plugins/cashier/ExemptionsPage',
  component: ExemptionsPage,
  decorators: [
    (Story, { parameters }) => (
      <WithFakeFeeScreensApi role="cashier" bills={parameters.bills}>
        <Story />
      </WithFakeFeeScreensApi>
    ),
  ],
} satisfies Meta<typeof ExemptionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TodaysVisits: Story = {};
export const InsuranceConfirmed: Story = {
  parameters: { bills: sampleBills().map((bill, index) => (index === 0 ? { ...bill, DaXacNhanBHYT: true } : bill)) },
};
