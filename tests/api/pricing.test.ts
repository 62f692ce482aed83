// Pricing through the API, on a server running the catalogues and pricing plugins: a price manager issues price
// lists for every room and for one room, releases them, and reception and cashiers get the unit price each patient
// group pays in each room on each day, on PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, startHisServer, type DatabaseOptions, type HisServer } from '@his/server';
import { variantById } from '@his/variants';
import type { VariantManifest } from '@his/sdk';
import { lookUpProvided, type Db } from '@his/sdk/server';
import { UNIT_PRICES } from '../../plugins/pricing/contract';
import { fromCalendarDate, startOfDay, toCalendarDate } from '@his/sdk/format';
import catalogues from '../../plugins/catalogues/server';
import pricing from '../../plugins/pricing/server';
import { resolveUnitPrice, resolveUnitPrices } from '../../plugins/pricing/server/unit-price';
import { BACKENDS, type Backend } from '../support/backends';
import { createDatabase, startPostgres, type PostgresServer } from '../support/postgres';
import { login, type Caller, mainService } from '../support/server';

// Issue dates in 2024, fixed: the demo lists of the current year never reach them.
const day = (d: number, month: number, year = 2024) => fromCalendarDate({ year, month, day: d });
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const BANG_GIA = '_id node_Id LoaiGia_Id MaBangGia TenBangGia LoaiBangGia NgayPhatHanh PhongBan_Ids TrangThai HienHanh NguoiPhatHanh_Id ThoiGianPhatHanh DichVu_DonGia { DichVu_Id DonGia MaDichVu } LieuTrinh_DonGia { LieuTrinh_Id DonGia }';
const CREATE = `mutation ($input: DM_BangGiaInput!) { createDM_BangGia(input: $input) { ${BANG_GIA} } }`;
const UPDATE = `mutation ($id: ID!, $input: DM_BangGiaInput!) { updateDM_BangGia(id: $id, input: $input) { ${BANG_GIA} } }`;
const RELEASE = `mutation ($id: ID!) { releaseDM_BangGia(id: $id) { ${BANG_GIA} } }`;
const DELETE = 'mutation ($ids: [ID!]!) { deleteDM_BangGia(ids: $ids) }';
const BY_ID = `query ($id: ID!) { getDM_BangGiaById(id: $id) { ${BANG_GIA} LoaiGia { MaLoaiGia } } }`;
const SEARCH = `query ($searchString: String, $LoaiGia_Id: ID, $TrangThai: String, $page: Int, $limit: Int) {
  searchDM_BangGia(searchString: $searchString, LoaiGia_Id: $LoaiGia_Id, TrangThai: $TrangThai, page: $page, limit: $limit) { total items { MaBangGia TrangThai HienHanh } } }`;
const DON_GIA = `query ($idDichVu: ID!, $idDoiTuong: ID!, $idPhongBan: ID, $ngay: Float) {
  getDonGiaDichVu(idDichVu: $idDichVu, idDoiTuong: $idDoiTuong, idPhongBan: $idPhongBan, ngay: $ngay) { DichVu_Id DoiTuong_Id DonGia LoaiGia_Id BangGia_Id Ngay } }`;
const HIEN_HANH = `query ($LoaiGia_Id: ID!, $idPhongBan: ID, $ngay: Float) {
  getDM_BangGiaHienHanh(LoaiGia_Id: $LoaiGia_Id, idPhongBan: $idPhongBan, ngay: $ngay) { LoaiGia_Id idPhongBan TheoPhongBan BangGia { _id MaBangGia } } }`;
const THEO_DICH_VU = `query ($loaiGiaIds: [ID!]!, $idDichVu: ID!, $idPhongBan: ID, $ngay: Float) {
  getBangGiaTheoDichVuVaDoiTuong(loaiGiaIds: $loaiGiaIds, idDichVu: $idDichVu, idPhongBan: $idPhongBan, ngay: $ngay) { LoaiGia_Id DichVu_Id BangGia_Id DonGia BangGia { MaBangGia } } }`;
const THEO_LIEU_TRINH = `query ($loaiGiaIds: [ID!]!, $idLieuTrinh: ID!, $ngay: Float) {
  getBangGiaTheoLieuTrinhVaDoiTuong(loaiGiaIds: $loaiGiaIds, idLieuTrinh: $idLieuTrinh, ngay: $ngay) { LoaiGia_Id LieuTrinh_Id BangGia_Id DonGia } }`;
const LICH_SU = `query ($idDichVu: ID!, $loaiGiaIds: [ID!]) {
  getLichSuGiaDichVu(idDichVu: $idDichVu, loaiGiaIds: $loaiGiaIds) { MaBangGia MaLoaiGia NgayPhatHanh PhongBan_Ids DonGia } }`;
const PRICE_TYPES = 'query { getDM_LoaiGia(limit: 100) { items { _id MaLoaiGia MacDinh } } }';
const PATIENT_GROUPS = 'query { getDM_DoiTuongs(limit: 100) { items { _id MaDoiTuong LoaiGia_Ids MacDinh PhamViApDung } } }';
const CREATE_PATIENT_GROUP = 'mutation ($input: DM_DoiTuongInput!) { createDM_DoiTuong(input: $input) { _id MaDoiTuong LoaiGia_Ids } }';

let postgres: Promise<PostgresServer> | undefined;
afterAll(async () => (await postgres?.catch(() => undefined))?.stop());

// The hospital variant, sure to list the two plugins under test; the test server of tests/support runs none.
const hospital = variantById('hospital');
const variant: VariantManifest = { ...hospital, plugins: [...new Set([...hospital.plugins, 'catalogues', 'pricing'] as const)] };

