// A page the profile may not open, reached by URL: the cashier types the doctor's page into the address bar, lands on
// home with a notice saying why, and the administrator finds the attempt in the audit history. In Debian's Chromium
// against the hospital variant.
import { describe, expect, it } from 'vitest';
import { browserSuite } from './support/signed-in';

const suite = browserSuite();
const DOCTORS_PAGE = '/kham-benh-ngoai-tru';

describe('a page the profile may not open', () => {
  it('When the cashier opens the doctor\'s page by its address / Then home comes with a notice, and the audit history lists the attempt', async () => {
    const cashier = await suite.signedIn({ username: 'thungan', password: 'Thungan@123' });
    await cashier.goto(`${suite.web.url}/his${DOCTORS_PAGE}`);
    await cashier.waitForURL('**/his/trang-chu');
    await cashier.getByRole('alert').filter({ hasText: 'Bạn không có quyền mở trang này' }).waitFor();
    expect(new URL(cashier.url()).pathname).toBe('/his/trang-chu');
    // Nor is the page offered in the menu.
    expect(await cashier.getByRole('banner').getByRole('link', { name: 'Khám bệnh ngoại trú' }).count()).toBe(0);
    // One attempt, one entry.
    const entries = () => suite.web.server.runtime.database.query<{ username: string }>('SELECT username FROM his_audit_log WHERE entity = \'Route\' AND "entity_Id" = $1', [DOCTORS_PAGE]);
    await expect.poll(async () => (await entries()).map((entry) => entry.username)).toEqual(['thungan']);

    const admin = await suite.signedIn();
    await admin.goto(`${suite.web.url}/his/lich-su-thao-tac`);
    const row = admin.getByRole('row').filter({ hasText: DOCTORS_PAGE }).filter({ hasText: 'thungan' });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toMatch(/Bị từ chối.*Trang/);
    await row.getByRole('button', { name: /^Xem chi tiết thao tác/ }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByText('Mở trang không được phép').waitFor();
    await dialog.getByText(DOCTORS_PAGE).first().waitFor();
  });
});
