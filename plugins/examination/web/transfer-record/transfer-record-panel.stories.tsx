// The transfer tab of a patient examined for hypertension at Phòng khám Nội 1: a new record begun from the exam, and
// the same on a cancelled exam (read-only). Every operation the tab makes is answered by the fake examination API.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleQueue } from '../testing/fake-exam-api';
import { WithFakeExamApi } from '../testing/with-fake-exam-api';
import { TransferRecordPanel } from './transfer-record-panel';

const row = sampleQueue()[3]!;

const meta = {
  title: 'Plugins/examination/TransferRecordPanel',
  component: TransferRecordPanel,
  args: { exam: { ...row.KhamBenh!, TrieuChungLamSang: 'Đau ngực trái dữ dội', ChanDoan: 'Theo dõi nhồi máu cơ tim' }, patient: row, open: false, active: true, summoned: 0 },
  decorators: [
    (Story) => (
      <WithFakeExamApi>
        <Story />
      </WithFakeExamApi>
    ),
  ],
} satisfies Meta<typeof TransferRecordPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewRecord: Story = {};
export const ExamCancelled: Story = { args: { exam: { ...row.KhamBenh!, TrangThai: 'DaHuy', LyDoHuy: 'Nhầm bệnh nhân' } } };
