// Cashiers at once on one receipt book (issue 16): 50 concurrent cashiers creating 100 receipts each on PostgreSQL, 10
// on PGlite; every receipt collects the line of its own visit through the API. The numbers are unique and gap-free,
// each receipt is worth its lines, the book's next number follows the last, and the money movements add up.
import { afterAll, describe, expect, it } from 'vitest';
import type { HisServer } from '@his/server';
import { BACKENDS, type Backend } from '../support/backends';
import { cashMethodId, CREATE_RECEIPT as CREATE, sharedReceiptBook, signInAtCS01, visitsToCollect } from '../support/cashier-receipts';
import { createDatabase, startPostgres, type PostgresServer } from '../support/postgres';
import { gql, startVariantServer } from '../support/server';

const CASHIERS: Record<Backend, number> = { PostgreSQL: 50, PGlite: 10 };
const RECEIPTS_EACH = 100;

let postgres: Promise<PostgresServer> | undefined;
afterAll(async () => (await postgres?.catch(() => undefined))?.stop());

async function serverOn(backend: Backend): Promise<HisServer> {
  if (backend === 'PGlite') return startVariantServer();
  const url = await createDatabase(await (postgres ??= startPostgres()), 'cashier_concurrency');
  // A connection for each cashier, so that all of them are in a transaction at once.
  return startVariantServer({ url, poolSize: CASHIERS.PostgreSQL + 4 });
}

describe.each(BACKENDS)('concurrent cashiers on %s', (backend) => {
  let server: HisServer;
  afterAll(async () => server?.close());

  it(`gives ${CASHIERS[backend]} cashiers × ${RECEIPTS_EACH} receipts on one book unique, gap-free numbers, each worth its lines`, async () => {
    server = await serverOn(backend);
    const database = server.runtime.database;
    const one = async <T>(query: string, params: unknown[] = []) => (await database.query<T>(query, params))[0]!;
    const cashier = await signInAtCS01(server, 'thungan', 'Thungan@123');
    const admin = await signInAtCS01(server, 'admin', 'Admin@123');
    const total = CASHIERS[backend] * RECEIPTS_EACH;

    // One visit per receipt, each with one lab test waiting to be paid, made in SQL: the API's own receiving is tested elsewhere.
    await visitsToCollect(database, cashier.node!, total);
    const cash = await cashMethodId(database);
    const book = await sharedReceiptBook(server, admin, cashier.userId);

    const started = performance.now();
    const failures: unknown[] = [];
    await Promise.all(Array.from({ length: CASHIERS[backend] }, async (_, cashierIndex) => {
      for (let n = 0; n < RECEIPTS_EACH; n++) {
        const i = cashierIndex * RECEIPTS_EACH + n + 1;
        const result = await gql(server, '/graphqlhis', CREATE, { input: { TiepNhan_Id: `cc-tn-${i}`, ChiTiet_Ids: [`cc-ct-${i}`], HinhThucThanhToan_Id: cash, QuyenBienLai_Id: book._id } }, cashier);
        if (result.errors) failures.push(result.errors);
        else expect(result.data.createBienLai_ByVienPhi.GiaTriBienLai).toBe(20_000 + i);
      }
    }));
    const seconds = (performance.now() - started) / 1000;
    expect(failures).toEqual([]);

    const receipts = await database.query<{ SoBienLai: number; GiaTriBienLai: number; lines: number; moved: number }>(`
      SELECT r."SoBienLai", r."GiaTriBienLai"::float8 AS "GiaTriBienLai",
        (SELECT coalesce(sum(c."BenhNhanTTSauGiamGia"), 0) FROM "VienPhi_ChiTiet" c JOIN "VienPhi_GiaoDich" g ON g._id = c."GiaoDich_Id" WHERE g."BienLai_Id" = r._id)::float8 AS lines,
        (SELECT coalesce(sum(g."SoTien"), 0) FROM "VienPhi_GiaoDich" g WHERE g."BienLai_Id" = r._id)::float8 AS moved
      FROM "BienLai" r WHERE r."QuyenBienLai_Id" = $1 ORDER BY r."SoBienLai"`, [book._id]);
    expect(receipts).toHaveLength(total);
    expect(receipts.map((receipt) => receipt.SoBienLai)).toEqual(Array.from({ length: total }, (_, index) => index + 1));
    expect(receipts.filter((receipt) => receipt.GiaTriBienLai !== receipt.lines || receipt.moved !== receipt.lines)).toEqual([]);
    const sums = await one<{ receipts: number; lines: number; expected: number; paid: number }>(`
      SELECT (SELECT sum("GiaTriBienLai") FROM "BienLai" WHERE "QuyenBienLai_Id" = $1)::float8 AS receipts,
        (SELECT sum("BenhNhanTTSauGiamGia") FROM "VienPhi_ChiTiet" WHERE "Nguon_Id" LIKE 'cc-ct-%' AND "TrangThai" = 'HieuLuc')::float8 AS lines,
        (SELECT sum("DonGia") FROM "DichVuYeuCau_ChiTiet" WHERE _id LIKE 'cc-ct-%')::float8 AS expected,
        (SELECT count(*) FROM "DichVuYeuCau_ChiTiet" WHERE _id LIKE 'cc-ct-%' AND "DaThuTien")::int AS paid`, [book._id]);
    expect(sums).toEqual({ receipts: sums.expected, lines: sums.expected, expected: sums.expected, paid: total });
    const next = await one<{ nextNumber: number; currentNumber: number }>(`
      SELECT b."nextNumber", u."currentNumber" FROM his_number_books b JOIN his_number_book_users u ON u."book_Id" = b._id WHERE b._id = $1`, [book._id]);
    expect(next).toEqual({ nextNumber: total + 1, currentNumber: total });
    console.info(`${backend}: ${total} receipts by ${CASHIERS[backend]} cashiers in ${seconds.toFixed(1)} s (${Math.round(total / seconds)} a second)`);
  }, 300_000);
});
