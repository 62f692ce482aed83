import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMockClient, HostProviders, mockSession } from '@his/sdk/testing';
import vi from '../../locales/vi.json';
import en from '../../locales/en.json';
import { PATIENT_ACCOUNT } from '../../rules/permissions';
import { CustomerAccount } from './customer-account';

// A customer's account tab: one without an account yet, one active, one locked; the fake server answers every change.
function fakeClient(start: { username: string | null; TrangThaiTaiKhoan: string | null }) {
  const account = { _id: 'bn-an', isBusinessAccount: false, ...start };
  return createMockClient({
    CustomerAccount: () => ({ benhNhan: { ...account } }),
    CreateAccountCustomer: (variables) => ({ createAccountCustomer: Object.assign(account, { username: variables.userInput.username, TrangThaiTaiKhoan: 'Active' }) }),
    LockAccount: () => ({ lockAccount: [Object.assign(account, { TrangThaiTaiKhoan: 'Locked' })] }),
    ActivateAccount: () => ({ activateAccount: [Object.assign(account, { TrangThaiTaiKhoan: 'Active' })] }),
    ChangePasswordCustomer: () => ({ changePasswordCustomer: [{ _id: account._id }] }),
    SetBusinessAccount: (variables) => ({ setBusinessAccount: [Object.assign(account, { isBusinessAccount: variables.value })] }),
  });
}

const withAccount = (start: { username: string | null; TrangThaiTaiKhoan: string | null }): Meta<typeof CustomerAccount>['decorators'] => [
  (Story) => (
    <HostProviders locales={{ reception: { vi, en } }} client={fakeClient(start)} session={mockSession([PATIENT_ACCOUNT])}>
      <Story />
    </HostProviders>
  ),
];

const meta = {
  title: 'Plugins/reception/CustomerAccount',
  component: CustomerAccount,
  args: { patientId: 'bn-an' },
} satisfies Meta<typeof CustomerAccount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoAccount: Story = { decorators: withAccount({ username: null, TrangThaiTaiKhoan: null }) };
export const Active: Story = { decorators: withAccount({ username: 'khach.an', TrangThaiTaiKhoan: 'Active' }) };
export const Locked: Story = { decorators: withAccount({ username: 'khach.an', TrangThaiTaiKhoan: 'Locked' }) };
