// The prescription tab of a child being examined at Phòng khám Nội 1 (the store NT01 linked to the room): the line
// editor over an empty regular prescription, the other kinds, and the same read-only once the exam has ended. Every
// operation the tab makes is answered by the fake examination API.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleQueue } from '../testing/fake-exam-api';
import { WithFakeExamApi } from '../testing/with-fake-exam-api';
import { PrescriptionsPanel } from './prescriptions-panel';

const row = sampleQueue()[2]!;

const meta = {
  title: 'Plugins/examination/PrescriptionsPanel',
  component: PrescriptionsPanel,
  args: { exam: row.KhamBenh!, patient: row, open: true, active: true, summoned: 0 },
  decorators: [
    (Story) => (
      <WithFakeExamApi>
        <Story />
      </WithFakeExamApi>
    ),
  ],
} satisfies Meta<typeof PrescriptionsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BeingExamined: Story = {};
export const InsuredVisit: Story = { args: { patient: { ...row, SoTheBHYT: 'TE1797924000009' } as typeof row } };
export const ExamEnded: Story = { args: { open: false } };
