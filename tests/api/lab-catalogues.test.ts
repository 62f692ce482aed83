// The public-health laboratory's catalogues on a server running the CDC variant's plugins with demo data: a file of
// test indicators refused whole for one bad row, then taken; a standard-test set listing its indicators; standard
// notes keyed by the standard as cited. On PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, startHisServer, type DatabaseOptions, type HisServer } from '@his/server';
import { variantById } from '@his/variants';
import { loadServerPlugins } from '../../cli/src/server-plugins';
import { BACKENDS, type Backend } from '../support/backends';
import { createDatabase, startPostgres, type PostgresServer } from '../support/postgres';
import { login, type Caller, mainService } from '../support/server';

const INDICATOR = '_id MaChiTieu TenChiTieu TieuChuan GioiHanChoPhep DonViTinh ChiPhiXetNghiem NhomLabo_Id NhomLabo { MaNhomLabo } Labo_Id ThietBi_Ids ChuNghieng';
const IMPORT_INDICATORS = `mutation ($rows: [JSON!]!, $dryRun: Boolean) {
  importChiTieuXetNghiem(rows: $rows, dryRun: $dryRun) { total saved errors { row field messageKey message } } }`;
const SEARCH_INDICATORS = `query ($searchString: String) { searchChiTieuXetNghiem(searchString: $searchString, limit: 50) { ${INDICATOR} } }`;
const INDICATORS = `query { getChiTieuXetNghiem(limit: 500) { items { _id MaChiTieu } } }`;
const CREATE_INDICATOR = `mutation ($input: ChiTieuXetNghiemInput!) { createChiTieuXetNghiem(input: $input) { ${INDICATOR} } }`;
const TEST_SETS = 'query { getDM_ChiTieuChuan(limit: 100) { items { _id MaChiTieuChuan TenChiTieuChuan ChiTieuXetNghiem_Ids } } }';
const CREATE_TEST_SET = 'mutation ($input: DM_ChiTieuChuanInput!) { createDM_ChiTieuChuan(input: $input) { _id ChiTieuXetNghiem_Ids } }';
const NOTES = 'query { getDM_GhiChuTieuChuan(limit: 100) { items { TieuChuan GhiChu } } }';
const CREATE_NOTE = 'mutation ($input: DM_GhiChuTieuChuanInput!) { createDM_GhiChuTieuChuan(input: $input) { _id TieuChuan GhiChu } }';

let postgres: Promise<PostgresServer> | undefined;
afterAll(async () => (await postgres?.catch(() => undefined))?.stop());

const cdc = variantById('cdc');

async function startServer(backend: Backend): Promise<HisServer> {
  let database: DatabaseOptions = {};
  if (backend === 'PostgreSQL') {
    postgres ??= startPostgres();
    database = { url: await createDatabase(await postgres, 'his_lab_catalogues') };
  }
  return startHisServer({ variant: cdc, plugins: await loadServerPlugins(cdc), database, demo: true, adminPassword: DEMO_ADMIN.password });
}

