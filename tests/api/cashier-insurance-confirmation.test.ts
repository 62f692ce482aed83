// Insurance confirmation of a visit's costs as the server keeps it (/xac-nhan-bhyt-ngoai-tru, /danh-sach-xac-nhan-bhyt):
// the day's insured visits listed with their bills' totals, confirmed or not; a confirmed visit takes no more money or
// change until the confirmation is undone; what cannot be confirmed is refused naming the visit; every act audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HisServer } from '@his/server';
import { BACKENDS, serversOnBackends } from '../support/backends';
import { cashierWorld } from './cashier-extras-fixtures';

const ROW = 'TiepNhan_Id BenhNhan_Id MaTiepNhan MaYTe TenBenhNhan SoTheBHYT NgayTiepNhan TongTien BHChiTra DaXacNhanBHYT NgayXacNhan';
const LIST = `query ($confirmed: Boolean, $search: String) { danhSachXacNhanBHYT(DaXacNhanBHYT: $confirmed, searchString: $search) { ${ROW} } }`;
const CONFIRM = `mutation ($visit: ID!) { xacNhanBHYT(TiepNhan_Id: $visit) { ${ROW} } }`;
const UNDO = `mutation ($visit: ID!) { huyXacNhanBHYT(TiepNhan_Id: $visit) { ${ROW} } }`;

const startServer = serversOnBackends({ withPlugins: true });

interface Row { TiepNhan_Id: string; BenhNhan_Id: string; MaTiepNhan: string; SoTheBHYT: string | null; TongTien: number; BHChiTra: number; DaXacNhanBHYT: boolean; NgayXacNhan: number | null }

describe.each(BACKENDS)('insurance confirmation on %s', (backend) => {
  let server: HisServer;
  const world = cashierWorld(() => server, 'BH');
  const { data, refusal, callers } = world;
  const list = async (variables: Record<string, unknown> = {}): Promise<Row[]> => (await data(callers.cashier, LIST, variables)).danhSachXacNhanBHYT;

  beforeAll(async () => {
    server = await startServer(backend);
    await world.setUp();
  }, 120_000);
  afterAll(async () => server?.close());

  it('When the day\'s insured visits are listed / Then each with its bill\'s total and the fund\'s share, not confirmed; fee-paying visits are not', async () => {
    const insured = await world.receive({ group: 'bhyt' });
    const paying = await world.receive();
    const rows = await list();
    const row = rows.find((each) => each.TiepNhan_Id === insured.visit);
    const { TongHop } = await world.bill(insured);
    expect(row).toMatchObject({ BenhNhan_Id: insured.patient, MaTiepNhan: insured.code, TongTien: TongHop.TongTien, BHChiTra: TongHop.BHChiTra, DaXacNhanBHYT: false, NgayXacNhan: null });
    expect(row!.SoTheBHYT).toMatch(/^DN401/);
    expect(TongHop.BHChiTra).toBeGreaterThan(0);
    expect(rows.some((each) => each.TiepNhan_Id === paying.visit)).toBe(false);
    expect((await list({ search: insured.code })).map((each) => each.TiepNhan_Id)).toEqual([insured.visit]);
    expect((await list({ confirmed: true })).some((each) => each.TiepNhan_Id === insured.visit)).toBe(false);
  });

  it('When the cashier confirms an insured visit / Then it is confirmed with the time, listed as such, takes no more money, and cannot be confirmed twice', async () => {
    const insured = await world.receive({ group: 'bhyt' });
    const started = Date.now();
    const confirmed = (await data(callers.cashier, CONFIRM, { visit: insured.visit })).xacNhanBHYT as Row;
    expect(confirmed).toMatchObject({ TiepNhan_Id: insured.visit, DaXacNhanBHYT: true });
    expect(confirmed.NgayXacNhan).toBeGreaterThanOrEqual(started - 1000);
    expect((await list({ confirmed: true })).find((each) => each.TiepNhan_Id === insured.visit)).toEqual(confirmed);
    expect((await world.one<{ DaXacNhanBHYT: boolean }>('SELECT "DaXacNhanBHYT" FROM "TiepNhan" WHERE _id = $1', [insured.visit])).DaXacNhanBHYT).toBe(true);
    const bill = await world.bill(insured);
    const payment = await refusal(callers.cashier, `mutation ($input: CreateBienLaiInput!) { createBienLai_ByVienPhi(input: $input) { _id } }`, {
      input: { TiepNhan_Id: insured.visit, ChiTiet_Ids: bill.ChiTiets.map((line) => line._id), HinhThucThanhToan_Id: world.methods.TienMat, QuyenBienLai_Id: world.books.ThuTien },
    });
    expect(payment.extensions?.code).toBe('BAD_USER_INPUT');
    const twice = await refusal(callers.cashier, CONFIRM, { visit: insured.visit });
    expect(twice.extensions).toMatchObject({ messageKey: 'cashier.insurance.alreadyConfirmed', field: 'TiepNhan_Id' });
    expect(twice.message).toContain(insured.code);
  });

  it('When the confirmation is undone / Then the visit is open to changes again, and undoing twice is refused', async () => {
    const insured = await world.receive({ group: 'bhyt' });
    await data(callers.cashier, CONFIRM, { visit: insured.visit });
    const undone = (await data(callers.cashier, UNDO, { visit: insured.visit })).huyXacNhanBHYT as Row;
    expect(undone).toMatchObject({ DaXacNhanBHYT: false, NgayXacNhan: null });
    expect((await list({ confirmed: false })).some((each) => each.TiepNhan_Id === insured.visit)).toBe(true);
    expect((await refusal(callers.cashier, UNDO, { visit: insured.visit })).extensions).toMatchObject({ messageKey: 'cashier.insurance.notConfirmed' });
    const share = (await world.bill(insured)).TongHop.ConLai;
    if (share > 0) expect((await world.collect(insured)).GiaTriBienLai).toBe(share);
    const audit = await server.runtime.database.query<{ action: string; after: { DaXacNhanBHYT: boolean } }>(
      `SELECT action, after FROM his_audit_log WHERE entity = 'XacNhanBHYT' AND "entity_Id" = $1 ORDER BY _id`, [insured.visit]);
    expect(audit.map((entry) => [entry.action, entry.after.DaXacNhanBHYT])).toEqual([['APPROVED', true], ['CANCEL', false]]);
  });

  it('When the visit is not insured, unknown, or the desk tries / Then it is refused', async () => {
    const paying = await world.receive();
    const refused = await refusal(callers.cashier, CONFIRM, { visit: paying.visit });
    expect(refused.extensions).toMatchObject({ messageKey: 'cashier.insurance.notInsured', field: 'TiepNhan_Id' });
    expect(refused.message).toContain(paying.code);
    expect((await refusal(callers.cashier, CONFIRM, { visit: 'khong-co-luot' })).extensions).toMatchObject({ messageKey: 'cashier.visitNotFound' });
    expect((await refusal(callers.desk, CONFIRM, { visit: paying.visit })).extensions?.code).toBe('FORBIDDEN');
    expect((await refusal(callers.desk, LIST)).extensions?.code).toBe('FORBIDDEN');
    expect((await refusal(callers.cashier, LIST, { confirmed: null, search: 'x'.repeat(101) })).extensions).toMatchObject({ field: 'searchString' });
  });
});
