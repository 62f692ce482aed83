// A procedure room's morning in Debian's Chromium against the hospital variant: a patient received, examined and
// ordered wound stitches at the procedure room through the API; the demo technician, at a desk's 1366 px, finds the
// order waiting at /thuc-hien-chi-dinh-pttt, takes it, is told the note's end is needed under its field, writes the
// note with its result, treatment group and death option and a supply taken from the department's store, saves it,
// attaches a photo of the wound, finishes and locks it; the order is done, locked and read-only, its supply held by the
// store and its image served, and the screen fits 1366 px and, opened again on a 400 px phone, shows the orders as
// cards.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@his/server';
import { gql, login, type Caller } from '../support/server';
import { browserSuite } from './support/signed-in';
import { ProcedureListScreen } from './pages/procedure-list-screen';

const suite = browserSuite();
const account = (username: string) => DEMO_ACCOUNTS.find((candidate) => candidate.username === username)!;

const PATIENT = 'Đỗ Văn Thủ Thuật';
const RECEIVE = `mutation ($benhNhan: BenhNhanInput, $input: TiepNhanInput!) {
  createTiepNhanKhamBenh(benhNhan: $benhNhan, input: $input) { DichVuYeuCaus { _id } } }`;
const START = 'mutation ($order: ID!, $input: KhamBenhInput) { createKhamBenh(DichVuYeuCau_Id: $order, input: $input) { _id } }';
const ORDER = 'mutation ($exam: ID!, $input: DichVuYeuCauInput!) { createDichVuYeuCaus(idKhamBenh: $exam, input: $input) { _id SoPhieuYeuCau } }';
const ONE = '{ chiDinhPTTTById(id: $id) { TrangThai KetLuan TuongTrinhPTTT { _id DaKhoa LoaiKhoa MaKetQua NhomDieuTri TuVong TenKho VatTus { MaDuoc SoLuong } HinhAnhs { TenTep DuongDan } } } }';
/** A small JPEG (its first and last markers), as a phone's camera file starts and ends. */
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);

async function signIn(username: string): Promise<Caller> {
  const token = (await login(suite.web, username, account(username).password)).token;
  const me = (await gql(suite.web, '/graphqlauth', '{ myInfo { nodes { _id code } } }', {}, { token })).data.myInfo;
  return { token, node: me.nodes.find((node: { code: string }) => node.code === 'CS01')._id };
}

async function call(caller: Caller, query: string, variables: Record<string, unknown>) {
  const result = await gql(suite.web, '/graphqlhis', query, variables, caller);
  expect(result.errors).toBeUndefined();
  return result.data;
}

/** A moment as a date-time box takes it, in Vietnam's time (UTC+7 all year). */
const boxTime = (at: number) => new Date(at + 7 * 60 * 60 * 1000).toISOString().slice(0, 16);

/** Whether anything on the page, the scrolling tables' content aside, is wider than the window. */
async function overflowsWindow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => !element.closest('table') && !element.closest('[data-scroll-x]') && element.getBoundingClientRect().right > width + 1)
      .filter((element) => getComputedStyle(element).visibility !== 'hidden' && element.getClientRects().length > 0)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 80));
  });
}

