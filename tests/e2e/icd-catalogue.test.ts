// A doctor keeping the ICD-10 list, in Debian's Chromium against the hospital variant: a code without a Vietnamese
// name shows its English one with the untranslated mark in the list and the dialog, and saving a Vietnamese name
// clears the mark.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite } from './support/signed-in';
import { CatalogueScreen } from './pages/catalogue-screen';

const suite = browserSuite();
let page: Page;
let screen: CatalogueScreen;

beforeEach(async () => {
  page = await suite.signedIn();
  await page.goto(`${suite.web.url}/his/icd-thuong-dung/icd`);
  screen = new CatalogueScreen(page, 'Bệnh tật ICD-10');
  await screen.list().getByRole('row').nth(1).waitFor();
});

describe('the ICD-10 list kept by a doctor', () => {
  it('When a code without a Vietnamese name is found / Then it shows its English name, marked, until a Vietnamese name is saved', async () => {
    await expect.poll(() => screen.list().getByRole('columnheader', { name: 'Chưa dịch' }).count()).toBe(1);
    await screen.search('Y40.2');
    const row = () => screen.row('Y40.2');
    await expect.poll(() => row().textContent()).toContain('Chloramphenicol group');
    const markColumn = await screen.list().getByRole('columnheader').allTextContents();
    const markCell = () => row().getByRole('cell').nth(markColumn.findIndex((text) => text.includes('Chưa dịch')));
    await expect.poll(() => markCell().textContent()).toBe('✓');

    await screen.rowAction('Sửa', 'Chloramphenicol group');
    const mark = screen.dialog().getByRole('checkbox', { name: 'Chưa dịch' });
    expect(await mark.isChecked()).toBe(true);
    await expect.poll(() => screen.dialog().textContent()).toContain('Chưa có tên tiếng Việt: tên bệnh đang là tên tiếng Anh');
    await screen.fill('Tên bệnh', 'Nhóm cloramphenicol');
    await screen.save();
    await expect.poll(() => screen.dialog().count()).toBe(0);
    await expect.poll(() => row().textContent()).toContain('Nhóm cloramphenicol');
    await expect.poll(() => markCell().textContent()).toBe('');
  });

  it('When the list is read in English / Then the mark and its explanation are in English', async () => {
    await page.evaluate(() => localStorage.setItem('lang-admin', 'en'));
    await page.reload();
    const list = page.getByRole('table').first();
    await list.getByRole('row').nth(1).waitFor();
    await expect.poll(() => list.getByRole('columnheader', { name: 'Untranslated' }).count()).toBe(1);
    await page.getByRole('searchbox').fill('Y40.3');
    const row = list.getByRole('row').filter({ hasText: 'Y40.3' });
    await row.waitFor();
    await row.getByRole('button', { name: /^Edit / }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('checkbox', { name: 'Untranslated' }).isChecked()).toBe(true);
    await expect.poll(() => dialog.textContent()).toContain('No Vietnamese name yet: the diagnosis shows its English name');
  });
});
