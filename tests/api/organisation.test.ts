// The organisation service on both databases: a place's chain, its facility, units within a facility, rooms of a
// kind and the caller's facility; and the auth service's unit search by category.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HisServer } from '@his/server';
import { facilityOf, nodesWithin, organisationFor, placeChain, roomsOfKind, type Db } from '@his/sdk/server';
import { BACKENDS, serversOnBackends } from '../support/backends';
import { gql, login } from '../support/server';

const startServer = serversOnBackends();

describe.each(BACKENDS)('the organisation on %s', (backend) => {
  let server: HisServer;
  let db: Db;
  const ids = new Map<string, string>();
  beforeAll(async () => {
    server = await startServer(backend);
    db = server.runtime.database.db;
    const rows = await server.runtime.database.query<{ _id: string; code: string }>('SELECT _id, code FROM his_nodes');
    for (const row of rows) ids.set(row.code, row._id);
  });
  afterAll(async () => server?.close());
  const id = (code: string) => ids.get(code)!;
  const codes = (nodes: Iterable<{ code: string }>) => [...nodes].map((node) => node.code);

  it('gives a room\'s chain up to its facility, nearest first, and the facility of any place', async () => {
    expect(codes(await placeChain(db, id('PK01')))).toEqual(['PK01', 'KKB', 'CS01']);
    expect(codes(await placeChain(db, 'no-such-unit'))).toEqual([]);
    expect((await facilityOf(db, id('XQ01')))?.code).toBe('CS01');
    expect((await facilityOf(db, id('CS02')))?.code).toBe('CS02');
  });

  it('keeps of a list the units within a facility, of the asked categories', async () => {
    const asked = ['PK01', 'KKB', 'CS02', 'KHO01'].map(id);
    expect(codes((await nodesWithin(db, id('CS01'), asked)).values()).sort()).toEqual(['KHO01', 'KKB', 'PK01']);
    expect(codes((await nodesWithin(db, id('CS01'), asked, { categories: ['DEPARTMENT', 'ROOM'] })).values()).sort()).toEqual(['KKB', 'PK01']);
    expect((await nodesWithin(db, id('CS02'), asked)).size).toBe(1);
  });

  it('lists the rooms of a kind in a facility, and answers for the caller\'s facility', async () => {
    expect(codes(await roomsOfKind(db, id('CS01'), 'EXAMINE_ROOM'))).toEqual(['PK01', 'PK02', 'PK03']);
    expect(await roomsOfKind(db, id('CS02'), 'EXAMINE_ROOM')).toEqual([]);
    const atCs01 = organisationFor(db, () => id('CS01'));
    expect(await atCs01.isInCallerFacility(id('TN01'))).toBe(true);
    expect(await atCs01.isInCallerFacility(id('CS02'))).toBe(false);
    expect(codes(await atCs01.roomsOfKind('CASHIER_ROOM'))).toEqual(['TN01']);
  });

  it('searches units by category, and still returns the stored unit of a picker whatever its category', async () => {
    const admin = await login(server, 'admin', 'Admin@123');
    const search = async (variables: Record<string, unknown>) => {
      const result = await gql(server, '/graphqlauth', 'query ($s: String!, $c: [NodeCategory!], $d: String) { searchNodes(searchString: $s, category: $c, idDefault: $d, limit: 50) { code category } }', variables, { token: admin.token });
      if (!result.data) throw new Error(JSON.stringify(result.errors));
      return result.data.searchNodes as { code: string; category: string }[];
    };
    const rooms = await search({ s: 'phong', c: ['ROOM'] });
    expect(rooms.length).toBeGreaterThan(3);
    expect(new Set(rooms.map((node) => node.category))).toEqual(new Set(['ROOM']));
    expect((await search({ s: 'phong', c: ['ROOM'], d: id('KKB') }))[0]).toEqual({ code: 'KKB', category: 'DEPARTMENT' });
    const refused = await gql(server, '/graphqlauth', '{ searchNodes(searchString: "a", category: [WARD]) { code } }', {}, { token: admin.token });
    expect(refused.errors?.[0]?.message).toBeTruthy();
  });
});
