// Examination as the server enforces it (spec §4 Examination and Queue ticket, §5 Examination): a room's queue from
// reception's tickets, calling, recalling and dismissing, starting one exam per order, the vital-sign and diagnosis
// rules with their messages and nothing saved, ending (primary ICD and treatment plan), reopening, cancelling and
// removing, a closed visit, and who may do it; on PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HisServer } from '@his/server';
import { BACKENDS, serversOnBackends } from '../support/backends';
import { gql, login, mainService, type Caller } from '../support/server';

const EXAM = '_id MaKhamBenh TrangThai DichVuYeuCau_Id BacSiKham_Id TenBacSiKham Mach HuyetApTamThu HuyetApTamTruong ICD_Id MaICD ICDPhu_Ids HuongGiaiQuyet_Id NgayKetThuc LyDoHuy';
const QUEUE = `query ($room: ID!) { hangDoiKhamBenh(idRoom: $room) { DichVuYeuCau_Id SoThuTu TrangThaiPhieu isRecall DanhSach TenBenhNhan MaTiepNhan KhamBenh { _id TrangThai } } }`;
const CALL = (name: string) => `mutation ($order: ID!) { ${name}(DichVuYeuCau_Id: $order) { DichVuYeuCau_Id TrangThaiPhieu isRecall DanhSach } }`;
const START = `mutation ($order: ID!, $input: KhamBenhInput) { createKhamBenh(DichVuYeuCau_Id: $order, input: $input) { ${EXAM} } }`;
const UPDATE = `mutation ($id: ID!, $input: KhamBenhInput!) { updateKhamBenh(id: $id, input: $input) { ${EXAM} } }`;
const VERIFY = `mutation ($id: ID!, $state: String!) { verifyKhamBenh(id: $id, currentState: $state) { ${EXAM} } }`;
const SAVE_AND_END = `mutation ($id: ID!, $input: KhamBenhInput!) { saveAndVerifyKhamBenh(id: $id, input: $input) { ${EXAM} } }`;
const CANCEL = `mutation ($id: ID!, $reason: String!) { cancelKhamBenh(id: $id, reason: $reason) { ${EXAM} } }`;
const REMOVE = 'mutation ($id: ID!) { removeKhamBenh(id: $id) }';
const EXAM_BY_ID = `query ($id: ID!) { khamBenh(id: $id) { ${EXAM} } }`;
const RECEIVE = `mutation ($benhNhan: BenhNhanInput, $input: TiepNhanInput!) {
  createTiepNhanKhamBenh(benhNhan: $benhNhan, input: $input) { _id MaTiepNhan DichVuYeuCaus { _id NoiThucHien_Id } } }`;
const CANCEL_VISIT = 'mutation ($id: ID!, $reason: String!) { huyTiepNhan(id: $id, LyDoHuy: $reason) { _id TrangThai } }';
const MY_INFO = '{ myInfo { profile { _id } nodes { _id code } } }';

const startServer = serversOnBackends({ withPlugins: true });

interface QueueRow { DichVuYeuCau_Id: string; SoThuTu: number; TrangThaiPhieu: string; isRecall: boolean; DanhSach: string; TenBenhNhan: string; KhamBenh: { _id: string; TrangThai: string } | null }