async function startServer(backend: Backend): Promise<HisServer> {
  let database: DatabaseOptions = {};
  if (backend === 'PostgreSQL') {
    postgres ??= startPostgres();
    database = { url: await createDatabase(await postgres, 'his_pricing') };
  }
  return startHisServer({ variant, plugins: [catalogues, pricing], database, demo: true, adminPassword: DEMO_ADMIN.password });
}

describe.each(BACKENDS)('pricing on %s', (backend) => {
  let server: HisServer;
  let admin: Caller;
  let doctor: Caller;
  let nodeIds: Record<string, string>;
  const loaiGia = {} as Record<'BaoHiemYTe' | 'VienPhi' | 'DichVu' | 'YeuCau', string>;
  const doiTuong = {} as Record<'BaoHiemYTe' | 'VienPhi' | 'DichVu' | 'YeuCau', string>;
  const dichVu = {} as Record<'KB' | 'SA' | 'XN' | 'VP', string>;
  let lieuTrinh: string;
  const bangGia = {} as Record<'BHYT1' | 'VP1' | 'PK01' | 'BHYT2' | 'BHYT3' | 'DV1' | 'YC1' | 'YC2', any>;

  beforeAll(async () => {
    server = await startServer(backend);
    admin = { token: (await login(server, DEMO_ADMIN.username, DEMO_ADMIN.password)).token };
    doctor = { token: (await login(server, 'bacsi', 'Bacsi@123')).token };
    const nodes = await server.runtime.database.query<{ _id: string; code: string }>('SELECT _id, code FROM his_nodes');
    nodeIds = Object.fromEntries(nodes.map((node) => [node.code, node._id]));
    for (const row of (await data(admin, PRICE_TYPES)).getDM_LoaiGia.items) loaiGia[row.MaLoaiGia as keyof typeof loaiGia] = row._id;
    for (const row of (await data(admin, PATIENT_GROUPS)).getDM_DoiTuongs.items) doiTuong[row.MaDoiTuong as keyof typeof doiTuong] = row._id;

    const type = (await data(admin, 'mutation { createDM_LoaiDichVu(input: { MaLoaiDichVu: "TGIA", TenLoaiDichVu: "Thử giá" }) { _id } }')).createDM_LoaiDichVu;
    const group = (await data(admin, 'mutation ($id: ID) { createDM_NhomDichVu(input: { MaNhomDichVu: "TGIA", TenNhomDichVu: "Thử giá", LoaiDichVu_Id: $id }) { _id } }', { id: type._id })).createDM_NhomDichVu;
    const services: [keyof typeof dichVu, string][] = [['KB', 'Khám Nội'], ['SA', 'Siêu âm ổ bụng'], ['XN', 'Xét nghiệm chưa có giá'], ['VP', 'Đo điện tim']];
    for (const [key, name] of services) {
      dichVu[key] = (await data(admin, 'mutation ($input: DM_DichVuInput!) { createDM_DichVu(input: $input) { _id } }', {
        input: { MaDichVu: `TGIA-${key}`, TenDichVu: name, NhomDichVu_Id: group._id },
      })).createDM_DichVu._id;
    }
    lieuTrinh = (await data(admin, 'mutation ($input: DM_LieuTrinhInput!) { createDM_LieuTrinh(input: $input) { _id } }', {
      input: { MaLieuTrinh: 'TGIA-LT10', TenLieuTrinh: 'Khám Nội 10 lần', DichVu_Id: dichVu.KB, SoLan: 10 },
    })).createDM_LieuTrinh._id;

    const lists: [keyof typeof bangGia, Record<string, unknown>][] = [
      ['BHYT1', { LoaiGia_Id: loaiGia.BaoHiemYTe, MaBangGia: 'TG-BHYT-1', NgayPhatHanh: day(1, 1), prices: { KB: 38_700, SA: 150_000 } }],
      ['VP1', { LoaiGia_Id: loaiGia.VienPhi, MaBangGia: 'TG-VP-1', NgayPhatHanh: day(1, 1), prices: { KB: 50_000, SA: 200_000, VP: 30_000 } }],
      ['PK01', { LoaiGia_Id: loaiGia.BaoHiemYTe, MaBangGia: 'TG-BHYT-PK01', NgayPhatHanh: day(1, 1), PhongBan_Ids: [nodeIds.PK01], prices: { KB: 45_000 } }],
      ['BHYT2', { LoaiGia_Id: loaiGia.BaoHiemYTe, MaBangGia: 'TG-BHYT-2', NgayPhatHanh: day(1, 6) + 9 * HOUR, prices: { KB: 42_100, SA: 160_000 } }],
      ['BHYT3', { LoaiGia_Id: loaiGia.BaoHiemYTe, MaBangGia: 'TG-BHYT-3', NgayPhatHanh: day(1, 9), prices: { KB: 43_000, SA: 170_000 } }],
      ['DV1', { LoaiGia_Id: loaiGia.DichVu, MaBangGia: 'TG-DV-1', NgayPhatHanh: day(1, 1), prices: { KB: 100_000 }, LieuTrinh_DonGia: [{ LieuTrinh_Id: lieuTrinh, DonGia: 900_000 }] }],
      ['YC1', { LoaiGia_Id: loaiGia.YeuCau, MaBangGia: 'TG-YC-HOMNAY', NgayPhatHanh: startOfDay(Date.now()), prices: { KB: 70_000 } }],
      ['YC2', { LoaiGia_Id: loaiGia.YeuCau, MaBangGia: 'TG-YC-NGAYMAI', NgayPhatHanh: startOfDay(Date.now()) + DAY, prices: { KB: 80_000 } }],
    ];
    for (const [key, { prices, ...input }] of lists) {
      const lines = Object.entries(prices as Record<string, number>).map(([service, DonGia]) => ({ DichVu_Id: dichVu[service as keyof typeof dichVu], DonGia }));
      const draft = (await data(admin, CREATE, { input: { TenBangGia: `Bảng giá thử ${input.MaBangGia}`, DichVu_DonGia: lines, ...input } })).createDM_BangGia;
      bangGia[key] = (await data(admin, RELEASE, { id: draft._id })).releaseDM_BangGia;
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  const { data, refusal } = mainService(() => server);

  async function unitPrice(service: keyof typeof dichVu, group: keyof typeof doiTuong, options: { room?: string; ngay?: number } = {}) {
    return (await data(admin, DON_GIA, {
      idDichVu: dichVu[service], idDoiTuong: doiTuong[group], idPhongBan: options.room ? nodeIds[options.room] : null, ngay: options.ngay ?? null,
    })).getDonGiaDichVu;
  }

  describe('When the hospital starts with its reference and demo data', () => {
    it('Then BaoHiemYTe is the default price type and the default patient group, which pays insurance prices first, then fees', () => {
      expect(Object.keys(loaiGia).toSorted()).toEqual(['BaoHiemYTe', 'DichVu', 'VienPhi', 'YeuCau']);
      expect(Object.keys(doiTuong)).toEqual(expect.arrayContaining(['BaoHiemYTe', 'VienPhi', 'DichVu', 'YeuCau']));
    });

    it('Then the insured patient group lists its price types in order', async () => {
      const groups = (await data(admin, PATIENT_GROUPS)).getDM_DoiTuongs.items;
      expect(groups.find((group: any) => group.MaDoiTuong === 'BaoHiemYTe')).toMatchObject({ MacDinh: true, LoaiGia_Ids: [loaiGia.BaoHiemYTe, loaiGia.VienPhi] });
      const types = (await data(admin, PRICE_TYPES)).getDM_LoaiGia.items;
      expect(types.filter((type: any) => type.MacDinh).map((type: any) => type.MaLoaiGia)).toEqual(['BaoHiemYTe']);
    });

    it('Then each facility prices the demo services by three lists released on 1 January of this year, one per price type', async () => {
      const { year } = toCalendarDate(Date.now());
      const lists = await server.runtime.database.query<{ node: string; code: string; state: string; issued: number; lines: number; priced: number }>(`
        SELECT n.code AS node, b."MaBangGia" AS code, b."TrangThai" AS state, b."NgayPhatHanh"::float8 AS issued,
          (SELECT count(*)::int FROM "DM_BangGia_DichVu" l WHERE l."BangGia_Id" = b._id) AS lines,
          (SELECT count(*)::int FROM "DM_DichVu" d WHERE coalesce(to_jsonb(d) ->> 'node_Id', b."node_Id") = b."node_Id" AND NOT d."TamNgung" AND CASE g."MaLoaiGia"
            WHEN 'BaoHiemYTe' THEN d."GiaBHYT" WHEN 'VienPhi' THEN d."GiaVienPhi" ELSE d."GiaDichVu" END > 0) AS priced
        FROM "DM_BangGia" b JOIN "DM_LoaiGia" g ON g._id = b."LoaiGia_Id" JOIN his_nodes n ON n._id = b."node_Id"
        WHERE b."MaBangGia" LIKE '%-' || $1 ORDER BY 1, 2`, [String(year)]);
      const codes = [`BaoHiemYTe-${year}`, `DichVu-${year}`, `VienPhi-${year}`];
      expect(lists.map((list) => [list.node, list.code])).toEqual([...codes.map((code) => ['CS01', code]), ...codes.map((code) => ['CS02', code])]);
      for (const list of lists) {
        expect(list).toMatchObject({ state: 'DaPhatHanh', issued: fromCalendarDate({ year, month: 1, day: 1 }) });
        expect(list.lines).toBeGreaterThan(0);
        expect(list.lines).toBe(list.priced);
      }
    });
    it('Then an insured patient today pays a demo service its insurance price, from the demo list', async () => {
      const [service] = await server.runtime.database.query<{ _id: string; price: number }>(
        'SELECT _id, "GiaBHYT"::float8 AS price FROM "DM_DichVu" WHERE "GiaBHYT" > 0 AND NOT "TamNgung" ORDER BY "MaDichVu" LIMIT 1');
      const price = (await data(admin, DON_GIA, { idDichVu: service!._id, idDoiTuong: doiTuong.BaoHiemYTe, idPhongBan: nodeIds.PK03 })).getDonGiaDichVu;
      expect(price).toMatchObject({ DonGia: service!.price, LoaiGia_Id: loaiGia.BaoHiemYTe });
      expect((await data(admin, BY_ID, { id: price.BangGia_Id })).getDM_BangGiaById.MaBangGia).toBe(`BaoHiemYTe-${toCalendarDate(Date.now()).year}`);
    });
  });

  describe('When the price manager has released lists for every room, for one room, and later ones', () => {
    it('Then the saved list comes back released, read-only, with its lines in order and the issue day at midnight in Vietnam', async () => {
      const list = (await data(admin, BY_ID, { id: bangGia.BHYT2._id })).getDM_BangGiaById;
      expect(list).toMatchObject({
        MaBangGia: 'TG-BHYT-2', TrangThai: 'DaPhatHanh', NgayPhatHanh: day(1, 6), PhongBan_Ids: [], node_Id: nodeIds.CS01, LoaiGia: { MaLoaiGia: 'BaoHiemYTe' },
        DichVu_DonGia: [{ DichVu_Id: dichVu.KB, DonGia: 42_100, MaDichVu: 'TGIA-KB' }, { DichVu_Id: dichVu.SA, DonGia: 160_000, MaDichVu: 'TGIA-SA' }],
      });
      expect(list.ThoiGianPhatHanh).toBeGreaterThan(Date.now() - 10 * 60_000);
      expect(list.NguoiPhatHanh_Id).toBeTruthy();
    });

    const cases: [caseName: string, service: 'KB' | 'SA' | 'VP', group: 'BaoHiemYTe' | 'VienPhi' | 'DichVu', room: string | undefined, ngay: number, price: number, list: keyof typeof bangGia][] = [
      ['an insured patient in March pays the first list\'s insurance price', 'KB', 'BaoHiemYTe', undefined, day(15, 3), 38_700, 'BHYT1'],
      ['in the room with its own list, that list\'s price', 'KB', 'BaoHiemYTe', 'PK01', day(15, 3), 45_000, 'PK01'],
      ['in another room, the list for every room', 'KB', 'BaoHiemYTe', 'PK02', day(15, 3), 38_700, 'BHYT1'],
      ['from June, the newer list for every room', 'KB', 'BaoHiemYTe', 'PK02', day(15, 7), 42_100, 'BHYT2'],
      ['from June, the room keeps its own list', 'KB', 'BaoHiemYTe', 'PK01', day(15, 7), 45_000, 'PK01'],
      ['on the evening before the September list, still the June list', 'KB', 'BaoHiemYTe', undefined, day(1, 9) - HOUR, 42_100, 'BHYT2'],
      ['from midnight on its issue day, the September list', 'KB', 'BaoHiemYTe', undefined, day(1, 9), 43_000, 'BHYT3'],
      ['an insured patient pays the fee for a service the insurance list lacks', 'VP', 'BaoHiemYTe', undefined, day(15, 3), 30_000, 'VP1'],
      ['a fee-paying patient pays the fee', 'KB', 'VienPhi', undefined, day(15, 3), 50_000, 'VP1'],
      ['a service patient pays the service price', 'KB', 'DichVu', undefined, day(15, 3), 100_000, 'DV1'],
      ['a service patient pays the fee where there is no service price', 'SA', 'DichVu', undefined, day(15, 3), 200_000, 'VP1'],
    ];

    it.each(cases)('Then %s', async (_caseName, service, group, room, ngay, price, list) => {
      expect(await unitPrice(service, group, { room, ngay })).toEqual({
        DichVu_Id: dichVu[service], DoiTuong_Id: doiTuong[group], DonGia: price, LoaiGia_Id: bangGia[list].LoaiGia_Id, BangGia_Id: bangGia[list]._id, Ngay: ngay,
      });
    });

    it('Then a list issued tomorrow is not applied today, and is from tomorrow', async () => {
      expect((await unitPrice('KB', 'YeuCau')).DonGia).toBe(70_000);
      expect((await unitPrice('KB', 'YeuCau', { ngay: startOfDay(Date.now()) + DAY + HOUR })).BangGia_Id).toBe(bangGia.YC2._id);
    });

    it('Then a service no current list prices is refused, naming its code, in either language', async () => {
      const error = await refusal(admin, DON_GIA, { idDichVu: dichVu.XN, idDoiTuong: doiTuong.BaoHiemYTe, ngay: day(15, 3) });
      expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'pricing.pricesMissing', params: { code: 'TGIA-XN' } });
      expect(error.message).toBe('Dịch vụ TGIA-XN chưa có giá trong bảng giá hiện hành');
      const english = await refusal({ ...admin, lang: 'en' }, DON_GIA, { idDichVu: dichVu.XN, idDoiTuong: doiTuong.BaoHiemYTe, ngay: day(15, 3) });
      expect(english.message).toBe('Service TGIA-XN has no price in the current price list');
    });

    it('Then a day before any list of the group\'s price types says there is no current price list', async () => {
      const error = await refusal(admin, DON_GIA, { idDichVu: dichVu.KB, idDoiTuong: doiTuong.BaoHiemYTe, ngay: day(31, 12, 2023) });
      expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'pricing.noCurrentPriceList', params: { loaiGia: 'BaoHiemYTe, VienPhi', code: 'TGIA-KB' } });
    });

    it('Then a patient group of the administrator\'s making follows its own order of price types', async () => {
      const group = (await data(admin, CREATE_PATIENT_GROUP, {
        input: { MaDoiTuong: 'TG-VPTRUOC', TenDoiTuong: 'Viện phí trước', NhomDoiTuong_Id: (await nhomDoiTuongId('ThuPhi')), LoaiGia_Ids: [loaiGia.VienPhi, loaiGia.BaoHiemYTe], PhamViApDung: 'NgoaiTru' },
      })).createDM_DoiTuong;
      expect(group.LoaiGia_Ids).toEqual([loaiGia.VienPhi, loaiGia.BaoHiemYTe]);
      const price = (await data(admin, DON_GIA, { idDichVu: dichVu.KB, idDoiTuong: group._id, ngay: day(15, 3) })).getDonGiaDichVu;
      expect(price).toMatchObject({ DonGia: 50_000, BangGia_Id: bangGia.VP1._id });
    });

    it('Then the current list of a price type is the room\'s own, else the latest for every room, else none', async () => {
      const current = async (room: string | null, ngay: number) => (await data(admin, HIEN_HANH, { LoaiGia_Id: loaiGia.BaoHiemYTe, idPhongBan: room && nodeIds[room], ngay })).getDM_BangGiaHienHanh;
      expect(await current('PK01', day(15, 7))).toEqual({ LoaiGia_Id: loaiGia.BaoHiemYTe, idPhongBan: nodeIds.PK01, TheoPhongBan: true, BangGia: { _id: bangGia.PK01._id, MaBangGia: 'TG-BHYT-PK01' } });
      expect(await current(null, day(15, 7))).toMatchObject({ TheoPhongBan: false, BangGia: { MaBangGia: 'TG-BHYT-2' } });
      expect(await current('PK02', day(31, 12, 2023))).toBeNull();
    });

    it('Then the current price of a service under each price type comes in the order asked, null where there is none', async () => {
      const prices = (await data(admin, THEO_DICH_VU, {
        loaiGiaIds: [loaiGia.BaoHiemYTe, loaiGia.VienPhi, loaiGia.DichVu, loaiGia.YeuCau], idDichVu: dichVu.SA, ngay: day(15, 7),
      })).getBangGiaTheoDichVuVaDoiTuong;
      expect(prices).toEqual([
        { LoaiGia_Id: loaiGia.BaoHiemYTe, DichVu_Id: dichVu.SA, BangGia_Id: bangGia.BHYT2._id, DonGia: 160_000, BangGia: { MaBangGia: 'TG-BHYT-2' } },
        { LoaiGia_Id: loaiGia.VienPhi, DichVu_Id: dichVu.SA, BangGia_Id: bangGia.VP1._id, DonGia: 200_000, BangGia: { MaBangGia: 'TG-VP-1' } },
        { LoaiGia_Id: loaiGia.DichVu, DichVu_Id: dichVu.SA, BangGia_Id: bangGia.DV1._id, DonGia: null, BangGia: { MaBangGia: 'TG-DV-1' } },
        { LoaiGia_Id: loaiGia.YeuCau, DichVu_Id: dichVu.SA, BangGia_Id: null, DonGia: null, BangGia: null },
      ]);
      const course = (await data(admin, THEO_LIEU_TRINH, { loaiGiaIds: [loaiGia.DichVu], idLieuTrinh: lieuTrinh, ngay: day(15, 7) })).getBangGiaTheoLieuTrinhVaDoiTuong;
      expect(course).toEqual([{ LoaiGia_Id: loaiGia.DichVu, LieuTrinh_Id: lieuTrinh, BangGia_Id: bangGia.DV1._id, DonGia: 900_000 }]);
    });

    it('Then the price history lists every released price of the service, newest issue first', async () => {
      const history = (await data(admin, LICH_SU, { idDichVu: dichVu.KB, loaiGiaIds: [loaiGia.BaoHiemYTe] })).getLichSuGiaDichVu;
      expect(history.map((row: any) => [row.MaBangGia, row.NgayPhatHanh, row.DonGia])).toEqual([
        ['TG-BHYT-3', day(1, 9), 43_000],
        ['TG-BHYT-2', day(1, 6), 42_100],
        // Issued the same day: the later release first.
        ['TG-BHYT-PK01', day(1, 1), 45_000],
        ['TG-BHYT-1', day(1, 1), 38_700],
      ]);
      expect(history[2]).toMatchObject({ MaLoaiGia: 'BaoHiemYTe', PhongBan_Ids: [nodeIds.PK01] });
      const all = (await data(admin, LICH_SU, { idDichVu: dichVu.KB })).getLichSuGiaDichVu.map((row: any) => row.MaBangGia);
      expect(all).toEqual(expect.arrayContaining(['TG-VP-1', 'TG-DV-1', 'TG-YC-HOMNAY', 'TG-YC-NGAYMAI']));
      expect(all[0]).toBe('TG-YC-NGAYMAI');
    });

    it('Then the search finds lists by code and name, by price type and state, HienHanh derived from the issue dates', async () => {
      const released = (await data(admin, SEARCH, { searchString: 'tg-bhyt', LoaiGia_Id: loaiGia.BaoHiemYTe, TrangThai: 'DaPhatHanh' })).searchDM_BangGia;
      expect(released.total).toBe(4);
      expect(released.items.map((row: any) => row.MaBangGia)).toEqual(['TG-BHYT-3', 'TG-BHYT-2', 'TG-BHYT-1', 'TG-BHYT-PK01']);
      const current = (await data(admin, SEARCH, { LoaiGia_Id: loaiGia.YeuCau, TrangThai: 'HienHanh' })).searchDM_BangGia;
      expect(current.items).toEqual([{ MaBangGia: 'TG-YC-HOMNAY', TrangThai: 'DaPhatHanh', HienHanh: true }]);
      const byName = (await data(admin, SEARCH, { searchString: 'bang gia thu TG-YC' })).searchDM_BangGia;
      expect(byName.items).toEqual([{ MaBangGia: 'TG-YC-NGAYMAI', TrangThai: 'DaPhatHanh', HienHanh: false }, { MaBangGia: 'TG-YC-HOMNAY', TrangThai: 'DaPhatHanh', HienHanh: true }]);
      expect((await refusal(admin, SEARCH, { TrangThai: 'DaHuy' })).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'TrangThai' });
    });

    it('Then each list was audited when created and when released', async () => {
      const entries = await server.runtime.database.query<{ action: string; after: any }>(
        'SELECT action, after FROM his_audit_log WHERE entity = $1 AND "entity_Id" = $2 ORDER BY _id', ['DM_BangGia', bangGia.BHYT1._id]);
      expect(entries.map((entry) => entry.action)).toEqual(['CREATE', 'APPROVED']);
      expect(entries[0]!.after).toMatchObject({ MaBangGia: 'TG-BHYT-1', TrangThai: 'ChuaPhatHanh', DichVu_DonGia: [{ DichVu_Id: dichVu.KB, DonGia: 38_700 }, { DichVu_Id: dichVu.SA, DonGia: 150_000 }] });
      expect(entries[1]!.after).toMatchObject({ TrangThai: 'DaPhatHanh' });
    });

    it('Then a service a price list names cannot be removed from the catalogue', async () => {
      const error = await refusal(admin, 'mutation ($ids: [ID!]!) { removeDM_DichVu(ids: $ids) }', { ids: [dichVu.VP] });
      expect(error.message).toBe('Không thể xoá TGIA-VP: đang được dùng trong Bảng giá (Giá dịch vụ)');
    });
  });

  describe('When another plugin\'s server code prices services (reception, service orders, cashier)', () => {
    // Counts the statements sent, to show a batch costs the same few queries as one service.
    function countingDb(): { db: Db; statements: () => number } {
      const real = server.runtime.database.db;
      let statements = 0;
      const db = { execute: (query: unknown) => (statements++, real.execute(query as never)) } as unknown as Db;
      return { db, statements: () => statements };
    }

    it('Then resolveUnitPrice gives the price, its price type and its list', async () => {
      const price = await resolveUnitPrice(server.runtime.database.db, { idDichVu: dichVu.KB, idDoiTuong: doiTuong.BaoHiemYTe, idPhongBan: nodeIds.PK01!, at: day(15, 7) });
      expect(price).toEqual({ DonGia: 45_000, LoaiGia_Id: loaiGia.BaoHiemYTe, BangGia_Id: bangGia.PK01._id });
    });

    it('Then the batch form prices many services in as many queries as one', async () => {
      const one = countingDb();
      await resolveUnitPrices(one.db, { idDichVus: [dichVu.KB], idDoiTuong: doiTuong.BaoHiemYTe, idPhongBan: nodeIds.PK02!, at: day(15, 7) });
      const many = countingDb();
      const prices = await resolveUnitPrices(many.db, { idDichVus: [dichVu.KB, dichVu.SA, dichVu.VP], idDoiTuong: doiTuong.BaoHiemYTe, idPhongBan: nodeIds.PK02!, at: day(15, 7) });
      expect(many.statements()).toBe(one.statements());
      expect([...prices.entries()].map(([id, price]) => [id, price.DonGia, price.BangGia_Id])).toEqual(expect.arrayContaining([
        [dichVu.KB, 42_100, bangGia.BHYT2._id], [dichVu.SA, 160_000, bangGia.BHYT2._id], [dichVu.VP, 30_000, bangGia.VP1._id],
      ]));
    });

    it('Then a plugin that cannot import pricing finds the same function among the provided ones', async () => {
      const provided = lookUpProvided(server.runtime.provisions, UNIT_PRICES);
      const prices = await provided(server.runtime.database.db, { idDichVus: [dichVu.KB], idDoiTuong: doiTuong.BaoHiemYTe, idPhongBan: nodeIds.PK01!, at: day(15, 7) });
      expect(prices.get(dichVu.KB)).toEqual({ DonGia: 45_000, LoaiGia_Id: loaiGia.BaoHiemYTe, BangGia_Id: bangGia.PK01._id });
    });

    it('Then a batch with services lacking a price is refused whole, naming each of them', async () => {
      await expect(resolveUnitPrices(server.runtime.database.db, { idDichVus: [dichVu.KB, dichVu.XN], idDoiTuong: doiTuong.VienPhi, idPhongBan: nodeIds.CS01!, at: day(15, 7) }))
        .rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT', messageKey: 'pricing.pricesMissing', params: { code: 'TGIA-XN' } } });
    });
  });

  describe('When reception looks for the services a patient group can be billed for', () => {
    const PRICED = `query ($idDoiTuong: ID!, $searchString: String, $idPhongBan: ID, $ngay: Float) {
      searchDichVuCoGia(idDoiTuong: $idDoiTuong, searchString: $searchString, idPhongBan: $idPhongBan, ngay: $ngay) { DichVu { MaDichVu } DonGia LoaiGia_Id BangGia_Id } }`;
    const SERVICES = 'query ($searchString: String, $DoiTuong_Id: ID) { searchDM_DichVu(searchString: $searchString, DoiTuong_Id: $DoiTuong_Id, limit: 50) { MaDichVu } }';
    const byCode = (rows: { DichVu: { MaDichVu: string } }[]) => rows.toSorted((a, b) => a.DichVu.MaDichVu.localeCompare(b.DichVu.MaDichVu));

    it('Then the priced search gives each service with the price the group pays on the day, leaving out one without a price', async () => {
      const found = (await data(doctor, PRICED, { idDoiTuong: doiTuong.BaoHiemYTe, searchString: 'TGIA', ngay: day(15, 7) })).searchDichVuCoGia;
      expect(byCode(found)).toEqual([
        { DichVu: { MaDichVu: 'TGIA-KB' }, DonGia: 42_100, LoaiGia_Id: loaiGia.BaoHiemYTe, BangGia_Id: bangGia.BHYT2._id },
        { DichVu: { MaDichVu: 'TGIA-SA' }, DonGia: 160_000, LoaiGia_Id: loaiGia.BaoHiemYTe, BangGia_Id: bangGia.BHYT2._id },
        { DichVu: { MaDichVu: 'TGIA-VP' }, DonGia: 30_000, LoaiGia_Id: loaiGia.VienPhi, BangGia_Id: bangGia.VP1._id },
      ]);
    });

    it('Then in a room it offers the services the room performs, at the room\'s own price', async () => {
      await data(admin, 'mutation ($id: ID!, $ids: [ID!]!) { setDichVuPhongBan(idPhongBan: $id, idDichVus: $ids) { DichVu_Id } }', { id: nodeIds.PK01, ids: [dichVu.KB, dichVu.XN] });
      const found = (await data(doctor, PRICED, { idDoiTuong: doiTuong.BaoHiemYTe, searchString: 'TGIA', idPhongBan: nodeIds.PK01, ngay: day(15, 7) })).searchDichVuCoGia;
      expect(found).toEqual([{ DichVu: { MaDichVu: 'TGIA-KB' }, DonGia: 45_000, LoaiGia_Id: loaiGia.BaoHiemYTe, BangGia_Id: bangGia.PK01._id }]);
    });

    it('Then the service search with DoiTuong_Id offers only what the group\'s current lists price today', async () => {
      // Today the demo lists of this year are current for insurance, fees and service prices, and they lack the test
      // services; the on-request list issued today prices the examination.
      const names = async (group: keyof typeof doiTuong) =>
        (await data(doctor, SERVICES, { searchString: 'TGIA', DoiTuong_Id: doiTuong[group] })).searchDM_DichVu.map((row: { MaDichVu: string }) => row.MaDichVu);
      expect(await names('YeuCau')).toEqual(['TGIA-KB']);
      expect(await names('VienPhi')).toEqual([]);
      const all = (await data(doctor, SERVICES, { searchString: 'TGIA' })).searchDM_DichVu;
      expect(all).toHaveLength(4);
    });

    it('Then an unknown patient group is refused, naming it', async () => {
      const error = await refusal(doctor, PRICED, { idDoiTuong: 'khong-co', searchString: 'TGIA' });
      expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'idDoiTuong' });
    });
  });

  describe('When a list has been released', () => {
    it('Then it cannot be edited, deleted or released again', async () => {
      const edit = await refusal(admin, UPDATE, { id: bangGia.BHYT1._id, input: { TenBangGia: 'Đổi tên' } });
      expect(edit.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'pricing.releasedReadOnly', params: { code: 'TG-BHYT-1' } });
      expect(edit.message).toBe('Bảng giá TG-BHYT-1 đã phát hành, không thể sửa hoặc xoá');
      expect((await refusal(admin, DELETE, { ids: [bangGia.BHYT1._id] })).extensions?.messageKey).toBe('pricing.releasedReadOnly');
      expect((await refusal(admin, RELEASE, { id: bangGia.BHYT1._id })).extensions?.messageKey).toBe('pricing.alreadyReleased');
      expect((await data(admin, BY_ID, { id: bangGia.BHYT1._id })).getDM_BangGiaById).toMatchObject({ TenBangGia: 'Bảng giá thử TG-BHYT-1', TrangThai: 'DaPhatHanh' });
    });
  });

  describe('When the price manager works on a draft', () => {
    let draft: any;

    beforeAll(async () => {
      draft = (await data(admin, CREATE, { input: {
        LoaiGia_Id: loaiGia.BaoHiemYTe, MaBangGia: 'TG-NHAP', TenBangGia: 'Bảng giá nháp', NgayPhatHanh: day(1, 1), PhongBan_Ids: [nodeIds.PK02],
        DichVu_DonGia: [{ DichVu_Id: dichVu.KB, DonGia: 1 }],
      } })).createDM_BangGia;
    });

    it('Then the draft is never current', async () => {
      expect(draft).toMatchObject({ TrangThai: 'ChuaPhatHanh', HienHanh: false, ThoiGianPhatHanh: null });
      expect((await unitPrice('KB', 'BaoHiemYTe', { room: 'PK02', ngay: day(15, 3) })).DonGia).toBe(38_700);
    });

    it('Then it can be edited: fields left out keep their value, lines given replace the lines', async () => {
      const updated = (await data(admin, UPDATE, { id: draft._id, input: { TenBangGia: 'Bảng giá nháp sửa', DichVu_DonGia: [{ DichVu_Id: dichVu.SA, DonGia: 2 }, { DichVu_Id: dichVu.KB, DonGia: 0 }] } })).updateDM_BangGia;
      expect(updated).toMatchObject({
        MaBangGia: 'TG-NHAP', TenBangGia: 'Bảng giá nháp sửa', PhongBan_Ids: [nodeIds.PK02], NgayPhatHanh: day(1, 1),
        DichVu_DonGia: [{ DichVu_Id: dichVu.SA, DonGia: 2 }, { DichVu_Id: dichVu.KB, DonGia: 0 }],
      });
    });

    it('Then it can be deleted, with an audit entry holding what it was', async () => {
      expect((await data(admin, DELETE, { ids: [draft._id] })).deleteDM_BangGia).toEqual([draft._id]);
      expect((await data(admin, BY_ID, { id: draft._id })).getDM_BangGiaById).toBeNull();
      const [entry] = await server.runtime.database.query<{ before: any }>('SELECT before FROM his_audit_log WHERE entity = $1 AND "entity_Id" = $2 AND action = $3', ['DM_BangGia', draft._id, 'DELETE']);
      expect(entry!.before).toMatchObject({ MaBangGia: 'TG-NHAP', DichVu_DonGia: [{ DichVu_Id: dichVu.SA, DonGia: 2 }, { DichVu_Id: dichVu.KB, DonGia: 0 }] });
    });

    it('Then an empty draft cannot be released', async () => {
      const empty = (await data(admin, CREATE, { input: { LoaiGia_Id: loaiGia.VienPhi, MaBangGia: 'TG-RONG', TenBangGia: 'Bảng giá rỗng', NgayPhatHanh: day(1, 1) } })).createDM_BangGia;
      expect((await refusal(admin, RELEASE, { id: empty._id })).extensions).toMatchObject({ messageKey: 'pricing.emptyPriceList', params: { code: 'TG-RONG' } });
    });
  });

  describe('When a price list is saved with a mistake', () => {
    const good = () => ({ LoaiGia_Id: loaiGia.VienPhi, MaBangGia: 'TG-LOI', TenBangGia: 'Bảng giá lỗi', NgayPhatHanh: day(1, 1), DichVu_DonGia: [{ DichVu_Id: dichVu.KB, DonGia: 10_000 }] });
    const mistakes: [caseName: string, change: () => Record<string, unknown>, field: string, message: string][] = [
      ['no name', () => ({ TenBangGia: null }), 'TenBangGia', 'Tên bảng giá: Không được để trống!'],
      ['no issue date', () => ({ NgayPhatHanh: null }), 'NgayPhatHanh', 'Ngày phát hành: Không được để trống!'],
      ['no price type', () => ({ LoaiGia_Id: null }), 'LoaiGia_Id', 'Loại giá: Không được để trống!'],
      ['a price type that does not exist', () => ({ LoaiGia_Id: 'khong-co' }), 'LoaiGia_Id', 'Loại giá: Không tìm thấy mục đã chọn'],
      ['a negative price', () => ({ DichVu_DonGia: [{ DichVu_Id: dichVu.KB, DonGia: -1 }] }), 'DichVu_DonGia', 'Giá dịch vụ: Dòng 1: đơn giá của TGIA-KB phải là số nguyên đồng, từ 0 trở lên'],
      ['a price in fractions of a đồng', () => ({ DichVu_DonGia: [{ DichVu_Id: dichVu.KB, DonGia: 10_000.5 }] }), 'DichVu_DonGia', 'Giá dịch vụ: Dòng 1: đơn giá của TGIA-KB phải là số nguyên đồng, từ 0 trở lên'],
      ['a line without a price', () => ({ DichVu_DonGia: [{ DichVu_Id: dichVu.KB }] }), 'DichVu_DonGia', 'Giá dịch vụ: Dòng 1: chưa nhập đơn giá của TGIA-KB'],
      ['a service that does not exist', () => ({ DichVu_DonGia: [{ DichVu_Id: 'khong-co', DonGia: 1 }] }), 'DichVu_DonGia', 'Giá dịch vụ: Dòng 1: không tìm thấy dịch vụ khong-co của cơ sở'],
      [
        'the same service twice', () => ({ DichVu_DonGia: [{ DichVu_Id: dichVu.KB, DonGia: 1 }, { DichVu_Id: dichVu.KB, DonGia: 2 }] }),
        'DichVu_DonGia', 'Giá dịch vụ: Dòng 2: dịch vụ TGIA-KB đã có ở dòng 1',
      ],
      ['a room that does not exist', () => ({ PhongBan_Ids: ['khong-co'] }), 'PhongBan_Ids', 'Phòng ban áp dụng: Không tìm thấy mục đã chọn'],
      ['the code of another list', () => ({ MaBangGia: 'TG-BHYT-1' }), 'MaBangGia', 'Mã bảng giá: Mã TG-BHYT-1 đã tồn tại'],
    ];

    it.each(mistakes)('Then %s is refused, naming the field', async (_caseName, change, fieldName, message) => {
      const error = await refusal(admin, CREATE, { input: { ...good(), ...change() } });
      expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: fieldName });
      expect(error.message).toBe(message);
    });

    it('Then nothing was saved by any refusal', async () => {
      expect((await data(admin, SEARCH, { searchString: 'TG-LOI' })).searchDM_BangGia.total).toBe(0);
    });

    it('Then the English message names the field in English', async () => {
      const error = await refusal({ ...admin, lang: 'en' }, CREATE, { input: { ...good(), DichVu_DonGia: [{ DichVu_Id: dichVu.KB, DonGia: -1 }] } });
      expect(error.message).toBe('Service prices: Line 1: the unit price of TGIA-KB must be a whole number of đồng, 0 or more');
    });
  });

  describe('When a doctor, who holds no pricing right, uses prices', () => {
    it('Then the doctor reads the unit price of a service, as reception and orders need', async () => {
      expect((await data(doctor, DON_GIA, { idDichVu: dichVu.KB, idDoiTuong: doiTuong.BaoHiemYTe, ngay: day(15, 3) })).getDonGiaDichVu.DonGia).toBe(38_700);
    });

    it('Then every write to price lists and patient groups is refused as forbidden', async () => {
      const attempts: [string, Record<string, unknown>][] = [
        [CREATE, { input: { LoaiGia_Id: loaiGia.VienPhi, MaBangGia: 'TG-BS', TenBangGia: 'Của bác sĩ', NgayPhatHanh: day(1, 1) } }],
        [UPDATE, { id: bangGia.BHYT1._id, input: { TenBangGia: 'Đổi tên' } }],
        [DELETE, { ids: [bangGia.BHYT1._id] }],
        [RELEASE, { id: bangGia.BHYT1._id }],
        [CREATE_PATIENT_GROUP, { input: { MaDoiTuong: 'TG-BS', TenDoiTuong: 'Của bác sĩ', NhomDoiTuong_Id: 'x', LoaiGia_Ids: [loaiGia.VienPhi], PhamViApDung: 'TatCa' } }],
      ];
      for (const [query, variables] of attempts) {
        const error = await refusal(doctor, query, variables);
        expect(error.extensions?.code).toBe('FORBIDDEN');
      }
      expect((await data(admin, SEARCH, { searchString: 'TG-BS' })).searchDM_BangGia.total).toBe(0);
    });

    it('Then a caller who has not signed in reads no price', async () => {
      expect((await refusal({}, DON_GIA, { idDichVu: dichVu.KB, idDoiTuong: doiTuong.BaoHiemYTe })).extensions?.code).toBe('UNAUTHENTICATED');
    });
  });

  async function nhomDoiTuongId(code: string): Promise<string> {
    const rows = (await data(admin, 'query ($code: String) { getDM_NhomDoiTuong(searchString: $code) { items { _id MaNhomDoiTuong } } }', { code })).getDM_NhomDoiTuong.items;
    return rows.find((row: any) => row.MaNhomDoiTuong === code)._id;
  }
});
