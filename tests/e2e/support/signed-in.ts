// What most browser suites share: the variant's server and Debian's Chromium for the whole file, and a fresh
// browser context per test, signed in at a desktop's size, closed after the test.
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_ADMIN } from '@his/server';
import { launchBrowser } from '../../support/browser';
import { LoginPage } from '../pages/login-page';
import { expectNoRawKeys } from './raw-keys';
import { startWebServer, type WebServer, type WebServerOptions } from './web-server';

export interface BrowserSuite {
  readonly web: WebServer;
  readonly browser: Browser;
  /** A new context signed in as the user (the demo administrator by default), on the home page. */
  signedIn(account?: { username: string; password: string }): Promise<Page>;
}

/** Call once at the top of a test file: starts the variant and the browser before its tests and stops them after. */
export function browserSuite(variantId = 'hospital', options: WebServerOptions = {}): BrowserSuite {
  let web: WebServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    [web, browser] = await Promise.all([startWebServer(variantId, options), launchBrowser()]);
  });
  afterEach(async () => {
    const open = contexts.splice(0);
    try {
      // Whatever screen a test ends on is read for raw keys too, before its context goes.
      for (const page of open.flatMap((context) => context.pages())) if (!page.isClosed()) await expectNoRawKeys(page);
    } finally {
      await Promise.all(open.map((context) => context.close()));
    }
  });
  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });
  return {
    get web() {
      return web!;
    },
    get browser() {
      return browser!;
    },
    async signedIn(account = DEMO_ADMIN) {
      const context = await browser!.newContext({ viewport: { width: 1440, height: 900 }, locale: 'vi-VN' });
      contexts.push(context);
      const page = await context.newPage();
      const login = new LoginPage(page, web!.url);
      await login.open();
      await login.signIn(account.username, account.password);
      await page.waitForURL('**/his/trang-chu');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expectNoRawKeys(page, 'the home page');
      return page;
    },
  };
}
