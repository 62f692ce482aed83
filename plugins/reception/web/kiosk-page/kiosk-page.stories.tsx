import type { Meta, StoryObj } from '@storybook/react-vite';
import { WithFakeQueueApi } from '../testing/with-fake-queue-api';
import { Kiosk } from './kiosk-page';

// The two kiosks of the outpatient hall: the desk's (insured, fee-paying, priority) and the on-request one.
const meta = {
  title: 'Plugins/reception/Kiosk',
  component: Kiosk,
  args: { mode: 'desk', returnAfter: 8 },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <WithFakeQueueApi>
        <Story />
      </WithFakeQueueApi>
    ),
  ],
} satisfies Meta<typeof Kiosk>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DeskKiosk: Story = {};
export const OnRequestKiosk: Story = { args: { mode: 'onRequest' } };
export const NoDesk: Story = {
  decorators: [
    (Story) => (
      <WithFakeQueueApi refuseDesk>
        <Story />
      </WithFakeQueueApi>
    ),
  ],
};
