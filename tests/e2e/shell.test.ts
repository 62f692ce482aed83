// A user's first minutes, in Debian's Chromium against the hospital variant's real server and bundle:
// signing in, the menu their profile allows, language and profile switches, phones, signing out, and
// a server restart under an open page.
import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { startWebServer, type WebServer } from './support/web-server';
import { LoginPage } from './pages/login-page';
import { Shell, overlaps } from './pages/shell';

let web: WebServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let login: LoginPage;
let shell: Shell;

beforeAll(async () => {
  [web, browser] = await Promise.all([startWebServer('hospital'), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await web?.close();
});
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'vi-VN' });
  page = await context.newPage();
  login = new LoginPage(page, web.url);
  shell = new Shell(page);
});
afterEach(async () => {
  await context?.close();
});

async function signedIn(username: string, password: string) {
  await login.open();
  await login.signIn(username, password);
  await page.waitForURL('**/his/trang-chu');
  await shell.heading().waitFor();
}

describe('signing in', () => {
  it('When the password is wrong / Then the refusal is shown and the user stays on the login page', async () => {
    await login.open();
    await login.signIn('admin', 'sai-mat-khau');
    await expect.poll(() => login.refusal().textContent()).toBe('Tên đăng nhập hoặc mật khẩu không đúng');
    expect(new URL(page.url()).pathname).toBe('/his/dang-nhap');
  });

  it('When the fields are empty / Then each says it is required', async () => {
    await login.open();
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect.poll(() => page.getByText('Không được để trống!').count()).toBe(2);
  });

  it('When an unknown page is opened signed out / Then the login page comes, and after signing in, home', async () => {
    await page.goto(`${web.url}/his/khong-co-trang-nay`);
    await page.waitForURL('**/his/dang-nhap');
    await login.signIn('admin', 'Admin@123');
    await page.waitForURL('**/his/trang-chu');
    await expect.poll(() => shell.heading().textContent()).toBe('Xin chào, Quản trị hệ thống');
  });
});

describe('the menu follows the profile', () => {
  it('When a doctor signs in / Then the audit history is not offered and its address leads home', async () => {
    await signedIn('bacsi', 'Bacsi@123');
    await expect.poll(() => shell.mainNavigation().getByRole('link').allTextContents()).toContain('Trang chủ');
    expect(await page.getByRole('banner').getByRole('link', { name: 'Lịch sử thao tác' }).count()).toBe(0);
    await page.goto(`${web.url}/his/lich-su-thao-tac`);
    await page.waitForURL('**/his/trang-chu');
  });

  it.each([
    ['bacsi', 'Bacsi@123'],
    ['dieuduong', 'Dieuduong@123'],
    ['thungan', 'Thungan@123'],
    ['ktv', 'Ktv@12345'],
  ])('When the demo %s signs in / Then the menu offers a page beyond home, and it lists rows', async (username, password) => {
    await signedIn(username, password);
    const entries = await shell.shownMainEntries();
    const work = entries.filter((title) => title !== 'Trang chủ' && title !== '');
    expect(work.length).toBeGreaterThan(0);
    const firstLink = shell.mainNavigation().getByRole('link', { name: work[0], exact: true });
    await firstLink.click();
    await page.waitForURL((url) => !url.pathname.endsWith('/trang-chu'));
    // A header row and at least one row of data.
    await expect.poll(() => page.getByRole('main').getByRole('row').count(), { timeout: 15_000 }).toBeGreaterThan(1);
  });

  it('When the accountant signs in / Then the audit history is offered and opens', async () => {
    await signedIn('ketoan', 'Ketoan@123');
    await page.getByRole('banner').getByRole('link', { name: 'Lịch sử thao tác' }).click();
    await page.waitForURL('**/his/lich-su-thao-tac');
    await page.getByRole('table', { name: /^Tổng cộng \d+ thao tác$/ }).waitFor();
    await expect.poll(() => page.getByRole('cell', { name: 'Đăng nhập' }).count()).toBeGreaterThan(0);
  });
});

