// Prints cashier numbers (never asserted), on the embedded database and on PostgreSQL (issue 16's benchmarks): the
// cashier's list (loadBenhNhanFromTransaction) of a day with 5,000 outpatient visits, each of its four lists and two
// searches, as the cashier asks for it over HTTP (target ≤ 100 ms on PostgreSQL); then receipts taken at once by 50
// cashiers on PostgreSQL and 10 on PGlite, each collecting its own visits on one shared receipt book.
import { loadavg } from 'node:os';
import { print } from 'graphql';
import { DEMO_ADMIN, startHisServer, type DatabaseOptions, type HisServer } from '@his/server';
import { variantById } from '@his/variants';
import { loadServerPlugins } from '../../cli/src/server-plugins';
import { DANH_SACH } from '../../plugins/cashier/api/cashier-list';
import { CashierListDocument } from '../../plugins/cashier/generated/graphql';
import { cashMethodId, CREATE_RECEIPT, sharedReceiptBook, signInAtCS01, visitsToCollect, visitToCollect } from '../support/cashier-receipts';
import type { Caller } from '../support/server';
import { seedCashierDay, type SeededDay } from './cashier-day';
import { apiCall, onEachDatabase, percentile, timed } from './measure';

// HIS_BENCH_SCALE=0.1 gives a quick run of the same steps on 500 visits and a tenth of the receipts.
const SCALE = Number(process.env.HIS_BENCH_SCALE ?? 1);
const VISITS = Math.round(5_000 * SCALE);
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Timed calls of each list, after one call that is shown apart: the first after seeding reads the day into the list
 * kept in memory (and warms caches and plans).
 */
const RUNS = 10;
const CASHIERS = { pglite: 10, postgres: 50 };
const RECEIPTS_EACH = Math.max(1, Math.round(20 * SCALE));
/** Rounds of all the cashiers' receipts, each on fresh visits: the receipts a second of each is one sample. */
const ROUNDS = 5;

/** The list as the cashier screen asks for it. */
const LIST = print(CashierListDocument);
const BILL = `query ($patient: ID!, $visit: ID) { loadDataByOnSelectBenhNhan(BenhNhan_Id: $patient, TiepNhan_Id: $visit) {
  ChiTiets { _id DaThuTien } TongHop { TongTien BHChiTra BenhNhanTT MienGiam DaThu TamUng ConLai } } }`;

/** min, median, p95 and max of the samples (sorted in place), with the load average of the 2 shared cores. */
function summary(samples: number[], unit = 'ms'): string {
  samples.sort((a, b) => a - b);
  const load = loadavg().map((value) => value.toFixed(2)).join(' ');
  const at = (p: number) => percentile(samples, p).toFixed(1);
  return `min ${samples[0]!.toFixed(1)}, median ${at(50)}, p95 ${at(95)}, max ${samples.at(-1)!.toFixed(1)} ${unit} (load ${load})`;
}

/** One list as the screen asks for it: the body's size, then each call from request to answer. */
async function listLine(server: HisServer, cashier: Caller, day: SeededDay, label: string, variables: Record<string, unknown>): Promise<void> {
  const asked = { startDate: day.dayStart, endDate: day.dayStart + DAY_MS - 1, ...variables };
  const [first, firstMs] = await timed(() => apiCall(server, cashier, LIST, asked));
  const rows = first.loadBenhNhanFromTransaction.length as number;
  const kb = JSON.stringify(first).length / 1024;
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run++) samples.push((await timed(() => apiCall(server, cashier, LIST, asked)))[1]);
  console.log(`  ${label.padEnd(36)} ${String(rows).padStart(5)} rows, ${kb.toFixed(0).padStart(4)} KB; first ${firstMs.toFixed(0)} ms, then ${RUNS} runs: ${summary(samples)}`);
}

/**
 * The list as a cashier sees it after someone wrote to a visit of the day (a priority flag set and cleared outside the
 * API, as any write marks its visit): the list reads the marks and works that visit out again.
 */
async function listAfterWriteLine(server: HisServer, cashier: Caller, day: SeededDay, visitId: string): Promise<void> {
  const asked = { danhSach: 'ChoThanhToan', startDate: day.dayStart, endDate: day.dayStart + DAY_MS - 1 };
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await server.runtime.database.query(`UPDATE "TiepNhan" SET "UuTien" = NOT "UuTien" WHERE _id = $1`, [visitId]);
    samples.push((await timed(() => apiCall(server, cashier, LIST, asked)))[1]);
  }
  console.log(`  ${'list ChoThanhToan after a visit written'.padEnd(36)} ${RUNS} runs: ${summary(samples)}`);
}

