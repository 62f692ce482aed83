// Receivables (spec §7 getCongNoPhaiThu, getDataExportCongNo): what received patients owe for their priced
// examinations, a cancelled visit left out, the export's lines, and who may read them, on PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HisServer } from '@his/server';
import { BACKENDS, serversOnBackends } from '../support/backends';
import { gql, login, mainService, type Caller } from '../support/server';

const RECEIVE = `mutation ($benhNhan: BenhNhanInput, $input: TiepNhanInput!) {
  createTiepNhanKhamBenh(benhNhan: $benhNhan, input: $input) { _id BenhNhan { _id MaYTe } DichVuYeuCaus { ChiTiets { DonGiaThanhToan SoLuong } } } }`;
const CANCEL = 'mutation ($id: ID!) { huyTiepNhan(id: $id, LyDoHuy: "Nhầm bệnh nhân") { _id } }';
const ROOMS = '{ phongKhamTiepNhan { _id MaPhongBan } }';
const RECEIVABLES = `query ($search: String, $page: Int!, $limit: Int!) { getCongNoPhaiThu(searchString: $search, page: $page, limit: $limit) {
  items { BenhNhan_Id MaYTe TenBenhNhan SoDienThoai SoLanTiepNhan SoTien NgayNoCuNhat } total tongSoTien } }`;
const EXPORT = 'query ($search: String) { getDataExportCongNo(searchString: $search) { MaYTe MaTiepNhan MaDichVu SoLuong DonGiaThanhToan ThanhTien } }';
const MY_INFO = '{ myInfo { nodes { _id code } } }';

const startServer = serversOnBackends({ withPlugins: true });

