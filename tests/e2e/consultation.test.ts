// Consultation minutes in Debian's Chromium against the hospital variant: a patient received through the API waits at
// Phòng khám Nội 1; the demo doctor starts her exam, presses the exam's consultation button, is told the chair is
// needed under its row, chooses the participants, writes the minutes (numbered HC…), previews them printed and signs
// them; on /bien-ban-hoi-chan they are listed as signed, at a desk's width and at a phone's, where nothing is wider
// than the screen but the table, which scrolls.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@his/server';
import { gql, login, type Caller } from '../support/server';
import { browserSuite } from './support/signed-in';
import { ExaminationScreen } from './pages/examination-screen';

const suite = browserSuite();
const account = (username: string) => DEMO_ACCOUNTS.find((candidate) => candidate.username === username)!;

const ROOM = 'Phòng khám Nội 1';
const PATIENT = 'Vũ Thị Hội Chẩn';

const RECEIVE = `mutation ($benhNhan: BenhNhanInput, $input: TiepNhanInput!) {
  createTiepNhanKhamBenh(benhNhan: $benhNhan, input: $input) { MaTiepNhan DichVuYeuCaus { SoThuTu } } }`;

async function signIn(username: string, password: string): Promise<Caller> {
  const token = (await login(suite.web, username, password)).token;
  const me = (await gql(suite.web, '/graphqlauth', '{ myInfo { nodes { _id code } } }', {}, { token })).data.myInfo;
  return { token, node: me.nodes.find((node: { code: string }) => node.code === 'CS01')._id };
}

/** Whether anything on the page, the scrolling table's content aside, is wider than the window. */
async function overflowsWindow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => !element.closest('table') && !element.closest('[data-scroll-x]') && element.getBoundingClientRect().right > width + 1)
      .filter((element) => getComputedStyle(element).visibility !== 'hidden' && element.getClientRects().length > 0)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 80));
  });
}

describe('consultation minutes', () => {
  let number: number;

  beforeAll(async () => {
    const db = suite.web.server.runtime.database;
    const id = async (query: string) => (await db.query<{ _id: string }>(query))[0]!._id;
    const benhNhan = {
      TenBenhNhan: PATIENT, NamSinh: 1961, GioiTinh: 'FEMALE', SoDienThoai: '0977123888',
      DanToc_Id: await id(`SELECT _id FROM "DM_DanToc" WHERE "MaDanToc" = '01'`), QuocTich_Id: await id(`SELECT _id FROM "DM_QuocTich" WHERE "MaQuocTich" = 'VN'`),
      DonViHanhChinh_Id: (await db.query<{ id: string }>(`SELECT "DonViHanhChinh_Id" AS id FROM "BenhNhan" WHERE "DonViHanhChinh_Id" IS NOT NULL LIMIT 1`))[0]!.id,
    };
    const input = {
      DoiTuong_Id: await id(`SELECT _id FROM "DM_DoiTuong" WHERE "MaDoiTuong" = 'VienPhi'`),
      DichVuKham: [{ DichVu_Id: await id(`SELECT _id FROM "DM_DichVu" WHERE "MaDichVu" = 'KB-NOI'`), PhongBan_Id: await id(`SELECT _id FROM his_nodes WHERE code = 'PK01'`) }],
    };
    const gave = await gql(suite.web, '/graphqlhis', RECEIVE, { benhNhan, input }, await signIn('tiepdon', account('tiepdon').password));
    expect(gave.errors).toBeUndefined();
    number = gave.data.createTiepNhanKhamBenh.DichVuYeuCaus[0].SoThuTu;
  });

  it('When the doctor writes minutes from the exam and signs them / Then they are numbered, printed and listed as signed, at a desk\'s width and a phone\'s', async () => {
    const page = await suite.signedIn(account('bacsi'));
    await page.setViewportSize({ width: 1366, height: 900 });
    const screen = new ExaminationScreen(page);
    await screen.open(suite.web.url);
    await screen.chooseRoom(ROOM);
    await screen.row(PATIENT, 'Chờ khám').waitFor();
    await screen.act('Khám', number);
    await screen.form().waitFor();

    await page.getByRole('button', { name: 'Biên bản hội chẩn', exact: true }).click();
    const editor = page.getByRole('dialog', { name: 'Lập biên bản hội chẩn' });
    await editor.getByText(PATIENT).waitFor();
    expect(await editor.getByRole('textbox', { name: /^Địa điểm hội chẩn/ }).inputValue()).toBe(ROOM);
    const save = editor.getByRole('button', { name: 'Lưu biên bản (F4)' });
    await save.click();
    const chair = editor.getByRole('combobox', { name: /^Người tham gia 1/ });
    await expect.poll(() => screen.messageUnder(chair)).toBe('Không được để trống!');

    await chair.fill('');
    await chair.pressSequentially('Bùi', { delay: 40 });
    await page.getByRole('option', { name: /Bùi Quang Minh/ }).first().click();
    const member = editor.getByRole('combobox', { name: /^Người tham gia 3/ });
    await member.fill('');
    await member.pressSequentially('Bích', { delay: 40 });
    await page.getByRole('option', { name: /Trần Thị Bích/ }).first().click();
    await editor.screenshot({ path: '/tmp/consultation-editor-1366.png' });
    await save.click();
    // Written, the dialog goes on with the minutes under their code.
    const code = ((await page.getByRole('dialog').getByText(/^HC\d{8} · Đang soạn$/).textContent()) ?? '').slice(0, 10);
    const written = page.getByRole('dialog', { name: `Biên bản hội chẩn ${code}` });

    await written.getByRole('button', { name: 'In biên bản' }).click();
    const preview = page.getByRole('dialog', { name: 'Xem trước biên bản hội chẩn' });
    const paper = preview.frameLocator(`iframe[title="Biên bản hội chẩn ${code}"]`).locator('body');
    await expect.poll(() => paper.textContent(), { timeout: 10_000 }).toContain('BIÊN BẢN HỘI CHẨN');
    const printed = ((await paper.textContent()) ?? '').replace(/\s+/g, ' ');
    expect(printed).toContain(`Họ và tên người bệnh: ${PATIENT} Giới tính: Nữ Năm sinh: 1961`);
    expect(printed).toContain('Bùi Quang Minh');
    expect(printed).toContain('Chủ trì');
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });

    await written.getByRole('button', { name: 'Ký biên bản' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Ký biên bản' }).click();
    await written.getByText(`${code} · Đã ký`).waitFor();
    await page.keyboard.press('Escape');

    await page.goto(`${suite.web.url}/his/bien-ban-hoi-chan`);
    const table = page.getByRole('table', { name: 'Danh sách biên bản hội chẩn' });
    const row = table.getByRole('row').filter({ hasText: code });
    await row.waitFor();
    expect((await row.textContent()) ?? '').toContain('Đã ký');
    expect(await overflowsWindow(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/consultation-list-1366.png' });

    await page.setViewportSize({ width: 400, height: 860 });
    await row.waitFor();
    expect(await overflowsWindow(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/consultation-list-400.png', fullPage: true });
    await page.getByRole('button', { name: `Mở biên bản ${code}` }).click();
    const opened = page.getByRole('dialog', { name: `Biên bản hội chẩn ${code}` });
    await opened.getByText(`${code} · Đã ký`).waitFor();
    expect(await overflowsWindow(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/consultation-editor-400.png', fullPage: true });
  });
});
