// The numbering service under load, on both databases: many allocators at once get unique numbers with no gaps,
// a rolled-back write gives its number back, and a numbered book refuses once used up.
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, prepareDatabase, type Database } from '@his/server';
import { variantById } from '@his/variants';
import {
  allocateBookNumber, allocateSeriesNumber, allocateSeriesRange, assignNumberBook, createNumberBook, defineNumberSeries, HisError,
} from '@his/sdk/server';
import { BACKENDS, type Backend } from '../support/backends';
import { createDatabase, startPostgres, type PostgresServer } from '../support/postgres';

// The load: 50 allocators on PostgreSQL (one pooled connection each), 10 on the single-connection PGlite.
const ALLOCATORS: Record<Backend, number> = { PostgreSQL: 50, PGlite: 10 };
const COMMITTED_EACH = 100;
// Every eleventh write fails after taking its number, so each allocator also rolls back 10 numbers.
const ROLLED_BACK_EACH = 10;

let postgres: Promise<PostgresServer> | undefined;
afterAll(async () => (await postgres?.catch(() => undefined))?.stop());

async function preparedDatabase(backend: Backend, name: string): Promise<Database> {
  const database = backend === 'PGlite'
    ? await openDatabase({})
    : await openDatabase({ url: await createDatabase(await (postgres ??= startPostgres()), name), poolSize: ALLOCATORS.PostgreSQL + 2 });
  await prepareDatabase(database, variantById('hospital'), [], { adminPassword: 'Admin@123' });
  await database.query('CREATE TABLE numbering_probe (code text PRIMARY KEY, number integer NOT NULL)');
  return database;
}

async function facilityAndAdmin(database: Database) {
  const [facility] = await database.query<{ _id: string }>(`SELECT _id FROM his_nodes WHERE category = 'HOSPITAL' ORDER BY "createdAt" LIMIT 1`);
  const [admin] = await database.query<{ _id: string }>(`SELECT _id FROM his_users WHERE username = 'admin'`);
  return { facilityId: facility!._id, adminId: admin!._id };
}

class PlannedFailure extends Error {}

/** Runs `write` in `count` transactions one after another, failing every eleventh after its work. */
async function allocator(database: Database, count: number, write: (tx: Database['db']) => Promise<void>) {
  for (let i = 0; i < count; i++) {
    const failing = i % 11 === 10;
    await database.db.transaction(async (tx) => {
      await write(tx as unknown as Database['db']);
      if (failing) throw new PlannedFailure();
    }).catch((error: unknown) => {
      if (!(error instanceof PlannedFailure)) throw error;
    });
  }
}

function isSequence(numbers: number[], first: number, last: number): boolean {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted.length === last - first + 1 && sorted.every((number, index) => number === first + index);
}

