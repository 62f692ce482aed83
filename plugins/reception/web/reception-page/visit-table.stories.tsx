import type { Meta, StoryObj } from '@storybook/react-vite';
import { deskDecorator } from './desk-host';
import { TODAY } from './reception-fixtures';
import { VisitTable } from './visit-table';

// Today's received visits at the outpatient desk: an insured priority patient and an emergency fee-paying child.
const meta = {
  title: 'Plugins/reception/VisitTable',
  component: VisitTable,
  args: {
    danhSach: 'DaTiepNhan',
    loaiTiepNhan: 'NgoaiTru',
    startDate: TODAY,
    endDate: TODAY + 24 * 60 * 60 * 1000 - 1,
    searchString: '',
    selectedId: 'tn-1',
    onSelect: () => undefined,
    label: 'Đã tiếp nhận',
  },
  decorators: [deskDecorator],
} satisfies Meta<typeof VisitTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Received: Story = {};
