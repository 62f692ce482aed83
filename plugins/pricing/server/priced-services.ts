// Which services a patient group can be billed for at a place: those a current list of one of its price types
// prices. Provided as PRICED_SERVICES, the condition behind the service search's DoiTuong_Id and the priced search.
import { sql } from 'drizzle-orm';
import { badInput, type Db } from '@his/sdk/server';
import type { PricedServicesCondition, PricedServicesQuery } from '../contract';
import { LINE_TABLES, placesOf, readCandidateLists } from './candidate-lists';
import { currentPriceList } from './price-choice';
import { priceTypesOf } from './unit-price';

/** The current list of each of the group's price types at the place, in the group's order; types without one are left out. */
export async function currentListsOf(db: Db, query: PricedServicesQuery): Promise<string[]> {
  if (typeof query.at !== 'number' || !Number.isFinite(query.at)) throw badInput('validation.date', 'ngay');
  const loaiGias = await priceTypesOf(db, query.idDoiTuong);
  const places = await placesOf(db, query.idPhongBan);
  if (!places) throw badInput('catalogue.refNotFound', 'idPhongBan');
  const at = Math.floor(query.at);
  const lists = await readCandidateLists(db, { loaiGiaIds: loaiGias.map((loaiGia) => loaiGia._id), places, at });
  return loaiGias
    .map((loaiGia) => currentPriceList(lists, { LoaiGia_Id: loaiGia._id, places, at })?._id)
    .filter((id): id is string => id !== undefined);
}

export const pricedServicesCondition: PricedServicesCondition = async (db, query) => {
  const listIds = await currentListsOf(db, query);
  if (listIds.length === 0) return sql`FALSE`;
  const { table, column } = LINE_TABLES.DichVu;
  return sql`"DM_DichVu"._id IN (SELECT l.${sql.raw(`"${column}"`)} FROM ${sql.raw(`"${table}"`)} l WHERE l."BangGia_Id" = ANY(${sql.param(listIds)}::text[]))`;
};
