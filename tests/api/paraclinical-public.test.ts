// The public result page's API and the analysers' results as the server enforces them: a patient's link (staff reading
// results or examining only, its token made once and never written to the audit log), the page showing only returned
// results of the patient, signed out, and nothing at all for a wrong token, another patient's token, a request not
// returned or not the patient's; an analyser's values written on the taken order with that sample id and flagged,
// the rest kept as unknown results, listed newest first and linked to an order later; on PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HisServer } from '@his/server';
import { BACKENDS, serversOnBackends } from '../support/backends';
import { gql, login, mainService, type Caller } from '../support/server';

const ORDER = '_id SoPhieuYeuCau TrangThai SIDMau BenhNhan_Id ChiTiets { _id DichVu_Id MaDichVu }';
const RESULT = 'ChiTiet_Id GiaTriChuan_Id TenXetNghiem KetQua DonViTinh MucBinhThuong CanhBao';
const RECEIVE = `mutation ($benhNhan: BenhNhanInput, $input: TiepNhanInput!) {
  createTiepNhanKhamBenh(benhNhan: $benhNhan, input: $input) { _id DichVuYeuCaus { _id } } }`;
const START = 'mutation ($order: ID!, $input: KhamBenhInput) { createKhamBenh(DichVuYeuCau_Id: $order, input: $input) { _id } }';
const CREATE = `mutation ($exam: ID!, $input: DichVuYeuCauInput!) { createDichVuYeuCaus(idKhamBenh: $exam, input: $input) { ${ORDER} } }`;
const ROWS = `query ($id: ID!) { clsChiTietDichVuYeuCauById(id: $id) { ${RESULT} } }`;
const BY_ID = `query ($id: ID!) { clsDichVuYeuCauById(id: $id) { ${ORDER} KetQuas { ${RESULT} } } }`;
const TAKE = `mutation ($id: ID!) { updateDichVuYeuCauState(id: $id, oldState: "SanSang", newState: "ChuaKetQua") { ${ORDER} } }`;
const SAVE_LAB = `mutation ($id: ID!, $input: KetQuaXetNghiemInput!) { saveKetQuaXetNghiem(id: $id, input: $input, traKetQua: true) { ${ORDER} } }`;
const SAVE_REPORT = `mutation ($id: ID!, $input: KetQuaMoTaInput!) { saveKetQuaChanDoanHinhAnh(id: $id, input: $input, traKetQua: true) { ${ORDER} } }`;
const LINK = 'query ($patient: ID!, $number: String) { lienKetKetQuaCLS(idBenhNhan: $patient, soPhieuYeuCau: $number) }';
const PUBLIC = `query ($patient: ID!, $number: String, $token: String!) {
  ketQuaCLSCongKhai(idBenhNhan: $patient, soPhieuYeuCau: $number, token: $token) {
    TenBenhNhan NamSinh TenCoSo DichVus { SoPhieuYeuCau TenDichVu NhomKetQua NgayTraKetQua NoiDung KetLuan KetQuas { TenXetNghiem KetQua DonViTinh MucBinhThuong CanhBao } } } }`;
const ANALYSER = 'mutation ($input: KetQuaMayInput!) { nhanKetQuaTuMay(input: $input) { DichVuYeuCau_Id SoKetQuaGhiNhan SoKetQuaKhongXacDinh } }';
const UNKNOWN = `query ($page: Int!, $limit: Int!, $search: String, $linked: Boolean) {
  ketQuaKhongXacDinhsPagination(page: $page, limit: $limit, search: $search, DaLienKet: $linked) {
    total items { _id SIDMau MaChiSo TenChiSo KetQua DonViTinh MaYTe MaThietBi DaLienKet DichVuYeuCau_Id NgayNhan } } }`;
const LINK_UNKNOWN = `mutation ($ids: [ID!]!, $order: ID!) { lienKetKetQuaKhongXacDinh(ids: $ids, idDichVuYeuCau: $order) { ${ORDER} KetQuas { ${RESULT} } } }`;
const MY_INFO = '{ myInfo { profile { _id } nodes { _id code } } }';

const startServer = serversOnBackends({ withPlugins: true });

