// A refused save in Debian's Chromium against the hospital variant: the services dialog, scrolled to its save
// button on a short screen, takes the user back to the first invalid field instead of leaving the messages out of sight.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite } from './support/signed-in';
import { CatalogueScreen } from './pages/catalogue-screen';

const suite = browserSuite();
let page: Page;
let screen: CatalogueScreen;

beforeEach(async () => {
  page = await suite.signedIn();
  // A laptop's short screen: the new service form is taller than the window.
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto(`${suite.web.url}/his/dich-vu`);
  screen = new CatalogueScreen(page, 'Dịch vụ');
  await screen.list().getByRole('row').nth(1).waitFor();
});

describe('an empty service saved', () => {
  it('When the user scrolls to Lưu and saves an empty form / Then the first invalid field has the focus and is in sight', async () => {
    await screen.openNew();
    const save = screen.dialog().getByRole('button', { name: 'Lưu' });
    await save.scrollIntoViewIfNeeded();
    await save.click();

    // The service group comes first on screen; it is a search picker, which the form reaches by its invalid mark.
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true', undefined, { timeout: 5_000 });
    const group = screen.dialog().getByRole('combobox', { name: 'Nhóm dịch vụ' });
    expect(await group.evaluate((element) => element === document.activeElement)).toBe(true);
    const focused = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement;
      const dialog = active.closest('[role="dialog"]')!;
      const firstInvalid = dialog.querySelector('[aria-invalid="true"]');
      const box = active.getBoundingClientRect();
      return { isFirst: active === firstInvalid, top: box.top, bottom: box.bottom, height: window.innerHeight };
    });
    expect(focused.isFirst).toBe(true);
    expect(focused.top).toBeGreaterThanOrEqual(0);
    expect(focused.bottom).toBeLessThanOrEqual(focused.height);
    // Its message is in sight too, under it.
    const message = screen.dialog().getByText('Không được để trống!').first();
    expect(await message.isVisible()).toBe(true);
    const box = (await message.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(600);
  });
});
