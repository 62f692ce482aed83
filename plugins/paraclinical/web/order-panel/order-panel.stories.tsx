// The open order's panel on the fake API: an urgent blood count being done (its tests to fill), a glucose returned
// high (read-only, with cancel and print), and an ultrasound to write from the conclusion dictionary.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleOrders } from '../testing/fake-paraclinical-api';
import { WithFakeParaclinicalApi } from '../testing/with-fake-paraclinical-api';
import { OrderPanel } from './order-panel';

const orders = sampleOrders();

const meta = {
  title: 'Plugins/paraclinical/OrderPanel',
  component: OrderPanel,
  args: { list: 'xet-nghiem', order: orders[1]!, onChanged: () => {} },
  decorators: [
    (Story) => (
      <WithFakeParaclinicalApi>
        <Story />
      </WithFakeParaclinicalApi>
    ),
  ],
} satisfies Meta<typeof OrderPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LabBeingDone: Story = {};
export const LabReturned: Story = { args: { order: orders[3]! } };
export const UltrasoundToWrite: Story = { args: { list: 'sieu-am', order: orders[4]! } };
