// The procedure rooms' lists on the fake API: the procedure room's morning (a dressing waiting, stitches being
// treated, a locked surgery done), physiotherapy, and the procedure room for a technician who may not reopen; narrowed
// below 520 px, the phone's cards.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { WithFakeProceduresApi } from '../testing/with-fake-procedures-api';
import { ProcedureListPage } from './procedure-list-page';

const meta = {
  title: 'Plugins/procedures/ProcedureListPage',
  component: ProcedureListPage,
  args: { list: 'thuc-hien-chi-dinh-pttt' },
  decorators: [
    (Story, { parameters }) => (
      <WithFakeProceduresApi canUnlock={parameters.canUnlock !== false}>
        <Story />
      </WithFakeProceduresApi>
    ),
  ],
} satisfies Meta<typeof ProcedureListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProceduresAndSurgery: Story = {};
export const Physiotherapy: Story = { args: { list: 'thuc-hien-vltl' } };
export const WithoutReopenRight: Story = { parameters: { canUnlock: false } };
