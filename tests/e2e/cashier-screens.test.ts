// The fee screens around the cashier's in Debian's Chromium against the hospital variant: the accountant creates a
// receipt book and gives it to the demo cashier, who then sees it in the list with its cashier; the cashier discounts a
// paying patient's examination with a reason and sees the totals change; the cashier confirms an insured patient's
// visit, which leaves the list to confirm and closes the visit to discounts, as the exemptions screen then says. Each
// screen at a desk's width and a phone's, where nothing is wider than the window but a table, which scrolls. The
// accountant also reads the insurance rules, the values to check flagged.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@his/server';
import { gql, login, type Caller } from '../support/server';
import { browserSuite } from './support/signed-in';
import { FeeScreens } from './pages/fee-screens';

const suite = browserSuite();
const account = (username: string) => DEMO_ACCOUNTS.find((candidate) => candidate.username === username)!;
const YEAR = new Date().getFullYear();

const PAYING = 'Đỗ Văn Miễn Giảm';
const INSURED = 'Phan Thị Xác Nhận';
const SYMBOL = 'E2E26';

const RECEIVE = `mutation ($benhNhan: BenhNhanInput, $input: TiepNhanInput!) {
  createTiepNhanKhamBenh(benhNhan: $benhNhan, input: $input) { MaTiepNhan } }`;

async function signIn(username: string): Promise<Caller> {
  const token = (await login(suite.web, username, account(username).password)).token;
  const me = (await gql(suite.web, '/graphqlauth', '{ myInfo { nodes { _id code } } }', {}, { token })).data.myInfo;
  return { token, node: me.nodes.find((node: { code: string }) => node.code === 'CS01')._id };
}

