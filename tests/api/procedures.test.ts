// The procedure rooms' work as the server enforces it (spec §4 Service performance and Procedure notes, §5 Service
// performance, §6): orders the doctor sends from an exam are listed by tab, taken, written up and finished only with
// their note complete; a locked note takes no change and is reopened only with the permission; a device's day and
// session limits hold; a technician is assigned from the shifts and by hand; one staff member's shifts never overlap;
// each write is audited and announced on the surgery notes' module; on PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HisServer } from '@his/server';
import { BACKENDS, serversOnBackends } from '../support/backends';
import { gql, login, mainService, type Caller } from '../support/server';

const ORDER = `_id SoPhieuYeuCau TrangThai NgayYeuCau NgayThucHien NgayTraKetQua ThietBi_Id NguoiThucHien_Ids KetLuan MaLoaiDichVu NoiThucHien_Id TiepNhan_Id
  PhanCongKyThuatViens { NhanVien_Id TuDong ThoiGian CaThucHien_Id } PhanCongThietBi { ThietBi_Id ThoiGian CaThucHien_Id } TuongTrinhPTTT { _id DaKhoa }`;
const NOTE = `_id DichVuYeuCau_Id SoPhieuYeuCau TrangThai BatDau KetThuc MaKetQua TenKetQua NhomDieuTri TuVong QuyTrinh KetLuan DaKhoa LoaiKhoa ThoiGianKhoa TenNguoiKhoa
  TenPhuongPhapVoCam ChanDoanTruoc EKip { NhanVien_Id VaiTro TenNhanVien } VatTus { Duoc_Id MaDuoc TenDuoc DonViTinh SoLuong GhiChu }`;
const SHIFT = '_id NhanVien_Id TenNhanVien BatDau KetThuc ThuTuUuTien DichVu_Ids TenDichVus GhiChu';
const RECEIVE = `mutation ($benhNhan: BenhNhanInput, $input: TiepNhanInput!) {
  createTiepNhanKhamBenh(benhNhan: $benhNhan, input: $input) { _id DichVuYeuCaus { _id } } }`;
const START = 'mutation ($order: ID!, $input: KhamBenhInput) { createKhamBenh(DichVuYeuCau_Id: $order, input: $input) { _id } }';
const CREATE = 'mutation ($exam: ID!, $input: DichVuYeuCauInput!) { createDichVuYeuCaus(idKhamBenh: $exam, input: $input) { _id } }';
const LIST = `query ($options: DanhSachChiDinhPTTTOptions!) { danhSachChiDinhPTTT(options: $options) { _id TrangThai } }`;
const ROOMS = 'query ($nhom: String!) { phongThucHienPTTT(nhom: $nhom) { _id MaPhongBan SoDangCho } }';
const ONE = `query ($id: ID!) { chiDinhPTTTById(id: $id) { ${ORDER} } }`;
const MOVE = `mutation ($id: ID!, $from: String!, $to: String!) { updateThongTinThucHienPTTT(id: $id, oldState: $from, newState: $to) { ${ORDER} } }`;
const SAVE = `mutation ($id: ID!, $input: TuongTrinhPTTTInput!, $finish: Boolean) { saveTuongTrinhPTTT(idDichVuYeuCau: $id, input: $input, hoanThanh: $finish) { ${NOTE} } }`;
const NOTES = `query ($room: ID, $search: String) { tuongTrinhPTTTs(idPhongBan: $room, search: $search) { _id SoPhieuYeuCau } }`;
const LOCK = `mutation ($id: ID!, $type: String!) { lockTuongTrinhPTTT(id: $id, LoaiKhoa: $type) { ${NOTE} } }`;
const UNLOCK = `mutation ($id: ID!) { unlockTuongTrinhPTTT(id: $id) { ${NOTE} } }`;
const REOPEN = `mutation ($id: ID!) { huyTraKetQuaPTTT(idDichVuYeuCau: $id) { ${ORDER} } }`;
const DEVICES = `query ($id: ID!) { thietBiTheoDichVu(idDichVuYeuCau: $id) { _id MaThietBi SoLuongTrongNgay SoLuongTrongCa CaThucHien_Id ConCho } }`;
const ON_DEVICE = `mutation ($id: ID!, $device: ID) { phanCongThietBi(idDichVuYeuCau: $id, ThietBi_Id: $device) { ${ORDER} } }`;
const TECH_INFO = `query ($id: ID!) { thongTinPhanCongKyThuatVien(idDichVuYeuCau: $id) { DichVuYeuCau_Id KyThuatViens { NhanVien_Id DangTrongCa DaPhanCong TuDong SoLuongTrongNgay } } }`;
const ASSIGN = `mutation ($id: ID!, $staff: [ID!]!) { phanCongKyThuatVien(idDichVuYeuCau: $id, NhanVien_Ids: $staff) { ${ORDER} } }`;
const UNASSIGN_AUTO = `mutation ($ids: [ID!]!) { xoaPhanCongTuDong(ids: $ids) { ${ORDER} } }`;
const SHIFTS = `query ($from: Float!, $to: Float!, $staff: ID) { getCaThucHienByThoiGian(startDate: $from, endDate: $to, NhanVien_Id: $staff) { ${SHIFT} } }`;
const ADD_SHIFT = `mutation ($input: CaThucHienInput!) { createCaThucHien(input: $input) { ${SHIFT} } }`;
const CHANGE_SHIFT = `mutation ($id: ID!, $input: CaThucHienInput!) { updateCaThucHien(id: $id, input: $input) { ${SHIFT} } }`;
const MY_INFO = '{ myInfo { profile { _id } nodes { _id code } } }';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const startServer = serversOnBackends({ withPlugins: true });

