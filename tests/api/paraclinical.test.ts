// The performing rooms' work as the server enforces it (spec §4 Service request, §5 Subclinical, §6): orders the
// doctor sends from an exam are taken, performed and returned by the moves allowed and from the stated state only;
// a patient who did not come is not taken; lab values are judged against the patient's range and a result returns
// only when complete; a returned result is cancelled only with the permission; a device's daily limit holds; each
// write is audited and announced on its work list's module; SARS-CoV-2 tests have their own list; on PGlite and on
// PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, type HisServer } from '@his/server';
import { startOfDay } from '@his/sdk/format';
import { BACKENDS, serversOnBackends } from '../support/backends';
import { gql, login, mainService, type Caller } from '../support/server';

const ORDER = `_id SoPhieuYeuCau TrangThai TrangThai_HangDoi BNKhongDen LaKhanCap NgayYeuCau NgayThucHien NgayTraKetQua NgayLayMau ThietBi_Id NguoiThucHien_Ids
  SIDMau STTMau NoiDung KetLuan MaLoaiDichVu MaNhomDichVu MaYTe TenBenhNhan GioiTinh NamSinh NoiThucHien_Id TiepNhan_Id
  ChiTiets { _id DichVu_Id MaDichVu DuocPhepThucHien }`;
const RESULT = '_id ChiTiet_Id GiaTriChuan_Id TenXetNghiem KieuDuLieu KetQua DonViTinh Min Max MucBinhThuong CanhBao ThuTu';
const RECEIVE = `mutation ($benhNhan: BenhNhanInput, $input: TiepNhanInput!) {
  createTiepNhanKhamBenh(benhNhan: $benhNhan, input: $input) { _id DichVuYeuCaus { _id } } }`;
const START = 'mutation ($order: ID!, $input: KhamBenhInput) { createKhamBenh(DichVuYeuCau_Id: $order, input: $input) { _id } }';
const CREATE = `mutation ($exam: ID!, $input: DichVuYeuCauInput!) { createDichVuYeuCaus(idKhamBenh: $exam, input: $input) { _id NoiThucHien_Id } }`;
const LIST = `query ($options: ClsDichVuYeuCauOptions!) { clsCacDichVuYeuCau(options: $options) { ${ORDER} } }`;
const ONE = `query ($id: ID!) { clsDichVuYeuCauById(id: $id) { ${ORDER} KetQuas { ${RESULT} } } }`;
const ROWS = `query ($id: ID!) { clsChiTietDichVuYeuCauById(id: $id) { ${RESULT} } }`;
const CHECK = 'query ($id: ID!) { checkDuocPhepThucHien(id: $id) { DuocPhepThucHien LyDo } }';
const ROOMS = 'query ($nhom: String!) { phongThucHienCLS(nhom: $nhom) { _id MaPhongBan TenPhongBan SoDangCho } }';
const BY_NUMBER = `query ($number: String!) { searchMaChiDinh(SoPhieuYeuCau: $number) { _id } }`;
const BY_SID = `query ($sid: String!) { searchSID(SIDMau: $sid) { _id } }`;
const OF_VISIT = `query ($visit: ID!) { ketQuaCLSTheoTiepNhan(TiepNhan_Id: $visit) { _id TrangThai KetQuas { TenXetNghiem KetQua CanhBao } } }`;
const MOVE = `mutation ($id: ID!, $from: String!, $to: String!) { updateDichVuYeuCauState(id: $id, oldState: $from, newState: $to) { ${ORDER} } }`;
const MOVE_MANY = `mutation ($ids: [ID!]!, $from: String!, $to: String!) {
  updateManyDichVuYeuCauState(ids: $ids, oldState: $from, newState: $to) { updated { _id TrangThai } refused { _id SoPhieuYeuCau LyDo } } }`;
const MOVE_NUMBER = `mutation ($number: String!, $from: String!, $to: String!) {
  updateDichVuYeuCauStateBySoPhieu(SoPhieuYeuCau: $number, oldState: $from, newState: $to) { updated { _id TrangThai } refused { _id LyDo } } }`;
const NO_SHOW = `mutation ($ids: [ID!]!, $value: Boolean!) { toggleBNKhongDen(ids: $ids, BNKhongDen: $value) { _id BNKhongDen } }`;
const SAVE_LAB = `mutation ($id: ID!, $input: KetQuaXetNghiemInput!, $ret: Boolean) { saveKetQuaXetNghiem(id: $id, input: $input, traKetQua: $ret) { ${ORDER} KetQuas { ${RESULT} } } }`;
const SAVE_IMAGING = `mutation ($id: ID!, $input: KetQuaMoTaInput!, $ret: Boolean) { saveKetQuaChanDoanHinhAnh(id: $id, input: $input, traKetQua: $ret) { ${ORDER} } }`;
const VISIT = 'query ($id: ID!) { getTiepNhanById(id: $id) { DichVuYeuCaus { _id TrangThai NgayThucHien ThietBi_Id NguoiThucHien_Ids SIDMau KetQuas { _id } } } }';
const MY_INFO = '{ myInfo { profile { _id } nodes { _id code } } }';
const CREATE_GROUP = 'mutation ($input: DM_NhomDichVuInput!) { createDM_NhomDichVu(input: $input) { _id } }';
const CREATE_SERVICE = 'mutation ($input: DM_DichVuInput!) { createDM_DichVu(input: $input) { _id } }';
const SERVICES_OF = 'query ($idPhongBan: ID!) { getDichVuByPhongBan(idPhongBan: $idPhongBan) { DichVu_Id } }';
const SET_SERVICES = 'mutation ($idPhongBan: ID!, $idDichVus: [ID!]!) { setDichVuPhongBan(idPhongBan: $idPhongBan, idDichVus: $idDichVus) { DichVu_Id } }';

