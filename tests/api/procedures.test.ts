// The procedure rooms' work as the server enforces it (spec §4 Service performance and Procedure notes, §5 Service
// performance, §6): orders the doctor sends from an exam are listed by tab, taken, written up and finished only with
// their note complete; a locked note takes no change and is reopened only with the permission; a device's day and
// session limits hold; a technician is assigned from the shifts and by hand; one staff member's shifts never overlap;
// a note's supplies are taken from the room's store and given back, verified and then kept from changing; a note's
// images are attached and removed within their limit; a note is removed with a reason; inpatient visits' notes list
// apart; each write is audited and announced on the surgery notes' module; on PGlite and on PostgreSQL.
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
const SUPPLIES = `_id DichVuYeuCau_Id SoPhieuYeuCau TrangThai KetLuan DaKhoa KhoDuoc_Id TenKho DaXacNhanVatTu ThoiGianXacNhanVatTu TenNguoiXacNhanVatTu
  VatTus { Duoc_Id SoLuong GhiChu } HinhAnhs { _id TenTep LoaiTep KichThuoc DuongDan LaDicom ThuTu }`;
const STORES = 'query ($id: ID!) { khoDuocPTTT(idDichVuYeuCau: $id) { _id MaKho TenKho } }';
const SAVE_SUPPLIES = `mutation ($id: ID!, $input: TuongTrinhPTTTInput!) { saveTuongTrinhPTTT(idDichVuYeuCau: $id, input: $input) { ${SUPPLIES} } }`;
const VERIFY = `mutation ($id: ID!) { verifyVatTuTuongTrinhPTTT(id: $id) { ${SUPPLIES} } }`;
const UNVERIFY = `mutation ($id: ID!) { cancelVerifyVatTuTuongTrinhPTTT(id: $id) { ${SUPPLIES} } }`;
const REMOVE = 'mutation ($id: ID!, $reason: String!) { removeTuongTrinhPTTT(id: $id, LyDo: $reason) }';
const ATTACH = `mutation ($id: ID!, $files: [ID!]!) { themHinhAnhTuongTrinhPTTT(id: $id, fileIds: $files) { ${SUPPLIES} } }`;
const DETACH = `mutation ($id: ID!, $image: ID!) { xoaHinhAnhTuongTrinhPTTT(id: $id, idHinhAnh: $image) { ${SUPPLIES} } }`;
const NOTE_ONE = `query ($id: ID!) { tuongTrinhPTTT(id: $id) { ${SUPPLIES} } }`;
const INPATIENT_NOTES = `query ($search: String) { tuongTrinhPTTTs_NoiTru(search: $search) { _id SoPhieuYeuCau LoaiTiepNhan } }`;
const OUTPATIENT_NOTES = `query ($search: String) { tuongTrinhPTTTs(search: $search) { _id SoPhieuYeuCau LoaiTiepNhan } }`;
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);

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
interface Event { module: string; process: string; idNodes: string[]; data: { ids: string[]; TuongTrinhPTTT_Ids: string[]; PhongBan_Ids: string[]; KhoDuoc_Ids?: string[] } }
interface SuppliedNote {
  _id: string; DichVuYeuCau_Id: string; SoPhieuYeuCau: string; TrangThai: string; KetLuan: string | null; DaKhoa: boolean; KhoDuoc_Id: string | null; TenKho: string | null;
  DaXacNhanVatTu: boolean; ThoiGianXacNhanVatTu: number | null; TenNguoiXacNhanVatTu: string | null; VatTus: { Duoc_Id: string; SoLuong: number; GhiChu: string | null }[];
  HinhAnhs: { _id: string; TenTep: string; LoaiTep: string; KichThuoc: number; DuongDan: string; LaDicom: boolean; ThuTu: number }[];
}

