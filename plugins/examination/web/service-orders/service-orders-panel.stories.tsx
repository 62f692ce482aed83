// The service orders tab of a child being examined at Phòng khám Nội 1: no order yet (F8 or the button opens the
// dialog, whose searches, packages, rooms and prices the fake examination API answers), and the same once the exam
// has ended, when nothing more can be ordered.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleQueue } from '../testing/fake-exam-api';
import { WithFakeExamApi } from '../testing/with-fake-exam-api';
import { ServiceOrdersPanel } from './service-orders-panel';

const row = sampleQueue()[2]!;

const meta = {
  title: 'Plugins/examination/ServiceOrdersPanel',
  component: ServiceOrdersPanel,
  args: { exam: { ...row.KhamBenh!, ChanDoan: 'Sốt chưa rõ nguyên nhân' }, patient: row, open: true, active: true, summoned: 0 },
  decorators: [
    (Story) => (
      <WithFakeExamApi>
        <Story />
      </WithFakeExamApi>
    ),
  ],
} satisfies Meta<typeof ServiceOrdersPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BeingExamined: Story = {};
export const ExamEnded: Story = { args: { open: false } };
