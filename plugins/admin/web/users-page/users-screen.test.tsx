// @vitest-environment happy-dom
// The users screen as an administrator uses it: the list and its filters, an account opened, locked, its password
// reset and shown once, its profiles reordered, its staff member changed, a session ended, and a user added.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseOption } from '@his/sdk/testing/dom';
import { renderAdmin } from '../testing/render-admin';
import { createFakeUsersApi, FAKE_NOW, fakeStaffSearch, type FakeUsersApi } from './fake-users-api';
import { UsersScreen } from './users-screen';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(FAKE_NOW);
});
afterEach(() => vi.useRealTimers());

function renderScreen(api: FakeUsersApi, { canManage = true, language = 'vi' as 'vi' | 'en' } = {}) {
  return renderAdmin(<UsersScreen searchStaff={fakeStaffSearch} canManage={canManage} currentUserId="u-admin" />, api.client, language);
}

const callsOf = (api: FakeUsersApi, name: string) => api.calls.filter((call) => call.name === name).map((call) => call.variables);

/** The kit's buttons refuse a second click for a second: a person does not click twice that fast. */
async function untilUnlocked(button: HTMLElement) {
  await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull(), { timeout: 3_000 });
}

async function openAccount(user: ReturnType<typeof userEvent.setup>, username: string) {
  await user.click(await screen.findByRole('button', { name: `Mở tài khoản ${username}` }));
  return screen.findByRole('region', { name: username });
}

