// @vitest-environment happy-dom
// A customer's account in customer management: created with a username and password (a taken name shown under
// its field), locked and activated, given a new password that leaves the screen once sent, and offered only there
// and only to those who manage accounts.
import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockClient, MockRefusal, mockSession, type MockCall } from '@his/sdk/testing';
import { renderInHost } from '@his/sdk/testing/render';
import vi from '../../locales/vi.json';
import en from '../../locales/en.json';
import { PATIENT_ACCOUNT, PATIENT_READ } from '../../rules/permissions';
import { CustomerAccount } from './customer-account';
import { PatientDetails } from './patient-details';

const AN = {
  _id: 'bn-an', MaYTe: '26000001', TenBenhNhan: 'Nguyễn Văn An', NgaySinh: null, NamSinh: 1985, Tuoi: 41, LoaiTuoi: 'Nam', GioiTinh: 'MALE',
  SoDienThoai: '0912000001', CMNDHoacHoChieu: null, Email: null, fullAddress: null, SoTheBHYT: null, NhanVienPhuTrach_Id: null, TenNhanVienPhuTrach: null,
  TenNguoiLienHe: null, QuanHeNguoiLienHe: null, SoDienThoaiNguoiLienHe: null, TienSuDiUng: null, TienSuBenh: null, GhiChu: null, TuVong: false, IdTiepNhanDangXet: null, createdAt: 0,
};

/** A fake server keeping one patient's account. */
function render(ui: React.ReactElement, permissions: string[], start: { username: string | null; TrangThaiTaiKhoan: string | null } = { username: null, TrangThaiTaiKhoan: null }) {
  const calls: MockCall[] = [];
  const account = { _id: AN._id, isBusinessAccount: false, ...start };
  const client = createMockClient(
    {
      BenhNhanChiTiet: () => ({ benhNhan: AN, lichSuTiepNhan: [], getDiaChiGiaoHangs: [] }),
      CustomerAccount: () => ({ benhNhan: { ...account } }),
      CreateAccountCustomer: (variables) => {
        if (variables.userInput.username === 'khach.an') throw new MockRefusal('auth.usernameTaken', 'userInput.username', { username: 'khach.an' });
        Object.assign(account, { username: variables.userInput.username, TrangThaiTaiKhoan: 'Active' });
        return { createAccountCustomer: { ...account } };
      },
      LockAccount: () => {
        account.TrangThaiTaiKhoan = 'Locked';
        return { lockAccount: [{ _id: AN._id, TrangThaiTaiKhoan: 'Locked' }] };
      },
      ActivateAccount: () => {
        account.TrangThaiTaiKhoan = 'Active';
        return { activateAccount: [{ _id: AN._id, TrangThaiTaiKhoan: 'Active' }] };
      },
      ChangePasswordCustomer: () => ({ changePasswordCustomer: [{ _id: AN._id }] }),
      SetBusinessAccount: (variables) => {
        account.isBusinessAccount = variables.value;
        return { setBusinessAccount: [{ _id: AN._id, isBusinessAccount: variables.value }] };
      },
    },
    { calls },
  );
  renderInHost(ui, { locales: { reception: { vi, en } }, client, session: mockSession(permissions, { username: 'quanly', name: 'Trần Thị Quản', profile: 'Quản lý khách hàng' }) });
  return { calls, user: userEvent.setup({ delay: 5 }) };
}

/** Clicks a button once its lock against double clicks (a second) has passed. */
async function clickWhenReady(user: ReturnType<typeof userEvent.setup>, name: string) {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull(), { timeout: 2000 });
  await user.click(button);
}

describe('a customer account', () => {
  it('When a taken username is given / Then the refusal shows under it; with a free one the account is made and shown active', async () => {
    const { calls, user } = render(<CustomerAccount patientId="bn-an" />, [PATIENT_READ, PATIENT_ACCOUNT]);
    await screen.findByText('Khách hàng chưa có tài khoản');
    const username = screen.getByLabelText(/Tên đăng nhập/);
    await user.type(username, 'khach.an');
    await user.type(screen.getByLabelText(/^Mật khẩu/), 'Khach@123');
    await clickWhenReady(user, 'Tạo tài khoản');
    await screen.findByText('Tên đăng nhập khach.an đã có người dùng');
    await user.type(username, '2');
    await clickWhenReady(user, 'Tạo tài khoản');
    await screen.findByText('Đang hoạt động');
    expect(screen.getByText('khach.an2')).toBeTruthy();
    expect(calls.filter((call) => call.name === 'CreateAccountCustomer').at(-1)).toEqual({ name: 'CreateAccountCustomer', variables: { id: 'bn-an', userInput: { username: 'khach.an2', password: 'Khach@123' } } });
  });

  it('When the account is locked and activated / Then the state follows the server, and a new password leaves the field once sent', async () => {
    const { calls, user } = render(<CustomerAccount patientId="bn-an" />, [PATIENT_READ, PATIENT_ACCOUNT], { username: 'khach.binh', TrangThaiTaiKhoan: 'Active' });
    await clickWhenReady(user, 'Khoá tài khoản');
    await screen.findByText('Đã khoá');
    await clickWhenReady(user, 'Kích hoạt');
    await screen.findByText('Đang hoạt động');
    const password = screen.getByLabelText(/Mật khẩu mới/) as HTMLInputElement;
    await user.type(password, 'MoiDoi@2026');
    await clickWhenReady(user, 'Đổi mật khẩu');
    await screen.findByText('Đã đổi mật khẩu');
    expect(password.value).toBe('');
    await user.click(screen.getByRole('switch', { name: 'Tài khoản doanh nghiệp' }));
    expect(calls.filter((call) => call.name !== 'CustomerAccount')).toEqual([
      { name: 'LockAccount', variables: { ids: ['bn-an'] } },
      { name: 'ActivateAccount', variables: { ids: ['bn-an'] } },
      { name: 'ChangePasswordCustomer', variables: { ids: ['bn-an'], password: 'MoiDoi@2026' } },
      { name: 'SetBusinessAccount', variables: { ids: ['bn-an'], value: true } },
    ]);
  });

  it('When the details open / Then the account tab shows only in customer management and only with the permission', async () => {
    render(<PatientDetails id="bn-an" accountTab onClose={() => undefined} />, [PATIENT_READ, PATIENT_ACCOUNT]);
    const tabs = await screen.findByRole('tablist');
    expect(within(tabs).getByRole('tab', { name: 'Tài khoản' })).toBeTruthy();
  });

  it('When the viewer lacks the permission, or the page is not customer management / Then there is no account tab', async () => {
    render(<PatientDetails id="bn-an" accountTab onClose={() => undefined} />, [PATIENT_READ]);
    await screen.findByRole('heading', { name: 'Nguyễn Văn An · 26000001' });
    expect(screen.queryByRole('tab', { name: 'Tài khoản' })).toBeNull();
    cleanup();
    render(<PatientDetails id="bn-an" onClose={() => undefined} />, [PATIENT_READ, PATIENT_ACCOUNT]);
    await screen.findByRole('heading', { name: 'Nguyễn Văn An · 26000001' });
    expect(screen.queryByRole('tab', { name: 'Tài khoản' })).toBeNull();
  });
});
