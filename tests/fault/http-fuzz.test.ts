// 10,000 malformed requests over raw TCP at a running `his start` process: every one is answered (or, where
// the request never ends, the connection closed), none with a 5xx, and the process still serves and signs in after.
import { connect } from 'node:net';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '@his/server';
import { startHisProcess, type HisProcess } from '../support/his-process';
import { login } from '../support/server';
import { demoDataDir } from '../e2e/support/web-server';
import { seededRandom } from '../support/seeded-random';

const SEED = Number(process.env.HIS_FUZZ_SEED ?? 20_240_610);
const REQUESTS = 10_000;
const PARALLEL = 20;
const ANSWER_TIMEOUT_MS = 15_000;

/** Integers, picks and bytes from one seeded sequence, the same on every machine. */
function prng(seed: number) {
  const next = seededRandom(seed);
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const bytes = (length: number, from = 0, to = 256) => Buffer.from(Array.from({ length }, () => from + int(to - from)));
  return { next, int, pick, bytes };
}

type Random = ReturnType<typeof prng>;

interface FuzzCase {
  kind: string;
  bytes: Buffer;
  /** The request promises more body than it sends: the client half-closes and a closed connection is the answer. */
  endsEarly?: boolean;
}

const QUERY_BODY = Buffer.from('{"query":"{ __typename }"}');
const PATHS = ['/his/', '/his/assets/', '/graphqlhis', '/graphqlauth', '/graphqlsm4', '/graphqltemplate', '/healthz', '/', '/his'];
const BAD_ESCAPES = ['%', '%%', '%E0%A4%A', '%G0', '%zz', '%FF', '%C0%AF', '%00', '%ED%A0%80', '%F4%90%80%80', '..%2f..%2f', '%2e%2e/%2e%2e/etc/passwd', '%u0041', '%E0%A4', '%25%', '%%30'];
const CONTENT_TYPES = ['application/json', 'text/plain', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', 'application/graphql', 'application/json; charset=utf-16', 'application/graphql-response+json', 'image/png', '', ';;;', 'application/json; boundary', '\u00ff\u00fe'];
const QUERY_PARAMS = ['query={', 'query=%7B', 'variables=%7B', 'variables=null', 'variables=[1,2]', 'extensions=%7B%22persistedQuery%22:1%7D', 'extensions=[[[', 'extensions=%ZZ', 'query=%', 'operationName[]=x', 'query={__typename}&variables={"a":', 'query=' + '{a'.repeat(500), 'query={getAppInfo{version}}&extensions=' + '%7B'.repeat(300)];
const BODIES = (random: Random): string[] => [
  '{',
  '{"query":',
  'null',
  '[]',
  '"query"',
  '{"query": 1}',
  '{"query": "{ __typename }", "variables": "x"}',
  '{"query": "{ __typename }", "extensions": [1]}',
  '{"query": "{ __typename }", "variables": {"a": {"b": [' + '1,'.repeat(1000) + '1]}}}',
  JSON.stringify(Array.from({ length: 10_000 }, () => ({ query: '{ __typename }' }))),
  '['.repeat(10_000) + ']'.repeat(10_000),
  '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000),
  JSON.stringify({ query: '{ ' + 'a { '.repeat(2_000) + '}'.repeat(2_001) }),
  JSON.stringify({ query: 'query { getAppInfo { version } }', operationName: { x: 1 } }),
  random.bytes(200).toString('latin1'),
  '\ufeff{"query":"{ __typename }"}',
];

function requestBytes(head: string | Buffer, headers: readonly (string | Buffer)[], body: Buffer = Buffer.alloc(0)): Buffer {
  const lines = [Buffer.from(head), ...headers.map((line) => Buffer.from(line))];
  return Buffer.concat([...lines.flatMap((line) => [line, Buffer.from('\r\n')]), Buffer.from('\r\n'), body]);
}

function pathWithNoise(random: Random): string {
  return random.pick(PATHS) + Array.from({ length: 1 + random.int(3) }, () => random.pick(BAD_ESCAPES)).join('/');
}

const GENERATORS: Record<string, (random: Random, host: string) => FuzzCase> = {
  badEscapeInPath: (random, host) => ({ kind: 'badEscapeInPath', bytes: requestBytes(`${random.pick(['GET', 'HEAD', 'POST', 'OPTIONS'])} ${pathWithNoise(random)} HTTP/1.1`, [`Host: ${host}`, 'Content-Length: 0']) }),
  rawBytesInRequestLine: (random, host) => ({
    kind: 'rawBytesInRequestLine',
    bytes: requestBytes(Buffer.concat([Buffer.from(`GET ${random.pick(PATHS)}`), random.bytes(1 + random.int(40), 0x80), Buffer.from(' HTTP/1.1')]), [`Host: ${host}`]),
  }),
  rawBytesInHeader: (random, host) => ({
    kind: 'rawBytesInHeader',
    bytes: requestBytes(`POST ${random.pick(PATHS)} HTTP/1.1`, [
      `Host: ${host}`,
      Buffer.concat([Buffer.from(random.pick(['X-Lang', 'Authorization', 'Accept-Language', 'X-Current-Node', 'Content-Type', 'Origin', 'X-Fuzz']) + ': '), random.bytes(1 + random.int(60), 0x80)]),
      'Content-Type: application/json',
      'X-His-Csrf: 1',
      `Content-Length: ${QUERY_BODY.length}`,
    ], QUERY_BODY),
  }),
  controlBytes: (random, host) => ({ kind: 'controlBytes', bytes: Buffer.concat([Buffer.from(`GET ${random.pick(PATHS)} HTTP/1.1\r\nHost: ${host}\r\nX-A: `), random.bytes(1 + random.int(20), 0, 32), Buffer.from('\r\n\r\n')]) }),
  hugeHeader: (random, host) => {
    // Node refuses headers over 16 KB (431); just under it they reach the handlers.
    const size = random.pick([15_000, 16_000, 16_500, 17_000, 64_000]);
    return { kind: `hugeHeader${size > 16_000 ? 'Over' : 'Under'}`, bytes: requestBytes(`GET ${random.pick(PATHS)} HTTP/1.1`, [`Host: ${host}`, `${random.pick(['Authorization', 'Cookie', 'X-Lang', 'Origin', 'X-Current-Node'])}: ${'a'.repeat(size)}`]) };
  },
  manyHeaders: (random, host) => ({ kind: 'manyHeaders', bytes: requestBytes(`GET ${random.pick(PATHS)} HTTP/1.1`, [`Host: ${host}`, ...Array.from({ length: 500 + random.int(2_500) }, (_, i) => `X-H${i}: ${i}`)]) }),
  hugeContentLength: (random, host) => ({
    kind: 'hugeContentLength',
    bytes: requestBytes(`POST ${random.pick(PATHS)} HTTP/1.1`, [`Host: ${host}`, 'Content-Type: application/json', 'X-His-Csrf: 1', `Content-Length: ${random.pick(['99999999999999999999', '3000000', '2097153', '1e9', '-1', 'abc', '0x10', '12, 13', ' 5'])}`], Buffer.from('{}')),
    endsEarly: true,
  }),
  lyingContentLength: (random, host) => ({
    kind: 'lyingContentLength',
    bytes: requestBytes(`POST ${random.pick(['/graphqlhis', '/graphqlauth'])} HTTP/1.1`, [`Host: ${host}`, 'Content-Type: application/json', 'X-His-Csrf: 1', `Content-Length: ${100 + random.int(100_000)}`], QUERY_BODY),
    endsEarly: true,
  }),
  badChunks: (random, host) => ({
    kind: 'badChunks',
    bytes: requestBytes(`POST ${random.pick(['/graphqlhis', '/graphqlauth', '/his/'])} HTTP/1.1`, [`Host: ${host}`, 'Content-Type: application/json', 'X-His-Csrf: 1', 'Transfer-Encoding: chunked'],
      Buffer.from(random.pick(['zz\r\n{}\r\n0\r\n\r\n', 'ffffffffffffffff\r\n{}\r\n0\r\n\r\n', '-1\r\n{}\r\n0\r\n\r\n', '2\r\n{}\r\n0\r\n', '5\r\n{}\r\n0\r\n\r\n', '1;ext=\u00ff\r\n{\r\n0\r\n\r\n', '2\r\n{}'])),
    ),
    endsEarly: true,
  }),
  chunkedOverCap: (random, host) => {
    // 2.5 MB in 64 KB chunks, no length announced: only counting the bytes finds it too large.
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const body = Buffer.concat([...Array.from({ length: 40 }, () => Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')])), Buffer.from('0\r\n\r\n')]);
    return { kind: 'chunkedOverCap', bytes: requestBytes(`POST ${random.pick(['/graphqlhis', '/graphqlauth'])} HTTP/1.1`, [`Host: ${host}`, 'Content-Type: application/json', 'X-His-Csrf: 1', 'Transfer-Encoding: chunked'], body) };
  },
  hugeString: (random, host) => {
    const body = Buffer.from(JSON.stringify({ query: '{ __typename }', variables: { s: 'x'.repeat(3 * 1024 * 1024) } }));
    return { kind: 'hugeString', bytes: requestBytes(`POST ${random.pick(['/graphqlhis', '/graphqlauth'])} HTTP/1.1`, [`Host: ${host}`, 'Content-Type: application/json', 'X-His-Csrf: 1', `Content-Length: ${body.length}`], body) };
  },
  badBody: (random, host) => {
    const body = Buffer.from(random.pick(BODIES(random)));
    return {
      kind: 'badBody',
      bytes: requestBytes(`POST ${random.pick(['/graphqlhis', '/graphqlauth', '/graphqlsm4', '/graphqltemplate'])} HTTP/1.1`, [`Host: ${host}`, `Content-Type: ${random.pick(CONTENT_TYPES)}`, 'X-His-Csrf: 1', `X-Lang: ${random.pick(['vi', 'en', 'xx'])}`, `Content-Length: ${body.length}`], body),
    };
  },
  badGetParams: (random, host) => ({
    kind: 'badGetParams',
    bytes: requestBytes(`GET ${random.pick(['/graphqlhis', '/graphqlauth'])}?${Array.from({ length: 1 + random.int(3) }, () => random.pick(QUERY_PARAMS)).join('&')} HTTP/1.1`, [`Host: ${host}`, 'X-His-Csrf: 1', `Accept: ${random.pick(['application/json', 'text/html', '*/*', 'application/graphql-response+json', '\u00ff'])}`]),
  }),
  badHost: (random) => ({
    kind: 'badHost',
    bytes: requestBytes(`${random.pick(['GET', 'POST'])} ${random.pick(PATHS)} HTTP/1.1`, [`Host: ${random.pick(['a b', '[', '%', '[::1', 'x:y:z', '', '\u00ff\u00fe', 'a'.repeat(300), '::::', '@', 'a/b'])}`, 'Content-Type: application/json', 'X-His-Csrf: 1', `Content-Length: ${QUERY_BODY.length}`], QUERY_BODY),
  }),
  oddTarget: (random, host) => ({
    kind: 'oddTarget',
    bytes: requestBytes(`${random.pick(['GET', 'POST', 'OPTIONS', 'PROPFIND', 'BREW', 'TRACE', 'CONNECT', 'get'])} ${random.pick(['*', '//[', 'http://[/his/', '//a:b@/x', 'http://evil.example/graphqlhis', '/his/..%2f..%2fpackage.json', '/his/../../package.json', '/%2e%2e/%2e%2e/package.json', '?', '#', '/his/' + 'a'.repeat(3_000), 'his'])} HTTP/1.1`, [`Host: ${host}`, 'Content-Length: 0']),
  }),
  badOrigin: (random, host) => ({
    kind: 'badOrigin',
    bytes: requestBytes(`${random.pick(['POST', 'OPTIONS'])} ${random.pick(['/graphqlhis', '/graphqlauth'])} HTTP/1.1`, [`Host: ${host}`, `Origin: ${random.pick(['null', 'https://evil.example', '%', 'http://[', 'javascript:alert(1)', '\u00ff', 'http://' + host])}`, 'Access-Control-Request-Method: POST', 'Content-Type: application/json', 'X-His-Csrf: 1', `Content-Length: ${QUERY_BODY.length}`], QUERY_BODY),
  }),
  badUpgrade: (random, host) => ({
    kind: 'badUpgrade',
    bytes: requestBytes(`GET ${random.pick(['/graphqlhis', '/graphqlhis%', '//[', '/graphqlhis?%zz', '/his/%', '/graphqlauth', 'http://[', '/graphqlhis/%E0%A4%A'])} HTTP/1.1`, [
      `Host: ${host}`,
      'Upgrade: websocket',
      'Connection: Upgrade',
      `Sec-WebSocket-Key: ${random.pick(['dGhlIHNhbXBsZSBub25jZQ==', '', '%%%', 'a'.repeat(100)])}`,
      `Sec-WebSocket-Version: ${random.pick(['13', '8', 'x'])}`,
      `Sec-WebSocket-Protocol: ${random.pick(['graphql-transport-ws', 'graphql-ws', '\u00ff', ''])}`,
    ]),
  }),
  badVersion: (random, host) => ({ kind: 'badVersion', bytes: requestBytes(`GET ${random.pick(PATHS)} ${random.pick(['HTTP/9.9', 'HTTP/1', 'HTTP/1.1 x', 'FTP/1.0', 'HTTP/0.9'])}`, [`Host: ${host}`]) }),
  garbage: (random) => ({ kind: 'garbage', bytes: Buffer.concat([random.bytes(1 + random.int(500)), Buffer.from('\r\n\r\n')]) }),
};

/** Rare cases that move megabytes are drawn less often; the rest evenly. */
const WEIGHTS: Record<string, number> = { chunkedOverCap: 0.2, hugeString: 0.2, manyHeaders: 0.5, hugeHeader: 0.5 };

function drawCase(random: Random, host: string): FuzzCase {
  const names = Object.keys(GENERATORS);
  const total = names.reduce((sum, name) => sum + (WEIGHTS[name] ?? 1), 0);
  let at = random.next() * total;
  for (const name of names) {
    at -= WEIGHTS[name] ?? 1;
    if (at <= 0) return GENERATORS[name]!(random, host);
  }
  return GENERATORS[names[0]!]!(random, host);
}

type Outcome = { status: number } | { closed: true } | { failed: string };

/** Sends one request on its own connection: the outcome is the status line, or a close without one. */
function send(port: number, request: FuzzCase): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let settled = false;
    const settle = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(outcome);
    };
    const timer = setTimeout(() => settle({ failed: 'no answer' }), ANSWER_TIMEOUT_MS);
    socket.on('connect', () => {
      socket.write(request.bytes);
      if (request.endsEarly) socket.end();
    });
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const line = /^HTTP\/1\.[01] (\d{3})[^\r\n]*\r\n/.exec(received);
      if (line) settle({ status: Number(line[1]) });
      else if (received.length > 100 || (received.length >= 5 && !'HTTP/'.startsWith(received.slice(0, 5)))) settle({ failed: `not a status line: ${JSON.stringify(received.slice(0, 60))}` });
    });
    // The server may close while the client is still writing a body it refused: that is a close, not a failure.
    socket.on('error', (error: NodeJS.ErrnoException) => settle(error.code === 'ECONNREFUSED' ? { failed: 'connection refused' } : { closed: true }));
    socket.on('close', () => settle({ closed: true }));
  });
}

