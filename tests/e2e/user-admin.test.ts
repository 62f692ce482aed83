// An administrator runs the users screen in Debian's Chromium against the hospital variant: adds a user with a
// profile, locks a user signed in elsewhere (whose window is at the sign-in page within 2 s), resets a password
// (the user must change it first thing), and the screen works on a phone's width.
import { beforeAll, describe, expect, it } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { DEMO_ADMIN } from '@his/server';
import { gql, login } from '../support/server';
import { browserSuite } from './support/signed-in';
import { UsersScreen } from './pages/users-screen';

const suite = browserSuite();
/** The bound: the locked user's open window shows the sign-in page within this long. */
const SIGNED_OUT_WITHIN_MS = 2_000;

/** axe-core's serious and critical WCAG 2.1 AA findings on what the page shows now. */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page: page as never }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join('; ')})`);
}

let adminToken: string;
let doctorProfile: string;

/** A user made through the API, as a fixture: the screen's own adding is its own test. */
async function userFixture(username: string, password: string): Promise<string> {
  const created = await gql(suite.web, '/graphqlauth', 'mutation ($input: CreateUserInput!) { createUser(input: $input) { _id } }',
    { input: { username, password, profile_Ids: [doctorProfile] } }, { token: adminToken });
  expect(created.errors).toBeUndefined();
  return created.data.createUser._id as string;
}

beforeAll(async () => {
  adminToken = (await login(suite.web, DEMO_ADMIN.username, DEMO_ADMIN.password)).adminToken;
  const profiles = await gql(suite.web, '/graphqlauth', '{ profiles { _id name } }', {}, { token: adminToken });
  doctorProfile = (profiles.data.profiles as { _id: string; name: string }[]).find((profile) => profile.name === 'Bác sĩ khám bệnh')!._id;
});

describe('an administrator and the users', () => {
  it('When the administrator locks a user signed in in another window / Then that window shows the sign-in page within 2 s', async () => {
    await userFixture('bs.khoa', 'Khoa@2026');
    const doctor = await suite.signedIn({ username: 'bs.khoa', password: 'Khoa@2026' });
    const admin = await suite.signedIn();
    const screen = new UsersScreen(admin, suite.web.url);
    await screen.open();
    const details = await screen.openAccount('bs.khoa');

    await details.getByRole('button', { name: 'Khoá tài khoản' }).click();
    const question = admin.getByRole('alertdialog', { name: 'Khoá tài khoản bs.khoa?' });
    const lockedAt = performance.now();
    await question.getByRole('button', { name: 'Khoá tài khoản' }).click();
    // Polled, not slept: the doctor does nothing, the window must go to the sign-in page by itself.
    await expect.poll(() => new URL(doctor.url()).pathname, { timeout: SIGNED_OUT_WITHIN_MS, interval: 50 }).toBe('/his/dang-nhap');
    await doctor.getByRole('button', { name: 'Đăng nhập' }).waitFor({ timeout: SIGNED_OUT_WITHIN_MS - (performance.now() - lockedAt) });
    console.info(`the locked user's window showed the sign-in page ${Math.round(performance.now() - lockedAt)} ms after the lock was confirmed`);

    await admin.getByText('Đã khoá bs.khoa và kết thúc mọi phiên đăng nhập').waitFor();
    await expect.poll(() => screen.list().getByRole('row', { name: /bs\.khoa/ }).textContent()).toContain('Đã khoá');
    // Signing in again says why it is refused.
    await doctor.getByLabel(/^Tên đăng nhập/).fill('bs.khoa');
    await doctor.getByLabel(/^Mật khẩu/).fill('Khoa@2026');
    await doctor.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect.poll(() => doctor.getByRole('alert').textContent()).toContain('Tài khoản đã bị khoá');
  });

  it('When the administrator adds a user with a profile on the screen / Then the user signs in with that profile', async () => {
    const admin = await suite.signedIn();
    const screen = new UsersScreen(admin, suite.web.url);
    await screen.open();
    await admin.getByRole('button', { name: 'Thêm người dùng' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Thêm người dùng' });
    await dialog.getByRole('textbox', { name: /^Tên đăng nhập/ }).fill('ktv.minh');
    await dialog.getByLabel(/^Mật khẩu/).fill('Minh@2026');
    await dialog.getByRole('combobox', { name: 'Thêm hồ sơ quyền' }).click();
    await admin.getByRole('option', { name: 'Kỹ thuật viên' }).click();
    await dialog.getByRole('button', { name: 'Thêm' }).click();
    await admin.getByText('Đã thêm người dùng ktv.minh').waitFor();
    await admin.getByRole('region', { name: 'ktv.minh' }).getByRole('list', { name: 'Hồ sơ quyền theo thứ tự' }).getByText('Kỹ thuật viên').waitFor();

    const technician = await suite.signedIn({ username: 'ktv.minh', password: 'Minh@2026' });
    await expect.poll(() => technician.getByText(/Hồ sơ quyền/).locator('xpath=following-sibling::dd[1]').textContent()).toBe('Kỹ thuật viên');
  });

  it('When the administrator resets a password / Then it shows once, and the user signs in with it and must change it before anything else', async () => {
    await userFixture('dd.thao', 'Thao@2026');
    const admin = await suite.signedIn();
    const screen = new UsersScreen(admin, suite.web.url);
    await screen.open();
    const details = await screen.openAccount('dd.thao');
    await screen.confirmAction(details, 'Đặt lại mật khẩu', 'Đặt lại mật khẩu của dd.thao?');
    const shown = admin.getByRole('alertdialog', { name: 'Mật khẩu mới của dd.thao' });
    const newPassword = (await shown.getByRole('status', { name: 'Mật khẩu mới' }).textContent())!;
    expect(newPassword).toMatch(/^[A-Za-z0-9]{12}$/);
    await shown.getByRole('button', { name: 'Đã ghi lại, đóng' }).click();
    await expect.poll(() => admin.getByText(newPassword).count()).toBe(0);

    const nurse = await suite.signedIn({ username: 'dd.thao', password: newPassword });
    await nurse.getByRole('heading', { level: 1, name: 'Đổi mật khẩu' }).waitFor();
    expect(await seriousViolations(nurse)).toEqual([]);
    // Nothing else is offered: no menu, no page.
    expect(await nurse.getByRole('navigation', { name: 'Điều hướng chính' }).count()).toBe(0);
    await nurse.getByLabel(/^Mật khẩu cũ/).fill(newPassword);
    await nurse.getByLabel(/^Mật khẩu mới/).fill('Thao@2027');
    await nurse.getByLabel(/^Nhập lại mật khẩu mới/).fill('Thao@2027');
    await nurse.getByRole('button', { name: 'Đổi mật khẩu' }).click();
    await nurse.waitForURL('**/his/dang-nhap');

    const again = await suite.signedIn({ username: 'dd.thao', password: 'Thao@2027' });
    await again.getByRole('navigation', { name: 'Điều hướng chính' }).waitFor();
  });

  it('When the screen is 400 px wide / Then the list and an opened account fit without the page scrolling sideways, and at 1366 px side by side, each accessible', async () => {
    const admin = await suite.signedIn();
    const screen = new UsersScreen(admin, suite.web.url);
    await admin.setViewportSize({ width: 1366, height: 800 });
    await screen.open();
    const details = await screen.openAccount('bacsi');
    // Side by side: the account starts level with the list, in the right part of the window.
    const [list, opened] = await Promise.all([screen.list().boundingBox(), details.boundingBox()]);
    expect(opened!.x).toBeGreaterThan(1366 / 2);
    expect(Math.abs(opened!.y - list!.y)).toBeLessThan(80);
    expect(opened!.x + opened!.width).toBeLessThanOrEqual(1366);
    await details.getByRole('table', { name: 'Lịch sử đăng nhập' }).or(details.getByText('Chưa có lần đăng nhập nào')).waitFor();
    expect(await seriousViolations(admin)).toEqual([]);

    await admin.setViewportSize({ width: 400, height: 800 });
    await admin.waitForURL('**/his/m/quan-tri-he-thong/nguoi-dung');
    const phoneDetails = await screen.openAccount('bacsi');
    await phoneDetails.getByRole('button', { name: 'Khoá tài khoản' }).scrollIntoViewIfNeeded();
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
    const lockButton = await phoneDetails.getByRole('button', { name: 'Khoá tài khoản' }).boundingBox();
    expect(lockButton!.x + lockButton!.width).toBeLessThanOrEqual(400);
  });
});
