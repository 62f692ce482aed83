// The administrator sets a new cashier up without a developer, in Debian's Chromium against the hospital variant: a
// profile with a two-entry menu, a user with that profile; the user sees exactly those two entries, is sent home from
// another page opened by its address, and the attempt is in the audit history; locked from the administrator's
// window, the user's window is at the sign-in page within 2 s.
import { describe, expect, it } from 'vitest';
import { browserSuite } from './support/signed-in';
import { ProfilesScreen } from './pages/profiles-screen';
import { UsersScreen } from './pages/users-screen';

const suite = browserSuite();
const HOSPITAL = 'CS01 – Bệnh viện Đa khoa Hòa Bình';
const PROFILE = 'Thu ngân ca sáng';
const USER = { username: 'tn.lan', password: 'Lan@2026x' };
const OTHER_PAGE = '/kham-benh-ngoai-tru';
/** The bound: the locked user's open window shows the sign-in page within this long. */
const SIGNED_OUT_WITHIN_MS = 2_000;

describe('an administrator sets a cashier up', () => {
  it('When a profile with two entries and its user are made / Then the user sees those two, is refused another page, and is signed out when locked', async () => {
    const admin = await suite.signedIn();
    await admin.setViewportSize({ width: 1366, height: 900 });
    const profiles = new ProfilesScreen(admin, suite.web.url);
    await profiles.open();
    const editor = await profiles.add();
    await editor.getByRole('textbox', { name: /^Tên hồ sơ/ }).fill(PROFILE);
    await profiles.addPage(editor, 'Viện phí ngoại trú');
    await profiles.addPage(editor, 'Bệnh nhân');
    await editor.getByRole('button', { name: 'Thêm cơ sở', exact: true }).click();
    const pair = editor.getByRole('group', { name: 'Cặp cơ sở – vai trò 1' });
    await profiles.choose(pair, 'Cơ sở', HOSPITAL);
    await profiles.choose(pair, 'Vai trò', 'Thu ngân');
    const permissions = editor.getByRole('region', { name: 'Quyền theo cơ sở' });
    for (const name of ['Xem viện phí, biên lai cashier.read', 'Xem danh sách và hồ sơ bệnh nhân reception.patient.read']) {
      await permissions.locator('label').filter({ has: admin.getByRole('checkbox', { name }) }).click();
      await expect.poll(() => permissions.getByRole('checkbox', { name }).isChecked()).toBe(true);
    }
    await editor.getByRole('button', { name: 'Thêm hồ sơ', exact: true }).click();
    await admin.getByText(`Đã thêm hồ sơ quyền ${PROFILE}`).waitFor();

    const users = new UsersScreen(admin, suite.web.url);
    await users.open();
    await admin.getByRole('button', { name: 'Thêm người dùng' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Thêm người dùng' });
    await dialog.getByRole('textbox', { name: /^Tên đăng nhập/ }).fill(USER.username);
    await dialog.getByLabel(/^Mật khẩu/).fill(USER.password);
    await dialog.getByRole('combobox', { name: 'Thêm hồ sơ quyền' }).click();
    await admin.getByRole('option', { name: PROFILE }).click();
    await dialog.getByRole('button', { name: 'Thêm' }).click();
    await admin.getByText(`Đã thêm người dùng ${USER.username}`).waitFor();

    // The user's own window: exactly the profile's two entries.
    const cashier = await suite.signedIn(USER);
    await cashier.setViewportSize({ width: 1366, height: 900 });
    const menu = cashier.getByRole('navigation', { name: 'Điều hướng chính' });
    await menu.getByRole('link', { name: 'Viện phí ngoại trú' }).waitFor();
    expect(await menu.getByRole('link').allTextContents()).toEqual(['Viện phí ngoại trú', 'Bệnh nhân']);

    // Another page by its address: home, with the reason, and the attempt recorded.
    await cashier.goto(`${suite.web.url}/his${OTHER_PAGE}`);
    await cashier.waitForURL('**/his/trang-chu');
    await cashier.getByRole('alert').filter({ hasText: 'Bạn không có quyền mở trang này' }).waitFor();
    await admin.goto(`${suite.web.url}/his/lich-su-thao-tac`);
    await admin.getByRole('row').filter({ hasText: OTHER_PAGE }).filter({ hasText: USER.username }).waitFor();

    // Locked from the administrator's window, the user's window goes to the sign-in page by itself.
    await users.open();
    const details = await users.openAccount(USER.username);
    await details.getByRole('button', { name: 'Khoá tài khoản' }).click();
    const question = admin.getByRole('alertdialog', { name: `Khoá tài khoản ${USER.username}?` });
    const lockedAt = performance.now();
    await question.getByRole('button', { name: 'Khoá tài khoản' }).click();
    await expect.poll(() => new URL(cashier.url()).pathname, { timeout: SIGNED_OUT_WITHIN_MS, interval: 50 }).toBe('/his/dang-nhap');
    console.info(`the locked user's window showed the sign-in page ${Math.round(performance.now() - lockedAt)} ms after the lock was confirmed`);
  });
});
