// The profiles list against a fake auth service: as an administrator, as a reader, empty, and failing to load.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMockClient, HostProviders, MockRefusal } from '@his/sdk/testing';
import { createAppEventSource } from '@his/sdk/web';
import { ADMIN_LOCALES } from '../testing/admin-locales';
import { createFakeProfilesApi, FAKE_NODES } from './fake-profiles-api';
import { FAKE_PLUGIN_LOCALES, FAKE_VARIANT_PAGES } from './fake-variant-pages';
import { ProfilesScreen } from './profiles-screen';

const LOCALES = { ...ADMIN_LOCALES, ...FAKE_PLUGIN_LOCALES };

const meta = {
  title: 'Plugins/admin/ProfilesScreen',
  component: ProfilesScreen,
  args: { pages: FAKE_VARIANT_PAGES, canManage: true },
  parameters: { client: null },
  // A fresh fake per story: one story's changes never show in another. Any other operation fails the story.
  decorators: [
    (Story, { parameters }) => (
      <HostProviders locales={LOCALES} client={parameters.client ?? createFakeProfilesApi().client} appEvents={createAppEventSource()}>
        <Story />
      </HostProviders>
    ),
  ],
} satisfies Meta<typeof ProfilesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Administrator: Story = {};
export const ReadOnly: Story = { args: { canManage: false } };
export const NoProfiles: Story = {
  parameters: { client: createMockClient({ ProfilesList: () => ({ profiles: [] }), ProfileNodes: () => ({ getNodes: FAKE_NODES }) }, { url: '/graphqlauth' }) },
};
export const LoadFailed: Story = {
  parameters: {
    client: createMockClient({
      ProfilesList: () => {
        throw new MockRefusal('auth.forbidden', undefined, {}, 'Bạn không có quyền thực hiện thao tác này, vui lòng liên hệ quản trị để được cấp quyền');
      },
      ProfileNodes: () => ({ getNodes: FAKE_NODES }),
    }, { url: '/graphqlauth' }),
  },
};
