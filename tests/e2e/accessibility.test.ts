// axe-core on the login and home pages: no serious or critical WCAG 2.1 AA violation, in both languages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { startWebServer, type WebServer } from './support/web-server';
import { LoginPage } from './pages/login-page';

let web: WebServer;
let browser: Browser;

beforeAll(async () => {
  [web, browser] = await Promise.all([startWebServer('hospital'), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await web?.close();
});

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page: page as never }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join('; ')})`);
}

describe.each(['vi', 'en'] as const)('accessibility in %s', (language) => {
  it('the login page, also showing its validation messages, and the home page', async () => {
    const context = await browser.newContext({ locale: language === 'vi' ? 'vi-VN' : 'en-US' });
    await context.addInitScript((lang) => localStorage.setItem('lang-admin', lang), language);
    const page = await context.newPage();
    const login = new LoginPage(page, web.url);
    await login.open();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /^(Đăng nhập|Sign in)$/ }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await login.signIn('admin', 'Admin@123');
    await page.waitForURL('**/his/trang-chu');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
