// A plugin of the kind the clinical ones will be, kept in tests/: it fills a slot of pricing, reacts to pricing's
// release event on the server and calls the unit-price function pricing provides, importing of pricing only its
// contract.ts; the lint rule refuses it anything more.
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { startHisServer, DEMO_ADMIN, type HisServer } from '@his/server';
import { variantById } from '@his/variants';
import { composeWebPlugins, type WebPlugin } from '@his/sdk/web';
import { loadServerPlugins } from '../../cli/src/server-plugins';
import { login, mainService, type Caller } from '../support/server';
import priceWatchServer from './price-watch/server';
import priceWatchWeb from './price-watch/plugin';

const ROOT = resolve(import.meta.dirname, '../..');
const hospital = variantById('hospital');

describe('a plugin that uses pricing through its contract only', () => {
  it('passes the isolation rule, which refuses it any other file of pricing', async () => {
    const eslint = new ESLint({ cwd: ROOT });
    const results = await eslint.lintFiles(['tests/plugins/price-watch/**/*.{ts,tsx}']);
    expect(results.length).toBeGreaterThanOrEqual(3);
    expect(results.flatMap((result) => result.messages.map((message) => `${result.filePath}: ${message.message}`))).toEqual([]);
    const [foreign] = await eslint.lintText("import { x } from '../../../../plugins/pricing/web/pages';\nexport const y = x;\n", { filePath: resolve(ROOT, 'tests/plugins/price-watch/web/more.tsx') });
    expect(foreign!.messages.map((message) => message.message).join(' ')).toMatch(/must not import another plugin/);
  });

  it('puts its button into the slot of pricing\'s price-list editor', async () => {
    const plugins = await Promise.all(hospital.plugins.map(async (id) => ((await import(`../../plugins/${id}/plugin.ts`)) as { default: WebPlugin }).default));
    const app = composeWebPlugins({ ...hospital, plugins: [...hospital.plugins, 'price-watch' as never] }, [...plugins, priceWatchWeb]);
    expect(app.fills.get('pricing.priceList.actions')?.map((fill) => `${fill.pluginId}/${fill.id}`)).toEqual(['price-watch/watch']);
  });

  describe('on the server', () => {
    let server: HisServer;
    let admin: Caller;
    const { data } = mainService(() => server);
    beforeAll(async () => {
      process.env.HIS_LOG ??= 'silent';
      const plugins = [...(await loadServerPlugins(hospital)), priceWatchServer];
      server = await startHisServer({ variant: hospital, plugins, database: {}, demo: true, adminPassword: DEMO_ADMIN.password });
      admin = { token: (await login(server, DEMO_ADMIN.username, DEMO_ADMIN.password)).token };
    });
    afterAll(async () => server?.close());

    const one = async <T>(query: string, params: unknown[] = []) => (await server.runtime.database.query<T>(query, params))[0]!;

    it('records each price list as pricing releases it, after the release commits', async () => {
      const service = await one<{ _id: string }>(`SELECT _id FROM "DM_DichVu" WHERE NOT "TamNgung" ORDER BY "MaDichVu" LIMIT 1`);
      const priceType = await one<{ _id: string }>(`SELECT _id FROM "DM_LoaiGia" WHERE "MaLoaiGia" = 'YeuCau'`);
      const draft = (await data(admin, `mutation ($input: DM_BangGiaInput!) { createDM_BangGia(input: $input) { _id } }`, {
        input: { MaBangGia: 'TG-THEO-DOI', TenBangGia: 'Bảng giá theo dõi', LoaiGia_Id: priceType._id, NgayPhatHanh: Date.now() + 86_400_000, DichVu_DonGia: [{ DichVu_Id: service._id, DonGia: 123_000 }] },
      })).createDM_BangGia;
      expect((await data(admin, '{ watchedReleases }')).watchedReleases).toEqual([]);
      await data(admin, 'mutation ($id: ID!) { releaseDM_BangGia(id: $id) { _id } }', { id: draft._id });
      expect((await data(admin, '{ watchedReleases }')).watchedReleases).toEqual([draft._id]);
    });

    it('answers a unit price through the function pricing provides, as pricing itself prices it', async () => {
      const service = await one<{ _id: string; price: number }>(`SELECT _id, "GiaBHYT"::float8 AS price FROM "DM_DichVu" WHERE "GiaBHYT" > 0 AND NOT "TamNgung" ORDER BY "MaDichVu" LIMIT 1`);
      const group = await one<{ _id: string }>(`SELECT _id FROM "DM_DoiTuong" WHERE "MaDoiTuong" = 'BaoHiemYTe' LIMIT 1`);
      const room = await one<{ _id: string }>(`SELECT _id FROM his_nodes WHERE code = 'PK03'`);
      const variables = { idDichVu: service._id, idDoiTuong: group._id, idPhongBan: room._id };
      const watched = (await data(admin, 'query ($idDichVu: ID!, $idDoiTuong: ID!, $idPhongBan: ID!) { watchedPrice(idDichVu: $idDichVu, idDoiTuong: $idDoiTuong, idPhongBan: $idPhongBan) }', variables)).watchedPrice;
      const own = (await data(admin, 'query ($idDichVu: ID!, $idDoiTuong: ID!, $idPhongBan: ID) { getDonGiaDichVu(idDichVu: $idDichVu, idDoiTuong: $idDoiTuong, idPhongBan: $idPhongBan) { DonGia } }', variables)).getDonGiaDichVu;
      expect(watched).toBe(service.price);
      expect(watched).toBe(own.DonGia);
    });
  });
});
