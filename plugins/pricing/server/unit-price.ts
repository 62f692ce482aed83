// The one way a service gets its unit price, provided to later plugins (reception, service orders, cashier) as
// UNIT_PRICES: the patient group's price types in order, each with its current list for the room and day.
import { sql } from 'drizzle-orm';
import type { Timestamp } from '@his/sdk';
import { badInput, rowsOf, type Db } from '@his/sdk/server';
import type { ResolveUnitPrices, UnitPrice, UnitPricesQuery } from '../contract';
import { placesOf, readCandidateLists } from './candidate-lists';
import { chooseUnitPrices, type ItemToPrice } from './price-choice';

export type { UnitPrice, UnitPricesQuery } from '../contract';

export interface UnitPriceQuery {
  idDichVu: string;
  /** The patient group (DM_DoiTuong) of the visit. */
  idDoiTuong: string;
  /**
   * Where the service is done: a room, a department, or the facility itself when no room is known. The lists of
   * its facility count: those naming it (or its department), else those for every room.
   */
  idPhongBan: string;
  /** When the service is ordered (ms). */
  at: Timestamp;
}


/**
 * The unit price of one service for a patient group, room and time, with the price type and list it came from.
 * Throws BAD_USER_INPUT `pricing.pricesMissing` (naming the service code) when no current list of the group's
 * price types prices it, `pricing.noCurrentPriceList` when none of them has a current list: never a price of 0
 * that nobody set.
 */
export async function resolveUnitPrice(db: Db, query: UnitPriceQuery): Promise<UnitPrice> {
  const prices = await resolveUnitPrices(db, { ...query, idDichVus: [query.idDichVu] });
  return prices.get(query.idDichVu)!;
}

/**
 * The unit prices of many services at once (an order of twenty tests), in a fixed number of queries whatever
 * their count; refuses the whole batch, naming every service without a price, when any has none.
 */
export const resolveUnitPrices: ResolveUnitPrices = async (db: Db, query: UnitPricesQuery): Promise<Map<string, UnitPrice>> => {
  if (typeof query.at !== 'number' || !Number.isFinite(query.at)) throw badInput('validation.date', 'ngay');
  const at = Math.floor(query.at);
  const ids = [...new Set(query.idDichVus)];
  if (ids.length === 0) return new Map();
  if (!query.idPhongBan) throw badInput('validation.required', 'idPhongBan');
  const loaiGias = await priceTypesOf(db, query.idDoiTuong);
  const items = await servicesOf(db, ids);
  const places = await placesOf(db, query.idPhongBan);
  if (!places) throw badInput('catalogue.refNotFound', 'idPhongBan');
  const lists = await readCandidateLists(db, {
    loaiGiaIds: loaiGias.map((loaiGia) => loaiGia._id),
    places,
    at,
    lines: { kind: 'DichVu', ids },
  });
  return chooseUnitPrices({ items, loaiGias, lists, places, at });
};

/** The patient group's price types in its order, with their codes. */
export async function priceTypesOf(db: Db, idDoiTuong: string): Promise<{ _id: string; code: string }[]> {
  const [group] = rowsOf<{ loaiGias: { _id: string; code: string }[] | null }>(await db.execute(sql`
    SELECT (SELECT json_agg(json_build_object('_id', l._id, 'code', l."MaLoaiGia") ORDER BY o.ord)
            FROM unnest(d."LoaiGia_Ids") WITH ORDINALITY AS o(id, ord) JOIN "DM_LoaiGia" l ON l._id = o.id) AS "loaiGias"
    FROM "DM_DoiTuong" d WHERE d._id = ${idDoiTuong}`));
  if (!group) throw badInput('catalogue.refNotFound', 'idDoiTuong');
  return group.loaiGias ?? [];
}

async function servicesOf(db: Db, ids: readonly string[]): Promise<ItemToPrice[]> {
  const rows = rowsOf<ItemToPrice>(await db.execute(sql`
    SELECT _id, "MaDichVu" AS code FROM "DM_DichVu" WHERE _id = ANY(${sql.param([...ids])}::text[])`));
  if (rows.length !== ids.length) throw badInput('catalogue.refNotFound', 'idDichVu');
  return rows;
}