describe('switching', () => {
  it('When the user switches the language / Then the shell and the page speak English, also after a reload', async () => {
    await signedIn('admin', 'Admin@123');
    await shell.chooseFromUserMenu(/^(Đổi ngôn ngữ|Switch language)/);
    await expect.poll(() => shell.heading().textContent()).toBe('Hello, Quản trị hệ thống');
    await page.reload();
    await expect.poll(() => shell.heading().textContent()).toBe('Hello, Quản trị hệ thống');
    expect(await page.evaluate(() => localStorage.getItem('lang-admin'))).toBe('en');
  });

  it('When a user with two profiles switches / Then home shows the other profile', async () => {
    await signedIn('dacoso', 'Dacoso@123');
    const before = await page.getByText(/Hồ sơ quyền/).locator('xpath=following-sibling::dd[1]').textContent();
    await shell.chooseFromUserMenu(/^Đổi hồ sơ quyền$/);
    const dialog = page.getByRole('dialog', { name: 'Chọn hồ sơ quyền' });
    // The radio inputs are visually hidden inside their labels, as in most design systems: click the label.
    await dialog.getByRole('radio', { checked: false }).first().locator('xpath=ancestor::label[1]').click();
    await expect.poll(() => page.getByText(/Hồ sơ quyền/).locator('xpath=following-sibling::dd[1]').textContent()).not.toBe(before);
    expect(await page.evaluate(() => localStorage.getItem('current-profile'))).toBeTruthy();
  });
});

describe('signing out', () => {
  it('When the user signs out / Then only the device marker stays in local storage and the login page comes', async () => {
    await signedIn('thungan', 'Thungan@123');
    await page.evaluate(() => localStorage.setItem('device-in-use', 'quay-thu-ngan-1'));
    await shell.chooseFromUserMenu(/^Đăng xuất$/);
    await page.waitForURL('**/his/dang-nhap');
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual(['device-in-use']);
  });
});

describe('phones', () => {
  it('When the window is 400 px wide / Then the /m copy opens, and at 1280 px the desktop one', async () => {
    await signedIn('admin', 'Admin@123');
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto(`${web.url}/his/trang-chu`);
    await page.waitForURL('**/his/m/trang-chu');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.waitForURL('**/his/trang-chu');
    expect(new URL(page.url()).pathname).toBe('/his/trang-chu');
  });
});

/** A context signed in as the administrator (the most menu entries), on home at the given width. */
async function adminAt(width: number): Promise<void> {
  await context.close();
  context = await browser.newContext({ viewport: { width: 1366, height: 800 }, locale: 'vi-VN', hasTouch: true });
  page = await context.newPage();
  login = new LoginPage(page, web.url);
  shell = new Shell(page);
  await signedIn('admin', 'Admin@123');
  await resizeTo(width);
}