describe.each(BACKENDS)('numbering on %s', (backend) => {
  const allocators = ALLOCATORS[backend];
  let database: Database;
  afterAll(async () => database?.close());

  it(`gives ${allocators} allocators × ${COMMITTED_EACH} committed writes unique, gap-free codes of a series`, async () => {
    database = await preparedDatabase(backend, 'numbering_series');
    const { facilityId } = await facilityAndAdmin(database);
    const series = defineNumberSeries({ name: 'test.patientCode', prefix: 'BN', yearDigits: 2, padding: 6, reset: 'yearly' });
    const at = Date.UTC(2026, 5, 1);
    await Promise.all(Array.from({ length: allocators }, () => allocator(database, COMMITTED_EACH + ROLLED_BACK_EACH, async (tx) => {
      const { number, code } = await allocateSeriesNumber(tx, series, facilityId, at);
      await tx.execute(sql`INSERT INTO numbering_probe (code, number) VALUES (${code}, ${number})`);
    })));
    const rows = await database.query<{ code: string; number: number }>('SELECT code, number FROM numbering_probe');
    const total = allocators * COMMITTED_EACH;
    expect(rows).toHaveLength(total);
    expect(isSequence(rows.map((row) => Number(row.number)), 1, total)).toBe(true);
    expect(rows.find((row) => Number(row.number) === 1)?.code).toBe('BN26000001');
  });

  it('gives ranges taken in one step, among single allocations at once, unique gap-free codes, each range unbroken', async () => {
    await database.query('TRUNCATE numbering_probe');
    const { facilityId } = await facilityAndAdmin(database);
    const series = defineNumberSeries({ name: 'test.importCode', yearDigits: 2, padding: 6, reset: 'yearly' });
    const at = Date.UTC(2026, 5, 1);
    const ranges: number[][] = [];
    // Half the allocators import files of 1 to 40 rows, half save one patient at a time; every eleventh write rolls back.
    await Promise.all(Array.from({ length: allocators }, (_, index) => allocator(database, 20 + 2, async (tx) => {
      const taken = index % 2 === 0 ? await allocateSeriesRange(tx, series, facilityId, 1 + ((index * 7) % 40), at) : [await allocateSeriesNumber(tx, series, facilityId, at)];
      for (const { code, number } of taken) await tx.execute(sql`INSERT INTO numbering_probe (code, number) VALUES (${code}, ${number})`);
      ranges.push(taken.map((each) => each.number));
    })));
    const numbers = (await database.query<{ number: number }>('SELECT number FROM numbering_probe')).map((row) => Number(row.number));
    expect(isSequence(numbers, 1, numbers.length)).toBe(true);
    expect(ranges.every((range) => range.every((number, position) => number === range[0]! + position))).toBe(true);
    expect((await database.db.transaction((tx) => allocateSeriesRange(tx as unknown as Database['db'], series, facilityId, 0, at)))).toEqual([]);
    const [next] = await database.db.transaction((tx) => allocateSeriesRange(tx as unknown as Database['db'], series, facilityId, 2, at));
    expect(next).toEqual({ number: numbers.length + 1, code: `26${String(numbers.length + 1).padStart(6, '0')}` });
  });

  it('hands out each number of a shared book once, in order, then refuses with the book used up', async () => {
    const { facilityId, adminId } = await facilityAndAdmin(database);
    await database.query('TRUNCATE numbering_probe');
    const bookId = await database.db.transaction(async (tx) => {
      const id = await createNumberBook(tx as unknown as Database['db'], { facilityId, kind: 'test.receipt', symbol: 'BL/26E', minNumber: 101, maxNumber: 400 });
      await assignNumberBook(tx as unknown as Database['db'], id, adminId);
      return id;
    });
    const refusals: string[] = [];
    // More writes than the book holds: the last ones must be refused, not numbered past the end.
    const perAllocator = Math.ceil(360 / allocators);
    await Promise.all(Array.from({ length: allocators }, () => allocator(database, perAllocator, async (tx) => {
      try {
        const { number } = await allocateBookNumber(tx, bookId, adminId, facilityId);
        await tx.execute(sql`INSERT INTO numbering_probe (code, number) VALUES (${'BL' + number}, ${number})`);
      } catch (error) {
        if (!(error instanceof HisError)) throw error;
        refusals.push(String(error.extensions.messageKey));
      }
    })));
    const numbers = (await database.query<{ number: number }>('SELECT number FROM numbering_probe')).map((row) => Number(row.number));
    expect(isSequence(numbers, 101, 400)).toBe(true);
    expect(refusals.length).toBeGreaterThan(0);
    expect(new Set(refusals)).toEqual(new Set(['numbering.bookUsedUp']));
    const [assignment] = await database.query<{ currentNumber: number }>(`SELECT "currentNumber" FROM his_number_book_users WHERE "book_Id" = $1`, [bookId]);
    expect(Number(assignment!.currentNumber)).toBe(400);
  });

  it('refuses a book to a user it is not assigned to and outside its facility, naming the book', async () => {
    const { facilityId, adminId } = await facilityAndAdmin(database);
    const refusal = async (userId: string, facility: string) => database.db.transaction(async (tx) => {
      const db = tx as unknown as Database['db'];
      const bookId = await createNumberBook(db, { facilityId, kind: 'test.receipt', symbol: 'BL/26F', minNumber: 1, maxNumber: 50 });
      await assignNumberBook(db, bookId, adminId);
      return allocateBookNumber(db, bookId, userId, facility).then(() => null, (error: HisError) => ({ key: error.extensions.messageKey, params: error.extensions.params }));
    });
    expect(await refusal('someone-else', facilityId)).toEqual({ key: 'numbering.bookNotAssigned', params: { symbol: 'BL/26F', min: 1, max: 50 } });
    expect((await refusal(adminId, 'another-facility'))?.key).toBe('numbering.bookNotFound');
  });

  it('starts a yearly series again on 1 January, Vietnam time, and keeps a never-resetting one counting', async () => {
    const { facilityId } = await facilityAndAdmin(database);
    const yearly = defineNumberSeries({ name: 'test.visit', prefix: 'TN', yearDigits: 4, padding: 4, reset: 'yearly' });
    const lasting = defineNumberSeries({ name: 'test.record', prefix: 'HS', padding: 3 });
    // 31 Dec 2026 23:30 in Vietnam is 16:30 UTC; 1 Jan 2027 00:30 in Vietnam is 17:30 UTC the day before.
    const lastOf2026 = Date.UTC(2026, 11, 31, 16, 30);
    const firstOf2027 = Date.UTC(2026, 11, 31, 17, 30);
    const codes = await database.db.transaction(async (tx) => {
      const db = tx as unknown as Database['db'];
      const result: string[] = [];
      for (const at of [lastOf2026, lastOf2026, firstOf2027]) result.push((await allocateSeriesNumber(db, yearly, facilityId, at)).code);
      for (const at of [lastOf2026, firstOf2027]) result.push((await allocateSeriesNumber(db, lasting, facilityId, at)).code);
      return result;
    });
    expect(codes).toEqual(['TN20260001', 'TN20260002', 'TN20270001', 'HS001', 'HS002']);
  });
});
