// The receipt books screen on the fake API: three books (in use, not begun, used up and locked) and the posting rules,
// for the accountant; and as a cashier who may only read it.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { WithFakeFeeScreensApi } from '../testing/with-fake-fee-screens-api';
import { ReceiptBooksPage } from './receipt-books-page';

const meta = {
  title: 'Plugins/cashier/ReceiptBooksPage',
  component: ReceiptBooksPage,
  decorators: [
    (Story, { parameters }) => (
      <WithFakeFeeScreensApi role={parameters.role}>
        <Story />
      </WithFakeFeeScreensApi>
    ),
  ],
} satisfies Meta<typeof ReceiptBooksPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Accountant: Story = {};
export const ReadOnly: Story = { parameters: { role: 'cashier' } };
