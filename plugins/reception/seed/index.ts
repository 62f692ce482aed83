// Reception's demo data: the patients whose cards the insurance simulator knows, registered at the first
// facility, so that a receptionist finds them by name, phone or card. Reference data needs nothing.
import { sql } from 'drizzle-orm';
import { toKhongDau } from '@his/sdk';
import { fromCalendarDate } from '@his/sdk/format';
import { allocateSeriesNumber, newId, rowsOf, type Db, type SeedContext } from '@his/sdk/server';
import { simulatorCards } from '../server/insurance-lookup/simulator-cards';
import { MA_Y_TE_SERIES } from '../api/patient-writes';
import { INSURANCE_LOOKUP_DEMO_MODE, INSURANCE_LOOKUP_KEYS } from '../server/insurance-lookup/settings';

/** Synthetic phone numbers of the demo patients, one each, in the order of the simulator's registry. */
const DEMO_PHONES = ['0912000001', '0912000002', '0912000003', '0912000004', '0912000005', '0912000006', '0912000007', '0912000008', '0912000009', '0912000010'];

async function firstCommuneOfOldProvince(tx: Db, oldProvinceCode: string): Promise<string | null> {
  const [row] = rowsOf<{ _id: string }>(await tx.execute(sql`
    SELECT x._id FROM "DM_TinhCu" c JOIN "DM_DonViHanhChinh" x ON x."DonViCha_Id" = c."TinhMoi_Id"
    WHERE c."MaTinhCu" = ${oldProvinceCode} ORDER BY x."MaDonViHanhChinh" LIMIT 1`));
  return row?._id ?? null;
}

async function idByCode(tx: Db, table: string, column: string, code: string): Promise<string | null> {
  const [row] = rowsOf<{ _id: string }>(await tx.execute(sql`SELECT _id FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${code} LIMIT 1`));
  return row?._id ?? null;
}

function birthOf(text: string): { NgaySinh: number | null; NamSinh: number } {
  const parts = text.split('/').map(Number);
  if (parts.length === 3) return { NgaySinh: fromCalendarDate({ day: parts[0]!, month: parts[1]!, year: parts[2]! }), NamSinh: parts[2]! };
  return { NgaySinh: null, NamSinh: Number(text) };
}

/** Saves the demo patients at the first facility once; returns how many it saved. */
export async function seedDemoPatients(tx: Db, facilityId: string, now = Date.now()): Promise<number> {
  if (rowsOf(await tx.execute(sql`SELECT 1 FROM "BenhNhan" WHERE "node_Id" = ${facilityId} LIMIT 1`)).length > 0) return 0;
  const kinh = await idByCode(tx, 'DM_DanToc', 'MaDanToc', '01');
  const vietNam = await idByCode(tx, 'DM_QuocTich', 'MaQuocTich', 'VN');
  let saved = 0;
  for (const [index, { card, soCCCD }] of simulatorCards(now).entries()) {
    const commune = await firstCommuneOfOldProvince(tx, card.maThe.slice(3, 5));
    const birth = birthOf(card.ngaySinh);
    const code = (await allocateSeriesNumber(tx, MA_Y_TE_SERIES, facilityId, now)).code;
    const child = now - (birth.NgaySinh ?? fromCalendarDate({ year: birth.NamSinh, month: 1, day: 1 })) < 6 * 365.25 * 24 * 3600 * 1000;
    await tx.execute(sql`
      INSERT INTO "BenhNhan" (_id, "node_Id", "MaYTe", "TenBenhNhan", "TenKhongDau", "NgaySinh", "NamSinh", "GioiTinh", "SoDienThoai", "SoNha",
        "DonViHanhChinh_Id", "fullAddress", "CMNDHoacHoChieu", "DanToc_Id", "QuocTich_Id", "SoTheBHYT", "SoBHXH", "TenNguoiLienHe", "QuanHeNguoiLienHe")
      VALUES (${newId()}, ${facilityId}, ${code}, ${card.hoTen}, ${toKhongDau(card.hoTen)}, ${birth.NgaySinh}, ${birth.NamSinh}, ${card.gioiTinh ?? 'OTHER'},
        ${DEMO_PHONES[index] ?? null}, ${null}, ${commune}, ${card.diaChi}, ${soCCCD}, ${kinh}, ${vietNam}, ${card.maThe}, ${card.maThe.slice(-10)},
        ${child ? 'Lê Văn Tùng' : null}, ${child ? 'Bố' : null})`);
    saved++;
  }
  return saved;
}

export async function seedReception({ tx, demo, facilityNodeIds, storeSetting, log }: SeedContext): Promise<void> {
  if (!demo || facilityNodeIds.length === 0) return;
  // The demo's cards are the simulator's: a lookup at the desk answers for them as the national portal would.
  await storeSetting('his', INSURANCE_LOOKUP_KEYS.mode, INSURANCE_LOOKUP_DEMO_MODE);
  log.info('reception.seeded', { demo, patients: await seedDemoPatients(tx, facilityNodeIds[0]!) });
}
