// The transfer-out record in Debian's Chromium against the hospital variant: a patient received through the API waits
// at Phòng khám Nội 1; the demo doctor starts her exam, opens the transfer tab, is told the reason and the receiving
// facility are needed, writes the record (numbered CV…), previews the transfer paper naming her and the hospital, and
// reads the costs of her visit on the history tab.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_ADMIN } from '@his/server';
import { gql, login, type Caller } from '../support/server';
import { browserSuite } from './support/signed-in';
import { ExaminationScreen } from './pages/examination-screen';

const suite = browserSuite();
const account = (username: string) => DEMO_ACCOUNTS.find((candidate) => candidate.username === username)!;

const ROOM = 'Phòng khám Nội 1';
const PATIENT = 'Đỗ Thị Chuyển Tuyến';
const HOSPITAL = 'Bệnh viện Thống Nhất';

const RECEIVE = `mutation ($benhNhan: BenhNhanInput, $input: TiepNhanInput!) {
  createTiepNhanKhamBenh(benhNhan: $benhNhan, input: $input) { MaTiepNhan DichVuYeuCaus { SoThuTu NoiThucHien_Id } } }`;

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

describe('the transfer-out record', () => {
  let number: number;
  let visitCode: string;

  beforeAll(async () => {
    const db = suite.web.server.runtime.database;
    const id = async (query: string) => (await db.query<{ _id: string }>(query))[0]!._id;
    const admin = await signIn(DEMO_ADMIN.username, DEMO_ADMIN.password);
    await call(admin, 'mutation ($input: DM_BenhVienInput!) { createDM_BenhVien(input: $input) { _id } }', { input: { MaBenhVien: '79002', TenBenhVien: HOSPITAL } });
    const room = await id(`SELECT _id FROM his_nodes WHERE code = 'PK01'`);
    const benhNhan = {
      TenBenhNhan: PATIENT, NamSinh: 1966, GioiTinh: 'FEMALE', SoDienThoai: '0977123999',
      DanToc_Id: await id(`SELECT _id FROM "DM_DanToc" WHERE "MaDanToc" = '01'`), QuocTich_Id: await id(`SELECT _id FROM "DM_QuocTich" WHERE "MaQuocTich" = 'VN'`),
      DonViHanhChinh_Id: (await db.query<{ id: string }>(`SELECT "DonViHanhChinh_Id" AS id FROM "BenhNhan" WHERE "DonViHanhChinh_Id" IS NOT NULL LIMIT 1`))[0]!.id,
    };
    const input = {
      DoiTuong_Id: await id(`SELECT _id FROM "DM_DoiTuong" WHERE "MaDoiTuong" = 'VienPhi'`),
      DichVuKham: [{ DichVu_Id: await id(`SELECT _id FROM "DM_DichVu" WHERE "MaDichVu" = 'KB-NOI'`), PhongBan_Id: room }],
    };
    const visit = (await call(await signIn('tiepdon', account('tiepdon').password), RECEIVE, { benhNhan, input })).createTiepNhanKhamBenh;
    number = visit.DichVuYeuCaus[0].SoThuTu;
    visitCode = visit.MaTiepNhan;
  });

  it('When the doctor writes the transfer of her patient / Then the reason and the facility are asked first, the record is numbered and its paper names her and the hospital', async () => {
    const page = await suite.signedIn(account('bacsi'));
    const screen = new ExaminationScreen(page);
    await screen.open(suite.web.url);
    await screen.chooseRoom(ROOM);
    await screen.row(PATIENT, 'Chờ khám').waitFor();
    await screen.act('Khám', number);
    await screen.form().waitFor();

    await page.getByRole('tab', { name: 'Chuyển tuyến', exact: true }).click();
    const panel = page.getByRole('region', { name: 'Phiếu chuyển tuyến' });
    await panel.getByText('Lượt khám chưa có phiếu chuyển tuyến').waitFor();
    const create = panel.getByRole('button', { name: 'Lập phiếu chuyển tuyến' });
    await create.click();
    const icd = panel.getByRole('combobox', { name: /^Bệnh chính/ });
    await expect.poll(() => screen.messageUnder(icd)).toBe('Chưa chọn bệnh chính (ICD) của phiếu chuyển tuyến');

    await icd.fill('');
    await icd.pressSequentially('I21', { delay: 40 });
    await page.getByRole('option', { name: /Nhồi máu cơ tim cấp/ }).first().click();
    await panel.getByRole('textbox', { name: /^Lý do chuyển tuyến/ }).fill('Vượt quá khả năng chuyên môn');
    await create.click();
    const facility = panel.getByRole('combobox', { name: /^Nơi chuyển đến/ });
    await expect.poll(() => screen.messageUnder(facility)).toBe('Chưa chọn nơi chuyển đến');
    await facility.fill('');
    await facility.pressSequentially('Thống', { delay: 40 });
    await page.getByRole('option', { name: new RegExp(HOSPITAL) }).first().click();
    await create.click();
    await panel.getByText(/^Phiếu CV\d{8}: Đang sử dụng$/).waitFor();

    await panel.getByRole('button', { name: 'In giấy chuyển tuyến' }).click();
    const dialog = page.getByRole('dialog', { name: 'Xem trước bản in: In giấy chuyển tuyến' });
    const paper = dialog.frameLocator('iframe[title="In giấy chuyển tuyến"]').locator('body');
    await expect.poll(() => paper.textContent(), { timeout: 10_000 }).toContain('GIẤY CHUYỂN TUYẾN');
    const printed = ((await paper.textContent()) ?? '').replace(/\s+/g, ' ');
    expect(printed).toContain(`Kính gửi: ${HOSPITAL} (mã 79002)`);
    expect(printed).toContain(`Họ và tên người bệnh: ${PATIENT} Giới tính: Nữ Năm sinh: 1966`);
    expect(printed).toContain('Lý do chuyển tuyến: Vượt quá khả năng chuyên môn');
    expect(printed).toContain(`Số hồ sơ: ${visitCode}`);
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'Lịch sử và chi phí', exact: true }).click();
    await page.getByRole('table', { name: `Chi phí lượt tiếp nhận ${visitCode}` }).getByRole('row').filter({ hasText: 'Khám Nội' }).waitFor();
    await page.getByText(/^Tổng tiền [\d,]+ · Bệnh nhân trả/).waitFor();
    await page.getByRole('table', { name: 'Các lần khám tại cơ sở' }).getByRole('row').filter({ hasText: visitCode }).waitFor();
  });
});
