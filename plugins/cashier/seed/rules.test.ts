// The insurance rules a database starts with: facts of the domain reference, dated, complete from their first day,
// written once and never over what settings changed; on PGlite and on PostgreSQL.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGE_MARKS_TABLE_SQL, rowsOf, type Db } from '@his/sdk/server';
import { BACKENDS, type Backend } from '../../../tests/support/backends';
import { createDatabase, startPostgres, type PostgresServer } from '../../../tests/support/postgres';
import { cashierMigrations } from '../api/migrations';
import { lowCostThreshold, RULE_KEYS, rulesInForce, type InsuranceRules } from '../rules/insurance-share';
import { dayStart, RULE_SEED, ruleSeedRows, seedInsuranceRules } from './rules';

describe('the seeded insurance rules', () => {
  it('hold every rule once, all in force from 1/7/2024', () => {
    expect(RULE_SEED.map((row) => row.MaQuyTac).sort()).toEqual([...RULE_KEYS].sort());
    expect(rulesInForce(ruleSeedRows(), dayStart('2024-07-01'))).not.toHaveProperty('missing');
  });

  it('derive the low-cost threshold from the base salary: 15% of 2,340,000 đ = 351,000 đ', () => {
    expect(lowCostThreshold(rulesInForce(ruleSeedRows(), dayStart('2026-01-01')) as InsuranceRules)).toBe(351_000);
  });

  it('mark for checking the route ratios the reference says to check, and the one it gives no number for', () => {
    expect(RULE_SEED.filter((row) => row.CanKiemTra).map((row) => row.MaQuyTac).sort()).toEqual(['DungTuyen', 'ThongTuyen', 'TraiTuyenNgoaiTru', 'TraiTuyenNoiTru']);
    expect(RULE_SEED.find((row) => row.MaQuyTac === 'TraiTuyenNgoaiTru')?.GhiChu).toMatch(/không ghi tỷ lệ/);
    for (const row of RULE_SEED) expect(row.GhiChu.length).toBeGreaterThan(0);
  });
});

let postgres: Promise<PostgresServer> | undefined;
afterAll(async () => (await postgres?.catch(() => undefined))?.stop());

async function openDatabase(backend: Backend): Promise<{ db: Db; close: () => Promise<void> }> {
  // The core's table the cashier's triggers mark first.
  const migrations = [CHANGE_MARKS_TABLE_SQL, ...cashierMigrations.map((migration) => migration.sql)].join('\n');
  if (backend === 'PGlite') {
    const client = await PGlite.create();
    await client.exec(migrations);
    return { db: drizzlePglite(client) as unknown as Db, close: () => client.close() };
  }
  postgres ??= startPostgres();
  const pool = new pg.Pool({ connectionString: await createDatabase(await postgres, 'his_cashier_rules') });
  await pool.query(migrations);
  return { db: drizzleNodePostgres(pool) as unknown as Db, close: () => pool.end() };
}

describe.each(BACKENDS)('seeding the insurance rules on %s', (backend) => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => ({ db, close } = await openDatabase(backend)));
  afterAll(async () => close?.());

  const stored = async () =>
    rowsOf<{ MaQuyTac: string; GiaTri: string | number; TuNgay: string | number; CanKiemTra: boolean }>(
      await db.execute(sql`SELECT "MaQuyTac", "GiaTri", "TuNgay", "CanKiemTra" FROM "QuyTacBHYT" ORDER BY "MaQuyTac"`),
    ).map((row) => ({ MaQuyTac: row.MaQuyTac, GiaTri: Number(row.GiaTri), TuNgay: Number(row.TuNgay), CanKiemTra: row.CanKiemTra }));

  it('writes every rule once, and the rules read back as seeded', async () => {
    expect(await seedInsuranceRules(db)).toBe(RULE_SEED.length);
    const rows = await stored();
    expect(rows).toHaveLength(RULE_SEED.length);
    const at = dayStart('2025-03-10');
    expect(rulesInForce(rows, at)).toEqual(rulesInForce(ruleSeedRows(), at));
    expect(rows.find((row) => row.MaQuyTac === 'TraiTuyenNgoaiTru')?.CanKiemTra).toBe(true);
  });

  it('seeding again writes nothing and keeps what settings changed', async () => {
    await db.execute(sql`UPDATE "QuyTacBHYT" SET "GiaTri" = 40 WHERE "MaQuyTac" = 'TraiTuyenNoiTru'`);
    expect(await seedInsuranceRules(db)).toBe(0);
    const rows = await stored();
    expect(rows).toHaveLength(RULE_SEED.length);
    expect(rows.find((row) => row.MaQuyTac === 'TraiTuyenNoiTru')?.GiaTri).toBe(40);
  });
});
