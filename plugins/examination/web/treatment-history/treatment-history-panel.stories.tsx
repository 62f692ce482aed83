// The history tab of a patient examined for hypertension, back on 19 March: the follow-up slip to print, the costs of
// his visit by group and his earlier visit in February. Every operation is answered by the fake examination API.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleQueue } from '../testing/fake-exam-api';
import { WithFakeExamApi } from '../testing/with-fake-exam-api';
import { TreatmentHistoryPanel } from './treatment-history-panel';

const row = sampleQueue()[3]!;

const meta = {
  title: 'Plugins/examination/TreatmentHistoryPanel',
  component: TreatmentHistoryPanel,
  args: { exam: { ...row.KhamBenh!, NgayTaiKham: Date.UTC(2026, 2, 18, 17, 0) }, patient: row, open: false, active: true, summoned: 0 },
  decorators: [
    (Story) => (
      <WithFakeExamApi>
        <Story />
      </WithFakeExamApi>
    ),
  ],
} satisfies Meta<typeof TreatmentHistoryPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithFollowUp: Story = {};
export const NoFollowUp: Story = { args: { exam: row.KhamBenh! } };
