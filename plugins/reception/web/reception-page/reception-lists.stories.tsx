import type { Meta, StoryObj } from '@storybook/react-vite';
import { deskDecorator } from './desk-host';
import { NOW } from './reception-fixtures';
import { ReceptionLists } from './reception-lists';

// The lists beside the outpatient form on the morning of 20/11/2026, the first visit open beside them.
const meta = {
  title: 'Plugins/reception/ReceptionLists',
  component: ReceptionLists,
  args: { loaiTiepNhan: 'NgoaiTru', selectedId: 'tn-1', onSelect: () => undefined, now: () => NOW },
  decorators: [deskDecorator],
} satisfies Meta<typeof ReceptionLists>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Outpatient: Story = {};
export const EmergencyAndInpatient: Story = { args: { loaiTiepNhan: 'NoiTru', selectedId: null } };
