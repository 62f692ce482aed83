// An administrator makes a profile on the profiles screen in Debian's Chromium against the hospital variant: a
// two-entry navigation tree built from the variant's pages (ordered by dragging, then with a button), a facility and
// its role, the permissions those pages need, the preview of the menu it gives; saved as shown. The screen fits
// a desk's and a phone's width, with nothing a screen reader cannot name.
import { beforeAll, describe, expect, it } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { DEMO_ADMIN } from '@his/server';
import { gql, login } from '../support/server';
import { browserSuite } from './support/signed-in';
import { findRawKeys, visibleTexts } from './support/raw-keys';
import { ProfilesScreen } from './pages/profiles-screen';

const suite = browserSuite();
const HOSPITAL = 'CS01 – Bệnh viện Đa khoa Hòa Bình';

let adminToken: string;
let permissionCodes: Set<string>;

/** axe-core's serious and critical WCAG 2.1 AA findings on what the page shows now. */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page: page as never }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join('; ')})`);
}

/** Raw keys on the page, but the permission codes the editor shows beside their titles on purpose. */
async function rawKeys(page: Page): Promise<string[]> {
  return findRawKeys(await visibleTexts(page)).filter((key) => !permissionCodes.has(key.match)).map((key) => `${key.kind} "${key.match}" in "${key.text}"`);
}

beforeAll(async () => {
  adminToken = (await login(suite.web, DEMO_ADMIN.username, DEMO_ADMIN.password)).adminToken;
  const catalogue = await gql(suite.web, '/graphqlauth', '{ permissionCatalogue { code } }', {}, { token: adminToken });
  permissionCodes = new Set((catalogue.data.permissionCatalogue as { code: string }[]).map((entry) => entry.code));
});

describe('an administrator and the profiles', () => {
  it('When the administrator makes a profile with a two-entry menu / Then it is saved with that tree, that facility and those permissions', async () => {
    const admin = await suite.signedIn();
    await admin.setViewportSize({ width: 1366, height: 900 });
    const screen = new ProfilesScreen(admin, suite.web.url);
    await screen.open();
    await screen.list().getByRole('button', { name: 'Mở hồ sơ quyền Thu ngân', exact: true }).waitFor();
    const editor = await screen.add();

    await editor.getByRole('textbox', { name: /^Tên hồ sơ/ }).fill('Thu ngân ca chiều');
    await screen.addPage(editor, 'Viện phí ngoại trú');
    await screen.addPage(editor, 'Bệnh nhân');
    expect(await screen.treeTitles(editor)).toEqual(['Viện phí ngoại trú', 'Bệnh nhân']);
    // Dragged onto the top of the first entry, the second goes before it; a button puts it back.
    const entry = (title: string) => screen.tree(editor).getByRole('listitem', { name: title }).locator(':scope > div').first();
    await entry('Bệnh nhân').dragTo(entry('Viện phí ngoại trú'), { targetPosition: { x: 40, y: 2 } });
    await expect.poll(() => screen.treeTitles(editor)).toEqual(['Bệnh nhân', 'Viện phí ngoại trú']);
    await screen.tree(editor).getByRole('button', { name: 'Đưa Bệnh nhân xuống', exact: true }).click();
    await expect.poll(() => screen.treeTitles(editor)).toEqual(['Viện phí ngoại trú', 'Bệnh nhân']);

    await editor.getByRole('button', { name: 'Thêm cơ sở', exact: true }).click();
    const pair = editor.getByRole('group', { name: 'Cặp cơ sở – vai trò 1' });
    await screen.choose(pair, 'Cơ sở', HOSPITAL);
    await screen.choose(pair, 'Vai trò', 'Thu ngân');
    const permissions = editor.getByRole('region', { name: 'Quyền theo cơ sở' });
    // Before the pages' permissions, the preview offers neither page.
    const preview = editor.getByRole('region', { name: `Menu tại ${HOSPITAL}` });
    await preview.getByText('Người dùng sẽ không thấy mục nào').waitFor();
    for (const name of ['Xem viện phí, biên lai cashier.read', 'Xem danh sách và hồ sơ bệnh nhân reception.patient.read']) {
      const box = permissions.getByRole('checkbox', { name });
      // The box is drawn beside its label; the label is what a person clicks.
      await permissions.locator('label').filter({ has: admin.getByRole('checkbox', { name }) }).click();
      await expect.poll(() => box.isChecked()).toBe(true);
    }
    await expect.poll(() => preview.getByRole('listitem').allTextContents()).toEqual(['Viện phí ngoại trú', 'Bệnh nhân']);
    expect(await rawKeys(admin)).toEqual([]);
    expect(await seriousViolations(admin)).toEqual([]);

    await editor.getByRole('button', { name: 'Thêm hồ sơ', exact: true }).click();
    await admin.getByText('Đã thêm hồ sơ quyền Thu ngân ca chiều').waitFor();
    await admin.getByRole('region', { name: 'Hồ sơ quyền Thu ngân ca chiều' }).waitFor();

    const listed = await gql(suite.web, '/graphqlauth', '{ profiles { _id name } }', {}, { token: adminToken });
    const id = (listed.data.profiles as { _id: string; name: string }[]).find((profile) => profile.name === 'Thu ngân ca chiều')!._id;
    const saved = await gql(suite.web, '/graphqlauth', 'query ($id: ID!) { profile(_id: $id) { menu navigation isLocked nodeRoles { idNode role } permissions { idNode idPermissions } } }', { id }, { token: adminToken });
    const nodes = await gql(suite.web, '/graphqlauth', '{ getNodes { _id code } }', {}, { token: adminToken });
    const cs01 = (nodes.data.getNodes as { _id: string; code: string }[]).find((node) => node.code === 'CS01')!._id;
    expect(saved.data.profile).toEqual({
      menu: 'tree',
      navigation: [{ path: '/vien-phi-ngoai-tru' }, { path: '/benh-nhan' }],
      isLocked: false,
      nodeRoles: [{ idNode: cs01, role: 'CASHIER' }],
      permissions: [{ idNode: cs01, idPermissions: ['cashier.read', 'reception.patient.read'] }],
    });

    // Back to the list, where it now is.
    await admin.getByRole('button', { name: 'Về danh sách', exact: true }).click();
    await expect.poll(() => screen.list().getByRole('row', { name: /Thu ngân ca chiều/ }).textContent()).toContain('Theo cây menu');
  });

  it('When the screen is 400 px wide / Then the list and the editor fit without the page scrolling sideways', async () => {
    const admin = await suite.signedIn();
    await admin.setViewportSize({ width: 400, height: 800 });
    const screen = new ProfilesScreen(admin, suite.web.url);
    await admin.goto(`${suite.web.url}/his/m/quan-tri-he-thong/ho-so-quyen`);
    await admin.getByRole('heading', { level: 1, name: 'Hồ sơ quyền' }).waitFor();
    await screen.list().getByRole('button', { name: 'Mở hồ sơ quyền Thu ngân', exact: true }).click();
    const editor = admin.getByRole('region', { name: 'Hồ sơ quyền Thu ngân' });
    await screen.tree(editor).waitFor();
    for (const name of ['Lưu', 'Khoá hồ sơ']) {
      const button = editor.getByRole('button', { name, exact: true });
      await button.scrollIntoViewIfNeeded();
      const box = await button.boundingBox();
      expect(box!.x + box!.width, name).toBeLessThanOrEqual(400);
    }
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
    expect(await seriousViolations(admin)).toEqual([]);
    await admin.getByRole('button', { name: 'Về danh sách', exact: true }).click();
    await screen.list().waitFor();
  });
});
