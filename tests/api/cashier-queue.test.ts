// The cashier counter's queue as the server keeps it (spec §7 cashier queue): a visit takes a number when it first has
// something to pay, numbered per facility and day, priority patients called first; two counters calling at once call
// different patients; a number is called again or dismissed from the states that allow it; the number ends when the
// visit has nothing left to pay, and a new one comes when the doctor orders more; only a cashier counter calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HisServer } from '@his/server';
import { BACKENDS, serversOnBackends } from '../support/backends';
import { gql } from '../support/server';
import { cashierWorld, type Received } from './cashier-extras-fixtures';

const ROW = 'TiepNhan_Id BenhNhan_Id SoThuTu idNumbering MaTiepNhan TenBenhNhan SoTienCanThu UuTien TrangThaiVienPhi';
const CALL = `mutation ($counter: String!, $queue: String) { callWaitingNumbering_VienPhi(codeCounter: $counter, codeQueue: $queue) { ${ROW} } }`;
const RECALL = `mutation ($id: ID!) { reCall(idNumbering: $id) { ${ROW} } }`;
const DISMISS = `mutation ($id: ID!, $counter: String!) { dismissNumbering_VienPhi(idNumbering: $id, codeQueue: "TN", codeSubQueue: "Thuong", codeCounter: $counter) }`;
const DISMISS_VISIT = 'mutation ($visit: ID!) { dismissNumbering_VienPhiByTiepNhanId(TiepNhan_Id: $visit) }';
const LIST = `query { loadBenhNhanFromTransaction(danhSach: "ChoThanhToan") { ${ROW} } }`;

const startServer = serversOnBackends({ withPlugins: true });

interface Row { TiepNhan_Id: string; SoThuTu: number; idNumbering: string; SoTienCanThu: number; UuTien: boolean; TrangThaiVienPhi: string; TenBenhNhan: string }
interface Ticket { _id: string; SoThuTu: number; TrangThai: string; UuTien: boolean; isRecall: boolean; codeCounter: string | null; Ngay: number }

