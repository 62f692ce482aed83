// The catalogue engine through the API, on a sample plugin declaring service groups, services that refer to them,
// and a per-facility advice catalogue: what an administrator, a doctor and an import file meet, on PGlite and on
// PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, startHisServer, type DatabaseOptions, type HisServer } from '@his/server';
import { variantById } from '@his/variants';
import { defineCatalogue, email, field, phone } from '@his/sdk';
import { catalogueServerParts, defineServerPlugin, type RealtimeEvent } from '@his/sdk/server';
import { BACKENDS, type Backend } from '../support/backends';
import { createDatabase, startPostgres, type PostgresServer } from '../support/postgres';
import { gql, login, type Caller, mainService } from '../support/server';

const label = (vi: string, en: string) => ({ vi, en });

const nhomDichVu = defineCatalogue({
  name: 'DM_NhomDichVu',
  title: label('Nhóm dịch vụ', 'Service group'),
  codeField: 'MaNhomDichVu',
  nameField: 'TenNhomDichVu',
  fields: {
    MaNhomDichVu: field.text({ label: label('Mã nhóm dịch vụ', 'Service group code'), required: true, maxLength: 20 }),
    TenNhomDichVu: field.text({ label: label('Tên nhóm dịch vụ', 'Service group name'), required: true, maxLength: 200 }),
    LoaiDichVu: field.enum(['KhamBenh', 'XetNghiem', 'SieuAm', 'ChanDoanHinhAnh'], { label: label('Loại dịch vụ', 'Service type'), required: true }),
  },
});

const dichVu = defineCatalogue({
  name: 'DM_DichVu',
  title: label('Dịch vụ', 'Service'),
  codeField: 'MaDichVu',
  nameField: 'TenDichVu',
  fields: {
    MaDichVu: field.text({ label: label('Mã dịch vụ', 'Service code'), required: true, maxLength: 20 }),
    TenDichVu: field.text({ label: label('Tên dịch vụ', 'Service name'), required: true, maxLength: 300 }),
    TenTiengAnh: field.text({ label: label('Tên tiếng Anh', 'English name') }),
    NhomDichVu_Id: field.ref('DM_NhomDichVu', { label: label('Nhóm dịch vụ', 'Service group'), required: true }),
    DichVuKemTheo_Ids: field.refs('DM_DichVu', { label: label('Dịch vụ kèm theo', 'Attached services') }),
    GiaGoc: field.money({ label: label('Giá gốc', 'Base price') }),
    SoLanToiDa: field.integer({ label: label('Số lần tối đa', 'Most times'), min: 0 }),
    DienThoaiLienHe: field.text({ label: label('Điện thoại liên hệ', 'Contact phone'), rules: [phone] }),
    EmailLienHe: field.text({ label: label('Email liên hệ', 'Contact email'), rules: [email] }),
    NgayApDung: field.date({ label: label('Ngày áp dụng', 'Effective date') }),
    KhongTraKetQua: field.boolean({ label: label('Không trả kết quả', 'No result returned') }),
  },
  search: ['MaDichVu', 'TenDichVu', 'TenTiengAnh'],
  operations: { byCode: 'getDichVuByCode' },
});

// Kept per facility, and written by doctors: the per-catalogue permission replaces the plugin's.
const loiDan = defineCatalogue({
  name: 'DM_LoiDan',
  title: label('Lời dặn', 'Advice'),
  codeField: 'MaLoiDan',
  nameField: 'TenLoiDan',
  scope: 'node',
  fields: {
    MaLoiDan: field.text({ label: label('Mã lời dặn', 'Advice code'), required: true }),
    TenLoiDan: field.text({ label: label('Tên lời dặn', 'Advice name'), required: true }),
  },
  permissions: { write: 'examination.write' },
});

const parts = catalogueServerParts('catalogue-test', [nhomDichVu, dichVu, loiDan], {
  usages: [{ catalogue: 'DM_DichVu', table: 'PhieuThuNghiem', column: 'DichVu_Id', label: label('Phiếu chỉ định thử nghiệm', 'Trial order') }],
});

const samplePlugin = defineServerPlugin({
  id: 'catalogue-test',
  ...parts,
  migrations: [...parts.migrations, { id: 'phieu-thu-nghiem', sql: 'CREATE TABLE "PhieuThuNghiem" (_id text PRIMARY KEY, "DichVu_Id" text)' }],
  // The demo doctor writes the advice catalogue at both sites, as an examination plugin would let them.
  demoProfiles: { doctor: { permissions: ['examination.write'] } },
});

const GROUP = '_id MaNhomDichVu TenNhomDichVu LoaiDichVu TenKhongDau TamNgung createdBy createdAt updatedBy updatedAt';
const SERVICE = '_id MaDichVu TenDichVu TenTiengAnh NhomDichVu_Id DichVuKemTheo_Ids GiaGoc SoLanToiDa DienThoaiLienHe EmailLienHe NgayApDung KhongTraKetQua TenKhongDau TamNgung';

