// Every variant starts, and shows its own title and its own plugins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { variants } from '@his/variants';
import { launchBrowser } from '../support/browser';
import { startWebServer } from './support/web-server';
import { LoginPage } from './pages/login-page';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadWebPlugins } from '../../cli/src/build/web-plugins';
import { pluginDir } from '../../cli/src/build/paths';

/** The Vietnamese titles of the variant's menu entries, as the administrator (menu 'full') sees them. */
async function expectedMenu(variantId: string) {
  const { app } = await loadWebPlugins(variants[variantId]!);
  const title = (pluginId: string, key: string) => (JSON.parse(readFileSync(resolve(pluginDir(pluginId), 'locales/vi.json'), 'utf8')) as Record<string, string>)[key];
  return {
    main: app.menu.filter((item) => (item.placement ?? 'main') === 'main').map((item) => title(item.pluginId, item.title)),
    right: app.menu.filter((item) => item.placement === 'right').map((item) => title(item.pluginId, item.title)),
  };
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function mainEntries(page: Page): Promise<string[]> {
  const navigation = page.getByRole('navigation', { name: 'Điều hướng chính' });
  const inBar = await navigation.getByRole('link').allTextContents();
  const more = navigation.getByRole('button', { name: 'Thêm' });
  if ((await more.count()) === 0) return inBar;
  await more.click();
  const inMore = await page.getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  return [...inBar, ...inMore];
}

describe('each variant', () => {
  for (const variant of Object.values(variants)) {
    it(`${variant.id}: its title on the login page and its plugins' pages in the menu`, async () => {
      const web = await startWebServer(variant.id);
      const page = await browser.newPage({ locale: 'vi-VN' });
      try {
        const login = new LoginPage(page, web.url);
        await login.open();
        expect(await page.title()).toBe(variant.title.vi);
        await page.getByText(variant.title.vi).waitFor();
        await login.signIn('admin', 'Admin@123');
        await page.waitForURL('**/his/trang-chu');
        const appInfo = await page.evaluate(async () => {
          const response = await fetch('/graphqlhis', { method: 'POST', headers: { 'content-type': 'application/json', 'x-his-csrf': '1' }, body: JSON.stringify({ query: '{ getAppInfo { variant appType systemType } }' }) });
          return ((await response.json()) as { data: { getAppInfo: { variant: string; appType: string; systemType: string } } }).data.getAppInfo;
        });
        expect(appInfo).toEqual({ variant: variant.id, appType: variant.appType, systemType: variant.systemType });
        const expected = await expectedMenu(variant.id);
        // Entries that do not fit the bar are under More: the bar and the menu together list them all, in order.
        await expect.poll(() => mainEntries(page)).toEqual(expected.main);
        for (const title of expected.right) await page.getByRole('banner').getByRole('link', { name: title }).waitFor();
      } finally {
        await page.close();
        await web.close();
      }
    });
  }
});

describe('the laboratory variant\'s bell, a fill of the shell\'s top-bar slot', () => {
  it('cdc: shows in the top bar of the clerk, and not of a doctor', async () => {
    const web = await startWebServer('cdc');
    const page = await browser.newPage({ locale: 'vi-VN', viewport: { width: 1366, height: 800 } });
    try {
      const login = new LoginPage(page, web.url);
      await login.open();
      await login.signIn('vanthu', 'Vanthu@123');
      await page.waitForURL('**/his/trang-chu');
      await page.getByRole('banner').getByRole('button', { name: 'Mẫu chờ xử lý' }).waitFor();
      await page.evaluate(() => localStorage.clear());
      await page.context().clearCookies();
      await login.open();
      await login.signIn('bacsi', 'Bacsi@123');
      await page.waitForURL('**/his/trang-chu');
      await page.getByRole('banner').getByRole('button', { name: /^Tài khoản / }).waitFor();
      expect(await page.getByRole('banner').getByRole('button', { name: 'Mẫu chờ xử lý' }).count()).toBe(0);
    } finally {
      await page.close();
      await web.close();
    }
  });
});
