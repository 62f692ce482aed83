// The procedure notes page on the fake API: the morning's notes, one locked.
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
