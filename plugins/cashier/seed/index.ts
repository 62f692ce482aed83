// The cashier's seed. Reference: the four payment methods of spec §4 (cash the default) and the dated insurance rules.
// Demo: in each facility one receipt book of each kind (payments, advances, refunds) written from by the demo cashier,
// so that thungan can take money on the first day. Seeding again adds nothing twice.
import { sql } from 'drizzle-orm';
import { assignNumberBook, createNumberBook, newId, rowsOf, type Db, type SeedContext } from '@his/sdk/server';
import { BOOK_KINDS, type MaLoaiQuyenBienLai } from '../api/receipt-reads';
import { seedInsuranceRules } from './rules';

export const PAYMENT_METHODS = [
  { MaHinhThucThanhToan: 'TienMat', TenHinhThucThanhToan: 'Tiền mặt', MacDinh: true },
  { MaHinhThucThanhToan: 'ChuyenKhoan', TenHinhThucThanhToan: 'Chuyển khoản', MacDinh: false },
  { MaHinhThucThanhToan: 'QuetThe', TenHinhThucThanhToan: 'Quẹt thẻ', MacDinh: false },
  { MaHinhThucThanhToan: 'Khac', TenHinhThucThanhToan: 'Khác', MacDinh: false },
] as const;

/** The demo books: the symbol printed on each page says the kind, a range of numbers for a few years of practice. */
const DEMO_BOOKS: Record<MaLoaiQuyenBienLai, { symbol: string; series: string }> = {
  ThuTien: { symbol: 'BL', series: '26T' },
  TamUng: { symbol: 'TU', series: '26T' },
  HoanUng: { symbol: 'HU', series: '26T' },
};
const DEMO_RANGE = { minNumber: 1, maxNumber: 9_999_999 };
export const DEMO_CASHIER = 'thungan';

async function seedPaymentMethods(tx: Db): Promise<number> {
  let written = 0;
  for (const method of PAYMENT_METHODS) {
    const inserted = rowsOf(await tx.execute(sql`
      INSERT INTO "DM_HinhThucThanhToan" (_id, "MaHinhThucThanhToan", "TenHinhThucThanhToan", "MacDinh")
      VALUES (${newId()}, ${method.MaHinhThucThanhToan}, ${method.TenHinhThucThanhToan}, ${method.MacDinh})
      ON CONFLICT ("MaHinhThucThanhToan") DO NOTHING RETURNING _id`));
    written += inserted.length;
  }
  return written;
}

/** One book of each kind per facility that has none of that kind, assigned to the demo cashier. */
export async function seedDemoBooks(tx: Db, facilityIds: readonly string[]): Promise<number> {
  const [cashier] = rowsOf<{ _id: string }>(await tx.execute(sql`SELECT _id FROM his_users WHERE username = ${DEMO_CASHIER}`));
  let written = 0;
  for (const facilityId of facilityIds) {
    for (const kind of BOOK_KINDS) {
      const held = rowsOf(await tx.execute(sql`SELECT 1 FROM "QuyenBienLai" WHERE "node_Id" = ${facilityId} AND "MaLoaiQuyenBienLai" = ${kind} LIMIT 1`));
      if (held.length > 0) continue;
      const { symbol, series } = DEMO_BOOKS[kind];
      const bookId = await createNumberBook(tx, { facilityId, kind: `cashier.${kind}`, symbol, series, ...DEMO_RANGE });
      await tx.execute(sql`INSERT INTO "QuyenBienLai" (_id, "node_Id", "MaLoaiQuyenBienLai") VALUES (${bookId}, ${facilityId}, ${kind})`);
      if (cashier) await assignNumberBook(tx, bookId, cashier._id);
      written++;
    }
  }
  return written;
}

export async function seedCashier({ tx, demo, facilityNodeIds, log }: SeedContext): Promise<void> {
  if (demo) {
    log.info('cashier.seeded', { demo, books: await seedDemoBooks(tx, facilityNodeIds) });
    return;
  }
  log.info('cashier.seeded', { demo, paymentMethods: await seedPaymentMethods(tx), rules: await seedInsuranceRules(tx) });
}