describe.each(BACKENDS)('receivables on %s', (backend) => {
  let server: HisServer;
  let desk: Caller;
  let clerk: Caller;
  const ref = {} as Record<'danToc' | 'quocTich' | 'commune' | 'vienPhi' | 'exam' | 'room', string>;
  const { data, refusal } = mainService(() => server);

  const one = async <T>(query: string): Promise<T> => (await server.runtime.database.query<T>(query))[0]!;
  const signIn = async (username: string, password: string): Promise<Caller> => {
    const token = (await login(server, username, password)).token;
    const me = (await gql(server, '/graphqlauth', MY_INFO, {}, { token })).data.myInfo;
    return { token, node: me.nodes.find((node: { code: string }) => node.code === 'CS01')._id };
  };
  /** Receives a new fee-paying patient, named so the search below finds only this suite's patients. */
  const receive = async (name: string, phone: string) =>
    (await data(desk, RECEIVE, {
      benhNhan: { TenBenhNhan: `Công Nợ Kiểm ${name}`, NamSinh: 1975, GioiTinh: 'MALE', DanToc_Id: ref.danToc, QuocTich_Id: ref.quocTich, SoDienThoai: phone, DonViHanhChinh_Id: ref.commune },
      input: { DoiTuong_Id: ref.vienPhi, DichVuKham: [{ DichVu_Id: ref.exam, PhongBan_Id: ref.room }] },
    })).createTiepNhanKhamBenh;
  const owed = (visit: { DichVuYeuCaus: { ChiTiets: { DonGiaThanhToan: number; SoLuong: number }[] }[] }) =>
    visit.DichVuYeuCaus.flatMap((order) => order.ChiTiets).reduce((sum, line) => sum + line.DonGiaThanhToan * line.SoLuong, 0);

  beforeAll(async () => {
    server = await startServer(backend);
    desk = await signIn('tiepdon', 'Tiepdon@123');
    clerk = await signIn('vanthu', 'Vanthu@123');
    ref.danToc = (await one<{ _id: string }>(`SELECT _id FROM "DM_DanToc" WHERE "MaDanToc" = '01'`))._id;
    ref.quocTich = (await one<{ _id: string }>(`SELECT _id FROM "DM_QuocTich" WHERE "MaQuocTich" = 'VN'`))._id;
    ref.commune = (await one<{ DonViHanhChinh_Id: string }>(`SELECT "DonViHanhChinh_Id" FROM "BenhNhan" WHERE "DonViHanhChinh_Id" IS NOT NULL LIMIT 1`)).DonViHanhChinh_Id;
    ref.vienPhi = (await one<{ _id: string }>(`SELECT _id FROM "DM_DoiTuong" WHERE "MaDoiTuong" = 'VienPhi'`))._id;
    ref.exam = (await one<{ _id: string }>(`SELECT _id FROM "DM_DichVu" WHERE "MaDichVu" = 'KB-NOI'`))._id;
    ref.room = (await data(desk, ROOMS)).phongKhamTiepNhan.find((room: { MaPhongBan: string }) => room.MaPhongBan === 'PK01')._id;
  }, 120_000);
  afterAll(async () => server?.close());

  it('lists what each received patient owes for the examination, and the sum; a cancelled visit owes nothing', async () => {
    const first = await receive('Một', '0977000101');
    const second = await receive('Hai', '0977000102');
    const cancelled = await receive('Ba', '0977000103');
    await data(desk, CANCEL, { id: cancelled._id });
    const price = owed(first);
    expect(price).toBeGreaterThan(0);
    expect(Number.isInteger(price)).toBe(true);

    const page = (await data(desk, RECEIVABLES, { search: 'cong no kiem', page: 1, limit: 20 })).getCongNoPhaiThu;
    expect(page.items.map((row: { MaYTe: string }) => row.MaYTe).sort()).toEqual([first.BenhNhan.MaYTe, second.BenhNhan.MaYTe].sort());
    expect(page.items.find((row: { BenhNhan_Id: string }) => row.BenhNhan_Id === first.BenhNhan._id)).toMatchObject({ SoLanTiepNhan: 1, SoTien: price, SoDienThoai: '0977000101' });
    expect(page.items.find((row: { BenhNhan_Id: string }) => row.BenhNhan_Id === second.BenhNhan._id)).toMatchObject({ SoLanTiepNhan: 1, SoTien: owed(second) });
    expect(page).toMatchObject({ total: 2, tongSoTien: price + owed(second) });
    for (const row of page.items) expect(row.NgayNoCuNhat).toBeGreaterThan(Date.now() - 60 * 60 * 1000);

    const secondPage = (await data(desk, RECEIVABLES, { search: 'cong no kiem', page: 2, limit: 1 })).getCongNoPhaiThu;
    expect(secondPage).toMatchObject({ total: 2, tongSoTien: price + owed(second) });
    expect(secondPage.items).toHaveLength(1);
    expect(secondPage.items[0].MaYTe).not.toBe(page.items[0].MaYTe);
  });

  it('no longer counts a line once paid or waived', async () => {
    const visit = await receive('Bốn', '0977000104');
    const before = (await data(desk, RECEIVABLES, { search: visit.BenhNhan.MaYTe, page: 1, limit: 20 })).getCongNoPhaiThu;
    expect(before.total).toBe(1);
    await server.runtime.database.query(`UPDATE "DichVuYeuCau_ChiTiet" SET "DaThuTien" = true
      WHERE "DichVuYeuCau_Id" IN (SELECT _id FROM "DichVuYeuCau" WHERE "TiepNhan_Id" = '${visit._id}')`);
    expect((await data(desk, RECEIVABLES, { search: visit.BenhNhan.MaYTe, page: 1, limit: 20 })).getCongNoPhaiThu).toEqual({ items: [], total: 0, tongSoTien: 0 });
  });

  it('exports the unpaid lines of the matching patients', async () => {
    const lines = (await data(desk, EXPORT, { search: 'cong no kiem' })).getDataExportCongNo;
    const page = (await data(desk, RECEIVABLES, { search: 'cong no kiem', page: 1, limit: 20 })).getCongNoPhaiThu;
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(new Set(lines.map((line: { MaYTe: string }) => line.MaYTe))).toEqual(new Set(page.items.map((row: { MaYTe: string }) => row.MaYTe)));
    expect(lines.reduce((sum: number, line: { ThanhTien: number }) => sum + line.ThanhTien, 0)).toBe(page.tongSoTien);
    for (const line of lines) expect(line).toMatchObject({ MaDichVu: 'KB-NOI', ThanhTien: line.DonGiaThanhToan * line.SoLuong });
  });

  it('refuses to export more than 50,000 lines, naming the limit, while the list still sums them', async () => {
    const visit = await receive('Năm', '0977000105');
    const price = owed(visit);
    // 50,000 more unpaid lines on the visit's order: one over the cap with the examination line.
    await server.runtime.database.query(`INSERT INTO "DichVuYeuCau_ChiTiet" (_id, "DichVuYeuCau_Id", "DichVu_Id", "LoaiGia_Id", "BangGia_Id", "DonGia", "DonGiaThanhToan", "SoLuong")
      SELECT 'cap-' || g, l."DichVuYeuCau_Id", l."DichVu_Id", l."LoaiGia_Id", l."BangGia_Id", l."DonGia", l."DonGiaThanhToan", 1
      FROM generate_series(1, 50000) g, (SELECT l.* FROM "DichVuYeuCau_ChiTiet" l JOIN "DichVuYeuCau" o ON o._id = l."DichVuYeuCau_Id" WHERE o."TiepNhan_Id" = '${visit._id}' LIMIT 1) l`);
    const error = await refusal(desk, EXPORT, { search: visit.BenhNhan.MaYTe });
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'reception.receivables.tooManyLines', field: 'searchString', params: { max: 50_000 } });
    const started = performance.now();
    const page = (await data(desk, RECEIVABLES, { search: visit.BenhNhan.MaYTe, page: 1, limit: 20 })).getCongNoPhaiThu;
    console.info(`receivables of one patient with 50,001 unpaid lines on ${backend}: ${Math.round(performance.now() - started)} ms`);
    expect(page).toMatchObject({ total: 1, tongSoTien: price * 50_001 });
    await server.runtime.database.query(`DELETE FROM "DichVuYeuCau_ChiTiet" WHERE _id LIKE 'cap-%'`);
  });

  it('refuses a caller without the patient read permission, and a page out of range', async () => {
    for (const query of [RECEIVABLES, EXPORT]) {
      const error = await refusal(clerk, query, { page: 1, limit: 20 });
      expect(error.extensions?.code).toBe('FORBIDDEN');
    }
    const error = await refusal(desk, RECEIVABLES, { page: 0, limit: 20 });
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'reception.pageRange', field: 'page' });
  });
});