describe.each(BACKENDS)('examination on %s', (backend) => {
  let server: HisServer;
  let desk: Caller;
  let doctor: Caller;
  const ref = {} as Record<'danToc' | 'quocTich' | 'commune' | 'vienPhi' | 'exam' | 'room' | 'otherRoom' | 'icdA' | 'icdB' | 'plan', string>;
  const { data, refusal } = mainService(() => server);
  let serial = 0;

  const one = async <T>(query: string, params: unknown[] = []): Promise<T> => (await server.runtime.database.query<T>(query, params))[0]!;
  const signIn = async (username: string, password: string): Promise<Caller> => {
    const token = (await login(server, username, password)).token;
    const me = (await gql(server, '/graphqlauth', MY_INFO, {}, { token })).data.myInfo;
    return { token, node: me.nodes.find((node: { code: string }) => node.code === 'CS01')._id, profile: me.profile._id };
  };
  /** A new fee-paying patient received for the internal-medicine examination in each room; the examination orders' ids. */
  const receive = async (rooms = [ref.room]): Promise<{ order: string; orders: string[]; visit: string; name: string }> => {
    serial++;
    const name = `Trần Thị Khám ${String.fromCharCode(65 + (serial % 26))}${serial}`;
    const benhNhan = {
      TenBenhNhan: name, NamSinh: 1975, GioiTinh: 'FEMALE', DanToc_Id: ref.danToc, QuocTich_Id: ref.quocTich,
      SoDienThoai: `0977${String(200000 + serial).slice(-6)}`, DonViHanhChinh_Id: ref.commune,
    };
    const DichVuKham = rooms.map((room) => ({ DichVu_Id: ref.exam, PhongBan_Id: room }));
    const visit = (await data(desk, RECEIVE, { benhNhan, input: { DoiTuong_Id: ref.vienPhi, DichVuKham } })).createTiepNhanKhamBenh;
    const orders = rooms.map((room) => visit.DichVuYeuCaus.find((order: { NoiThucHien_Id: string }) => order.NoiThucHien_Id === room)._id as string);
    return { order: orders[0]!, orders, visit: visit._id, name };
  };
  const queue = async (room = ref.room): Promise<QueueRow[]> => (await data(doctor, QUEUE, { room })).hangDoiKhamBenh;
  const rowOf = async (order: string) => (await queue()).find((row) => row.DichVuYeuCau_Id === order);
  const start = async (order: string, input: Record<string, unknown> = {}) => (await data(doctor, START, { order, input })).createKhamBenh;
  const stored = (id: string) => one<Record<string, unknown>>('SELECT "TrangThai", "Mach"::float8 AS "Mach", "ICD_Id", "ICDPhu_Ids", "NgayTaiKham" FROM "KhamBenh" WHERE _id = $1', [id]);

  beforeAll(async () => {
    server = await startServer(backend);
    desk = await signIn('tiepdon', 'Tiepdon@123');
    doctor = await signIn('bacsi', 'Bacsi@123');
    ref.danToc = (await one<{ _id: string }>(`SELECT _id FROM "DM_DanToc" WHERE "MaDanToc" = '01'`))._id;
    ref.quocTich = (await one<{ _id: string }>(`SELECT _id FROM "DM_QuocTich" WHERE "MaQuocTich" = 'VN'`))._id;
    ref.commune = (await one<{ DonViHanhChinh_Id: string }>(`SELECT "DonViHanhChinh_Id" FROM "BenhNhan" WHERE "DonViHanhChinh_Id" IS NOT NULL LIMIT 1`)).DonViHanhChinh_Id;
    ref.vienPhi = (await one<{ _id: string }>(`SELECT _id FROM "DM_DoiTuong" WHERE "MaDoiTuong" = 'VienPhi'`))._id;
    ref.exam = (await one<{ _id: string }>(`SELECT _id FROM "DM_DichVu" WHERE "MaDichVu" = 'KB-NOI'`))._id;
    const rooms = (await data(doctor, '{ phongKhams { _id MaPhongBan TenPhongBan SoDangCho } }')).phongKhams as { _id: string; MaPhongBan: string }[];
    ref.room = rooms.find((room) => room.MaPhongBan === 'PK01')!._id;
    ref.otherRoom = rooms.find((room) => room.MaPhongBan !== 'PK01')!._id;
    const icds = await server.runtime.database.query<{ _id: string }>('SELECT _id FROM "DM_ICD" ORDER BY "MaICD" LIMIT 2');
    ref.icdA = icds[0]!._id;
    ref.icdB = icds[1]!._id;
    ref.plan = (await one<{ _id: string }>('SELECT _id FROM "DM_HuongGiaiQuyet" ORDER BY "MaHuongGiaiQuyet" LIMIT 1'))._id;
  }, 120_000);
  afterAll(async () => server?.close());

  it('When a patient is received for room PK01 / Then its doctor sees her waiting with her number, and the other room does not', async () => {
    const { order, name } = await receive();
    const row = await rowOf(order);
    expect(row).toMatchObject({ TenBenhNhan: name, TrangThaiPhieu: 'ChoGoi', DanhSach: 'ChoKham', KhamBenh: null });
    expect(row!.SoThuTu).toBeGreaterThan(0);
    expect((await queue(ref.otherRoom)).some((other) => other.DichVuYeuCau_Id === order)).toBe(false);
  });

  it('When the doctor calls, dismisses and recalls / Then the ticket follows, a missed patient cannot be examined until recalled', async () => {
    const { order } = await receive();
    expect((await data(doctor, CALL('goiBenhNhanKham'), { order })).goiBenhNhanKham).toMatchObject({ TrangThaiPhieu: 'DaGoi', DanhSach: 'ChoKham' });
    expect((await data(doctor, CALL('boQuaBenhNhanKham'), { order })).boQuaBenhNhanKham).toMatchObject({ TrangThaiPhieu: 'BoQua', DanhSach: 'BoQua' });
    const missed = await refusal(doctor, START, { order });
    expect(missed.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'examination.ticketMissed', field: 'DichVuYeuCau_Id' });
    expect(Number((await one<{ n: number }>('SELECT count(*)::int AS n FROM "KhamBenh" WHERE "DichVuYeuCau_Id" = $1', [order])).n)).toBe(0);
    expect((await data(doctor, CALL('goiLaiBenhNhanKham'), { order })).goiLaiBenhNhanKham).toMatchObject({ TrangThaiPhieu: 'DaGoi', isRecall: true, DanhSach: 'ChoKham' });
    expect((await start(order)).TrangThai).toBe('DangKham');
    expect((await rowOf(order))!.DanhSach).toBe('DangKham');
  });

  it('When two doctors start one patient at once / Then one examination begins, by the caller, and the other is told who has it', async () => {
    const { order } = await receive();
    const results = await Promise.all([0, 1].map(() => gql(server, '/graphqlhis', START, { order, input: {} }, doctor)));
    expect(results.filter((result) => !result.errors)).toHaveLength(1);
    const refused = results.find((result) => result.errors)!.errors![0]!;
    expect(refused.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'examination.alreadyStarted' });
    const exam = results.find((result) => !result.errors)!.data.createKhamBenh;
    expect(refused.message).toContain(exam.MaKhamBenh);
    expect(exam.MaKhamBenh).toMatch(new RegExp(`^KB${String(new Date().getFullYear()).slice(-2)}\\d{6}$`));
    expect(exam.TenBacSiKham).toBeTruthy();
    // Starting a patient who was never called calls them.
    expect((await rowOf(order))).toMatchObject({ TrangThaiPhieu: 'DaGoi', DanhSach: 'DangKham' });
  });

  it.each([
    ['a pulse of 400', { Mach: 400 }, 'examination.vitalRange', 'Mach'],
    ['a diastolic pressure above the systolic', { HuyetApTamThu: 90, HuyetApTamTruong: 120 }, 'examination.diastolicAboveSystolic', 'HuyetApTamTruong'],
    ['a secondary ICD that is the primary', { ICD_Id: 'A', ICDPhu_Ids: ['A'] }, 'examination.secondaryIcdIsPrimary', 'ICDPhu_Ids'],
    ['an ICD that is not in the catalogue', { ICD_Id: 'khong-co' }, 'catalogue.refNotFound', 'ICD_Id'],
    ['a follow-up date before the exam', { NgayTaiKham: Date.now() - 3 * 24 * 60 * 60 * 1000 }, 'examination.followUpBeforeExam', 'NgayTaiKham'],
  ])('When the doctor saves %s / Then it is refused, naming the field, and the exam is unchanged', async (_case, change, messageKey, field) => {
    const exam = await start((await receive()).order, { Mach: 80 });
    const input = Object.fromEntries(Object.entries(change).map(([key, value]) => [key, value === 'A' ? ref.icdA : Array.isArray(value) ? value.map((id) => (id === 'A' ? ref.icdA : id)) : value]));
    const before = await stored(exam._id);
    const error = await refusal(doctor, UPDATE, { id: exam._id, input });
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey, field });
    expect(await stored(exam._id)).toEqual(before);
  });

  it('When the doctor ends an exam / Then the primary ICD and the treatment plan are asked first, and the ended patient is examined', async () => {
    const { order } = await receive();
    const exam = await start(order, { Mach: 78, HuyetApTamThu: 120, HuyetApTamTruong: 80 });
    const noIcd = await refusal(doctor, VERIFY, { id: exam._id, state: 'DangKham' });
    expect(noIcd.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'examination.primaryIcdRequired', field: 'ICD_Id' });
    const noPlan = await refusal(doctor, SAVE_AND_END, { id: exam._id, input: { ICD_Id: ref.icdA } });
    expect(noPlan.extensions).toMatchObject({ messageKey: 'examination.treatmentPlanRequired', field: 'HuongGiaiQuyet_Id' });
    // The refused save-and-end saved nothing either.
    expect((await stored(exam._id))).toMatchObject({ TrangThai: 'DangKham', ICD_Id: null });
    const ended = (await data(doctor, SAVE_AND_END, { id: exam._id, input: { ICD_Id: ref.icdA, ICDPhu_Ids: [ref.icdB], HuongGiaiQuyet_Id: ref.plan } })).saveAndVerifyKhamBenh;
    expect(ended).toMatchObject({ TrangThai: 'DaKham', ICD_Id: ref.icdA, ICDPhu_Ids: [ref.icdB], HuongGiaiQuyet_Id: ref.plan, Mach: 78 });
    expect(ended.NgayKetThuc).toBeGreaterThan(0);
    expect(await rowOf(order)).toMatchObject({ TrangThaiPhieu: 'HoanThanh', DanhSach: 'DaKham' });
    expect(await one('SELECT "TrangThai", "TrangThai_HangDoi" FROM "DichVuYeuCau" WHERE _id = $1', [order])).toEqual({ TrangThai: 'CoKetQua', TrangThai_HangDoi: 'DaThucHien' });
    // An ended exam takes no more changes until reopened; a screen showing the old state is told it changed.
    expect((await refusal(doctor, UPDATE, { id: exam._id, input: { Mach: 90 } })).extensions).toMatchObject({ messageKey: 'examination.notBeingExamined' });
    expect((await refusal(doctor, VERIFY, { id: exam._id, state: 'DangKham' })).extensions).toMatchObject({ messageKey: 'examination.stateChanged' });
    const reopened = (await data(doctor, VERIFY, { id: exam._id, state: 'DaKham' })).verifyKhamBenh;
    expect(reopened).toMatchObject({ TrangThai: 'DangKham', NgayKetThuc: null });
    expect(await rowOf(order)).toMatchObject({ TrangThaiPhieu: 'DaGoi', DanhSach: 'DangKham' });
    expect(await one('SELECT "TrangThai", "TrangThai_HangDoi" FROM "DichVuYeuCau" WHERE _id = $1', [order])).toEqual({ TrangThai: 'SanSang', TrangThai_HangDoi: 'ChuaThucHien' });
  });

  it('When a patient is examined in two rooms / Then her history lists the exams newest first, with diagnosis, room and doctor, never a cancelled one', async () => {
    const { orders } = await receive([ref.room, ref.otherRoom]);
    const first = await start(orders[0]!, { Mach: 72 });
    await data(doctor, SAVE_AND_END, { id: first._id, input: { ICD_Id: ref.icdA, HuongGiaiQuyet_Id: ref.plan } });
    const cancelled = await start(orders[1]!);
    await data(doctor, CANCEL, { id: cancelled._id, reason: 'Nhầm phòng' });
    const second = await start(orders[1]!, { Mach: 90 });
    const patient = (await one<{ BenhNhan_Id: string }>('SELECT "BenhNhan_Id" FROM "KhamBenh" WHERE _id = $1', [first._id])).BenhNhan_Id;
    const history = (await data(doctor, `query ($id: ID!) { lichSuKhamBenh(BenhNhan_Id: $id) { _id MaICD TenPhongBan TenDichVu TenBacSiKham TrangThai } }`, { id: patient })).lichSuKhamBenh;
    expect(history.map((exam: { _id: string }) => exam._id)).toEqual([second._id, first._id]);
    expect(history[1]).toMatchObject({ TrangThai: 'DaKham', TenPhongBan: expect.stringContaining('Phòng khám'), TenDichVu: expect.stringContaining('Khám') });
    expect(history[1].MaICD).toBeTruthy();
    expect(history[1].TenBacSiKham).toBeTruthy();
  });

  it('When the doctor cancels an exam / Then a reason is needed, and the patient waits again for a new exam', async () => {
    const { order } = await receive();
    const exam = await start(order, { Mach: 70 });
    expect((await refusal(doctor, CANCEL, { id: exam._id, reason: '  ' })).extensions).toMatchObject({ messageKey: 'validation.required', field: 'reason' });
    expect((await data(doctor, CANCEL, { id: exam._id, reason: 'Nhầm bệnh nhân' })).cancelKhamBenh).toMatchObject({ TrangThai: 'DaHuy', LyDoHuy: 'Nhầm bệnh nhân' });
    expect(await rowOf(order)).toMatchObject({ DanhSach: 'ChoKham', KhamBenh: null });
    expect((await start(order)).MaKhamBenh).not.toBe(exam.MaKhamBenh);
  });

  it('When the doctor removes exams / Then one begun by mistake goes, one holding data is refused', async () => {
    const empty = await start((await receive()).order);
    expect((await data(doctor, REMOVE, { id: empty._id })).removeKhamBenh).toBe(true);
    expect((await data(doctor, EXAM_BY_ID, { id: empty._id })).khamBenh).toBeNull();
    const filled = await start((await receive()).order, { Mach: 88 });
    expect((await refusal(doctor, REMOVE, { id: filled._id })).extensions).toMatchObject({ messageKey: 'examination.removeNotEmpty', field: 'id' });
    expect((await data(doctor, EXAM_BY_ID, { id: filled._id })).khamBenh).toMatchObject({ Mach: 88 });
  });

  it('When the doctor sends a patient to another room / Then she waits there with its next number and a new priced order, her exam here cancelled', async () => {
    const TRANSFER = `mutation ($order: ID!, $service: ID!, $room: ID!) { chuyenPhongKham(DichVuYeuCau_Id: $order, DichVu_Id: $service, PhongBan_Id: $room) {
      DichVuYeuCau_Id PhongBan_Id SoThuTu DanhSach } }`;
    const CHECK = 'query ($order: ID!) { checkBeforeChuyenPhongKham(DichVuYeuCau_Id: $order) }';
    const { order } = await receive();
    const exam = await start(order, { Mach: 76 });
    expect((await data(doctor, CHECK, { order })).checkBeforeChuyenPhongKham).toBe(true);
    expect((await refusal(doctor, TRANSFER, { order, service: ref.exam, room: ref.room })).extensions).toMatchObject({ messageKey: 'reception.transfer.sameRoom', field: 'PhongBan_Id' });
    expect((await refusal(doctor, TRANSFER, { order, service: ref.exam, room: '' })).extensions).toMatchObject({ messageKey: 'validation.required', field: 'PhongBan_Id' });
    const cashierDesk = (await one<{ _id: string }>(`SELECT _id FROM his_nodes WHERE code = 'TN01'`))._id;
    expect((await refusal(doctor, TRANSFER, { order, service: ref.exam, room: cashierDesk })).extensions).toMatchObject({ messageKey: 'reception.notAnExamRoom' });
    expect((await stored(exam._id)).TrangThai).toBe('DangKham');
    // The doctor reads where the service is done, with the numbers given there today.
    const roomsForService = (await data(doctor, 'query ($service: ID) { phongKhams(DichVu_Id: $service) { _id SoThuTuCuoi } }', { service: ref.exam })).phongKhams as { _id: string; SoThuTuCuoi: number }[];
    const lastThere = roomsForService.find((room) => room._id === ref.otherRoom)!.SoThuTuCuoi;
    expect(lastThere).toBe(Math.max(0, ...(await queue(ref.otherRoom)).map((row) => row.SoThuTu)));
    const moved = (await data(doctor, TRANSFER, { order, service: ref.exam, room: ref.otherRoom })).chuyenPhongKham;
    expect(moved).toMatchObject({ PhongBan_Id: ref.otherRoom, SoThuTu: lastThere + 1, DanhSach: 'ChoKham' });
    expect(await rowOf(order)).toBeUndefined();
    expect((await queue(ref.otherRoom)).map((row) => row.DichVuYeuCau_Id)).toContain(moved.DichVuYeuCau_Id);
    expect(await one('SELECT "TrangThai", "LyDoHuy" FROM "KhamBenh" WHERE _id = $1', [exam._id])).toEqual({ TrangThai: 'DaHuy', LyDoHuy: 'Chuyển phòng khám' });
    expect((await one<{ TrangThai: string }>('SELECT "TrangThai" FROM "DichVuYeuCau" WHERE _id = $1', [order])).TrangThai).toBe('DaHuy');
    expect(Number((await one<{ DonGia: number }>('SELECT "DonGia"::float8 AS "DonGia" FROM "DichVuYeuCau_ChiTiet" WHERE "DichVuYeuCau_Id" = $1', [moved.DichVuYeuCau_Id])).DonGia)).toBeGreaterThan(0);
    // The cancelled order can be sent nowhere again; an examined patient neither.
    expect((await refusal(doctor, CHECK, { order })).extensions).toMatchObject({ messageKey: 'reception.transfer.orderDone' });
    const ended = await start(moved.DichVuYeuCau_Id);
    await data(doctor, SAVE_AND_END, { id: ended._id, input: { ICD_Id: ref.icdA, HuongGiaiQuyet_Id: ref.plan } });
    expect((await refusal(doctor, TRANSFER, { order: moved.DichVuYeuCau_Id, service: ref.exam, room: ref.room })).extensions).toMatchObject({ messageKey: 'reception.transfer.orderDone' });
  });

  it('When reception cancels a visit / Then its patient leaves the queue and cannot be examined', async () => {
    const { order, visit } = await receive();
    await data(desk, CANCEL_VISIT, { id: visit, reason: 'Bệnh nhân về' });
    expect(await rowOf(order)).toBeUndefined();
    expect((await refusal(doctor, START, { order })).extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'examination.visitClosed' });
  });

  it('When a receptionist or nobody calls the examination / Then the server refuses, whatever the menu shows', async () => {
    const { order } = await receive();
    expect((await refusal(desk, START, { order })).extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect((await refusal(desk, QUEUE, { room: ref.room })).extensions).toMatchObject({ code: 'FORBIDDEN' });
    const anonymous = await gql(server, '/graphqlhis', START, { order }, {});
    expect(anonymous.errors![0]!.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await rowOf(order))!.KhamBenh).toBeNull();
  });
});
