// The technician's work lists on the fake API: the lab's morning (one to take, an urgent blood count being done, a
// patient who did not come, a glucose returned), the ultrasound list, and the lab for a technician without the right
// to cancel a returned result.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { WithFakeParaclinicalApi } from '../testing/with-fake-paraclinical-api';
import { WorkListPage } from './work-list-page';

const meta = {
  title: 'Plugins/paraclinical/WorkListPage',
  component: WorkListPage,
  args: { list: 'xet-nghiem' },
  decorators: [
    (Story, { parameters }) => (
      <WithFakeParaclinicalApi canCancelResult={parameters.canCancelResult !== false}>
        <Story />
      </WithFakeParaclinicalApi>
    ),
  ],
} satisfies Meta<typeof WorkListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Laboratory: Story = {};
export const Ultrasound: Story = { args: { list: 'sieu-am' } };
export const WithoutCancelRight: Story = { parameters: { canCancelResult: false } };