interface Order { _id: string; SoPhieuYeuCau: string; TrangThai: string; SIDMau: string | null; BenhNhan_Id: string; ChiTiets: { _id: string; MaDichVu: string }[] }
interface Row { ChiTiet_Id: string; GiaTriChuan_Id: string | null; TenXetNghiem: string; KetQua: string | null; DonViTinh: string | null; MucBinhThuong: string | null; CanhBao: string | null }
interface Unknown { _id: string; SIDMau: string; MaChiSo: string; TenChiSo: string | null; KetQua: string; DaLienKet: boolean; DichVuYeuCau_Id: string | null; NgayNhan: number }

const tokenOf = (path: string) => new URL(path, 'http://his.test').searchParams.get('token')!;

describe.each(BACKENDS)('the public result page and analyser results on %s', (backend) => {
  let server: HisServer;
  let desk: Caller;
  let doctor: Caller;
  let lab: Caller;
  const ref = {} as Record<'danToc' | 'quocTich' | 'commune' | 'vienPhi' | 'exam' | 'pk01' | 'xn01' | 'sa01' | 'icd' | 'biochemistry' | 'ultrasoundDevice' | 'performer' | 'facility', string>;
  const service = {} as Record<'cbc' | 'glucose' | 'alt' | 'ultrasound', string>;
  const { data, refusal } = mainService(() => server);
  let serial = 0;

  const one = async <T>(query: string, params: unknown[] = []): Promise<T> => (await server.runtime.database.query<T>(query, params))[0]!;
  const idOf = async (query: string, params: unknown[] = []) => (await one<{ _id: string }>(query, params))._id;
  const signIn = async (username: string, password: string): Promise<Caller> => {
    const token = (await login(server, username, password)).token;
    const me = (await gql(server, '/graphqlauth', MY_INFO, {}, { token })).data.myInfo;
    return { token, node: me.nodes.find((node: { code: string }) => node.code === 'CS01')._id, profile: me.profile._id };
  };
  /** The public page as anyone reads it: no sign-in, only the arguments. */
  const publicPage = async (variables: Record<string, unknown>) => {
    const result = await gql(server, '/graphqlhis', PUBLIC, variables);
    expect(result.errors).toBeUndefined();
    return result.data.ketQuaCLSCongKhai;
  };

  const orderMore = async (exam: string, services: { DichVu_Id: string; NoiThucHien_Id: string }[]): Promise<Order[]> =>
    (await data(doctor, CREATE, { exam, input: { DichVus: services.map((each) => ({ ...each, SoLuong: 1 })), guiNgay: true } })).createDichVuYeuCaus;
  /** A new patient (male, born 1970) received, examined at PK01, with these services ordered and sent: one order per place. */
  const ordered = async (services: { DichVu_Id: string; NoiThucHien_Id: string }[]): Promise<{ orders: Order[]; exam: string }> => {
    serial++;
    const benhNhan = {
      TenBenhNhan: `Phạm Văn Kết Quả ${String.fromCharCode(65 + (serial % 26))}${serial}`, NamSinh: 1970, GioiTinh: 'MALE', DanToc_Id: ref.danToc, QuocTich_Id: ref.quocTich,
      SoDienThoai: `0977${String(400000 + serial).slice(-6)}`, DonViHanhChinh_Id: ref.commune,
    };
    const visit = (await data(desk, RECEIVE, { benhNhan, input: { DoiTuong_Id: ref.vienPhi, DichVuKham: [{ DichVu_Id: ref.exam, PhongBan_Id: ref.pk01 }] } })).createTiepNhanKhamBenh;
    const exam = (await data(doctor, START, { order: visit.DichVuYeuCaus[0]._id, input: { ICD_Id: ref.icd, ChanDoan: 'Theo dõi rối loạn chuyển hoá' } })).createKhamBenh._id;
    return { orders: await orderMore(exam, services), exam };
  };
  const labOrder = async (...services: string[]) => (await ordered(services.map((DichVu_Id) => ({ DichVu_Id, NoiThucHien_Id: ref.xn01 })))).orders[0]!;
  const rowsOf = async (id: string): Promise<Row[]> => (await data(lab, ROWS, { id })).clsChiTietDichVuYeuCauById;
  const orderById = async (id: string): Promise<Order & { KetQuas: Row[] }> => (await data(lab, BY_ID, { id })).clsDichVuYeuCauById;

  /** Enters a value for each test of a lab order (by test name) and returns the result. */
  const returnLab = async (order: Order, values: Record<string, string>) => {
    const now = Date.now();
    const KetQuas = (await rowsOf(order._id)).map((row) => ({ ChiTiet_Id: row.ChiTiet_Id, GiaTriChuan_Id: row.GiaTriChuan_Id, KetQua: values[row.TenXetNghiem] ?? row.KetQua ?? '1' }));
    const input = { ThietBi_Id: ref.biochemistry, NguoiThucHien_Ids: [ref.performer], NgayThucHien: now, NgayLayMau: now, KetLuan: 'Tăng đường huyết.', KetQuas };
    return (await data(lab, SAVE_LAB, { id: order._id, input })).saveKetQuaXetNghiem as Order;
  };
  const returnUltrasound = async (order: Order) => {
    const input = { ThietBi_Id: ref.ultrasoundDevice, NguoiThucHien_Ids: [ref.performer], NgayThucHien: Date.now(), NoiDung: 'Gan tăng âm lan toả.', KetLuan: 'Gan nhiễm mỡ độ I.' };
    return (await data(lab, SAVE_REPORT, { id: order._id, input })).saveKetQuaChanDoanHinhAnh as Order;
  };
  const linkOf = async (caller: Caller, patient: string, number?: string): Promise<string> => (await data(caller, LINK, { patient, number })).lienKetKetQuaCLS;

  beforeAll(async () => {
    server = await startServer(backend);
    desk = await signIn('tiepdon', 'Tiepdon@123');
    doctor = await signIn('bacsi', 'Bacsi@123');
    lab = await signIn('ktv', 'Ktv@12345');
    ref.danToc = await idOf(`SELECT _id FROM "DM_DanToc" WHERE "MaDanToc" = '01'`);
    ref.quocTich = await idOf(`SELECT _id FROM "DM_QuocTich" WHERE "MaQuocTich" = 'VN'`);
    ref.commune = (await one<{ DonViHanhChinh_Id: string }>(`SELECT "DonViHanhChinh_Id" FROM "BenhNhan" WHERE "DonViHanhChinh_Id" IS NOT NULL LIMIT 1`)).DonViHanhChinh_Id;
    ref.vienPhi = await idOf(`SELECT _id FROM "DM_DoiTuong" WHERE "MaDoiTuong" = 'VienPhi'`);
    ref.exam = await idOf(`SELECT _id FROM "DM_DichVu" WHERE "MaDichVu" = 'KB-NOI'`);
    for (const [key, code] of [['pk01', 'PK01'], ['xn01', 'XN01'], ['sa01', 'SA01'], ['facility', 'CS01']] as const) ref[key] = await idOf('SELECT _id FROM his_nodes WHERE code = $1', [code]);
    ref.icd = await idOf('SELECT _id FROM "DM_ICD" ORDER BY "MaICD" LIMIT 1');
    ref.biochemistry = await idOf(`SELECT _id FROM "DM_ThietBi" WHERE "MaThietBi" = 'TB-SH-01' AND "node_Id" = $1`, [ref.facility]);
    ref.ultrasoundDevice = await idOf(`SELECT _id FROM "DM_ThietBi" WHERE "MaThietBi" = 'TB-SA-01' AND "node_Id" = $1`, [ref.facility]);
    ref.performer = await idOf(`SELECT _id FROM "NhanVien" WHERE "MaNhanVien" = 'KTV0001'`);
    for (const [key, code] of [['cbc', 'XN-TPTTBM'], ['glucose', 'XN-GLU'], ['alt', 'XN-ALT'], ['ultrasound', 'SA-BUNG']] as const) {
      service[key] = await idOf('SELECT _id FROM "DM_DichVu" WHERE "MaDichVu" = $1', [code]);
    }
  }, 120_000);
  afterAll(async () => server?.close());

  describe('the public page', () => {
    /** A patient with a returned glucose, a returned ultrasound and an ALT still waiting; and another patient with a returned glucose. */
    const patients = async () => {
      const { orders: [tests, imaging], exam } = await ordered([{ DichVu_Id: service.glucose, NoiThucHien_Id: ref.xn01 }, { DichVu_Id: service.ultrasound, NoiThucHien_Id: ref.sa01 }]);
      const returned = await returnLab(tests!, { Glucose: '8,2' });
      await returnUltrasound(imaging!);
      const [waiting] = await orderMore(exam, [{ DichVu_Id: service.alt, NoiThucHien_Id: ref.xn01 }]);
      const other = await labOrder(service.glucose);
      await returnLab(other, { Glucose: '5.0' });
      return { patient: tests!.BenhNhan_Id, returned, imaging: imaging!, waiting: waiting!, other };
    };

    it('When staff ask for a patient\'s link / Then it is the page\'s path with an unguessable token, made once and audited without it', async () => {
      const { patient, returned } = await patients();
      const path = await linkOf(doctor, patient);
      expect(path).toMatch(new RegExp(`^/ket-qua-cls/${patient}\\?token=[A-Za-z0-9_-]{43}$`));
      expect(await linkOf(lab, patient, returned.SoPhieuYeuCau)).toBe(`/ket-qua-cls/${patient}/${returned.SoPhieuYeuCau}?token=${tokenOf(path)}`);
      const entries = await server.runtime.database.query<{ action: string; after: Record<string, unknown> }>(
        `SELECT action, after FROM his_audit_log WHERE entity = 'KetQuaCLS_LienKet' AND after->>'BenhNhan_Id' = $1`, [patient]);
      expect(entries).toHaveLength(1);
      expect(entries[0]!.action).toBe('CREATE');
      expect(JSON.stringify(entries[0]!.after)).not.toContain(tokenOf(path));
    });

    it('When a receptionist asks for a link, or for a request of another patient / Then it is refused', async () => {
      const { patient, other } = await patients();
      expect((await refusal(desk, LINK, { patient })).extensions?.code).toBe('FORBIDDEN');
      expect((await refusal(doctor, LINK, { patient, number: other.SoPhieuYeuCau })).extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'paraclinical.public.orderNotFound', field: 'soPhieuYeuCau' });
      expect((await refusal(doctor, LINK, { patient: 'khong-co' })).extensions).toMatchObject({ messageKey: 'paraclinical.public.patientNotFound', field: 'idBenhNhan' });
    });

    it('When anyone opens the link signed out / Then the patient\'s returned results show, with the name, birth year and facility only', async () => {
      const { patient, returned, imaging } = await patients();
      const token = tokenOf(await linkOf(doctor, patient));
      const page = await publicPage({ patient, token });
      const facility = await one<{ name: string }>('SELECT name FROM his_nodes WHERE _id = $1', [ref.facility]);
      expect(page).toMatchObject({ NamSinh: 1970, TenCoSo: facility.name });
      expect(page.TenBenhNhan).toMatch(/^Phạm Văn Kết Quả/);
      const byNumber = Object.fromEntries(page.DichVus.map((each: { SoPhieuYeuCau: string }) => [each.SoPhieuYeuCau, each]));
      expect(Object.keys(byNumber).sort()).toEqual([returned.SoPhieuYeuCau, imaging.SoPhieuYeuCau].sort());
      expect(byNumber[returned.SoPhieuYeuCau]).toMatchObject({
        TenDichVu: 'Định lượng Glucose [máu]', NhomKetQua: 'lab', KetLuan: 'Tăng đường huyết.',
        KetQuas: [{ TenXetNghiem: 'Glucose', KetQua: '8,2', DonViTinh: 'mmol/L', MucBinhThuong: '3,9 - 6,4', CanhBao: 'Cao' }],
      });
      expect(byNumber[returned.SoPhieuYeuCau].NgayTraKetQua).toBeGreaterThan(0);
      expect(byNumber[imaging.SoPhieuYeuCau]).toMatchObject({ NhomKetQua: 'report', NoiDung: 'Gan tăng âm lan toả.', KetLuan: 'Gan nhiễm mỡ độ I.', KetQuas: [] });
      // One request's page shows that request only.
      expect((await publicPage({ patient, token, number: imaging.SoPhieuYeuCau })).DichVus.map((each: { SoPhieuYeuCau: string }) => each.SoPhieuYeuCau)).toEqual([imaging.SoPhieuYeuCau]);
    });

    it('When the link is wrong in any way / Then the page gets nothing, the same nothing whatever the reason', async () => {
      const { patient, waiting, other } = await patients();
      const token = tokenOf(await linkOf(doctor, patient));
      const othersToken = tokenOf(await linkOf(doctor, other.BenhNhan_Id));
      const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      const cases: Record<string, Record<string, unknown>> = {
        'a wrong token': { patient, token: flipped },
        'another patient\'s token': { patient, token: othersToken },
        'an empty token': { patient, token: '' },
        'a token too long': { patient, token: `${token}${'x'.repeat(100)}` },
        'an unknown patient': { patient: 'khong-co-benh-nhan', token },
        'a patient id too long': { patient: 'p'.repeat(60), token },
        'a request not returned': { patient, token, number: waiting.SoPhieuYeuCau },
        'a request of another patient': { patient, token, number: other.SoPhieuYeuCau },
        'a request number too long': { patient, token, number: 'Y'.repeat(51) },
      };
      for (const [reason, variables] of Object.entries(cases)) expect(await publicPage(variables), reason).toBeNull();
      // Each patient's own link works, and shows only what was returned.
      expect((await publicPage({ patient: other.BenhNhan_Id, token: othersToken })).DichVus.map((each: { SoPhieuYeuCau: string }) => each.SoPhieuYeuCau)).toEqual([other.SoPhieuYeuCau]);
      expect((await publicPage({ patient, token })).DichVus.map((each: { SoPhieuYeuCau: string }) => each.SoPhieuYeuCau)).not.toContain(waiting.SoPhieuYeuCau);
    });

    it('When a request is not returned yet / Then its page gets nothing, and once returned it shows', async () => {
      const order = await labOrder(service.glucose);
      const token = tokenOf(await linkOf(lab, order.BenhNhan_Id));
      expect(await publicPage({ patient: order.BenhNhan_Id, token, number: order.SoPhieuYeuCau })).toBeNull();
      expect((await publicPage({ patient: order.BenhNhan_Id, token })).DichVus).toEqual([]);
      await returnLab(order, { Glucose: '3.1' });
      const page = await publicPage({ patient: order.BenhNhan_Id, token, number: order.SoPhieuYeuCau });
      expect(page.DichVus[0].KetQuas[0]).toMatchObject({ KetQua: '3.1', CanhBao: 'Thap' });
    });
  });

  describe('analyser results', () => {
    it('When an analyser sends values for a sample id no order has / Then they are kept as unknown results, listed newest first', async () => {
      const SIDMau = `UNK${backend.slice(0, 2)}${serial}A`;
      const sent = await data(lab, ANALYSER, { input: { SIDMau, MaThietBi: 'AU480', MaYTe: 'BN-LA', KetQuas: [{ MaChiSo: 'GLU', KetQua: '7.9' }, { MaChiSo: 'alt', KetQua: '50', DonViTinh: 'U/L' }] } });
      expect(sent.nhanKetQuaTuMay).toEqual({ DichVuYeuCau_Id: null, SoKetQuaGhiNhan: 0, SoKetQuaKhongXacDinh: 2 });
      const later = await data(lab, ANALYSER, { input: { SIDMau: `${SIDMau}2`, KetQuas: [{ MaChiSo: 'ZXQ1', KetQua: '1' }] } });
      expect(later.nhanKetQuaTuMay.SoKetQuaKhongXacDinh).toBe(1);
      const page = (await data(lab, UNKNOWN, { page: 1, limit: 10, search: SIDMau })).ketQuaKhongXacDinhsPagination;
      expect(page.total).toBe(3);
      expect(page.items[0]).toMatchObject({ SIDMau: `${SIDMau}2`, MaChiSo: 'ZXQ1', TenChiSo: null, DaLienKet: false });
      expect(page.items.slice(1).map((item: Unknown) => [item.MaChiSo, item.TenChiSo, item.KetQua]).sort()).toEqual([['GLU', 'Glucose', '7.9'], ['alt', 'ALT (GPT)', '50']]);
      expect(page.items[1]).toMatchObject({ MaThietBi: 'AU480', MaYTe: 'BN-LA' });
      // By the start of a test code, a page at a time.
      const byCode = (await data(lab, UNKNOWN, { page: 1, limit: 1, search: 'zxq', linked: false })).ketQuaKhongXacDinhsPagination;
      expect(byCode).toMatchObject({ total: 1, items: [{ MaChiSo: 'ZXQ1' }] });
      expect((await data(lab, UNKNOWN, { page: 2, limit: 1, search: 'zxq' })).ketQuaKhongXacDinhsPagination).toEqual({ total: 1, items: [] });
      expect((await data(lab, UNKNOWN, { page: 1, limit: 1, search: 'zxq', linked: true })).ketQuaKhongXacDinhsPagination.total).toBe(0);
    });

    it('When unknown results are linked to a lab order / Then their values land on its tests, flagged, and the records are linked; a test not of the order is refused', async () => {
      const SIDMau = `UNK${backend.slice(0, 2)}${serial}B`;
      await data(lab, ANALYSER, { input: { SIDMau, KetQuas: [{ MaChiSo: 'GLU', KetQua: '7.9' }, { MaChiSo: 'ALT', KetQua: '50' }] } });
      const records: Unknown[] = (await data(lab, UNKNOWN, { page: 1, limit: 10, search: SIDMau })).ketQuaKhongXacDinhsPagination.items;
      const glucose = records.find((record) => record.MaChiSo === 'GLU')!;
      const alt = records.find((record) => record.MaChiSo === 'ALT')!;
      const order = await labOrder(service.glucose);
      expect(order.SIDMau).toBeNull();

      const refused = await refusal(lab, LINK_UNKNOWN, { ids: [glucose._id, alt._id], order: order._id });
      expect(refused.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'paraclinical.unknown.noMatchingTest', field: 'ids.1', params: { code: 'ALT', number: order.SoPhieuYeuCau } });
      expect((await orderById(order._id)).TrangThai).toBe('SanSang');

      const linked = (await data(lab, LINK_UNKNOWN, { ids: [glucose._id], order: order._id })).lienKetKetQuaKhongXacDinh;
      expect(linked).toMatchObject({ _id: order._id, TrangThai: 'ChuaKetQua', SIDMau });
      expect(linked.KetQuas).toEqual([expect.objectContaining({ TenXetNghiem: 'Glucose', KetQua: '7.9', MucBinhThuong: '3,9 - 6,4', CanhBao: 'Cao' })]);
      const after: Unknown[] = (await data(lab, UNKNOWN, { page: 1, limit: 10, search: SIDMau })).ketQuaKhongXacDinhsPagination.items;
      expect(after.find((record) => record._id === glucose._id)).toMatchObject({ DaLienKet: true, DichVuYeuCau_Id: order._id });
      expect((await data(lab, UNKNOWN, { page: 1, limit: 10, search: SIDMau, linked: false })).ketQuaKhongXacDinhsPagination.items.map((item: Unknown) => item._id)).toEqual([alt._id]);

      expect((await refusal(lab, LINK_UNKNOWN, { ids: [glucose._id], order: order._id })).extensions).toMatchObject({ messageKey: 'paraclinical.unknown.alreadyLinked', field: 'ids.0' });
      const audit = await one<{ n: number }>(`SELECT count(*)::int AS n FROM his_audit_log WHERE entity = 'KetQuaKhongXacDinh' AND "entity_Id" = $1 AND operation = 'lienKetKetQuaKhongXacDinh'`, [glucose._id]);
      expect(audit.n).toBe(1);
    });

    it('When an analyser sends values for a taken order\'s sample / Then they are written on its tests, flagged for the patient, and a code of no test is kept unknown', async () => {
      const order = await labOrder(service.cbc, service.glucose);
      const taken = (await data(lab, TAKE, { id: order._id })).updateDichVuYeuCauState as Order;
      expect(taken.SIDMau).toBeTruthy();
      const KetQuas = [{ MaChiSo: 'HGB', KetQua: '105' }, { MaChiSo: 'WBC', KetQua: '12.5' }, { MaChiSo: 'PLT', KetQua: '250' }, { MaChiSo: 'GLU', KetQua: '5.0' }, { MaChiSo: 'XYZ', KetQua: '9' }];
      const sent = (await data(lab, ANALYSER, { input: { SIDMau: taken.SIDMau, KetQuas } })).nhanKetQuaTuMay;
      expect(sent).toEqual({ DichVuYeuCau_Id: order._id, SoKetQuaGhiNhan: 4, SoKetQuaKhongXacDinh: 1 });
      const written = Object.fromEntries((await orderById(order._id)).KetQuas.map((row) => [row.TenXetNghiem, [row.KetQua, row.CanhBao]]));
      expect(written).toEqual({ 'Huyết sắc tố (HGB)': ['105', 'Thap'], 'Số lượng bạch cầu (WBC)': ['12.5', 'Cao'], 'Số lượng tiểu cầu (PLT)': ['250', null], Glucose: ['5.0', null] });
      expect((await data(lab, UNKNOWN, { page: 1, limit: 10, search: taken.SIDMau })).ketQuaKhongXacDinhsPagination.items.map((item: Unknown) => item.MaChiSo)).toEqual(['XYZ']);

      // Returned, the order keeps its values: a later message for its sample is kept unknown.
      await returnLab(order, {});
      const late = (await data(lab, ANALYSER, { input: { SIDMau: taken.SIDMau, KetQuas: [{ MaChiSo: 'GLU', KetQua: '9.9' }] } })).nhanKetQuaTuMay;
      expect(late).toEqual({ DichVuYeuCau_Id: null, SoKetQuaGhiNhan: 0, SoKetQuaKhongXacDinh: 1 });
      expect((await orderById(order._id)).KetQuas.find((row) => row.TenXetNghiem === 'Glucose')!.KetQua).toBe('5.0');
    });

    it('When an analyser sends values for a sent order\'s sample id / Then the order is taken and written', async () => {
      const order = await labOrder(service.glucose);
      const SIDMau = `SENT${backend.slice(0, 2)}${serial}`;
      await server.runtime.database.query(`UPDATE "DichVuYeuCau" SET "SIDMau" = $1 WHERE _id = $2`, [SIDMau, order._id]);
      expect((await data(lab, ANALYSER, { input: { SIDMau, KetQuas: [{ MaChiSo: ' glu ', KetQua: '2.0' }] } })).nhanKetQuaTuMay).toEqual({ DichVuYeuCau_Id: order._id, SoKetQuaGhiNhan: 1, SoKetQuaKhongXacDinh: 0 });
      const after = await orderById(order._id);
      expect(after.TrangThai).toBe('ChuaKetQua');
      expect(after.KetQuas).toEqual([expect.objectContaining({ KetQua: '2.0', CanhBao: 'Thap' })]);
    });

    it.each([
      ['too many values', { SIDMau: 'S1', KetQuas: Array.from({ length: 201 }, () => ({ MaChiSo: 'GLU', KetQua: '1' })) }, 'validation.maxItems', 'KetQuas'],
      ['a value too long', { SIDMau: 'S1', KetQuas: [{ MaChiSo: 'GLU', KetQua: '1'.repeat(201) }] }, 'validation.maxLength', 'KetQuas.0.KetQua'],
      ['a blank sample id', { SIDMau: ' ', KetQuas: [{ MaChiSo: 'GLU', KetQua: '1' }] }, 'validation.required', 'SIDMau'],
    ])('When an analyser sends %s / Then it is refused, naming the field, and nothing is kept', async (_case, input, messageKey, field) => {
      const before = await one<{ n: number }>('SELECT count(*)::int AS n FROM "KetQuaKhongXacDinh"');
      expect((await refusal(lab, ANALYSER, { input })).extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey, field });
      expect(await one<{ n: number }>('SELECT count(*)::int AS n FROM "KetQuaKhongXacDinh"')).toEqual(before);
    });

    it('When the page asks for too many rows, or a receptionist reads or sends results / Then it is refused', async () => {
      expect((await refusal(lab, UNKNOWN, { page: 1, limit: 101 })).extensions).toMatchObject({ messageKey: 'catalogue.limitRange', field: 'limit' });
      expect((await refusal(lab, UNKNOWN, { page: 0, limit: 10 })).extensions).toMatchObject({ field: 'page' });
      expect((await refusal(desk, UNKNOWN, { page: 1, limit: 10 })).extensions?.code).toBe('FORBIDDEN');
      expect((await refusal(desk, ANALYSER, { input: { SIDMau: 'S1', KetQuas: [{ MaChiSo: 'GLU', KetQua: '1' }] } })).extensions?.code).toBe('FORBIDDEN');
      expect((await refusal(desk, LINK_UNKNOWN, { ids: ['a'], order: 'b' })).extensions?.code).toBe('FORBIDDEN');
    });
  });
});