const CREATE_GROUP = `mutation ($input: DM_NhomDichVuInput!) { createDM_NhomDichVu(input: $input) { ${GROUP} } }`;
const UPDATE_GROUP = `mutation ($id: ID!, $input: DM_NhomDichVuInput!) { updateDM_NhomDichVu(id: $id, input: $input) { ${GROUP} } }`;
const LIST_GROUPS = `query ($hasTamNgung: Boolean, $searchString: String, $page: Int, $limit: Int) {
  getDM_NhomDichVu(hasTamNgung: $hasTamNgung, searchString: $searchString, page: $page, limit: $limit) { total items { ${GROUP} } } }`;
const REMOVE_GROUPS = 'mutation ($ids: [ID!]!) { removeDM_NhomDichVu(ids: $ids) }';
const CREATE_SERVICE = `mutation ($input: DM_DichVuInput!) { createDM_DichVu(input: $input) { ${SERVICE} } }`;
const UPDATE_SERVICE = `mutation ($id: ID!, $input: DM_DichVuInput!) { updateDM_DichVu(id: $id, input: $input) { ${SERVICE} } }`;
const SERVICE_BY_ID = `query ($id: ID!) { getDM_DichVuById(id: $id) { ${SERVICE} } }`;
const SERVICE_BY_CODE = `query ($code: String!) { getDichVuByCode(code: $code) { _id MaDichVu } }`;
const SEARCH_SERVICES = `query ($searchString: String, $keyword: String, $limit: Int, $idDefault: ID) {
  searchDM_DichVu(searchString: $searchString, keyword: $keyword, limit: $limit, idDefault: $idDefault) { _id MaDichVu TenDichVu TamNgung } }`;
const LIST_SERVICES = `query ($hasTamNgung: Boolean, $searchString: String) { getDM_DichVu(hasTamNgung: $hasTamNgung, searchString: $searchString, limit: 500) { total items { _id MaDichVu } } }`;
const REMOVE_SERVICES = 'mutation ($ids: [ID!]!) { removeDM_DichVu(ids: $ids) }';
const IMPORT_SERVICES = `mutation ($rows: [JSON!]!, $dryRun: Boolean) {
  importDM_DichVu(rows: $rows, dryRun: $dryRun) { total saved errors { row field messageKey params message } } }`;
const CREATE_ADVICE = 'mutation ($input: DM_LoiDanInput!) { createDM_LoiDan(input: $input) { _id node_Id MaLoiDan } }';
const LIST_ADVICE = 'query { getDM_LoiDan { total items { MaLoiDan TenLoiDan node_Id } } }';

let postgres: Promise<PostgresServer> | undefined;
afterAll(async () => (await postgres?.catch(() => undefined))?.stop());

// The test server of tests/support starts the variant without plugins; this one adds the sample plugin.
async function startServer(backend: Backend): Promise<HisServer> {
  let database: DatabaseOptions = {};
  if (backend === 'PostgreSQL') {
    postgres ??= startPostgres();
    database = { url: await createDatabase(await postgres, 'his_catalogue_engine') };
  }
  return startHisServer({ variant: variantById('hospital'), plugins: [samplePlugin], database, demo: true, adminPassword: DEMO_ADMIN.password });
}

