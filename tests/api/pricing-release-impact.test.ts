// Releasing a price list that leaves out services of the list it replaces, through the API on PGlite and on
// PostgreSQL: before the release the draft says which services would lose their current price, the release keeps
// how many did, and the price lookups of those services then find no price.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, type HisServer } from '@his/server';
import { fromCalendarDate } from '@his/sdk/format';
import { BACKENDS, serversOnBackends } from '../support/backends';
import { login, mainService, type Caller } from '../support/server';

// Issue dates in 2024, fixed: before today, and the demo lists (of other price types) never reach them.
const day = (d: number, month: number, year = 2024) => fromCalendarDate({ year, month, day: d });

const BANG_GIA = '_id MaBangGia TrangThai HienHanh SoDichVuMatGia';
const CREATE = `mutation ($input: DM_BangGiaInput!) { createDM_BangGia(input: $input) { ${BANG_GIA} } }`;
const RELEASE = `mutation ($id: ID!) { releaseDM_BangGia(id: $id) { ${BANG_GIA} } }`;
const IMPACT = `query ($id: ID!, $first: Int) { getDM_BangGiaById(id: $id) { ${BANG_GIA}
  releaseImpact(first: $first) { replacedLists { MaBangGia } losingCount losingServices { DichVu_Id MaDichVu TenDichVu } } } }`;
const THEO_DICH_VU = `query ($loaiGiaIds: [ID!]!, $idDichVu: ID!) {
  getBangGiaTheoDichVuVaDoiTuong(loaiGiaIds: $loaiGiaIds, idDichVu: $idDichVu) { BangGia_Id DonGia } }`;
const DON_GIA = `query ($idDichVu: ID!, $idDoiTuong: ID!) { getDonGiaDichVu(idDichVu: $idDichVu, idDoiTuong: $idDoiTuong) { DonGia BangGia_Id } }`;

// The hospital variant's own plugins, as `npm start` runs them, on a fresh database of each backend.
const startServer = serversOnBackends({ withPlugins: true });

