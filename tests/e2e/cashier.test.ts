// The cashier's counter in Debian's Chromium against the hospital variant: an insured patient received, examined and
// sent for two lab tests (five of each, over the low-cost threshold) through the API waits for payment at /vien-phi-ngoai-tru. A second cashier keeps the list
// open. The demo cashier, at a desk's 1366 px, opens her bill, collects it by card on the book's next number, prints
// the receipt (the amount in Vietnamese words on it), posts it, issues its e-invoice with the built-in provider and
// views it; cancels the examination line's posting from the line, then the rest of the posting, and refunds one test:
// the balance shows it to collect again. The second cashier's list follows each step without a reload; the screen fits
// 1366 px and 400 px, with no serious WCAG 2.1 AA violation.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { DEMO_ACCOUNTS, DEMO_ADMIN } from '@his/server';
import { formatMoney, moneyInWords } from '@his/sdk/format';
import { gql, login, type Caller } from '../support/server';
import { browserSuite } from './support/signed-in';
import { CashierScreen } from './pages/cashier-screen';

const suite = browserSuite();
const account = (username: string) => DEMO_ACCOUNTS.find((candidate) => candidate.username === username)!;

const PATIENT = 'Đặng Thị Thu Ngân';
const YEAR = new Date().getFullYear();
const RECEIVE = `mutation ($benhNhan: BenhNhanInput, $input: TiepNhanInput!) { createTiepNhanKhamBenh(benhNhan: $benhNhan, input: $input) { _id DichVuYeuCaus { _id } } }`;
const START = 'mutation ($order: ID!, $input: KhamBenhInput) { createKhamBenh(DichVuYeuCau_Id: $order, input: $input) { _id } }';
const ORDER = 'mutation ($exam: ID!, $input: DichVuYeuCauInput!) { createDichVuYeuCaus(idKhamBenh: $exam, input: $input) { _id } }';
const BILL = `query ($visit: ID!, $patient: ID!) { loadDataByOnSelectBenhNhan(BenhNhan_Id: $patient, TiepNhan_Id: $visit) {
  BenhNhan { _id } ChiTiets { _id TenDichVu IsKhamBenh BenhNhanTTSauGiamGia } TongHop { BenhNhanTT } } }`;

async function signIn(username: string, password: string): Promise<Caller> {
  const token = (await login(suite.web, username, password)).token;
  const me = (await gql(suite.web, '/graphqlauth', '{ myInfo { nodes { _id code } } }', {}, { token })).data.myInfo;
  return { token, node: me.nodes.find((node: { code: string }) => node.code === 'CS01')._id };
}

async function call(caller: Caller, query: string, variables: Record<string, unknown>) {
  const result = await gql(suite.web, '/graphqlhis', query, variables, caller);
  expect(result.errors).toBeUndefined();
  return result.data;
}

