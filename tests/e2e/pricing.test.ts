// The administrator changing fees, in Debian's Chromium against the hospital variant: a fee price list (VienPhi)
// issued today with two services, typed as a cashier types amounts, released after the question the spec asks (naming
// the services of the demo fee list it leaves without a price), and
// the price a fee-paying patient then pays; a service no list prices is refused with the spec's message; a draft's
// prices taken from an Excel file (a bad row refused whole, then a good file saved), and a list exported to Excel.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import readXlsxFile from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { DEMO_ADMIN } from '@his/server';
import { formatDate } from '@his/sdk/format';
import { gql, login } from '../support/server';
import { browserSuite } from './support/signed-in';
import { PriceListScreen } from './pages/price-list-screen';

const suite = browserSuite();
let page: Page;
let screen: PriceListScreen;
let files: string;
let data: (query: string, variables?: Record<string, unknown>) => Promise<any>;

const UNPRICED = { code: 'E2E-CHUAGIA', name: 'Tư vấn dinh dưỡng chưa có giá' };
const FEE_PAYING = { typed: 'vien phi', name: 'Viện phí' };

/** The demo administrator's calls to the main service, which must succeed. */
async function signInToApi(): Promise<void> {
  const { token } = await login(suite.web, DEMO_ADMIN.username, DEMO_ADMIN.password);
  data = async (query, variables = {}) => {
    const result = await gql(suite.web, '/graphqlhis', query, variables, { token });
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    return result.data;
  };
}

/** A service created through the API, which no price list names. */
async function createUnpricedService(): Promise<void> {
  const [group] = (await data('query { searchDM_NhomDichVu(searchString: "KHAC", limit: 1) { _id } }')).searchDM_NhomDichVu;
  await data('mutation ($input: DM_DichVuInput!) { createDM_DichVu(input: $input) { _id } }', {
    input: { MaDichVu: UNPRICED.code, TenDichVu: UNPRICED.name, NhomDichVu_Id: group._id },
  });
}

/**
 * The services the current fee list for every room prices that the draft `code` does not, by code: what releasing
 * the draft takes away, worked out here from the two lists' lines.
 */
async function servicesLeftOut(code: string): Promise<Service[]> {
  const type = (await data('query { searchDM_LoaiGia(searchString: "VienPhi", limit: 1) { _id } }')).searchDM_LoaiGia[0];
  const lines = '_id DichVu_DonGia { DichVu_Id MaDichVu TenDichVu }';
  const current = (await data(`query ($type: ID!) { getDM_BangGiaHienHanh(LoaiGia_Id: $type) { BangGia { ${lines} } } }`, { type: type._id })).getDM_BangGiaHienHanh.BangGia;
  const [found] = (await data('query ($code: String) { searchDM_BangGia(searchString: $code) { items { _id MaBangGia } } }', { code })).searchDM_BangGia.items
    .filter((list: { MaBangGia: string }) => list.MaBangGia === code);
  const draft = (await data(`query ($id: ID!) { getDM_BangGiaById(id: $id) { ${lines} } }`, { id: found._id })).getDM_BangGiaById;
  const kept = new Set(draft.DichVu_DonGia.map((line: { DichVu_Id: string }) => line.DichVu_Id));
  return current.DichVu_DonGia
    .filter((line: { DichVu_Id: string }) => !kept.has(line.DichVu_Id))
    .map((line: { DichVu_Id: string; MaDichVu: string; TenDichVu: string }) => ({ _id: line.DichVu_Id, MaDichVu: line.MaDichVu, TenDichVu: line.TenDichVu }))
    .sort((a: Service, b: Service) => (a.MaDichVu < b.MaDichVu ? -1 : a.MaDichVu > b.MaDichVu ? 1 : 0));
}

interface Service {
  _id: string;
  MaDichVu: string;
  TenDichVu: string;
}

const IMPORTED = { code: 'VP-NHAP-E2E', name: 'Bảng giá viện phí nhập từ Excel' };
let services: Service[];

/** A fee draft created through the API with one service at 10,000 đ, and three demo services a file may price. */
async function createImportDraft(): Promise<void> {
  services = (await data('query { getDM_DichVu(limit: 3) { items { _id MaDichVu TenDichVu } } }')).getDM_DichVu.items;
  const type = (await data('query { searchDM_LoaiGia(searchString: "VienPhi", limit: 1) { _id } }')).searchDM_LoaiGia[0];
  await data('mutation ($input: DM_BangGiaInput!) { createDM_BangGia(input: $input) { _id } }', {
    input: { LoaiGia_Id: type._id, MaBangGia: IMPORTED.code, TenBangGia: IMPORTED.name, NgayPhatHanh: Date.now(), DichVu_DonGia: [{ DichVu_Id: services[0]!._id, DonGia: 10_000 }] },
  });
}