describe.each(BACKENDS)('the catalogue engine on %s', (backend) => {
  let server: HisServer;
  let admin: Caller;
  let adminId: string;
  let doctor: Caller;
  let nodeIds: Record<string, string>;
  const events: RealtimeEvent[] = [];
  let stopListening: (() => void) | undefined;

  beforeAll(async () => {
    server = await startServer(backend);
    const signedIn = await login(server, DEMO_ADMIN.username, DEMO_ADMIN.password);
    admin = { token: signedIn.token };
    adminId = signedIn.userId;
    doctor = { token: (await login(server, 'bacsi', 'Bacsi@123')).token };
    const nodes = await server.runtime.database.query<{ _id: string; code: string }>('SELECT _id, code FROM his_nodes');
    nodeIds = Object.fromEntries(nodes.map((node) => [node.code, node._id]));
    stopListening = server.runtime.bus.subscribe((event) => events.push(event));
  });
  afterAll(async () => {
    stopListening?.();
    await server?.close();
  });

  const { data, refusal } = mainService(() => server);

  // On PostgreSQL, events travel through LISTEN/NOTIFY and arrive a moment after the reply.
  async function eventMatching(predicate: (event: RealtimeEvent) => boolean): Promise<RealtimeEvent> {
    for (let waited = 0; waited < 5_000; waited += 25) {
      const found = events.find(predicate);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('no such event');
  }

  async function auditEntries(entity: string, entityId: string) {
    return server.runtime.database.query<{ action: string; before: any; after: any; user_Id: string }>(
      'SELECT action, before, after, "user_Id" FROM his_audit_log WHERE entity = $1 AND "entity_Id" = $2 ORDER BY _id', [entity, entityId]);
  }

  async function createGroup(code: string, name: string, extra: Record<string, unknown> = {}) {
    return (await data(admin, CREATE_GROUP, { input: { MaNhomDichVu: code, TenNhomDichVu: name, LoaiDichVu: 'KhamBenh', ...extra } })).createDM_NhomDichVu;
  }

  async function createService(code: string, name: string, groupId: string, extra: Record<string, unknown> = {}) {
    return (await data(admin, CREATE_SERVICE, { input: { MaDichVu: code, TenDichVu: name, NhomDichVu_Id: groupId, ...extra } })).createDM_DichVu;
  }

  async function searchCodes(variables: Record<string, unknown>): Promise<string[]> {
    return (await data(admin, SEARCH_SERVICES, variables)).searchDM_DichVu.map((row: { MaDichVu: string }) => row.MaDichVu);
  }

  describe('When the administrator adds a service group and a service in it', () => {
    let group: any;
    let service: any;

    beforeAll(async () => {
      group = await createGroup('KB', 'Khám bệnh');
      service = await createService('DV001', 'Khám Nội tổng quát', group._id, {
        GiaGoc: 150_000, NgayApDung: Date.UTC(2025, 0, 1, -7), DienThoaiLienHe: '0912345678', DichVuKemTheo_Ids: [],
      });
    });

    it('Then the rows come back with the unaccented name derived by the server and who created them', () => {
      expect(group).toMatchObject({ MaNhomDichVu: 'KB', TenKhongDau: 'kham benh', TamNgung: false, createdBy: adminId, updatedBy: adminId });
      expect(group.createdAt).toBeGreaterThan(Date.now() - 60_000);
      expect(service).toMatchObject({
        MaDichVu: 'DV001', TenKhongDau: 'kham noi tong quat', NhomDichVu_Id: group._id, GiaGoc: 150_000, NgayApDung: Date.UTC(2025, 0, 1, -7),
        KhongTraKetQua: false, DichVuKemTheo_Ids: [], SoLanToiDa: null, TamNgung: false,
      });
    });

    it('Then the service reads back by id and by the code operation its descriptor names', async () => {
      expect((await data(admin, SERVICE_BY_ID, { id: service._id })).getDM_DichVuById).toEqual(service);
      expect((await data(admin, SERVICE_BY_CODE, { code: 'DV001' })).getDichVuByCode).toEqual({ _id: service._id, MaDichVu: 'DV001' });
      expect((await data(admin, SERVICE_BY_ID, { id: 'no-such-id' })).getDM_DichVuById).toBeNull();
    });

    it('Then each creation is in the audit log with the row saved, and announced to every facility after commit', async () => {
      const [entry] = await auditEntries('DM_DichVu', service._id);
      expect(entry).toMatchObject({ action: 'CREATE', before: null, user_Id: adminId, after: { MaDichVu: 'DV001', TenDichVu: 'Khám Nội tổng quát' } });
      const event = await eventMatching((candidate) => candidate.module === 'DM_DichVu' && candidate.process === 'create');
      expect(event.data).toEqual({ ids: [service._id] });
      expect(event.idNodes).toEqual(expect.arrayContaining([nodeIds.CS01, nodeIds.CS02]));
    });

    it('Then an update changes only the fields given, derives the name again, and records before and after', async () => {
      const updated = (await data(admin, UPDATE_SERVICE, { id: service._id, input: { TenDichVu: 'Khám Nội tổng quát (BS chuyên khoa)', GiaGoc: 200_000 } })).updateDM_DichVu;
      expect(updated).toMatchObject({ TenKhongDau: 'kham noi tong quat (bs chuyen khoa)', GiaGoc: 200_000, DienThoaiLienHe: '0912345678', NgayApDung: Date.UTC(2025, 0, 1, -7) });
      const [, entry] = await auditEntries('DM_DichVu', service._id);
      expect(entry).toMatchObject({ action: 'UPDATE', before: { GiaGoc: 150_000 }, after: { GiaGoc: 200_000 } });
      await eventMatching((candidate) => candidate.module === 'DM_DichVu' && candidate.process === 'update' && (candidate.data as { ids: string[] }).ids[0] === service._id);
    });

    it('Then a second service with the same code is refused with the code named, in Vietnamese and in English', async () => {
      const input = { MaDichVu: 'DV001', TenDichVu: 'Trùng mã', NhomDichVu_Id: group._id };
      const vi = await refusal(admin, CREATE_SERVICE, { input });
      expect(vi.message).toBe('Mã dịch vụ: Mã DV001 đã tồn tại');
      expect(vi.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'validation.duplicateCode', field: 'MaDichVu', params: { code: 'DV001' } });
      expect((await refusal({ ...admin, lang: 'en' }, CREATE_SERVICE, { input })).message).toBe('Service code: The code DV001 already exists');
      // A rename onto an existing code is a duplicate too.
      const other = await createService('DV002', 'Khám Ngoại', group._id);
      expect((await refusal(admin, UPDATE_SERVICE, { id: other._id, input: { MaDichVu: 'DV001' } })).extensions?.messageKey).toBe('validation.duplicateCode');
    });
  });

  describe('When several people save the same new code at the same moment', () => {
    it('Then one row is saved and everyone else is told the code exists', async () => {
      const attempts = await Promise.all(Array.from({ length: 5 }, (_, attempt) =>
        gql(server, '/graphqlhis', CREATE_GROUP, { input: { MaNhomDichVu: 'DONG-THOI', TenNhomDichVu: `Lần ${attempt}`, LoaiDichVu: 'KhamBenh' } }, admin)));
      expect(attempts.filter((attempt) => !attempt.errors)).toHaveLength(1);
      expect(attempts.flatMap((attempt) => attempt.errors ?? []).map((error) => error.message)).toEqual(Array(4).fill('Mã nhóm dịch vụ: Mã DONG-THOI đã tồn tại'));
      expect((await data(admin, LIST_GROUPS, { searchString: 'DONG-THOI' })).getDM_NhomDichVu.total).toBe(1);
    });
  });

  describe('When the administrator pages through the list', () => {
    beforeAll(async () => {
      for (const number of [3, 1, 5, 2, 4]) await createGroup(`PT0${number}`, `Phân trang ${number}`);
    });

    it('Then rows come by code, a page at a time, with the total of all pages on each', async () => {
      const pages = await Promise.all([1, 2, 3].map(async (page) => (await data(admin, LIST_GROUPS, { searchString: 'phan trang', page, limit: 2 })).getDM_NhomDichVu));
      expect(pages.map((page) => page.total)).toEqual([5, 5, 5]);
      expect(pages.map((page) => page.items.map((row: { MaNhomDichVu: string }) => row.MaNhomDichVu))).toEqual([['PT01', 'PT02'], ['PT03', 'PT04'], ['PT05']]);
    });

    it('Then a limit beyond the maximum, or a page before the first, is refused naming the argument', async () => {
      expect((await refusal(admin, LIST_GROUPS, { limit: 501 })).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'limit', params: { min: 1, max: 500 } });
      expect((await refusal(admin, LIST_GROUPS, { page: 0 })).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'page' });
      expect((await refusal(admin, SEARCH_SERVICES, { limit: 101 })).message).toBe('Số dòng: Số dòng phải từ 1 đến 100');
    });
  });

  describe('When someone looks for a service in a picker', () => {
    let suspended: any;
    const ids = {} as Record<'TV01' | 'XN01' | 'SA01' | 'SA02' | 'KSA01' | 'SA03', string>;

    beforeAll(async () => {
      const groupId = (await createGroup('TK', 'Tìm kiếm'))._id;
      const services: [string, string, Record<string, unknown>?][] = [
        ['TV01', 'Tư vấn bác sĩ Nguyễn Văn Bình'],
        ['XN01', 'Xet nghiem benh pham'],
        ['SA01', 'Siêu âm ổ bụng'],
        ['SA02', 'Siêu âm tim', { TenTiengAnh: 'Cardiac ultrasound' }],
        ['KSA01', 'Khám sa sút trí tuệ'],
        ['SA03', 'Siêu âm tuyến giáp'],
      ];
      for (const [code, name, extra] of services) ids[code as keyof typeof ids] = (await createService(code, name, groupId, extra))._id;
      suspended = (await data(admin, UPDATE_SERVICE, { id: ids.SA03, input: { TamNgung: true } })).updateDM_DichVu;
    });

    it('Then "nguyen" finds "Nguyễn Văn", and the name typed with its accents, in any case, finds it too', async () => {
      expect(await searchCodes({ searchString: 'nguyen' })).toEqual(['TV01']);
      expect(await searchCodes({ searchString: 'NGUYỄN văn' })).toEqual(['TV01']);
      expect(await searchCodes({ keyword: 'bac si nguyen van binh' })).toEqual(['TV01']);
    });

    it('Then "bệnh" finds a name that was typed without accents', async () => {
      expect(await searchCodes({ searchString: 'bệnh' })).toEqual(['XN01']);
      expect(await searchCodes({ searchString: 'Xét nghiệm bệnh phẩm' })).toEqual(['XN01']);
    });

    it('Then codes starting with the text come before names and codes that merely contain it', async () => {
      const found = await searchCodes({ searchString: 'sa' });
      expect(found.slice(0, 2).toSorted()).toEqual(['SA01', 'SA02']);
      expect(found[2]).toBe('KSA01');
      expect(found).toHaveLength(3);
    });

    it('Then the other text fields the descriptor searches are searched too', async () => {
      expect(await searchCodes({ searchString: 'cardiac' })).toEqual(['SA02']);
    });

    it('Then a suspended service leaves the picker and the list, yet stays readable by id and listed with hasTamNgung', async () => {
      expect(suspended.TamNgung).toBe(true);
      expect(await searchCodes({ searchString: 'tuyen giap' })).toEqual([]);
      expect((await data(admin, LIST_SERVICES, { searchString: 'tuyen giap' })).getDM_DichVu).toEqual({ total: 0, items: [] });
      expect((await data(admin, LIST_SERVICES, { searchString: 'tuyen giap', hasTamNgung: true })).getDM_DichVu.items).toEqual([{ _id: ids.SA03, MaDichVu: 'SA03' }]);
      expect((await data(admin, SERVICE_BY_ID, { id: ids.SA03 })).getDM_DichVuById.TamNgung).toBe(true);
    });

    it('Then the value a form already holds (idDefault) is always offered, even suspended or beyond the limit, and only once', async () => {
      expect(await searchCodes({ searchString: 'sieu am', limit: 1, idDefault: ids.SA03 })).toEqual(['SA03', expect.stringMatching(/^SA0[12]$/)]);
      expect(await searchCodes({ searchString: 'sieu am', limit: 1, idDefault: ids.TV01 })).toEqual(['TV01', expect.stringMatching(/^SA0[12]$/)]);
      expect(await searchCodes({ searchString: 'nguyen', idDefault: ids.TV01 })).toEqual(['TV01']);
    });
  });

  describe('When the administrator removes rows', () => {
    const ids = {} as Record<'XOA' | 'TRONG' | 'XOA01' | 'XOA02' | 'XOA03' | 'XOA04' | 'XOA05', string>;

    beforeAll(async () => {
      ids.XOA = (await createGroup('XOA', 'Nhóm để xoá'))._id;
      ids.TRONG = (await createGroup('XOA-TRONG', 'Nhóm trống'))._id;
      ids.XOA01 = (await createService('XOA01', 'Dịch vụ được kèm theo', ids.XOA))._id;
      ids.XOA02 = (await createService('XOA02', 'Dịch vụ có kèm theo', ids.XOA, { DichVuKemTheo_Ids: [ids.XOA01] }))._id;
      ids.XOA03 = (await createService('XOA03', 'Dịch vụ đã chỉ định', ids.XOA))._id;
      ids.XOA05 = (await createService('XOA05', 'Dịch vụ con', ids.XOA))._id;
      ids.XOA04 = (await createService('XOA04', 'Dịch vụ cha', ids.XOA, { DichVuKemTheo_Ids: [ids.XOA05] }))._id;
      await server.runtime.database.query('INSERT INTO "PhieuThuNghiem" (_id, "DichVu_Id") VALUES ($1, $2)', ['phieu-1', ids.XOA03]);
    });

    it('Then a group that services use is refused, naming its code and where it is used, in either language', async () => {
      const vi = await refusal(admin, REMOVE_GROUPS, { ids: [ids.XOA] });
      expect(vi.message).toBe('Không thể xoá XOA: đang được dùng trong Dịch vụ (Nhóm dịch vụ)');
      expect(vi.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'catalogue.inUse', params: { code: 'XOA', usage: 'Dịch vụ (Nhóm dịch vụ)' } });
      expect((await refusal({ ...admin, lang: 'en' }, REMOVE_GROUPS, { ids: [ids.XOA] })).message).toBe('Cannot remove XOA: it is used in Service (Service group)');
    });

    it('Then a service attached to another, or named by a table the plugin registered, is refused too', async () => {
      expect((await refusal(admin, REMOVE_SERVICES, { ids: [ids.XOA01] })).message).toBe('Không thể xoá XOA01: đang được dùng trong Dịch vụ (Dịch vụ kèm theo)');
      expect((await refusal(admin, REMOVE_SERVICES, { ids: [ids.XOA03] })).message).toBe('Không thể xoá XOA03: đang được dùng trong Phiếu chỉ định thử nghiệm');
    });

    it('Then a batch holding one used row removes nothing', async () => {
      await refusal(admin, REMOVE_SERVICES, { ids: [ids.XOA02, ids.XOA03] });
      expect((await data(admin, SERVICE_BY_ID, { id: ids.XOA02 })).getDM_DichVuById.MaDichVu).toBe('XOA02');
    });

    it('Then unused rows go, each with an audit entry holding the row, and one event', async () => {
      expect((await data(admin, REMOVE_SERVICES, { ids: [ids.XOA02] })).removeDM_DichVu).toEqual([ids.XOA02]);
      // XOA01 was used only by XOA02.
      expect((await data(admin, REMOVE_SERVICES, { ids: [ids.XOA01, 'already-gone'] })).removeDM_DichVu).toEqual([ids.XOA01]);
      expect((await data(admin, REMOVE_GROUPS, { ids: [ids.TRONG] })).removeDM_NhomDichVu).toEqual([ids.TRONG]);
      expect((await data(admin, SERVICE_BY_ID, { id: ids.XOA02 })).getDM_DichVuById).toBeNull();
      expect(await auditEntries('DM_DichVu', ids.XOA02)).toContainEqual(expect.objectContaining({ action: 'DELETE', before: expect.objectContaining({ MaDichVu: 'XOA02' }), after: null }));
      const event = await eventMatching((candidate) => candidate.module === 'DM_DichVu' && candidate.process === 'remove');
      expect(event.data).toEqual({ ids: [ids.XOA02] });
    });

    it('Then a service and the one attached to it can go together', async () => {
      expect((await data(admin, REMOVE_SERVICES, { ids: [ids.XOA04, ids.XOA05] })).removeDM_DichVu.toSorted()).toEqual([ids.XOA04, ids.XOA05].toSorted());
    });
  });

  describe('When the administrator saves a service with a mistake', () => {
    const ids = {} as Record<'group' | 'paused' | 'kept', string>;

    beforeAll(async () => {
      ids.group = (await createGroup('VL', 'Kiểm tra'))._id;
      ids.paused = (await createGroup('NGUNG', 'Nhóm ngừng'))._id;
      ids.kept = (await createService('VL00', 'Dịch vụ giữ nhóm', ids.paused))._id;
      await data(admin, UPDATE_GROUP, { id: ids.paused, input: { TamNgung: true } });
    });

    const mistakes: [caseName: string, input: Record<string, unknown>, field: string, message: string][] = [
      ['no name', { TenDichVu: null }, 'TenDichVu', 'Tên dịch vụ: Không được để trống!'],
      ['a name of spaces only', { TenDichVu: '   ' }, 'TenDichVu', 'Tên dịch vụ: Không được để trống!'],
      ['a code with a slash', { MaDichVu: 'VL/01' }, 'MaDichVu', 'Mã dịch vụ: Mã chỉ gồm chữ, số, dấu cách và dấu gạch ngang'],
      ['a code longer than twenty characters', { MaDichVu: 'VL0123456789012345678' }, 'MaDichVu', 'Mã dịch vụ: Không được nhập quá 20 ký tự'],
      ['a negative price', { GiaGoc: -1000 }, 'GiaGoc', 'Giá gốc: Không được nhập số âm'],
      ['a price in fractions of a đồng', { GiaGoc: 1000.5 }, 'GiaGoc', 'Giá gốc: Phải là số nguyên'],
      ['a negative count', { SoLanToiDa: -1 }, 'SoLanToiDa', 'Số lần tối đa: Không được nhập số âm'],
      ['a mobile number of nine digits', { DienThoaiLienHe: '091234567' }, 'DienThoaiLienHe', 'Điện thoại liên hệ: Số điện thoại không hợp lệ'],
      ['an email without a domain', { EmailLienHe: 'ketoan@' }, 'EmailLienHe', 'Email liên hệ: Vui lòng nhập chính xác email'],
      ['a group that does not exist', { NhomDichVu_Id: 'khong-co' }, 'NhomDichVu_Id', 'Nhóm dịch vụ: Không tìm thấy mục đã chọn'],
      ['an attached service that does not exist', { DichVuKemTheo_Ids: ['khong-co'] }, 'DichVuKemTheo_Ids', 'Dịch vụ kèm theo: Không tìm thấy mục đã chọn'],
    ];

    it.each(mistakes)('Then %s is refused, naming the field', async (_caseName, input, fieldName, message) => {
      const error = await refusal(admin, CREATE_SERVICE, { input: { MaDichVu: 'VL01', TenDichVu: 'Dịch vụ kiểm tra', NhomDichVu_Id: ids.group, ...input } });
      expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: fieldName });
      expect(error.message).toBe(message);
    });

    it('Then a suspended group cannot be chosen for a new service, nor moved to, but a service keeps the one it had', async () => {
      expect((await refusal(admin, CREATE_SERVICE, { input: { MaDichVu: 'VL02', TenDichVu: 'Mới', NhomDichVu_Id: ids.paused } })).message).toBe('Nhóm dịch vụ: NGUNG đang tạm ngừng');
      const moving = await createService('VL03', 'Chuyển nhóm', ids.group);
      expect((await refusal(admin, UPDATE_SERVICE, { id: moving._id, input: { NhomDichVu_Id: ids.paused } })).extensions?.messageKey).toBe('catalogue.refSuspended');
      const kept = (await data(admin, UPDATE_SERVICE, { id: ids.kept, input: { GiaGoc: 10_000 } })).updateDM_DichVu;
      expect(kept).toMatchObject({ NhomDichVu_Id: ids.paused, GiaGoc: 10_000 });
    });

    it('Then a value outside an enum is refused with the values allowed, and nothing was saved by any refusal', async () => {
      const error = await refusal(admin, CREATE_GROUP, { input: { MaNhomDichVu: 'SPA', TenNhomDichVu: 'Spa', LoaiDichVu: 'Spa' } });
      expect(error.message).toBe('Loại dịch vụ: Giá trị phải là một trong: KhamBenh, XetNghiem, SieuAm, ChanDoanHinhAnh');
      expect((await data(admin, SERVICE_BY_CODE, { code: 'VL01' })).getDichVuByCode).toBeNull();
    });

    it('Then updating a row that does not exist says so', async () => {
      expect((await refusal(admin, UPDATE_SERVICE, { id: 'khong-co', input: { GiaGoc: 1 } })).extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'catalogue.notFound', field: 'id' });
    });
  });

  describe('When a doctor, who holds no catalogue right, uses the catalogues', () => {
    it('Then the doctor reads lists and searches, as any signed-in user may', async () => {
      expect((await data(doctor, LIST_GROUPS, { searchString: 'kham benh' })).getDM_NhomDichVu.items.map((row: { MaNhomDichVu: string }) => row.MaNhomDichVu)).toContain('KB');
      expect((await data(doctor, SEARCH_SERVICES, { searchString: 'DV001' })).searchDM_DichVu[0].MaDichVu).toBe('DV001');
    });

    it('Then every write is refused as forbidden, and nothing changes', async () => {
      const [group] = (await data(admin, LIST_GROUPS, { searchString: 'KB' })).getDM_NhomDichVu.items;
      const attempts: [string, Record<string, unknown>][] = [
        [CREATE_GROUP, { input: { MaNhomDichVu: 'BS', TenNhomDichVu: 'Của bác sĩ', LoaiDichVu: 'KhamBenh' } }],
        [UPDATE_GROUP, { id: group._id, input: { TenNhomDichVu: 'Đổi tên' } }],
        [REMOVE_GROUPS, { ids: [group._id] }],
        [IMPORT_SERVICES, { rows: [{ MaDichVu: 'BS01', TenDichVu: 'Của bác sĩ', NhomDichVu_Id: 'KB' }] }],
      ];
      for (const [query, variables] of attempts) {
        const error = await refusal(doctor, query, variables);
        expect(error.extensions?.code).toBe('FORBIDDEN');
      }
      expect((await data(admin, LIST_GROUPS, { searchString: 'KB' })).getDM_NhomDichVu.items[0]).toMatchObject({ _id: group._id, TenNhomDichVu: 'Khám bệnh' });
    });

    it('Then a caller who has not signed in reads nothing', async () => {
      expect((await refusal({}, LIST_GROUPS)).extensions?.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('When doctors of two facilities keep their own advice catalogue', () => {
    it('Then each facility has its own rows, with codes unique within it, under the catalogue\'s own permission', async () => {
      const atSecondSite: Caller = { ...doctor, node: nodeIds.CS02 };
      const first = (await data(doctor, CREATE_ADVICE, { input: { MaLoiDan: 'LD01', TenLoiDan: 'Uống nhiều nước' } })).createDM_LoiDan;
      const second = (await data(atSecondSite, CREATE_ADVICE, { input: { MaLoiDan: 'LD01', TenLoiDan: 'Tái khám sau 7 ngày' } })).createDM_LoiDan;
      expect([first.node_Id, second.node_Id]).toEqual([nodeIds.CS01, nodeIds.CS02]);
      expect((await data(doctor, LIST_ADVICE)).getDM_LoiDan).toEqual({ total: 1, items: [{ MaLoiDan: 'LD01', TenLoiDan: 'Uống nhiều nước', node_Id: nodeIds.CS01 }] });
      expect((await data(atSecondSite, LIST_ADVICE)).getDM_LoiDan.items).toEqual([{ MaLoiDan: 'LD01', TenLoiDan: 'Tái khám sau 7 ngày', node_Id: nodeIds.CS02 }]);
      expect((await refusal(doctor, CREATE_ADVICE, { input: { MaLoiDan: 'LD01', TenLoiDan: 'Lần hai' } })).message).toBe('Mã lời dặn: Mã LD01 đã tồn tại');
      const event = await eventMatching((candidate) => candidate.module === 'DM_LoiDan' && candidate.process === 'create');
      expect(event.idNodes).toEqual([nodeIds.CS01]);
    });
  });

  describe('When the administrator imports a file of services', () => {
    beforeAll(async () => {
      const group = await createGroup('IMP', 'Chẩn đoán hình ảnh nhập');
      await createService('IMP00', 'Đã có sẵn', group._id);
    });

    async function importedCodes(): Promise<string[]> {
      const rows = await server.runtime.database.query<{ code: string }>(`SELECT "MaDichVu" AS code FROM "DM_DichVu" WHERE "MaDichVu" LIKE 'IMP%' ORDER BY 1`);
      return rows.map((row) => row.code);
    }

    it('Then a file with bad rows reports every bad row in the spec\'s words and saves nothing', async () => {
      const rows = [
        { MaDichVu: 'IMP01', TenDichVu: 'Chụp X-quang ngực thẳng', NhomDichVu_Id: 'IMP', GiaGoc: '65,400' },
        { MaDichVu: 'IMP02', NhomDichVu_Id: 'IMP' },
        { MaDichVu: 'IMP03', TenDichVu: 'Siêu âm tuyến vú', NhomDichVu_Id: 'IMP', DienThoaiLienHe: '12345' },
        { MaDichVu: 'IMP04', TenDichVu: 'Điện tim', NhomDichVu_Id: 'IMP', GiaGoc: -1, EmailLienHe: 'ketoan' },
        { MaDichVu: 'IMP01', TenDichVu: 'Trùng mã trong file', NhomDichVu_Id: 'IMP' },
        { MaDichVu: 'IMP00', TenDichVu: 'Trùng mã đã có', NhomDichVu_Id: 'IMP' },
        { MaDichVu: 'IMP06', TenDichVu: 'Nhóm không có', NhomDichVu_Id: 'KHONGCO' },
        { MaDichVu: 'IMP07', TenDichVu: 'Thiếu nhóm', SoLanToiDa: '-2' },
      ];
      const result = (await data(admin, IMPORT_SERVICES, { rows })).importDM_DichVu;
      expect(result.total).toBe(8);
      expect(result.saved).toBe(0);
      expect(result.errors.map((error: { message: string }) => error.message)).toEqual([
        'Hàng 3 trong file: Tên dịch vụ: Không được để trống!',
        'Hàng 4 trong file: Điện thoại liên hệ: Số điện thoại không hợp lệ',
        'Hàng 5 trong file: Giá gốc: Không được nhập số âm',
        'Hàng 5 trong file: Email liên hệ: Email không hợp lệ',
        'Hàng 6 trong file: Mã dịch vụ: IMP01 trùng với hàng 2',
        'Hàng 7 trong file: Mã dịch vụ: Mã IMP00 đã tồn tại',
        'Hàng 8 trong file: Nhóm dịch vụ: Không tìm thấy mã KHONGCO',
        'Hàng 9 trong file: Nhóm dịch vụ: Không được để trống!',
        'Hàng 9 trong file: Số lần tối đa: Không được nhập số âm',
      ]);
      expect(result.errors[0]).toEqual({ row: 3, field: 'TenDichVu', messageKey: 'validation.required', params: {}, message: 'Hàng 3 trong file: Tên dịch vụ: Không được để trống!' });
      expect(await importedCodes()).toEqual(['IMP00']);
      const english = (await data({ ...admin, lang: 'en' }, IMPORT_SERVICES, { rows: rows.slice(0, 2) })).importDM_DichVu;
      expect(english.errors.map((error: { message: string }) => error.message)).toEqual(['Row 3 in the file: Service name: Must not be empty!']);
    });

    it('Then a dry run checks a good file without saving it', async () => {
      const result = (await data(admin, IMPORT_SERVICES, { rows: [{ MaDichVu: 'IMP21', TenDichVu: 'Thử', NhomDichVu_Id: 'IMP' }], dryRun: true })).importDM_DichVu;
      expect(result).toEqual({ total: 1, saved: 0, errors: [] });
      expect(await importedCodes()).toEqual(['IMP00']);
    });

    it('Then a good file is saved whole, codes of groups and attached services turned into ids, with one audit entry and one event', async () => {
      const rows = [
        { MaDichVu: 'IMP11', TenDichVu: 'Chụp CT sọ não không cản quang', NhomDichVu_Id: 'IMP', GiaGoc: '522,000', NgayApDung: '15/03/2025' },
        { MaDichVu: 'IMP12', TenDichVu: 'Chụp MRI cột sống thắt lưng', NhomDichVu_Id: 'IMP', GiaGoc: 1_800_000, DichVuKemTheo_Ids: 'IMP00', KhongTraKetQua: 'x' },
        { MaDichVu: 'IMP13', TenDichVu: 'Đo mật độ xương', NhomDichVu_Id: 'IMP', SoLanToiDa: '2' },
      ];
      const result = (await data(admin, IMPORT_SERVICES, { rows })).importDM_DichVu;
      expect(result).toEqual({ total: 3, saved: 3, errors: [] });
      expect(await importedCodes()).toEqual(['IMP00', 'IMP11', 'IMP12', 'IMP13']);
      const group = (await data(admin, LIST_GROUPS, { searchString: 'IMP' })).getDM_NhomDichVu.items[0];
      const imp00 = (await data(admin, SERVICE_BY_CODE, { code: 'IMP00' })).getDichVuByCode;
      const imp12 = (await data(admin, SERVICE_BY_CODE, { code: 'IMP12' })).getDichVuByCode;
      expect((await data(admin, SERVICE_BY_ID, { id: imp12._id })).getDM_DichVuById).toMatchObject({
        NhomDichVu_Id: group._id, GiaGoc: 1_800_000, DichVuKemTheo_Ids: [imp00._id], KhongTraKetQua: true, TenKhongDau: 'chup mri cot song that lung',
      });
      const [audit] = await server.runtime.database.query<{ after: { saved: number; rows: unknown[] } }>(
        `SELECT after FROM his_audit_log WHERE entity = 'DM_DichVu' AND action = 'IMPORT' AND (after->>'saved')::int = 3`);
      expect(audit!.after.rows).toHaveLength(3);
      expect((await eventMatching((candidate) => candidate.module === 'DM_DichVu' && candidate.process === 'import')).data).toEqual({ count: 3 });
    });

    it('Then an export gives the rows back as the file held them, codes for refs and dd/mm/yyyy dates, so it imports again', async () => {
      const exported = (await data(admin, `query { exportDM_DichVu }`)).exportDM_DichVu as Record<string, unknown>[];
      const imp12 = exported.find((row) => row.MaDichVu === 'IMP12');
      expect(imp12).toMatchObject({ TenDichVu: 'Chụp MRI cột sống thắt lưng', NhomDichVu_Id: 'IMP', DichVuKemTheo_Ids: 'IMP00', GiaGoc: 1_800_000, KhongTraKetQua: true });
      expect(exported.find((row) => row.MaDichVu === 'IMP11')?.NgayApDung).toBe(Date.UTC(2025, 2, 14, 17));
      const again = exported.filter((row) => String(row.MaDichVu).startsWith('IMP')).map((row) => ({ ...row, MaDichVu: `R${String(row.MaDichVu)}` }));
      expect((await data(admin, IMPORT_SERVICES, { rows: again, dryRun: true })).importDM_DichVu.errors).toEqual([]);
    });
  });
});
