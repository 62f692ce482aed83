// How the catalogue engine's searches and pages are served on a catalogue of realistic size, read from the
// planner's own EXPLAIN on PGlite and on PostgreSQL: by the search indexes and the order index, never a scan.
import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HisServer } from '@his/server';
import { cursorRows, listRows, searchRows, rowsByCodes, type Db } from '@his/sdk/server';
import { danToc } from '../../plugins/catalogues/rules/general';
import { BACKENDS, serversOnBackends } from '../support/backends';

const ROWS = 100_000;

/** A handle that plans each query the engine sends instead of running it, and keeps the plans. */
function explaining(db: Db, plans: string[]): Db {
  return {
    execute: async (query: SQL) => {
      const result = (await db.execute(sql`EXPLAIN ${query}`)) as unknown as { rows: Record<string, string>[] };
      plans.push(result.rows.map((row) => Object.values(row)[0]).join('\n'));
      return { rows: [] };
    },
  } as unknown as Db;
}

const startServer = serversOnBackends({ withPlugins: true });

describe.each(BACKENDS)('catalogue search plans on %s', (backend) => {
  let server: HisServer;

  beforeAll(async () => {
    server = await startServer(backend);
    // Names from Vietnamese syllables, so trigrams and words spread as in a real catalogue.
    await server.runtime.database.query(`
      INSERT INTO "DM_DanToc" (_id, "MaDanToc", "TenDanToc", "TenKhongDau", "TuKhoaKhongDau")
      SELECT 'pl' || lpad(i::text, 22, '0'), 'P' || lpad(i::text, 6, '0'), n, n, ''
      FROM (SELECT i, (ARRAY['kham','chup','sieu','xet','do','noi','soi','dinh','tiem','rua'])[1 + i % 10] || ' ' ||
        (ARRAY['bung','nguc','mau','tim','gan','than','phoi','da','mat','tai','mui','hong','xuong'])[1 + (i / 10) % 13] || ' ' ||
        (ARRAY['trai','phai','tong','quat','lan','mot','hai','ba','bon','nam','sau'])[1 + (i / 130) % 11] || ' ' || (i % 997)::text AS n
        FROM generate_series(1, ${ROWS}) AS i) AS generated`);
    await server.runtime.database.query('ANALYZE "DM_DanToc"');
  }, 300_000);

  async function plansOf(read: (db: Db) => Promise<unknown>): Promise<string[]> {
    const plans: string[] = [];
    await read(explaining(server.runtime.database.db, plans));
    return plans;
  }

  const cursorAt = (code: string) => Buffer.from(JSON.stringify([code, 'pl'])).toString('base64url');
  const noScan = (plan: string) => expect(plan, plan).not.toMatch(/Seq Scan on "DM_DanToc"|Index Scan using "DM_DanToc_MaDanToc_order"[^\n]*\n\s*Filter:[^\n]*to_tsvector/);

  it.each([
    ['two syllables, without their accents typed', 'siêu phổi'],
    ['one syllable', 'tiêm'],
    ['digits, in a code or a name', '0123'],
  ])('finds a picker\'s rows by %s through the words and code trigram indexes', async (_, searchString) => {
    const plans = await plansOf((db) => searchRows(db, danToc, 'n', { searchString }));
    const ranked = plans.at(-1)!;
    expect(ranked).toMatch(/Bitmap Index Scan on "DM_DanToc_words_gin"/);
    expect(ranked).toMatch(/Bitmap Index Scan on "DM_DanToc_MaDanToc_trgm"/);
    plans.forEach(noScan);
  });

  it('pages a searched list from the search indexes, not by walking the order index', async () => {
    for (const read of [(db: Db) => listRows(db, danToc, 'n', { searchString: 'siêu phổi', page: 3 }), (db: Db) => cursorRows(db, danToc, 'n', { searchString: 'siêu phổi', after: cursorAt('P050000') })]) {
      const plans = await plansOf(read);
      expect(plans.at(-1)).toMatch(/Bitmap Index Scan on "DM_DanToc_words_gin"/);
      plans.forEach(noScan);
    }
  });

  it('seeks a keyset page in the order index, with no sort and no scan', async () => {
    const [plan] = await plansOf((db) => cursorRows(db, danToc, 'n', { after: cursorAt('P090000'), limit: 50 }));
    expect(plan).toMatch(/Index Scan using "DM_DanToc_MaDanToc_order"[^\n]*\n\s*Index Cond: \(ROW/);
    expect(plan).not.toMatch(/Sort|Seq Scan/);
  });

  it('reads many codes through the code\'s unique index', async () => {
    const [plan] = await plansOf((db) => rowsByCodes(db, danToc, 'n', Array.from({ length: 2_000 }, (_, index) => `P${String(index * 37).padStart(6, '0')}`)));
    expect(plan).toMatch(/Index Scan using "DM_DanToc_MaDanToc_key"[^\n]*\n\s*Index Cond: \("MaDanToc" = ANY/);
    noScan(plan!);
  });
});
