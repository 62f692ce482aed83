// The kiosks' queue tickets and the reception desk's queue (spec §2 kiosks, §4 queue ticket actions): numbers of a
// day without a gap across kinds, priority first, the states a ticket may be called, recalled or dismissed from,
// audit entries, and who may do it, on PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HisServer } from '@his/server';
import { BACKENDS, serversOnBackends } from '../support/backends';
import { gql, login, mainService, type Caller } from '../support/server';

const TICKET = '_id PhongBan_Id TenPhongBan number state isPriority isRecall Loai TiepNhan_Id DichVu_Id TenDichVu ThoiGian SoNguoiChoTruoc';
const TAKE = `mutation ($loai: String!, $room: ID) { layPhieuHangDoiTiepDon(loai: $loai, PhongBan_Id: $room) { ${TICKET} } }`;
const TAKE_ON_REQUEST = `mutation ($service: ID!, $room: ID!) { layPhieuHangDoiTheoYeuCau(DichVu_Id: $service, PhongBan_Id: $room) { ${TICKET} } }`;
const LIST = `query ($room: ID, $states: [String!]) { phieuHangDoiTiepDon(PhongBan_Id: $room, TrangThai: $states) { ${TICKET} } }`;
const CALL = `mutation ($id: ID!) { goiPhieuHangDoi(id: $id) { ${TICKET} } }`;
const RECALL = `mutation ($id: ID!) { goiLaiPhieuHangDoi(id: $id) { ${TICKET} } }`;
const DISMISS = `mutation ($id: ID!) { boQuaPhieuHangDoi(id: $id) { ${TICKET} } }`;
const KIOSK = '{ kioskTheoYeuCau { DoiTuong_Id DichVus { _id MaDichVu } } }';
const MY_INFO = '{ myInfo { profile { _id } nodes { _id code } } }';
const WAITING = ['ChoGoi', 'DaGoi'];

interface Ticket { _id: string; PhongBan_Id: string; TenPhongBan: string; number: number; state: string; isPriority: boolean; isRecall: boolean; Loai: string; TiepNhan_Id: string | null; DichVu_Id: string | null; ThoiGian: number; SoNguoiChoTruoc: number | null }

const startServer = serversOnBackends({ withPlugins: true });