interface Order {
  _id: string; SoPhieuYeuCau: string; TrangThai: string; NgayYeuCau: number; NgayThucHien: number | null; NgayTraKetQua: number | null; ThietBi_Id: string | null;
  NguoiThucHien_Ids: string[]; KetLuan: string | null; MaLoaiDichVu: string; NoiThucHien_Id: string; TiepNhan_Id: string;
  PhanCongKyThuatViens: { NhanVien_Id: string; TuDong: boolean; ThoiGian: number; CaThucHien_Id: string | null }[];
  PhanCongThietBi: { ThietBi_Id: string; ThoiGian: number; CaThucHien_Id: string | null } | null;
  TuongTrinhPTTT: { _id: string; DaKhoa: boolean } | null;
}
interface Note {
  _id: string; DichVuYeuCau_Id: string; SoPhieuYeuCau: string; TrangThai: string; BatDau: number; KetThuc: number; MaKetQua: string | null; TenKetQua: string | null;
  NhomDieuTri: string | null; TuVong: boolean | null; KetLuan: string | null; DaKhoa: boolean; LoaiKhoa: string | null; ThoiGianKhoa: number | null; TenNguoiKhoa: string | null;
  EKip: { NhanVien_Id: string; VaiTro: string }[]; VatTus: { Duoc_Id: string; MaDuoc: string; SoLuong: number }[];
}
interface Event { module: string; process: string; idNodes: string[]; data: { ids: string[]; TuongTrinhPTTT_Ids: string[]; PhongBan_Ids: string[] } }