describe('the fee screens around the cashier', () => {
  const visits: Record<string, string> = {};

  beforeAll(async () => {
    const db = suite.web.server.runtime.database;
    const id = async (query: string, params: unknown[] = []) => (await db.query<{ _id: string }>(query, params))[0]!._id;
    const desk = await signIn('tiepdon');
    const receive = async (TenBenhNhan: string, group: string, card: Record<string, unknown>, phone: string) => {
      const benhNhan = {
        TenBenhNhan, NamSinh: 1968, GioiTinh: 'MALE', SoDienThoai: phone,
        DanToc_Id: await id(`SELECT _id FROM "DM_DanToc" WHERE "MaDanToc" = '01'`), QuocTich_Id: await id(`SELECT _id FROM "DM_QuocTich" WHERE "MaQuocTich" = 'VN'`),
        DonViHanhChinh_Id: (await db.query<{ id: string }>(`SELECT "DonViHanhChinh_Id" AS id FROM "BenhNhan" WHERE "DonViHanhChinh_Id" IS NOT NULL LIMIT 1`))[0]!.id,
      };
      const input = {
        DoiTuong_Id: await id(`SELECT _id FROM "DM_DoiTuong" WHERE "MaDoiTuong" = $1`, [group]), ...card,
        DichVuKham: [{ DichVu_Id: await id(`SELECT _id FROM "DM_DichVu" WHERE "MaDichVu" = 'KB-NOI'`), PhongBan_Id: await id(`SELECT _id FROM his_nodes WHERE code = 'PK01'`) }],
      };
      const gave = await gql(suite.web, '/graphqlhis', RECEIVE, { benhNhan, input }, desk);
      expect(gave.errors).toBeUndefined();
      visits[TenBenhNhan] = gave.data.createTiepNhanKhamBenh.MaTiepNhan;
    };
    await receive(PAYING, 'VienPhi', {}, '0977123401');
    await receive(INSURED, 'BaoHiemYTe', { SoTheBHYT: 'DN4018299990001', BHYTNgayHieuLuc: Date.UTC(YEAR, 0, 1), BHYTNgayHetHieuLuc: Date.UTC(YEAR, 11, 31), BenhVien_KCB: '01C54', TuyenKCB: 'DungTuyen' }, '0977123402');
  });

  it('When the accountant creates a receipt book and gives it to the cashier / Then it is listed with its range and cashier, at a desk\'s width and a phone\'s', async () => {
    const page = await suite.signedIn(account('ketoan'));
    await page.setViewportSize({ width: 1366, height: 900 });
    const screens = new FeeScreens(page, suite.web.url);
    await screens.open('/quyen-bien-lai');
    await page.getByRole('button', { name: 'Thêm quyển biên lai' }).click();
    const dialog = screens.dialog('Thêm quyển biên lai');
    await dialog.getByRole('textbox', { name: /^Ký hiệu/ }).fill(SYMBOL);
    await dialog.getByRole('textbox', { name: /^Đến số/ }).fill('100');
    await screens.pick(dialog.getByRole('combobox', { name: 'Thu ngân sử dụng' }), 'Cúc', /Lê Thị Cúc/);
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await page.getByText(`Đã thêm quyển biên lai ${SYMBOL}`).waitFor();
    const row = screens.bookRow(SYMBOL);
    await row.waitFor();
    expect((await row.textContent()) ?? '').toMatch(/Thu tiền.*1–100.*Chưa dùng.*Lê Thị Cúc: chưa dùng/);
    expect(await screens.overflows()).toEqual([]);
    expect(await screens.violations()).toEqual([]);
    await page.screenshot({ path: '/tmp/cashier-books-1366.png' });

    await page.setViewportSize({ width: 400, height: 860 });
    await row.waitFor();
    expect(await screens.overflows()).toEqual([]);
    await page.screenshot({ path: '/tmp/cashier-books-400.png', fullPage: true });
  });

  it('When the cashier discounts a paying patient\'s examination with a reason / Then the server\'s totals show, beside what they were', async () => {
    const page = await suite.signedIn(account('thungan'));
    await page.setViewportSize({ width: 1366, height: 900 });
    const screens = new FeeScreens(page, suite.web.url);
    await screens.open('/mien-giam-ngoai-tru');
    await screens.openVisit(PAYING);
    const lines = page.getByRole('table', { name: 'Miễn giảm theo dịch vụ' });
    await lines.waitFor();
    const before = await screens.total('Người bệnh trả');
    const share = Number(before.replace(/,/g, ''));
    expect(share).toBeGreaterThan(0);
    await lines.getByRole('textbox', { name: /^% giảm/ }).first().fill('10');
    await page.getByRole('textbox', { name: /^Lý do miễn giảm/ }).fill('Người cao tuổi khó khăn');
    await page.getByRole('button', { name: 'Lưu miễn giảm (1 dịch vụ)' }).click();
    await page.getByText('Đã lưu miễn giảm cho 1 dịch vụ').waitFor();
    const discount = Math.round(share / 10);
    await expect.poll(() => screens.total('Miễn giảm')).toBe(`${discount.toLocaleString('en-US')}trước: 0`);
    expect(await screens.total('Người bệnh trả')).toBe(`${(share - discount).toLocaleString('en-US')}trước: ${before}`);
    expect(await screens.overflows()).toEqual([]);
    expect(await screens.violations()).toEqual([]);
    await page.screenshot({ path: '/tmp/cashier-exemptions-1366.png', fullPage: true });

    // A phone's width opens the screen's phone path afresh: the visit is found again there.
    await page.setViewportSize({ width: 400, height: 860 });
    await page.getByRole('searchbox', { name: 'Tìm người bệnh' }).waitFor();
    await screens.openVisit(PAYING);
    await lines.waitFor();
    expect(await screens.total('Miễn giảm')).toBe(discount.toLocaleString('en-US'));
    expect(await screens.overflows()).toEqual([]);
    await page.screenshot({ path: '/tmp/cashier-exemptions-400.png', fullPage: true });
  });

  it('When the cashier confirms an insured visit / Then it leaves the list to confirm, and the exemptions screen says it takes no change', async () => {
    const page = await suite.signedIn(account('thungan'));
    await page.setViewportSize({ width: 1366, height: 900 });
    const screens = new FeeScreens(page, suite.web.url);
    await screens.open('/xac-nhan-bhyt-ngoai-tru');
    const table = page.getByRole('table', { name: 'Lượt khám BHYT' });
    const code = visits[INSURED]!;
    const row = table.getByRole('row').filter({ hasText: code });
    await row.waitFor();
    expect((await row.textContent()) ?? '').toContain('Chưa xác nhận');
    expect(await screens.overflows()).toEqual([]);
    expect(await screens.violations()).toEqual([]);
    await page.screenshot({ path: '/tmp/cashier-confirm-1366.png' });
    await page.getByRole('button', { name: `Xác nhận BHYT ${INSURED} (${code})` }).click();
    await page.getByText(`Đã xác nhận BHYT ${INSURED} (${code})`).waitFor();
    await row.waitFor({ state: 'detached' });

    await screens.open('/danh-sach-xac-nhan-bhyt');
    await page.getByRole('table', { name: 'Lượt khám BHYT' }).getByRole('row').filter({ hasText: code }).getByText(/^Đã xác nhận/).waitFor();
    await page.setViewportSize({ width: 400, height: 860 });
    expect(await screens.overflows()).toEqual([]);
    await page.screenshot({ path: '/tmp/cashier-confirm-400.png', fullPage: true });

    await page.setViewportSize({ width: 1366, height: 900 });
    await screens.open('/mien-giam-ngoai-tru');
    await screens.openVisit(INSURED);
    await page.getByRole('status').filter({ hasText: `Lượt tiếp nhận ${code} đã xác nhận BHYT` }).waitFor();
    expect(await page.getByRole('button', { name: /^Lưu miễn giảm/ }).count()).toBe(0);
  });

  it('When the accountant opens the insurance rules / Then each rule shows the value in force, those to check flagged, at a desk\'s width and a phone\'s', async () => {
    const page = await suite.signedIn(account('ketoan'));
    await page.setViewportSize({ width: 1366, height: 900 });
    const screens = new FeeScreens(page, suite.web.url);
    await screens.open('/quy-tac-bhyt');
    const salary = page.getByRole('region', { name: 'Lương cơ sở', exact: true });
    await salary.getByText(/^Đang áp dụng: [\d,]+ đ \(từ \d\d\/\d\d\/\d{4}\)$/).waitFor();
    expect(await page.getByText(/giá trị cần đối chiếu quyết định hiện hành$/).count()).toBe(1);
    expect(await screens.overflows()).toEqual([]);
    expect(await screens.violations()).toEqual([]);
    await page.screenshot({ path: '/tmp/cashier-rules-1366.png', fullPage: true });
    // A phone's width opens the screen's phone path afresh.
    await page.setViewportSize({ width: 400, height: 860 });
    await expect.poll(() => salary.count()).toBe(1);
    await salary.getByText(/^Đang áp dụng: /).waitFor();
    expect(await screens.overflows()).toEqual([]);
    await page.screenshot({ path: '/tmp/cashier-rules-400.png', fullPage: true });
  });
});
