// Insurance confirmation on the fake API, for a cashier: today's insured visit still to confirm, and the list of the
// confirmed ones.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { WithFakeFeeScreensApi } from '../testing/with-fake-fee-screens-api';
import { DanhSachXacNhanBHYTPage, XacNhanBHYTNgoaiTruPage } from './insurance-confirmation-page';

const meta = {
  title: 'Plugins/cashier/InsuranceConfirmation',
  component: XacNhanBHYTNgoaiTruPage,
  decorators: [
    (Story) => (
      <WithFakeFeeScreensApi role="cashier">
        <Story />
      </WithFakeFeeScreensApi>
    ),
  ],
} satisfies Meta<typeof XacNhanBHYTNgoaiTruPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ToConfirm: Story = {};
export const Confirmed: Story = { render: () => <DanhSachXacNhanBHYTPage /> };