/** The serious and critical WCAG 2.1 AA violations axe-core finds on the page. */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page: page as never }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join('; ')})`);
}

/** Anything on the page wider than the window, but for what scrolls inside a box that fits (a table, a row of tabs). */
async function overflowsWindow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (element: HTMLElement) => {
      for (let box = element.parentElement; box; box = box.parentElement) {
        if (['auto', 'scroll', 'hidden'].includes(getComputedStyle(box).overflowX) && box.getBoundingClientRect().right <= width + 1) return true;
      }
      return false;
    };
    return [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1 && !clipped(element))
      .filter((element) => getComputedStyle(element).visibility !== 'hidden' && element.getClientRects().length > 0)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 80));
  });
}

describe('the cashier\'s counter', () => {
  let lines: { _id: string; TenDichVu: string; IsKhamBenh: boolean; BenhNhanTTSauGiamGia: number }[];
  let toPay: number;

  beforeAll(async () => {
    const db = suite.web.server.runtime.database;
    const id = async (query: string) => (await db.query<{ _id: string }>(query))[0]!._id;
    const benhNhan = {
      TenBenhNhan: PATIENT, NamSinh: 1983, GioiTinh: 'FEMALE', SoDienThoai: '0977123888',
      DanToc_Id: await id(`SELECT _id FROM "DM_DanToc" WHERE "MaDanToc" = '01'`), QuocTich_Id: await id(`SELECT _id FROM "DM_QuocTich" WHERE "MaQuocTich" = 'VN'`),
      DonViHanhChinh_Id: (await db.query<{ id: string }>(`SELECT "DonViHanhChinh_Id" AS id FROM "BenhNhan" WHERE "DonViHanhChinh_Id" IS NOT NULL LIMIT 1`))[0]!.id,
    };
    const input = {
      DoiTuong_Id: await id(`SELECT _id FROM "DM_DoiTuong" WHERE "MaDoiTuong" = 'BaoHiemYTe'`),
      SoTheBHYT: 'DN4018300000777', BHYTNgayHieuLuc: Date.UTC(YEAR, 0, 1), BHYTNgayHetHieuLuc: Date.UTC(YEAR, 11, 31), BenhVien_KCB: '01C54', TuyenKCB: 'DungTuyen',
      DichVuKham: [{ DichVu_Id: await id(`SELECT _id FROM "DM_DichVu" WHERE "MaDichVu" = 'KB-NOI'`), PhongBan_Id: await id(`SELECT _id FROM his_nodes WHERE code = 'PK01'`) }],
    };
    const visit = (await call(await signIn('tiepdon', account('tiepdon').password), RECEIVE, { benhNhan, input })).createTiepNhanKhamBenh;
    const doctor = await signIn('bacsi', account('bacsi').password);
    const exam = (await call(doctor, START, { order: visit.DichVuYeuCaus[0]._id, input: { ICD_Id: await id(`SELECT _id FROM "DM_ICD" ORDER BY "MaICD" LIMIT 1`), ChanDoan: 'Theo dõi đái tháo đường' } })).createKhamBenh._id;
    const lab = await id(`SELECT _id FROM his_nodes WHERE code = 'XN01'`);
    const DichVus = await Promise.all(['XN-TPTTBM', 'XN-GLU'].map(async (code) => ({ DichVu_Id: await id(`SELECT _id FROM "DM_DichVu" WHERE "MaDichVu" = '${code}'`), NoiThucHien_Id: lab, SoLuong: 5 })));
    await call(doctor, ORDER, { exam, input: { DichVus, guiNgay: true } });
    const cashier = await signIn('thungan', account('thungan').password);
    const patient = (await db.query<{ BenhNhan_Id: string }>('SELECT "BenhNhan_Id" FROM "TiepNhan" WHERE _id = $1', [visit._id]))[0]!.BenhNhan_Id;
    const bill = (await call(cashier, BILL, { visit: visit._id, patient })).loadDataByOnSelectBenhNhan;
    lines = bill.ChiTiets;
    toPay = bill.TongHop.BenhNhanTT;
    expect(lines).toHaveLength(3);
    // Five of each test take the visit over the low-cost threshold: the card's 80 %, the patient pays the rest.
    expect(toPay).toBeGreaterThan(0);
  });

  it('When the cashier collects by card, prints, posts, issues the e-invoice and refunds one test / Then the receipt says the amount in words, the invoice is issued, the balance shows the test to collect again, and a second cashier\'s list follows live', async () => {
    // A second cashier keeps the waiting list open all along.
    const other = await suite.signedIn(DEMO_ADMIN);
    const watching = new CashierScreen(other);
    await watching.open(suite.web.url);
    await watching.row('Chờ thanh toán', PATIENT).waitFor();

    const page = await suite.signedIn(account('thungan'));
    await page.setViewportSize({ width: 1366, height: 768 });
    const counter = new CashierScreen(page);
    await counter.open(suite.web.url);
    await counter.row('Chờ thanh toán', PATIENT).filter({ hasText: formatMoney(toPay) }).waitFor();
    await counter.openPatient('Chờ thanh toán', PATIENT);
    await expect.poll(() => counter.total('ConLai')).toBe(formatMoney(toPay));
    expect(await overflowsWindow(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    // Every line is chosen: the amount is the patient's share; paid by card on the book's next number.
    const payment = 'Thanh toán các dòng đã chọn';
    expect(await counter.form(payment).getByRole('textbox', { name: /^Số tiền/ }).inputValue()).toBe(formatMoney(toPay));
    await expect.poll(() => counter.nextNumber(payment)).toMatch(/^\d{7}$/);
    const number = await counter.nextNumber(payment);
    await counter.choose(payment, 'Hình thức thanh toán', 'Quẹt thẻ');
    await counter.form(payment).getByRole('button', { name: 'Thu tiền' }).click();
    await counter.toast(new RegExp(`^Đã thu biên lai \\S+ số ${number}: ${formatMoney(toPay)} đ$`)).waitFor();
    await expect.poll(() => counter.total('ConLai')).toBe('0');
    const row = counter.receipts().getByRole('row').filter({ hasText: number });
    await row.waitFor();
    const receipt = /^(\S+)-\d{7}/.exec((await row.getByRole('cell').first().textContent()) ?? '')?.[1];
    expect(receipt, 'the receipt code starts with the book').toBeTruthy();
    const name = `${receipt} ${number}`;

    // The second cashier's waiting list loses her without a reload.
    await expect.poll(() => watching.row('Chờ thanh toán', PATIENT).count()).toBe(0);

    // The receipt prints with the amount in words.
    await counter.act('In', name);
    const printed = counter.printed(`Biên lai ${name}`);
    await expect.poll(async () => (await printed.textContent()) ?? '').toContain(PATIENT);
    const sheet = ((await printed.textContent()) ?? '').replace(/\s+/g, ' ');
    expect(sheet).toContain(`Số: ${number}`);
    expect(sheet).toContain(`Tổng số tiền: ${formatMoney(toPay)} đồng`);
    expect(sheet).toContain(`Bằng chữ: ${moneyInWords(toPay)}`);
    expect(sheet).toContain('Hình thức thanh toán: Quẹt thẻ');
    await page.keyboard.press('Escape');

    // Posted, then invoiced by the built-in provider, and the invoice viewed.
    await counter.act('Hạch toán', name);
    await counter.toast(`Đã hạch toán biên lai ${name}`).waitFor();
    await expect.poll(async () => (await row.textContent()) ?? '').toContain('Đã hạch toán');
    await counter.act('Xuất HĐĐT', name);
    const issued = await counter.toast(new RegExp(`^Đã xuất hóa đơn điện tử số \\d+ \\((\\S+)\\) cho biên lai ${name.replace(/[/.]/g, '\\$&')}$`)).textContent();
    const invoice = /\((\S+)\)/.exec(issued ?? '')?.[1];
    expect(invoice).toBeTruthy();
    await counter.act('Xem HĐĐT', name);
    await expect.poll(async () => (await counter.printed(`Hóa đơn điện tử ${invoice}`).textContent()) ?? '').toContain(PATIENT);
    await page.keyboard.press('Escape');

    // The examination's posting is cancelled from its own line: the line shows collected, the receipt posted in part.
    const exam = lines.find((line) => line.IsKhamBenh)!;
    await page.getByRole('button', { name: `Hủy hạch toán ${exam.TenDichVu}`, exact: true }).click();
    await counter.toast(`Đã hủy hạch toán: ${exam.TenDichVu}`).waitFor();
    const examRow = page.getByRole('table', { name: 'Chi tiết viện phí', exact: true }).getByRole('row').filter({ hasText: exam.TenDichVu });
    await expect.poll(async () => (await examRow.textContent()) ?? '').toContain('Đã thu');
    await expect.poll(async () => (await row.textContent()) ?? '').toContain('Đang hạch toán');

    // One test is refunded: the rest of the posting is cancelled first, then the line is chosen on the refund tab.
    await counter.act('Hủy hạch toán', name);
    await counter.toast(`Đã hủy hạch toán biên lai ${name}`).waitFor();
    const refunded = lines.find((line) => !line.IsKhamBenh)!;
    await counter.openTab('Hoàn tiền');
    await counter.toggleLine(refunded.TenDichVu);
    expect(await page.getByRole('checkbox', { name: `Chọn ${refunded.TenDichVu}`, exact: true }).isChecked()).toBe(true);
    const refund = 'Hoàn tiền dịch vụ đã thu';
    await counter.form(refund).getByText(`Đã chọn 1 dòng đã thu, hoàn ${formatMoney(refunded.BenhNhanTTSauGiamGia)} đ`).waitFor();
    await counter.form(refund).getByRole('button', { name: 'Hoàn tiền' }).click();
    await counter.toast(/^Đã hoàn tiền, biên lai /).waitFor();
    await expect.poll(() => counter.total('ConLai')).toBe(formatMoney(refunded.BenhNhanTTSauGiamGia));
    expect(await counter.total('DaThu')).toBe(formatMoney(toPay - refunded.BenhNhanTTSauGiamGia));
    // The second cashier sees her waiting again.
    await watching.row('Chờ thanh toán', PATIENT).filter({ hasText: formatMoney(refunded.BenhNhanTTSauGiamGia) }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);

    // On a 400 px phone the list comes above the bill, and nothing but the tables' own boxes scrolls sideways.
    await page.setViewportSize({ width: 400, height: 800 });
    await counter.open(suite.web.url);
    await counter.openPatient('Chờ thanh toán', PATIENT);
    await expect.poll(() => counter.total('ConLai')).toBe(formatMoney(refunded.BenhNhanTTSauGiamGia));
    expect(await overflowsWindow(page)).toEqual([]);
  });
});
