// E-invoices of receipts as the server keeps them (spec §7 E-invoice; domain reference: form 1, symbol C<yy>TAA, 8-digit
// yearly numbers): the local provider issues with the next number of the year, never twice for one receipt (even when
// two cashiers press at once), prints the seller, the buyer, the exempt lines and the amount in words, cancels with a
// reason and then lets the receipt be invoiced again; a deleted receipt or an advance is refused, a batch is all or
// nothing, a wrong symbol is refused with what to do, and a vendor over HTTP is reached with the configured account.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HisServer } from '@his/server';
import { BACKENDS, serversOnBackends } from '../support/backends';
import { gql } from '../support/server';
import { cashierWorld } from './cashier-extras-fixtures';

const INVOICE = '_id BienLai_Id MaHoaDon Pattern Serial SoHoaDon NgayHoaDon GiaTriHoaDon TrangThai NhaCungCap LyDoHuy';
const ISSUE = `mutation ($id: ID!) { guiHoaDonDienTu(BienLai_Id: $id) { ${INVOICE} } }`;
const ISSUE_MANY = `mutation ($ids: [ID!]!) { guiHoaDonDienTus(BienLai_Ids: $ids) { ${INVOICE} } }`;
const CANCEL = `mutation ($code: String!, $reason: String!) { xoaHoaDonDienTu(MaHoaDon: $code, LyDo: $reason) { ${INVOICE} } }`;
const PRINT = 'query ($code: String!) { inHoaDonDienTu(MaHoaDon: $code) { MaHoaDon html } }';
const OF_RECEIPT = `query ($id: ID!) { getHddtByBienLaiId(_id: $id) { ${INVOICE} } }`;
const RECEIPT = `query ($id: ID!) { getBienLai_ByIdVienPhi(BienLai_Id: $id) { _id daXuatHoaDon eBill { MaHoaDon TrangThai } } }`;
const SETTINGS = 'mutation ($input: JSON!) { updateSettingType(type: "his", input: $input) { his } }';

const startServer = serversOnBackends({ withPlugins: true });

interface Invoice { _id: string; BienLai_Id: string; MaHoaDon: string; Pattern: string; Serial: string; SoHoaDon: number; NgayHoaDon: number; GiaTriHoaDon: number; TrangThai: string; NhaCungCap: string; LyDoHuy: string | null }

