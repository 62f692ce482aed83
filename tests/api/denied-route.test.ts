// A page the shell refused: the shell reports it (reportDeniedRoute) and the server records a REFUSED entry on the page's
// path, which the administrator reads in the audit history as a denied page. Any signed-in user may report, nobody
// signed out; the path is at most 300 characters and must be one. On PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, type HisServer } from '@his/server';
import { BACKENDS, serversOnBackends } from '../support/backends';
import { gql, login, type Caller, type GraphQLError } from '../support/server';

const REPORT = 'mutation ($path: String!) { reportDeniedRoute(path: $path) }';
const HISTORY = `query ($filter: LichSuThaoTacFilter) { getLichSuThaoTac(filter: $filter) {
  total items { action entity entity_Id operation username entityLabel operationLabel recordName changes { field label after } } } }`;
const DOCTORS_PAGE = '/kham-benh-ngoai-tru';

const startServer = serversOnBackends({ withPlugins: true });

describe.each(BACKENDS)('a denied page reported on %s', (backend) => {
  let server: HisServer;
  let cashier: Caller;
  let admin: Caller;

  const report = (caller: Caller, path: string) => gql<{ reportDeniedRoute: boolean }>(server, '/graphqlauth', REPORT, { path }, caller);
  const refusal = async (caller: Caller, path: string): Promise<GraphQLError> => {
    const result = await report(caller, path);
    expect(result.errors, 'the report should have been refused').toBeDefined();
    return result.errors![0] as GraphQLError;
  };
  const rowsOf = (path: string) => server.runtime.database.query<{ action: string; entity: string; operation: string; username: string; node_Id: string | null; after: unknown }>(
    'SELECT action, entity, operation, username, "node_Id", after FROM his_audit_log WHERE entity = \'Route\' AND "entity_Id" = $1', [path]);
  const routeRows = async () => (await server.runtime.database.query<{ count: number }>('SELECT count(*)::int AS count FROM his_audit_log WHERE entity = \'Route\''))[0]!.count;

  beforeAll(async () => {
    server = await startServer(backend);
    cashier = { token: (await login(server, 'thungan', 'Thungan@123')).adminToken };
    admin = { token: (await login(server, DEMO_ADMIN.username, DEMO_ADMIN.password)).token };
  });
  afterAll(async () => {
    await server?.close();
  });

  describe('When the cashier is sent home from the doctor\'s page', () => {
    beforeAll(async () => {
      const result = await report(cashier, DOCTORS_PAGE);
      expect(result.errors).toBeUndefined();
      expect(result.data!.reportDeniedRoute).toBe(true);
    });

    it('Then one REFUSED entry on the page\'s path names the cashier, the node and the operation', async () => {
      const rows = await rowsOf(DOCTORS_PAGE);
      expect(rows).toEqual([{ action: 'REFUSED', entity: 'Route', operation: 'reportDeniedRoute', username: 'thungan', node_Id: expect.any(String), after: { path: DOCTORS_PAGE, code: 'FORBIDDEN' } }]);
    });

    it.each([
      ['vi', 'Mở trang không được phép', 'Trang', 'Đường dẫn trang', 'Không có quyền thực hiện'],
      ['en', 'Denied page', 'Page', 'Page path', 'Not permitted'],
    ] as const)('Then the administrator\'s audit history in %s lists it as a denied page', async (lang, operationLabel, entityLabel, pathLabel, reason) => {
      const result = await gql(server, '/graphqlhis', HISTORY, { filter: { entity: 'Route', entity_Id: DOCTORS_PAGE } }, { ...admin, lang });
      expect(result.errors).toBeUndefined();
      const page = result.data.getLichSuThaoTac;
      expect(page.total).toBe(1);
      expect(page.items[0]).toMatchObject({ action: 'REFUSED', entity: 'Route', entity_Id: DOCTORS_PAGE, operation: 'reportDeniedRoute', username: 'thungan', operationLabel, entityLabel, recordName: DOCTORS_PAGE });
      expect(page.items[0].changes).toEqual(expect.arrayContaining([
        expect.objectContaining({ field: 'path', label: pathLabel, after: DOCTORS_PAGE }),
        expect.objectContaining({ field: 'code', after: reason }),
      ]));
    });
  });

  it('Signed out, the report is refused and nothing is recorded', async () => {
    const before = await routeRows();
    const error = await refusal({}, '/lich-su-thao-tac');
    expect(error.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await routeRows()).toBe(before);
  });

  it('A path of 300 characters is recorded whole', async () => {
    const path = `/benh-nhan/${'a'.repeat(300 - '/benh-nhan/'.length)}`;
    expect(path).toHaveLength(300);
    expect((await report(cashier, path)).errors).toBeUndefined();
    expect(await rowsOf(path)).toHaveLength(1);
  });

  it.each([
    ['one character over 300', `/${'a'.repeat(300)}`, 'validation.maxLength'],
    ['an empty path', '', 'validation.required'],
    ['a path not from the root', 'kham-benh-ngoai-tru', 'auth.deniedRoute.notAPath'],
    ['a path with a space', '/kham benh', 'auth.deniedRoute.notAPath'],
  ] as const)('A report with %s is refused naming the path, and nothing is recorded', async (_case, path, messageKey) => {
    const before = await routeRows();
    const error = await refusal(cashier, path);
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey, field: 'path' });
    expect(await routeRows()).toBe(before);
  });
});
