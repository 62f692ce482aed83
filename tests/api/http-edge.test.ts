// The HTTP edge as a browser or an attacker meets it: malformed paths, security headers on the web bundle, build
// by-products kept private, the body cap, CORS, and introspection closed to signed-out callers in production.
import { connect } from 'node:net';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHisServer, DEMO_ADMIN, type HisServer } from '@his/server';
import { variantById } from '@his/variants';
import { loadServerPlugins } from '../../cli/src/server-plugins';
import { distDir } from '../../cli/src/build/paths';
import { demoDataDir } from '../e2e/support/web-server';
import { gql, headersFor, login } from '../support/server';

const LISTED_ORIGIN = 'https://his.example.vn';
const INTROSPECTION = '{ __schema { types { name } } }';

let server: HisServer;
let dataDir: string;
let webRoot: string;
let entryScript: string;

beforeAll(async () => {
  process.env.HIS_LOG ??= 'silent';
  const variant = variantById('hospital');
  dataDir = demoDataDir(variant.id);
  // A copy of the built bundle with the by-products an older or careless build left in it.
  webRoot = mkdtempSync(join(tmpdir(), 'his-edge-web-'));
  cpSync(distDir(variant.id), webRoot, { recursive: true });
  entryScript = /<script type="module" src="\/his\/(assets\/[^"]+\.js)"/.exec(readFileSync(join(webRoot, 'index.html'), 'utf8'))![1]!;
  writeFileSync(join(webRoot, `${entryScript}.map`), '{"version":3,"sources":["host/src/boot.tsx"]}');
  writeFileSync(join(webRoot, 'metafile.json'), '{"inputs":{}}');
  server = await startHisServer({
    variant, plugins: await loadServerPlugins(variant), database: { dataDir }, webRoot, demo: true, adminPassword: DEMO_ADMIN.password, introspection: 'signedIn',
  });
  // Before any cross-origin request, so the origin list is read once with the entry in it.
  await server.runtime.database.query(`UPDATE his_settings SET value = value || $1::jsonb WHERE type = 'his'`, [JSON.stringify({ allowedOrigins: [`${LISTED_ORIGIN}/`] })]);
});

afterAll(async () => {
  await server?.close();
  for (const folder of [dataDir, webRoot]) if (folder) rmSync(folder, { recursive: true, force: true });
});

/** Sends bytes as they are (fetch would normalize the target) and resolves with the status code. */
function rawStatus(request: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(new URL(server.url).port), '127.0.0.1', () => socket.write(request));
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const line = /^HTTP\/1\.1 (\d{3})/.exec(received);
      if (line) {
        socket.destroy();
        resolve(Number(line[1]));
      }
    });
    socket.on('error', reject);
    socket.on('close', () => reject(new Error(`closed without a status line: ${JSON.stringify(received)}`)));
  });
}

async function stillServing() {
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  expect((await fetch(`${server.url}/his/`)).status).toBe(200);
}

describe('malformed requests', () => {
  it.each(['/his/%', '/his/%E0%A4%A', '/his/%00', '/his/assets/%C0'])('GET %s gets 400 and the server keeps serving', async (path) => {
    const response = await fetch(server.url + path);
    expect(response.status).toBe(400);
    await stillServing();
  });

  it.each([
    ['a Host header that is no host', 'GET /graphqlhis?query={__typename} HTTP/1.1\r\nHost: [\r\nX-His-Csrf: 1\r\n\r\n', 400],
    ['a Host header with a space', 'POST /graphqlauth HTTP/1.1\r\nHost: a b\r\nContent-Type: application/json\r\nX-His-Csrf: 1\r\nContent-Length: 2\r\n\r\n{}', 400],
    ['a websocket upgrade with a Host that is no host', 'GET /graphqlhis HTTP/1.1\r\nHost: [\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n', 400],
    ['a path that is no URL path', 'GET //[ HTTP/1.1\r\nHost: localhost\r\n\r\n', 404],
    ['an absolute target naming another host', 'GET http://other.example/graphqlhis?query={__typename} HTTP/1.1\r\nHost: localhost\r\nX-His-Csrf: 1\r\n\r\n', 404],
    ['CONNECT', 'CONNECT localhost:22 HTTP/1.1\r\nHost: localhost:22\r\n\r\n', 405],
  ])('%s gets a 4xx (not a 500 with a stack trace, not a crash)', async (_name, request, status) => {
    expect(await rawStatus(request)).toBe(status);
    await stillServing();
  });

  it('answers a request line Node cannot parse with 400', async () => {
    expect(await rawStatus('GET /his/\u00ff\u00fe HTTP/1.1\r\nHost: localhost\r\n\r\n')).toBe(400);
    expect(await rawStatus(`GET /his/ HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`)).toBe(431);
    await stillServing();
  });
});

