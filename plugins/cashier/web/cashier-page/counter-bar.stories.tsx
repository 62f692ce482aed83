// The counter's queue on the fake API: the facility's two counters to choose from, then numbers 3 and 4 waiting.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { WithFakeCashierApi } from '../testing/with-fake-cashier-api';
import { CounterBar } from './counter-bar';

const meta = {
  title: 'Plugins/cashier/CounterBar',
  component: CounterBar,
  args: { onCalled: () => {}, onChanged: () => {} },
  decorators: [
    (Story) => (
      <WithFakeCashierApi>
        <Story />
      </WithFakeCashierApi>
    ),
  ],
} satisfies Meta<typeof CounterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChoosingTheCounter: Story = {};
