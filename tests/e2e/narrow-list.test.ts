// A list page on a 400 px wide screen (the /m copy), in Debian's Chromium against the hospital variant: the
// services catalogue opens with its rows under a top bar whose controls do not overlap, the page does not
// scroll sideways, and a row's actions work.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite } from './support/signed-in';
import { CatalogueScreen } from './pages/catalogue-screen';
import { Shell, overlaps } from './pages/shell';

const suite = browserSuite();
let page: Page;
let screen: CatalogueScreen;

beforeEach(async () => {
  page = await suite.signedIn();
  await page.setViewportSize({ width: 400, height: 800 });
  await page.goto(`${suite.web.url}/his/dich-vu`);
  await page.waitForURL('**/his/m/dich-vu');
  screen = new CatalogueScreen(page, 'Dịch vụ');
  await screen.list().getByRole('row').nth(1).waitFor();
});

describe('the services list at 400 px', () => {
  it('When it opens / Then its rows show, the page does not scroll sideways, and a row can be opened for editing', async () => {
    expect(await screen.list().getByRole('row').count()).toBeGreaterThan(1);
    expect(overlaps(await new Shell(page).interactiveBoxes())).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);

    const edit = screen.list().getByRole('button', { name: /^Sửa / }).first();
    await edit.scrollIntoViewIfNeeded();
    const box = (await edit.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(400);
    await edit.click();
    await screen.dialog().waitFor();
    expect(await screen.dialog().getByRole('textbox', { name: 'Tên dịch vụ', exact: true }).inputValue()).not.toBe('');
  });
});
