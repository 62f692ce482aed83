// Catalogue lists at scale through the API, on PGlite and on PostgreSQL: keyset pages that walk a catalogue while
// rows are added, the by-codes read an import resolves its codes with, and their refusals.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, type HisServer } from '@his/server';
import { CATALOGUE_LIMITS } from '@his/sdk';
import { BACKENDS, serversOnBackends } from '../support/backends';
import { login, mainService, type Caller } from '../support/server';

const PAGE = `query ($after: String, $limit: Int, $hasTamNgung: Boolean) {
  getDM_DanTocCursor(after: $after, limit: $limit, hasTamNgung: $hasTamNgung) { endCursor hasMore items { _id MaDanToc TamNgung } } }`;
const BY_CODES = 'query ($codes: [String!]!) { getDM_DanTocByCodes(codes: $codes) { _id MaDanToc TamNgung } }';
const CREATE = 'mutation ($input: DM_DanTocInput!) { createDM_DanToc(input: $input) { _id } }';

interface Row {
  _id: string;
  MaDanToc: string;
  TamNgung: boolean;
}
interface Page {
  endCursor: string | null;
  hasMore: boolean;
  items: Row[];
}

/** The list's order: code by its bytes (C collation), then id. */
const before = (a: Row, b: Row) => (a.MaDanToc === b.MaDanToc ? a._id < b._id : Buffer.from(a.MaDanToc) < Buffer.from(b.MaDanToc));

const startServer = serversOnBackends({ withPlugins: true });