describe('a running server under 10,000 malformed requests', () => {
  let server: HisProcess;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = demoDataDir('hospital');
    server = await startHisProcess({ dataDir });
  });
  afterAll(async () => {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers every one without a 5xx and still serves and signs in afterwards', async () => {
    const port = Number(new URL(server.url).port);
    const host = `127.0.0.1:${port}`;
    const random = prng(SEED);
    const cases = Array.from({ length: REQUESTS }, () => drawCase(random, host));
    const outcomes: Outcome[] = new Array(cases.length);
    let next = 0;
    const started = performance.now();
    await Promise.all(Array.from({ length: PARALLEL }, async () => {
      while (next < cases.length) {
        const index = next++;
        outcomes[index] = await send(port, cases[index]!);
      }
    }));
    const seconds = (performance.now() - started) / 1000;

    const byKind = new Map<string, Map<string, number>>();
    const problems: string[] = [];
    cases.forEach((request, index) => {
      const outcome = outcomes[index]!;
      const label = 'status' in outcome ? String(outcome.status) : 'closed' in outcome ? 'closed' : `FAILED (${outcome.failed})`;
      const counts = byKind.get(request.kind) ?? new Map<string, number>();
      counts.set(label, (counts.get(label) ?? 0) + 1);
      byKind.set(request.kind, counts);
      const wrong = 'failed' in outcome
        || ('status' in outcome && outcome.status >= 500)
        // Only a request that never ends may go unanswered; every complete one gets a status line.
        || ('closed' in outcome && !request.endsEarly && !['chunkedOverCap', 'hugeString'].includes(request.kind));
      if (wrong && problems.length < 20) problems.push(`#${index} ${request.kind} → ${label}: ${JSON.stringify(request.bytes.subarray(0, 160).toString('latin1'))}`);
    });
    const summary = [...byKind].map(([kind, counts]) => `${kind}: ${[...counts].map(([label, n]) => `${label}×${n}`).join(' ')}`).join('\n');
    console.log(`${REQUESTS} requests in ${seconds.toFixed(1)} s (seed ${SEED})\n${summary}`);

    expect(problems, `seed ${SEED} (HIS_FUZZ_SEED to replay)\n${summary}`).toEqual([]);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect((await login(server, DEMO_ADMIN.username, DEMO_ADMIN.password)).token).toBeTruthy();
    expect(() => process.kill(server.pid, 0)).not.toThrow();
  }, 180_000);
});
