// Text stays text (issue 17): patients, catalogue rows, a profile and clinical notes named with script payloads, made
// through the API, read as the words they are on every page of each demo user's menu of the hospital variant, on the
// screens of a patient's visit and in every print those screens make, in Debian's Chromium. The browser ignores the
// app's security policy here, so that a payload put into a page as markup would run and open a dialog, which fails
// the test; an element carrying an event handler or a script link fails it too, whatever the policy would have done.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_ACCOUNTS, DEMO_ADMIN } from '@his/server';
import { gql, login, type Caller } from '../support/server';
import { browserSuite } from './support/signed-in';
import { LoginPage } from './pages/login-page';
import { Shell } from './pages/shell';

const suite = browserSuite();
const account = (username: string) => (username === DEMO_ADMIN.username ? DEMO_ADMIN : DEMO_ACCOUNTS.find((candidate) => candidate.username === username)!);

/** Markup, markup that first closes an attribute, a template engine's tag, a script link. */
const IMG = '<img src=x onerror=alert(1)>';
const SVG = '"><svg onload=alert(1)>';
const TEMPLATE = '{{constructor}}';
const LINK = 'javascript:alert(1)';

/** The demo users in the order they open their menus: a page is read by the first whose menu lists it. */
const USERS = ['tiepdon', 'bacsi', 'ktv', 'thungan', 'dieuduong', 'ketoan', 'giamdoc', 'vanthu', 'dacoso', DEMO_ADMIN.username];

/** What a page of the menu shows of the data made below as soon as it opens, read by its first user. */
const SHOWN_ON_OPENING: Record<string, readonly string[]> = {
  '/his/tiep-nhan-ngoai-tru': [IMG, SVG, TEMPLATE],
  '/his/benh-nhan': [IMG, SVG, TEMPLATE],
  '/his/tra-cuu-lich-su-kcb': [IMG, SVG, TEMPLATE],
  '/his/xet-nghiem': [SVG],
  '/his/tuong-trinh-pt-tt-vltl': [IMG],
  '/his/bien-ban-hoi-chan': [IMG],
  '/his/vien-phi-ngoai-tru': [IMG, SVG, TEMPLATE],
  '/his/quan-tri-he-thong/nguoi-dung': [IMG],
};

const RECEIVE = `mutation ($benhNhan: BenhNhanInput, $input: TiepNhanInput!) {
  createTiepNhanKhamBenh(benhNhan: $benhNhan, input: $input) { _id MaTiepNhan BenhNhan_Id DichVuYeuCaus { _id SoThuTu } } }`;
const START = 'mutation ($order: ID!, $input: KhamBenhInput) { createKhamBenh(DichVuYeuCau_Id: $order, input: $input) { _id } }';
const ORDER = 'mutation ($exam: ID!, $input: DichVuYeuCauInput!) { createDichVuYeuCaus(idKhamBenh: $exam, input: $input) { _id SoPhieuYeuCau NoiThucHien_Id } }';
const TAKE_RESULT = 'mutation ($id: ID!) { updateDichVuYeuCauState(id: $id, oldState: "SanSang", newState: "ChuaKetQua") { _id } }';
const TAKE_PROCEDURE = 'mutation ($id: ID!) { updateThongTinThucHienPTTT(id: $id, oldState: "SanSang", newState: "ChuaKetQua") { NgayYeuCau } }';

/** What a patient's visit was given, for the screens to open. */
interface Visit {
  code: string;
  patientCode: string;
  number: number;
  lab: string;
  ultrasound: string;
  procedure: string;
}

/** What the pages of a test did that they must not: dialogs opened, script-carrying elements, payloads not shown. */
class Watch {
  readonly dialogs: string[] = [];
  readonly active: string[] = [];
  readonly missing: string[] = [];

  follow(page: Page, who: string): void {
    page.on('dialog', (dialog) => {
      this.dialogs.push(`${who} on ${new URL(page.url()).pathname}: ${dialog.type()} "${dialog.message()}"`);
      void dialog.dismiss().catch(() => undefined);
    });
  }