/** Resizes the open page (phones get the /m copy) and waits for the fonts the bar is measured in. */
async function resizeTo(width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await page.waitForURL(width < 520 ? '**/his/m/trang-chu' : '**/his/trang-chu');
  await shell.heading().waitFor();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Every entry of the top bar, wherever the width put it: in the bar (main or icon) or under More. */
async function allEntries(): Promise<string[]> {
  const shown = [...(await shell.shownMainEntries()), ...(await shell.shownIconEntries())];
  let more: string[] = [];
  if (await shell.moreButton().count()) {
    await shell.moreButton().tap();
    more = await shell.moreMenuEntries();
    await shell.closeMenu();
  }
  return [...shown, ...more].sort();
}

describe('the top bar at three widths', () => {
  it('When a doctor who works at two sites opens the app 400 px wide / Then the bar, with its site selector, fits the width', async () => {
    await signedIn('bacsi', 'Bacsi@123');
    await page.getByRole('banner').getByRole('combobox').waitFor();
    await resizeTo(400);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
    const boxes = await shell.interactiveBoxes();
    expect(overlaps(boxes)).toEqual([]);
    for (const box of boxes) expect(box.x + box.width, box.name).toBeLessThanOrEqual(400);
  });

  it('When the window is 400 px wide / Then nothing in the bar overlaps, and tapping More lists every entry that did not fit', async () => {
    await adminAt(1366);
    // Read until two readings agree: the user's name and the notices may still be arriving and move the bar.
    let everything: string[] = [];
    await expect.poll(async () => {
      const previous = everything;
      everything = await allEntries();
      return previous.join() === everything.join();
    }).toBe(true);
    // Resized in place, so that the bar is measured again without a reload.
    await resizeTo(400);
    expect(new URL(page.url()).pathname).toBe('/his/m/trang-chu');
    const boxes = await shell.interactiveBoxes();
    expect(overlaps(boxes)).toEqual([]);
    for (const box of boxes) expect(box.x + box.width, box.name).toBeLessThanOrEqual(400);

    const shown = [...(await shell.shownMainEntries()), ...(await shell.shownIconEntries())];
    await shell.moreButton().tap();
    const listed = await shell.moreMenuEntries();
    // The audit history once lay over "Thêm": it is listed now, and the tap did not open it.
    expect(listed).toContain('Lịch sử thao tác');
    expect(new URL(page.url()).pathname).toBe('/his/m/trang-chu');
    expect([...shown, ...listed].sort()).toEqual(everything);
  });

  it('When the window is 1024 px wide / Then as many entries as fit are shown before More, without overlap', async () => {
    await adminAt(1024);
    expect(overlaps(await shell.interactiveBoxes())).toEqual([]);
    expect((await shell.shownMainEntries()).length).toBeGreaterThan(1);
    await shell.moreButton().tap();
    const [firstHidden] = await shell.moreMenuEntries();
    await shell.closeMenu();
    // The room left between More and the icons is smaller than the first entry under More would take.
    const { room, needed } = await shell.mainNavigation().evaluate((nav, title) => {
      const links = nav.querySelectorAll('a');
      const probe = links[links.length - 1]!.cloneNode() as HTMLElement;
      probe.textContent = title!;
      probe.setAttribute('data-status', 'active');
      nav.append(probe);
      const needed = probe.getBoundingClientRect().width + Number.parseFloat(getComputedStyle(nav).columnGap);
      probe.remove();
      const more = nav.querySelector('button')!.getBoundingClientRect();
      const next = nav.nextElementSibling!.getBoundingClientRect();
      return { room: next.left - more.right - Number.parseFloat(getComputedStyle(nav.parentElement!).columnGap), needed };
    }, firstHidden);
    expect(room).toBeLessThan(needed);
  });

  it('When the window is 1366 px wide / Then the bar shows several entries, More and the icons side by side', async () => {
    await adminAt(1366);
    expect(overlaps(await shell.interactiveBoxes())).toEqual([]);
    expect((await shell.shownMainEntries()).length).toBeGreaterThan(1);
    expect(await shell.topBar().getByRole('link', { name: 'Lịch sử thao tác' }).isVisible()).toBe(true);
  });
});

describe('a server restart', () => {
  it('When the server goes away under an open page / Then a notice says so, and it recovers without a reload', async () => {
    await signedIn('admin', 'Admin@123');
    await page.locator('[data-connection=connected]').waitFor({ state: 'attached' });
    await page.evaluate(() => ((window as unknown as { stillSamePage: boolean }).stillSamePage = true));
    await web.stop();
    await shell.disconnectedNotice().waitFor({ state: 'visible', timeout: 15_000 });
    await web.resume();
    await shell.disconnectedNotice().waitFor({ state: 'hidden', timeout: 30_000 });
    expect(await page.evaluate(() => (window as unknown as { stillSamePage?: boolean }).stillSamePage)).toBe(true);
  });
});