describe('the web bundle', () => {
  it.each(['/his/', '/his/tiep-nhan', '/his/assets/'])('%s carries the security headers', async (path) => {
    const response = await fetch(server.url + (path === '/his/assets/' ? `/his/${entryScript}` : path));
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    // WebAssembly may compile (the DICOM viewer's decoders); JavaScript eval may not.
    expect(csp).not.toContain("'unsafe-eval'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toMatch(/^(no-referrer|same-origin)$/);
    expect(response.headers.get('permissions-policy')).toContain('microphone=()');
  });

  it('the page has no inline script for the policy to block', async () => {
    const html = await (await fetch(`${server.url}/his/`)).text();
    expect([...html.matchAll(/<script\b[^>]*>/g)].map((tag) => tag[0]).filter((tag) => !/\bsrc=/.test(tag))).toEqual([]);
  });

  it.each([
    ['a source map', () => `/his/${entryScript}.map`],
    ['the metafile', () => '/his/metafile.json'],
    ['the metafile beside the served folder', () => '/his/..%2fhospital.meta%2fmetafile.json'],
  ])('does not serve %s', async (_name, path) => {
    const response = await fetch(server.url + path());
    expect(response.status).toBe(404);
    expect(await response.text()).not.toMatch(/"sources"|"inputs"/);
  });
});

describe('the body cap', () => {
  const big = () => JSON.stringify({ query: '{ __typename }', variables: { note: 'x'.repeat(3 * 1024 * 1024) } });

  it('refuses a 3 MB JSON body with 413 and a localized message', async () => {
    for (const [lang, message] of [['vi', 'Dữ liệu gửi lên quá lớn (tối đa 2 MB)'], ['en', 'The data sent is too large (at most 2 MB)']] as const) {
      const response = await fetch(`${server.url}/graphqlhis`, { method: 'POST', headers: headersFor({ lang }), body: big() });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT', messageKey: 'error.bodyTooLarge', params: { max: 2 } } }] });
    }
  });

  it('counts the bytes of a chunked body that announces no length', async () => {
    const chunk = new TextEncoder().encode(' '.repeat(64 * 1024));
    const body = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 48; i++) controller.enqueue(chunk);
        controller.close();
      },
    });
    const response = await fetch(`${server.url}/graphqlauth`, { method: 'POST', headers: headersFor(), body, duplex: 'half' } as RequestInit);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { errors: { extensions: { messageKey: string } }[] }).errors[0]!.extensions.messageKey).toBe('error.bodyTooLarge');
  });

  it('lets a body just under the cap through to GraphQL', async () => {
    const result = await gql(server, '/graphqlhis', `{ __typename }${' '.repeat(1_900_000)}`);
    expect(result).toEqual({ data: { __typename: 'Query' } });
  });
});

describe('CORS', () => {
  async function allowOrigin(origin: string, method: 'POST' | 'OPTIONS' = 'POST') {
    const response = await fetch(`${server.url}/graphqlhis`, {
      method,
      headers: method === 'POST' ? { ...headersFor(), origin } : { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, x-his-csrf' },
      body: method === 'POST' ? JSON.stringify({ query: '{ __typename }' }) : undefined,
    });
    return response.headers.get('access-control-allow-origin');
  }

  it('gives another site no access-control-allow-origin, on a request or a preflight', async () => {
    expect(await allowOrigin('https://evil.example')).toBeNull();
    expect(await allowOrigin('https://evil.example', 'OPTIONS')).toBeNull();
    expect(await allowOrigin('null')).toBeNull();
  });

  it('allows the page\'s own origin', async () => {
    expect(await allowOrigin(server.url)).toBe(server.url);
  });

  it('allows an origin listed in the his settings\' allowedOrigins', async () => {
    expect(await allowOrigin(LISTED_ORIGIN)).toBe(LISTED_ORIGIN);
    expect(await allowOrigin(LISTED_ORIGIN, 'OPTIONS')).toBe(LISTED_ORIGIN);
    expect(await allowOrigin('https://his.example.vn.evil.example')).toBeNull();
  });
});

describe('introspection in production', () => {
  it('is refused signed out, with a localized message', async () => {
    const result = await gql(server, '/graphqlhis', INTROSPECTION);
    expect(result.data).toBeUndefined();
    expect(result.errors![0]).toMatchObject({ message: 'Bạn chưa đăng nhập hoặc phiên đăng nhập đã hết hạn', extensions: { code: 'UNAUTHENTICATED' } });
    const typeQuery = await gql(server, '/graphqlauth', '{ __type(name: "Query") { fields { name } } }', {}, { lang: 'en' });
    expect(typeQuery.errors![0]).toMatchObject({ message: 'You are not signed in or your session has expired' });
  });

  it('leaves the login page\'s signed-out calls alone', async () => {
    expect((await gql(server, '/graphqlhis', '{ __typename getAppInfo { version } }')).errors).toBeUndefined();
  });

  it('is allowed signed in', async () => {
    const { token } = await login(server, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const result = await gql(server, '/graphqlhis', INTROSPECTION, {}, { token });
    expect(result.errors).toBeUndefined();
    expect(result.data.__schema.types.length).toBeGreaterThan(10);
  });
});
