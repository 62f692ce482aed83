// An administrator adds a doctor to the staff list together with a sign-in account, in Debian's Chromium against
// the hospital variant, and the doctor signs in with it; a short password is refused under its field first.
import { describe, expect, it } from 'vitest';
import { browserSuite } from './support/signed-in';
import { CatalogueScreen } from './pages/catalogue-screen';

const suite = browserSuite();

/** The administrator's staff screen with a new staff member's dialog open, the account part filled in. */
async function newStaffWithAccount(code: string, name: string, username: string, password: string) {
  const page = await suite.signedIn();
  await page.goto(`${suite.web.url}/his/nhan-vien`);
  const screen = new CatalogueScreen(page, 'Nhân viên');
  await screen.list().getByRole('row').nth(1).waitFor();
  await screen.openNew();
  await screen.fill('Mã nhân viên', code);
  await screen.fill('Tên nhân viên', name);
  const dialog = screen.dialog();
  await dialog.getByText('Tạo tài khoản đăng nhập cho nhân viên này').click();
  await dialog.getByRole('textbox', { name: 'Tên đăng nhập' }).fill(username);
  await dialog.getByLabel(/^Mật khẩu/).fill(password);
  return { screen, dialog };
}

describe('a doctor joining the hospital', () => {
  it('When the administrator adds the doctor with an account / Then the list shows the username and the doctor signs in with it', async () => {
    const { screen, dialog } = await newStaffWithAccount('BS0500', 'Đỗ Thị Mai', 'bs.mai', '123');
    await screen.save();
    // Checked before sending: nothing is saved and the message stands under the password.
    await expect.poll(() => dialog.getByText('Phải có ít nhất 6 ký tự').count()).toBeGreaterThan(0);

    await dialog.getByLabel(/^Mật khẩu/).fill('Mai@2026');
    await dialog.getByText('Bác sĩ khám bệnh').click();
    await screen.save();
    await expect.poll(() => screen.dialog().count()).toBe(0);
    await screen.search('BS0500');
    await expect.poll(() => screen.row('BS0500').textContent()).toContain('bs.mai');

    const doctor = await suite.signedIn({ username: 'bs.mai', password: 'Mai@2026' });
    await expect.poll(() => doctor.getByRole('button', { name: /Đỗ Thị Mai|bs\.mai/ }).count()).toBeGreaterThan(0);
  });

  it('When the username is taken / Then the dialog says so under the username and keeps what was typed', async () => {
    const { screen, dialog } = await newStaffWithAccount('BS0501', 'Trịnh Văn Phúc', 'bacsi', 'Phuc@2026');
    await screen.save();
    await expect.poll(() => dialog.getByText('Tên đăng nhập bacsi đã có người dùng').count()).toBeGreaterThan(0);
    expect(await dialog.getByRole('textbox', { name: 'Mã nhân viên' }).inputValue()).toBe('BS0501');
  });
});
