// The batching fetch against the real API server: what reaches the wire, and what each caller gets back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, fetchExchange, gql as doc } from 'urql';
import { gql, login, startTestServer } from '../../../tests/support/server';
import { createBatchFetch, type FetchFunction } from './batch-fetch';

type HisServer = Awaited<ReturnType<typeof startTestServer>>;

interface SentRequest {
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

/** The real fetch, with a record of every request it sends. */
function recordingFetch() {
  const sent: SentRequest[] = [];
  const send: FetchFunction = (input, init) => {
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => (headers[name] = value));
    sent.push({ url: String(input), body: JSON.parse(String(init?.body)), headers });
    return fetch(input, init);
  };
  return { sent, send };
}

const SEARCH_NODES = doc`
  query SearchNodes($searchString: String!) {
    searchNodes(searchString: $searchString, limit: 5) { _id code name }
  }
`;
const SEARCH_NODES_TEXT = 'query SearchNodes($searchString: String!) { searchNodes(searchString: $searchString, limit: 5) { _id code name } }';
const CODES = ['TD01', 'PK01', 'PK02', 'PK03', 'XN01', 'SA01', 'XQ01', 'TN01', 'KHO01', 'NT01', 'KKB', 'KXN'];

let server: HisServer;
let session: { token: string; adminToken: string };

beforeAll(async () => {
  server = await startTestServer();
  session = await login(server, 'admin', 'Admin@123');
});

afterAll(async () => {
  await server?.close();
});

function clientFor(path: string, send: FetchFunction, token: string) {
  return new Client({
    url: server.url + path,
    preferGetMethod: false,
    requestPolicy: 'network-only',
    exchanges: [fetchExchange],
    fetch: createBatchFetch({ fetch: send, getHeaders: () => ({ authorization: `Bearer ${token}` }), getLanguage: () => 'vi' }),
  });
}

describe('createBatchFetch', () => {
  it('sends 12 queries issued together as two POSTs of 10 and 2, and gives each caller its own answer', async () => {
    const { sent, send } = recordingFetch();
    const client = clientFor('/graphqlauth', send, session.adminToken);

    const results = await Promise.all(CODES.map((searchString) => client.query(SEARCH_NODES, { searchString }).toPromise()));

    expect(sent.map((request) => (Array.isArray(request.body) ? request.body.length : 'single'))).toEqual([10, 2]);
    const expected = await Promise.all(
      CODES.map((searchString) => gql(server, '/graphqlauth', SEARCH_NODES_TEXT, { searchString }, { token: session.adminToken })),
    );
    results.forEach((result, index) => {
      expect(result.error).toBeUndefined();
      expect(result.data.searchNodes.map((node: { code: string }) => node.code)).toContain(CODES[index]);
      expect(result.data.searchNodes.map(({ _id, code, name }: Record<string, string>) => ({ _id, code, name }))).toEqual(expected[index]!.data.searchNodes);
    });
  });

  it('adds the session headers, the language and the CSRF marker to every POST', async () => {
    const { sent, send } = recordingFetch();
    const fetchBatched = createBatchFetch({
      fetch: send,
      getHeaders: () => ({ authorization: `Bearer ${session.token}`, 'x-current-node': 'node-1', 'x-current-profile': 'profile-1' }),
      getLanguage: () => 'en',
    });
    const body = JSON.stringify({ query: '{ serviceInfo { name } }' });
    await Promise.all([fetchBatched(server.url + '/graphqlhis', { method: 'POST', body }), fetchBatched(server.url + '/graphqlhis', { method: 'POST', body })]);

    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers).toMatchObject({
      authorization: `Bearer ${session.token}`,
      'x-current-node': 'node-1',
      'x-current-profile': 'profile-1',
      'x-lang': 'en',
      'x-his-csrf': '1',
      'content-type': 'application/json',
    });
  });

  it('sends a mutation alone, never inside a batch of queries', async () => {
    const { sent, send } = recordingFetch();
    const client = clientFor('/graphqlhis', send, session.token);

    const [first, second, saved] = await Promise.all([
      client.query(doc`{ serviceInfo { name } }`, {}).toPromise(),
      client.query(doc`{ getAppInfo { variant } }`, {}).toPromise(),
      client.mutation(doc`mutation { updateSettingType(type: "general", input: { isShowIconLanguage: true }) { isShowIconLanguage } }`, {}).toPromise(),
    ]);

    expect(first.data).toEqual({ serviceInfo: { name: 'his' } });
    expect(second.data.getAppInfo.variant).toBe('hospital');
    expect(saved.data.updateSettingType.isShowIconLanguage).toBe(true);
    const shapes = sent.map((request) => (Array.isArray(request.body) ? request.body.length : (request.body as { query: string }).query.trim().split(/\s/)[0]));
    expect(shapes.sort()).toEqual([2, 'mutation'].sort());
  });

  it('leaves out a query whose caller went away before it was sent, and still answers the others', async () => {
    const { sent, send } = recordingFetch();
    const client = clientFor('/graphqlauth', send, session.adminToken);

    const gone = client.query(SEARCH_NODES, { searchString: 'PK01' }).subscribe(() => {
      throw new Error('a cancelled query must not be answered');
    });
    const kept = Promise.all(['PK02', 'PK03'].map((searchString) => client.query(SEARCH_NODES, { searchString }).toPromise()));
    gone.unsubscribe();
    const results = await kept;

    expect(sent).toHaveLength(1);
    expect((sent[0]!.body as { variables: { searchString: string } }[]).map((operation) => operation.variables.searchString)).toEqual(['PK02', 'PK03']);
    expect(results.map((result) => result.data.searchNodes[0].code)).toEqual(['PK02', 'PK03']);
  });

  it('sends a single query as a plain request, not as an array', async () => {
    const { sent, send } = recordingFetch();
    const client = clientFor('/graphqlhis', send, session.token);
    const result = await client.query(doc`{ serviceInfo { name } }`, {}).toPromise();
    expect(result.data.serviceInfo.name).toBe('his');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ query: expect.stringContaining('serviceInfo'), variables: {} });
    expect(sent[0]!.headers).toMatchObject({ 'content-type': 'application/json', 'x-lang': 'vi', 'x-his-csrf': '1' });
  });

  it('gives every caller of a POST that cannot reach the server the network error', async () => {
    const { sent, send } = recordingFetch();
    const client = new Client({
      // Nothing listens on the discard port: the connection is refused, as when the server is down.
      url: 'http://127.0.0.1:9/graphqlhis',
      preferGetMethod: false,
      exchanges: [fetchExchange],
      fetch: createBatchFetch({ fetch: send, getHeaders: () => ({}), getLanguage: () => 'vi' }),
    });
    const results = await Promise.all([1, 2, 3].map((n) => client.query(doc`query Q($n: Int) { serviceInfo { name } }`, { n }).toPromise()));
    expect(sent).toHaveLength(1);
    expect(results.map((result) => result.error?.networkError?.message)).toEqual(['fetch failed', 'fetch failed', 'fetch failed']);
  });
});
