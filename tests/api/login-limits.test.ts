// Sign-in limits as a client sees them: a burst of guesses checks at most five passwords, a lock holds one user name
// at one address only and answers the same whatever the password, an administrator lists and clears it, and a
// hash of the old cost is upgraded at sign-in; on PGlite and on PostgreSQL.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HisServer } from '@his/server';
import { BACKENDS, serversOnBackends } from '../support/backends';
import { headersFor, login, type Caller, type GraphQLResponse } from '../support/server';

const LOGIN = 'mutation ($info: LoginInput!) { login(info: $info) { token } }';
const LOCKS = 'query ($username: String) { loginLocks(username: $username) { username address failures lockedUntil } }';
const CLEAR = 'mutation ($username: String, $address: String) { clearLoginLocks(username: $username, address: $address) }';
// Every loopback address reaches the server; the server takes the caller's address from the connection alone.
const HOME = '127.0.0.1';
const ELSEWHERE = '127.0.0.2';
const startServer = serversOnBackends();

/** A GraphQL call sent from the given local address, as a second workstation would. */
function gqlFrom<T = any>(server: HisServer, address: string, query: string, variables: Record<string, unknown> = {}, caller: Caller = {}): Promise<GraphQLResponse<T>> {
  const body = JSON.stringify({ query, variables });
  return new Promise((resolve, reject) => {
    const call = request(`${server.url}/graphqlauth`, { method: 'POST', localAddress: address, headers: { ...headersFor(caller), 'content-length': Buffer.byteLength(body) } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve(JSON.parse(text) as GraphQLResponse<T>));
    });
    call.on('error', reject);
    call.end(body);
  });
}

describe.each(BACKENDS)('on %s', (backend) => {
  let server: HisServer;
  let adminToken: string;

  beforeAll(async () => {
    server = await startServer(backend);
    adminToken = (await login(server, 'admin', 'Admin@123')).token;
  });
  afterAll(async () => server?.close());

  const signIn = (address: string, username: string, password: string) => gqlFrom(server, address, LOGIN, { info: { username, password } });
  const outcome = (result: GraphQLResponse) => result.data?.login?.token ? 'signed in' : result.errors![0]!.extensions!.messageKey;

  async function loginFailures(username: string): Promise<number> {
    const rows = await server.runtime.database.query<{ n: number }>("SELECT count(*)::int AS n FROM his_audit_log WHERE action = 'LOGIN_FAILED' AND username = $1", [username]);
    return rows[0]!.n;
  }

  async function lockOut(address: string, username: string): Promise<void> {
    for (let i = 0; i < 5; i++) expect(outcome(await signIn(address, username, 'wrong'))).toBe('auth.invalidCredentials');
  }

  it('checks at most five of 20 wrong passwords sent at once for one user; the rest wait', async () => {
    const before = await loginFailures('thungan');
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn(HOME, 'thungan', `wrong-${i}`)));
    const outcomes = results.map(outcome);
    expect(outcomes.filter((key) => key === 'auth.invalidCredentials')).toHaveLength(5);
    expect(outcomes.filter((key) => key === 'auth.tooManyAttempts')).toHaveLength(15);
    for (const result of results.filter((each) => outcome(each) === 'auth.tooManyAttempts')) {
      expect(result.errors![0]!.extensions).toMatchObject({ code: 'RATE_LIMITED', params: { minutes: 1 } });
    }
    // Each checked password leaves one LOGIN_FAILED entry; a refusal before the check leaves none.
    expect(await loginFailures('thungan') - before).toBe(5);
  });

  it('lets 20 sign-ins with the right password sent at once all through: the ones beyond five wait, not fail', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => signIn(HOME, 'dacoso', 'Dacoso@123')));
    expect(results.map(outcome)).toEqual(Array.from({ length: 20 }, () => 'signed in'));
  });

  it('a locked user name answers the same with the right password as with a wrong one, at that address only', async () => {
    await lockOut(HOME, 'ketoan');
    const right = await signIn(HOME, 'ketoan', 'Ketoan@123');
    const wrong = await signIn(HOME, 'ketoan', 'not-it');
    expect(right.errors![0]!.extensions).toMatchObject({ code: 'RATE_LIMITED', messageKey: 'auth.tooManyAttempts' });
    expect(right.data).toBeNull();
    expect({ ...wrong, errors: wrong.errors!.map(({ message, extensions }) => ({ message, code: extensions!.code, messageKey: extensions!.messageKey })) })
      .toEqual({ ...right, errors: right.errors!.map(({ message, extensions }) => ({ message, code: extensions!.code, messageKey: extensions!.messageKey })) });
    // Whoever guessed from one address does not lock the account out everywhere.
    expect(outcome(await signIn(ELSEWHERE, 'ketoan', 'Ketoan@123'))).toBe('signed in');
    expect(outcome(await signIn(HOME, 'ketoan', 'Ketoan@123'))).toBe('auth.tooManyAttempts');
  });

  it('an administrator lists a lock and clears it, and the user can sign in again', async () => {
    await lockOut(HOME, 'ktv');
    const listed = await gqlFrom(server, ELSEWHERE, LOCKS, { username: 'KTV' }, { token: adminToken });
    expect(listed.data.loginLocks).toEqual([{ username: 'ktv', address: HOME, failures: 5, lockedUntil: expect.any(Number) }]);
    expect(listed.data.loginLocks[0].lockedUntil).toBeGreaterThan(Date.now());
    expect((await gqlFrom(server, ELSEWHERE, LOCKS, {}, { token: adminToken })).data.loginLocks).toContainEqual(expect.objectContaining({ username: 'ktv', address: HOME }));

    const nurse = await login(server, 'dieuduong', 'Dieuduong@123');
    const refused = await gqlFrom(server, ELSEWHERE, CLEAR, { username: 'ktv' }, { token: nurse.token });
    expect(refused.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const unnamed = await gqlFrom(server, ELSEWHERE, CLEAR, {}, { token: adminToken });
    expect(unnamed.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'username' });

    const cleared = await gqlFrom(server, ELSEWHERE, CLEAR, { username: 'ktv', address: HOME }, { token: adminToken });
    expect(cleared.data.clearLoginLocks).toBe(1);
    expect((await gqlFrom(server, ELSEWHERE, LOCKS, { username: 'ktv' }, { token: adminToken })).data.loginLocks).toEqual([]);
    expect(outcome(await signIn(HOME, 'ktv', 'Ktv@12345'))).toBe('signed in');
    const audit = await server.runtime.database.query<{ username: string; before: unknown }>("SELECT username, before FROM his_audit_log WHERE action = 'DELETE' AND entity = 'LoginLock'");
    expect(audit).toEqual([{ username: 'admin', before: { username: 'ktv', address: HOME, cleared: 1 } }]);
  });

  it('upgrades a hash of the old cost at the next successful sign-in, which then still works', async () => {
    const hashOf = async () => (await server.runtime.database.query<{ passwordHash: string }>('SELECT "passwordHash" FROM his_users WHERE username = $1', ['bacsi']))[0]!.passwordHash;
    expect(await hashOf()).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(outcome(await signIn(HOME, 'bacsi', 'wrong'))).toBe('auth.invalidCredentials');
    expect(await hashOf()).toMatch(/^scrypt\$16384\$/);
    expect(outcome(await signIn(HOME, 'bacsi', 'Bacsi@123'))).toBe('signed in');
    const upgraded = await hashOf();
    expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(outcome(await signIn(HOME, 'bacsi', 'Bacsi@123'))).toBe('signed in');
    expect(await hashOf()).toBe(upgraded);
  });
});
