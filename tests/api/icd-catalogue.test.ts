// The seeded ICD-10 list through the API, on PGlite and PostgreSQL: its size, the English name marked where the
// Vietnamese one is missing and the mark cleared by saving one, and the examination's search by words and by code.
import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, type HisServer } from '@his/server';
import type { Db } from '@his/sdk/server';
import { searchIcdRows } from '../../plugins/catalogues/api/icd-search';
import { BACKENDS, serversOnBackends } from '../support/backends';
import { gql, login, type Caller } from '../support/server';

const ROW = '_id MaICD TenICD TenKhongDau TenTiengAnh ChuaCoTenTiengViet NhomICD_Id';
const SEARCH = `query ($s: String, $limit: Int) { searchICD(searchString: $s, limit: $limit) { ${ROW} } }`;
const BY_CODE = `query ($code: String!) { getICDByCode(code: $code) { ${ROW} } }`;
const UPDATE = `mutation ($id: ID!, $input: DM_ICDInput!) { updateDM_ICD(id: $id, input: $input) { ${ROW} } }`;

const startServer = serversOnBackends({ withPlugins: true });

/** A handle that plans each query instead of running it, and keeps the plans (as catalogue-search-plans does). */
function explaining(db: Db, plans: string[]): Db {
  return {
    execute: async (query: SQL) => {
      const result = (await db.execute(sql`EXPLAIN ${query}`)) as unknown as { rows: Record<string, string>[] };
      plans.push(result.rows.map((row) => Object.values(row)[0]).join('\n'));
      return { rows: [] };
    },
  } as unknown as Db;
}

describe.each(BACKENDS)('the ICD-10 catalogue on %s', (backend) => {
  let server: HisServer;
  let admin: Caller;

  beforeAll(async () => {
    server = await startServer(backend);
    admin = { token: (await login(server, DEMO_ADMIN.username, DEMO_ADMIN.password)).token };
  }, 300_000);

  async function data<T = any>(query: string, variables: Record<string, unknown>): Promise<T> {
    const result = await gql<T>(server, '/graphqlhis', query, variables, admin);
    expect(result.errors).toBeUndefined();
    return result.data!;
  }
  const search = async (s: string) => (await data<{ searchICD: Record<string, unknown>[] }>(SEARCH, { s, limit: 20 })).searchICD;
  const byCode = async (code: string) => (await data<{ getICDByCode: Record<string, unknown> }>(BY_CODE, { code })).getICDByCode;

  it('holds every code, chapter and block of the list', async () => {
    const [counts] = await server.runtime.database.query<{ codes: number; blocks: number; chapters: number; marked: number }>(`
      SELECT (SELECT count(*)::int FROM "DM_ICD") AS codes, (SELECT count(*)::int FROM "DM_NhomICD") AS blocks,
        (SELECT count(*)::int FROM "DM_ChuongICD") AS chapters, (SELECT count(*)::int FROM "DM_ICD" WHERE "ChuaCoTenTiengViet") AS marked`);
    expect(counts).toEqual({ codes: 12_256, blocks: 264, chapters: 22, marked: 1_099 });
  });

  it('leaves no GIN pending list behind the seed, which every word search would read in full', async () => {
    const [merged] = await server.runtime.database.query<{ pages: number }>(`SELECT gin_clean_pending_list('"DM_ICD_words_gin"'::regclass)::int AS pages`);
    expect(merged!.pages).toBe(0);
  });

  it('names a code in Vietnamese and in English, and shows the English name, marked, where the Vietnamese is missing', async () => {
    expect(await byCode('J18.9')).toMatchObject({ TenICD: 'Viêm phổi, không đặc hiệu', TenTiengAnh: 'Pneumonia, unspecified', ChuaCoTenTiengViet: false });
    expect(await byCode('Y40.0')).toMatchObject({ TenICD: 'Penicillins', TenTiengAnh: 'Penicillins', ChuaCoTenTiengViet: true });
  });

  it.each([
    ['unaccented words', 'viem phoi', 'viem phoi', 'J18.9'],
    ['unaccented words of a long name', 'tang huyet ap', 'tang huyet ap', 'I10'],
    ['accented words', 'Viêm amiđan', 'viem amidan', 'J03.9'],
    ['English words', 'essential hypertension', 'tang huyet ap vo can', 'I10'],
    ['an untranslated row\'s English words', 'penicillins', 'penicillins', 'Y40.0'],
  ])('finds codes by %s, names beginning with them first', async (_, text, first, among) => {
    const rows = await search(text);
    expect(String(rows[0]!.TenKhongDau)).toMatch(new RegExp(`^${first}`));
    expect(rows.map((row) => row.MaICD)).toContain(among);
  });

  it.each([
    ['J18', 'J18'],
    ['j18.9', 'J18.9'],
    ['I1', 'I10'],
    ['k29', 'K29'],
  ])('finds the code first by the code %s', async (text, first) => {
    const rows = await search(text);
    expect(rows[0]!.MaICD).toBe(first);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => String(row.MaICD).toLowerCase().startsWith(text.toLowerCase()))).toBe(true);
    expect(rows.map((row) => row.MaICD)).toEqual([...rows.map((row) => String(row.MaICD))].sort());
  });

  it.each([
    ['words', 'viem phoi', /Bitmap Index Scan on "DM_ICD_words_gin"/],
    ['words of the English name', 'essential hypertension', /Bitmap Index Scan on "DM_ICD_words_gin"/],
    ['a code', 'J18.9', /Index Scan using "DM_ICD_MaICD_prefix"/],
    ['a short code', 'I1', /Index Scan using "DM_ICD_MaICD_prefix"/],
  ])('searches by %s through an index, never a scan of the 12,256 codes', async (_, searchString, index) => {
    await server.runtime.database.query('ANALYZE "DM_ICD"');
    const plans: string[] = [];
    await searchIcdRows(explaining(server.runtime.database.db, plans), 'n', { searchString });
    expect(plans).toHaveLength(1);
    expect(plans[0], plans[0]).toMatch(index);
    expect(plans[0], plans[0]).not.toMatch(/Seq Scan on "DM_ICD"/);
  });

  it('clears the mark when a Vietnamese name is saved, and keeps it when the English name is saved unchanged', async () => {
    const row = await byCode('Y40.1');
    expect(row.ChuaCoTenTiengViet).toBe(true);
    // The form sends the mark back as it was: the server decides it.
    const unchanged = await data(UPDATE, { id: row._id, input: { MaICD: 'Y40.1', TenICD: row.TenICD, ChuaCoTenTiengViet: true } });
    expect(unchanged.updateDM_ICD).toMatchObject({ ChuaCoTenTiengViet: true });
    const named = await data(UPDATE, { id: row._id, input: { MaICD: 'Y40.1', TenICD: 'Penicilin kháng penicilinase', ChuaCoTenTiengViet: true } });
    expect(named.updateDM_ICD).toMatchObject({ TenICD: 'Penicilin kháng penicilinase', TenTiengAnh: row.TenTiengAnh, ChuaCoTenTiengViet: false });
    expect(await byCode('Y40.1')).toMatchObject({ ChuaCoTenTiengViet: false });
    // Nor can a form mark a translated row.
    const j18 = await byCode('J18.9');
    const marked = await data(UPDATE, { id: j18._id, input: { MaICD: 'J18.9', TenICD: j18.TenICD, ChuaCoTenTiengViet: true } });
    expect(marked.updateDM_ICD).toMatchObject({ ChuaCoTenTiengViet: false });
  });
});
