// Reception's rules as the server enforces them (spec §5 Reception): required patient fields, a child's contact,
// the insurance card, duplicate patients asked or refused, the facility's settings, an unfinished stay, examination
// rooms and services, permissions, and receptions at the same moment, on PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, type HisServer } from '@his/server';
import { BACKENDS, serversOnBackends } from '../support/backends';
import { gql, login, mainService, type Caller } from '../support/server';

const PATIENT = '_id MaYTe TenBenhNhan NamSinh SoDienThoai IdTiepNhanDangXet';
const CREATE_PATIENT = `mutation ($input: BenhNhanInput!, $confirmed: [String!]) { createBenhNhan(input: $input, confirmed: $confirmed) { ${PATIENT} } }`;
const RECEIVE = `mutation ($id: ID, $benhNhan: BenhNhanInput, $input: TiepNhanInput!, $confirmed: [String!]) {
  createTiepNhanKhamBenh(BenhNhan_Id: $id, benhNhan: $benhNhan, input: $input, confirmed: $confirmed) {
    _id MaTiepNhan BenhNhan { ${PATIENT} } PhieuHangDois { PhongBan_Id number } } }`;
const CANCEL = 'mutation ($id: ID!, $reason: String!) { huyTiepNhan(id: $id, LyDoHuy: $reason) { _id TrangThai } }';
const ROOMS = '{ phongKhamTiepNhan { _id MaPhongBan SoThuTuCuoi } }';
const SETTINGS = 'mutation ($input: JSON!) { updateSettingType(type: "his", input: $input) { his } }';
const MY_INFO = '{ myInfo { profile { _id } nodes { _id code } } }';

const YEAR = new Date().getFullYear();
const startServer = serversOnBackends({ withPlugins: true });

interface DemoPatient { _id: string; MaYTe: string; TenBenhNhan: string; NamSinh: number; SoDienThoai: string }

