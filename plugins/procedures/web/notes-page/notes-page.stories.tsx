// The procedure notes pages on the fake API: the morning's outpatient notes, one locked, and the inpatient notes.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { WithFakeProceduresApi } from '../testing/with-fake-procedures-api';
import { NotesPage } from './notes-page';

const meta = {
  title: 'Plugins/procedures/NotesPage',
  component: NotesPage,
  decorators: [
    (Story) => (
      <WithFakeProceduresApi>
        <Story />
      </WithFakeProceduresApi>
    ),
  ],
} satisfies Meta<typeof NotesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Notes: Story = {};
export const Inpatient: Story = { args: { kind: 'NoiTru' } };