  /** Reads the page and its frames (the print previews): no element may carry script, and `expected` must show. */
  async check(page: Page, where: string, expected: readonly string[] = []): Promise<void> {
    for (const frame of page.frames()) {
      const found = await frame.evaluate(() =>
        [...document.querySelectorAll('*')].flatMap((element) => {
          const attributes = [...element.attributes];
          const handler = attributes.some((attribute) => /^on/i.test(attribute.name));
          const link = attributes.some((attribute) => ['href', 'xlink:href', 'src', 'action', 'formaction'].includes(attribute.name.toLowerCase())
            && /^javascript:/i.test(attribute.value.replace(/[\s\p{Cc}]/gu, '')));
          return handler || link ? [element.outerHTML.slice(0, 160)] : [];
        })).catch(() => []);
      this.active.push(...found.map((element) => `${where}: ${element}`));
    }
    const text = await shownText(page);
    for (const payload of expected) if (!text.includes(payload)) this.missing.push(`${where}: ${payload}`);
  }

  expectNothing(): void {
    expect({ dialogs: this.dialogs, active: this.active, missing: this.missing }).toEqual({ dialogs: [], active: [], missing: [] });
  }
}

/** The words of the page and its frames as a user reads them, with the values of its fields. */
async function shownText(page: Page): Promise<string> {
  const texts = await Promise.all(page.frames().map((frame) => frame.evaluate(() => [
    document.body?.innerText ?? '',
    ...[...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].map((field) => field.value),
  ].join('\n')).catch(() => '')));
  return texts.join('\n');
}

/** A screen is read once its data has come and nothing says it is still loading. */
async function settled(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await quiet(page);
}

/** The same for what opens over a screen (a dialog hides the screen's heading). */
async function quiet(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"]') && !/Đang tải|Đang chuẩn bị|Đang tạo/.test(document.body.innerText), undefined, { timeout: 5_000 })
    .catch(() => undefined);
}

/** The body of a print preview's frame, by the frame's title. */
const printed = (page: Page, title: string) => page.frameLocator(`iframe[title="${title}"]`).locator('body');

/**
 * Waits until the print preview titled `title` shows every one of `expected` (and, given the sheet it showed before,
 * another one), then reads the page and its frames.
 */
async function checkPrint(watch: Watch, page: Page, title: string, expected: readonly string[], before?: string): Promise<string> {
  const body = printed(page, title);
  const text = () => body.innerText({ timeout: 1_000 }).catch(() => '');
  const ready = (sheet: string) => sheet !== '' && sheet !== before && expected.every((payload) => sheet.includes(payload));
  await expect.poll(async () => ready(await text()), { message: `the print "${title}"` }).toBe(true);
  await watch.check(page, `the print "${title}"`, expected);
  return text();
}

const toast = (page: Page, text: string | RegExp) => page.getByRole('region', { name: 'Thông báo' }).getByText(text);

