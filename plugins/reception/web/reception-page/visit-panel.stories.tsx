import type { Meta, StoryObj } from '@storybook/react-vite';
import { deskDecorator } from './desk-host';
import { VisitPanel } from './visit-panel';

// An insured patient's visit with a priority ticket, seen from the list, and the same just received.
const meta = {
  title: 'Plugins/reception/VisitPanel',
  component: VisitPanel,
  args: { id: 'tn-1' },
  decorators: [deskDecorator],
} satisfies Meta<typeof VisitPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromTheList: Story = {};
export const JustReceived: Story = { args: { justReceived: true } };
export const EmergencyFeePaying: Story = { args: { id: 'tn-2' } };
