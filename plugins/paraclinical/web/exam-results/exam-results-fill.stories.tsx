// The exam's test results tab of a visit with a glucose returned high, a blood count in progress and an ultrasound
// report read; and of a visit with no order sent. Every operation is answered by the fake paraclinical API.
import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HostProviders, mockSession } from '@his/sdk/testing';
import { createAppEventSource } from '@his/sdk/web';
import vi from '../../locales/vi.json';
import en from '../../locales/en.json';
import { PARACLINICAL_READ } from '../../rules/permissions';
import ExamResultsFill from './exam-results-fill';
import { createFakeExamResultsApi, sampleVisitOrders, VISIT_ID } from './fake-exam-results-api';

function WithFakeApi({ orders, children }: { orders: ReturnType<typeof sampleVisitOrders>; children: ReactNode }) {
  const [api] = useState(() => createFakeExamResultsApi(structuredClone(orders)));
  const [appEvents] = useState(createAppEventSource);
  return (
    <HostProviders
      locales={{ paraclinical: { vi, en } }}
      client={api.client}
      appEvents={appEvents}
      session={mockSession([PARACLINICAL_READ], { username: 'bacsi', name: 'BS. Trần Văn Khoa', profile: 'Bác sĩ' })}
    >
      {children}
    </HostProviders>
  );
}

const meta = {
  title: 'Plugins/paraclinical/ExamResultsFill',
  component: ExamResultsFill,
  args: { examId: 'kb-7', visitId: VISIT_ID, patientId: 'bn-7', open: true },
  parameters: { orders: sampleVisitOrders() },
  decorators: [
    (Story, context) => (
      <WithFakeApi orders={context.parameters.orders as ReturnType<typeof sampleVisitOrders>}>
        <Story />
      </WithFakeApi>
    ),
  ],
} satisfies Meta<typeof ExamResultsFill>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VisitWithResults: Story = {};
export const NoOrderSent: Story = { parameters: { orders: [] } };
