// Reception's reference lists on a server running the hospital variant's plugins, on PGlite and PostgreSQL: every
// province and commune since 1 July 2025 seeded, and a new address offered from the old commune or province a card
// or document names, through the API and through the contract's provided function.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, type HisServer } from '@his/server';
import { lookUpProvided } from '@his/sdk/server';
import { NEW_ADDRESS_FROM_OLD } from '../../plugins/catalogues/contract';
import { BACKENDS, serversOnBackends } from '../support/backends';
import { gql, login, mainService, type Caller } from '../support/server';

const UNIT = 'MaDonViHanhChinh TenDonViHanhChinh LoaiDonViHanhChinh';
const NEW_ADDRESS = `query ($maXaCu: String, $maTinhCu: String) {
  getDiaChiMoiTuDiaChiCu(maXaCu: $maXaCu, maTinhCu: $maTinhCu) {
    XaCu { MaXaCu TenXaCu MaHuyenCu TenHuyenCu GhiChu } TinhCu { MaTinhCu TenTinhCu }
    XaMoi { ${UNIT} } TinhMoi { ${UNIT} } toanPhan } }`;

const startServer = serversOnBackends({ withPlugins: true });

interface Suggestion {
  XaCu: { MaXaCu: string; TenXaCu: string; MaHuyenCu: string; TenHuyenCu: string; GhiChu: string | null }[];
  TinhCu: { MaTinhCu: string; TenTinhCu: string } | null;
  XaMoi: { MaDonViHanhChinh: string; TenDonViHanhChinh: string; LoaiDonViHanhChinh: string }[];
  TinhMoi: { MaDonViHanhChinh: string; TenDonViHanhChinh: string } | null;
  toanPhan: boolean;
}

