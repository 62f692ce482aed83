// Which price list is current (HienHanh) and which list prices an item for a patient group: pure functions over
// lists already read, shared by the server and the web's fakes so that one rule decides a price everywhere.
import type { Dong, Timestamp } from '@his/sdk';
import type { UnitPrice } from '../contract';

/** What the choice reads of a price list. */
export interface PriceListCandidate {
  _id: string;
  /** The facility that keeps the list. */
  node_Id: string;
  LoaiGia_Id: string;
  TrangThai: string;
  /** Start of the issue day (ms): the list applies from then on. */
  NgayPhatHanh: Timestamp;
  /** When it was released: of two lists issued on the same day, the later release wins. */
  ThoiGianPhatHanh: Timestamp | null;
  /** Rooms or departments it is for; empty for every room. */
  PhongBan_Ids: readonly string[];
}

/** Where a service is done, nearest first: the room, its department, …, the facility. */
export type Places = readonly string[];

/**
 * How closely a list fits the place: 0 when it names the room itself, 1 its department, and so on; the length
 * of `places` for a list serving every room; null when it is for other rooms only.
 */
export function placeRank(list: Pick<PriceListCandidate, 'PhongBan_Ids'>, places: Places): number | null {
  if (list.PhongBan_Ids.length === 0) return places.length;
  const ranks = list.PhongBan_Ids.map((room) => places.indexOf(room)).filter((rank) => rank >= 0);
  return ranks.length === 0 ? null : Math.min(...ranks);
}

export interface CurrentListQuery {
  LoaiGia_Id: string;
  places: Places;
  at: Timestamp;
  /** The facility whose lists count; every list given when absent. */
  node_Id?: string;
}

/**
 * The current (HienHanh) list of a price type at a place and time: among released lists issued on or before
 * `at` that serve the place, the one naming the place most closely (a room's own list wins over its
 * department's, which wins over a list for every room); among those, the latest issue date, then the latest
 * release. Drafts and lists issued later are never current.
 */
export function currentPriceList<L extends PriceListCandidate>(lists: readonly L[], query: CurrentListQuery): L | null {
  let best: { list: L; rank: number } | null = null;
  for (const list of lists) {
    if (list.TrangThai !== 'DaPhatHanh' || list.LoaiGia_Id !== query.LoaiGia_Id || list.NgayPhatHanh > query.at) continue;
    if (query.node_Id !== undefined && list.node_Id !== query.node_Id) continue;
    const rank = placeRank(list, query.places);
    if (rank === null) continue;
    if (!best || rank < best.rank || (rank === best.rank && isLater(list, best.list))) best = { list, rank };
  }
  return best?.list ?? null;
}

function isLater(a: PriceListCandidate, b: PriceListCandidate): boolean {
  if (a.NgayPhatHanh !== b.NgayPhatHanh) return a.NgayPhatHanh > b.NgayPhatHanh;
  const releasedA = a.ThoiGianPhatHanh ?? -Infinity;
  const releasedB = b.ThoiGianPhatHanh ?? -Infinity;
  if (releasedA !== releasedB) return releasedA > releasedB;
  // Ids are time-ordered: a stable last resort, so the same lists always give the same answer.
  return a._id > b._id;
}

/** A list with the prices it holds for the items asked about (service or course id → DonGia). */
export interface PricedList extends PriceListCandidate {
  prices: ReadonlyMap<string, Dong>;
}

/** A service to price, with its code for messages. */
export interface ItemToPrice {
  _id: string;
  code: string;
}

export interface UnitPriceChoice {
  items: readonly ItemToPrice[];
  /** The patient group's price types, in its order, with codes for messages. */
  loaiGias: readonly { _id: string; code: string }[];
  /** The lists of the facility the places belong to. */
  lists: readonly PricedList[];
  places: Places;
  at: Timestamp;
}

/** Why no price could be chosen: the message key and its parameters, as the server refuses it. */
export interface PriceChoiceProblem {
  key: 'pricing.noCurrentPriceList' | 'pricing.pricesMissing';
  params: Record<string, string>;
}

/**
 * The unit price of each item: the price held by the first of the group's price types whose current list
 * prices the item. Never a default: an item no current list prices is a `pricing.pricesMissing` problem naming
 * its code, and a `pricing.noCurrentPriceList` one when none of the types has a current list at all.
 */
export function unitPriceChoice(choice: UnitPriceChoice): { prices: Map<string, UnitPrice>; problem: PriceChoiceProblem | null } {
  const prices = new Map<string, UnitPrice>();
  const withoutList: ItemToPrice[] = [];
  const withoutPrice: ItemToPrice[] = [];
  const current = choice.loaiGias.map((loaiGia) => currentPriceList(choice.lists, { LoaiGia_Id: loaiGia._id, places: choice.places, at: choice.at }));
  for (const item of choice.items) {
    const list = current.find((candidate) => candidate?.prices.has(item._id));
    if (list) prices.set(item._id, { DonGia: list.prices.get(item._id)!, LoaiGia_Id: list.LoaiGia_Id, BangGia_Id: list._id });
    else if (current.every((candidate) => candidate === null)) withoutList.push(item);
    else withoutPrice.push(item);
  }
  if (withoutList.length > 0) {
    return { prices, problem: { key: 'pricing.noCurrentPriceList', params: { loaiGia: choice.loaiGias.map((loaiGia) => loaiGia.code).join(', '), code: codes(withoutList) } } };
  }
  if (withoutPrice.length > 0) return { prices, problem: { key: 'pricing.pricesMissing', params: { code: codes(withoutPrice) } } };
  return { prices, problem: null };
}

function codes(items: readonly ItemToPrice[]): string {
  return [...new Set(items.map((item) => item.code))].join(', ');
}
