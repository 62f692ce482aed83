// The minutes' editor on the fake API: new minutes begun from an exam, a draft, signed minutes (with and without the
// right to reopen them), new minutes asked by a visit's code, and a cancelled visit.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { WithFakeConsultationApi } from '../testing/with-fake-consultation-api';
import { MinutesEditorDialog } from './minutes-editor-dialog';

const meta = {
  title: 'Plugins/consultation/MinutesEditorDialog',
  component: MinutesEditorDialog,
  args: { target: { TiepNhan_Id: 'tn-1', KhamBenh_Id: 'kb-1' }, onClose: () => {} },
  decorators: [
    (Story, { parameters }) => (
      <WithFakeConsultationApi canReopen={parameters.canReopen === true}>
        <Story />
      </WithFakeConsultationApi>
    ),
  ],
} satisfies Meta<typeof MinutesEditorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewFromExam: Story = {};
export const Draft: Story = { args: { target: { id: 'hc-2' } } };
export const Signed: Story = { args: { target: { id: 'hc-1' } } };
export const SignedWithReopenRight: Story = { args: { target: { id: 'hc-1' } }, parameters: { canReopen: true } };
export const AskedByVisitCode: Story = { args: { target: { askVisitCode: true } } };
export const CancelledVisit: Story = { args: { target: { MaTiepNhan: 'TN26000319' } } };