describe.each(BACKENDS)('kiosk tickets and the desk queue on %s', (backend) => {
  let server: HisServer;
  let desk: Caller;
  let doctor: Caller;
  const ref = {} as Record<'desk' | 'exam' | 'lab' | 'room' | 'cashier', string>;
  const { data, refusal } = mainService(() => server);

  const one = async <T>(query: string, params: unknown[] = []): Promise<T> => (await server.runtime.database.query<T>(query, params))[0]!;
  const signIn = async (username: string, password: string): Promise<Caller> => {
    const token = (await login(server, username, password)).token;
    const me = (await gql(server, '/graphqlauth', MY_INFO, {}, { token })).data.myInfo;
    return { token, node: me.nodes.find((node: { code: string }) => node.code === 'CS01')._id, profile: me.profile._id };
  };
  const take = async (loai: string): Promise<Ticket> => (await data(desk, TAKE, { loai })).layPhieuHangDoiTiepDon;
  const list = async (states?: string[]): Promise<Ticket[]> => (await data(desk, LIST, { states })).phieuHangDoiTiepDon;
  const auditCount = async (id: string) => (await one<{ n: number }>('SELECT count(*)::int AS n FROM his_audit_log WHERE entity = $1 AND "entity_Id" = $2', ['PhieuHangDoi', id])).n;

  beforeAll(async () => {
    server = await startServer(backend);
    desk = await signIn('tiepdon', 'Tiepdon@123');
    doctor = await signIn('bacsi', 'Bacsi@123');
    ref.desk = (await one<{ _id: string }>(`SELECT _id FROM his_nodes WHERE code = 'TD01'`))._id;
    ref.room = (await one<{ _id: string }>(`SELECT _id FROM his_nodes WHERE code = 'PK01'`))._id;
    ref.cashier = (await one<{ _id: string }>(`SELECT _id FROM his_nodes WHERE code = 'TN01'`))._id;
    ref.exam = (await one<{ _id: string }>(`SELECT _id FROM "DM_DichVu" WHERE "MaDichVu" = 'KB-NOI'`))._id;
    ref.lab = (await one<{ _id: string }>(`SELECT _id FROM "DM_DichVu" WHERE "MaDichVu" = 'XN-GLU'`))._id;
  }, 120_000);
  afterAll(async () => server?.close());

  it('numbers the desk tickets of a day 1, 2, 3, … across kinds, at the first reception desk, even when taken at once', async () => {
    const first = await take('BHYT');
    expect(first).toMatchObject({ PhongBan_Id: ref.desk, TenPhongBan: 'Quầy tiếp đón 1', number: 1, state: 'ChoGoi', Loai: 'BHYT', isPriority: false, TiepNhan_Id: null, SoNguoiChoTruoc: 0 });
    expect(first.ThoiGian).toBeGreaterThan(Date.now() - 60_000);
    const second = (await data(desk, TAKE, { loai: 'DichVu', room: ref.desk })).layPhieuHangDoiTiepDon as Ticket;
    expect(second).toMatchObject({ number: 2, Loai: 'DichVu', SoNguoiChoTruoc: 1 });
    const together = await Promise.all(['UuTien', 'BHYT', 'DichVu', 'BHYT', 'UuTien', 'DichVu'].map(take));
    expect(together.map((ticket) => ticket.number).sort((a, b) => a - b)).toEqual([3, 4, 5, 6, 7, 8]);
    expect(together.filter((ticket) => ticket.Loai === 'UuTien').every((ticket) => ticket.isPriority)).toBe(true);
  });

  it('lists priority tickets first, then by number, and tells a new priority ticket only the priority ones wait before it', async () => {
    const waiting = await list(WAITING);
    const priority = waiting.filter((ticket) => ticket.isPriority);
    expect(priority.length).toBeGreaterThanOrEqual(2);
    expect(waiting.slice(0, priority.length)).toEqual(priority);
    const numbersOf = (tickets: Ticket[]) => tickets.map((ticket) => ticket.number);
    expect(numbersOf(priority)).toEqual([...numbersOf(priority)].sort((a, b) => a - b));
    const others = waiting.slice(priority.length);
    expect(numbersOf(others)).toEqual([...numbersOf(others)].sort((a, b) => a - b));
    const next = await take('UuTien');
    expect(next.SoNguoiChoTruoc).toBe(priority.length);
    expect((await list(WAITING))[priority.length]!._id).toBe(next._id);
  });

  it('gives the on-request kiosk a ticket at an examination room doing the service, with no visit yet, and refuses other rooms and services', async () => {
    const kiosk = (await data(desk, KIOSK)).kioskTheoYeuCau;
    expect(kiosk.DoiTuong_Id).toBeTruthy();
    expect(kiosk.DichVus.map((service: { MaDichVu: string }) => service.MaDichVu)).toContain('KB-NOI');
    expect(kiosk.DichVus.map((service: { MaDichVu: string }) => service.MaDichVu)).not.toContain('XN-GLU');
    const ticket = (await data(desk, TAKE_ON_REQUEST, { service: ref.exam, room: ref.room })).layPhieuHangDoiTheoYeuCau as Ticket;
    expect(ticket).toMatchObject({ PhongBan_Id: ref.room, Loai: 'TheoYeuCau', DichVu_Id: ref.exam, TiepNhan_Id: null, state: 'ChoGoi' });
    expect((await list(WAITING)).map((row) => row._id)).toContain(ticket._id);
    expect((await data(desk, LIST, { room: ref.room })).phieuHangDoiTiepDon.map((row: Ticket) => row._id)).toEqual([ticket._id]);
    expect((await refusal(desk, TAKE_ON_REQUEST, { service: ref.lab, room: ref.room })).extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'reception.notAnExamService', field: 'DichVu_Id' });
    expect((await refusal(desk, TAKE_ON_REQUEST, { service: ref.exam, room: ref.cashier })).extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'reception.notAnExamRoom', field: 'PhongBan_Id' });
  });

  it('calls a waiting ticket once, recalls it, dismisses it, recalls it from the not-come list, and audits each step', async () => {
    const ticket = await take('DichVu');
    const called = (await data(desk, CALL, { id: ticket._id })).goiPhieuHangDoi as Ticket;
    expect(called).toMatchObject({ state: 'DaGoi', isRecall: false });
    const again = await refusal(desk, CALL, { id: ticket._id });
    expect(again.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'reception.queue.cannotCall', field: 'id' });
    expect(again.message).toContain(String(ticket.number));
    expect((await data(desk, RECALL, { id: ticket._id })).goiLaiPhieuHangDoi).toMatchObject({ state: 'DaGoi', isRecall: true });
    expect((await data(desk, DISMISS, { id: ticket._id })).boQuaPhieuHangDoi).toMatchObject({ state: 'BoQua' });
    expect((await list(['BoQua'])).map((row) => row._id)).toContain(ticket._id);
    expect((await list(WAITING)).map((row) => row._id)).not.toContain(ticket._id);
    expect((await refusal(desk, DISMISS, { id: ticket._id })).extensions).toMatchObject({ messageKey: 'reception.queue.cannotDismiss', field: 'id' });
    expect((await refusal(desk, CALL, { id: ticket._id })).extensions).toMatchObject({ messageKey: 'reception.queue.cannotCall' });
    expect((await data(desk, RECALL, { id: ticket._id })).goiLaiPhieuHangDoi).toMatchObject({ state: 'DaGoi', isRecall: true });
    // Taken, called, recalled, dismissed, recalled: five entries; the refusals wrote nothing of the ticket.
    expect(await auditCount(ticket._id)).toBe(5);
  });

  it('refuses a never-called ticket a recall, naming its number', async () => {
    const ticket = await take('BHYT');
    const error = await refusal(desk, RECALL, { id: ticket._id });
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'reception.queue.cannotRecall', field: 'id' });
    expect(error.message).toContain(String(ticket.number));
  });

  it('refuses unknown kinds, states, over-long arguments and unknown tickets, naming the field', async () => {
    expect((await refusal(desk, TAKE, { loai: 'VIP' })).extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'reception.queue.kind', field: 'loai' });
    expect((await refusal(desk, TAKE, { loai: 'B'.repeat(21) })).extensions?.code).toBe('BAD_USER_INPUT');
    expect((await refusal(desk, TAKE, { loai: 'BHYT', room: ref.room })).extensions).toMatchObject({ messageKey: 'reception.queue.notADesk', field: 'PhongBan_Id' });
    expect((await refusal(desk, LIST, { states: ['Moi'] })).extensions).toMatchObject({ messageKey: 'reception.queue.state', field: 'TrangThai' });
    expect((await refusal(desk, CALL, { id: 'khong-co' })).extensions).toMatchObject({ messageKey: 'reception.queue.notFound', field: 'id' });
    expect((await refusal(desk, CALL, { id: 'x'.repeat(65) })).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
  });

  it('closes a called desk ticket when its patient is received, refuses it a second time, and keeps an on-request number at its room', async () => {
    const RECEIVE = `mutation ($id: ID!, $ticket: ID, $input: TiepNhanInput!) { createTiepNhanKhamBenh(BenhNhan_Id: $id, idPhieuHangDoi: $ticket, input: $input) { _id PhieuHangDois { PhongBan_Id number } } }`;
    const group = (await one<{ _id: string }>(`SELECT _id FROM "DM_DoiTuong" WHERE "MaDoiTuong" = 'VienPhi'`))._id;
    const input = { DoiTuong_Id: group, DichVuKham: [{ DichVu_Id: ref.exam, PhongBan_Id: ref.room }] };
    const patients = (await server.runtime.database.query<{ _id: string }>(`SELECT b._id FROM "BenhNhan" b WHERE NOT EXISTS (SELECT 1 FROM "TiepNhan" t WHERE t."BenhNhan_Id" = b._id AND t."TrangThai" = 'DangThucHien') ORDER BY b."MaYTe" LIMIT 3`)).map((row) => row._id);

    const deskTicket = await take('BHYT');
    await data(desk, CALL, { id: deskTicket._id });
    const visit = (await data(desk, RECEIVE, { id: patients[0], ticket: deskTicket._id, input })).createTiepNhanKhamBenh;
    expect(await one('SELECT "TrangThai", "TiepNhan_Id" FROM "PhieuHangDoi" WHERE _id = $1', [deskTicket._id])).toEqual({ TrangThai: 'HoanThanh', TiepNhan_Id: visit._id });
    expect((await list(WAITING)).some((ticket) => ticket._id === deskTicket._id)).toBe(false);
    const again = await refusal(desk, RECEIVE, { id: patients[1], ticket: deskTicket._id, input });
    expect(again.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'reception.kioskTicketUsed', field: 'idPhieuHangDoi' });

    const onRequest = (await data(desk, TAKE_ON_REQUEST, { service: ref.exam, room: ref.room })).layPhieuHangDoiTheoYeuCau as Ticket;
    const received = (await data(desk, RECEIVE, { id: patients[2], ticket: onRequest._id, input })).createTiepNhanKhamBenh;
    expect(received.PhieuHangDois).toEqual([{ PhongBan_Id: ref.room, number: onRequest.number }]);
    expect(await one('SELECT "TrangThai", "TiepNhan_Id" FROM "PhieuHangDoi" WHERE _id = $1', [onRequest._id])).toEqual({ TrangThai: 'ChoGoi', TiepNhan_Id: received._id });
  });

  it('refuses a doctor (FORBIDDEN) and a signed-out kiosk (UNAUTHENTICATED), writing nothing', async () => {
    const ticket = await take('BHYT');
    const before = (await one<{ n: number }>('SELECT count(*)::int AS n FROM "PhieuHangDoi"')).n;
    for (const [query, variables] of [
      [TAKE, { loai: 'BHYT' }], [TAKE_ON_REQUEST, { service: ref.exam, room: ref.room }], [LIST, {}], [KIOSK, {}],
      [CALL, { id: ticket._id }], [RECALL, { id: ticket._id }], [DISMISS, { id: ticket._id }],
    ] as const) {
      expect((await refusal(doctor, query, variables)).extensions?.code).toBe('FORBIDDEN');
      expect((await refusal({}, query, variables)).extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect((await one<{ n: number }>('SELECT count(*)::int AS n FROM "PhieuHangDoi"')).n).toBe(before);
    expect((await one<{ TrangThai: string }>('SELECT "TrangThai" FROM "PhieuHangDoi" WHERE _id = $1', [ticket._id])).TrangThai).toBe('ChoGoi');
  });
});
