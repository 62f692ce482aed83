import type { Meta, StoryObj } from '@storybook/react-vite';
import { WithFakeExamApi } from '../testing/with-fake-exam-api';
import { ExaminationPage } from './examination-page';

// The doctor at Phòng khám Nội 1 (remembered from last time): a priority patient and a called one waiting, a child
// being examined, one examined and one missed. Every operation the screen makes is answered by the fake API.
const meta = {
  title: 'Plugins/examination/ExaminationPage',
  component: ExaminationPage,
  decorators: [
    (Story) => {
      localStorage.setItem('examine-desk', 'pk01');
      return (
        <WithFakeExamApi>
          <Story />
        </WithFakeExamApi>
      );
    },
  ],
} satisfies Meta<typeof ExaminationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MorningQueue: Story = {};
