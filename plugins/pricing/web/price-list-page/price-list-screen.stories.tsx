import type { Meta, StoryObj } from '@storybook/react-vite';
import { PRICE_LIST_RELEASE, PRICE_LIST_WRITE } from '../../rules/permissions';
import { NOW } from '../testing/fake-pricing-api';
import { WithFakeApi } from '../testing/with-fake-api';
import { PriceListScreen } from './price-list-screen';

// A facility's price lists of 2025-2027 on 15/03/2026, answered by the fake pricing API.
const meta = {
  title: 'Plugins/pricing/PriceListScreen',
  component: PriceListScreen,
  args: { canWrite: true, canRelease: true, now: () => NOW },
  decorators: [
    (Story, context) => (
      <WithFakeApi permissions={[...(context.args.canWrite ? [PRICE_LIST_WRITE] : []), ...(context.args.canRelease ? [PRICE_LIST_RELEASE] : [])]}>
        <Story />
      </WithFakeApi>
    ),
  ],
} satisfies Meta<typeof PriceListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PriceManager: Story = {};
export const ReadOnly: Story = { args: { canWrite: false, canRelease: false } };