describe.each(BACKENDS)('e-invoices on %s', (backend) => {
  let server: HisServer;
  const world = cashierWorld(() => server, 'HĐ');
  const { data, refusal, callers } = world;
  const serial = () => `C${String(world.YEAR).slice(-2)}TAA`;
  const setSettings = (input: Record<string, unknown>) => data(callers.admin, SETTINGS, { input });
  /** A fee-paying patient's examination, collected in cash. */
  const paidVisit = async () => {
    const received = await world.receive();
    return { received, receipt: await world.collect(received) };
  };

  beforeAll(async () => {
    // A PostgreSQL server has no data folder for the key that seals the vendor's password: the operator gives it.
    const savedKey = process.env.HIS_SECRET_KEY;
    if (backend === 'PostgreSQL') process.env.HIS_SECRET_KEY = randomBytes(32).toString('base64');
    server = await startServer(backend);
    if (savedKey === undefined) delete process.env.HIS_SECRET_KEY;
    else process.env.HIS_SECRET_KEY = savedKey;
    await world.setUp();
  }, 120_000);
  afterAll(async () => server?.close());

  it('When the cashier issues the invoice of a paid examination / Then form 1, this year\'s symbol, the next 8-digit number and the receipt\'s amount, once', async () => {
    const { receipt } = await paidVisit();
    expect(receipt.GiaTriBienLai).toBeGreaterThan(0);
    const invoice = (await data(callers.cashier, ISSUE, { id: receipt._id })).guiHoaDonDienTu as Invoice;
    expect(invoice).toMatchObject({ BienLai_Id: receipt._id, Pattern: '1', Serial: serial(), GiaTriHoaDon: receipt.GiaTriBienLai, TrangThai: 'DaPhatHanh', NhaCungCap: 'local', LyDoHuy: null });
    expect(invoice.MaHoaDon).toMatch(/^[A-HJ-NP-Z2-9]{12}$/);
    expect(invoice.SoHoaDon).toBeGreaterThanOrEqual(1);
    expect((await data(callers.cashier, OF_RECEIPT, { id: receipt._id })).getHddtByBienLaiId).toEqual(invoice);
    expect((await data(callers.cashier, RECEIPT, { id: receipt._id })).getBienLai_ByIdVienPhi).toMatchObject({ daXuatHoaDon: true, eBill: { MaHoaDon: invoice.MaHoaDon, TrangThai: 'DaPhatHanh' } });

    const again = await refusal(callers.cashier, ISSUE, { id: receipt._id });
    expect(again.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'cashier.einvoice.alreadyIssued', field: 'BienLai_Id' });
    expect(again.message).toContain(invoice.MaHoaDon);
    expect(Number((await world.one<{ n: number }>('SELECT count(*)::int AS n FROM "HoaDonDienTu" WHERE "BienLai_Id" = $1', [receipt._id])).n)).toBe(1);
    const audit = await world.one<{ action: string; after: { MaHoaDon: string } }>(`SELECT action, after FROM his_audit_log WHERE entity = 'HoaDonDienTu' AND "entity_Id" = $1`, [invoice._id]);
    expect(audit).toMatchObject({ action: 'CREATE', after: { MaHoaDon: invoice.MaHoaDon } });
  });

  it('When two cashiers issue the same receipt\'s invoice at once, and others issue theirs / Then one invoice for it, and the year\'s numbers run on without a gap', async () => {
    const { receipt } = await paidVisit();
    const others = await Promise.all([paidVisit(), paidVisit(), paidVisit()]);
    const results = await Promise.all([
      gql(server, '/graphqlhis', ISSUE, { id: receipt._id }, callers.cashier),
      gql(server, '/graphqlhis', ISSUE, { id: receipt._id }, callers.cashier),
      ...others.map((other) => gql(server, '/graphqlhis', ISSUE, { id: other.receipt._id }, callers.cashier)),
    ]);
    const [first, second] = results;
    expect([first!.errors, second!.errors].filter(Boolean)).toHaveLength(1);
    expect([first!.errors?.[0], second!.errors?.[0]].find(Boolean)!.extensions).toMatchObject({ messageKey: 'cashier.einvoice.alreadyIssued' });
    for (const result of results.slice(2)) expect(result.errors).toBeUndefined();
    const numbers = (await server.runtime.database.query<{ SoHoaDon: number }>(`SELECT "SoHoaDon" FROM "HoaDonDienTu" WHERE "Serial" = $1 ORDER BY "SoHoaDon"`, [serial()])).map((row) => row.SoHoaDon);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    const counter = await world.one<{ SoCuoi: number }>(`SELECT "SoCuoi" FROM "HoaDonDienTu_SoThuTu" WHERE "Serial" = $1 AND "Nam" = $2`, [serial(), world.YEAR]);
    expect(counter.SoCuoi).toBe(numbers.length);
  });

  it('When the invoice is printed / Then the page shows the facility, the patient, the examination as VAT-exempt and the amount in words', async () => {
    const { received, receipt } = await paidVisit();
    const invoice = (await data(callers.cashier, ISSUE, { id: receipt._id })).guiHoaDonDienTu as Invoice;
    const { html } = (await data(callers.cashier, PRINT, { code: invoice.MaHoaDon })).inHoaDonDienTu as { html: string };
    const patient = await world.one<{ TenBenhNhan: string; MaYTe: string }>('SELECT "TenBenhNhan", "MaYTe" FROM "BenhNhan" WHERE _id = $1', [received.patient]);
    const facility = await world.one<{ name: string }>(`SELECT name FROM his_nodes WHERE code = 'CS01'`);
    expect(html).toContain(facility.name);
    expect(html).toContain(patient.TenBenhNhan);
    expect(html).toContain(patient.MaYTe);
    expect(html).toContain('KCT');
    expect(html).toContain(`Số: <b>${String(invoice.SoHoaDon).padStart(8, '0')}</b>`);
    expect(html).toMatch(/Số tiền viết bằng chữ: <i>[A-ZĐ][^<]* đồng<\/i>/u);
    expect((await refusal(callers.cashier, PRINT, { code: 'KHONGCOMA' })).extensions).toMatchObject({ messageKey: 'cashier.einvoice.notFound', field: 'MaHoaDon' });
  });

  it('When the invoice is cancelled with a reason / Then it says so, cannot be cancelled twice, and the receipt gets a new invoice with the next number', async () => {
    const { receipt } = await paidVisit();
    const invoice = (await data(callers.cashier, ISSUE, { id: receipt._id })).guiHoaDonDienTu as Invoice;
    expect((await refusal(callers.cashier, CANCEL, { code: invoice.MaHoaDon, reason: '   ' })).extensions).toMatchObject({ messageKey: 'validation.required', field: 'LyDo' });
    const cancelled = (await data(callers.cashier, CANCEL, { code: invoice.MaHoaDon, reason: 'Sai tên người mua' })).xoaHoaDonDienTu as Invoice;
    expect(cancelled).toMatchObject({ _id: invoice._id, TrangThai: 'DaHuy', LyDoHuy: 'Sai tên người mua', SoHoaDon: invoice.SoHoaDon });
    expect((await data(callers.cashier, PRINT, { code: invoice.MaHoaDon })).inHoaDonDienTu.html).toContain('HÓA ĐƠN ĐÃ HỦY');
    expect((await refusal(callers.cashier, CANCEL, { code: invoice.MaHoaDon, reason: 'Lần nữa' })).extensions).toMatchObject({ messageKey: 'cashier.einvoice.alreadyCancelled' });
    expect((await data(callers.cashier, RECEIPT, { id: receipt._id })).getBienLai_ByIdVienPhi.daXuatHoaDon).toBe(false);
    const reissued = (await data(callers.cashier, ISSUE, { id: receipt._id })).guiHoaDonDienTu as Invoice;
    expect(reissued.SoHoaDon).toBeGreaterThan(invoice.SoHoaDon);
    expect(reissued.MaHoaDon).not.toBe(invoice.MaHoaDon);
    expect((await data(callers.cashier, OF_RECEIPT, { id: receipt._id })).getHddtByBienLaiId.MaHoaDon).toBe(reissued.MaHoaDon);
  });

  it('When the receipt was deleted, or is an advance / Then no invoice is issued, naming the receipt', async () => {
    const { receipt } = await paidVisit();
    await world.deleteReceipt(receipt._id);
    const deleted = await refusal(callers.cashier, ISSUE, { id: receipt._id });
    expect(deleted.extensions).toMatchObject({ messageKey: 'cashier.einvoice.receiptDeleted', field: 'BienLai_Id' });
    expect(deleted.message).toContain(receipt.MaBienLai);
    const advance = await world.advance(await world.receive(), 200_000);
    expect((await refusal(callers.cashier, ISSUE, { id: advance._id })).extensions).toMatchObject({ messageKey: 'cashier.einvoice.notAPayment' });
    expect((await refusal(callers.cashier, ISSUE, { id: 'khong-co-bien-lai' })).extensions).toMatchObject({ messageKey: 'cashier.einvoice.receiptNotFound' });
  });

  it('When several receipts are invoiced at once and one cannot be / Then none is, and the refusal names its place in the list', async () => {
    const [a, b] = [await paidVisit(), await paidVisit()];
    const advance = await world.advance(await world.receive(), 50_000);
    const refused = await refusal(callers.cashier, ISSUE_MANY, { ids: [a.receipt._id, advance._id, b.receipt._id] });
    expect(refused.extensions).toMatchObject({ messageKey: 'cashier.einvoice.notAPayment', field: 'BienLai_Ids.1' });
    for (const { receipt } of [a, b]) expect((await data(callers.cashier, OF_RECEIPT, { id: receipt._id })).getHddtByBienLaiId).toBeNull();
    const issued = (await data(callers.cashier, ISSUE_MANY, { ids: [a.receipt._id, b.receipt._id] })).guiHoaDonDienTus as Invoice[];
    expect(issued.map((invoice) => invoice.BienLai_Id)).toEqual([a.receipt._id, b.receipt._id]);
    expect(issued[1]!.SoHoaDon).toBe(issued[0]!.SoHoaDon + 1);
  });

  it('When the reception desk, without the e-invoice permission, tries / Then it is forbidden', async () => {
    const { receipt } = await paidVisit();
    expect((await refusal(callers.desk, ISSUE, { id: receipt._id })).extensions?.code).toBe('FORBIDDEN');
  });

  it('When last year\'s symbol is still in the settings / Then issuing is refused saying the year must be the invoice\'s, and nothing is numbered', async () => {
    const { receipt } = await paidVisit();
    const before = await server.runtime.database.query('SELECT * FROM "HoaDonDienTu_SoThuTu" ORDER BY "Serial"');
    const stale = `C${String(world.YEAR - 1).slice(-2)}TAA`;
    await setSettings({ hoaDonDienTu_KyHieu: stale });
    try {
      const refused = await refusal(callers.cashier, ISSUE, { id: receipt._id });
      expect(refused.extensions).toMatchObject({ messageKey: 'cashier.einvoice.serialYear', field: 'Serial' });
      expect(refused.message).toContain(stale);
      expect(await server.runtime.database.query('SELECT * FROM "HoaDonDienTu_SoThuTu" ORDER BY "Serial"')).toEqual(before);
    } finally {
      await setSettings({ hoaDonDienTu_KyHieu: null });
    }
  });

  describe('through a vendor over HTTP', () => {
    let vendor: Server;
    const seen: { path: string; authorization: string; body: string }[] = [];

    beforeAll(async () => {
      vendor = createServer((request, response) => {
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        request.on('end', () => {
          seen.push({ path: request.url ?? '', authorization: request.headers.authorization ?? '', body });
          response.writeHead(200, { 'content-type': 'application/json' });
          if (request.url === '/api/invoices') {
            const { key } = JSON.parse(body) as { key: string };
            response.end(JSON.stringify({ lookupCode: `VNPT${key.slice(-8).toUpperCase()}`, pattern: '1', serial: 'C26TVN', number: 77, issuedAt: Date.now() }));
          } else response.end('{}');
        });
      });
      await new Promise<void>((resolve) => vendor.listen(0, '127.0.0.1', resolve));
    });
    afterAll(async () => {
      vendor.closeAllConnections();
      await new Promise((resolve) => vendor.close(resolve));
    });

    it('When the facility switches to its vendor / Then the invoice is the vendor\'s, sent with the facility\'s account, and cancelling reaches the vendor', async () => {
      const { receipt } = await paidVisit();
      const url = `http://127.0.0.1:${(vendor.address() as AddressInfo).port}/api`;
      await setSettings({ hoaDonDienTu_NhaCungCap: 'http', hoaDonDienTu_URL: url, hoaDonDienTu_TaiKhoan: 'bv-hoabinh', hoaDonDienTu_MatKhau: 'Vnpt-Bi-Mat-1', hoaDonDienTu_TenNhaCungCap: 'VNPT' });
      try {
        const invoice = (await data(callers.cashier, ISSUE, { id: receipt._id })).guiHoaDonDienTu as Invoice;
        expect(invoice).toMatchObject({ NhaCungCap: 'VNPT', Pattern: '1', Serial: 'C26TVN', SoHoaDon: 77, GiaTriHoaDon: receipt.GiaTriBienLai });
        expect(seen[0]!.authorization).toBe(`Basic ${Buffer.from('bv-hoabinh:Vnpt-Bi-Mat-1').toString('base64')}`);
        expect(JSON.parse(seen[0]!.body)).toMatchObject({ key: receipt._id, reference: receipt.MaBienLai, total: receipt.GiaTriBienLai, currency: 'VND' });
        await data(callers.cashier, CANCEL, { code: invoice.MaHoaDon, reason: 'Khách đổi thông tin' });
        expect(seen[1]).toMatchObject({ path: `/api/invoices/${invoice.MaHoaDon}/cancel` });
        expect(JSON.parse(seen[1]!.body)).toEqual({ reason: 'Khách đổi thông tin' });
      } finally {
        await setSettings({ hoaDonDienTu_NhaCungCap: 'local' });
      }
    });
  });
});
