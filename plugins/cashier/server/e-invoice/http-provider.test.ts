// The HTTP e-invoice provider against a fake vendor on a local port: the documented request and answer shapes, the
// account sent as Basic authentication, and every failure (refused account, vendor refusal, garbage, too slow, nobody
// listening, not configured) ending in a refusal that names the provider and never carries the password.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@his/sdk/server';
import { cancelPath, createHttpEInvoiceProvider, ISSUE_PATH, renderPath, type HttpProviderConfig } from './http-provider';
import type { EInvoiceDraft, StoredEInvoice } from './provider';

const PASSWORD = 'Hoa-Don-Bi-Mat-7';
const NO_TX = {} as Db;

interface Seen {
  method: string;
  path: string;
  authorization: string;
  body: string;
}

type Handler = (request: Seen, response: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let seen: Seen[];
let handler: Handler;
const sockets = new Set<import('node:net').Socket>();

const json = (response: ServerResponse, status: number, value: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(typeof value === 'string' ? value : JSON.stringify(value));
};

const draft: EInvoiceDraft = {
  receiptId: 'bl-0001',
  receiptCode: 'BL26/0000123',
  facilityId: 'cs01',
  issuedAt: Date.UTC(2026, 2, 5, 2, 15),
  seller: { name: 'Bệnh viện Đa khoa Hòa Bình', taxCode: '0101234567', address: '1 Hòa Bình, Hà Nội', phone: '024 3838 0000' },
  buyer: { code: 'BN26000042', name: 'Trần Quốc Bình', taxCode: null, address: 'Phường Ba Đình, Hà Nội', phone: null },
  lines: [{ name: 'Khám Nội', unit: 'Lần', quantity: 1, unitPrice: 100_000, amount: 100_000, vatRate: 'KCT' }],
  total: 100_000,
  totalInWords: 'Một trăm nghìn đồng',
  paymentMethod: 'Tiền mặt',
};

const stored = (MaHoaDon: string): StoredEInvoice => ({
  MaHoaDon, Pattern: '1', Serial: 'C26TAA', SoHoaDon: 7, NgayHoaDon: draft.issuedAt, TrangThai: 'DaPhatHanh', LyDoHuy: null, NgayHuy: null, draft,
});

const config = (extra: Partial<HttpProviderConfig> = {}): HttpProviderConfig => ({
  baseUrl: `${baseUrl}/api/`, username: 'bv01', password: PASSWORD, vendorName: 'VNPT', pattern: '1', serial: 'C26TAA', timeoutMs: 2_000, ...extra,
});

/** The refusal a call ended in: its message key and params, for assertions that also look for the password. */
async function refusalOf(promise: Promise<unknown>): Promise<{ key: string; field: string; params: Record<string, unknown> }> {
  try {
    await promise;
  } catch (error) {
    const extensions = (error as { extensions: { messageKey: string; field: string; params: Record<string, unknown> } }).extensions;
    expect(JSON.stringify(extensions)).not.toContain(PASSWORD);
    return { key: extensions.messageKey, field: extensions.field, params: extensions.params };
  }
  throw new Error('expected a refusal');
}

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const entry = { method: request.method ?? '', path: new URL(request.url ?? '/', 'http://vendor').pathname, authorization: request.headers.authorization ?? '', body };
      seen.push(entry);
      handler(entry, response);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
  handler = (_, response) => json(response, 404, { message: 'unknown' });
});