describe('text stays text', () => {
  const contexts: BrowserContext[] = [];
  let visit: Visit;

  /** A new browser context, the app's security policy off, signed in as the user on the home page. */
  async function signedIn(watch: Watch, username: string, viewport = { width: 1600, height: 1000 }): Promise<Page> {
    const context = await suite.browser.newContext({ viewport, locale: 'vi-VN', bypassCSP: true });
    contexts.push(context);
    const page = await context.newPage();
    watch.follow(page, username);
    const login = new LoginPage(page, suite.web.url);
    await login.open();
    await login.signIn(username, account(username).password);
    await page.waitForURL('**/his/trang-chu');
    await settled(page);
    return page;
  }

  async function goTo(page: Page, path: string): Promise<void> {
    await page.goto(suite.web.url + path);
    await settled(page);
  }

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  beforeAll(async () => {
    const db = suite.web.server.runtime.database;
    const id = async (query: string, params: unknown[] = []) => (await db.query<{ _id: string }>(query, params))[0]!._id;
    const node = (code: string) => id('SELECT _id FROM his_nodes WHERE code = $1', [code]);
    const service = (code: string) => id('SELECT _id FROM "DM_DichVu" WHERE "MaDichVu" = $1', [code]);
    const staffOf = async (username: string) => (await db.query<{ id: string }>('SELECT "NhanVien_Id" AS id FROM his_users WHERE username = $1', [username]))[0]!.id;
    const signIn = async (username: string): Promise<Caller> => {
      const token = (await login(suite.web, username, account(username).password)).token;
      const me = (await gql(suite.web, '/graphqlauth', '{ myInfo { nodes { _id code } } }', {}, { token })).data.myInfo;
      return { token, node: me.nodes.find((each: { code: string }) => each.code === 'CS01')._id };
    };
    const call = async (caller: Caller, query: string, variables: Record<string, unknown> = {}) => {
      const result = await gql(suite.web, '/graphqlhis', query, variables, caller);
      expect(result.errors, query).toBeUndefined();
      return result.data;
    };
    const [admin, desk, doctor, tech] = await Promise.all(['admin', 'tiepdon', 'bacsi', 'ktv'].map(signIn)) as [Caller, Caller, Caller, Caller];
    const cs01 = await node('CS01');
    const ref = {
      danToc: await id(`SELECT _id FROM "DM_DanToc" WHERE "MaDanToc" = '01'`),
      quocTich: await id(`SELECT _id FROM "DM_QuocTich" WHERE "MaQuocTich" = 'VN'`),
      commune: (await db.query<{ id: string }>(`SELECT "DonViHanhChinh_Id" AS id FROM "BenhNhan" WHERE "DonViHanhChinh_Id" IS NOT NULL LIMIT 1`))[0]!.id,
      vienPhi: await id(`SELECT _id FROM "DM_DoiTuong" WHERE "MaDoiTuong" = 'VienPhi'`),
      icd: await id(`SELECT _id FROM "DM_ICD" WHERE "MaICD" = 'E11'`),
      exam: await service('KB-NOI'),
      glucose: await service('XN-GLU'),
      ultrasound: await service('SA-BUNG'),
      stitches: await service('TT-KHAU-VT'),
      pk01: await node('PK01'),
      xn01: await node('XN01'),
      sa01: await node('SA01'),
      ptt01: await node('PTT01'),
      technician: await staffOf('ktv'),
    };

    // Catalogue rows: a reason, a receiving hospital, and the abdominal ultrasound renamed.
    await call(admin, 'mutation ($input: DM_LyDoInput!) { createDM_LyDo(input: $input) { _id } }', { input: { MaLyDo: 'XSS-1', LoaiLyDo: 'HuyChiDinh', TenLyDo: IMG } });
    const hospital = (await call(admin, 'mutation ($input: DM_BenhVienInput!) { createDM_BenhVien(input: $input) { _id } }', { input: { MaBenhVien: '79999', TenBenhVien: SVG } })).createDM_BenhVien._id;
    await call(admin, 'mutation ($id: ID!, $input: DM_DichVuInput!) { updateDM_DichVu(id: $id, input: $input) { _id } }', { id: ref.ultrasound, input: { TenDichVu: IMG } });
    // A profile (no API makes one yet): the clerk's, renamed, and given to the second-site doctor as a second profile.
    await db.query(`UPDATE his_profiles SET name = $1 WHERE name = 'Văn thư'`, [IMG]);
    await db.query(`INSERT INTO his_user_profiles ("user_Id", "profile_Id", position)
      SELECT u._id, p._id, 9 FROM his_users u, his_profiles p WHERE u.username = 'dacoso' AND p.name = $1`, [IMG]);

    const receive = async (TenBenhNhan: string, phone: string, extra: Record<string, unknown> = {}) => {
      const benhNhan = { TenBenhNhan, NamSinh: 1970, GioiTinh: 'FEMALE', SoDienThoai: phone, DanToc_Id: ref.danToc, QuocTich_Id: ref.quocTich, DonViHanhChinh_Id: ref.commune, ...extra };
      return (await call(desk, RECEIVE, { benhNhan, input: { DoiTuong_Id: ref.vienPhi, DichVuKham: [{ DichVu_Id: ref.exam, PhongBan_Id: ref.pk01 }] } })).createTiepNhanKhamBenh;
    };
    // The first patient goes through the whole visit; the second waits at the lab with an order, the third in the queue.
    const first = await receive(IMG, '0977120001', { SoNha: SVG, TenNguoiLienHe: TEMPLATE, QuanHeNguoiLienHe: IMG, SoDienThoaiNguoiLienHe: '0977120009' });
    const second = await receive(SVG, '0977120002');
    await receive(TEMPLATE, '0977120003');
    const exam = (await call(doctor, START, {
      order: first.DichVuYeuCaus[0]._id,
      input: { ICD_Id: ref.icd, ChanDoan: IMG, TrieuChungLamSang: SVG, TienSuBenh: TEMPLATE, GhiChu: LINK, NgayTaiKham: Date.now() + 7 * 86_400_000 },
    })).createKhamBenh._id as string;
    const orders = (await call(doctor, ORDER, {
      exam,
      input: {
        guiNgay: true,
        DichVus: [[ref.glucose, ref.xn01], [ref.ultrasound, ref.sa01], [ref.stitches, ref.ptt01]].map(([DichVu_Id, NoiThucHien_Id]) => ({ DichVu_Id, NoiThucHien_Id, SoLuong: 1 })),
      },
    })).createDichVuYeuCaus as { _id: string; SoPhieuYeuCau: string; NoiThucHien_Id: string }[];
    const at = (room: string) => orders.find((order) => order.NoiThucHien_Id === room)!;
    const secondExam = (await call(doctor, START, { order: second.DichVuYeuCaus[0]._id, input: { ICD_Id: ref.icd, ChanDoan: TEMPLATE } })).createKhamBenh._id;
    await call(doctor, ORDER, { exam: secondExam, input: { guiNgay: true, DichVus: [{ DichVu_Id: ref.glucose, NoiThucHien_Id: ref.xn01, SoLuong: 1 }] } });

    // Notes: the lab result's comment and conclusion, the ultrasound report, the procedure note, all returned or saved.
    const lab = at(ref.xn01);
    await call(tech, TAKE_RESULT, { id: lab._id });
    const tests = (await call(tech, 'query ($id: ID!) { clsChiTietDichVuYeuCauById(id: $id) { ChiTiet_Id GiaTriChuan_Id } }', { id: lab._id })).clsChiTietDichVuYeuCauById;
    await call(tech, 'mutation ($id: ID!, $input: KetQuaXetNghiemInput!) { saveKetQuaXetNghiem(id: $id, input: $input, traKetQua: true) { _id } }', {
      id: lab._id,
      input: {
        ThietBi_Id: await id(`SELECT _id FROM "DM_ThietBi" WHERE "MaThietBi" = 'TB-SH-01' AND "node_Id" = $1`, [cs01]), NguoiThucHien_Ids: [ref.technician],
        NgayThucHien: Date.now(), NgayLayMau: Date.now(), NhanXet: SVG, KetLuan: IMG,
        KetQuas: tests.map((test: { ChiTiet_Id: string; GiaTriChuan_Id: string | null }) => ({ ...test, KetQua: '9.8' })),
      },
    });
    const ultrasound = at(ref.sa01);
    await call(tech, TAKE_RESULT, { id: ultrasound._id });
    await call(tech, 'mutation ($id: ID!, $input: KetQuaMoTaInput!) { saveKetQuaChanDoanHinhAnh(id: $id, input: $input, traKetQua: true) { _id } }', {
      id: ultrasound._id,
      input: {
        ThietBi_Id: await id(`SELECT _id FROM "DM_ThietBi" WHERE "MaThietBi" = 'TB-SA-01' AND "node_Id" = $1`, [cs01]), NguoiThucHien_Ids: [ref.technician],
        NgayThucHien: Date.now(), NoiDung: IMG, KetLuan: SVG, NhanXet: TEMPLATE,
      },
    });
    const procedure = at(ref.ptt01);
    const taken = (await call(tech, TAKE_PROCEDURE, { id: procedure._id })).updateThongTinThucHienPTTT;
    await call(tech, 'mutation ($id: ID!, $input: TuongTrinhPTTTInput!) { saveTuongTrinhPTTT(idDichVuYeuCau: $id, input: $input) { _id } }', {
      id: procedure._id, input: { BatDau: taken.NgayYeuCau, KetThuc: Math.max(taken.NgayYeuCau, Date.now()), QuyTrinh: IMG, DienBien: SVG, KetLuan: TEMPLATE, TenKetQua: IMG },
    });
    // A prescription bought outside, its drug and advice the payloads; a transfer to the hospital named with one;
    // consultation minutes.
    await call(doctor, 'mutation ($exam: ID!, $input: ToaThuocInput!) { createToaThuoc(idKhamBenh: $exam, input: $input) { _id } }', {
      exam, input: { LoaiToaThuoc: 'ToaMuaNgoai', LoiDan: SVG, ChiTiets: [{ TenDuoc: IMG, DonViTinh: 'Viên', SoLuong: 10, SoNgay: 5, Sang: 1, Chieu: 1, LoiDanUongThuoc: TEMPLATE }] },
    });
    await call(doctor, 'mutation ($input: KhamBenh_ChuyenVienInput!) { createKhamBenh_ChuyenVien(input: $input) { _id } }', {
      input: { KhamBenh_Id: exam, ICD_Id: ref.icd, LyDoChuyen: IMG, BenhVien_Id: hospital, HinhThucChuyen_Id: 'LenCapTren', ChanDoan: SVG, DauHieuLamSang: TEMPLATE, SoLuotChuyen: 1 },
    });
    await call(doctor, 'mutation ($input: BienBanHoiChanInput!) { createBienBanHoiChan_NgoaiTru(input: $input) { _id } }', {
      input: {
        TiepNhan_Id: first._id, KhamBenh_Id: exam, NgayHoiChan: Date.now(), ThoiGianTomTat: Date.now(), DiaChi: SVG, DiaDiem: IMG, BacSi_Id: await staffOf('bacsi'),
        HinhThuc: 'TrucTiep', LoaiHoiChan: 'LienKhoa', LyDoHoiChan: IMG, TomTatDienBien: SVG, ChanDoan: TEMPLATE, ICD_Id: ref.icd, KetLuan: IMG, HuongDieuTri: SVG,
        ThanhPhans: [
          { NhanVien_Id: await staffOf('bacsi'), ViTri: 'ThuKy', ChucDanh: IMG },
          { NhanVien_Id: await staffOf('giamdoc'), ViTri: 'ChuToa', ChucDanh: SVG },
          { NhanVien_Id: await staffOf('dacoso'), ViTri: 'ThanhVien' },
        ],
      },
    });
    const [patient] = await db.query<{ MaYTe: string }>('SELECT "MaYTe" FROM "BenhNhan" WHERE _id = $1', [first.BenhNhan_Id]);
    visit = {
      code: first.MaTiepNhan, patientCode: patient!.MaYTe, number: first.DichVuYeuCaus[0].SoThuTu,
      lab: lab.SoPhieuYeuCau, ultrasound: ultrasound.SoPhieuYeuCau, procedure: procedure.SoPhieuYeuCau,
    };
  });

  it('When each demo user opens every page of the menu / Then no payload runs, and the pages that list them show them as text', async () => {
    const watch = new Watch();
    const read = new Set<string>();
    for (const username of USERS) {
      // Wide enough for every entry of the bar to be a link, none under More.
      const page = await signedIn(watch, username, { width: 6400, height: 1000 });
      await watch.check(page, `${username}'s home`, username === 'vanthu' ? [IMG] : []);
      const shell = new Shell(page);
      await shell.openUserMenu();
      await page.getByRole('menu').waitFor();
      const profiles = page.getByRole('menuitem', { name: 'Đổi hồ sơ quyền' });
      if (await profiles.isVisible()) {
        await profiles.click();
        await page.getByRole('dialog').waitFor();
        await watch.check(page, `${username}'s profiles`, username === 'dacoso' ? [IMG] : []);
      }
      await page.keyboard.press('Escape');
      const paths = await shell.topBar().locator('a[href]').evaluateAll((links) => [...new Set(links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))]);
      for (const path of paths.filter((each) => !read.has(each))) {
        read.add(path);
        await goTo(page, path);
        await watch.check(page, `${path} as ${username}`, SHOWN_ON_OPENING[path] ?? []);
      }
      await page.context().close();
    }
    expect(read.size).toBeGreaterThan(40);
    watch.expectNothing();
  }, 240_000);

  it('When the doctor opens the exam, its tabs, its prints and the minutes / Then every note shows as text', async () => {
    const watch = new Watch();
    const page = await signedIn(watch, 'bacsi');
    await goTo(page, '/his/kham-benh-ngoai-tru');
    await page.getByRole('combobox', { name: /^Phòng khám/ }).click();
    await page.getByRole('option', { name: /^Phòng khám Nội 1/ }).first().click();
    await page.getByRole('table', { name: 'Chờ khám', exact: true }).getByRole('row').filter({ hasText: TEMPLATE }).waitFor();
    await watch.check(page, 'the waiting list', [TEMPLATE]);
    await page.getByRole('tab', { name: /^Đang khám/ }).click();
    await page.getByRole('button', { name: `Mở số ${visit.number}`, exact: true }).click();
    await page.getByRole('form', { name: 'Khám bệnh' }).waitFor();
    await settled(page);
    await watch.check(page, 'the exam', [IMG, SVG, TEMPLATE, LINK]);

    for (const [tab, expected] of [['Chỉ định dịch vụ (F8)', [IMG]], ['Kết quả CLS', [IMG, SVG]], ['Đơn thuốc', [IMG, SVG, TEMPLATE]], ['Chuyển tuyến', [IMG, SVG, TEMPLATE]], ['Lịch sử và chi phí', [IMG]]] as const) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await settled(page);
      await expect.poll(() => shownText(page)).toContain(expected[0]);
      await watch.check(page, `the exam's ${tab}`, expected);
    }

    // The prescription in each of its templates.
    await page.getByRole('tab', { name: 'Đơn thuốc', exact: true }).click();
    await page.getByRole('button', { name: 'In đơn thuốc (F9)' }).click();
    const prescription = page.getByRole('dialog', { name: 'In đơn thuốc' });
    let sheet = await checkPrint(watch, page, 'Đơn thuốc', [IMG, SVG, TEMPLATE]);
    for (const template of ['Mẫu toa in 2', 'Mẫu toa in 3']) {
      await prescription.getByRole('combobox', { name: 'Mẫu in' }).click();
      await page.getByRole('option', { name: new RegExp(`^${template}`) }).click();
      sheet = await checkPrint(watch, page, 'Đơn thuốc', [IMG, SVG, TEMPLATE], sheet);
    }
    await page.keyboard.press('Escape');
    await prescription.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Chuyển tuyến', exact: true }).click();
    await page.getByRole('region', { name: 'Phiếu chuyển tuyến' }).getByRole('button', { name: 'In giấy chuyển tuyến' }).click();
    await checkPrint(watch, page, 'In giấy chuyển tuyến', [IMG, SVG, TEMPLATE]);
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'Lịch sử và chi phí', exact: true }).click();
    await page.getByRole('button', { name: 'In giấy hẹn' }).click();
    await checkPrint(watch, page, 'In giấy hẹn', [IMG, SVG]);
    await page.keyboard.press('Escape');

    // The minutes, from their list, and their print.
    await goTo(page, '/his/bien-ban-hoi-chan');
    await page.getByRole('table', { name: 'Danh sách biên bản hội chẩn' }).getByRole('button', { name: /^Mở biên bản / }).first().click();
    const minutes = page.getByRole('dialog', { name: /^Biên bản hội chẩn / });
    await minutes.waitFor();
    await quiet(page);
    await watch.check(page, 'the minutes', [IMG, SVG, TEMPLATE]);
    const code = /^Biên bản hội chẩn (\S+)$/.exec((await minutes.getByRole('heading', { level: 2 }).first().textContent()) ?? '')?.[1];
    await minutes.getByRole('button', { name: 'In biên bản' }).click();
    await checkPrint(watch, page, `Biên bản hội chẩn ${code}`, [IMG, SVG, TEMPLATE]);
    await page.keyboard.press('Escape');

    // The patient's history of visits.
    await goTo(page, '/his/tra-cuu-lich-su-kcb');
    await page.getByRole('searchbox', { name: /^Tìm bệnh nhân/ }).fill(visit.patientCode);
    await page.getByRole('button', { name: new RegExp(`^Mở bệnh nhân .*${visit.patientCode}`) }).click();
    await page.getByRole('list', { name: 'Lịch sử khám chữa bệnh' }).waitFor();
    await settled(page);
    await watch.check(page, 'the patient\'s visits', [IMG, SVG]);
    watch.expectNothing();
  }, 120_000);

  it('When the technician opens the results and the procedure note and prints them / Then every note shows as text, and so does the public result page', async () => {
    const watch = new Watch();
    const page = await signedIn(watch, 'ktv');
    let publicLink: string | undefined;
    for (const [path, number, expected] of [['/his/xet-nghiem', visit.lab, [IMG, SVG]], ['/his/sieu-am', visit.ultrasound, [IMG, SVG, TEMPLATE]]] as const) {
      await goTo(page, path);
      await page.getByRole('tab', { name: /^Đã thực hiện/ }).click();
      await page.getByRole('button', { name: `Mở phiếu ${number}`, exact: true }).click();
      const form = page.getByRole('form', { name: `Kết quả phiếu ${number}` });
      await form.waitFor();
      await settled(page);
      await watch.check(page, `the result ${number}`, expected);
      await form.getByRole('button', { name: 'In kết quả', exact: true }).click();
      const sheet = await checkPrint(watch, page, `Phiếu kết quả ${number}`, expected);
      publicLink ??= /https?:\/\/\S+?\/his\/ket-qua-cls\/\S+?\?token=[\w-]+/.exec(sheet)?.[0];
      await page.keyboard.press('Escape');
    }

    await goTo(page, '/his/thuc-hien-chi-dinh-pttt');
    await page.getByRole('tab', { name: /^Đang thực hiện/ }).click();
    await page.getByRole('button', { name: `Mở phiếu ${visit.procedure}`, exact: true }).click();
    const note = page.getByRole('form', { name: `Tường trình phiếu ${visit.procedure}` });
    await note.waitFor();
    await settled(page);
    await watch.check(page, 'the procedure note', [IMG, SVG, TEMPLATE]);
    await note.getByRole('button', { name: 'In tường trình', exact: true }).click();
    await checkPrint(watch, page, `Phiếu tường trình ${visit.procedure}`, [IMG, SVG, TEMPLATE]);
    await page.keyboard.press('Escape');

    // The phone layout of the procedure list draws its orders as cards.
    await page.setViewportSize({ width: 400, height: 860 });
    await goTo(page, '/his/thuc-hien-chi-dinh-pttt');
    await page.getByRole('tab', { name: /^Đang thực hiện/ }).click();
    await page.getByRole('list', { name: /^Danh sách Đang thực hiện/ }).getByRole('listitem').filter({ hasText: IMG }).waitFor();
    await watch.check(page, 'the procedure list on a phone', [IMG]);

    // The printed QR code's page, signed out.
    expect(publicLink, 'the public link printed under the QR code').toBeTruthy();
    const visitor = await suite.browser.newContext({ viewport: { width: 400, height: 800 }, locale: 'vi-VN', bypassCSP: true });
    contexts.push(visitor);
    const phone = await visitor.newPage();
    watch.follow(phone, 'a visitor');
    await phone.goto(publicLink!);
    await settled(phone);
    await expect.poll(() => shownText(phone)).toContain(IMG);
    await watch.check(phone, 'the public result page', [IMG]);
    watch.expectNothing();
  }, 120_000);

  it('When the cashier opens the bill, collects and prints the receipt, the bill and the e-invoice / Then every name shows as text, and a provider\'s invoice page runs nothing', async () => {
    const watch = new Watch();
    const page = await signedIn(watch, 'thungan');
    await goTo(page, '/his/vien-phi-ngoai-tru');
    await page.getByRole('table', { name: 'Chờ thanh toán', exact: true }).getByRole('row').filter({ hasText: IMG }).dblclick();
    await page.getByRole('heading', { level: 2, name: IMG }).waitFor();
    await settled(page);
    await watch.check(page, 'the bill', [IMG]);
    await page.getByRole('button', { name: 'In bảng kê' }).click();
    await checkPrint(watch, page, `Bảng kê chi phí ${visit.code}`, [IMG, SVG]);
    await page.keyboard.press('Escape');

    await page.getByRole('form', { name: 'Thanh toán các dòng đã chọn' }).getByRole('button', { name: 'Thu tiền' }).click();
    const number = /^Đã thu biên lai \S+ số (\d+)/.exec((await toast(page, /^Đã thu biên lai/).textContent()) ?? '')?.[1];
    const row = page.getByRole('table', { name: 'Biên lai', exact: true }).getByRole('row').filter({ hasText: number });
    const book = /^(\S+)-\d{7}/.exec((await row.getByRole('cell').first().textContent()) ?? '')?.[1];
    const receipt = `${book} ${number}`;
    await page.getByRole('button', { name: `In biên lai ${receipt}`, exact: true }).click();
    await checkPrint(watch, page, `Biên lai ${receipt}`, [IMG]);
    await page.keyboard.press('Escape');

    // Posted and invoiced by the built-in provider; shown as a provider's page would come, with a handler and a
    // script link of its own, which the preview must leave inert.
    await page.getByRole('button', { name: `Hạch toán biên lai ${receipt}`, exact: true }).click();
    await toast(page, `Đã hạch toán biên lai ${receipt}`).waitFor();
    await page.getByRole('button', { name: `Xuất HĐĐT biên lai ${receipt}`, exact: true }).click();
    const issued = await toast(page, /^Đã xuất hóa đơn điện tử số \d+ \(\S+\)/).textContent();
    const invoice = /\((\S+)\)/.exec(issued ?? '')?.[1];
    await page.route('**/graphqlhis', async (route) => {
      if (!(route.request().postData() ?? '').includes('inHoaDonDienTu')) return route.continue();
      const response = await route.fetch();
      const answer = await response.json();
      for (const each of Array.isArray(answer) ? answer : [answer]) {
        if (each?.data?.inHoaDonDienTu) each.data.inHoaDonDienTu.html = `<p>Nhà cung cấp</p><img src=x onerror=alert('provider')><a href="javascript:alert('provider')">Tra cứu</a>${each.data.inHoaDonDienTu.html}`;
      }
      await route.fulfill({ response, json: answer });
    });
    await page.getByRole('button', { name: `Xem HĐĐT biên lai ${receipt}`, exact: true }).click();
    await expect.poll(async () => (await printed(page, `Hóa đơn điện tử ${invoice}`).innerText())).toContain('Nhà cung cấp');
    await checkPrint(watch, page, `Hóa đơn điện tử ${invoice}`, [IMG]);
    await page.keyboard.press('Escape');
    watch.expectNothing();
  }, 120_000);

  it('When the administrator opens the catalogue rows, the accounts, the audit history and the patient / Then each shows as text', async () => {
    const watch = new Watch();
    const page = await signedIn(watch, DEMO_ADMIN.username);
    for (const [path, search, expected] of [['/his/he-thong-danh-muc/ly-do', 'XSS-1', IMG], ['/his/he-thong-danh-muc/benh-vien', '79999', SVG], ['/his/dich-vu/dich-vu', 'SA-BUNG', IMG]] as const) {
      await goTo(page, path);
      await page.getByRole('searchbox').first().fill(search);
      await page.getByRole('row').filter({ hasText: expected }).first().waitFor();
      await watch.check(page, `${path} searched for ${search}`, [expected]);
      await page.getByRole('row').filter({ hasText: expected }).first().getByRole('button', { name: 'Sửa' }).click();
      await page.getByRole('dialog').waitFor();
      await watch.check(page, `the editor of ${search}`, [expected]);
      await page.keyboard.press('Escape');
    }

    await goTo(page, '/his/quan-tri-he-thong/nguoi-dung');
    await watch.check(page, 'the accounts', [IMG]);

    // An audit entry of the minutes, opened, with what was written.
    await goTo(page, '/his/lich-su-thao-tac');
    await page.getByRole('row').filter({ hasText: 'Biên bản hội chẩn' }).first().getByRole('button', { name: /^Xem/ }).click();
    await page.getByRole('dialog').waitFor();
    await quiet(page);
    await watch.check(page, 'an audit entry of the minutes', [IMG]);
    await page.keyboard.press('Escape');

    await goTo(page, '/his/benh-nhan');
    await page.getByRole('searchbox', { name: /^Tìm bệnh nhân/ }).fill(visit.patientCode);
    await page.getByRole('button', { name: new RegExp(`^Mở bệnh nhân .*${visit.patientCode}`) }).click();
    await page.getByRole('heading', { name: new RegExp(`· `) }).first().waitFor();
    await settled(page);
    await watch.check(page, 'the patient', [IMG, SVG, TEMPLATE]);
    watch.expectNothing();
  }, 120_000);
});
