// The demo hospital's pharmacy: the drugs and supplies catalogue in every facility, and stock received into the first
// facility's hospital pharmacy (NT01, which outpatient rooms PK01–PK03 dispense from) and main store (KHO01): two
// lots of every item, except the Ventolin inhaler, of which NT01 holds exactly 5 boxes. Received through the same
// function as the stock-in mutation, so demo stock passes the same checks.
import { sql } from 'drizzle-orm';
import type { Timestamp } from '@his/sdk';
import { startOfDay } from '@his/sdk/format';
import { organisationNodes, rowsOf, seedCatalogues, type Db, type SeedContext } from '@his/sdk/server';
import { pharmacyCatalogues } from '../rules/catalogues';
import { receiveStock } from '../api/stock-in';
import { demoDrugs, LAST_BOXES_DRUG } from './demo-drugs';

const DAY_MS = 24 * 60 * 60 * 1000;
const known = new Map(pharmacyCatalogues.map((descriptor) => [descriptor.name, descriptor]));

/** Store code → supplier and how many of each item each of its two lots brings. */
const DEMO_STOCK: readonly { store: string; supplier: string; quantity: number }[] = [
  { store: 'NT01', supplier: 'Công ty Cổ phần Dược phẩm Trung ương (demo)', quantity: 500 },
  { store: 'KHO01', supplier: 'Tổng công ty Dược Việt Nam (demo)', quantity: 2_000 },
];

interface DemoItem {
  _id: string;
  MaDuoc: string;
  GiaBan: number;
}

/** A cost price below the sale price, in whole đồng. */
const costOf = (item: DemoItem) => Math.round(item.GiaBan * 0.8);

async function receiveDemoStock(tx: Db, facilityId: string, now: Timestamp): Promise<number> {
  const items = rowsOf<DemoItem>(await tx.execute(sql`
    SELECT _id, "MaDuoc", "GiaBan"::float8 AS "GiaBan" FROM "DM_Duoc" WHERE "node_Id" = ${facilityId} AND NOT "TamNgung" ORDER BY "MaDuoc"`));
  if (items.length === 0) return 0;
  const year = new Date(now).getUTCFullYear() % 100;
  const soon = startOfDay(now) + 240 * DAY_MS;
  const later = startOfDay(now) + 600 * DAY_MS;
  let slips = 0;
  for (const { store: code, supplier, quantity } of DEMO_STOCK) {
    const [store] = rowsOf<{ _id: string }>(await tx.execute(sql`SELECT _id FROM ${organisationNodes} WHERE code = ${code} AND category = 'STORE' AND NOT "isDeleted" LIMIT 1`));
    if (!store) continue;
    if (rowsOf(await tx.execute(sql`SELECT 1 FROM "PhieuNhapKho" WHERE "KhoDuoc_Id" = ${store._id} LIMIT 1`)).length > 0) continue;
    const lines = items.flatMap((item, index) => {
      const lot = (letter: string) => `${letter}${year}${String(index + 1).padStart(3, '0')}`;
      if (code === 'NT01' && item.MaDuoc === LAST_BOXES_DRUG) return [{ Duoc_Id: item._id, SoLo: lot('C'), HanSuDung: later, SoLuong: 5, GiaNhap: costOf(item) }];
      return [
        { Duoc_Id: item._id, SoLo: lot('A'), HanSuDung: soon, SoLuong: quantity, GiaNhap: costOf(item) },
        { Duoc_Id: item._id, SoLo: lot('B'), HanSuDung: later, SoLuong: quantity, GiaNhap: costOf(item) },
      ];
    });
    try {
      await receiveStock(tx, { facilityId, userId: null }, { KhoDuoc_Id: store._id, NgayNhap: now, NhaCungCap: supplier, GhiChu: 'Tồn kho đầu kỳ của dữ liệu mẫu', ChiTiets: lines }, now);
    } catch (error) {
      // A store of another facility (a variant arranged differently) is passed over, as the department links are.
      if ((error as { extensions?: { messageKey?: string } }).extensions?.messageKey === 'pharmacy.storeNotFound') continue;
      throw error;
    }
    slips++;
  }
  return slips;
}

/** The demo pass only: the catalogue rows of every facility, then the first facility's stock. */
export async function seedPharmacy({ tx, demo, facilityNodeIds, log }: SeedContext): Promise<void> {
  if (!demo) return;
  const drugs = await seedCatalogues(tx, [demoDrugs], known, facilityNodeIds);
  const first = facilityNodeIds[0];
  const slips = first ? await receiveDemoStock(tx, first, Date.now()) : 0;
  log.info('pharmacy.seeded', { demo, drugs, slips });
}