describe.each(BACKENDS)('procedure rooms on %s', (backend) => {
  let server: HisServer;
  let desk: Caller;
  let doctor: Caller;
  let tech: Caller;
  let nurse: Caller;
  const ref = {} as Record<'danToc' | 'quocTich' | 'commune' | 'vienPhi' | 'exam' | 'pk01' | 'ptt01' | 'vltl01' | 'icd' | 'technician' | 'nurseStaff' | 'doctorStaff' | 'drug' | 'drug2' | 'cs01' | 'kho01' | 'nt01', string>;
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

  /** A patient received (an outpatient, or at the emergency and inpatient intake), examined at PK01 and ordered this service at that room, sent at once: the order. */
  const ordered = async (DichVu_Id: string, NoiThucHien_Id: string, LoaiTiepNhan: 'NgoaiTru' | 'NoiTru' = 'NgoaiTru'): Promise<string> => {
    serial++;
    const benhNhan = {
      TenBenhNhan: `Lê Văn Thủ Thuật ${String.fromCharCode(65 + (serial % 26))}${serial}`, NamSinh: 1970, GioiTinh: 'MALE',
      DanToc_Id: ref.danToc, QuocTich_Id: ref.quocTich, SoDienThoai: `0966${String(500000 + serial).slice(-6)}`, DonViHanhChinh_Id: ref.commune,
    };
    const visit = (await data(desk, RECEIVE, { benhNhan, input: { LoaiTiepNhan, DoiTuong_Id: ref.vienPhi, DichVuKham: [{ DichVu_Id: ref.exam, PhongBan_Id: ref.pk01 }] } })).createTiepNhanKhamBenh;
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
  const count = async (query: string, params: unknown[] = []) => Number((await one<{ n: number }>(query, params)).n);
  const audited = async (entity: string, id: string) => Number((await one<{ n: number }>(`SELECT count(*)::int AS n FROM his_audit_log WHERE entity = $1 AND "entity_Id" = $2`, [entity, id])).n);
  const until = async (done: () => boolean) => {
    for (let waited = 0; waited < 3000 && !done(); waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
  };
  /** Only the shifts a test adds: the demo roster would decide who is on shift now. */
  const clearShifts = () => sql('DELETE FROM "CaThucHien"');
  /** What a store's lots hold of a drug, not counting what notes and prescriptions took. */
  const onHand = async (drug: string, store: string) => Number((await one<{ n: number }>(`SELECT coalesce(sum("SoLuongTon"), 0)::float8 AS n FROM "LoThuoc" WHERE "Duoc_Id" = $1 AND "KhoDuoc_Id" = $2`, [drug, store])).n);
  /** What the pharmacy files under a note. */
  const heldBy = async (noteId: string) => Number((await one<{ n: number }>(`SELECT coalesce(sum("SoLuong"), 0)::float8 AS n FROM "GiuTonKho" WHERE "LoaiGiu" = 'TuongTrinhPTTT' AND "Giu_Id" = $1`, [noteId])).n);
  /** A taken order with a note: its id and the note's. */
  const noted = async (key: 'dressing' | 'stitches' = 'stitches', input: Record<string, unknown> = {}): Promise<{ id: string; note: SuppliedNote }> => {
    const id = await procedure(key);
    return { id, note: (await data(tech, SAVE_SUPPLIES, { id, input: { ...(await times(id)), QuyTrinh: 'Sát khuẩn.', ...input } })).saveTuongTrinhPTTT };
  };
  /** JPEG files uploaded by the technician (POST /upload, at most 10 a request): their ids. */
  const uploaded = async (count: number, prefix = 'anh'): Promise<string[]> => {
    const ids: string[] = [];
    for (let start = 0; start < count; start += 10) {
      const form = new FormData();
      for (let index = start; index < Math.min(count, start + 10); index++) form.append('file', new Blob([JPEG as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }), `${prefix}-${index + 1}.jpg`);
      const response = await fetch(`${server.url}/upload`, {
        method: 'POST', body: form, headers: { 'x-his-csrf': '1', 'x-lang': 'vi', authorization: `Bearer ${tech.token}`, 'x-current-node': tech.node!, 'x-current-profile': tech.profile! },
      });
      const body = await response.json();
      expect(response.status, JSON.stringify(body)).toBe(200);
      ids.push(...(body as { _id: string }[]).map((file) => file._id));
    }
    return ids;
  };

  beforeAll(async () => {
    server = await startServer(backend);
    server.runtime.bus.subscribe((event) => events.push(event as Event));
    ref.danToc = await idOf(`SELECT _id FROM "DM_DanToc" WHERE "MaDanToc" = '01'`);
    ref.quocTich = await idOf(`SELECT _id FROM "DM_QuocTich" WHERE "MaQuocTich" = 'VN'`);
    ref.commune = (await one<{ DonViHanhChinh_Id: string }>(`SELECT "DonViHanhChinh_Id" FROM "BenhNhan" WHERE "DonViHanhChinh_Id" IS NOT NULL LIMIT 1`)).DonViHanhChinh_Id;
    ref.vienPhi = await idOf(`SELECT _id FROM "DM_DoiTuong" WHERE "MaDoiTuong" = 'VienPhi'`);
    ref.exam = await idOf(`SELECT _id FROM "DM_DichVu" WHERE "MaDichVu" = 'KB-NOI'`);
    ref.icd = await idOf(`SELECT _id FROM "DM_ICD" WHERE "MaICD" = 'S61.0'`);
    for (const [key, code] of [['pk01', 'PK01'], ['ptt01', 'PTT01'], ['vltl01', 'VLTL01'], ['cs01', 'CS01'], ['kho01', 'KHO01'], ['nt01', 'NT01']] as const) ref[key] = await idOf('SELECT _id FROM his_nodes WHERE code = $1', [code]);
    for (const [key, username] of [['technician', 'ktv'], ['nurseStaff', 'dieuduong'], ['doctorStaff', 'bacsi']] as const) {
      ref[key] = (await one<{ NhanVien_Id: string }>('SELECT "NhanVien_Id" FROM his_users WHERE username = $1', [username])).NhanVien_Id;
    }
    ref.drug = await idOf(`SELECT _id FROM "DM_Duoc" WHERE "node_Id" = $1 AND NOT "TamNgung" ORDER BY "MaDuoc" LIMIT 1`, [ref.cs01]);
    ref.drug2 = await idOf(`SELECT _id FROM "DM_Duoc" WHERE "node_Id" = $1 AND NOT "TamNgung" ORDER BY "MaDuoc" OFFSET 1 LIMIT 1`, [ref.cs01]);
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

  it('When a note\'s supplies are saved / Then they are taken from the store of the room\'s department and given back as they change; a line beyond the stock is refused naming it, with nothing saved', async () => {
    const id = await procedure();
    expect((await data(tech, STORES, { id })).khoDuocPTTT).toEqual([{ _id: ref.kho01, MaKho: 'KHO01', TenKho: expect.any(String) }]);
    const before = await onHand(ref.drug, ref.kho01);
    const note = (await data(tech, SAVE_SUPPLIES, { id, input: { ...(await times(id)), VatTus: [{ Duoc_Id: ref.drug, SoLuong: 3 }] } })).saveTuongTrinhPTTT as SuppliedNote;
    expect(note).toMatchObject({ KhoDuoc_Id: ref.kho01, VatTus: [{ Duoc_Id: ref.drug, SoLuong: 3 }] });
    expect([await onHand(ref.drug, ref.kho01), await heldBy(note._id)]).toEqual([before - 3, 3]);
    // Another quantity: the three go back and five are taken; a line's note alone takes nothing again.
    await data(tech, SAVE_SUPPLIES, { id, input: { VatTus: [{ Duoc_Id: ref.drug, SoLuong: 5 }] } });
    await data(tech, SAVE_SUPPLIES, { id, input: { VatTus: [{ Duoc_Id: ref.drug, SoLuong: 5, GhiChu: 'Băng lại' }] } });
    expect([await onHand(ref.drug, ref.kho01), await heldBy(note._id)]).toEqual([before - 5, 5]);
    await until(() => events.some((event) => event.module === 'KhoDuoc' && (event.data.KhoDuoc_Ids ?? []).includes(ref.kho01)));

    const beyond = await refusal(tech, SAVE_SUPPLIES, { id, input: { KetLuan: 'Không lưu', VatTus: [{ Duoc_Id: ref.drug, SoLuong: 5 }, { Duoc_Id: ref.drug2, SoLuong: (await onHand(ref.drug2, ref.kho01)) + 1 }] } });
    expect(beyond.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'procedures.notEnoughStock', field: 'VatTus.1.SoLuong', params: { line: 2 } });
    expect(beyond.message).toMatch(/^Số lượng thuốc, vật tư: Dòng 2: không đủ tồn kho, .+ cần \d+, .+ chỉ còn \d+$/);
    expect((await data(tech, NOTE_ONE, { id: note._id })).tuongTrinhPTTT).toMatchObject({ KetLuan: null, VatTus: [{ Duoc_Id: ref.drug, SoLuong: 5 }] });
    expect([await onHand(ref.drug, ref.kho01), await heldBy(note._id)]).toEqual([before - 5, 5]);
    // A store the room does not take from is refused; no lines, nothing held.
    expect((await refusal(tech, SAVE_SUPPLIES, { id, input: { KhoDuoc_Id: ref.nt01 } })).extensions).toMatchObject({ messageKey: 'procedures.storeNotOfRoom', field: 'KhoDuoc_Id' });
    expect((await data(tech, SAVE_SUPPLIES, { id, input: { VatTus: [] } })).saveTuongTrinhPTTT).toMatchObject({ KhoDuoc_Id: null, VatTus: [] });
    expect([await onHand(ref.drug, ref.kho01), await heldBy(note._id)]).toEqual([before, 0]);
  });

  it('When a note\'s supplies are verified / Then they take no change until the verification is cancelled, which needs its permission; the writing still changes', async () => {
    const { id, note } = await noted('stitches', { VatTus: [{ Duoc_Id: ref.drug, SoLuong: 2 }] });
    const verified = (await data(tech, VERIFY, { id: note._id })).verifyVatTuTuongTrinhPTTT as SuppliedNote;
    expect(verified).toMatchObject({ DaXacNhanVatTu: true, TenNguoiXacNhanVatTu: 'Phạm Văn Dũng' });
    expect(verified.ThoiGianXacNhanVatTu).toBeGreaterThan(Date.now() - MINUTE);
    const changed = await refusal(tech, SAVE_SUPPLIES, { id, input: { VatTus: [{ Duoc_Id: ref.drug, SoLuong: 4 }] } });
    expect(changed.extensions).toMatchObject({ messageKey: 'procedures.suppliesVerified', field: 'VatTus' });
    expect(changed.message).toBe(`Thuốc, vật tư sử dụng: Vật tư của phiếu ${note.SoPhieuYeuCau} đã được xác nhận: hủy xác nhận trước khi sửa`);
    expect((await data(tech, SAVE_SUPPLIES, { id, input: { KetLuan: 'Khâu 3 mũi', VatTus: [{ Duoc_Id: ref.drug, SoLuong: 2 }] } })).saveTuongTrinhPTTT).toMatchObject({ KetLuan: 'Khâu 3 mũi' });
    expect((await refusal(tech, VERIFY, { id: note._id })).extensions).toMatchObject({ messageKey: 'procedures.suppliesAlreadyVerified', field: 'id' });
    expect((await refusal(tech, REMOVE, { id: note._id, reason: 'Nhầm' })).extensions).toMatchObject({ messageKey: 'procedures.suppliesVerified', field: 'id' });
    // The nurse writes notes but may not verify: told to have the account authorized.
    const denied = await refusal(nurse, UNVERIFY, { id: note._id });
    expect(denied.extensions).toMatchObject({ code: 'FORBIDDEN', messageKey: 'procedures.verifyNotAllowed' });
    expect((await data(tech, UNVERIFY, { id: note._id })).cancelVerifyVatTuTuongTrinhPTTT).toMatchObject({ DaXacNhanVatTu: false, ThoiGianXacNhanVatTu: null, TenNguoiXacNhanVatTu: null });
    expect((await data(nurse, SAVE_SUPPLIES, { id, input: { VatTus: [{ Duoc_Id: ref.drug, SoLuong: 4 }] } })).saveTuongTrinhPTTT).toMatchObject({ VatTus: [{ SoLuong: 4 }] });
    expect((await refusal(tech, UNVERIFY, { id: note._id })).extensions).toMatchObject({ messageKey: 'procedures.suppliesNotVerified', field: 'id' });
    const bare = (await noted('dressing')).note;
    expect((await refusal(tech, VERIFY, { id: bare._id })).extensions).toMatchObject({ messageKey: 'procedures.noSupplies', field: 'id' });
    const actions = (await server.runtime.database.query<{ action: string }>(`SELECT action FROM his_audit_log WHERE entity = 'TuongTrinhPTTT' AND "entity_Id" = $1 ORDER BY _id`, [note._id])).map((row) => row.action);
    expect(actions).toEqual(['CREATE', 'APPROVED', 'UPDATE', 'CANCEL', 'UPDATE']);
  });

  it('When images are attached to a note / Then they list in order with the paths serving them, at most 50, another\'s file refused; removed, the file is released; locked writing takes none', async () => {
    const { note } = await noted();
    const first = await uploaded(3, 'vet-khau');
    const three = (await data(tech, ATTACH, { id: note._id, files: first })).themHinhAnhTuongTrinhPTTT as SuppliedNote;
    expect(three.HinhAnhs.map((image) => [image.TenTep, image.LoaiTep, image.LaDicom, image.ThuTu])).toEqual([['vet-khau-1.jpg', 'image/jpeg', false, 1], ['vet-khau-2.jpg', 'image/jpeg', false, 2], ['vet-khau-3.jpg', 'image/jpeg', false, 3]]);
    const served = await fetch(`${server.url}${three.HinhAnhs[0]!.DuongDan}`);
    expect([served.status, (await served.arrayBuffer()).byteLength]).toEqual([200, JPEG.length]);
    // Attached once only: the same file again is not the caller's to claim.
    expect((await refusal(tech, ATTACH, { id: note._id, files: [first[0]] })).extensions).toMatchObject({ messageKey: 'procedures.images.fileNotFound', field: 'fileIds.0' });

    const more = await uploaded(48, 'them');
    expect(((await data(tech, ATTACH, { id: note._id, files: more.slice(0, 47) })).themHinhAnhTuongTrinhPTTT as SuppliedNote).HinhAnhs).toHaveLength(50);
    const full = await refusal(tech, ATTACH, { id: note._id, files: [more[47]] });
    expect(full.extensions).toMatchObject({ messageKey: 'procedures.images.tooMany', field: 'fileIds', params: { max: 50, left: 0 } });
    expect(await count(`SELECT count(*)::int AS n FROM his_files WHERE _id = $1 AND "claimedBy" IS NULL`, [more[47]])).toBe(1);

    const removed = three.HinhAnhs[1]!;
    const after = (await data(tech, DETACH, { id: note._id, image: removed._id })).xoaHinhAnhTuongTrinhPTTT as SuppliedNote;
    expect(after.HinhAnhs).toHaveLength(49);
    expect(after.HinhAnhs.map((image) => image.TenTep)).not.toContain('vet-khau-2.jpg');
    expect(await count(`SELECT count(*)::int AS n FROM his_files WHERE _id = $1 AND "claimedBy" IS NULL`, [first[1]])).toBe(1);
    expect((await refusal(tech, DETACH, { id: note._id, image: removed._id })).extensions).toMatchObject({ messageKey: 'procedures.images.notFound', field: 'idHinhAnh' });

    await data(tech, LOCK, { id: note._id, type: 'TuongTrinh' });
    expect((await refusal(tech, ATTACH, { id: note._id, files: [more[47]] })).extensions).toMatchObject({ messageKey: 'procedures.locked', field: 'id' });
    expect((await refusal(tech, DETACH, { id: note._id, image: after.HinhAnhs[0]!._id })).extensions).toMatchObject({ messageKey: 'procedures.locked', field: 'id' });
    expect(await count(`SELECT count(*)::int AS n FROM his_audit_log WHERE entity = 'TuongTrinhPTTT_HinhAnh' AND (after->>'TuongTrinhPTTT_Id' = $1 OR before->>'TuongTrinhPTTT_Id' = $1)`, [note._id])).toBe(51);
  });

  it('When a note is removed / Then its reason is required, a locked or returned note is refused, and its supplies and images go back while the order stays taken', async () => {
    const { id, note } = await noted('stitches', { VatTus: [{ Duoc_Id: ref.drug, SoLuong: 6 }] });
    const stock = await onHand(ref.drug, ref.kho01);
    const [image] = await uploaded(1, 'xoa');
    await data(tech, ATTACH, { id: note._id, files: [image] });
    expect((await refusal(tech, REMOVE, { id: note._id, reason: '   ' })).extensions).toMatchObject({ messageKey: 'validation.required', field: 'LyDo' });
    await data(tech, LOCK, { id: note._id, type: 'VatTu' });
    expect((await refusal(tech, REMOVE, { id: note._id, reason: 'Ghi nhầm bệnh nhân' })).extensions).toMatchObject({ messageKey: 'procedures.noteLocked', field: 'id' });
    await data(tech, UNLOCK, { id: note._id });

    expect((await data(tech, REMOVE, { id: note._id, reason: 'Ghi nhầm bệnh nhân' })).removeTuongTrinhPTTT).toBe(true);
    expect(await orderOf(id)).toMatchObject({ TrangThai: 'ChuaKetQua', TuongTrinhPTTT: null });
    expect([await onHand(ref.drug, ref.kho01), await heldBy(note._id)]).toEqual([stock + 6, 0]);
    expect(await count(`SELECT count(*)::int AS n FROM his_files WHERE _id = $1 AND "claimedBy" IS NULL`, [image])).toBe(1);
    const [entry] = await server.runtime.database.query<{ action: string; after: { LyDoXoa: string } }>(`SELECT action, "after" FROM his_audit_log WHERE entity = 'TuongTrinhPTTT' AND "entity_Id" = $1 AND action = 'DELETE'`, [note._id]);
    expect(entry).toMatchObject({ action: 'DELETE', after: { LyDoXoa: 'Ghi nhầm bệnh nhân' } });
    expect((await refusal(tech, REMOVE, { id: note._id, reason: 'Lần nữa' })).extensions).toMatchObject({ messageKey: 'procedures.noteNotFound', field: 'id' });

    const finished = await procedure('dressing');
    const done = (await data(tech, SAVE, { id: finished, input: { ...(await times(finished)), ...result }, finish: true })).saveTuongTrinhPTTT as Note;
    expect((await refusal(tech, REMOVE, { id: done._id, reason: 'Nhầm' })).extensions).toMatchObject({ messageKey: 'procedures.returned', field: 'id' });
  });

  it('When an inpatient\'s procedure has its note / Then it lists among the inpatient notes and not the outpatient ones', async () => {
    const inpatient = await ordered(service.dressing, ref.ptt01, 'NoiTru');
    const note = (await data(tech, SAVE_SUPPLIES, { id: inpatient, input: { ...(await times(inpatient)), QuyTrinh: 'Thay băng.' } })).saveTuongTrinhPTTT as SuppliedNote;
    expect((await data(tech, INPATIENT_NOTES, { search: note.SoPhieuYeuCau })).tuongTrinhPTTTs_NoiTru).toEqual([{ _id: note._id, SoPhieuYeuCau: note.SoPhieuYeuCau, LoaiTiepNhan: 'NoiTru' }]);
    expect((await data(tech, OUTPATIENT_NOTES, { search: note.SoPhieuYeuCau })).tuongTrinhPTTTs).toEqual([]);
    const outpatient = (await noted()).note;
    expect((await data(tech, INPATIENT_NOTES, { search: outpatient.SoPhieuYeuCau })).tuongTrinhPTTTs_NoiTru).toEqual([]);
    expect((await data(tech, OUTPATIENT_NOTES, { search: outpatient.SoPhieuYeuCau })).tuongTrinhPTTTs).toEqual([{ _id: outpatient._id, SoPhieuYeuCau: outpatient.SoPhieuYeuCau, LoaiTiepNhan: 'NgoaiTru' }]);
  });

  it('When a receptionist asks / Then every read and write is FORBIDDEN and nothing changes', async () => {
    const id = await procedure();
    const now = Date.now();
    for (const [query, variables] of [
      [LIST, { options: { nhom: 'thuc-hien-chi-dinh-pttt', tab: 'waiting' } }], [ROOMS, { nhom: 'thuc-hien-vltl' }], [ONE, { id }], [NOTES, {}], [DEVICES, { id }], [TECH_INFO, { id }],
      [SHIFTS, { from: now, to: now + HOUR }], [MOVE, { id, from: 'SanSang', to: 'ChuaKetQua' }], [SAVE, { id, input: { BatDau: now - MINUTE, KetThuc: now } }],
      [LOCK, { id, type: 'TatCa' }], [UNLOCK, { id }], [REOPEN, { id }], [ON_DEVICE, { id, device: device.acupuncture }], [ASSIGN, { id, staff: [ref.technician] }],
      [UNASSIGN_AUTO, { ids: [id] }], [ADD_SHIFT, { input: { NhanVien_Id: ref.technician, BatDau: now, KetThuc: now + HOUR } }], [CHANGE_SHIFT, { id, input: {} }],
      [STORES, { id }], [INPATIENT_NOTES, {}], [NOTE_ONE, { id }], [VERIFY, { id }], [UNVERIFY, { id }], [REMOVE, { id, reason: 'Nhầm' }], [ATTACH, { id, files: [id] }], [DETACH, { id, image: id }],
    ] as const) {
      expect((await refusal(desk, query, variables)).extensions?.code, query.slice(0, 50)).toBe('FORBIDDEN');
    }
    expect(await orderOf(id)).toMatchObject({ TrangThai: 'SanSang', TuongTrinhPTTT: null, PhanCongKyThuatViens: [], PhanCongThietBi: null });
  });
});