describe('the users screen', () => {
  it('When it opens, then it lists each account with its staff member, position, profiles in order, state and last sign-in', async () => {
    await renderScreen(createFakeUsersApi());
    const table = await screen.findByRole('table', { name: '3 người dùng' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['admin', '', '', 'Quản trị hệ thống', 'Đang đăng nhập', '15/03/2024 09:30'],
      ['bacsi', 'Nguyễn Văn An', 'Bác sĩ', 'Bác sĩ khám bệnh, Kỹ thuật viên', 'Đang đăng nhập', '15/03/2024 08:30'],
      ['ktv', 'Phạm Văn Dũng', 'Kỹ thuật viên', 'Kỹ thuật viên', 'Đã khoá', 'Chưa đăng nhập lần nào'],
    ]);
  });

  it('When the administrator searches and filters, then the list asks for exactly that', async () => {
    const user = userEvent.setup();
    const api = createFakeUsersApi();
    await renderScreen(api);
    await screen.findByRole('table', { name: '3 người dùng' });
    await user.type(screen.getByRole('textbox', { name: 'Tên đăng nhập hoặc tên nhân viên' }), 'Văn');
    await user.click(screen.getByRole('button', { name: 'Tìm kiếm' }));
    await screen.findByRole('table', { name: '2 người dùng' });
    await user.click(screen.getByRole('combobox', { name: 'Trạng thái' }));
    await user.click(await screen.findByRole('option', { name: 'Đã khoá' }));
    await screen.findByRole('table', { name: '1 người dùng' });
    await user.click(screen.getByRole('combobox', { name: 'Hồ sơ quyền' }));
    await user.click(await screen.findByRole('option', { name: 'Kỹ thuật viên' }));
    await waitFor(() => expect(callsOf(api, 'UsersList').at(-1)).toEqual({ searchString: 'Văn', limit: 200, isLocked: true, idProfile: 'p-tech' }));
  });

  it('When an account is opened, then its sign-ins and open sessions show, and a session can be ended', async () => {
    const user = userEvent.setup();
    const api = createFakeUsersApi();
    await renderScreen(api);
    const details = await openAccount(user, 'bacsi');
    const history = await within(details).findByRole('table', { name: 'Lịch sử đăng nhập' });
    await within(history).findByText('Đăng nhập không thành công');
    expect(within(history).getByText('Tên đăng nhập hoặc mật khẩu không đúng')).toBeTruthy();

    await user.click(within(details).getByRole('tab', { name: 'Phiên đang mở (2)' }));
    await user.click(await within(details).findByRole('button', { name: 'Kết thúc phiên bắt đầu 15/03/2024 05:30 tại 10.0.1.40' }));
    await screen.findByText('Đã kết thúc phiên đăng nhập');
    expect(callsOf(api, 'EndUserSession')).toEqual([{ idSession: 's-2' }]);
    await within(details).findByRole('tab', { name: 'Phiên đang mở (1)' });
  });

  it('When the administrator locks an account, then it is asked first, then locked, and the list says so', async () => {
    const user = userEvent.setup();
    const api = createFakeUsersApi();
    await renderScreen(api);
    const details = await openAccount(user, 'bacsi');
    await user.click(within(details).getByRole('button', { name: 'Khoá tài khoản' }));
    const question = await screen.findByRole('alertdialog', { name: 'Khoá tài khoản bacsi?' });
    await user.click(within(question).getByRole('button', { name: 'Khoá tài khoản' }));
    await screen.findByText('Đã khoá bacsi và kết thúc mọi phiên đăng nhập');
    expect(callsOf(api, 'LockUser')).toEqual([{ idUser: 'u-bacsi', isLocked: true }]);
    await within(details).findByRole('button', { name: 'Mở khoá tài khoản' });
    const row = within(await screen.findByRole('table', { name: '3 người dùng' })).getByRole('button', { name: 'Mở tài khoản bacsi' }).closest('tr')!;
    await waitFor(() => expect(row.textContent).toContain('Đã khoá'));
  });

  it('When the administrator resets a password, then the new one shows once with a copy button, and is gone when closed', async () => {
    const user = userEvent.setup();
    const api = createFakeUsersApi();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderScreen(api);
    const details = await openAccount(user, 'bacsi');
    await user.click(within(details).getByRole('button', { name: 'Đặt lại mật khẩu' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Đặt lại mật khẩu của bacsi?' })).getByRole('button', { name: 'Đặt lại mật khẩu' }));

    const shown = await screen.findByRole('alertdialog', { name: 'Mật khẩu mới của bacsi' });
    expect(within(shown).getByRole('status', { name: 'Mật khẩu mới' }).textContent).toBe('Kx7pQm2vRt9w');
    await user.click(within(shown).getByRole('button', { name: 'Sao chép mật khẩu' }));
    expect(writeText).toHaveBeenCalledWith('Kx7pQm2vRt9w');
    await within(shown).findByText('Đã sao chép mật khẩu');
    await user.click(within(shown).getByRole('button', { name: 'Đã ghi lại, đóng' }));
    await waitFor(() => expect(screen.queryByText('Kx7pQm2vRt9w')).toBeNull());
    expect(callsOf(api, 'ResetUserPassword')).toEqual([{ idUser: 'u-bacsi' }]);
    await within(details).findByText(/người dùng phải đổi mật khẩu ở lần đăng nhập tới/);
  });

  it('When the administrator moves a profile up and saves, then the order is sent as shown', async () => {
    const user = userEvent.setup();
    const api = createFakeUsersApi();
    await renderScreen(api);
    const details = await openAccount(user, 'bacsi');
    const ordered = within(details).getByRole('list', { name: 'Hồ sơ quyền theo thứ tự' });
    await user.click(within(ordered).getByRole('button', { name: 'Đưa Kỹ thuật viên lên' }));
    expect(within(ordered).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1.Kỹ thuật viênMặc định', '2.Bác sĩ khám bệnh']);
    await user.click(within(details).getByRole('combobox', { name: 'Thêm hồ sơ quyền' }));
    await user.click(await screen.findByRole('option', { name: 'Quản trị hệ thống' }));
    await user.click(within(details).getByRole('button', { name: 'Lưu hồ sơ quyền' }));
    await screen.findByText('Đã lưu hồ sơ quyền của bacsi');
    expect(callsOf(api, 'SetUserProfiles')).toEqual([{ idUser: 'u-bacsi', profile_Ids: ['p-tech', 'p-doctor', 'p-admin'] }]);
  });

  it('When the administrator links a staff member who has another account, then the refusal names it under the picker', async () => {
    const user = userEvent.setup();
    const api = createFakeUsersApi();
    await renderScreen(api);
    const details = await openAccount(user, 'bacsi');
    await user.clear(within(details).getByRole('combobox', { name: 'Nhân viên' }));
    await chooseOption(user, within(details).getByRole('combobox', { name: 'Nhân viên' }), 'Dũng', /Phạm Văn Dũng/);
    await user.click(within(details).getByRole('button', { name: 'Lưu liên kết' }));
    await within(details).findByText('Nhân viên này đã có tài khoản ktv');
    await user.clear(within(details).getByRole('combobox', { name: 'Nhân viên' }));
    await chooseOption(user, within(details).getByRole('combobox', { name: 'Nhân viên' }), 'Hoa', /Lý Thị Hoa/);
    await untilUnlocked(within(details).getByRole('button', { name: 'Lưu liên kết' }));
    await user.click(within(details).getByRole('button', { name: 'Lưu liên kết' }));
    await screen.findByText('Đã liên kết bacsi với nhân viên');
    expect(callsOf(api, 'LinkUserStaff')).toEqual([{ idUser: 'u-bacsi', NhanVien_Id: 'nv-dung' }, { idUser: 'u-bacsi', NhanVien_Id: 'nv-hoa' }]);
  });

  it('When the administrator adds a user with a name taken, then the refusal is under the name; corrected, the user is added and opened', async () => {
    const user = userEvent.setup();
    const api = createFakeUsersApi();
    await renderScreen(api);
    await user.click(await screen.findByRole('button', { name: 'Thêm người dùng' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thêm người dùng' });
    await user.type(within(dialog).getByRole('textbox', { name: /Tên đăng nhập/ }), 'bacsi');
    await user.type(within(dialog).getByLabelText(/^Mật khẩu/), 'Hoa@2026');
    await user.click(within(dialog).getByRole('combobox', { name: 'Thêm hồ sơ quyền' }));
    await user.click(await screen.findByRole('option', { name: 'Bác sĩ khám bệnh' }));
    await user.click(within(dialog).getByRole('button', { name: 'Thêm' }));
    await within(dialog).findByText('Tên đăng nhập bacsi đã có người dùng');

    await user.clear(within(dialog).getByRole('textbox', { name: /Tên đăng nhập/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Tên đăng nhập/ }), 'dd.hoa');
    await chooseOption(user, within(dialog).getByRole('combobox', { name: 'Nhân viên' }), 'Hoa', /Lý Thị Hoa/);
    await untilUnlocked(within(dialog).getByRole('button', { name: 'Thêm' }));
    await user.click(within(dialog).getByRole('button', { name: 'Thêm' }));
    await screen.findByText('Đã thêm người dùng dd.hoa');
    expect(callsOf(api, 'CreateUser').at(-1)).toEqual({ input: { username: 'dd.hoa', password: 'Hoa@2026', NhanVien_Id: 'nv-hoa', profile_Ids: ['p-doctor'] } });
    await screen.findByRole('region', { name: 'dd.hoa' });
  });

  it('When a short password is typed, then the dialog refuses it before sending', async () => {
    const user = userEvent.setup();
    const api = createFakeUsersApi();
    await renderScreen(api);
    await user.click(await screen.findByRole('button', { name: 'Thêm người dùng' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thêm người dùng' });
    await user.type(within(dialog).getByRole('textbox', { name: /Tên đăng nhập/ }), 'nv.moi');
    await user.type(within(dialog).getByLabelText(/^Mật khẩu/), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Thêm' }));
    await within(dialog).findByText('Phải có ít nhất 6 ký tự');
    expect(callsOf(api, 'CreateUser')).toEqual([]);
  });

  it('When the reader may not manage accounts, then nothing can be changed, in English too', async () => {
    const user = userEvent.setup();
    await renderScreen(createFakeUsersApi(), { canManage: false, language: 'en' });
    await screen.findByRole('table', { name: '3 users' });
    expect(screen.queryByRole('button', { name: 'Add a user' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open the account bacsi' }));
    const details = await screen.findByRole('region', { name: 'bacsi' });
    expect(within(details).queryByRole('button', { name: 'Lock the account' })).toBeNull();
    expect(within(details).queryByRole('button', { name: 'Reset the password' })).toBeNull();
    expect(within(details).queryByRole('button', { name: 'Save the profiles' })).toBeNull();
    expect(within(details).getByText('Sign-in refused')).toBeTruthy();
  });

  it('When the administrator opens their own account, then it cannot be locked or reset from here', async () => {
    const user = userEvent.setup();
    await renderScreen(createFakeUsersApi());
    const details = await openAccount(user, 'admin');
    expect(within(details).queryByRole('button', { name: 'Khoá tài khoản' })).toBeNull();
    expect(within(details).getByText(/Đây là tài khoản của bạn/)).toBeTruthy();
  });
});