describe.each(BACKENDS)('reception rules on %s', (backend) => {
  let server: HisServer;
  let desk: Caller;
  let doctor: Caller;
  let admin: Caller;
  let demo: DemoPatient[];
  const ref = {} as Record<'danToc' | 'quocTich' | 'commune' | 'bhyt' | 'vienPhi' | 'exam' | 'lab' | 'cashier' | 'room', string>;
  const { data, refusal } = mainService(() => server);
  let serial = 0;

  const one = async <T>(query: string): Promise<T> => (await server.runtime.database.query<T>(query))[0]!;
  const counts = async () => ({
    patients: Number((await one<{ n: number }>('SELECT count(*)::int AS n FROM "BenhNhan"')).n),
    visits: Number((await one<{ n: number }>('SELECT count(*)::int AS n FROM "TiepNhan"')).n),
  });
  /** A new patient no demo patient resembles: its own name and phone. */
  const newPatient = (changes: Record<string, unknown> = {}) => {
    serial++;
    return {
      TenBenhNhan: `Phạm Thị Kiểm Thử ${String.fromCharCode(65 + (serial % 26))}${serial}`, NamSinh: 1980, GioiTinh: 'FEMALE',
      DanToc_Id: ref.danToc, QuocTich_Id: ref.quocTich, SoDienThoai: `0988${String(100000 + serial).slice(-6)}`, DonViHanhChinh_Id: ref.commune,
      ...changes,
    };
  };
  const feePaying = (changes: Record<string, unknown> = {}) => ({ DoiTuong_Id: ref.vienPhi, DichVuKham: [{ DichVu_Id: ref.exam, PhongBan_Id: ref.room }], ...changes });
  const insured = (changes: Record<string, unknown>) => ({
    DoiTuong_Id: ref.bhyt, SoTheBHYT: 'DN4019900000001', BHYTNgayHieuLuc: Date.UTC(YEAR, 0, 1), BHYTNgayHetHieuLuc: Date.UTC(YEAR, 11, 31),
    BenhVien_KCB: '01C54', TuyenKCB: 'DungTuyen', DichVuKham: [{ DichVu_Id: ref.exam, PhongBan_Id: ref.room }], ...changes,
  });
  /** Signs in and chooses the first facility, as the reception screen does. */
  const signIn = async (username: string, password: string): Promise<Caller> => {
    const token = (await login(server, username, password)).token;
    const me = (await gql(server, '/graphqlauth', MY_INFO, {}, { token })).data.myInfo;
    return { token, node: me.nodes.find((node: { code: string }) => node.code === 'CS01')._id, profile: me.profile._id };
  };
  /** Expects the refusal and that nothing was saved. */
  const refusedUnchanged = async (caller: Caller, query: string, variables: Record<string, unknown>) => {
    const before = await counts();
    const error = await refusal(caller, query, variables);
    expect(await counts()).toEqual(before);
    return error;
  };

  beforeAll(async () => {
    server = await startServer(backend);
    desk = await signIn('tiepdon', 'Tiepdon@123');
    doctor = await signIn('bacsi', 'Bacsi@123');
    admin = { token: (await login(server, DEMO_ADMIN.username, DEMO_ADMIN.password)).token };
    demo = await server.runtime.database.query<DemoPatient>('SELECT _id, "MaYTe", "TenBenhNhan", "NamSinh", "SoDienThoai" FROM "BenhNhan" ORDER BY "MaYTe"');
    ref.danToc = (await one<{ _id: string }>(`SELECT _id FROM "DM_DanToc" WHERE "MaDanToc" = '01'`))._id;
    ref.quocTich = (await one<{ _id: string }>(`SELECT _id FROM "DM_QuocTich" WHERE "MaQuocTich" = 'VN'`))._id;
    ref.commune = (await one<{ DonViHanhChinh_Id: string }>(`SELECT "DonViHanhChinh_Id" FROM "BenhNhan" WHERE "DonViHanhChinh_Id" IS NOT NULL LIMIT 1`)).DonViHanhChinh_Id;
    ref.bhyt = (await one<{ _id: string }>(`SELECT _id FROM "DM_DoiTuong" WHERE "MaDoiTuong" = 'BaoHiemYTe'`))._id;
    ref.vienPhi = (await one<{ _id: string }>(`SELECT _id FROM "DM_DoiTuong" WHERE "MaDoiTuong" = 'VienPhi'`))._id;
    ref.exam = (await one<{ _id: string }>(`SELECT _id FROM "DM_DichVu" WHERE "MaDichVu" = 'KB-NOI'`))._id;
    ref.lab = (await one<{ _id: string }>(`SELECT _id FROM "DM_DichVu" WHERE "MaDichVu" = 'XN-GLU'`))._id;
    ref.cashier = (await one<{ _id: string }>(`SELECT _id FROM his_nodes WHERE code = 'TN01'`))._id;
    ref.room = (await data(desk, ROOMS)).phongKhamTiepNhan.find((room: { MaPhongBan: string }) => room.MaPhongBan === 'PK01')._id;
  }, 120_000);
  afterAll(async () => server?.close());

  it('finds the demo patients and references it builds on', () => {
    expect(demo.length).toBeGreaterThanOrEqual(8);
    expect(demo.find((patient) => patient.TenBenhNhan === 'Nguyễn Văn An')).toBeDefined();
    for (const id of Object.values(ref)) expect(id).toBeTruthy();
  });

  it.each(['TenBenhNhan', 'NamSinh', 'GioiTinh', 'DanToc_Id', 'QuocTich_Id', 'SoDienThoai', 'DonViHanhChinh_Id'])('refuses a patient without %s, naming it', async (field) => {
    const error = await refusedUnchanged(desk, CREATE_PATIENT, { input: newPatient({ [field]: null }) });
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'validation.required', field });
  });

  it('asks for the contact person of a child and saves the child with one', async () => {
    const child = newPatient({ NamSinh: YEAR - 2 });
    const error = await refusedUnchanged(desk, CREATE_PATIENT, { input: child });
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'validation.required', field: 'TenNguoiLienHe' });
    const saved = (await data(desk, CREATE_PATIENT, { input: { ...child, TenNguoiLienHe: 'Phạm Văn Bố', QuanHeNguoiLienHe: 'Bố' } })).createBenhNhan;
    expect(saved).toMatchObject({ TenBenhNhan: child.TenBenhNhan, NamSinh: YEAR - 2 });
  });

  it.each([
    ['a 14-character card', { SoTheBHYT: 'DN401990000000' }, 'reception.cardNumberLength', 'SoTheBHYT'],
    ['an expired card', { BHYTNgayHieuLuc: Date.UTC(YEAR - 1, 0, 1), BHYTNgayHetHieuLuc: Date.UTC(YEAR - 1, 11, 31) }, 'reception.cardExpired', 'BHYTNgayHetHieuLuc'],
    ['a card not yet valid', { BHYTNgayHieuLuc: Date.UTC(YEAR + 1, 0, 1), BHYTNgayHetHieuLuc: Date.UTC(YEAR + 1, 11, 31) }, 'reception.cardNotYetValid', 'BHYTNgayHieuLuc'],
  ])('refuses an insured visit with %s', async (_case, card, messageKey, field) => {
    const error = await refusedUnchanged(desk, RECEIVE, { benhNhan: newPatient(), input: insured(card) });
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey, field });
  });

  it('receives a fee-paying patient without a card', async () => {
    const before = await counts();
    const visit = (await data(desk, RECEIVE, { benhNhan: newPatient(), input: feePaying() })).createTiepNhanKhamBenh;
    expect(visit.MaTiepNhan).toBeTruthy();
    expect(await counts()).toEqual({ patients: before.patients + 1, visits: before.visits + 1 });
  });

  it('asks before saving a patient with the name and birth year of another, and saves once confirmed', async () => {
    const an = demo.find((patient) => patient.TenBenhNhan === 'Nguyễn Văn An')!;
    const input = newPatient({ TenBenhNhan: an.TenBenhNhan, NamSinh: an.NamSinh });
    const error = await refusedUnchanged(desk, CREATE_PATIENT, { input });
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'reception.duplicatePatient', confirmable: true });
    const saved = (await data(desk, CREATE_PATIENT, { input, confirmed: ['reception.duplicatePatient'] })).createBenhNhan;
    expect(saved.MaYTe).not.toBe(an.MaYTe);
  });

  it('asks before saving a patient with the phone of another', async () => {
    const error = await refusedUnchanged(desk, CREATE_PATIENT, { input: newPatient({ SoDienThoai: demo[1]!.SoDienThoai }) });
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'reception.duplicatePatient', confirmable: true });
  });

  it('refuses a patient code another patient holds, without asking', async () => {
    const error = await refusedUnchanged(desk, CREATE_PATIENT, { input: newPatient({ MaYTe: demo[0]!.MaYTe }), confirmed: ['reception.duplicatePatient'] });
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'reception.duplicatePatientCode', field: 'MaYTe' });
    expect((error.extensions as Record<string, unknown>).confirmable).toBeFalsy();
  });

  it('refuses a shared phone and a missing birth date when the facility says so', async () => {
    await data(admin, SETTINGS, { input: { khongTrungSoDienThoai: true, batBuocNgaySinh: true } });
    try {
      const phone = await refusedUnchanged(desk, CREATE_PATIENT, { input: newPatient({ SoDienThoai: demo[2]!.SoDienThoai, NgaySinh: Date.UTC(1980, 4, 5) }), confirmed: ['reception.duplicatePatient'] });
      expect(phone.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'reception.duplicatePhone', field: 'SoDienThoai' });
      const birth = await refusedUnchanged(desk, CREATE_PATIENT, { input: newPatient() });
      expect(birth.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'validation.required', field: 'NgaySinh' });
    } finally {
      await data(admin, SETTINGS, { input: { khongTrungSoDienThoai: false, batBuocNgaySinh: false } });
    }
    // Back to the defaults: the same patient without a birth date is asked about the phone, not refused.
    const asked = await refusal(desk, CREATE_PATIENT, { input: newPatient({ SoDienThoai: demo[2]!.SoDienThoai }) });
    expect(asked.extensions).toMatchObject({ messageKey: 'reception.duplicatePatient', confirmable: true });
  });

  it('refuses to receive a patient with an unfinished stay, and receives again once it is cancelled', async () => {
    const patient = demo[3]!;
    const first = (await data(desk, RECEIVE, { id: patient._id, input: feePaying() })).createTiepNhanKhamBenh;
    const error = await refusedUnchanged(desk, RECEIVE, { id: patient._id, input: feePaying() });
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'reception.unfinishedStay', field: 'BenhNhan_Id' });
    expect(error.extensions?.params).toMatchObject({ code: first.MaTiepNhan });
    expect((await data(desk, CANCEL, { id: first._id, reason: 'Nhập nhầm' })).huyTiepNhan.TrangThai).toBe('DaHuy');
    const again = (await data(desk, RECEIVE, { id: patient._id, input: feePaying() })).createTiepNhanKhamBenh;
    expect(again.MaTiepNhan).not.toBe(first.MaTiepNhan);
  });

  it('asks before a second visit on a day whose first visit is finished, and receives once the receptionist confirms', async () => {
    const patient = demo[7]!;
    const first = (await data(desk, RECEIVE, { id: patient._id, input: feePaying() })).createTiepNhanKhamBenh;
    // Fee completion belongs to the cashier; here the first visit is finished as the cashier would leave it.
    await server.runtime.database.query(`UPDATE "TiepNhan" SET "TrangThai" = 'HoanTat' WHERE _id = $1`, [first._id]);
    const asked = await refusedUnchanged(desk, RECEIVE, { id: patient._id, input: feePaying() });
    expect(asked.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'reception.sameDayVisit', confirmable: true, params: { code: first.MaTiepNhan } });
    const second = (await data(desk, RECEIVE, { id: patient._id, input: feePaying(), confirmed: ['reception.sameDayVisit'] })).createTiepNhanKhamBenh;
    expect(second.MaTiepNhan).not.toBe(first.MaTiepNhan);
  });

  it.each([
    ['a room that is no examination room', () => feePaying({ DichVuKham: [{ DichVu_Id: ref.exam, PhongBan_Id: ref.cashier }] }), 'reception.notAnExamRoom', 'PhongBan_Id'],
    ['a service that is no examination', () => feePaying({ DichVuKham: [{ DichVu_Id: ref.lab, PhongBan_Id: ref.room }] }), 'reception.notAnExamService', 'DichVuKham'],
    ['no service', () => feePaying({ DichVuKham: [] }), 'reception.examServiceRequired', 'DichVuKham'],
  ])('refuses a reception with %s', async (_case, input, messageKey, field) => {
    const error = await refusedUnchanged(desk, RECEIVE, { id: demo[4]!._id, input: input() });
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey, field });
    const withNewPatient = await refusedUnchanged(desk, RECEIVE, { benhNhan: newPatient(), input: input() });
    expect(withNewPatient.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey, field });
  });

  it('lets a doctor read patients but neither receive nor create one, and nobody signed out', async () => {
    expect((await refusedUnchanged(doctor, RECEIVE, { id: demo[5]!._id, input: feePaying() })).extensions?.code).toBe('FORBIDDEN');
    expect((await refusedUnchanged(doctor, CREATE_PATIENT, { input: newPatient() })).extensions?.code).toBe('FORBIDDEN');
    expect((await refusedUnchanged({}, CREATE_PATIENT, { input: newPatient() })).extensions?.code).toBe('UNAUTHENTICATED');
    expect((await refusedUnchanged({}, RECEIVE, { id: demo[5]!._id, input: feePaying() })).extensions?.code).toBe('UNAUTHENTICATED');
    const read = (await data(doctor, '{ benhNhans(limit: 200) { _id } }')).benhNhans;
    expect(read.length).toBeGreaterThanOrEqual(demo.length);
  });

  it('receives 20 new patients at once: consecutive patient codes, distinct visits, queue numbers without gap', async () => {
    const lastBefore = (await data(desk, ROOMS)).phongKhamTiepNhan.find((room: { _id: string }) => room._id === ref.room).SoThuTuCuoi as number;
    const results = await Promise.all(Array.from({ length: 20 }, () => gql(server, '/graphqlhis', RECEIVE, { benhNhan: newPatient(), input: feePaying() }, desk)));
    expect(results.flatMap((result) => result.errors ?? [])).toEqual([]);
    const visits = results.map((result) => result.data.createTiepNhanKhamBenh);
    const codes = visits.map((visit) => Number(visit.BenhNhan.MaYTe)).sort((a, b) => a - b);
    expect(codes).toEqual(codes.map((_, index) => codes[0]! + index));
    expect(new Set(visits.map((visit) => visit.MaTiepNhan)).size).toBe(20);
    const numbers = visits.map((visit) => visit.PhieuHangDois[0].number as number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => lastBefore + index + 1));
    const lastAfter = (await data(desk, ROOMS)).phongKhamTiepNhan.find((room: { _id: string }) => room._id === ref.room).SoThuTuCuoi;
    expect(lastAfter).toBe(lastBefore + 20);
  }, 60_000);

  it('receives a patient once when two desks receive them at the same moment', async () => {
    const patient = demo[6]!;
    const before = await counts();
    const results = await Promise.all([0, 1].map(() => gql(server, '/graphqlhis', RECEIVE, { id: patient._id, input: feePaying() }, desk)));
    const succeeded = results.filter((result) => !result.errors);
    const refused = results.filter((result) => result.errors);
    expect(succeeded).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'BenhNhan_Id' });
    expect(['reception.unfinishedStay', 'reception.unfinishedStayJustReceived']).toContain(refused[0]!.errors![0]!.extensions?.messageKey);
    expect(await counts()).toEqual({ patients: before.patients, visits: before.visits + 1 });
  });
});