describe.each(BACKENDS)('catalogue lists at scale on %s', (backend) => {
  let server: HisServer;
  let admin: Caller;
  const api = mainService(() => server);

  beforeAll(async () => {
    server = await startServer(backend);
    admin = { token: (await login(server, DEMO_ADMIN.username, DEMO_ADMIN.password)).token };
    // 400 rows beside the demo ones, every tenth suspended; codes share a prefix so inserts land between them.
    await server.runtime.database.query(`
      INSERT INTO "DM_DanToc" (_id, "MaDanToc", "TenDanToc", "TenKhongDau", "TamNgung")
      SELECT 'ks' || lpad(i::text, 22, '0'), 'KS' || lpad((i * 2)::text, 4, '0'), 'Dân tộc ' || i, 'dan toc ' || i, i % 10 = 0
      FROM generate_series(1, 400) AS i`);
  });

  it('walks every row once, in order, while rows are added ahead of and behind the cursor', async () => {
    const existing = await server.runtime.database.query<{ _id: string }>('SELECT _id FROM "DM_DanToc"');
    const seen: Row[] = [];
    let after: string | null = null;
    let added = 0;
    for (let pages = 0; pages < 100; pages++) {
      // Each page is read while two rows are created: one with an odd code between seeded ones, one at the end.
      const odd = `KS${String(added * 2 + 1).padStart(4, '0')}`;
      const [page]: [Page, ...unknown[]] = await Promise.all([
        api.data<{ getDM_DanTocCursor: Page }>(admin, PAGE, { after, limit: 37, hasTamNgung: true }).then((data) => data.getDM_DanTocCursor),
        api.data(admin, CREATE, { input: { MaDanToc: odd, TenDanToc: `Thêm ${odd}` } }),
        api.data(admin, CREATE, { input: { MaDanToc: `ZZ${String(added).padStart(4, '0')}`, TenDanToc: `Cuối ${added}` } }),
      ]);
      added++;
      seen.push(...page.items);
      expect(page.items.length).toBeLessThanOrEqual(37);
      if (!page.hasMore) break;
      expect(page.endCursor).toBeTypeOf('string');
      after = page.endCursor;
    }
    const ids = seen.map((row) => row._id);
    expect(new Set(ids).size, 'no row twice').toBe(ids.length);
    const seenIds = new Set(ids);
    expect(existing.filter((row) => !seenIds.has(row._id)), 'no row that was there before the walk is skipped').toEqual([]);
    expect(seen.every((row, index) => index === 0 || before(seen[index - 1]!, row)), 'in code order').toBe(true);
    // Rows added at the end while walking are reached by the walk.
    expect(seen.some((row) => row.MaDanToc.startsWith('ZZ'))).toBe(true);
  });

  it('leaves suspended rows out unless asked, and ends with hasMore false', async () => {
    const rows: Row[] = [];
    let after: string | null = null;
    for (;;) {
      const page: Page = (await api.data<{ getDM_DanTocCursor: Page }>(admin, PAGE, { after, limit: CATALOGUE_LIMITS.listMax })).getDM_DanTocCursor;
      rows.push(...page.items);
      if (!page.hasMore) break;
      after = page.endCursor;
    }
    expect(rows.some((row) => row.TamNgung)).toBe(false);
    const [count] = await server.runtime.database.query<{ active: number }>('SELECT count(*)::int AS active FROM "DM_DanToc" WHERE NOT "TamNgung"');
    expect(rows.length).toBe(count!.active);
  });

  it('pages a search by keyset in the order the offset list gives it', async () => {
    const LIST = 'query ($s: String) { getDM_DanToc(searchString: $s, limit: 500, hasTamNgung: true) { total items { _id } } }';
    const SEARCH_PAGE = `query ($after: String, $s: String) {
      getDM_DanTocCursor(after: $after, limit: 7, searchString: $s, hasTamNgung: true) { endCursor hasMore items { _id } } }`;
    const listed = (await api.data(admin, LIST, { s: 'dân tộc 1' })).getDM_DanToc as { total: number; items: { _id: string }[] };
    const paged: string[] = [];
    for (let after: string | null = null, more = true; more; ) {
      const page = (await api.data(admin, SEARCH_PAGE, { after, s: 'dân tộc 1' })).getDM_DanTocCursor as Page;
      paged.push(...page.items.map((row) => row._id));
      after = page.endCursor;
      more = page.hasMore;
    }
    expect(listed.total).toBeGreaterThan(100);
    expect(paged).toEqual(listed.items.map((row) => row._id));
  });

  it.each([
    ['not base64url', 'không phải con trỏ!'],
    ['base64url of no JSON', Buffer.from('KS0002|ks1').toString('base64url')],
    ['base64url of JSON of another shape', Buffer.from(JSON.stringify({ code: 'KS0002', id: 'ks1' })).toString('base64url')],
    ['a cursor cut short', 'WyJLUzAwMDIiLCJrczAwMDAw'],
  ])('refuses a malformed cursor (%s), naming the argument', async (_, after) => {
    const refusal = await api.refusal(admin, PAGE, { after });
    expect(refusal.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'catalogue.cursorInvalid', field: 'after' });
    expect(refusal.message).toBe('after: Con trỏ trang không hợp lệ: hãy tải lại danh sách từ trang đầu');
  });

  it('reads exactly the known codes, suspended ones too, in one call', async () => {
    const codes = ['KS0004', ' KS0020 ', 'KS0800', 'KHONG-CO', 'KS0004'];
    const rows = (await api.data<{ getDM_DanTocByCodes: Row[] }>(admin, BY_CODES, { codes })).getDM_DanTocByCodes;
    expect(rows.map((row) => [row.MaDanToc, row.TamNgung])).toEqual([
      ['KS0004', false],
      ['KS0020', true],
      ['KS0800', true],
    ]);
  });

  it('refuses more codes than one read takes, and a code longer than the field', async () => {
    const many = Array.from({ length: CATALOGUE_LIMITS.byCodesMax + 1 }, (_, index) => `C${index}`);
    expect((await api.refusal(admin, BY_CODES, { codes: many })).extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'catalogue.tooManyCodes', field: 'codes', params: { max: CATALOGUE_LIMITS.byCodesMax } });
    expect((await api.refusal(admin, BY_CODES, { codes: ['KS0004', 'X'.repeat(11)] })).extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'validation.maxLength', field: 'codes' });
    // The full list is taken.
    expect((await api.data<{ getDM_DanTocByCodes: Row[] }>(admin, BY_CODES, { codes: many.slice(2).concat('KS0004') })).getDM_DanTocByCodes).toHaveLength(1);
  });
});
