// The patient group change on the fake API, for a cashier: a paying visit that may become insured, and an insured one
// refused because a line is collected.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { WithFakeFeeScreensApi } from '../testing/with-fake-fee-screens-api';
import { GroupChangePage } from './group-change-page';

const meta = {
  title: 'Plugins/cashier/GroupChangePage',
  component: GroupChangePage,
  decorators: [
    (Story) => (
      <WithFakeFeeScreensApi role="cashier">
        <Story />
      </WithFakeFeeScreensApi>
    ),
  ],
} satisfies Meta<typeof GroupChangePage>;

export default meta;
export const TodaysVisits: StoryObj<typeof meta> = {};