describe.each(BACKENDS)('procedure rooms on %s', (backend) => {
  let server: HisServer;
  let desk: Caller;
  let doctor: Caller;
  let tech: Caller;
  let nurse: Caller;
  const ref = {} as Record<'danToc' | 'quocTich' | 'commune' | 'vienPhi' | 'exam' | 'pk01' | 'ptt01' | 'vltl01' | 'icd' | 'technician' | 'nurseStaff' | 'doctorStaff' | 'drug' | 'cs01', string>;
  const service = {} as Record<'dressing' | 'stitches' | 'appendix' | 'acupuncture' | 'traction', string>;
  const device = {} as Record<'acupuncture' | 'traction', string>;
  const { data, refusal } = mainService(() => server);
  const events: Event[] = [];
  let serial = 0;

  const one = async <T>(query: string, params: unknown[] = []): Promise<T> => (await server.runtime.database.query<T>(query, params))[0]!;
  const idOf = async (query: string, params: unknown[] = []) => (await one<{ _id: string }>(query, params))._id;
  const sql = (query: string, params: unknown[] = []) => server.runtime.database.query(query, params);
  const signIn = async (username: string, password: string): Promise<Caller> => {
    const token = (await login(server, username, password)).token;
    const me = (await gql(server, '/graphqlauth', MY_INFO, {}, { token })).data.myInfo;
    return { token, node: me.nodes.find((node: { code: string }) => node.code === 'CS01')._id, profile: me.profile._id };
  };

  /** A patient received, examined at PK01 and ordered this service at that room, sent at once: the order. */
  const ordered = async (DichVu_Id: string, NoiThucHien_Id: string): Promise<string> => {
    serial++;
    const benhNhan = {
      TenBenhNhan: `Lê Văn Thủ Thuật ${String.fromCharCode(65 + (serial % 26))}${serial}`, NamSinh: 1970, GioiTinh: 'MALE',
      DanToc_Id: ref.danToc, QuocTich_Id: ref.quocTich, SoDienThoai: `0966${String(500000 + serial).slice(-6)}`, DonViHanhChinh_Id: ref.commune,
    };
    const visit = (await data(desk, RECEIVE, { benhNhan, input: { DoiTuong_Id: ref.vienPhi, DichVuKham: [{ DichVu_Id: ref.exam, PhongBan_Id: ref.pk01 }] } })).createTiepNhanKhamBenh;
    const exam = (await data(doctor, START, { order: visit.DichVuYeuCaus[0]._id, input: { ICD_Id: ref.icd, ChanDoan: 'Vết thương phần mềm' } })).createKhamBenh._id as string;
    const orders = (await data(doctor, CREATE, { exam, input: { DichVus: [{ DichVu_Id, NoiThucHien_Id, SoLuong: 1 }], guiNgay: true } })).createDichVuYeuCaus as { _id: string }[];
    return orders[0]!._id;
  };
  const procedure = (key: 'dressing' | 'stitches' | 'appendix' = 'stitches') => ordered(service[key], ref.ptt01);
  const physiotherapy = (key: 'acupuncture' | 'traction' = 'acupuncture') => ordered(service[key], ref.vltl01);
  const orderOf = async (id: string): Promise<Order> => (await data(tech, ONE, { id })).chiDinhPTTTById;
  const take = async (id: string): Promise<Order> => (await data(tech, MOVE, { id, from: 'SanSang', to: 'ChuaKetQua' })).updateThongTinThucHienPTTT;
  const tab = async (nhom: string, name: string, search: string) => ((await data(tech, LIST, { options: { nhom, tab: name, search } })).danhSachChiDinhPTTT as { _id: string }[]).map((order) => order._id);
  /** A note's times: started as the order was sent, ended now. */
  const times = async (id: string) => {
    const started = (await orderOf(id)).NgayYeuCau;
    return { BatDau: started, KetThuc: Math.max(started, Date.now()) };
  };
  const result = { MaKetQua: '2', TenKetQua: 'Đỡ, vết thương khép kín', NhomDieuTri: 'T2', TuVong: false, QuyTrinh: 'Sát khuẩn, gây tê tại chỗ, khâu 4 mũi.', KetLuan: 'Khâu vết thương 4 mũi' };
  const audited = async (entity: string, id: string) => Number((await one<{ n: number }>(`SELECT count(*)::int AS n FROM his_audit_log WHERE entity = $1 AND "entity_Id" = $2`, [entity, id])).n);
  const until = async (done: () => boolean) => {
    for (let waited = 0; waited < 3000 && !done(); waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
  };
  /** Only the shifts a test adds: the demo roster would decide who is on shift now. */
  const clearShifts = () => sql('DELETE FROM "CaThucHien"');

  beforeAll(async () => {
    server = await startServer(backend);
    server.runtime.bus.subscribe((event) => events.push(event as Event));
    ref.danToc = await idOf(`SELECT _id FROM "DM_DanToc" WHERE "MaDanToc" = '01'`);
    ref.quocTich = await idOf(`SELECT _id FROM "DM_QuocTich" WHERE "MaQuocTich" = 'VN'`);
    ref.commune = (await one<{ DonViHanhChinh_Id: string }>(`SELECT "DonViHanhChinh_Id" FROM "BenhNhan" WHERE "DonViHanhChinh_Id" IS NOT NULL LIMIT 1`)).DonViHanhChinh_Id;
    ref.vienPhi = await idOf(`SELECT _id FROM "DM_DoiTuong" WHERE "MaDoiTuong" = 'VienPhi'`);
    ref.exam = await idOf(`SELECT _id FROM "DM_DichVu" WHERE "MaDichVu" = 'KB-NOI'`);
    ref.icd = await idOf(`SELECT _id FROM "DM_ICD" WHERE "MaICD" = 'S61.0'`);
    for (const [key, code] of [['pk01', 'PK01'], ['ptt01', 'PTT01'], ['vltl01', 'VLTL01'], ['cs01', 'CS01']] as const) ref[key] = await idOf('SELECT _id FROM his_nodes WHERE code = $1', [code]);
    for (const [key, username] of [['technician', 'ktv'], ['nurseStaff', 'dieuduong'], ['doctorStaff', 'bacsi']] as const) {
      ref[key] = (await one<{ NhanVien_Id: string }>('SELECT "NhanVien_Id" FROM his_users WHERE username = $1', [username])).NhanVien_Id;
    }
    ref.drug = await idOf(`SELECT _id FROM "DM_Duoc" WHERE "node_Id" = $1 AND NOT "TamNgung" ORDER BY "MaDuoc" LIMIT 1`, [ref.cs01]);
    for (const [key, code] of [['dressing', 'TT-THAY-BANG'], ['stitches', 'TT-KHAU-VT'], ['appendix', 'PT-RUOT-THUA-NS'], ['acupuncture', 'VLTL-DIEN-CHAM'], ['traction', 'VLTL-KEO-GIAN']] as const) {
      service[key] = await idOf('SELECT _id FROM "DM_DichVu" WHERE "MaDichVu" = $1', [code]);
    }
    for (const [key, code] of [['acupuncture', 'TB-DC-01'], ['traction', 'TB-KG-01']] as const) device[key] = await idOf(`SELECT _id FROM "DM_ThietBi" WHERE "MaThietBi" = $1 AND "node_Id" = $2`, [code, ref.cs01]);
    desk = await signIn('tiepdon', 'Tiepdon@123');
    doctor = await signIn('bacsi', 'Bacsi@123');
    tech = await signIn('ktv', 'Ktv@12345');
    nurse = await signIn('dieuduong', 'Dieuduong@123');
  }, 120_000);
  afterAll(async () => server?.close());

  it('When a procedure and a physiotherapy order are sent / Then each waits on its own list and room, the procedure is taken into being treated, and a wrong state is refused in words', async () => {
    const id = await procedure();
    const physio = await physiotherapy();
    const { SoPhieuYeuCau } = await orderOf(id);
    expect(await tab('thuc-hien-chi-dinh-pttt', 'waiting', SoPhieuYeuCau)).toEqual([id]);
    expect(await tab('thuc-hien-vltl', 'waiting', SoPhieuYeuCau)).toEqual([]);
    expect(await tab('thuc-hien-vltl', 'waiting', (await orderOf(physio)).SoPhieuYeuCau)).toEqual([physio]);
    const rooms = (await data(tech, ROOMS, { nhom: 'thuc-hien-chi-dinh-pttt' })).phongThucHienPTTT as { _id: string; MaPhongBan: string; SoDangCho: number }[];
    expect(rooms.map((room) => room.MaPhongBan)).toEqual(['PTT01']);
    expect(rooms[0]!.SoDangCho).toBeGreaterThanOrEqual(1);
    expect(((await data(tech, ROOMS, { nhom: 'thuc-hien-vltl' })).phongThucHienPTTT as { MaPhongBan: string }[]).map((room) => room.MaPhongBan)).toEqual(['VLTL01']);

    const taken = await take(id);
    expect(taken).toMatchObject({ TrangThai: 'ChuaKetQua', MaLoaiDichVu: 'ThuThuat', NoiThucHien_Id: ref.ptt01 });
    expect(taken.NgayThucHien).toBeGreaterThan(Date.now() - MINUTE);
    expect([await tab('thuc-hien-chi-dinh-pttt', 'waiting', SoPhieuYeuCau), await tab('thuc-hien-chi-dinh-pttt', 'treating', SoPhieuYeuCau)]).toEqual([[], [id]]);
    const again = await refusal(tech, MOVE, { id, from: 'SanSang', to: 'ChuaKetQua' });
    expect(again.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'procedures.refused.state', field: 'oldState' });
    expect(again.message).toBe(`Trạng thái hiện tại: Phiếu ${SoPhieuYeuCau} đang ở trạng thái “Đang thực hiện”, không phải “Chờ thực hiện”`);
    expect((await refusal(tech, MOVE, { id, from: 'SanSang', to: 'CoKetQua' })).extensions).toMatchObject({ messageKey: 'procedures.moveNotAllowed', field: 'newState' });
    expect((await refusal(tech, LIST, { options: { nhom: 'xet-nghiem', tab: 'waiting' } })).extensions).toMatchObject({ messageKey: 'procedures.listUnknown', field: 'nhom' });
    // Undone: back to waiting, its time cleared.
    expect(await data(tech, MOVE, { id, from: 'ChuaKetQua', to: 'SanSang' })).toMatchObject({ updateThongTinThucHienPTTT: { TrangThai: 'SanSang', NgayThucHien: null } });
    await until(() => events.filter((event) => event.module === 'TuongTrinhPTTT' && event.data.ids.includes(id)).length >= 2);
    expect(events.find((event) => event.module === 'TuongTrinhPTTT' && event.data.ids.includes(id))).toMatchObject({ process: 'update', idNodes: [tech.node], data: { PhongBan_Ids: [ref.ptt01] } });
    expect(await audited('DichVuYeuCau', id)).toBeGreaterThanOrEqual(3);
  });

  it('When a note is saved without its start or end, or ending before it starts / Then it is refused naming the field and nothing is saved; with both, the order is taken and the note kept', async () => {
    const id = await procedure();
    const { BatDau, KetThuc } = await times(id);
    const noStart = await refusal(tech, SAVE, { id, input: { KetThuc, QuyTrinh: 'Sát khuẩn' } });
    expect(noStart.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'validation.required', field: 'BatDau' });
    expect(noStart.message).toBe('Thời gian bắt đầu: Không được để trống!');
    expect((await refusal(tech, SAVE, { id, input: { BatDau } })).extensions).toMatchObject({ messageKey: 'validation.required', field: 'KetThuc' });
    const backwards = await refusal(tech, SAVE, { id, input: { BatDau: KetThuc, KetThuc: BatDau } });
    expect(backwards.extensions).toMatchObject({ messageKey: 'procedures.endBeforeStart', field: 'KetThuc' });
    expect(backwards.message).toBe('Thời gian kết thúc: Thời gian kết thúc không được trước thời gian bắt đầu');
    expect((await refusal(tech, SAVE, { id, input: { BatDau: BatDau - 10 * MINUTE, KetThuc } })).extensions).toMatchObject({ messageKey: 'procedures.startBeforeRequest', field: 'BatDau' });
    expect(await orderOf(id)).toMatchObject({ TrangThai: 'SanSang', TuongTrinhPTTT: null });

    const note = (await data(tech, SAVE, { id, input: { BatDau, KetThuc, QuyTrinh: 'Sát khuẩn, khâu 4 mũi.' } })).saveTuongTrinhPTTT as Note;
    expect(note).toMatchObject({ DichVuYeuCau_Id: id, TrangThai: 'ChuaKetQua', BatDau, KetThuc, MaKetQua: null, TuVong: null, DaKhoa: false });
    expect(await orderOf(id)).toMatchObject({ TrangThai: 'ChuaKetQua', TuongTrinhPTTT: { _id: note._id, DaKhoa: false } });
    // A second save keeps what it leaves out.
    expect((await data(tech, SAVE, { id, input: { KetLuan: 'Khâu 4 mũi' } })).saveTuongTrinhPTTT).toMatchObject({ BatDau, KetThuc, KetLuan: 'Khâu 4 mũi' });
    expect(await audited('TuongTrinhPTTT', note._id)).toBe(2);
    const found = (await data(tech, NOTES, { room: ref.ptt01, search: note.SoPhieuYeuCau })).tuongTrinhPTTTs;
    expect(found).toEqual([{ _id: note._id, SoPhieuYeuCau: note.SoPhieuYeuCau }]);
  });

  it('When the order is finished without its result code, name, treatment group or death option / Then each is refused by name; complete, the order is done with its conclusion', async () => {
    const id = await procedure();
    const base = { ...(await times(id)), ...result };
    expect((await refusal(tech, MOVE, { id: await take(id).then((order) => order._id), from: 'ChuaKetQua', to: 'CoKetQua' })).extensions).toMatchObject({ messageKey: 'procedures.noNote', field: 'id' });
    for (const [missing, field, key] of [['MaKetQua', 'MaKetQua', 'validation.required'], ['TenKetQua', 'TenKetQua', 'validation.required'], ['NhomDieuTri', 'NhomDieuTri', 'validation.required'], ['TuVong', 'TuVong', 'procedures.deathRequired']] as const) {
      const denied = await refusal(tech, SAVE, { id, input: { ...base, [missing]: null }, finish: true });
      expect(denied.extensions, missing).toMatchObject({ messageKey: key, field });
    }
    const died = await refusal(tech, SAVE, { id, input: { ...base, TuVong: true }, finish: true });
    expect(died.extensions).toMatchObject({ messageKey: 'procedures.deathWithoutCode', field: 'TuVong' });
    expect((await refusal(tech, SAVE, { id, input: { ...base, NhomDieuTri: 'T9' } })).extensions).toMatchObject({ messageKey: 'validation.oneOf', field: 'NhomDieuTri' });
    // Saved without finishing, the note is incomplete: the move refuses it, naming what is missing.
    await data(tech, SAVE, { id, input: { ...base, TuVong: null } });
    expect((await refusal(tech, MOVE, { id, from: 'ChuaKetQua', to: 'CoKetQua' })).extensions).toMatchObject({ messageKey: 'procedures.deathRequired', field: 'TuVong' });
    expect((await orderOf(id)).TrangThai).toBe('ChuaKetQua');

    const finished = (await data(tech, SAVE, { id, input: base, finish: true })).saveTuongTrinhPTTT as Note;
    expect(finished).toMatchObject({ TrangThai: 'CoKetQua', MaKetQua: '2', NhomDieuTri: 'T2', TuVong: false });
    const order = await orderOf(id);
    expect(order).toMatchObject({ TrangThai: 'CoKetQua', KetLuan: result.KetLuan });
    expect(order.NgayTraKetQua).toBeGreaterThan(Date.now() - MINUTE);
    expect(await tab('thuc-hien-chi-dinh-pttt', 'done', order.SoPhieuYeuCau)).toEqual([id]);
    // Returned: no further change until the result is cancelled.
    expect((await refusal(tech, SAVE, { id, input: { KetLuan: 'Sửa' } })).extensions).toMatchObject({ messageKey: 'procedures.returned', field: 'idDichVuYeuCau' });
  });

  it('When a note is locked / Then a change to what the lock covers is refused, it is reopened only with the permission, and a returned result is cancelled only with it', async () => {
    const id = await procedure('dressing');
    const team = [{ NhanVien_Id: ref.doctorStaff, VaiTro: 'ChinhPTTT' }, { NhanVien_Id: ref.nurseStaff, VaiTro: 'DieuDuong' }];
    const note = (await data(tech, SAVE, { id, input: { ...(await times(id)), ...result, ChanDoanTruoc_Id: ref.icd, EKip: team, VatTus: [{ Duoc_Id: ref.drug, SoLuong: 2 }] }, finish: true })).saveTuongTrinhPTTT as Note;
    expect(note.EKip.map((member) => [member.NhanVien_Id, member.VaiTro])).toEqual([[ref.doctorStaff, 'ChinhPTTT'], [ref.nurseStaff, 'DieuDuong']]);
    expect(note.VatTus).toMatchObject([{ Duoc_Id: ref.drug, SoLuong: 2 }]);
    // The result cancelled to correct it, then the writing locked.
    await data(tech, REOPEN, { id });
    const locked = (await data(tech, LOCK, { id: note._id, type: 'TuongTrinh' })).lockTuongTrinhPTTT as Note;
    expect(locked).toMatchObject({ DaKhoa: true, LoaiKhoa: 'TuongTrinh', TenNguoiKhoa: 'Phạm Văn Dũng' });
    expect(locked.ThoiGianKhoa).toBeGreaterThan(Date.now() - MINUTE);
    const edit = await refusal(tech, SAVE, { id, input: { KetLuan: 'Khâu lại 5 mũi' } });
    expect(edit.extensions).toMatchObject({ messageKey: 'procedures.locked', field: 'KetLuan' });
    expect((await refusal(tech, SAVE, { id, input: { EKip: [team[0]] } })).extensions).toMatchObject({ messageKey: 'procedures.locked', field: 'EKip' });
    // The same values are no change; the supplies are not covered by this lock.
    await data(tech, SAVE, { id, input: { KetLuan: result.KetLuan, VatTus: [{ Duoc_Id: ref.drug, SoLuong: 3, GhiChu: 'Thêm một' }] } });
    expect((await refusal(tech, LOCK, { id: note._id, type: 'TatCa' })).extensions).toMatchObject({ messageKey: 'procedures.alreadyLocked', field: 'id' });
    expect((await refusal(tech, MOVE, { id, from: 'ChuaKetQua', to: 'SanSang' })).extensions).toMatchObject({ messageKey: 'procedures.noteLocked', field: 'id' });
    // A locked note still finishes.
    await data(tech, MOVE, { id, from: 'ChuaKetQua', to: 'CoKetQua' });
    expect((await refusal(tech, REOPEN, { id })).extensions).toMatchObject({ messageKey: 'procedures.noteLocked', field: 'idDichVuYeuCau' });

    // The nurse writes notes but may not reopen: told to have the account authorized.
    const denied = await refusal(nurse, UNLOCK, { id: note._id });
    expect(denied.extensions).toMatchObject({ code: 'FORBIDDEN', messageKey: 'procedures.unlockNotAllowed' });
    expect(denied.message).toBe('Tài khoản chưa được phân quyền mở khóa tường trình. Liên hệ quản trị hệ thống để được phân quyền.');
    const unlocked = (await data(tech, UNLOCK, { id: note._id })).unlockTuongTrinhPTTT as Note;
    expect(unlocked).toMatchObject({ DaKhoa: false, LoaiKhoa: null, ThoiGianKhoa: null });
    expect((await refusal(nurse, REOPEN, { id })).extensions).toMatchObject({ code: 'FORBIDDEN', messageKey: 'procedures.reopenNotAllowed' });
    expect((await refusal(nurse, MOVE, { id, from: 'CoKetQua', to: 'ChuaKetQua' })).extensions).toMatchObject({ code: 'FORBIDDEN', messageKey: 'procedures.reopenNotAllowed' });
    expect((await data(tech, REOPEN, { id })).huyTraKetQuaPTTT).toMatchObject({ TrangThai: 'ChuaKetQua', NgayTraKetQua: null });
    expect((await data(nurse, SAVE, { id, input: { KetLuan: 'Khâu lại 5 mũi' } })).saveTuongTrinhPTTT.KetLuan).toBe('Khâu lại 5 mũi');
    expect(await audited('TuongTrinhPTTT', note._id)).toBeGreaterThanOrEqual(5);
  });

  it('When a device has its day\'s or its session\'s number / Then a further order on it is refused, naming the device, and the order already on it can be saved again', async () => {
    await clearShifts();
    const [first, second, third] = [await physiotherapy(), await physiotherapy(), await physiotherapy()];
    const used = await one<{ n: number }>(`SELECT count(*)::int AS n FROM "PhanCongThietBi" WHERE "ThietBi_Id" = $1`, [device.acupuncture]);
    await sql(`UPDATE "DM_ThietBi" SET "SoLuongToiDaTrongNgay" = $2, "SoLuongToiDaTrenLan" = NULL WHERE _id = $1`, [device.acupuncture, Number(used.n) + 1]);
    try {
      expect((await data(tech, ON_DEVICE, { id: first, device: device.acupuncture })).phanCongThietBi).toMatchObject({ ThietBi_Id: device.acupuncture, PhanCongThietBi: { ThietBi_Id: device.acupuncture, CaThucHien_Id: null } });
      const full = await refusal(tech, ON_DEVICE, { id: second, device: device.acupuncture });
      expect(full.extensions).toMatchObject({ messageKey: 'procedures.deviceFullDay', field: 'ThietBi_Id' });
      expect(full.message).toContain('Máy điện châm đã đủ');
      expect((await orderOf(second)).PhanCongThietBi).toBeNull();
      expect(((await data(tech, DEVICES, { id: second })).thietBiTheoDichVu as { _id: string; ConCho: boolean }[]).find((each) => each._id === device.acupuncture)).toMatchObject({ ConCho: false });
      await data(tech, ON_DEVICE, { id: first, device: device.acupuncture });
      await data(tech, ON_DEVICE, { id: first, device: null });

      // A session: the shift covering now; one order per session.
      await sql(`UPDATE "DM_ThietBi" SET "SoLuongToiDaTrongNgay" = NULL, "SoLuongToiDaTrenLan" = 1 WHERE _id = $1`, [device.acupuncture]);
      const shift = (await data(tech, ADD_SHIFT, { input: { NhanVien_Id: ref.technician, BatDau: Date.now() - HOUR, KetThuc: Date.now() + HOUR } })).createCaThucHien;
      const inSession = (await data(tech, ON_DEVICE, { id: second, device: device.acupuncture })).phanCongThietBi as Order;
      expect(inSession.PhanCongThietBi).toMatchObject({ CaThucHien_Id: shift._id });
      const sessionFull = await refusal(tech, ON_DEVICE, { id: third, device: device.acupuncture });
      expect(sessionFull.extensions).toMatchObject({ messageKey: 'procedures.deviceFullSession', field: 'ThietBi_Id' });
      expect(((await data(tech, DEVICES, { id: third })).thietBiTheoDichVu as { _id: string; SoLuongTrongCa: number }[]).find((each) => each._id === device.acupuncture)).toMatchObject({ SoLuongTrongCa: 1 });
      // Taken off the device, the place is free again.
      expect((await data(tech, ON_DEVICE, { id: second, device: null })).phanCongThietBi).toMatchObject({ ThietBi_Id: null, PhanCongThietBi: null });
      await data(tech, ON_DEVICE, { id: third, device: device.acupuncture });
    } finally {
      await sql(`UPDATE "DM_ThietBi" SET "SoLuongToiDaTrongNgay" = 30, "SoLuongToiDaTrenLan" = 6 WHERE _id = $1`, [device.acupuncture]);
      await clearShifts();
    }
    expect((await refusal(tech, ON_DEVICE, { id: await procedure(), device: device.traction })).extensions).toMatchObject({ messageKey: 'procedures.deviceNotForService', field: 'ThietBi_Id' });
    expect(await audited('PhanCongThietBi', first)).toBe(3);
  });

  it('When shifts are added and changed / Then one staff member\'s shifts never overlap, only staff who take procedures get one, and the period lists them in order', async () => {
    await clearShifts();
    const at = Date.now() + 30 * DAY;
    const morning = (await data(tech, ADD_SHIFT, { input: { NhanVien_Id: ref.technician, BatDau: at, KetThuc: at + 4 * HOUR, ThuTuUuTien: 1, DichVu_Ids: [service.acupuncture], GhiChu: 'Ca sáng' } })).createCaThucHien;
    expect(morning).toMatchObject({ NhanVien_Id: ref.technician, TenNhanVien: 'Phạm Văn Dũng', ThuTuUuTien: 1, DichVu_Ids: [service.acupuncture], TenDichVus: ['Điện châm'] });
    const clash = await refusal(tech, ADD_SHIFT, { input: { NhanVien_Id: ref.technician, BatDau: at + 2 * HOUR, KetThuc: at + 6 * HOUR } });
    expect(clash.extensions).toMatchObject({ messageKey: 'procedures.shiftOverlap', field: 'BatDau' });
    expect(clash.message).toMatch(/^Thời gian bắt đầu: Trùng với ca \d\d\/\d\d\/\d{4} \d\d:\d\d - \d\d\/\d\d\/\d{4} \d\d:\d\d của nhân viên này$/);
    const afternoon = (await data(tech, ADD_SHIFT, { input: { NhanVien_Id: ref.technician, BatDau: at + 4 * HOUR, KetThuc: at + 8 * HOUR } })).createCaThucHien;
    await data(tech, ADD_SHIFT, { input: { NhanVien_Id: ref.nurseStaff, BatDau: at, KetThuc: at + 8 * HOUR, ThuTuUuTien: 2 } });
    expect((await refusal(tech, CHANGE_SHIFT, { id: morning._id, input: { KetThuc: at + 5 * HOUR } })).extensions).toMatchObject({ messageKey: 'procedures.shiftOverlap', field: 'BatDau' });
    expect((await data(tech, CHANGE_SHIFT, { id: afternoon._id, input: { BatDau: at + 5 * HOUR } })).updateCaThucHien).toMatchObject({ BatDau: at + 5 * HOUR, KetThuc: at + 8 * HOUR });
    expect((await refusal(tech, ADD_SHIFT, { input: { NhanVien_Id: ref.doctorStaff, BatDau: at, KetThuc: at + HOUR } })).extensions).toMatchObject({ messageKey: 'procedures.staffNotAllocatable', field: 'NhanVien_Id' });
    expect((await refusal(tech, ADD_SHIFT, { input: { NhanVien_Id: ref.nurseStaff, BatDau: at + 9 * HOUR, KetThuc: at + 9 * HOUR } })).extensions).toMatchObject({ messageKey: 'procedures.shiftEndNotAfterStart', field: 'KetThuc' });
    expect((await refusal(tech, ADD_SHIFT, { input: { NhanVien_Id: ref.nurseStaff, KetThuc: at + 9 * HOUR } })).extensions).toMatchObject({ messageKey: 'validation.required', field: 'BatDau' });
    expect((await refusal(tech, ADD_SHIFT, { input: { NhanVien_Id: ref.nurseStaff, BatDau: at + 9 * HOUR, KetThuc: at + 10 * HOUR, DichVu_Ids: [ref.exam] } })).extensions).toMatchObject({ messageKey: 'procedures.serviceNotProcedure', field: 'DichVu_Ids.0' });
    const listed = (await data(tech, SHIFTS, { from: at - HOUR, to: at + DAY })).getCaThucHienByThoiGian as { _id: string; NhanVien_Id: string; BatDau: number }[];
    expect(listed.map((shift) => shift.BatDau)).toEqual([at, at, at + 5 * HOUR]);
    expect(((await data(tech, SHIFTS, { from: at - HOUR, to: at + DAY, staff: ref.technician })).getCaThucHienByThoiGian as { _id: string }[]).map((shift) => shift._id)).toEqual([morning._id, afternoon._id]);
    expect(await audited('CaThucHien', afternoon._id)).toBe(2);
    await clearShifts();
  });

  it('When an order is taken with a technician on shift / Then it is theirs automatically, the automatic assignment can be removed, and a technician\'s procedures are spaced by the facility\'s minutes', async () => {
    await clearShifts();
    await data(tech, ADD_SHIFT, { input: { NhanVien_Id: ref.nurseStaff, BatDau: Date.now() - HOUR, KetThuc: Date.now() + HOUR, ThuTuUuTien: 1 } });
    try {
      const id = await procedure();
      const taken = await take(id);
      expect(taken.PhanCongKyThuatViens).toMatchObject([{ NhanVien_Id: ref.nurseStaff, TuDong: true }]);
      expect(taken.NguoiThucHien_Ids).toEqual([ref.nurseStaff]);
      const info = (await data(tech, TECH_INFO, { id })).thongTinPhanCongKyThuatVien;
      expect(info.KyThuatViens[0]).toMatchObject({ NhanVien_Id: ref.nurseStaff, DangTrongCa: true, DaPhanCong: true, TuDong: true });
      expect(info.KyThuatViens.map((row: { NhanVien_Id: string }) => row.NhanVien_Id)).toContain(ref.technician);
      const cleared = (await data(tech, UNASSIGN_AUTO, { ids: [id] })).xoaPhanCongTuDong as Order[];
      expect(cleared).toMatchObject([{ _id: id, PhanCongKyThuatViens: [], NguoiThucHien_Ids: [] }]);

      // By hand: two orders given to the technician at once are planned two minutes apart.
      const other = await procedure();
      const mine = (await data(tech, ASSIGN, { id, staff: [ref.technician] })).phanCongKyThuatVien as Order;
      expect(mine).toMatchObject({ NguoiThucHien_Ids: [ref.technician], PhanCongKyThuatViens: [{ NhanVien_Id: ref.technician, TuDong: false }] });
      const next = (await data(tech, ASSIGN, { id: other, staff: [ref.technician] })).phanCongKyThuatVien as Order;
      expect(Math.abs(next.PhanCongKyThuatViens[0]!.ThoiGian - mine.PhanCongKyThuatViens[0]!.ThoiGian)).toBeGreaterThanOrEqual(2 * MINUTE);
      // Taken, an order given by hand keeps its technician.
      expect((await take(other)).PhanCongKyThuatViens).toMatchObject([{ NhanVien_Id: ref.technician, TuDong: false }]);
      const doctorRefused = await refusal(tech, ASSIGN, { id, staff: [ref.doctorStaff] });
      expect(doctorRefused.extensions).toMatchObject({ messageKey: 'procedures.staffNotAllocatable', field: 'NhanVien_Ids.0' });
      expect(doctorRefused.message).toContain('không được phân bổ thủ thuật');
      // Removed and given by hand (the automatic one is the take's entry, which names the performer).
      expect(await audited('PhanCongKyThuatVien', id)).toBe(2);
    } finally {
      await clearShifts();
    }
  });

  it('When a receptionist asks / Then every read and write is FORBIDDEN and nothing changes', async () => {
    const id = await procedure();
    const now = Date.now();
    for (const [query, variables] of [
      [LIST, { options: { nhom: 'thuc-hien-chi-dinh-pttt', tab: 'waiting' } }], [ROOMS, { nhom: 'thuc-hien-vltl' }], [ONE, { id }], [NOTES, {}], [DEVICES, { id }], [TECH_INFO, { id }],
      [SHIFTS, { from: now, to: now + HOUR }], [MOVE, { id, from: 'SanSang', to: 'ChuaKetQua' }], [SAVE, { id, input: { BatDau: now - MINUTE, KetThuc: now } }],
      [LOCK, { id, type: 'TatCa' }], [UNLOCK, { id }], [REOPEN, { id }], [ON_DEVICE, { id, device: device.acupuncture }], [ASSIGN, { id, staff: [ref.technician] }],
      [UNASSIGN_AUTO, { ids: [id] }], [ADD_SHIFT, { input: { NhanVien_Id: ref.technician, BatDau: now, KetThuc: now + HOUR } }], [CHANGE_SHIFT, { id, input: {} }],
    ] as const) {
      expect((await refusal(desk, query, variables)).extensions?.code, query.slice(0, 50)).toBe('FORBIDDEN');
    }
    expect(await orderOf(id)).toMatchObject({ TrangThai: 'SanSang', TuongTrinhPTTT: null, PhanCongKyThuatViens: [], PhanCongThietBi: null });
  });
});
