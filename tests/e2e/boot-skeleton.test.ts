// A slow network never shows a blank page: index.html paints the top bar's place, the variant's name and
// "Đang tải…" before the app's script arrives, and the app replaces it once it renders.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { variantById } from '@his/variants';
import { launchBrowser } from '../support/browser';
import { startWebServer, type WebServer } from './support/web-server';

describe('the page before its script has loaded', () => {
  let browser: Browser;
  let web: WebServer;

  beforeAll(async () => {
    [browser, web] = await Promise.all([launchBrowser(), startWebServer('hospital')]);
  });
  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });

  it('When the app script is slow to arrive / Then the skeleton shows the variant and a loading notice at once, and the login replaces it', async () => {
    const page = await browser.newPage();
    let release: () => void = () => undefined;
    const scriptHeld = new Promise<void>((resolve) => (release = resolve));
    // Holds the entry script, as a slow network would, until the skeleton has been seen.
    await page.route('**/his/assets/main-*.js', async (route) => {
      await scriptHeld;
      await route.continue();
    });
    await page.goto(`${web.url}/his/`, { waitUntil: 'commit' });
    const skeleton = page.getByRole('status');
    await expect.poll(() => skeleton.textContent()).toContain('Đang tải…');
    expect(await skeleton.textContent()).toContain(variantById('hospital').title.vi);
    expect(await skeleton.isVisible()).toBe(true);
    release();
    await page.getByLabel('Tên đăng nhập').waitFor();
    expect(await page.getByText('Đang tải…', { exact: true }).count()).toBe(0);
    await page.close();
  });
});