const startServer = serversOnBackends({ withPlugins: true });

interface Order {
  _id: string; SoPhieuYeuCau: string; TrangThai: string; TrangThai_HangDoi: string; BNKhongDen: boolean; LaKhanCap: boolean; NgayYeuCau: number;
  NgayThucHien: number | null; NgayTraKetQua: number | null; NgayLayMau: number | null; ThietBi_Id: string | null; NguoiThucHien_Ids: string[];
  SIDMau: string | null; STTMau: number | null; KetLuan: string | null; MaLoaiDichVu: string; MaNhomDichVu: string; MaYTe: string; TenBenhNhan: string;
  TiepNhan_Id: string; ChiTiets: { _id: string; DichVu_Id: string; MaDichVu: string }[]; KetQuas?: Result[];
}
interface Result {
  _id: string; ChiTiet_Id: string; GiaTriChuan_Id: string | null; TenXetNghiem: string; KetQua: string | null; Min: number | null; Max: number | null;
  MucBinhThuong: string | null; CanhBao: string | null; ThuTu: number;
}
interface Event { module: string; process: string; idNodes: string[]; data: { ids: string[]; PhongBan_Ids: string[]; TiepNhan_Ids: string[]; BenhNhan_Ids: string[] } }

describe.each(BACKENDS)('paraclinical work lists on %s', (backend) => {
  let server: HisServer;
  let desk: Caller;
  let doctor: Caller;
  let tech: Caller;
  const ref = {} as Record<'danToc' | 'quocTich' | 'commune' | 'vienPhi' | 'exam' | 'pk01' | 'xn01' | 'sa01' | 'icd' | 'analyser' | 'technician' | 'doctorStaff', string>;
  const service = {} as Record<'cbc' | 'glucose' | 'urea' | 'ultrasound', string>;
  const { data, refusal } = mainService(() => server);
  const events: Event[] = [];
  let serial = 0;

  const one = async <T>(query: string, params: unknown[] = []): Promise<T> => (await server.runtime.database.query<T>(query, params))[0]!;
  const idOf = async (query: string, params: unknown[] = []) => (await one<{ _id: string }>(query, params))._id;
  const signIn = async (username: string, password: string): Promise<Caller> => {
    const token = (await login(server, username, password)).token;
    const me = (await gql(server, '/graphqlauth', MY_INFO, {}, { token })).data.myInfo;
    return { token, node: me.nodes.find((node: { code: string }) => node.code === 'CS01')._id, profile: me.profile._id };
  };

  /** A patient received, examined at PK01 and ordered these services, sent at once: the orders and the visit. */
  const ordered = async (lines: { DichVu_Id: string; NoiThucHien_Id: string }[], patient: { GioiTinh?: string; NamSinh?: number } = {}, extra: Record<string, unknown> = {}) => {
    serial++;
    const benhNhan = {
      TenBenhNhan: `Trần Thị Xét Nghiệm ${String.fromCharCode(65 + (serial % 26))}${serial}`, NamSinh: patient.NamSinh ?? 1968, GioiTinh: patient.GioiTinh ?? 'MALE',
      DanToc_Id: ref.danToc, QuocTich_Id: ref.quocTich, SoDienThoai: `0977${String(400000 + serial).slice(-6)}`, DonViHanhChinh_Id: ref.commune,
    };
    const visit = (await data(desk, RECEIVE, { benhNhan, input: { DoiTuong_Id: ref.vienPhi, DichVuKham: [{ DichVu_Id: ref.exam, PhongBan_Id: ref.pk01 }] } })).createTiepNhanKhamBenh;
    const exam = (await data(doctor, START, { order: visit.DichVuYeuCaus[0]._id, input: { ICD_Id: ref.icd, ChanDoan: 'Kiểm tra sức khỏe' } })).createKhamBenh._id as string;
    const orders = (await data(doctor, CREATE, { exam, input: { DichVus: lines.map((line) => ({ ...line, SoLuong: 1 })), guiNgay: true, ...extra } })).createDichVuYeuCaus as { _id: string; NoiThucHien_Id: string }[];
    return { orders: orders.map((order) => order._id), visit: visit._id as string, name: benhNhan.TenBenhNhan };
  };
  const lab = async (...services: string[]) => (await ordered(services.map((DichVu_Id) => ({ DichVu_Id, NoiThucHien_Id: ref.xn01 })))).orders[0]!;
  const orderOf = async (id: string): Promise<Order> => (await data(tech, ONE, { id })).clsDichVuYeuCauById;
  const performance = (extra: Record<string, unknown> = {}) => ({ ThietBi_Id: ref.analyser, NguoiThucHien_Ids: [ref.technician], NgayThucHien: Date.now(), NgayLayMau: Date.now(), ...extra });
  /** The test rows of a lab order, as the result form reads them. */
  const rowsOf = async (id: string): Promise<Result[]> => (await data(tech, ROWS, { id })).clsChiTietDichVuYeuCauById;
  const valuesFor = (rows: Result[], values: Record<string, string>) =>
    rows.filter((row) => row.TenXetNghiem in values).map((row) => ({ ChiTiet_Id: row.ChiTiet_Id, GiaTriChuan_Id: row.GiaTriChuan_Id, KetQua: values[row.TenXetNghiem]! }));
  const audited = async (id: string) => Number((await one<{ n: number }>(`SELECT count(*)::int AS n FROM his_audit_log WHERE entity = 'DichVuYeuCau' AND "entity_Id" = $1`, [id])).n);
  const until = async (done: () => boolean) => {
    for (let waited = 0; waited < 3000 && !done(); waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
  };

  beforeAll(async () => {
    server = await startServer(backend);
    server.runtime.bus.subscribe((event) => events.push(event as Event));
    ref.danToc = await idOf(`SELECT _id FROM "DM_DanToc" WHERE "MaDanToc" = '01'`);
    ref.quocTich = await idOf(`SELECT _id FROM "DM_QuocTich" WHERE "MaQuocTich" = 'VN'`);
    ref.commune = (await one<{ DonViHanhChinh_Id: string }>(`SELECT "DonViHanhChinh_Id" FROM "BenhNhan" WHERE "DonViHanhChinh_Id" IS NOT NULL LIMIT 1`)).DonViHanhChinh_Id;
    ref.vienPhi = await idOf(`SELECT _id FROM "DM_DoiTuong" WHERE "MaDoiTuong" = 'VienPhi'`);
    ref.exam = await idOf(`SELECT _id FROM "DM_DichVu" WHERE "MaDichVu" = 'KB-NOI'`);
    ref.icd = await idOf('SELECT _id FROM "DM_ICD" ORDER BY "MaICD" LIMIT 1');
    for (const [key, code] of [['pk01', 'PK01'], ['xn01', 'XN01'], ['sa01', 'SA01']] as const) ref[key] = await idOf('SELECT _id FROM his_nodes WHERE code = $1', [code]);
    const cs01 = await idOf(`SELECT _id FROM his_nodes WHERE code = 'CS01'`);
    ref.analyser = await idOf(`SELECT _id FROM "DM_ThietBi" WHERE "MaThietBi" = 'TB-HH-01' AND "node_Id" = $1`, [cs01]);
    ref.technician = (await one<{ NhanVien_Id: string }>(`SELECT "NhanVien_Id" FROM his_users WHERE username = 'ktv'`)).NhanVien_Id;
    ref.doctorStaff = (await one<{ NhanVien_Id: string }>(`SELECT "NhanVien_Id" FROM his_users WHERE username = 'bacsi'`)).NhanVien_Id;
    for (const [key, code] of [['cbc', 'XN-TPTTBM'], ['glucose', 'XN-GLU'], ['urea', 'XN-URE'], ['ultrasound', 'SA-BUNG']] as const) {
      service[key] = await idOf('SELECT _id FROM "DM_DichVu" WHERE "MaDichVu" = $1', [code]);
    }
    // The doctor's profile performs too, but may not cancel a returned result: granted before anyone signs in.
    await server.runtime.database.query(`UPDATE his_profile_permissions SET permissions = array_append(permissions, 'paraclinical.write')
      WHERE "profile_Id" = (SELECT _id FROM his_profiles WHERE name = 'Bác sĩ khám bệnh')`);
    desk = await signIn('tiepdon', 'Tiepdon@123');
    doctor = await signIn('bacsi', 'Bacsi@123');
    tech = await signIn('ktv', 'Ktv@12345');
  }, 120_000);
  afterAll(async () => server?.close());

  it('When the technician takes, undoes, takes, returns, the doctor reads and the result is cancelled / Then each move keeps its times, and a wrong state is refused in words', async () => {
    const id = await lab(service.glucose);
    const taken = (await data(tech, MOVE, { id, from: 'SanSang', to: 'ChuaKetQua' })).updateDichVuYeuCauState as Order;
    expect(taken).toMatchObject({ TrangThai: 'ChuaKetQua', MaLoaiDichVu: 'XetNghiem', MaNhomDichVu: 'XN-SH' });
    expect(taken.NgayThucHien).toBeGreaterThan(Date.now() - 60_000);
    expect(taken.SIDMau).toMatch(/^\d{10}$/);
    expect(taken.STTMau).toBeGreaterThanOrEqual(1);
    const again = await refusal(tech, MOVE, { id, from: 'SanSang', to: 'ChuaKetQua' });
    expect(again.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'paraclinical.refused.state', field: 'oldState' });
    expect(again.message).toContain('Đang thực hiện');
    expect(again.message).toContain('Chưa thực hiện (đã gửi)');
    const skipped = await refusal(tech, MOVE, { id, from: 'ChuaKetQua', to: 'DaXemKetQua' });
    expect(skipped.extensions).toMatchObject({ messageKey: 'paraclinical.moveNotAllowed', field: 'newState' });
    expect(skipped.message).toContain('“Đang thực hiện” sang “Đã xem kết quả”');

    const untaken = (await data(tech, MOVE, { id, from: 'ChuaKetQua', to: 'SanSang' })).updateDichVuYeuCauState as Order;
    expect(untaken).toMatchObject({ TrangThai: 'SanSang', NgayThucHien: null, SIDMau: taken.SIDMau });
    await data(tech, MOVE, { id, from: 'SanSang', to: 'ChuaKetQua' });
    const [glucose] = await rowsOf(id);
    await data(tech, SAVE_LAB, { id, input: { ...performance(), KetQuas: valuesFor([glucose!], { Glucose: '5,2' }) } });
    const returned = (await data(tech, MOVE, { id, from: 'ChuaKetQua', to: 'CoKetQua' })).updateDichVuYeuCauState as Order;
    expect(returned).toMatchObject({ TrangThai: 'CoKetQua', TrangThai_HangDoi: 'DaThucHien' });
    expect(returned.NgayTraKetQua).toBeGreaterThan(Date.now() - 60_000);
    const read = (await data(doctor, MOVE, { id, from: 'CoKetQua', to: 'DaXemKetQua' })).updateDichVuYeuCauState as Order;
    expect(read.TrangThai).toBe('DaXemKetQua');
    const reopened = (await data(tech, MOVE, { id, from: 'DaXemKetQua', to: 'ChuaKetQua' })).updateDichVuYeuCauState as Order;
    expect(reopened).toMatchObject({ TrangThai: 'ChuaKetQua', NgayTraKetQua: null, TrangThai_HangDoi: 'ChuaThucHien' });
    await data(tech, MOVE, { id, from: 'ChuaKetQua', to: 'CoKetQua' });
    expect((await data(tech, MOVE, { id, from: 'CoKetQua', to: 'ChuaKetQua' })).updateDichVuYeuCauState.TrangThai).toBe('ChuaKetQua');
    // Each move and the save: an audit entry each, besides the order's creation.
    expect(await audited(id)).toBeGreaterThanOrEqual(9);
    await until(() => events.filter((event) => event.module === 'XetNghiem' && event.data.ids.includes(id)).length >= 8);
    const announced = events.filter((event) => event.module === 'XetNghiem' && event.data.ids.includes(id));
    expect(announced.length).toBeGreaterThanOrEqual(8);
    expect(announced[0]).toMatchObject({ process: 'update', idNodes: [tech.node], data: { PhongBan_Ids: [ref.xn01], TiepNhan_Ids: [taken.TiepNhan_Id] } });
  });

  it('When several orders are moved together in mixed states / Then only those in the old state move, the others are reported with their reason', async () => {
    const [a, b, c] = [await lab(service.glucose), await lab(service.glucose), await lab(service.glucose)];
    await data(tech, MOVE, { id: b, from: 'SanSang', to: 'ChuaKetQua' });
    await data(tech, NO_SHOW, { ids: [c], value: true });
    const moved = (await data(tech, MOVE_MANY, { ids: [a, b, c], from: 'SanSang', to: 'ChuaKetQua' })).updateManyDichVuYeuCauState;
    expect(moved.updated.map((order: Order) => [order._id, order.TrangThai])).toEqual([[a, 'ChuaKetQua']]);
    const reasons = Object.fromEntries(moved.refused.map((each: { _id: string; LyDo: string }) => [each._id, each.LyDo]));
    expect(Object.keys(reasons).sort()).toEqual([b, c].sort());
    expect(reasons[b]).toMatch(/đang ở trạng thái “Đang thực hiện”, không phải “Chưa thực hiện \(đã gửi\)”/);
    expect(reasons[c]).toContain('không đến');
    const states = await server.runtime.database.query<{ _id: string; TrangThai: string }>('SELECT _id, "TrangThai" FROM "DichVuYeuCau" WHERE _id = ANY($1::text[])', [[a, b, c]]);
    expect(Object.fromEntries(states.map((row) => [row._id, row.TrangThai]))).toEqual({ [a]: 'ChuaKetQua', [b]: 'ChuaKetQua', [c]: 'SanSang' });
    // By request number: the same move for that number's order.
    const number = (await orderOf(a)).SoPhieuYeuCau;
    const byNumber = (await data(tech, MOVE_NUMBER, { number, from: 'ChuaKetQua', to: 'SanSang' })).updateDichVuYeuCauStateBySoPhieu;
    expect(byNumber).toEqual({ updated: [{ _id: a, TrangThai: 'SanSang' }], refused: [] });
  });

  it('When the patient did not come / Then the order is in the missed tab, cannot be taken or saved, and back in waiting when the mark is undone', async () => {
    const id = await lab(service.glucose);
    const { SoPhieuYeuCau } = await orderOf(id);
    expect((await data(tech, NO_SHOW, { ids: [id], value: true })).toggleBNKhongDen).toEqual([{ _id: id, BNKhongDen: true }]);
    const tab = async (name: string) => ((await data(tech, LIST, { options: { nhom: 'xet-nghiem', tab: name, search: SoPhieuYeuCau } })).clsCacDichVuYeuCau as Order[]).map((order) => order._id);
    expect([await tab('waiting'), await tab('missed'), await tab('done')]).toEqual([[], [id], []]);
    const check = (await data(tech, CHECK, { id })).checkDuocPhepThucHien;
    expect(check).toEqual({ DuocPhepThucHien: false, LyDo: `Bệnh nhân của phiếu ${SoPhieuYeuCau} đang được đánh dấu không đến` });
    expect((await refusal(tech, MOVE, { id, from: 'SanSang', to: 'ChuaKetQua' })).extensions).toMatchObject({ messageKey: 'paraclinical.check.noShow', field: 'id' });
    expect((await refusal(tech, SAVE_LAB, { id, input: { KetQuas: [] } })).extensions).toMatchObject({ messageKey: 'paraclinical.check.noShow' });
    await data(tech, NO_SHOW, { ids: [id], value: false });
    expect([await tab('waiting'), await tab('missed')]).toEqual([[id], []]);
    expect((await data(tech, CHECK, { id })).checkDuocPhepThucHien).toEqual({ DuocPhepThucHien: true, LyDo: null });
    // A service not yet allowed (not paid) is not performed either.
    await server.runtime.database.query(`UPDATE "DichVuYeuCau_ChiTiet" SET "DuocPhepThucHien" = false WHERE "DichVuYeuCau_Id" = $1`, [id]);
    expect((await data(tech, CHECK, { id })).checkDuocPhepThucHien).toEqual({ DuocPhepThucHien: false, LyDo: `Dịch vụ XN-GLU của phiếu ${SoPhieuYeuCau} chưa được phép thực hiện (chưa thu tiền)` });
  });

  it('When a man\'s blood count is entered with a low haemoglobin and a high white count / Then each is flagged against his range, copied on the row', async () => {
    const id = await lab(service.cbc);
    const blank = await rowsOf(id);
    expect(blank.map((row) => [row.TenXetNghiem, row.KetQua, row.MucBinhThuong, row.ThuTu])).toEqual([
      ['Huyết sắc tố (HGB)', null, '130 - 170', 1], ['Số lượng bạch cầu (WBC)', null, '4 - 10', 2], ['Số lượng tiểu cầu (PLT)', null, '150 - 400', 3],
    ]);
    const saved = (await data(tech, SAVE_LAB, { id, input: { ...performance(), KetQuas: valuesFor(blank, { 'Huyết sắc tố (HGB)': '129,5', 'Số lượng bạch cầu (WBC)': '12.1', 'Số lượng tiểu cầu (PLT)': '150' }) } })).saveKetQuaXetNghiem as Order;
    expect(saved.TrangThai).toBe('ChuaKetQua');
    expect(saved.KetQuas!.map((row) => [row.KetQua, row.CanhBao, row.Min, row.Max])).toEqual([['129,5', 'Thap', 130, 170], ['12.1', 'Cao', 4, 10], ['150', null, 150, 400]]);
    // A woman's range: 125 is normal for her.
    const woman = (await ordered([{ DichVu_Id: service.cbc, NoiThucHien_Id: ref.xn01 }], { GioiTinh: 'FEMALE', NamSinh: 1990 })).orders[0]!;
    const hers = (await data(tech, SAVE_LAB, { id: woman, input: { KetQuas: valuesFor(await rowsOf(woman), { 'Huyết sắc tố (HGB)': '125' }) } })).saveKetQuaXetNghiem as Order;
    expect(hers.KetQuas!.map((row) => [row.KetQua, row.CanhBao, row.MucBinhThuong])).toEqual([['125', null, '120 - 150']]);
    // The doctor sees them on the visit.
    const visit = (await orderOf(id)).TiepNhan_Id;
    const ofVisit = (await data(doctor, OF_VISIT, { visit })).ketQuaCLSTheoTiepNhan;
    expect(ofVisit).toEqual([{ _id: id, TrangThai: 'ChuaKetQua', KetQuas: expect.arrayContaining([{ TenXetNghiem: 'Huyết sắc tố (HGB)', KetQua: '129,5', CanhBao: 'Thap' }]) }]);
    // Reception's visit reads the same order's performance; its results are not the receptionist's to read.
    const atDesk = (await data(desk, VISIT, { id: visit })).getTiepNhanById.DichVuYeuCaus.find((order: { _id: string }) => order._id === id);
    expect(atDesk).toMatchObject({ TrangThai: 'ChuaKetQua', ThietBi_Id: ref.analyser, NguoiThucHien_Ids: [ref.technician], SIDMau: saved.SIDMau, KetQuas: [] });
    expect(atDesk.NgayThucHien).toBe(saved.NgayThucHien);
  });

  it('When the result is returned with a test blank or a required field missing / Then it is refused naming it and nothing is saved; complete, it is returned and then locked', async () => {
    const id = await lab(service.cbc);
    const rows = await rowsOf(id);
    const two = valuesFor(rows, { 'Huyết sắc tố (HGB)': '140', 'Số lượng bạch cầu (WBC)': '' });
    const blank = await refusal(tech, SAVE_LAB, { id, input: { ...performance(), KetQuas: two }, ret: true });
    expect(blank.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'paraclinical.missing.result', field: 'KetQuas.1.KetQua' });
    expect(blank.message).toContain('Số lượng bạch cầu (WBC)');
    // Nothing of the refused save stayed: not taken, no values.
    expect(await orderOf(id)).toMatchObject({ TrangThai: 'SanSang', ThietBi_Id: null, KetQuas: [] });
    const all = valuesFor(rows, { 'Huyết sắc tố (HGB)': '140', 'Số lượng bạch cầu (WBC)': '7', 'Số lượng tiểu cầu (PLT)': '250' });
    for (const [missing, field, key] of [['ThietBi_Id', 'ThietBi_Id', 'paraclinical.missing.device'], ['NguoiThucHien_Ids', 'NguoiThucHien_Ids', 'paraclinical.missing.performer'], ['NgayLayMau', 'NgayLayMau', 'paraclinical.missing.sampledAt']] as const) {
      const input = { ...performance(), KetQuas: all, [missing]: missing === 'NguoiThucHien_Ids' ? [] : null };
      expect((await refusal(tech, SAVE_LAB, { id, input, ret: true })).extensions, missing).toMatchObject({ messageKey: key, field });
    }
    const repeated = await refusal(tech, SAVE_LAB, { id, input: { ...performance({ NguoiThucHien_Ids: [ref.technician, ref.doctorStaff, ref.technician] }), KetQuas: all } });
    expect(repeated.extensions).toMatchObject({ messageKey: 'paraclinical.performerTwice', field: 'NguoiThucHien_Ids.2' });
    expect((await refusal(tech, SAVE_LAB, { id, input: { ...performance({ NguoiThucHien_Ids: ['khong-co'] }), KetQuas: all } })).extensions)
      .toMatchObject({ messageKey: 'paraclinical.performerNotFound', field: 'NguoiThucHien_Ids.0' });
    const returned = (await data(tech, SAVE_LAB, { id, input: { ...performance({ NguoiThucHien_Ids: [ref.technician, ref.doctorStaff] }), KetQuas: all }, ret: true })).saveKetQuaXetNghiem as Order;
    expect(returned).toMatchObject({ TrangThai: 'CoKetQua', ThietBi_Id: ref.analyser, NguoiThucHien_Ids: [ref.technician, ref.doctorStaff] });
    expect(returned.KetQuas!.every((row) => row.KetQua && row.CanhBao === null)).toBe(true);
    expect((await refusal(tech, SAVE_LAB, { id, input: { KetQuas: all } })).extensions).toMatchObject({ messageKey: 'paraclinical.resultReturned', field: 'id' });
    // The done tab lists it; searched by its sample id, its patient's code and the start of a name without accents.
    const { SIDMau, MaYTe, TenBenhNhan } = await orderOf(id);
    for (const search of [SIDMau!, MaYTe, 'tran thi xet', TenBenhNhan.split(' ').slice(-1)[0]!.toLowerCase()]) {
      const done = (await data(tech, LIST, { options: { nhom: 'xet-nghiem', tab: 'done', search } })).clsCacDichVuYeuCau as Order[];
      expect(done.map((order) => order._id), search).toContain(id);
    }
    expect((await data(tech, BY_SID, { sid: SIDMau })).searchSID).toEqual([{ _id: id }]);
  });

  it('When a sample id is typed / Then one that another open order carries is refused, naming that order, and a free one is kept', async () => {
    const [first, second] = [await lab(service.glucose), await lab(service.glucose)];
    const taken = (await data(tech, MOVE, { id: first, from: 'SanSang', to: 'ChuaKetQua' })).updateDichVuYeuCauState as Order;
    const clash = await refusal(tech, SAVE_LAB, { id: second, input: { SIDMau: taken.SIDMau, KetQuas: [] } });
    expect(clash.extensions).toMatchObject({ messageKey: 'paraclinical.sidTaken', field: 'SIDMau', params: { sid: taken.SIDMau, number: taken.SoPhieuYeuCau } });
    expect((await refusal(tech, SAVE_LAB, { id: second, input: { SIDMau: 'ống 1', KetQuas: [] } })).extensions).toMatchObject({ messageKey: 'paraclinical.sidInvalid', field: 'SIDMau' });
    const sid = `S-${Date.now()}`;
    expect((await data(tech, SAVE_LAB, { id: second, input: { SIDMau: sid, KetQuas: [] } })).saveKetQuaXetNghiem).toMatchObject({ SIDMau: sid, TrangThai: 'ChuaKetQua' });
    expect((await data(tech, BY_SID, { sid })).searchSID).toEqual([{ _id: second }]);
  });

  it('When a returned result is cancelled / Then without the permission it is refused with the message to get it, with it the order is open again', async () => {
    const id = await lab(service.glucose);
    const [glucose] = await rowsOf(id);
    await data(tech, SAVE_LAB, { id, input: { ...performance(), KetQuas: valuesFor([glucose!], { Glucose: '9,8' }) }, ret: true });
    const denied = await refusal(doctor, MOVE, { id, from: 'CoKetQua', to: 'ChuaKetQua' });
    expect(denied.extensions).toMatchObject({ code: 'FORBIDDEN', messageKey: 'paraclinical.cancelResultNotAllowed' });
    expect(denied.message).toBe('Tài khoản chưa được phân quyền hủy kết quả đã trả. Liên hệ quản trị hệ thống để được phân quyền.');
    expect((await orderOf(id)).TrangThai).toBe('CoKetQua');
    expect((await data(tech, MOVE, { id, from: 'CoKetQua', to: 'ChuaKetQua' })).updateDichVuYeuCauState.TrangThai).toBe('ChuaKetQua');
    const flagged = (await orderOf(id)).KetQuas!;
    expect(flagged.map((row) => [row.KetQua, row.CanhBao, row.MucBinhThuong])).toEqual([['9,8', 'Cao', '3,9 - 6,4']]);
  });

  it('When a device has done its daily number / Then a further order on it that day is refused, naming the device', async () => {
    const [first, second] = [await lab(service.glucose), await lab(service.glucose)];
    await data(tech, SAVE_LAB, { id: first, input: { ...performance(), KetQuas: [] } });
    const day = await one<{ n: number }>(`SELECT count(*)::int AS n FROM "DichVuYeuCau" WHERE "ThietBi_Id" = $1 AND "NgayThucHien" >= $2`, [ref.analyser, startOfDay(Date.now())]);
    await server.runtime.database.query(`UPDATE "DM_ThietBi" SET "SoLuongToiDaTrongNgay" = $2 WHERE _id = $1`, [ref.analyser, Number(day.n)]);
    try {
      const full = await refusal(tech, SAVE_LAB, { id: second, input: { ...performance(), KetQuas: [] } });
      expect(full.extensions).toMatchObject({ messageKey: 'paraclinical.deviceFull', field: 'ThietBi_Id' });
      expect(full.message).toContain('Máy phân tích huyết học tự động');
      expect((await orderOf(second)).TrangThai).toBe('SanSang');
      // The order already counted can still be corrected.
      await data(tech, SAVE_LAB, { id: first, input: { ...performance(), NhanXet: 'Mẫu hơi đục', KetQuas: [] } });
    } finally {
      await server.runtime.database.query(`UPDATE "DM_ThietBi" SET "SoLuongToiDaTrongNgay" = NULL WHERE _id = $1`, [ref.analyser]);
    }
    await data(tech, SAVE_LAB, { id: second, input: { ...performance(), KetQuas: [] } });
  });

  it('When an ultrasound is reported / Then it needs its conclusion, goes to the ultrasound list, and is not a lab order', async () => {
    const { orders: [id] } = await ordered([{ DichVu_Id: service.ultrasound, NoiThucHien_Id: ref.sa01 }]);
    const report = { ThietBi_Id: await idOf(`SELECT _id FROM "DM_ThietBi" WHERE "MaThietBi" = 'TB-SA-01' AND "node_Id" = $1`, [tech.node]), NguoiThucHien_Ids: [ref.technician], NgayThucHien: Date.now(), NoiDung: 'Gan không to, nhu mô đều.' };
    expect((await refusal(tech, SAVE_LAB, { id, input: { KetQuas: [] } })).extensions).toMatchObject({ messageKey: 'paraclinical.wrongWorkList', field: 'id' });
    expect((await refusal(tech, SAVE_IMAGING, { id, input: report, ret: true })).extensions).toMatchObject({ messageKey: 'paraclinical.missing.conclusion', field: 'KetLuan' });
    const returned = (await data(tech, SAVE_IMAGING, { id, input: { ...report, KetLuan: 'Siêu âm ổ bụng bình thường' }, ret: true })).saveKetQuaChanDoanHinhAnh as Order;
    expect(returned).toMatchObject({ TrangThai: 'CoKetQua', KetLuan: 'Siêu âm ổ bụng bình thường', SIDMau: null, MaLoaiDichVu: 'SieuAm' });
    expect((await data(tech, ROWS, { id })).clsChiTietDichVuYeuCauById).toEqual([]);
    const done = (await data(tech, LIST, { options: { nhom: 'sieu-am', tab: 'done', search: returned.SoPhieuYeuCau } })).clsCacDichVuYeuCau as Order[];
    expect(done.map((order) => order._id)).toEqual([id]);
    expect((await data(tech, LIST, { options: { nhom: 'xet-nghiem', tab: 'done', search: returned.SoPhieuYeuCau } })).clsCacDichVuYeuCau).toEqual([]);
    await until(() => events.some((event) => event.module === 'SieuAm' && event.data.ids.includes(id!)));
    expect(events.some((event) => event.module === 'SieuAm' && event.data.ids.includes(id!))).toBe(true);
  });

  it('When the lists are read / Then urgent orders come first, the rooms show what waits, and the request number finds its order', async () => {
    const plain = await lab(service.urea);
    const urgent = (await ordered([{ DichVu_Id: service.urea, NoiThucHien_Id: ref.xn01 }], {}, { LaKhanCap: true })).orders[0]!;
    const waiting = (await data(tech, LIST, { options: { nhom: 'xet-nghiem', tab: 'waiting', idPhongBan: ref.xn01, limit: 500 } })).clsCacDichVuYeuCau as Order[];
    const ids = waiting.map((order) => order._id);
    expect(ids.indexOf(urgent)).toBeLessThan(ids.indexOf(plain));
    expect(waiting.every((order, index) => index === 0 || !order.LaKhanCap || waiting[index - 1]!.LaKhanCap)).toBe(true);
    const rooms = (await data(tech, ROOMS, { nhom: 'xet-nghiem' })).phongThucHienCLS as { _id: string; MaPhongBan: string; SoDangCho: number }[];
    expect(rooms.map((room) => room.MaPhongBan)).toEqual(['XN01']);
    expect(rooms[0]!.SoDangCho).toBe(ids.length);
    expect(((await data(tech, ROOMS, { nhom: 'sieu-am' })).phongThucHienCLS as { MaPhongBan: string }[]).map((room) => room.MaPhongBan)).toEqual(['SA01']);
    expect((await data(tech, BY_NUMBER, { number: (await orderOf(plain)).SoPhieuYeuCau })).searchMaChiDinh).toEqual([{ _id: plain }]);
    expect((await refusal(tech, LIST, { options: { nhom: 'x-quang', tab: 'waiting' } })).extensions).toMatchObject({ messageKey: 'paraclinical.workListUnknown', field: 'nhom' });
  });

  it('When the facility adds a SARS-CoV-2 group and the doctor orders its test / Then it waits on its own list, not the lab\'s, and is returned as a lab value announced on XetNghiemCovid', async () => {
    const covidList = async (tab: string, search?: string) => ((await data(tech, LIST, { options: { nhom: 'xet-nghiem-sars-cov-2', tab, search } })).clsCacDichVuYeuCau as Order[]);
    // The demo catalogue has no such group: the list is empty, not filled with other tests.
    expect(await covidList('waiting')).toEqual([]);
    expect(await covidList('done')).toEqual([]);

    const admin = { token: (await login(server, DEMO_ADMIN.username, DEMO_ADMIN.password)).token };
    const group = (await data(admin, CREATE_GROUP, { input: { MaNhomDichVu: 'XN-SARS-COV-2', TenNhomDichVu: 'Xét nghiệm SARS-CoV-2', LoaiDichVu_Id: await idOf(`SELECT _id FROM "DM_LoaiDichVu" WHERE "MaLoaiDichVu" = 'XetNghiem'`) } })).createDM_NhomDichVu._id as string;
    const antigen = (await data(admin, CREATE_SERVICE, { input: { MaDichVu: 'XN-SARS-COV-2-AG', TenDichVu: 'SARS-CoV-2 Ag test nhanh', NhomDichVu_Id: group, DonViTinh: 'Lần' } })).createDM_DichVu._id as string;
    // Released price lists are not edited through the API: the test prices it in the lists that price glucose.
    await server.runtime.database.query(`INSERT INTO "DM_BangGia_DichVu" ("BangGia_Id", "DichVu_Id", "DonGia", "ThuTu")
      SELECT "BangGia_Id", $1, 78000, "ThuTu" + 10000 FROM "DM_BangGia_DichVu" WHERE "DichVu_Id" = $2`, [antigen, service.glucose]);
    // The lab room does the test (its listed services), so it is a room of the list.
    const linked = ((await data(admin, SERVICES_OF, { idPhongBan: ref.xn01 })).getDichVuByPhongBan as { DichVu_Id: string }[]).map((link) => link.DichVu_Id);
    await data(admin, SET_SERVICES, { idPhongBan: ref.xn01, idDichVus: [...linked, antigen] });
    const { orders: [id] } = await ordered([{ DichVu_Id: antigen, NoiThucHien_Id: ref.xn01 }]);
    const number = (await orderOf(id!)).SoPhieuYeuCau;

    expect((await covidList('waiting', number)).map((order) => [order._id, order.MaNhomDichVu])).toEqual([[id, 'XN-SARS-COV-2']]);
    for (const nhom of ['xet-nghiem', 'xet-nghiem-vi-sinh']) {
      expect((await data(tech, LIST, { options: { nhom, tab: 'waiting', search: number } })).clsCacDichVuYeuCau, nhom).toEqual([]);
    }
    // The room shows the one order waiting.
    const rooms = (await data(tech, ROOMS, { nhom: 'xet-nghiem-sars-cov-2' })).phongThucHienCLS as { MaPhongBan: string; SoDangCho: number }[];
    expect(rooms.filter((room) => room.MaPhongBan === 'XN01').map((room) => room.SoDangCho)).toEqual([1]);

    // A lab value: taken with a sample, saved and returned through the lab save.
    await data(tech, MOVE, { id, from: 'SanSang', to: 'ChuaKetQua' });
    const rows = await rowsOf(id!);
    expect(rows.map((row) => row.TenXetNghiem)).toEqual(['SARS-CoV-2 Ag test nhanh']);
    const KetQuas = rows.map((row) => ({ ChiTiet_Id: row.ChiTiet_Id, GiaTriChuan_Id: row.GiaTriChuan_Id, KetQua: 'Âm tính' }));
    const returned = (await data(tech, SAVE_LAB, { id, input: { ...performance(), KetQuas }, ret: true })).saveKetQuaXetNghiem as Order;
    expect(returned).toMatchObject({ TrangThai: 'CoKetQua', MaLoaiDichVu: 'XetNghiem', MaNhomDichVu: 'XN-SARS-COV-2' });
    expect(returned.SIDMau).not.toBeNull();
    expect((await covidList('done', number)).map((order) => order._id)).toEqual([id]);
    await until(() => events.some((event) => event.module === 'XetNghiemCovid' && event.data.ids.includes(id!)));
    expect(events.some((event) => event.module === 'XetNghiemCovid' && event.data.ids.includes(id!))).toBe(true);
    expect(events.some((event) => event.module === 'XetNghiem' && event.data.ids.includes(id!))).toBe(false);
  });

  it('When a receptionist asks / Then every read and write is FORBIDDEN; the technician\'s profile reads and writes', async () => {
    const id = await lab(service.glucose);
    for (const [query, variables] of [
      [LIST, { options: { nhom: 'xet-nghiem', tab: 'waiting' } }], [ONE, { id }], [ROWS, { id }], [CHECK, { id }], [ROOMS, { nhom: 'xet-nghiem' }],
      [MOVE, { id, from: 'SanSang', to: 'ChuaKetQua' }], [MOVE_MANY, { ids: [id], from: 'SanSang', to: 'ChuaKetQua' }], [NO_SHOW, { ids: [id], value: true }],
      [SAVE_LAB, { id, input: { KetQuas: [] } }],
    ] as const) {
      expect((await refusal(desk, query, variables)).extensions?.code, query.slice(0, 40)).toBe('FORBIDDEN');
    }
    expect((await orderOf(id)).TrangThai).toBe('SanSang');
    expect((await data(tech, MOVE, { id, from: 'SanSang', to: 'ChuaKetQua' })).updateDichVuYeuCauState.TrangThai).toBe('ChuaKetQua');
  });
});