/** A bill read back through the API: not checked here, only shown, so that a wrong seed is seen. */
async function billLine(server: HisServer, cashier: Caller, label: string, sample: { visit: string; patient: string } | undefined): Promise<void> {
  if (!sample) return;
  const bill = (await apiCall(server, cashier, BILL, { patient: sample.patient, visit: sample.visit })).loadDataByOnSelectBenhNhan;
  const paid = (bill.ChiTiets as { DaThuTien: boolean }[]).filter((line) => line.DaThuTien).length;
  const totals = Object.entries(bill.TongHop as Record<string, number>).map(([key, value]) => `${key} ${value.toLocaleString('en')}`).join(', ');
  console.log(`  bill of ${label}: ${bill.ChiTiets.length} lines (${paid} collected); ${totals} đ`);
}

/**
 * Rounds of every cashier taking RECEIPTS_EACH receipts one after another, all at once, on one book: receipts a second of
 * each round, and each receipt from request to answer.
 */
async function receiptLines(server: HisServer, cashier: Caller & { userId: string }, admin: Caller, cashiers: number): Promise<void> {
  const database = server.runtime.database;
  const perRound = cashiers * RECEIPTS_EACH;
  await visitsToCollect(database, cashier.node!, perRound * ROUNDS, 'rb');
  const cash = await cashMethodId(database);
  const book = await sharedReceiptBook(server, admin, cashier.userId, 'RB');
  const latencies: number[] = [];
  const rates: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    await Promise.all(Array.from({ length: cashiers }, async (_, index) => {
      for (let n = 1; n <= RECEIPTS_EACH; n++) {
        const { visit, line } = visitToCollect('rb', round * perRound + index * RECEIPTS_EACH + n);
        const input = { TiepNhan_Id: visit, ChiTiet_Ids: [line], HinhThucThanhToan_Id: cash, QuyenBienLai_Id: book._id };
        latencies.push((await timed(() => apiCall(server, cashier, CREATE_RECEIPT, { input })))[1]);
      }
    }));
    rates.push(perRound / ((performance.now() - started) / 1000));
  }
  const [written] = await database.query<{ numbers: number; next: number }>(`SELECT (SELECT count(DISTINCT "SoBienLai") FROM "BienLai" WHERE "QuyenBienLai_Id" = $1)::int AS numbers,
    (SELECT "nextNumber" FROM his_number_books WHERE _id = $1) AS next`, [book._id]);
  console.log(`  ${cashiers} cashiers × ${RECEIPTS_EACH} receipts on one book, ${ROUNDS} rounds (${written!.numbers} distinct numbers, next ${written!.next}):`);
  console.log(`    receipts a second, per round: ${summary(rates, 'a second')}`);
  console.log(`    each receipt, ${latencies.length} of them: ${summary(latencies)}`);
}

async function measure(title: string, database: DatabaseOptions, cashiers: number): Promise<void> {
  console.log(title);
  const variant = variantById('hospital');
  // A connection for each cashier, so that all of them can be in a transaction at once.
  const options = 'url' in database ? { ...database, poolSize: cashiers + 4 } : database;
  const server = await startHisServer({ variant, plugins: await loadServerPlugins(variant), database: options, demo: true, adminPassword: DEMO_ADMIN.password });
  try {
    const cashier = await signInAtCS01(server, 'thungan', 'Thungan@123');
    const admin = await signInAtCS01(server, 'admin', 'Admin@123');
    const day = await seedCashierDay(server, cashier, admin, VISITS);
    console.log(`  seed of the day (patients, visits, orders, exams, receipts, tickets in SQL batches, then VACUUM ANALYZE): ${(day.ms / 1000).toFixed(1)} s; `
      + `${day.visits.toLocaleString('en')} visits, ${day.lines.toLocaleString('en')} service lines, ${day.receipts.toLocaleString('en')} receipts, ${day.tickets.toLocaleString('en')} counter tickets`);
    await billLine(server, cashier, 'an insured visit, all paid', day.sample.insuredPaid);
    await billLine(server, cashier, 'a fee-paying visit, waiting', day.sample.waiting);
    for (const danhSach of DANH_SACH) await listLine(server, cashier, day, `list ${danhSach}`, { danhSach });
    if (day.sample.waiting) await listAfterWriteLine(server, cashier, day, day.sample.waiting.visit);
    await listLine(server, cashier, day, `search DaKham "${day.search.name}"`, { danhSach: 'DaKham', searchString: day.search.name });
    await listLine(server, cashier, day, `search DaKham "${day.search.code}"`, { danhSach: 'DaKham', searchString: day.search.code });
    await receiptLines(server, cashier, admin, cashiers);
  } finally {
    await server.close();
  }
}

process.env.HIS_LOG ??= 'silent';
await onEachDatabase('cashier', {
  pglite: `Cashier on PGlite (embedded, data folder), a day of ${VISITS.toLocaleString('en')} visits`,
  postgres: `Cashier on PostgreSQL 15 (local server), a day of ${VISITS.toLocaleString('en')} visits`,
}, (title, database) => measure(title, database, 'url' in database ? CASHIERS.postgres : CASHIERS.pglite));
