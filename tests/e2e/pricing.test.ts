// The administrator changing fees, in Debian's Chromium against the hospital variant: a fee price list (VienPhi)
// issued today with two services, typed as a cashier types amounts, released after the question the spec asks, and
// the price a fee-paying patient then pays; a service no list prices is refused with the spec's message.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_ADMIN } from '@his/server';
import { formatDate } from '@his/sdk/format';
import { launchBrowser } from '../support/browser';
import { gql, login } from '../support/server';
import { startWebServer, type WebServer } from './support/web-server';
import { LoginPage } from './pages/login-page';
import { PriceListScreen } from './pages/price-list-screen';

let web: WebServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let screen: PriceListScreen;

const UNPRICED = { code: 'E2E-CHUAGIA', name: 'Tư vấn dinh dưỡng chưa có giá' };
const FEE_PAYING = { typed: 'vien phi', name: 'Viện phí' };

/** A service created through the API, which no price list names. */
async function createUnpricedService(): Promise<void> {
  const { token } = await login(web, DEMO_ADMIN.username, DEMO_ADMIN.password);
  const data = async (query: string, variables: Record<string, unknown> = {}) => {
    const result = await gql(web, '/graphqlhis', query, variables, { token });
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    return result.data;
  };
  const [group] = (await data('query { searchDM_NhomDichVu(searchString: "KHAC", limit: 1) { _id } }')).searchDM_NhomDichVu;
  await data('mutation ($input: DM_DichVuInput!) { createDM_DichVu(input: $input) { _id } }', {
    input: { MaDichVu: UNPRICED.code, TenDichVu: UNPRICED.name, NhomDichVu_Id: group._id },
  });
}

beforeAll(async () => {
  [web, browser] = await Promise.all([startWebServer('hospital'), launchBrowser()]);
  await createUnpricedService();
});
afterAll(async () => {
  await browser?.close();
  await web?.close();
});
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'vi-VN' });
  page = await context.newPage();
  const login = new LoginPage(page, web.url);
  await login.open();
  await login.signIn(DEMO_ADMIN.username, DEMO_ADMIN.password);
  await page.waitForURL('**/his/trang-chu');
  await page.goto(`${web.url}/his/gia-dich-vu`);
  screen = new PriceListScreen(page);
  await screen.list().getByRole('row').nth(1).waitFor();
});
afterEach(async () => {
  await context?.close();
});

describe('fees changed by the administrator', () => {
  it('When a fee price list dated today is released / Then a fee-paying patient pays its price', async () => {
    const today = formatDate(Date.now());
    await screen.openNew();
    await screen.fill('Mã bảng giá', 'VP-E2E');
    await screen.fill('Tên bảng giá', 'Bảng giá viện phí điều chỉnh');
    await screen.choosePriceType('Giá viện phí');
    expect(await screen.issueDate().inputValue()).toBe(today);
    await screen.addService('kb-noi', 'Khám Nội');
    await screen.addService('glucose', 'Định lượng Glucose [máu]');
    await screen.typePrice('Khám Nội', '1250000');
    await screen.typePrice('Định lượng Glucose [máu]', '1250000');
    expect(await screen.priceBox('Khám Nội').inputValue()).toBe('1,250,000');
    expect(await screen.priceBox('Định lượng Glucose [máu]').inputValue()).toBe('1,250,000');

    await screen.saveDraft();
    await expect.poll(() => screen.editor().getByRole('heading', { name: 'Bảng giá VP-E2E' }).count()).toBe(1);
    expect(await screen.editor().getByText('Chưa phát hành', { exact: true }).count()).toBe(1);

    await screen.release();
    await expect.poll(() => screen.question().textContent()).toContain(`Phát hành bảng giá VP-E2E từ ngày ${today}? Sau khi phát hành không sửa được.`);
    await screen.confirm('Phát hành');
    await expect.poll(() => screen.editor().getByText(/Bảng giá đã phát hành: chỉ xem/).count()).toBe(1);
    expect(await screen.editor().getByRole('button', { name: 'Lưu nháp' }).count()).toBe(0);
    await screen.closeEditor();

    const row = screen.row('VP-E2E');
    await expect.poll(() => row.textContent()).toContain('Hiện hành');
    expect(await row.textContent()).toMatch(new RegExp(`Giá viện phí${today}Tất cả phòng.*2$`));

    await screen.lookUp({ typed: 'kham noi', name: 'Khám Nội' }, FEE_PAYING);
    await expect.poll(() => screen.lookupResult().textContent()).toContain('1,250,000 đ');
    expect(await screen.lookupResult().textContent()).toContain('Giá viện phí');
    expect(await screen.lookupResult().textContent()).toContain('VP-E2E – Bảng giá viện phí điều chỉnh');
    const newest = screen.history('Khám Nội').getByRole('row').nth(1);
    await expect.poll(() => newest.textContent()).toContain('VP-E2E');
    expect(await newest.textContent()).toContain('1,250,000');
  });

  it('When a service no price list prices is looked up / Then the spec\'s "prices missing" message names it', async () => {
    await screen.lookUp({ typed: UNPRICED.code.toLowerCase(), name: UNPRICED.name }, FEE_PAYING);
    await expect.poll(() => screen.lookupResult().getByRole('alert').textContent()).toBe(`Dịch vụ ${UNPRICED.code} chưa có giá trong bảng giá hiện hành`);
    await expect.poll(() => screen.lookup().getByText('Dịch vụ chưa có trong bảng giá đã phát hành nào').count()).toBe(1);
  });
});
