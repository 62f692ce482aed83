// One profile in the editor against a fake auth service: a tree menu, the full menu, a locked one, a new one, one
// the reader may only view, and one that is gone.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HostProviders } from '@his/sdk/testing';
import { ADMIN_LOCALES } from '../testing/admin-locales';
import { createFakeProfilesApi } from './fake-profiles-api';
import { FAKE_PLUGIN_LOCALES, FAKE_VARIANT_PAGES } from './fake-variant-pages';
import { ProfileEditor } from './profile-editor';

const LOCALES = { ...ADMIN_LOCALES, ...FAKE_PLUGIN_LOCALES };
const nothing = () => {};

const meta = {
  title: 'Plugins/admin/ProfileEditor',
  component: ProfileEditor,
  args: { profileId: 'p-tn', pages: FAKE_VARIANT_PAGES, canManage: true, onClose: nothing, onSaved: nothing, onChanged: nothing },
  // A fresh fake per story; any other operation fails the story.
  decorators: [
    (Story) => (
      <HostProviders locales={LOCALES} client={createFakeProfilesApi().client}>
        <Story />
      </HostProviders>
    ),
  ],
} satisfies Meta<typeof ProfileEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TreeMenu: Story = {};
export const FullMenu: Story = { args: { profileId: 'p-admin' } };
export const Locked: Story = { args: { profileId: 'p-old' } };
export const NewProfile: Story = { args: { profileId: null } };
export const ReadOnly: Story = { args: { canManage: false } };
export const NotFound: Story = { args: { profileId: 'p-gone' } };