describe('a procedure room\'s morning', () => {
  let orderId: string;
  let number: string;
  let tech: Caller;
  let drug: { MaDuoc: string; TenDuoc: string };

  beforeAll(async () => {
    const db = suite.web.server.runtime.database;
    const id = async (query: string) => (await db.query<{ _id: string }>(query))[0]!._id;
    const benhNhan = {
      TenBenhNhan: PATIENT, NamSinh: 1979, GioiTinh: 'MALE', SoDienThoai: '0977123777',
      DanToc_Id: await id(`SELECT _id FROM "DM_DanToc" WHERE "MaDanToc" = '01'`), QuocTich_Id: await id(`SELECT _id FROM "DM_QuocTich" WHERE "MaQuocTich" = 'VN'`),
      DonViHanhChinh_Id: (await db.query<{ id: string }>(`SELECT "DonViHanhChinh_Id" AS id FROM "BenhNhan" WHERE "DonViHanhChinh_Id" IS NOT NULL LIMIT 1`))[0]!.id,
    };
    const input = {
      DoiTuong_Id: await id(`SELECT _id FROM "DM_DoiTuong" WHERE "MaDoiTuong" = 'VienPhi'`),
      DichVuKham: [{ DichVu_Id: await id(`SELECT _id FROM "DM_DichVu" WHERE "MaDichVu" = 'KB-NGOAI'`), PhongBan_Id: await id(`SELECT _id FROM his_nodes WHERE code = 'PK01'`) }],
    };
    const visit = (await call(await signIn('tiepdon'), RECEIVE, { benhNhan, input })).createTiepNhanKhamBenh;
    const doctor = await signIn('bacsi');
    const exam = (await call(doctor, START, { order: visit.DichVuYeuCaus[0]._id, input: { ICD_Id: await id(`SELECT _id FROM "DM_ICD" WHERE "MaICD" = 'S61.0'`), ChanDoan: 'Vết thương ngón tay' } })).createKhamBenh._id;
    const services = [{ DichVu_Id: await id(`SELECT _id FROM "DM_DichVu" WHERE "MaDichVu" = 'TT-KHAU-VT'`), NoiThucHien_Id: await id(`SELECT _id FROM his_nodes WHERE code = 'PTT01'`), SoLuong: 1 }];
    const [ordered] = (await call(doctor, ORDER, { exam, input: { DichVus: services, guiNgay: true } })).createDichVuYeuCaus;
    orderId = ordered._id;
    number = ordered.SoPhieuYeuCau;
    tech = await signIn('ktv');
    [drug] = await db.query<{ MaDuoc: string; TenDuoc: string }>(`SELECT d."MaDuoc", d."TenDuoc" FROM "DM_Duoc" d JOIN his_nodes n ON n._id = d."node_Id"
      WHERE n.code = 'CS01' AND NOT d."TamNgung" ORDER BY d."MaDuoc" LIMIT 1`) as [{ MaDuoc: string; TenDuoc: string }];
  });

  it('When the technician takes the stitches, writes the note with a supply and a photo, finishes and locks it / Then the end is asked for under its field, and the order is done, locked and read-only with its supply held and its photo served', async () => {
    const page = await suite.signedIn(account('ktv'));
    await page.setViewportSize({ width: 1366, height: 768 });
    const screen = new ProcedureListScreen(page);
    await screen.open(suite.web.url);
    await screen.row('Chờ thực hiện', number).filter({ hasText: PATIENT }).waitFor();
    await screen.openOrder(number);
    await screen.form(number).waitFor();
    await screen.act(number, 'Tiếp nhận');
    await screen.toast(`Đã tiếp nhận phiếu ${number}`).waitFor();
    await screen.openList('Đang thực hiện');
    await screen.row('Đang thực hiện', number).waitFor();

    // Finishing without an end is refused under it, before anything is sent.
    await screen.act(number, 'Lưu và hoàn thành');
    await expect.poll(() => screen.errorUnder(number, 'Thời gian kết thúc')).toBe('Không được để trống!');

    await screen.fill(number, 'Thời gian kết thúc', boxTime(Date.now() + 2 * 60_000));
    await screen.fill(number, 'Quy trình thực hiện', 'Sát khuẩn povidone iodine, gây tê tại chỗ lidocain 2%, khâu 4 mũi chỉ nylon 4.0, băng vô khuẩn.');
    await screen.choose(number, 'Mã kết quả', '2 - Đỡ');
    await expect.poll(() => screen.field(number, 'Tên kết quả').inputValue()).toBe('Đỡ');
    await screen.choose(number, 'Nhóm điều trị', 'Thủ thuật loại 2');
    await screen.check(number, 'Không');
    await screen.fill(number, 'Kết luận', 'Khâu vết thương ngón II tay phải, 4 mũi');

    // Two of the first drug, from the store of the surgery department; saved, the note takes images.
    const form = screen.form(number);
    await form.getByRole('tab', { name: 'Vật tư' }).click();
    await expect.poll(() => form.getByRole('combobox', { name: /^Kho xuất vật tư/ }).textContent()).toContain('KHO01');
    await form.getByRole('button', { name: 'Thêm thuốc, vật tư' }).click();
    await form.getByRole('combobox', { name: /^Thuốc, vật tư \(dòng 1\)/ }).click();
    await page.keyboard.type(drug.MaDuoc);
    await page.getByRole('option', { name: new RegExp(drug.TenDuoc.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first().click();
    await screen.fill(number, 'Số lượng (dòng 1)', '2');
    await screen.act(number, 'Lưu (F4)');
    await screen.toast(`Đã lưu tường trình phiếu ${number}`).waitFor();
    await form.getByRole('tab', { name: 'Hình ảnh' }).click();
    await form.getByLabel('Thêm hình ảnh (JPEG, PNG, DICOM)').setInputFiles({ name: 'vet-thuong-ngon-tay.jpg', mimeType: 'image/jpeg', buffer: JPEG });
    await form.getByRole('heading', { name: 'Hình ảnh (1)' }).waitFor();
    await form.getByRole('list', { name: `Hình ảnh tường trình phiếu ${number}` }).getByRole('img', { name: 'vet-thuong-ngon-tay.jpg' }).waitFor();

    await screen.act(number, 'Lưu và hoàn thành');
    await screen.toast(`Đã hoàn thành phiếu ${number}`).waitFor();

    await screen.act(number, 'Khóa tường trình');
    const lock = screen.dialog(`Khóa tường trình phiếu ${number}`);
    await screen.checkIn(lock, 'Khóa toàn bộ');
    await lock.getByRole('button', { name: 'Khóa tường trình' }).click();
    await screen.toast(`Đã khóa tường trình phiếu ${number}`).waitFor();
    await expect.poll(async () => (await screen.form(number).textContent()) ?? '').toContain('Khóa toàn bộ bởi Phạm Văn Dũng');
    expect(await screen.field(number, 'Quy trình thực hiện').isDisabled()).toBe(true);

    await screen.openList('Đã thực hiện');
    await screen.row('Đã thực hiện', number).filter({ hasText: 'Đã khóa' }).waitFor();
    const stored = (await call(tech, `query ($id: ID!) ${ONE}`, { id: orderId })).chiDinhPTTTById;
    expect(stored).toMatchObject({
      TrangThai: 'CoKetQua', KetLuan: 'Khâu vết thương ngón II tay phải, 4 mũi',
      TuongTrinhPTTT: { DaKhoa: true, LoaiKhoa: 'TatCa', MaKetQua: '2', NhomDieuTri: 'T2', TuVong: false, VatTus: [{ MaDuoc: drug.MaDuoc, SoLuong: 2 }], HinhAnhs: [{ TenTep: 'vet-thuong-ngon-tay.jpg' }] },
    });
    const held = await suite.web.server.runtime.database.query<{ n: number }>(`SELECT coalesce(sum("SoLuong"), 0)::float8 AS n FROM "GiuTonKho" WHERE "LoaiGiu" = 'TuongTrinhPTTT' AND "Giu_Id" = $1`, [stored.TuongTrinhPTTT._id]);
    expect(Number(held[0]!.n)).toBe(2);
    const image = await fetch(`${suite.web.url}${stored.TuongTrinhPTTT.HinhAnhs[0].DuongDan}`);
    expect([image.status, Buffer.from(await image.arrayBuffer()).equals(JPEG)]).toEqual([200, true]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);

    // On a 400 px phone (the /m copy) the orders are cards, and the note, opened from the done list in their place, fits the width.
    await page.setViewportSize({ width: 400, height: 800 });
    await screen.open(suite.web.url);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/his/m/thuc-hien-chi-dinh-pttt');
    await screen.openList('Đã thực hiện');
    await page.getByRole('list', { name: /^Danh sách Đã thực hiện/ }).getByRole('listitem').filter({ hasText: PATIENT }).waitFor();
    expect(await overflowsWindow(page)).toEqual([]);
    await screen.openOrder(number);
    await screen.form(number).waitFor();
    expect(await overflowsWindow(page)).toEqual([]);
    await page.getByRole('button', { name: 'Quay lại danh sách' }).click();
    await page.getByRole('list', { name: /^Danh sách Đã thực hiện/ }).getByRole('button', { name: `Mở phiếu ${number}` }).waitFor();
  });
});
