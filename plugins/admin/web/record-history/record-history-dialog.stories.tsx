// One record's audit history against a mock API: a unit edited a few times, and the button that opens it.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMockClient, HostProviders } from '@his/sdk/testing';
import { ADMIN_LOCALES } from '../testing/admin-locales';
import { RecordHistoryAction } from './record-history-action';
import { RecordHistoryDialog } from './record-history-dialog';

const UNIT = '65f3a1c2e4b0a1b2c3d4e5f6';
// 15/03/2024 from 07:00 in Vietnam, an hour or more apart, newest first.
const START = Date.UTC(2024, 2, 15, 0, 0);
const entries = ['UPDATE', 'UPDATE', 'UPDATE', 'CREATE'].map((action, index, all) => ({
  _id: String(900 - index), time: START + (all.length - index) * 3_600_000, username: index % 2 ? 'admin' : 'quantri', nodeName: 'Bệnh viện Đa khoa Hòa Bình',
  action, entity: 'Node', entityLabel: 'Đơn vị', entity_Id: UNIT, recordName: 'Phòng khám Nội 1',
}));

// Any other operation fails the story.
const client = createMockClient({
  GetLichSuThaoTac: () => ({ getLichSuThaoTac: { total: entries.length, items: entries } }),
  GetLichSuThaoTacById: (variables) => {
    const entry = entries.find((each) => each._id === variables.id)!;
    return {
      getLichSuThaoTacById: {
        ...entry, user_Id: null, node_Id: null, profile_Id: null, operation: 'updateNode', operationLabel: 'Sửa đơn vị', address: '10.0.1.25',
        changes: [{ field: 'phone', label: 'Điện thoại', before: null, after: '0243 000 001' }],
      },
    };
  },
});

const meta = {
  title: 'Plugins/admin/RecordHistoryDialog',
  component: RecordHistoryDialog,
  args: { entity: 'Node', entityId: UNIT, recordName: 'Phòng khám Nội 1', open: true, onClose: () => undefined },
  decorators: [
    (Story) => (
      <HostProviders locales={ADMIN_LOCALES} client={client}>
        <Story />
      </HostProviders>
    ),
  ],
} satisfies Meta<typeof RecordHistoryDialog>;

export default meta;
export const Opened: StoryObj<typeof meta> = {};
export const Button: StoryObj<typeof meta> = {
  render: (args) => <RecordHistoryAction entity={args.entity} entityId={args.entityId} recordName={args.recordName} />,
};
