// Every screen of the hospital variant's menu, read as the administrator reads it in Vietnamese and in English:
// no identifier, message key, raw id, technical error or JSON among the texts, the settings blocks and a room's
// editor with its list of room types included.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ADMIN } from '@his/server';
import { browserSuite } from './support/signed-in';
import { LoginPage } from './pages/login-page';
import { Shell } from './pages/shell';
import { findRawKeys, visibleTexts } from './support/raw-keys';

const suite = browserSuite();

/** A screen is read once its data has come and nothing says it is still loading. */
async function settled(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  // A screen still loading is not what the user reads; one that never ends loading fails on its own elsewhere.
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"]') && !/Đang tải|Loading/.test(document.body.innerText), undefined, { timeout: 5_000 })
    .catch(() => undefined);
}

describe.each(['vi', 'en'] as const)('raw keys in %s', (language) => {
  it('When the administrator opens every menu entry, the settings blocks and a room\'s editor / Then no screen shows a raw key', async () => {
    // Wide enough for every entry of the bar to be a link, none under More: about 45 entries at 10 px a character.
    const context = await suite.browser.newContext({ viewport: { width: 12800, height: 1000 }, locale: language === 'vi' ? 'vi-VN' : 'en-US' });
    await context.addInitScript((lang) => localStorage.setItem('lang-admin', lang), language);
    const page = await context.newPage();
    const found: Record<string, string[]> = {};
    const read = async (where: string) => {
      const keys = findRawKeys(await visibleTexts(page));
      if (keys.length > 0) found[where] = keys.map((key) => `${key.kind} "${key.match}" in "${key.text}"`);
    };
    try {
      const login = new LoginPage(page, suite.web.url);
      await login.open();
      await login.signIn(DEMO_ADMIN.username, DEMO_ADMIN.password);
      await page.waitForURL('**/his/trang-chu');
      await settled(page);
      const shell = new Shell(page);
      await shell.mainNavigation().waitFor();
      expect(await shell.moreButton().count(), 'every menu entry is in the bar').toBe(0);
      const paths = await shell.topBar().locator('a[href]').evaluateAll((links) => [...new Set(links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))]);
      expect(paths.length).toBeGreaterThan(10);

      for (const path of paths) {
        await shell.topBar().locator(`a[href="${path}"]`).first().click();
        await page.waitForURL(`**${path}`);
        await settled(page);
        await read(path);
      }

      // Each settings block, in its own tab.
      await page.goto(`${suite.web.url}/his/quan-tri-he-thong`);
      await settled(page);
      const tabs = page.getByRole('tab');
      for (let index = 0; index < (await tabs.count()); index++) {
        await tabs.nth(index).click();
        await settled(page);
        await read(`/his/quan-tri-he-thong, ${await tabs.nth(index).textContent()}`);
      }

      // A room in its editor, and the list of room types open.
      await page.goto(`${suite.web.url}/his/co-so-to-chuc`);
      await settled(page);
      await page.getByRole('button', { name: /^(Sửa|Edit) Phòng khám Nhi$/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await read('the editor of Phòng khám Nhi');
      await dialog.getByRole('combobox', { name: /^(Loại phòng|Room type)$/ }).click();
      await page.getByRole('option').first().waitFor();
      await read('the room types of Phòng khám Nhi');
    } finally {
      await context.close();
    }
    expect(found).toEqual({});
  });
});
