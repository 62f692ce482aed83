import type { Meta, StoryObj } from '@storybook/react-vite';
import { HostProviders } from '@his/sdk/testing';
import { ADMIN_LOCALES } from '../testing/admin-locales';
import { createFakeUsersApi, fakeStaffSearch } from './fake-users-api';
import { UsersScreen } from './users-screen';

// Answers as the auth service would; any other operation fails the story.
const api = createFakeUsersApi();

const meta = {
  title: 'Plugins/admin/UsersScreen',
  component: UsersScreen,
  args: { searchStaff: fakeStaffSearch, canManage: true, currentUserId: 'u-admin' },
  decorators: [
    (Story) => (
      <HostProviders locales={ADMIN_LOCALES} client={api.client}>
        <Story />
      </HostProviders>
    ),
  ],
} satisfies Meta<typeof UsersScreen>;

export default meta;
export const Administrator: StoryObj<typeof meta> = {};
export const ReadOnly: StoryObj<typeof meta> = { args: { canManage: false } };