describe.each(BACKENDS)('the cashier queue on %s', (backend) => {
  let server: HisServer;
  const world = cashierWorld(() => server, 'STT');
  const { data, refusal, callers } = world;
  const call = async (counter = 'TN01'): Promise<Row | null> => (await data(callers.cashier, CALL, { counter })).callWaitingNumbering_VienPhi;
  const ticketsOf = (received: Received) =>
    server.runtime.database.query<Ticket>(`SELECT _id, "SoThuTu", "TrangThai", "UuTien", "isRecall", "codeCounter", "Ngay"::float8 AS "Ngay" FROM "VienPhi_HangDoi" WHERE "TiepNhan_Id" = $1 ORDER BY "SoThuTu"`, [received.visit]);
  /** Calls every number still waiting (the demo's, earlier tests'), so that a test's own come next. */
  const drain = async () => {
    while (await call()) { /* next */ }
  };

  beforeAll(async () => {
    server = await startServer(backend);
    await world.setUp();
  }, 120_000);
  afterAll(async () => server?.close());

  it('When a fee-paying patient is received for an examination / Then the visit takes the day\'s next number, waiting, and the cashier\'s list shows it', async () => {
    const received = await world.receive();
    const [ticket] = await ticketsOf(received);
    expect(ticket).toMatchObject({ TrangThai: 'ChoGoi', UuTien: false, isRecall: false, codeCounter: null });
    const next = await world.receive();
    expect((await ticketsOf(next))[0]!.SoThuTu).toBe(ticket!.SoThuTu + 1);
    const listed = ((await data(callers.cashier, LIST)).loadBenhNhanFromTransaction as Row[]).find((row) => row.TiepNhan_Id === received.visit);
    expect(listed).toMatchObject({ SoThuTu: ticket!.SoThuTu, idNumbering: ticket!._id, TrangThaiVienPhi: 'ChoThanhToan' });
    expect(listed!.SoTienCanThu).toBeGreaterThan(0);
  });

  it('When the counter calls / Then priority patients first, then by number, with what each has to pay; nobody left gives nothing', async () => {
    await drain();
    const first = await world.receive();
    const second = await world.receive();
    const elderly = await world.receive({ UuTien: true });
    const order = [await call(), await call(), await call()];
    expect(order.map((row) => row!.TiepNhan_Id)).toEqual([elderly.visit, first.visit, second.visit]);
    expect(order[0]).toMatchObject({ UuTien: true, TrangThaiVienPhi: 'ChoThanhToan' });
    expect(order[1]!.SoTienCanThu).toBe((await world.bill(first)).TongHop.ConLai);
    expect(await call()).toBeNull();
    expect((await ticketsOf(first))[0]).toMatchObject({ TrangThai: 'DaGoi', codeCounter: 'TN01' });
  });

  it('When two counters call at the same moment / Then each calls a different patient', async () => {
    await drain();
    const patients = [await world.receive(), await world.receive()];
    const calls = await Promise.all([gql(server, '/graphqlhis', CALL, { counter: 'TN01' }, callers.cashier), gql(server, '/graphqlhis', CALL, { counter: 'TN01' }, callers.cashier)]);
    const called = calls.map((result) => (result.data as { callWaitingNumbering_VienPhi: Row }).callWaitingNumbering_VienPhi.TiepNhan_Id);
    expect(called.sort()).toEqual(patients.map((patient) => patient.visit).sort());
  });

  it('When a number is called again, dismissed and recalled / Then each from the states that allow it, and refusals name the number', async () => {
    await drain();
    const received = await world.receive();
    const [waiting] = await ticketsOf(received);
    const early = await refusal(callers.cashier, RECALL, { id: waiting!._id });
    expect(early.extensions).toMatchObject({ messageKey: 'cashier.queue.cannotRecall', field: 'idNumbering' });
    expect(early.message).toContain(String(waiting!.SoThuTu));
    await call();
    const recalled = (await data(callers.cashier, RECALL, { id: waiting!._id })).reCall as Row;
    expect(recalled).toMatchObject({ TiepNhan_Id: received.visit, idNumbering: waiting!._id, SoThuTu: waiting!.SoThuTu });
    expect((await ticketsOf(received))[0]).toMatchObject({ TrangThai: 'DaGoi', isRecall: true });
    expect((await data(callers.cashier, DISMISS, { id: waiting!._id, counter: 'TN01' })).dismissNumbering_VienPhi).toBe(true);
    expect((await ticketsOf(received))[0]!.TrangThai).toBe('BoQua');
    expect((await refusal(callers.cashier, DISMISS, { id: waiting!._id, counter: 'TN01' })).extensions).toMatchObject({ messageKey: 'cashier.queue.cannotDismiss' });
    // The patient came back after all.
    await data(callers.cashier, RECALL, { id: waiting!._id });
    expect((await ticketsOf(received))[0]!.TrangThai).toBe('DaGoi');
    expect((await data(callers.cashier, DISMISS_VISIT, { visit: received.visit })).dismissNumbering_VienPhiByTiepNhanId).toBe(true);
    expect((await refusal(callers.cashier, DISMISS_VISIT, { visit: received.visit })).extensions).toMatchObject({ messageKey: 'cashier.queue.noTicket', field: 'TiepNhan_Id' });
    const audit = await server.runtime.database.query<{ action: string }>(`SELECT action FROM his_audit_log WHERE entity = 'VienPhi_HangDoi' AND "entity_Id" = $1`, [waiting!._id]);
    expect(audit.length).toBeGreaterThanOrEqual(5);
  });

  it('When the patient pays everything / Then the number ends DaXong and is not called; a receipt deleted brings a new number', async () => {
    await drain();
    const received = await world.receive();
    const receipt = await world.collect(received);
    expect((await ticketsOf(received)).map((ticket) => ticket.TrangThai)).toEqual(['DaXong']);
    expect(await call()).toBeNull();
    await world.deleteReceipt(receipt._id);
    const tickets = await ticketsOf(received);
    expect(tickets.map((ticket) => ticket.TrangThai)).toEqual(['DaXong', 'ChoGoi']);
    expect((await call())!.TiepNhan_Id).toBe(received.visit);
  });

  it('When the doctor orders a blood test after the patient paid the examination / Then the visit takes a new number for it', async () => {
    await drain();
    const received = await world.receive();
    await world.collect(received);
    expect((await ticketsOf(received)).map((ticket) => ticket.TrangThai)).toEqual(['DaXong']);
    await world.orderBloodTest(received);
    const tickets = await ticketsOf(received);
    expect(tickets.map((ticket) => ticket.TrangThai)).toEqual(['DaXong', 'ChoGoi']);
    expect((await call())).toMatchObject({ TiepNhan_Id: received.visit, SoThuTu: tickets[1]!.SoThuTu, TrangThaiVienPhi: 'ChoThanhToan' });
  });

  it('When reception cancels the visit / Then its number ends and is not called', async () => {
    await drain();
    const received = await world.receive();
    await data(callers.desk, 'mutation ($id: ID!) { huyTiepNhan(id: $id, LyDoHuy: "Bệnh nhân về") { _id } }', { id: received.visit });
    expect((await ticketsOf(received)).map((ticket) => ticket.TrangThai)).toEqual(['DaXong']);
    expect(await call()).toBeNull();
  });

  it('When a dismissed patient pays / Then the dismissed number ends too; an insured patient with a share still takes a number', async () => {
    await drain();
    const received = await world.receive();
    const [ticket] = await ticketsOf(received);
    await data(callers.cashier, DISMISS, { id: ticket!._id, counter: 'TN01' });
    await world.collect(received);
    expect((await ticketsOf(received)).map((each) => each.TrangThai)).toEqual(['DaXong']);
    const insured = await world.receive({ group: 'bhyt' });
    const share = (await world.bill(insured)).TongHop.ConLai;
    expect((await ticketsOf(insured)).map((each) => each.TrangThai)).toEqual(share > 0 ? ['ChoGoi'] : []);
  });

  it('When the call names no cashier counter, or a queue the counter does not serve / Then it is refused naming the field', async () => {
    expect((await refusal(callers.cashier, CALL, { counter: 'PK01' })).extensions).toMatchObject({ messageKey: 'cashier.queue.notACounter', field: 'codeCounter' });
    expect((await refusal(callers.cashier, CALL, { counter: 'TN01', queue: 'TD' })).extensions).toMatchObject({ messageKey: 'cashier.queue.notServed', field: 'codeQueue' });
    expect((await refusal(callers.cashier, CALL, { counter: 'TN01; DROP' })).extensions).toMatchObject({ messageKey: 'cashier.queue.codeInvalid', field: 'codeCounter' });
    expect((await refusal(callers.cashier, RECALL, { id: 'khong-co-so' })).extensions).toMatchObject({ messageKey: 'cashier.queue.notFound', field: 'idNumbering' });
    expect((await refusal(callers.desk, CALL, { counter: 'TN01' })).extensions?.code).toBe('FORBIDDEN');
  });
});
