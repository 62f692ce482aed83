// The insurance rules editor on the fake API, for the accountant: every rule with its dated values, three flagged to
// check against the current decision.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { WithFakeFeeScreensApi } from '../testing/with-fake-fee-screens-api';
import { InsuranceRulesPage } from './insurance-rules-page';

const meta = {
  title: 'Plugins/cashier/InsuranceRulesPage',
  component: InsuranceRulesPage,
  decorators: [
    (Story) => (
      <WithFakeFeeScreensApi>
        <Story />
      </WithFakeFeeScreensApi>
    ),
  ],
} satisfies Meta<typeof InsuranceRulesPage>;

export default meta;
export const Rules: StoryObj<typeof meta> = {};
