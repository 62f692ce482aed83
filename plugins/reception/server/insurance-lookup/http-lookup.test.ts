// The HTTP lookup against a fake portal on a local port: the two-step sign-in and card check, the kept token, and
// every failure (refused, 500, too slow, garbage, a revoked token) ending in a result code without the password.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fromCalendarDate } from '@his/sdk/format';
import { CARD_CHECK_PATH, createHttpInsuranceLookup, TOKEN_PATH, type HttpLookupConfig } from './http-lookup';

const PASSWORD = 'Mat-khau-Bi-Mat-42';
const PASSWORD_MD5 = createHash('md5').update(PASSWORD).digest('hex').toUpperCase();

interface Seen {
  path: string;
  query: URLSearchParams;
  body: string;
}

type Handler = (request: Seen, response: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let seen: Seen[];
let onToken: Handler;
let onCheck: Handler;
let issued: number;

const json = (response: ServerResponse, status: number, value: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(typeof value === 'string' ? value : JSON.stringify(value));
};

/** The portal's sign-in: a fresh token each time, as the real one does. */
const grantToken: Handler = (_, response) => {
  issued += 1;
  json(response, 200, { maKetQua: '200', APIKey: { access_token: `token-${issued}`, id_token: `id-${issued}`, token_type: 'Bearer', username: '01001_BV', expires_in: new Date(Date.now() + 3600_000).toISOString() } });
};

const VALID_ANSWER = {
  maKetQua: '000',
  ghiChu: 'Thẻ còn giá trị sử dụng',
  maThe: 'DN4019900000001',
  hoTen: 'Nguyễn Văn An',
  ngaySinh: '15/03/1985',
  gioiTinh: 'Nam',
  diaChi: 'Hà Nội',
  maDKBD: '01C54',
  cqBHXH: 'BHXH Hà Nội',
  gtTheTu: '01/01/2026',
  gtTheDen: '31/12/2026',
  maKV: '',
  ngayDu5Nam: '01/01/2020',
  maSoBHXH: '9900000001',
  maTheMoi: null,
  dsLichSuKCB2018: [{ maHoSo: '1', maCSKCB: '01001', ngayVao: '202510020815', ngayRa: '202510021040', tenBenh: 'Viêm họng cấp', tinhTrang: '1', kqDieuTri: '1', lyDoVV: '1' }],
};

const answerCard: Handler = (_, response) => json(response, 200, VALID_ANSWER);

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://portal');
      const entry = { path: url.pathname, query: url.searchParams, body };
      seen.push(entry);
      if (url.pathname === TOKEN_PATH) onToken(entry, response);
      else if (url.pathname === CARD_CHECK_PATH) onCheck(entry, response);
      else json(response, 404, { maKetQua: '404' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
  issued = 0;
  onToken = grantToken;
  onCheck = answerCard;
});

const query = { maThe: 'DN4019900000001', hoTen: 'Nguyễn Văn An', ngaySinh: '15/03/1985' };

function lookupWith(overrides: Partial<HttpLookupConfig> = {}, logLines: string[] = []) {
  return createHttpInsuranceLookup(
    { baseUrl: `${baseUrl}/`, username: '01001_BV', password: PASSWORD, timeoutMs: 2_000, officerName: 'Lê Thị Thu', officerCitizenId: '001190000099', ...overrides },
    { log: (message, data) => logLines.push(`${message} ${JSON.stringify(data)}`) },
  );
}

describe('the HTTP insurance lookup', () => {
  it('signs in with the MD5 of the password, checks the card and reads every field of a valid card', async () => {
    const logLines: string[] = [];
    const result = await lookupWith({}, logLines).lookup(query);

    expect(result.maKetQua).toBe('000');
    expect(result.card).toMatchObject({
      maThe: 'DN4019900000001',
      hoTen: 'Nguyễn Văn An',
      gioiTinh: 'MALE',
      maDKBD: '01C54',
      maKV: null,
      gtTheTu: fromCalendarDate({ year: 2026, month: 1, day: 1 }),
      gtTheDen: fromCalendarDate({ year: 2026, month: 12, day: 31 }),
      ngayDu5Nam: fromCalendarDate({ year: 2020, month: 1, day: 1 }),
      maTheMoi: null,
    });
    expect(result.card?.lichSuKCB).toEqual([
      { maCSKCB: '01001', ngayVao: fromCalendarDate({ year: 2025, month: 10, day: 2 }) + (8 * 60 + 15) * 60_000, ngayRa: fromCalendarDate({ year: 2025, month: 10, day: 2 }) + (10 * 60 + 40) * 60_000, tenBenh: 'Viêm họng cấp' },
    ]);

    const [signIn, check] = seen;
    expect(signIn!.path).toBe(TOKEN_PATH);
    expect(Object.fromEntries(new URLSearchParams(signIn!.body))).toEqual({ username: '01001_BV', password: PASSWORD_MD5 });
    expect(check!.query.get('token')).toBe('token-1');
    expect(check!.query.get('id_token')).toBe('id-1');
    expect(JSON.parse(check!.body)).toEqual({ maThe: 'DN4019900000001', hoTen: 'Nguyễn Văn An', ngaySinh: '15/03/1985', hoTenCb: 'Lê Thị Thu', cccdCb: '001190000099' });
    // The clear password never travels, and neither it nor its hash is in the result or a log line.
    expect(seen.every((request) => !request.body.includes(PASSWORD) && !request.query.toString().includes(PASSWORD))).toBe(true);
    for (const text of [JSON.stringify(result), ...logLines]) {
      expect(text).not.toContain(PASSWORD);
      expect(text).not.toContain(PASSWORD_MD5);
    }
    expect(logLines).toEqual(['insuranceLookup.answer {"maKetQua":"000"}']);
  });

  it('looks up by citizen ID in the card-number field, as the 2024 service accepts', async () => {
    await lookupWith().lookup({ soCCCD: '001099000007', hoTen: 'Đặng Quốc Bảo', ngaySinh: '12/12/1999' });
    expect(JSON.parse(seen[1]!.body).maThe).toBe('001099000007');
  });

  it('keeps the token for the next lookup instead of signing in again', async () => {
    const lookup = lookupWith();
    await lookup.lookup(query);
    await lookup.lookup(query);
    expect(seen.map((request) => request.path)).toEqual([TOKEN_PATH, CARD_CHECK_PATH, CARD_CHECK_PATH]);
  });

  it('signs in again once the token has expired', async () => {
    let clock = Date.parse('2026-03-01T01:00:00Z');
    onToken = (_, response) => {
      issued += 1;
      json(response, 200, { maKetQua: '200', APIKey: { access_token: `token-${issued}`, id_token: `id-${issued}`, expires_in: new Date(clock + 30 * 60_000).toISOString() } });
    };
    const lookup = createHttpInsuranceLookup({ baseUrl, username: '01001_BV', password: PASSWORD }, { now: () => clock });
    await lookup.lookup(query);
    clock += 31 * 60_000;
    await lookup.lookup(query);
    expect(seen.filter((request) => request.path === TOKEN_PATH)).toHaveLength(2);
    expect(seen[3]!.query.get('token')).toBe('token-2');
  });

  it('answers the portal verdict without a card for a wrong name (060)', async () => {
    onCheck = (_, response) => json(response, 200, { maKetQua: '060', ghiChu: 'Thẻ sai họ tên' });
    expect(await lookupWith().lookup({ ...query, hoTen: 'Nguyễn Văn Ân' })).toEqual({ maKetQua: '060', card: null });
  });

  it('answers 901 when the portal fails with a 500', async () => {
    onCheck = (_, response) => json(response, 500, 'Internal Server Error');
    expect(await lookupWith().lookup(query)).toEqual({ maKetQua: '901', card: null });
  });

  it('answers 901 within the timeout when the portal is too slow, never hanging the desk', async () => {
    onCheck = (_, response) => setTimeout(() => answerCard(seen[0]!, response), 5_000).unref();
    const started = performance.now();
    const result = await lookupWith({ timeoutMs: 300 }).lookup(query);
    const elapsed = performance.now() - started;
    expect(result).toEqual({ maKetQua: '901', card: null });
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(1_500);
  });

  it('answers 901 when the caller gives up (aborts) before the portal answers', async () => {
    onCheck = (_, response) => setTimeout(() => answerCard(seen[0]!, response), 5_000).unref();
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    expect(await lookupWith().lookup(query, controller.signal)).toEqual({ maKetQua: '901', card: null });
  });

  it('answers 902 for an answer that is not JSON', async () => {
    onCheck = (_, response) => json(response, 200, '{"maKetQua":"000", "hoTen": ');
    expect(await lookupWith().lookup(query)).toEqual({ maKetQua: '902', card: null });
  });

  it('answers 902 for JSON without a result code it knows', async () => {
    onCheck = (_, response) => json(response, 200, { maKetQua: 'ABC' });
    expect((await lookupWith().lookup(query)).maKetQua).toBe('902');
  });

  it('signs in again and retries once when the portal refuses a kept token (401)', async () => {
    const lookup = lookupWith();
    await lookup.lookup(query);
    // The portal forgot token-1 (it restarted): it refuses it with 401 and accepts the fresh one.
    onCheck = (request, response) => (request.query.get('token') === 'token-1' ? json(response, 401, { maKetQua: '401' }) : answerCard(request, response));
    const result = await lookup.lookup(query);
    expect(result.maKetQua).toBe('000');
    expect(seen.map((request) => `${request.path}:${request.query.get('token') ?? ''}`)).toEqual([
      `${TOKEN_PATH}:`,
      `${CARD_CHECK_PATH}:token-1`,
      `${CARD_CHECK_PATH}:token-1`,
      `${TOKEN_PATH}:`,
      `${CARD_CHECK_PATH}:token-2`,
    ]);
  });

  it('answers 401 when the portal refuses the account, without retrying in a loop', async () => {
    onToken = (_, response) => json(response, 200, { maKetQua: '401', APIKey: null });
    const logLines: string[] = [];
    const result = await lookupWith({}, logLines).lookup(query);
    expect(result).toEqual({ maKetQua: '401', card: null });
    expect(seen.map((request) => request.path)).toEqual([TOKEN_PATH]);
    expect(logLines.join('\n')).not.toContain(PASSWORD_MD5);
  });

  it('answers 901 when nothing listens at the address', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await lookupWith({ baseUrl: `http://127.0.0.1:${port}` }).lookup(query)).toEqual({ maKetQua: '901', card: null });
  });

  it('answers 900 without calling anyone when the address or account is missing', async () => {
    expect(await lookupWith({ baseUrl: '' }).lookup(query)).toEqual({ maKetQua: '900', card: null });
    expect(await lookupWith({ password: '' }).lookup(query)).toEqual({ maKetQua: '900', card: null });
    expect(seen).toEqual([]);
  });
});
