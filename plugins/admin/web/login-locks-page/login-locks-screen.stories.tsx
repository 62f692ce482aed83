import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMockClient, HostProviders } from '@his/sdk/testing';
import { ADMIN_LOCALES } from '../testing/admin-locales';
import { LoginLocksScreen } from './login-locks-screen';

const MINUTE = 60_000;
// Relative to the moment the story opens, so that the locks are still in force.
const now = Date.now();
let locks = [
  { username: 'ktv', address: '10.0.1.25', failures: 5, lockedUntil: now + MINUTE },
  { username: 'ketoan', address: '10.0.1.31', failures: 7, lockedUntil: now + 4 * MINUTE },
  { username: 'ketoan', address: '10.0.1.40', failures: 6, lockedUntil: now - 3 * MINUTE },
  { username: null, address: '203.0.113.9', failures: 100, lockedUntil: now + 12 * MINUTE },
];

// Lists and clears as the API would; any other operation fails the story.
const client = createMockClient({
  LoginLocks: (variables) => ({ loginLocks: locks.filter((lock) => !variables.username || lock.username === variables.username.toLowerCase()) }),
  ClearLoginLocks: (variables) => {
    const before = locks.length;
    locks = locks.filter((lock) => (variables.username
      ? !(lock.username === variables.username.toLowerCase() && (!variables.address || lock.address === variables.address))
      : !(lock.username === null && lock.address === variables.address)));
    return { clearLoginLocks: before - locks.length };
  },
}, { url: '/graphqlauth' });

const meta = {
  title: 'Plugins/admin/LoginLocksScreen',
  component: LoginLocksScreen,
  decorators: [
    (Story) => (
      <HostProviders locales={ADMIN_LOCALES} client={client}>
        <Story />
      </HostProviders>
    ),
  ],
} satisfies Meta<typeof LoginLocksScreen>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