beforeAll(async () => {
  files = mkdtempSync(join(tmpdir(), 'his-pricing-files-'));
  await signInToApi();
  await createUnpricedService();
  await createImportDraft();
});
afterAll(() => {
  if (files) rmSync(files, { recursive: true, force: true });
});
beforeEach(async () => {
  page = await suite.signedIn();
  await page.goto(`${suite.web.url}/his/gia-dich-vu`);
  screen = new PriceListScreen(page);
  await screen.list().getByRole('row').nth(1).waitFor();
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

    // The demo fee list of this year prices many more services: releasing this one takes their fee price away.
    const losing = await servicesLeftOut('VP-E2E');
    expect(losing.length).toBeGreaterThan(20);
    await screen.release();
    await expect.poll(() => screen.question().textContent()).toContain(`Phát hành bảng giá VP-E2E từ ngày ${today}? Sau khi phát hành không sửa được.`);
    const warning = screen.losingServices();
    await expect.poll(() => warning.getByText(`${losing.length} dịch vụ sẽ không còn giá hiện hành`, { exact: true }).count()).toBe(1);
    expect(await warning.getByRole('listitem').allTextContents()).toEqual(losing.slice(0, 20).map((service) => `${service.MaDichVu} – ${service.TenDichVu}`));
    expect(await warning.getByText(`và ${losing.length - 20} dịch vụ khác`, { exact: true }).count()).toBe(1);
    await screen.confirm('Phát hành');
    await expect.poll(() => screen.editor().getByText(/Bảng giá đã phát hành: chỉ xem/).count()).toBe(1);
    expect(await screen.editor().getByText(`Khi phát hành, ${losing.length} dịch vụ của bảng giá bị thay thế không còn giá hiện hành.`, { exact: true }).count()).toBe(1);
    expect(await screen.editor().getByRole('button', { name: 'Lưu nháp' }).count()).toBe(0);
    await screen.closeEditor();

    const row = screen.row('VP-E2E');
    await expect.poll(() => row.textContent()).toContain('Hiện hành');
    expect(await row.textContent()).toMatch(new RegExp(`Giá viện phí${today}Tất cả phòng.*2Xuất$`));

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

  it('When a draft gets its prices from an Excel file with a bad row / Then the row is named and nothing changes; from a good file / Then the lines appear and saving keeps them', async () => {
    const [kept, second, third] = services;
    const bad = join(files, 'gia-sai.xlsx');
    await writeXlsxFile([
      ['Mã dịch vụ', 'Tên dịch vụ', 'Đơn giá (đ)'],
      [kept!.MaDichVu, kept!.TenDichVu, 12_000],
      [second!.MaDichVu, second!.TenDichVu, -20_000],
    ]).toFile(bad);
    await screen.open(IMPORTED.code);
    await screen.priceBox(kept!.TenDichVu).waitFor();
    await screen.importLines(bad);
    await expect.poll(() => screen.importErrors().textContent()).toBe('Hàng 3 trong file: Đơn giá (đ): Không được nhập số âm');
    expect(await screen.importDialog().getByRole('button', { name: /vào bảng giá$/ }).count()).toBe(0);
    await screen.closeImport();
    expect(await screen.servicesTab().textContent()).toBe('Giá dịch vụ (1)');
    expect(await screen.priceBox(kept!.TenDichVu).inputValue()).toBe('10,000');

    const good = join(files, 'gia-dung.xlsx');
    await writeXlsxFile([
      ['*Service code*', 'Unit price'],
      [second!.MaDichVu, '20.000'],
      [third!.MaDichVu, 30_000],
    ]).toFile(good);
    await screen.importLines(good);
    await expect.poll(() => screen.importDialog().getByRole('status').textContent()).toContain('1 dịch vụ không có trong tệp sẽ bị bỏ khỏi bảng giá');
    await screen.chooseMerge();
    await screen.applyImport(2);
    await expect.poll(() => screen.servicesTab().textContent()).toBe('Giá dịch vụ (3)');
    expect(await screen.priceBox(second!.TenDichVu).inputValue()).toBe('20,000');
    expect(await screen.priceBox(third!.TenDichVu).inputValue()).toBe('30,000');

    await screen.saveDraft();
    // Closing before the save is answered would rightly ask whether to drop the changes.
    await screen.notice(`Đã lưu bảng giá ${IMPORTED.code}`).waitFor();
    await screen.closeEditor();
    await screen.open(IMPORTED.code);
    await expect.poll(() => screen.servicesTab().textContent()).toBe('Giá dịch vụ (3)');
    expect(await screen.priceBox(kept!.TenDichVu).inputValue()).toBe('10,000');
    expect(await screen.priceBox(third!.TenDichVu).inputValue()).toBe('30,000');
  });

  it('When a released list with courses is exported from the list / Then the file reads back with its codes and prices, courses on a second sheet', async () => {
    const lists = (await data('query { searchDM_BangGia(TrangThai: "DaPhatHanh", limit: 50) { items { _id MaBangGia LieuTrinh_DonGia { LieuTrinh_Id } } } }')).searchDM_BangGia.items;
    const { _id, MaBangGia } = lists.find((list: { LieuTrinh_DonGia: unknown[] }) => list.LieuTrinh_DonGia.length > 0);
    const list = (await data('query ($id: ID!) { getDM_BangGiaById(id: $id) { DichVu_DonGia { MaDichVu TenDichVu DonGia } LieuTrinh_DonGia { MaLieuTrinh TenLieuTrinh DonGia } } }', { id: _id })).getDM_BangGiaById;

    const download = page.waitForEvent('download');
    await screen.exportList(MaBangGia);
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${MaBangGia}.xlsx`);
    const saved = join(files, file.suggestedFilename());
    await file.saveAs(saved);

    const [services, courses] = await readXlsxFile(saved);
    expect(services!.sheet).toBe('Dịch vụ');
    expect(services!.data).toEqual([
      ['Mã dịch vụ', 'Tên dịch vụ', 'Đơn giá (đ)'],
      ...list.DichVu_DonGia.map((line: Record<string, unknown>) => [line.MaDichVu, line.TenDichVu, line.DonGia]),
    ]);
    expect(courses!.sheet).toBe('Liệu trình');
    expect(courses!.data).toEqual([
      ['Mã liệu trình', 'Tên liệu trình', 'Đơn giá (đ)'],
      ...list.LieuTrinh_DonGia.map((line: Record<string, unknown>) => [line.MaLieuTrinh, line.TenLieuTrinh, line.DonGia]),
    ]);
  });
});
