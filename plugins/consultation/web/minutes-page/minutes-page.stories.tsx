// The minutes' list on the fake API: a draft of this morning and signed minutes of two days ago; and a week with none.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { WithFakeConsultationApi } from '../testing/with-fake-consultation-api';
import { MinutesPage } from './minutes-page';

const meta = {
  title: 'Plugins/consultation/MinutesPage',
  component: MinutesPage,
  decorators: [
    (Story, { parameters }) => (
      <WithFakeConsultationApi minutes={parameters.empty ? [] : undefined}>
        <Story />
      </WithFakeConsultationApi>
    ),
  ],
} satisfies Meta<typeof MinutesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThisWeek: Story = {};
export const NoMinutes: Story = { parameters: { empty: true } };
