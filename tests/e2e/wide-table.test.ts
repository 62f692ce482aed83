// A list wider than its screen, in Debian's Chromium against the hospital variant: on a 1366 px laptop the
// services list keeps a row's code, name and actions in view while the other columns scroll inside the table,
// with a shadow on the side where columns are hidden; on a 400 px phone a tap on a row opens its editor.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { browserSuite } from './support/signed-in';
import { CatalogueScreen } from './pages/catalogue-screen';

const suite = browserSuite();
let page: Page;
let screen: CatalogueScreen;

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const boxOf = (locator: Locator): Promise<Box> =>
  locator.evaluate((element) => {
    const { left, right, top, bottom } = element.getBoundingClientRect();
    return { left, right, top, bottom };
  });

/** The table's own scrolling box: what the user sees of the table. */
const scroller = () => screen.list().locator('xpath=..');

/** Whether `inner` lies wholly within `outer`, give or take a pixel of rounding. */
const within = (inner: Box, outer: Box) =>
  inner.left >= outer.left - 1 && inner.right <= outer.right + 1 && inner.top >= outer.top - 1 && inner.bottom <= outer.bottom + 1;

const shadowOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).boxShadow);

async function open(width: number, height: number, path: string): Promise<void> {
  page = await suite.signedIn();
  await page.setViewportSize({ width, height });
  await page.goto(`${suite.web.url}/his/dich-vu`);
  await page.waitForURL(`**/his${path}`);
  screen = new CatalogueScreen(page, 'Dịch vụ');
  await screen.list().getByRole('row').nth(1).waitFor();
}

describe('the services list on a 1366 px laptop', () => {
  beforeEach(() => open(1366, 768, '/dich-vu'));

  it('When it opens and is scrolled to its far end / Then the code, the name and the actions of a row stay in view, with a shadow where columns are hidden', async () => {
    const row = screen.list().getByRole('row').nth(1);
    const code = row.getByRole('cell').nth(0);
    const name = row.getByRole('cell').nth(1);
    const rowName = (await name.textContent())!.trim();
    const edit = row.getByRole('button', { name: `Sửa ${rowName}`, exact: true });
    const remove = row.getByRole('button', { name: `Xoá ${rowName}`, exact: true });
    const viewport = { left: 0, right: 1366, top: 0, bottom: 768 };

    // The page never scrolls sideways: the table does, inside its own box.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
    const sizes = await scroller().evaluate((box) => ({ scrollWidth: box.scrollWidth, clientWidth: box.clientWidth }));
    expect(sizes.scrollWidth).toBeGreaterThan(sizes.clientWidth);

    const visible = async () => {
      const frame = await boxOf(scroller());
      return Promise.all([code, name, edit, remove].map(async (each) => {
        const box = await boxOf(each);
        return within(box, frame) && within(box, viewport);
      }));
    };
    expect(await visible()).toEqual([true, true, true, true]);
    // At the start nothing is hidden before the name; columns are hidden before the actions.
    expect(await shadowOf(name)).toBe('none');
    expect(await shadowOf(row.getByRole('cell').last())).not.toBe('none');

    await scroller().evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
    await expect.poll(() => shadowOf(name)).not.toBe('none');
    expect(await visible()).toEqual([true, true, true, true]);
    expect(await shadowOf(row.getByRole('cell').last())).toBe('none');
    // The header's pinned cells stay above the scrolled ones too.
    const header = screen.list().getByRole('columnheader');
    expect(within(await boxOf(header.nth(1)), await boxOf(scroller()))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
  });
});

describe('the services list on a 400 px phone', () => {
  beforeEach(() => open(400, 800, '/m/dich-vu'));

  it('When a row is tapped / Then its editor opens', async () => {
    const name = screen.list().getByRole('row').nth(1).getByRole('cell').nth(1);
    const rowName = (await name.textContent())!.trim();
    await name.click();
    await screen.dialog().waitFor();
    expect(await screen.dialog().getByRole('textbox', { name: 'Tên dịch vụ', exact: true }).inputValue()).toBe(rowName);
  });
});
