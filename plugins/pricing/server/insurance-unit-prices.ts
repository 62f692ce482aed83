// The insurance unit price of services (INSURANCE_UNIT_PRICES): what the current BaoHiemYTe list prices them at a place
// and time, whatever price type the patient's group charged them at; the cashier shares that price with the fund.
import { sql } from 'drizzle-orm';
import type { Dong } from '@his/sdk';
import { rowsOf, type Db } from '@his/sdk/server';
import type { InsuranceUnitPricesQuery, ResolveInsuranceUnitPrices } from '../contract';
import { LOAI_GIA } from '../seed/reference';
import { placesOf, readCandidateLists, rowFacility } from './candidate-lists';
import { currentPriceList } from './price-choice';

export const resolveInsuranceUnitPrices: ResolveInsuranceUnitPrices = async (db: Db, query: InsuranceUnitPricesQuery): Promise<Map<string, Dong>> => {
  const ids = [...new Set(query.idDichVus)];
  const prices = new Map<string, Dong>();
  if (ids.length === 0 || !Number.isFinite(query.at) || !query.idPhongBan) return prices;
  const places = await placesOf(db, query.idPhongBan);
  if (!places) return prices;
  const facilityId = places[places.length - 1]!;
  const types = rowsOf<{ _id: string }>(await db.execute(sql`
    SELECT l._id FROM "DM_LoaiGia" l WHERE l."MaLoaiGia" = ${LOAI_GIA.BaoHiemYTe} AND coalesce(${rowFacility('l')}, ${facilityId}) = ${facilityId}`));
  const at = Math.floor(query.at);
  const lists = await readCandidateLists(db, { loaiGiaIds: types.map((type) => type._id), places, at, lines: { kind: 'DichVu', ids } });
  for (const type of types) {
    const current = currentPriceList(lists, { LoaiGia_Id: type._id, places, at });
    for (const [id, price] of current?.prices ?? []) if (!prices.has(id)) prices.set(id, price);
  }
  return prices;
};
