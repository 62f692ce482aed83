// The catalogues plugin's operations beyond each catalogue's own, on a server running the hospital variant's plugins
// with demo data: the service search's filters, the conclusion dictionary by service group, department links
// (services, pharmacy stores, beds) and the reads the spec names, with their refusals, on PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, type HisServer } from '@his/server';
import type { RealtimeEvent } from '@his/sdk/server';
import { BACKENDS, serversOnBackends } from '../support/backends';
import { gql, login, type Caller, mainService } from '../support/server';

const SEARCH_SERVICES = `query ($searchString: String, $limit: Int, $idDefault: ID, $maLoaiDichVu: String, $isSpecial: Boolean, $idPhongBan: ID, $isGoiDichVu: Boolean) {
  searchDM_DichVu(searchString: $searchString, limit: $limit, idDefault: $idDefault, maLoaiDichVu: $maLoaiDichVu, isSpecial: $isSpecial, idPhongBan: $idPhongBan, isGoiDichVu: $isGoiDichVu) {
    _id MaDichVu NhomDichVu_Id DichVuDacBiet GoiDichVu } }`;
const SEARCH_CONCLUSIONS = `query ($keyword: String, $NhomDichVu_Id: ID, $limit: Int) {
  searchDM_TuDienKetLuan(keyword: $keyword, NhomDichVu_Id: $NhomDichVu_Id, limit: $limit) { MaTuDienKetLuan NhomDichVu_Id } }`;
const CREATE_SERVICE = 'mutation ($input: DM_DichVuInput!) { createDM_DichVu(input: $input) { _id MaDichVu } }';
const UPDATE_SERVICE = 'mutation ($id: ID!, $input: DM_DichVuInput!) { updateDM_DichVu(id: $id, input: $input) { _id TamNgung } }';
const REMOVE_SERVICES = 'mutation ($ids: [ID!]!) { removeDM_DichVu(ids: $ids) }';
const REMOVE_BEDS = 'mutation ($ids: [ID!]!) { removeDM_GiuongBenh(ids: $ids) }';

const NODE = '_id code name category parent_Id TamNgung';
const SET_SERVICES = `mutation ($idPhongBan: ID!, $idDichVus: [ID!]!) {
  setDichVuPhongBan(idPhongBan: $idPhongBan, idDichVus: $idDichVus) { PhongBan_Id DichVu_Id PhongBan { code } DichVu { MaDichVu } } }`;
const SERVICES_OF = `query ($idPhongBan: ID!) { getDichVuByPhongBan(idPhongBan: $idPhongBan) { PhongBan_Id DichVu_Id PhongBan { ${NODE} } DichVu { _id MaDichVu TenDichVu GiaDichVu } } }`;
const DEPARTMENTS_OF = `query ($idDichVu: ID!) { getPhongBanByDichVu(idDichVu: $idDichVu) { PhongBan_Id DichVu_Id PhongBan { code category } DichVu { MaDichVu } } }`;
const SET_STORES = `mutation ($idPhongBan: ID!, $idKhoDuocs: [ID!]!) { setKhoDuocPhongBan(idPhongBan: $idPhongBan, idKhoDuocs: $idKhoDuocs) { KhoDuoc_Id KhoDuoc { code } } }`;
const STORES_OF = `query ($idPhongBan: ID!) { getKhoDuocByPhongBan(idPhongBan: $idPhongBan) { PhongBan_Id KhoDuoc_Id PhongBan { code } KhoDuoc { ${NODE} } } }`;
const SET_BEDS = `mutation ($idPhongBan: ID!, $idGiuongs: [ID!]!) { setGiuongPhongBan(idPhongBan: $idPhongBan, idGiuongs: $idGiuongs) { Giuong_Id Giuong { MaGiuongBenh } } }`;
const BEDS_OF = `query ($idPhongBan: ID!) { getGiuongByPhongBan(idPhongBan: $idPhongBan) { PhongBan_Id Giuong_Id PhongBan { code } Giuong { _id MaGiuongBenh LoaiGiuongBenh node_Id } } }`;

const SCOPES_BY_IDS = 'query ($ids: [ID!]!) { getMultipleDM_PhamViDichVu(ids: $ids) { _id MaPhamViDichVu } }';
const CREATE_SCOPE = 'mutation ($input: DM_PhamViDichVuInput!) { createDM_PhamViDichVu(input: $input) { _id } }';
const PACKAGES = 'query ($searchString: String, $limit: Int) { goiDichVus(searchString: $searchString, limit: $limit) { MaGoiDichVu DichVu_Ids DichVus { _id MaDichVu } } }';
const PACKAGE_LIST = 'query { getDM_GoiDichVu(limit: 500) { items { MaGoiDichVu DichVu_Ids DichVus { _id } } } }';
const STAFF = 'query ($id: ID!) { nhanVien(id: $id) { _id MaNhanVien TenNhanVien ChucVu_Id } }';
const STAFF_BY_POSITION = `query ($maChucVus: [String!]!, $searchString: String, $limit: Int) {
  searchNhanVienByChucVu(maChucVus: $maChucVus, searchString: $searchString, limit: $limit) { MaNhanVien TenNhanVien } }`;