describe.each(BACKENDS)('reception\'s reference lists and old addresses on %s', (backend) => {
  let server: HisServer;
  let clerk: Caller;

  beforeAll(async () => {
    server = await startServer(backend);
    clerk = { token: (await login(server, DEMO_ADMIN.username, DEMO_ADMIN.password)).token };
  });
  afterAll(async () => server?.close());

  const { data, refusal } = mainService(() => server);
  const suggestion = async (variables: Record<string, unknown>): Promise<Suggestion> => (await data(clerk, NEW_ADDRESS, variables)).getDiaChiMoiTuDiaChiCu;
  const count = async (sql: string) => Number((await server.runtime.database.query<{ n: string }>(sql))[0]!.n);

  it('Then the 34 provinces, 3,321 communes, 10,052 old units, 249 nationalities and the insurance codes are seeded', async () => {
    expect(await count(`SELECT count(*) AS n FROM "DM_DonViHanhChinh" WHERE "DonViCha_Id" IS NULL`)).toBe(34);
    expect(await count(`SELECT count(*) AS n FROM "DM_DonViHanhChinh" WHERE "DonViCha_Id" IS NOT NULL`)).toBe(3321);
    expect(await count('SELECT count(*) AS n FROM "DM_XaCu"')).toBe(10_052);
    expect(await count('SELECT count(*) AS n FROM "DM_QuocTich"')).toBe(249);
    expect(await count('SELECT count(*) AS n FROM "DM_DoiTuongBHYT" WHERE "CanKiemTra"')).toBe(44);
    expect(await count('SELECT count(*) AS n FROM "DM_MucHuongBHYT" WHERE "CanKiemTra"')).toBe(5);
  });

  describe('When reception enters the old address a card or document names', () => {
    it('Then an old Hà Nội ward merged whole gives its one new ward and the city', async () => {
      expect(await suggestion({ maXaCu: '00004' })).toEqual({
        XaCu: [{ MaXaCu: '00004', TenXaCu: 'Phường Trúc Bạch', MaHuyenCu: '001', TenHuyenCu: 'Quận Ba Đình', GhiChu: null }],
        TinhCu: { MaTinhCu: '01', TenTinhCu: 'Thành phố Hà Nội' },
        XaMoi: [{ MaDonViHanhChinh: '00004', TenDonViHanhChinh: 'Phường Ba Đình', LoaiDonViHanhChinh: 'PHUONG' }],
        TinhMoi: { MaDonViHanhChinh: '01', TenDonViHanhChinh: 'Thành phố Hà Nội', LoaiDonViHanhChinh: 'THANH_PHO' },
        toanPhan: true,
      });
      // With its old province the same; with another province nothing.
      expect((await suggestion({ maXaCu: '00004', maTinhCu: '01' })).toanPhan).toBe(true);
      expect((await suggestion({ maXaCu: '00004', maTinhCu: '79' })).XaMoi).toEqual([]);
    });

    it('Then a split commune gives every new ward it went into, and toanPhan false', async () => {
      const split = await suggestion({ maXaCu: '00019' });
      expect(split.XaMoi.map((unit) => unit.MaDonViHanhChinh)).toEqual(['00004', '00070', '00190', '00226']);
      expect(split.TinhMoi?.MaDonViHanhChinh).toBe('01');
      expect(split.toanPhan).toBe(false);
    });

    it('Then the corrected row 30622 gives 30604 Xã Vĩnh An of An Giang', async () => {
      const corrected = await suggestion({ maXaCu: '30622' });
      expect(corrected.XaMoi).toEqual([{ MaDonViHanhChinh: '30604', TenDonViHanhChinh: 'Xã Vĩnh An', LoaiDonViHanhChinh: 'XA' }]);
      expect(corrected.TinhMoi?.MaDonViHanhChinh).toBe('91');
      expect(corrected.toanPhan).toBe(true);
    });

    it('Then an old island district without communes, by its district code, gives its special zone', async () => {
      const conDao = await suggestion({ maXaCu: '755' });
      expect(conDao.XaCu[0]).toMatchObject({ MaXaCu: '755', TenXaCu: 'Huyện Côn Đảo', MaHuyenCu: '755' });
      expect(conDao.XaCu[0]!.GhiChu).toContain('mã huyện');
      expect(conDao.XaMoi.map((unit) => unit.TenDonViHanhChinh)).toEqual(['Đặc khu Côn Đảo']);
      expect(conDao.TinhMoi?.MaDonViHanhChinh).toBe('79');
    });

    it('Then an old province code alone gives the new province and no commune', async () => {
      expect(await suggestion({ maTinhCu: '74' })).toEqual({
        XaCu: [],
        TinhCu: { MaTinhCu: '74', TenTinhCu: 'Tỉnh Bình Dương' },
        XaMoi: [],
        TinhMoi: { MaDonViHanhChinh: '79', TenDonViHanhChinh: 'Thành phố Hồ Chí Minh', LoaiDonViHanhChinh: 'THANH_PHO' },
        toanPhan: false,
      });
    });

    it('Then unknown codes give an empty suggestion, not an error', async () => {
      const empty = { XaCu: [], TinhCu: null, XaMoi: [], TinhMoi: null, toanPhan: false };
      expect(await suggestion({ maXaCu: '99999' })).toEqual(empty);
      expect(await suggestion({ maTinhCu: '03' })).toEqual(empty);
    });

    it.each([
      ['a commune code that is not 3 or 5 digits', { maXaCu: '0004' }, 'catalogues.oldCommuneCode', 'maXaCu'],
      ['a province code that is not 2 digits', { maTinhCu: 'HN' }, 'catalogues.oldProvinceCode', 'maTinhCu'],
      ['neither code', {}, 'validation.required', 'maXaCu'],
      ['a code longer than 10 characters', { maXaCu: '00004000040' }, undefined, 'maXaCu'],
    ])('Then %s is refused, naming the field', async (_case, variables, messageKey, field) => {
      const error = await refusal(clerk, NEW_ADDRESS, variables);
      expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field, ...(messageKey ? { messageKey } : {}) });
      expect(error.message).not.toMatch(/^[a-z]+\.[a-zA-Z.]+$/);
    });

    it('Then the refusal of a bad code is in the caller\'s language', async () => {
      const error = (await gql(server, '/graphqlhis', NEW_ADDRESS, { maXaCu: 'abc' }, { ...clerk, lang: 'en' })).errors![0]!;
      expect(error.message).toContain('An old commune code has 5 digits');
    });

    it('Then a caller who is not signed in is refused', async () => {
      const result = await gql(server, '/graphqlhis', NEW_ADDRESS, { maXaCu: '00004' });
      expect(result.data?.getDiaChiMoiTuDiaChiCu).toBeUndefined();
      expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });
  });

  it('Then another plugin gets the same suggestion through the provided function of the contract', async () => {
    const newAddressFromOld = lookUpProvided(server.runtime.provisions, NEW_ADDRESS_FROM_OLD);
    const split = await newAddressFromOld(server.runtime.database.db, { maXaCu: '00007' });
    expect(split.XaMoi.map((unit) => unit.MaDonViHanhChinh)).toEqual(['00008', '00025']);
    expect(split.toanPhan).toBe(false);
    const province = await newAddressFromOld(server.runtime.database.db, { maTinhCu: '02' });
    expect(province.TinhMoi?.TenDonViHanhChinh).toBe('Tỉnh Tuyên Quang');
  });
});
