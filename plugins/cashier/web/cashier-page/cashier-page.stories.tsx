import type { Meta, StoryObj } from '@storybook/react-vite';
import { WithFakeCashierApi } from '../testing/with-fake-cashier-api';
import { CashierPage } from './cashier-page';

// The cashier's morning: an insured patient with a line insurance does not cover waiting to pay, a child holding an
// advance, a priority patient paid and posted, and one collected but not posted with a deleted receipt. Every
// operation the screen makes is answered by the fake API.
const meta = {
  title: 'Plugins/cashier/CashierPage',
  component: CashierPage,
  decorators: [
    (Story) => (
      <WithFakeCashierApi>
        <Story />
      </WithFakeCashierApi>
    ),
  ],
} satisfies Meta<typeof CashierPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MorningCounter: Story = {};
