// The audit history read by the administrator in Vietnamese and in English after a day's changes (a service edited,
// a room's kind changed, a setting saved, a refused sign-in): the list and every entry's dialog speak the reader's
// language, with no entity or field name, id or JSON among the texts.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ADMIN } from '@his/server';
import { gql, login, type Caller } from '../support/server';
import { browserSuite } from './support/signed-in';
import { expectNoRawKeys } from './support/raw-keys';

const suite = browserSuite('hospital');

async function recordChanges(): Promise<void> {
  const { web } = suite;
  const admin: Caller = { token: (await login(web, DEMO_ADMIN.username, DEMO_ADMIN.password)).token };
  const ok = async (path: string, query: string, variables: Record<string, unknown>) => {
    const result = await gql(web, path, query, variables, admin);
    expect(result.errors).toBeUndefined();
  };
  const [service] = await web.server.runtime.database.query<{ _id: string; MaDichVu: string; TenDichVu: string; NhomDichVu_Id: string }>(
    'SELECT _id, "MaDichVu", "TenDichVu", "NhomDichVu_Id" FROM "DM_DichVu" ORDER BY "MaDichVu" LIMIT 1');
  await ok('/graphqlhis', 'mutation ($id: ID!, $input: DM_DichVuInput!) { updateDM_DichVu(id: $id, input: $input) { _id } }', {
    id: service!._id, input: { MaDichVu: service!.MaDichVu, TenDichVu: `${service!.TenDichVu} (sửa)`, NhomDichVu_Id: service!.NhomDichVu_Id },
  });
  const [room] = await web.server.runtime.database.query<{ _id: string }>(`SELECT _id FROM his_nodes WHERE category = 'ROOM' ORDER BY code LIMIT 1`);
  await ok('/graphqlauth', 'mutation ($id: ID!, $input: UpdateNodeInput!) { updateNode(id: $id, input: $input) { _id } }', { id: room!._id, input: { roomType: 'EXAMINE_ROOM' } });
  await ok('/graphqlhis', 'mutation ($input: JSON!) { updateSettingType(type: "his", input: $input) { __typename } }', { input: { khongTrungSoDienThoai: true } });
  await expect(login(web, 'ketoan', 'sai-mat-khau')).rejects.toThrow();
}

// Recorded once, by whichever test runs first.
let recorded: Promise<void> | undefined;

async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]') && !/Đang tải|Loading/.test(document.body.innerText), undefined, { timeout: 5_000 }).catch(() => undefined);
}

describe('the audit history in the reader\'s language', () => {
  it.each(['vi', 'en'] as const)('When the administrator reads the day\'s entries in %s / Then the list and each entry show no raw key', async (language) => {
    await (recorded ??= recordChanges());
    const page = await suite.signedIn();
    await page.evaluate((lang) => localStorage.setItem('lang-admin', lang), language);
    await page.goto(`${suite.web.url}/his/lich-su-thao-tac`);
    const table = page.getByRole('table').first();
    await table.getByRole('row').nth(1).waitFor();
    await settled(page);
    await expectNoRawKeys(page, `the audit history (${language})`);
    await table.getByRole('cell', { name: language === 'vi' ? 'Dịch vụ' : 'Service', exact: true }).first().waitFor();

    const views = page.getByRole('button', { name: /^(Xem chi tiết thao tác|View the details of)/ });
    const count = Math.min(await views.count(), 8);
    expect(count).toBeGreaterThanOrEqual(5);
    for (let index = 0; index < count; index++) {
      await views.nth(index).click();
      const dialog = page.getByRole('dialog');
      // The footer's button, not the corner's icon of the same name.
      const close = dialog.getByRole('button', { name: /^(Đóng|Close)$/ }).and(dialog.getByText(/^(Đóng|Close)$/));
      await close.waitFor();
      await settled(page);
      // The entry itself, not an error in its place: a table of what changed, or the note that nothing was recorded.
      await dialog.getByRole('table').or(dialog.getByText(/^(Thao tác này không ghi lại nội dung|This action recorded no details)$/)).first().waitFor();
      await expect(dialog.getByRole('alert').count()).resolves.toBe(0);
      await expect(dialog.locator('pre').count()).resolves.toBe(0);
      await expectNoRawKeys(page, `entry ${index + 1} of the audit history (${language})`);
      await close.click();
      await dialog.waitFor({ state: 'hidden' });
    }
  });
});