describe('the HTTP e-invoice provider', () => {
  it('When an invoice is issued / Then the vendor receives the documented request with the account, and its answer becomes the invoice', async () => {
    handler = (request, response) => json(response, 201, { lookupCode: 'VNPT-AB12CD', pattern: '1', serial: 'C26TAA', number: 42, issuedAt: '2026-03-05T09:15:00+07:00' });
    const issued = await createHttpEInvoiceProvider(config()).issue(draft, NO_TX);
    expect(issued).toEqual({ MaHoaDon: 'VNPT-AB12CD', Pattern: '1', Serial: 'C26TAA', SoHoaDon: 42, NgayHoaDon: Date.parse('2026-03-05T09:15:00+07:00') });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.path).toBe(`/api${ISSUE_PATH}`);
    expect(seen[0]!.authorization).toBe(`Basic ${Buffer.from(`bv01:${PASSWORD}`).toString('base64')}`);
    expect(JSON.parse(seen[0]!.body)).toEqual({
      key: 'bl-0001', reference: 'BL26/0000123', pattern: '1', serial: 'C26TAA', issuedAt: draft.issuedAt, currency: 'VND',
      seller: draft.seller, buyer: draft.buyer, lines: draft.lines, total: 100_000, totalInWords: 'Một trăm nghìn đồng', paymentMethod: 'Tiền mặt',
    });
  });

  it('When the invoice is cancelled and printed / Then the reason goes to the vendor and its page comes back as it is', async () => {
    handler = (request, response) => {
      if (request.path.endsWith('/cancel')) json(response, 200, { ok: true });
      else {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end('<html><body>Hóa đơn VNPT-AB12CD</body></html>');
      }
    };
    const provider = createHttpEInvoiceProvider(config());
    await provider.cancel(stored('VNPT-AB12CD'), 'Lập sai thông tin người mua');
    expect(await provider.render(stored('VNPT-AB12CD'))).toBe('<html><body>Hóa đơn VNPT-AB12CD</body></html>');
    expect(seen.map((request) => [request.method, request.path])).toEqual([['POST', `/api${cancelPath('VNPT-AB12CD')}`], ['GET', `/api${renderPath('VNPT-AB12CD')}`]]);
    expect(JSON.parse(seen[0]!.body)).toEqual({ reason: 'Lập sai thông tin người mua' });
  });

  it.each([
    ['the account is refused', (_: Seen, response: ServerResponse) => json(response, 401, { message: 'bad credentials' }), 'cashier.einvoice.providerAuth', {}],
    ['the vendor refuses with a reason', (_: Seen, response: ServerResponse) => json(response, 422, { message: 'Ký hiệu chưa đăng ký' }), 'cashier.einvoice.providerRefused', { status: 422, message: 'Ký hiệu chưa đăng ký' }],
    ['the vendor fails without a reason', (_: Seen, response: ServerResponse) => json(response, 500, 'oops'), 'cashier.einvoice.providerRefused', { status: 500, message: '500' }],
    ['the answer is not JSON', (_: Seen, response: ServerResponse) => json(response, 200, '<html>'), 'cashier.einvoice.providerUnreadable', {}],
    ['the answer lacks the number', (_: Seen, response: ServerResponse) => json(response, 200, { lookupCode: 'X', pattern: '1', serial: 'C26TAA' }), 'cashier.einvoice.providerUnreadable', {}],
    ['the number has 9 digits', (_: Seen, response: ServerResponse) => json(response, 200, { lookupCode: 'X', pattern: '1', serial: 'C26TAA', number: 100_000_000 }), 'cashier.einvoice.providerUnreadable', {}],
  ])('When %s / Then issuing is refused naming the provider', async (_, answer, key, params) => {
    handler = answer;
    const refusal = await refusalOf(createHttpEInvoiceProvider(config()).issue(draft, NO_TX));
    expect(refusal).toEqual({ key, field: 'BienLai_Id', params: { provider: 'VNPT', ...params } });
  });

  it('When the vendor does not answer in time / Then the call ends at the limit with a timeout naming the provider', async () => {
    handler = () => undefined;
    const started = Date.now();
    const refusal = await refusalOf(createHttpEInvoiceProvider(config({ timeoutMs: 300 })).issue(draft, NO_TX));
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(refusal).toEqual({ key: 'cashier.einvoice.providerTimeout', field: 'BienLai_Id', params: { provider: 'VNPT', seconds: 1 } });
  });

  it('When nobody listens at the address / Then the vendor is unreachable, named by its host without a configured name', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const refusal = await refusalOf(createHttpEInvoiceProvider(config({ baseUrl: `http://127.0.0.1:${port}`, vendorName: '' })).render(stored('X')));
    expect(refusal).toEqual({ key: 'cashier.einvoice.providerUnreachable', field: 'MaHoaDon', params: { provider: `127.0.0.1:${port}` } });
  });

  it('When the address or the account is missing / Then nothing is sent and the provider is not configured', async () => {
    const refusal = await refusalOf(createHttpEInvoiceProvider(config({ password: '' })).issue(draft, NO_TX));
    expect(refusal.key).toBe('cashier.einvoice.providerNotConfigured');
    expect(seen).toHaveLength(0);
  });
});