describe.each(BACKENDS)('releasing a price list on %s', (backend) => {
  let server: HisServer;
  let admin: Caller;
  let doctor: Caller;
  let nodeIds: Record<string, string>;
  let yeuCau: { loaiGia: string; doiTuong: string };
  const dichVu = {} as Record<'A' | 'B' | 'C' | 'D', string>;
  let oldList: { _id: string };
  let draft: { _id: string };

  beforeAll(async () => {
    server = await startServer(backend);
    admin = { token: (await login(server, DEMO_ADMIN.username, DEMO_ADMIN.password)).token };
    doctor = { token: (await login(server, 'bacsi', 'Bacsi@123')).token };
    const nodes = await server.runtime.database.query<{ _id: string; code: string }>('SELECT _id, code FROM his_nodes');
    nodeIds = Object.fromEntries(nodes.map((node) => [node.code, node._id]));
    // YeuCau: a price type the demo data gives no list, so these lists alone decide its prices.
    const [type] = await server.runtime.database.query<{ _id: string }>(`SELECT _id FROM "DM_LoaiGia" WHERE "MaLoaiGia" = 'YeuCau'`);
    const [group] = await server.runtime.database.query<{ _id: string }>(`SELECT _id FROM "DM_DoiTuong" WHERE "MaDoiTuong" = 'YeuCau'`);
    yeuCau = { loaiGia: type!._id, doiTuong: group!._id };

    const serviceType = (await data(admin, 'mutation { createDM_LoaiDichVu(input: { MaLoaiDichVu: "TMG", TenLoaiDichVu: "Thử mất giá" }) { _id } }')).createDM_LoaiDichVu;
    const serviceGroup = (await data(admin, 'mutation ($id: ID) { createDM_NhomDichVu(input: { MaNhomDichVu: "TMG", TenNhomDichVu: "Thử mất giá", LoaiDichVu_Id: $id }) { _id } }', { id: serviceType._id })).createDM_NhomDichVu;
    const names: [keyof typeof dichVu, string][] = [['A', 'Khám theo yêu cầu'], ['B', 'Siêu âm theo yêu cầu'], ['C', 'Nội soi theo yêu cầu'], ['D', 'Điện tim theo yêu cầu']];
    for (const [key, name] of names) {
      dichVu[key] = (await data(admin, 'mutation ($input: DM_DichVuInput!) { createDM_DichVu(input: $input) { _id } }', {
        input: { MaDichVu: `TMG-${key}`, TenDichVu: name, NhomDichVu_Id: serviceGroup._id },
      })).createDM_DichVu._id;
    }

    oldList = await released({ MaBangGia: 'TMG-CU', NgayPhatHanh: day(1, 1), DichVu_DonGia: lines({ A: 100_000, B: 200_000, C: 300_000 }) });
    draft = (await data(admin, CREATE, { input: listInput({ MaBangGia: 'TMG-MOI', NgayPhatHanh: day(1, 6), DichVu_DonGia: lines({ A: 110_000, D: 50_000 }) }) })).createDM_BangGia;
  });
  afterAll(async () => {
    await server?.close();
  });

  const { data, refusal } = mainService(() => server);
  const lines = (prices: Partial<Record<keyof typeof dichVu, number>>) => Object.entries(prices).map(([key, DonGia]) => ({ DichVu_Id: dichVu[key as keyof typeof dichVu], DonGia }));
  const listInput = (input: Record<string, unknown>) => ({ LoaiGia_Id: yeuCau.loaiGia, TenBangGia: `Bảng giá thử ${input.MaBangGia as string}`, ...input });
  async function released(input: Record<string, unknown>) {
    const created = (await data(admin, CREATE, { input: listInput(input) })).createDM_BangGia;
    return (await data(admin, RELEASE, { id: created._id })).releaseDM_BangGia;
  }
  const priceOf = async (service: keyof typeof dichVu) =>
    (await data(admin, THEO_DICH_VU, { loaiGiaIds: [yeuCau.loaiGia], idDichVu: dichVu[service] })).getBangGiaTheoDichVuVaDoiTuong[0];

  describe('When a draft lists 1 of the 3 services of the current list it replaces, and 1 new one', () => {
    it('Then, before release, it names the 2 services that would lose their price and the list it replaces', async () => {
      const list = (await data(admin, IMPACT, { id: draft._id })).getDM_BangGiaById;
      expect(list).toMatchObject({ TrangThai: 'ChuaPhatHanh', SoDichVuMatGia: null });
      expect(list.releaseImpact).toEqual({
        replacedLists: [{ MaBangGia: 'TMG-CU' }],
        losingCount: 2,
        losingServices: [
          { DichVu_Id: dichVu.B, MaDichVu: 'TMG-B', TenDichVu: 'Siêu âm theo yêu cầu' },
          { DichVu_Id: dichVu.C, MaDichVu: 'TMG-C', TenDichVu: 'Nội soi theo yêu cầu' },
        ],
      });
      // Until then the old list prices them.
      expect(await priceOf('B')).toEqual({ BangGia_Id: oldList._id, DonGia: 200_000 });
    });

    it('Then asking for the first name only still counts both', async () => {
      const impact = (await data(admin, IMPACT, { id: draft._id, first: 1 })).getDM_BangGiaById.releaseImpact;
      expect(impact.losingCount).toBe(2);
      expect(impact.losingServices.map((service: { MaDichVu: string }) => service.MaDichVu)).toEqual(['TMG-B']);
      expect((await refusal(admin, IMPACT, { id: draft._id, first: -1 })).extensions).toMatchObject({ messageKey: 'catalogue.limitRange', field: 'first' });
    });

    it('Then a doctor, who may read lists, sees the same; a caller not signed in sees nothing', async () => {
      expect((await data(doctor, IMPACT, { id: draft._id })).getDM_BangGiaById.releaseImpact.losingCount).toBe(2);
      expect((await refusal({}, IMPACT, { id: draft._id })).extensions?.code).toBe('UNAUTHENTICATED');
    });

    it('Then a user at another facility gets nothing of it', async () => {
      // The doctor works at both facilities: at the second one the list is not there.
      expect((await data({ ...doctor, node: nodeIds.CS02 }, IMPACT, { id: draft._id })).getDM_BangGiaById).toBeNull();
    });
  });

  describe('When that draft is released', () => {
    let releasedList: Record<string, unknown>;
    beforeAll(async () => {
      releasedList = (await data(admin, RELEASE, { id: draft._id })).releaseDM_BangGia;
    });

    it('Then the released list keeps the count of 2, and has no impact left to show', async () => {
      expect(releasedList).toMatchObject({ TrangThai: 'DaPhatHanh', HienHanh: true, SoDichVuMatGia: 2 });
      expect((await data(admin, IMPACT, { id: draft._id })).getDM_BangGiaById).toMatchObject({ SoDichVuMatGia: 2, releaseImpact: null });
      const [stored] = await server.runtime.database.query<{ count: number }>('SELECT "SoDichVuMatGia" AS count FROM "DM_BangGia" WHERE _id = $1', [draft._id]);
      expect(stored!.count).toBe(2);
    });

    it('Then the lookups of the 2 services left out say they have no price, and the kept ones have the new price', async () => {
      for (const service of ['B', 'C'] as const) {
        expect(await priceOf(service)).toEqual({ BangGia_Id: draft._id, DonGia: null });
        const error = await refusal(admin, DON_GIA, { idDichVu: dichVu[service], idDoiTuong: yeuCau.doiTuong });
        expect(error.extensions).toMatchObject({ messageKey: 'pricing.pricesMissing' });
        expect(error.message).toBe(`Dịch vụ TMG-${service} chưa có giá trong bảng giá hiện hành`);
      }
      expect(await priceOf('A')).toEqual({ BangGia_Id: draft._id, DonGia: 110_000 });
      expect(await priceOf('D')).toEqual({ BangGia_Id: draft._id, DonGia: 50_000 });
    });
  });

  describe('When a draft replaces no current list', () => {
    it('Then one issued before the current list names nothing, and its release keeps a count of 0', async () => {
      const earlier = (await data(admin, CREATE, { input: listInput({ MaBangGia: 'TMG-2023', NgayPhatHanh: day(1, 6, 2023), DichVu_DonGia: lines({ A: 90_000 }) }) })).createDM_BangGia;
      expect((await data(admin, IMPACT, { id: earlier._id })).getDM_BangGiaById.releaseImpact).toEqual({ replacedLists: [], losingCount: 0, losingServices: [] });
      expect((await data(admin, RELEASE, { id: earlier._id })).releaseDM_BangGia).toMatchObject({ SoDichVuMatGia: 0, HienHanh: false });
    });

    it('Then one for a room does not replace the list for every room', async () => {
      const room = (await data(admin, CREATE, { input: listInput({ MaBangGia: 'TMG-PK01', NgayPhatHanh: day(1, 7), PhongBan_Ids: [nodeIds.PK01], DichVu_DonGia: lines({ D: 60_000 }) }) })).createDM_BangGia;
      expect((await data(admin, IMPACT, { id: room._id })).getDM_BangGiaById.releaseImpact).toEqual({ replacedLists: [], losingCount: 0, losingServices: [] });
      expect((await data(admin, RELEASE, { id: room._id })).releaseDM_BangGia.SoDichVuMatGia).toBe(0);
    });
  });
});
