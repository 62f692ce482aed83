// The consultation button as the doctor's exam shows it, on the fake API.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { WithFakeConsultationApi } from '../testing/with-fake-consultation-api';
import MinutesExamAction from './minutes-exam-action';

const meta = {
  title: 'Plugins/consultation/MinutesExamAction',
  component: MinutesExamAction,
  args: { examId: 'kb-1', visitId: 'tn-1', patientId: 'bn-1', open: true },
  decorators: [
    (Story) => (
      <WithFakeConsultationApi>
        <Story />
      </WithFakeConsultationApi>
    ),
  ],
} satisfies Meta<typeof MinutesExamAction>;

export default meta;
export const OnTheExam: StoryObj<typeof meta> = {};