describe.each(BACKENDS)('the laboratory\'s catalogues on %s', (backend) => {
  let server: HisServer;
  let admin: Caller;
  let node: Record<string, string>;

  beforeAll(async () => {
    server = await startServer(backend);
    admin = { token: (await login(server, DEMO_ADMIN.username, DEMO_ADMIN.password)).token };
    const nodes = await server.runtime.database.query<{ _id: string; code: string }>('SELECT _id, code FROM his_nodes');
    node = Object.fromEntries(nodes.map((row) => [row.code, row._id]));
  });
  afterAll(async () => {
    await server?.close();
  });

  const { data, refusal } = mainService(() => server);

  async function indicatorCodes(searchString: string): Promise<string[]> {
    return (await data(admin, SEARCH_INDICATORS, { searchString })).searchChiTieuXetNghiem.map((row: { MaChiTieu: string }) => row.MaChiTieu).sort();
  }

  describe('When the laboratory imports a list of food indicators', () => {
    const rows = [
      { MaChiTieu: 'TP-PB', TenChiTieu: 'Chì (Pb)', NenMau: 'Thực phẩm', DonViTinh: 'mg/kg', ChiPhiXetNghiem: 150000, NhomLabo_Id: 'KL', ThietBi_Ids: ['TB-AAS-01'] },
      { MaChiTieu: 'TP-CD', NenMau: 'Thực phẩm', DonViTinh: 'mg/kg', ChiPhiXetNghiem: 150000, NhomLabo_Id: 'KL' },
      { MaChiTieu: 'TP-SALMONELLA', TenChiTieu: 'Salmonella', NenMau: 'Thực phẩm', NhomLabo_Id: 'VS', ChuNghieng: true },
    ];

    it('Then one bad row is reported as \'Hàng n trong file: …\' and nothing is saved', async () => {
      const result = (await data(admin, IMPORT_INDICATORS, { rows })).importChiTieuXetNghiem;
      expect(result.saved).toBe(0);
      expect(result.errors.map((error: { message: string }) => error.message)).toEqual(['Hàng 3 trong file: Tên chỉ tiêu: Không được để trống!']);
      expect(await indicatorCodes('TP-')).toEqual([]);
    });

    it('Then the corrected file is saved, lab groups and equipment found by their codes', async () => {
      const corrected = rows.map((row) => (row.MaChiTieu === 'TP-CD' ? { ...row, TenChiTieu: 'Cadimi (Cd)' } : row));
      const result = (await data(admin, IMPORT_INDICATORS, { rows: corrected })).importChiTieuXetNghiem;
      expect(result).toMatchObject({ total: 3, saved: 3, errors: [] });
      const [lead] = (await data(admin, SEARCH_INDICATORS, { searchString: 'TP-PB' })).searchChiTieuXetNghiem;
      expect(lead).toMatchObject({ TenChiTieu: 'Chì (Pb)', ChiPhiXetNghiem: 150000, NhomLabo: { MaNhomLabo: 'KL' } });
      expect(lead.ThietBi_Ids).toHaveLength(1);
      expect(await indicatorCodes('TP-')).toEqual(['TP-CD', 'TP-PB', 'TP-SALMONELLA']);
    });

    it('Then an indicator is found by its standard and kept with the laboratory that tests it', async () => {
      expect(await indicatorCodes('QCVN 01')).toEqual(expect.arrayContaining(['NS-PH', 'NS-COLIFORM']));
      // The standard as cited, dashes, colons and slashes included, and as typed in a hurry.
      const cited = await indicatorCodes('QCVN 01-1:2018/BYT');
      expect(cited).toEqual(expect.arrayContaining(['NS-PH', 'NS-COLIFORM']));
      expect(await indicatorCodes('qcvn 01-1')).toEqual(cited);
      expect(await indicatorCodes('TCVN 6492')).toEqual(['NS-PH']);
      const created = (await data(admin, CREATE_INDICATOR, {
        input: { MaChiTieu: 'NS-NA', TenChiTieu: 'Natri (Na)', NenMau: 'Nước sạch', TieuChuan: 'QCVN 01-1:2018/BYT', GioiHanChoPhep: '200', DonViTinh: 'mg/L', Labo_Id: node.KXN },
      })).createChiTieuXetNghiem;
      expect(created).toMatchObject({ MaChiTieu: 'NS-NA', Labo_Id: node.KXN, ChuNghieng: false });
    });
  });

  describe('When the laboratory reads its standard-test sets', () => {
    it('Then the group A set of QCVN 01-1:2018/BYT lists its eight indicators', async () => {
      const codeOf = new Map<string, string>((await data(admin, INDICATORS)).getChiTieuXetNghiem.items.map((row: { _id: string; MaChiTieu: string }) => [row._id, row.MaChiTieu]));
      const set = (await data(admin, TEST_SETS)).getDM_ChiTieuChuan.items.find((row: { MaChiTieuChuan: string }) => row.MaChiTieuChuan === 'NS-QCVN01-1-A');
      expect(set.TenChiTieuChuan).toBe('Nước sạch sinh hoạt theo QCVN 01-1:2018/BYT (nhóm A)');
      expect(set.ChiTieuXetNghiem_Ids.map((id: string) => codeOf.get(id)).sort()).toEqual(['NS-AS', 'NS-CLODU', 'NS-COLIFORM', 'NS-DODUC', 'NS-ECOLI', 'NS-MAU', 'NS-MUIVI', 'NS-PH']);
    });

    it('Then a new set keeps the indicators chosen, and a set without any is refused', async () => {
      const codes = (await data(admin, SEARCH_INDICATORS, { searchString: 'TP-' })).searchChiTieuXetNghiem;
      const ids = codes.map((row: { _id: string }) => row._id);
      const created = (await data(admin, CREATE_TEST_SET, { input: { MaChiTieuChuan: 'TP-KL', TenChiTieuChuan: 'Kim loại nặng trong thực phẩm', ChiTieuXetNghiem_Ids: ids } })).createDM_ChiTieuChuan;
      expect([...created.ChiTieuXetNghiem_Ids].sort()).toEqual([...ids].sort());
      const empty = await refusal(admin, CREATE_TEST_SET, { input: { MaChiTieuChuan: 'TP-RONG', TenChiTieuChuan: 'Bộ rỗng', ChiTieuXetNghiem_Ids: [] } });
      expect(empty.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'ChiTieuXetNghiem_Ids' });
    });
  });

  describe('When the laboratory keeps the notes of its standards', () => {
    it('Then a standard is the code as cited, slashes, colons and all', async () => {
      const notes = (await data(admin, NOTES)).getDM_GhiChuTieuChuan.items;
      expect(notes.map((row: { TieuChuan: string }) => row.TieuChuan)).toContain('QCVN 01-1:2018/BYT');
      const created = (await data(admin, CREATE_NOTE, { input: { TieuChuan: 'QCVN 6-1:2010/BYT', GhiChu: 'Quy chuẩn kỹ thuật quốc gia đối với nước khoáng thiên nhiên và nước uống đóng chai.' } })).createDM_GhiChuTieuChuan;
      expect(created.TieuChuan).toBe('QCVN 6-1:2010/BYT');
      const again = await refusal(admin, CREATE_NOTE, { input: { TieuChuan: 'QCVN 01-1:2018/BYT', GhiChu: 'Lần hai' } });
      expect(again.message).toBe('Tiêu chuẩn: Mã QCVN 01-1:2018/BYT đã tồn tại');
    });

    it('Then a standard with a leading space or a sign standards do not use is refused under its field', async () => {
      const leading = await refusal(admin, CREATE_NOTE, { input: { TieuChuan: ' QCVN 01-1:2018/BYT', GhiChu: 'Có dấu cách đầu' } });
      expect(leading.message).toBe('Tiêu chuẩn: Không được có dấu cách đầu dòng');
      expect(leading.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'validation.leadingSpace', field: 'TieuChuan' });
      const sign = await refusal(admin, CREATE_NOTE, { input: { TieuChuan: 'QCVN 01-1:2018/BYT; TCVN', GhiChu: 'Hai tiêu chuẩn' } });
      expect(sign.extensions).toMatchObject({ messageKey: 'catalogues.standardFormat', field: 'TieuChuan' });
    });
  });
});