const REASONS = 'query ($LoaiLyDo: String!) { getDM_LyDoByLoai(LoaiLyDo: $LoaiLyDo) { MaLyDo LoaiLyDo MacDinh } }';
const UNITS = `query ($LoaiDonViHanhChinh: String, $DonViCha_Id: ID, $hasTamNgung: Boolean) {
  getAllDonViHanhChinh(LoaiDonViHanhChinh: $LoaiDonViHanhChinh, DonViCha_Id: $DonViCha_Id, hasTamNgung: $hasTamNgung) { _id MaDonViHanhChinh LoaiDonViHanhChinh DonViCha_Id } }`;
const UNIT = 'query ($id: ID!) { findOneDonViHanhChinh(id: $id) { _id MaDonViHanhChinh TenDonViHanhChinh } }';

const startServer = serversOnBackends({ withPlugins: true });

describe.each(BACKENDS)('the catalogues plugin\'s own operations on %s', (backend) => {
  let server: HisServer;
  let admin: Caller;
  let doctor: Caller;
  let node: Record<string, string>;
  let service: Record<string, string>;
  let group: Record<string, string>;
  let bed: Record<string, string>;
  const events: RealtimeEvent[] = [];
  let stopListening: (() => void) | undefined;

  async function idsByCode(table: string, codeColumn: string, where = 'TRUE', params: unknown[] = []): Promise<Record<string, string>> {
    const rows = await server.runtime.database.query<{ _id: string; code: string }>(`SELECT _id, "${codeColumn}" AS code FROM "${table}" WHERE ${where}`, params);
    return Object.fromEntries(rows.map((row) => [row.code, row._id]));
  }

  beforeAll(async () => {
    server = await startServer(backend);
    admin = { token: (await login(server, DEMO_ADMIN.username, DEMO_ADMIN.password)).token };
    doctor = { token: (await login(server, 'bacsi', 'Bacsi@123')).token };
    node = await idsByCode('his_nodes', 'code');
    service = await idsByCode('DM_DichVu', 'MaDichVu');
    group = await idsByCode('DM_NhomDichVu', 'MaNhomDichVu');
    // Each facility has its own beds, with the same codes: the first facility's, which the administrator acts for.
    bed = await idsByCode('DM_GiuongBenh', 'MaGiuongBenh', '"node_Id" = $1', [node.CS01]);
    stopListening = server.runtime.bus.subscribe((event) => events.push(event));
  });
  afterAll(async () => {
    stopListening?.();
    await server?.close();
  });

  const { data, refusal } = mainService(() => server);

  async function searchCodes(variables: Record<string, unknown>): Promise<string[]> {
    return (await data(admin, SEARCH_SERVICES, { limit: 100, ...variables })).searchDM_DichVu.map((row: { MaDichVu: string }) => row.MaDichVu);
  }

  async function createService(code: string, name: string, extra: Record<string, unknown> = {}): Promise<string> {
    return (await data(admin, CREATE_SERVICE, { input: { MaDichVu: code, TenDichVu: name, NhomDichVu_Id: group.KHAC, ...extra } })).createDM_DichVu._id;
  }

  async function auditEntries(entity: string, entityId: string) {
    return server.runtime.database.query<{ action: string; before: any; after: any }>(
      'SELECT action, before, after FROM his_audit_log WHERE entity = $1 AND "entity_Id" = $2 ORDER BY _id', [entity, entityId]);
  }

  describe('When reception looks for a service with the spec\'s filters', () => {
    it('Then maLoaiDichVu keeps the services whose group is of that service type, and an empty one keeps all', async () => {
      const ultrasound = await searchCodes({ maLoaiDichVu: 'SieuAm' });
      expect(ultrasound.length).toBeGreaterThan(0);
      const rows = (await data(admin, SEARCH_SERVICES, { limit: 100, maLoaiDichVu: 'SieuAm' })).searchDM_DichVu;
      expect(new Set(rows.map((row: { NhomDichVu_Id: string }) => row.NhomDichVu_Id))).toEqual(new Set([group.SA]));
      expect(await searchCodes({ searchString: 'sieu am', maLoaiDichVu: 'XetNghiem' })).toEqual([]);
      expect(await searchCodes({ searchString: 'XN-GLU', maLoaiDichVu: 'XetNghiem' })).toEqual(['XN-GLU']);
      expect(await searchCodes({ searchString: 'XN-GLU', maLoaiDichVu: '' })).toEqual(['XN-GLU']);
    });

    it('Then an unknown service type is refused, naming the argument and the code, in either language', async () => {
      const vi = await refusal(admin, SEARCH_SERVICES, { maLoaiDichVu: 'KhongCo' });
      expect(vi.message).toBe('Loại dịch vụ: Không tìm thấy mã KhongCo');
      expect(vi.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'catalogue.refCodeNotFound', field: 'maLoaiDichVu', params: { code: 'KhongCo' } });
      expect((await refusal({ ...admin, lang: 'en' }, SEARCH_SERVICES, { maLoaiDichVu: 'KhongCo' })).message).toBe('Service type: Code KhongCo was not found');
    });

    it('Then isSpecial keeps the special services, or leaves them out when false', async () => {
      expect((await searchCodes({ isSpecial: true })).toSorted()).toEqual(['GB-TU-NGUYEN', 'NS-DD-GM']);
      expect(await searchCodes({ searchString: 'NS-DD', isSpecial: false })).not.toContain('NS-DD-GM');
      expect(await searchCodes({ searchString: 'NS-DD', isSpecial: false })).toContain('NS-DD');
    });

    it('Then isGoiDichVu keeps the services that are packages', async () => {
      await createService('TOP-GOI', 'Gói chăm sóc thử', { GoiDichVu: true });
      expect(await searchCodes({ isGoiDichVu: true })).toEqual(['TOP-GOI']);
      expect(await searchCodes({ searchString: 'TOP-GOI', isGoiDichVu: false })).toEqual([]);
    });

    it('Then idPhongBan keeps the services the department lists, with the other filters, and an unknown department is refused', async () => {
      await data(admin, SET_SERVICES, { idPhongBan: node.SA01, idDichVus: [service['SA-BUNG'], service['SA-TUYEN-GIAP'], service['XQ-NGUC']] });
      const listed = (await data(admin, SERVICES_OF, { idPhongBan: node.SA01 })).getDichVuByPhongBan.map((link: any) => link.DichVu.MaDichVu);
      expect((await searchCodes({ idPhongBan: node.SA01 })).toSorted()).toEqual(listed.toSorted());
      expect(await searchCodes({ idPhongBan: node.SA01, maLoaiDichVu: 'ChanDoanHinhAnh' })).toEqual(['XQ-NGUC']);
      // The reception desk performs nothing: the demo links services to clinical units only.
      expect(await searchCodes({ idPhongBan: node.TD01 })).toEqual([]);
      const error = await refusal(admin, SEARCH_SERVICES, { idPhongBan: 'khong-co' });
      expect(error.extensions).toMatchObject({ messageKey: 'catalogues.departmentNotFound', field: 'idPhongBan' });
      expect(error.message).toMatch(/: Không tìm thấy khoa, phòng này trong cơ sở đang làm việc$/);
    });

    it('Then the value a form holds is still offered whatever the filters', async () => {
      const rows = (await data(admin, SEARCH_SERVICES, { limit: 5, isSpecial: true, idDefault: service['KB-NOI'] })).searchDM_DichVu;
      expect(rows[0].MaDichVu).toBe('KB-NOI');
    });
  });

  describe('When a technician looks up conclusions for the service requested', () => {
    it('Then the entries of the service\'s group and those of no group are found by keyword', async () => {
      await data(admin, 'mutation { createDM_TuDienKetLuan(input: { MaTuDienKetLuan: "CHUNG-BT", TenTuDienKetLuan: "Kết quả bình thường chung" }) { _id } }');
      const found = (await data(admin, SEARCH_CONCLUSIONS, { keyword: 'binh thuong', NhomDichVu_Id: group.SA, limit: 50 })).searchDM_TuDienKetLuan;
      expect(found.map((row: { MaTuDienKetLuan: string }) => row.MaTuDienKetLuan).toSorted()).toEqual(['CHUNG-BT', 'SA-BUNG-BT']);
      const all = (await data(admin, SEARCH_CONCLUSIONS, { keyword: 'binh thuong', limit: 50 })).searchDM_TuDienKetLuan;
      expect(all.map((row: { MaTuDienKetLuan: string }) => row.MaTuDienKetLuan)).toContain('XQ-NGUC-BT');
    });

    it('Then an unknown service group is refused naming it', async () => {
      expect((await refusal(admin, SEARCH_CONCLUSIONS, { NhomDichVu_Id: 'khong-co' })).extensions).toMatchObject({ messageKey: 'catalogue.refNotFound', field: 'NhomDichVu_Id' });
    });
  });

  describe('When the administrator sets the services of the laboratory department', () => {
    let saved: any[];

    beforeAll(async () => {
      saved = (await data(admin, SET_SERVICES, { idPhongBan: node.KXN, idDichVus: [service['XN-URE'], service['XN-GLU'], service['XN-GLU']] })).setDichVuPhongBan;
    });

    it('Then the list comes back once per service, by code, and reads back by department', async () => {
      expect(saved.map((link) => link.DichVu.MaDichVu)).toEqual(['XN-GLU', 'XN-URE']);
      expect(saved.every((link) => link.PhongBan_Id === node.KXN && link.PhongBan.code === 'KXN')).toBe(true);
      const links = (await data(doctor, SERVICES_OF, { idPhongBan: node.KXN })).getDichVuByPhongBan;
      expect(links.map((link: any) => [link.DichVu_Id, link.DichVu.MaDichVu])).toEqual([[service['XN-GLU'], 'XN-GLU'], [service['XN-URE'], 'XN-URE']]);
      expect(links[0].PhongBan).toMatchObject({ _id: node.KXN, code: 'KXN', category: 'DEPARTMENT', TamNgung: false });
      expect(links[0].DichVu.GiaDichVu).toEqual(expect.any(Number));
    });

    it('Then the service names the departments that perform it, by code', async () => {
      await data(admin, SET_SERVICES, { idPhongBan: node.XN01, idDichVus: [service['XN-GLU']] });
      const departments = (await data(doctor, DEPARTMENTS_OF, { idDichVu: service['XN-GLU'] })).getPhongBanByDichVu;
      expect(departments.map((link: any) => [link.PhongBan.code, link.DichVu.MaDichVu])).toEqual([['KXN', 'XN-GLU'], ['XN01', 'XN-GLU']]);
      // The demo hospital examines in the examination department and its three rooms.
      const examining = (await data(doctor, DEPARTMENTS_OF, { idDichVu: service['KB-NOI'] })).getPhongBanByDichVu;
      expect(examining.map((link: any) => link.PhongBan.code)).toEqual(['KKB', 'PK01', 'PK02', 'PK03']);
      expect((await refusal(doctor, DEPARTMENTS_OF, { idDichVu: 'khong-co' })).extensions).toMatchObject({ messageKey: 'catalogue.refNotFound', field: 'idDichVu' });
    });

    it('Then a new list replaces the old one whole, with one audit entry of the list before and after, and an event', async () => {
      await data(admin, SET_SERVICES, { idPhongBan: node.KXN, idDichVus: [service['XN-URE'], service['XN-CRE']] });
      expect((await data(admin, SERVICES_OF, { idPhongBan: node.KXN })).getDichVuByPhongBan.map((link: any) => link.DichVu.MaDichVu)).toEqual(['XN-CRE', 'XN-URE']);
      const entries = await auditEntries('PhongBan_DichVu', node.KXN!);
      expect(entries.at(-1)).toMatchObject({
        action: 'UPDATE',
        before: { DichVu_Ids: [service['XN-GLU'], service['XN-URE']].toSorted() },
        after: { DichVu_Ids: [service['XN-CRE'], service['XN-URE']].toSorted() },
      });
      await expect.poll(() => events.some((event) => event.module === 'PhongBan_DichVu' && (event.data as { idPhongBan: string }).idPhongBan === node.KXN)).toBe(true);
      // An empty list clears it.
      expect((await data(admin, SET_SERVICES, { idPhongBan: node.KXN, idDichVus: [] })).setDichVuPhongBan).toEqual([]);
      expect((await data(admin, SERVICES_OF, { idPhongBan: node.KXN })).getDichVuByPhongBan).toEqual([]);
    });

    it('Then a department unknown, of no department kind, or closed is refused naming it, and nothing changes', async () => {
      const unknown = await refusal(admin, SET_SERVICES, { idPhongBan: 'khong-co', idDichVus: [service['XN-GLU']] });
      expect(unknown.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'catalogues.departmentNotFound', field: 'idPhongBan' });
      const hospitalNode = await refusal(admin, SET_SERVICES, { idPhongBan: node.CS01, idDichVus: [service['XN-GLU']] });
      expect(hospitalNode.extensions).toMatchObject({ messageKey: 'catalogues.notADepartment', field: 'idPhongBan' });
      expect(hospitalNode.message).toMatch(/: Bệnh viện Đa khoa Hòa Bình không phải là khoa hoặc phòng$/);
      expect((await refusal({ ...admin, lang: 'en' }, SET_SERVICES, { idPhongBan: node.KHO01, idDichVus: [] })).message).toMatch(/: Kho dược chính is not a department or room$/);
      await server.runtime.database.query(
        `INSERT INTO his_nodes (_id, code, name, "TenKhongDau", category, "parent_Id", "isDeleted") VALUES ('khoa-da-dong', 'KDD', 'Khoa đã đóng', 'khoa da dong', 'DEPARTMENT', $1, true)`, [node.CS01]);
      const closed = await refusal(admin, SET_SERVICES, { idPhongBan: 'khoa-da-dong', idDichVus: [] });
      expect(closed.extensions).toMatchObject({ messageKey: 'catalogues.departmentClosed', params: { name: 'Khoa đã đóng' } });
      expect((await refusal(admin, SET_SERVICES, { idPhongBan: ' ', idDichVus: [] })).extensions).toMatchObject({ messageKey: 'validation.required', field: 'idPhongBan' });
      // A closed department's lists stay readable.
      expect((await data(admin, SERVICES_OF, { idPhongBan: 'khoa-da-dong' })).getDichVuByPhongBan).toEqual([]);
    });

    it('Then an unknown, blank or newly suspended service is refused naming the list, while a suspended one kept may stay', async () => {
      const before = (await data(admin, SERVICES_OF, { idPhongBan: node.XN01 })).getDichVuByPhongBan;
      const unknown = await refusal(admin, SET_SERVICES, { idPhongBan: node.XN01, idDichVus: [service['XN-GLU'], 'khong-co'] });
      expect(unknown.message).toBe('Dịch vụ của khoa, phòng: Không tìm thấy mục đã chọn');
      expect(unknown.extensions).toMatchObject({ messageKey: 'catalogue.refNotFound', field: 'idDichVus' });
      expect((await refusal({ ...admin, lang: 'en' }, SET_SERVICES, { idPhongBan: node.XN01, idDichVus: [''] })).message).toBe('Department services: Must not be empty!');

      const paused = await createService('TOP-TAM-NGUNG', 'Dịch vụ tạm ngừng thử');
      const kept = await createService('TOP-GIU-LAI', 'Dịch vụ giữ lại thử');
      await data(admin, SET_SERVICES, { idPhongBan: node.XN01, idDichVus: [service['XN-GLU'], kept] });
      await data(admin, UPDATE_SERVICE, { id: paused, input: { TamNgung: true } });
      await data(admin, UPDATE_SERVICE, { id: kept, input: { TamNgung: true } });
      const suspended = await refusal(admin, SET_SERVICES, { idPhongBan: node.XN01, idDichVus: [kept, paused] });
      expect(suspended.extensions).toMatchObject({ messageKey: 'catalogue.refSuspended', field: 'idDichVus', params: { code: 'TOP-TAM-NGUNG' } });
      expect((await data(admin, SET_SERVICES, { idPhongBan: node.XN01, idDichVus: [kept] })).setDichVuPhongBan.map((link: any) => link.DichVu.MaDichVu)).toEqual(['TOP-GIU-LAI']);
      expect(before.map((link: any) => link.DichVu.MaDichVu)).toEqual(['XN-GLU']);
    });

    it('Then more services than a list takes are refused with the maximum', async () => {
      const many = Array.from({ length: 5_001 }, (_, index) => `id-${index}`);
      expect((await refusal(admin, SET_SERVICES, { idPhongBan: node.XN01, idDichVus: many })).extensions).toMatchObject({ messageKey: 'catalogues.tooManyItems', params: { max: 5_000 } });
    });
  });

  describe('When someone removes a service or a bed a department lists', () => {
    it('Then the removal is refused naming the department list, and allowed once the list no longer has it', async () => {
      const linked = await createService('TOP-XOA', 'Dịch vụ sẽ xoá');
      await data(admin, SET_SERVICES, { idPhongBan: node.PK03, idDichVus: [linked] });
      const vi = await refusal(admin, REMOVE_SERVICES, { ids: [linked] });
      expect(vi.message).toBe('Không thể xoá TOP-XOA: đang được dùng trong Dịch vụ của khoa, phòng');
      expect(vi.extensions).toMatchObject({ messageKey: 'catalogue.inUse', params: { code: 'TOP-XOA', usage: 'Dịch vụ của khoa, phòng' } });
      expect((await refusal({ ...admin, lang: 'en' }, REMOVE_SERVICES, { ids: [linked] })).message).toBe('Cannot remove TOP-XOA: it is used in Department services');
      await data(admin, SET_SERVICES, { idPhongBan: node.PK03, idDichVus: [] });
      expect((await data(admin, REMOVE_SERVICES, { ids: [linked] })).removeDM_DichVu).toEqual([linked]);
    });

    it('Then a bed a department has cannot be removed either', async () => {
      await data(admin, SET_BEDS, { idPhongBan: node.PK02, idGiuongs: [bed['TN-301-02']] });
      expect((await refusal(admin, REMOVE_BEDS, { ids: [bed['TN-301-02']] })).message).toBe('Không thể xoá TN-301-02: đang được dùng trong Giường của khoa, phòng');
    });
  });

  describe('When the administrator gives the internal medicine department its pharmacy stores and beds', () => {
    it('Then the stores of the facility are saved and read back by code', async () => {
      const saved = (await data(admin, SET_STORES, { idPhongBan: node.KNOI, idKhoDuocs: [node.NT01, node.KHO01] })).setKhoDuocPhongBan;
      expect(saved.map((link: any) => link.KhoDuoc.code)).toEqual(['KHO01', 'NT01']);
      const links = (await data(doctor, STORES_OF, { idPhongBan: node.KNOI })).getKhoDuocByPhongBan;
      expect(links.map((link: any) => [link.PhongBan.code, link.KhoDuoc_Id, link.KhoDuoc.category])).toEqual([['KNOI', node.KHO01, 'STORE'], ['KNOI', node.NT01, 'STORE']]);
      // Before: the demo's main store for the ward.
      expect((await auditEntries('PhongBan_KhoDuoc', node.KNOI!)).at(-1)).toMatchObject({ action: 'UPDATE', before: { KhoDuoc_Ids: [node.KHO01] } });
    });

    it('Then a node that is not a store, or no node of the facility, is refused naming the stores list', async () => {
      const notStore = await refusal(admin, SET_STORES, { idPhongBan: node.KNOI, idKhoDuocs: [node.KDUOC] });
      expect(notStore.message).toBe('Kho dược của khoa, phòng: Khoa Dược không phải là kho');
      expect((await refusal(admin, SET_STORES, { idPhongBan: node.KNOI, idKhoDuocs: ['khong-co'] })).extensions).toMatchObject({ messageKey: 'catalogues.storeNotFound', field: 'idKhoDuocs' });
      expect((await data(admin, STORES_OF, { idPhongBan: node.KNOI })).getKhoDuocByPhongBan).toHaveLength(2);
    });

    it('Then beds are saved, and a bed another department has is refused naming it, in either language', async () => {
      const saved = (await data(admin, SET_BEDS, { idPhongBan: node.KNOI, idGiuongs: [bed['NOI-101-02'], bed['NOI-101-01']] })).setGiuongPhongBan;
      expect(saved.map((link: any) => link.Giuong.MaGiuongBenh)).toEqual(['NOI-101-01', 'NOI-101-02']);
      const links = (await data(doctor, BEDS_OF, { idPhongBan: node.KNOI })).getGiuongByPhongBan;
      expect(links[0]).toMatchObject({ PhongBan_Id: node.KNOI, Giuong_Id: bed['NOI-101-01'], PhongBan: { code: 'KNOI' }, Giuong: { MaGiuongBenh: 'NOI-101-01', LoaiGiuongBenh: 'Thuong', node_Id: node.CS01 } });

      const vi = await refusal(admin, SET_BEDS, { idPhongBan: node.KKB, idGiuongs: [bed['CC-001-01'], bed['NOI-101-01']] });
      expect(vi.message).toBe('Giường của khoa, phòng: Giường NOI-101-01 đã thuộc Khoa Nội tổng hợp');
      expect(vi.extensions).toMatchObject({ messageKey: 'catalogues.bedInOtherDepartment', field: 'idGiuongs', params: { code: 'NOI-101-01', department: 'Khoa Nội tổng hợp' } });
      expect((await refusal({ ...admin, lang: 'en' }, SET_BEDS, { idPhongBan: node.KKB, idGiuongs: [bed['NOI-101-01']] })).message)
        .toBe('Department beds: Bed NOI-101-01 already belongs to Khoa Nội tổng hợp');
      expect((await data(admin, BEDS_OF, { idPhongBan: node.KKB })).getGiuongByPhongBan).toEqual([]);
      expect((await refusal(admin, SET_BEDS, { idPhongBan: node.KKB, idGiuongs: ['khong-co'] })).extensions).toMatchObject({ messageKey: 'catalogue.refNotFound', field: 'idGiuongs' });
      // The second facility's bed of the same code is not one of this facility's.
      const otherFacility = await idsByCode('DM_GiuongBenh', 'MaGiuongBenh', '"node_Id" = $1', [node.CS02]);
      expect((await refusal(admin, SET_BEDS, { idPhongBan: node.KKB, idGiuongs: [otherFacility['CC-001-02']] })).extensions).toMatchObject({ messageKey: 'catalogue.refNotFound', field: 'idGiuongs' });
    });

    it('Then of two departments given one free bed at the same moment, one gets it and the other is told who has it', async () => {
      const attempts = await Promise.all([node.PK01, node.TD01].map((idPhongBan) => gql(server, '/graphqlhis', SET_BEDS, { idPhongBan, idGiuongs: [bed['BN-110-01']] }, admin)));
      expect(attempts.filter((attempt) => !attempt.errors)).toHaveLength(1);
      const [error] = attempts.flatMap((attempt) => attempt.errors ?? []);
      expect(error?.extensions?.messageKey).toBe('catalogues.bedInOtherDepartment');
      const holders = await server.runtime.database.query<{ count: number }>('SELECT count(*)::int AS count FROM "PhongBan_Giuong" WHERE "Giuong_Id" = $1', [bed['BN-110-01']]);
      expect(holders[0]!.count).toBe(1);
    });
  });

  describe('When staff without the right to assign, or without signing in, use department links', () => {
    it('Then a doctor reads them but every change is forbidden, and nothing changes', async () => {
      for (const [query, variables] of [
        [SET_SERVICES, { idPhongBan: node.KNOI, idDichVus: [] }],
        [SET_STORES, { idPhongBan: node.KNOI, idKhoDuocs: [] }],
        [SET_BEDS, { idPhongBan: node.KNOI, idGiuongs: [] }],
      ] as const) {
        expect((await refusal(doctor, query, variables)).extensions?.code).toBe('FORBIDDEN');
      }
      expect((await data(doctor, BEDS_OF, { idPhongBan: node.KNOI })).getGiuongByPhongBan).toHaveLength(2);
    });

    it('Then a doctor acting for the second facility cannot read the first facility\'s departments', async () => {
      const error = await refusal({ ...doctor, node: node.CS02 }, SERVICES_OF, { idPhongBan: node.KXN });
      expect(error.extensions).toMatchObject({ messageKey: 'catalogues.departmentNotFound', field: 'idPhongBan' });
    });

    it('Then a caller who has not signed in reads none of the plugin\'s own operations', async () => {
      const reads: [string, Record<string, unknown>][] = [
        [SERVICES_OF, { idPhongBan: node.KXN }],
        [DEPARTMENTS_OF, { idDichVu: service['XN-GLU'] }],
        [STORES_OF, { idPhongBan: node.KNOI }],
        [BEDS_OF, { idPhongBan: node.KNOI }],
        [SCOPES_BY_IDS, { ids: [] }],
        [PACKAGES, {}],
        [STAFF, { id: 'x' }],
        [STAFF_BY_POSITION, { maChucVus: ['BS'] }],
        [REASONS, { LoaiLyDo: 'HoanTien' }],
        [UNITS, {}],
        [UNIT, { id: 'x' }],
        [SEARCH_SERVICES, { isSpecial: true }],
      ];
      for (const [query, variables] of reads) expect((await refusal({}, query, variables)).extensions?.code, query).toBe('UNAUTHENTICATED');
    });
  });

  describe('When screens read the lists the spec names', () => {
    it('Then service scopes come by ids in the order asked, leaving out ids of none, and too many ids are refused', async () => {
      const first = (await data(admin, CREATE_SCOPE, { input: { MaPhamViDichVu: 'PV-NOI', TenPhamViDichVu: 'Nội khoa' } })).createDM_PhamViDichVu._id;
      const second = (await data(admin, CREATE_SCOPE, { input: { MaPhamViDichVu: 'PV-NGOAI', TenPhamViDichVu: 'Ngoại khoa' } })).createDM_PhamViDichVu._id;
      const found = (await data(doctor, SCOPES_BY_IDS, { ids: [second, 'khong-co', first, second] })).getMultipleDM_PhamViDichVu;
      expect(found.map((row: { MaPhamViDichVu: string }) => row.MaPhamViDichVu)).toEqual(['PV-NGOAI', 'PV-NOI']);
      expect((await data(doctor, SCOPES_BY_IDS, { ids: [] })).getMultipleDM_PhamViDichVu).toEqual([]);
      const many = Array.from({ length: 501 }, (_, index) => `id-${index}`);
      expect((await refusal(doctor, SCOPES_BY_IDS, { ids: many })).extensions).toMatchObject({ messageKey: 'catalogues.tooManyItems', field: 'ids', params: { max: 500 } });
    });

    it('Then packages come with their services in the package\'s order, in the picker and in the list', async () => {
      const [diabetes] = (await data(doctor, PACKAGES, { searchString: 'dai thao duong' })).goiDichVus;
      expect(diabetes.MaGoiDichVu).toBe('GOI-DTD');
      expect(diabetes.DichVus.map((row: { MaDichVu: string }) => row.MaDichVu)).toEqual(['KB-NOI', 'XN-GLU', 'XN-HBA1C', 'XN-CHOL', 'XN-TG', 'XN-HDL', 'XN-LDL', 'XN-CRE', 'XN-TPTNT']);
      const listed = (await data(doctor, PACKAGE_LIST)).getDM_GoiDichVu.items;
      expect(listed.length).toBeGreaterThan(1);
      for (const row of listed) expect(row.DichVus.map((item: { _id: string }) => item._id)).toEqual(row.DichVu_Ids);
      expect((await refusal(doctor, PACKAGES, { limit: 1_000 })).extensions).toMatchObject({ messageKey: 'catalogue.limitRange', field: 'limit' });
    });

    it('Then a list shows the row each reference points to beside its id, for a whole page at once', async () => {
      const staff = (await data(doctor, 'query { getNhanVien(searchString: "BS000", limit: 50) { items { MaNhanVien ChucVu_Id ChucVu { _id MaChucVu TenChucVu } ChucDanh { _id } } } }')).getNhanVien.items;
      expect(staff.find((row: { MaNhanVien: string }) => row.MaNhanVien === 'BS0001')).toMatchObject({ ChucVu: { MaChucVu: 'BS', TenChucVu: 'Bác sĩ' }, ChucDanh: null });
      for (const row of staff) expect(row.ChucVu?._id ?? null).toBe(row.ChucVu_Id);
      const services = (await data(doctor, 'query { getDM_DichVu(limit: 100) { items { NhomDichVu_Id NhomDichVu { _id TenNhomDichVu } } } }')).getDM_DichVu.items;
      expect(services.length).toBeGreaterThan(50);
      for (const row of services) expect(row.NhomDichVu?._id ?? null).toBe(row.NhomDichVu_Id);
    });

    it('Then one staff member reads by id, and an unknown id reads as none', async () => {
      const [staff] = await server.runtime.database.query<{ _id: string }>('SELECT _id FROM "NhanVien" WHERE "MaNhanVien" = $1', ['BS0001']);
      expect((await data(doctor, STAFF, { id: staff!._id })).nhanVien).toMatchObject({ _id: staff!._id, MaNhanVien: 'BS0001', TenNhanVien: 'Nguyễn Văn An' });
      expect((await data(doctor, STAFF, { id: 'khong-co' })).nhanVien).toBeNull();
    });

    it('Then staff are found by position codes, with a name search, and an unknown or missing position is refused', async () => {
      const doctors = (await data(doctor, STAFF_BY_POSITION, { maChucVus: ['BS'] })).searchNhanVienByChucVu;
      expect(doctors.map((row: { MaNhanVien: string }) => row.MaNhanVien).toSorted()).toEqual(['BS0001', 'BS0002']);
      expect((await data(doctor, STAFF_BY_POSITION, { maChucVus: ['BS', 'GĐ'], searchString: 'minh' })).searchNhanVienByChucVu.map((row: { MaNhanVien: string }) => row.MaNhanVien).toSorted())
        .toEqual(['BS0002', 'GD0001']);
      const unknown = await refusal(doctor, STAFF_BY_POSITION, { maChucVus: ['BS', 'XX'] });
      expect(unknown.message).toBe('Chức vụ: Không tìm thấy mã XX');
      expect((await refusal({ ...doctor, lang: 'en' }, STAFF_BY_POSITION, { maChucVus: [] })).message).toBe('Positions: Must not be empty!');
    });

    it('Then reasons of a type come with the default first, and a type outside the list is refused with the types allowed', async () => {
      const refunds = (await data(doctor, REASONS, { LoaiLyDo: 'HoanTien' })).getDM_LyDoByLoai;
      expect(refunds.map((row: { MaLyDo: string }) => row.MaLyDo)).toEqual(['HT-KHONG-TH', 'HT-DOI-DT', 'HT-TU-CHOI']);
      expect(refunds.every((row: { LoaiLyDo: string }) => row.LoaiLyDo === 'HoanTien')).toBe(true);
      const error = await refusal(doctor, REASONS, { LoaiLyDo: 'Sai' });
      expect(error.extensions).toMatchObject({ messageKey: 'validation.oneOf', field: 'LoaiLyDo' });
      expect(error.message).toBe('Loại lý do: Giá trị phải là một trong: HuyBienLai, HoanTien, MienGiam, HuyChiDinh, ChuyenVien, Khac');
    });

    it('Then administrative units come by type and parent, one by id, and a bad type or unknown parent is refused', async () => {
      const provinces = (await data(doctor, UNITS, { LoaiDonViHanhChinh: 'TINH' })).getAllDonViHanhChinh;
      expect(provinces.length).toBeGreaterThan(20);
      expect(provinces.every((row: { LoaiDonViHanhChinh: string; DonViCha_Id: string | null }) => row.LoaiDonViHanhChinh === 'TINH' && row.DonViCha_Id === null)).toBe(true);
      const caoBang = provinces.find((row: { MaDonViHanhChinh: string }) => row.MaDonViHanhChinh === '04');
      const communes = (await data(doctor, UNITS, { DonViCha_Id: caoBang._id })).getAllDonViHanhChinh;
      expect(communes.length).toBeGreaterThan(10);
      expect(communes.every((row: { DonViCha_Id: string; MaDonViHanhChinh: string }) => row.DonViCha_Id === caoBang._id && row.MaDonViHanhChinh.length === 5)).toBe(true);
      const codes = communes.map((row: { MaDonViHanhChinh: string }) => row.MaDonViHanhChinh);
      expect(codes).toEqual(codes.toSorted());
      expect((await data(doctor, UNITS, { DonViCha_Id: caoBang._id, LoaiDonViHanhChinh: 'TINH' })).getAllDonViHanhChinh).toEqual([]);
      expect((await data(doctor, UNIT, { id: caoBang._id })).findOneDonViHanhChinh).toMatchObject({ MaDonViHanhChinh: '04', TenDonViHanhChinh: 'Tỉnh Cao Bằng' });
      expect((await data(doctor, UNIT, { id: 'khong-co' })).findOneDonViHanhChinh).toBeNull();
      expect((await refusal(doctor, UNITS, { LoaiDonViHanhChinh: 'HUYEN' })).extensions).toMatchObject({ messageKey: 'validation.oneOf', field: 'LoaiDonViHanhChinh' });
      expect((await refusal(doctor, UNITS, { DonViCha_Id: 'khong-co' })).extensions).toMatchObject({ messageKey: 'catalogue.refNotFound', field: 'DonViCha_Id' });
    });
  });
});
