// Pricing's contract, the only file of this plugin that others may import: the functions it provides (every bill
// line, order and quote asks here, so that one rule decides a price everywhere) and its permissions.
import type { SQL } from 'drizzle-orm';
import { defineEvent, defineSlot, providedKey, type Dong, type Timestamp } from '@his/sdk';
import type { Db } from '@his/sdk/server';

export { PRICE_LIST_RELEASE, PRICE_LIST_WRITE } from './rules/permissions';

/** What a service order line records of its price (spec §3, DichVuYeuCau lines). */
export interface UnitPrice {
  DonGia: Dong;
  LoaiGia_Id: string;
  BangGia_Id: string;
}

export interface UnitPricesQuery {
  idDichVus: readonly string[];
  /** The patient group (DM_DoiTuong) of the visit. */
  idDoiTuong: string;
  /**
   * Where the services are done: a room, a department, or the facility itself when no room is known. The lists of
   * its facility count: those naming it (or its department), else those for every room.
   */
  idPhongBan: string;
  /** When the services are ordered (ms). */
  at: Timestamp;
}

/**
 * The unit price of each service for a patient group, room and time, with the price type and list it came from.
 * Throws BAD_USER_INPUT `pricing.pricesMissing` (naming the service codes) when no current list of the group's
 * price types prices one of them, `pricing.noCurrentPriceList` when none is current: never a price of 0.
 */
export type ResolveUnitPrices = (db: Db, query: UnitPricesQuery) => Promise<Map<string, UnitPrice>>;

export const UNIT_PRICES = providedKey<ResolveUnitPrices>('pricing.unitPrices');

export interface InsuranceUnitPricesQuery {
  idDichVus: readonly string[];
  /** Where the services are done, as for UNIT_PRICES. */
  idPhongBan: string;
  at: Timestamp;
}

/**
 * The insurance unit price (price type BaoHiemYTe) of services at a place and time, from the current insurance list
 * there: what the fund pays a share of. A service that list does not price is simply absent (not covered); an unknown
 * place gives an empty map.
 */
export type ResolveInsuranceUnitPrices = (db: Db, query: InsuranceUnitPricesQuery) => Promise<Map<string, Dong>>;

export const INSURANCE_UNIT_PRICES = providedKey<ResolveInsuranceUnitPrices>('pricing.insuranceUnitPrices');

/**
 * The change-mark topic (sdk change-marks, every key at once) of any write to price lists, their lines, price types,
 * patient groups and their categories: what INSURANCE_UNIT_PRICES, UNIT_PRICES and PATIENT_GROUPS answer may differ.
 */
export const PRICE_CHANGES = 'pricing.prices';

export interface PricedServicesQuery {
  idDoiTuong: string;
  /** A room, a department or the facility: the place whose current lists count, as for UNIT_PRICES. */
  idPhongBan: string;
  at: Timestamp;
}

/**
 * An SQL condition on `"DM_DichVu"._id`: the services that a current list of one of the group's price types prices
 * at the place, so that a picker offers only what can be billed. Refuses an unknown group or place naming
 * idDoiTuong or idPhongBan.
 */
export type PricedServicesCondition = (db: Db, query: PricedServicesQuery) => Promise<SQL>;

export const PRICED_SERVICES = providedKey<PricedServicesCondition>('pricing.pricedServices');

/** What every price-list event carries: the lists (DM_BangGia) written. */
export interface PriceListChange {
  ids: string[];
}

/** Published to the facility after a price list is created, edited, deleted or released (a release changes prices). */
export const priceListEvents = {
  create: defineEvent<PriceListChange>('DM_BangGia', 'create'),
  update: defineEvent<PriceListChange>('DM_BangGia', 'update'),
  delete: defineEvent<PriceListChange>('DM_BangGia', 'delete'),
  release: defineEvent<PriceListChange>('DM_BangGia', 'release'),
} as const;

/** Buttons other plugins put beside a saved price list's own (print, compare, …), in the editor's footer. */
export const priceListActions = defineSlot<{ priceListId: string; code: string; released: boolean }>('pricing.priceList.actions');

/** What reception and the cashier need to know of a patient group (DM_DoiTuong). */
export interface PatientGroupFacts {
  _id: string;
  MaDoiTuong: string;
  TenDoiTuong: string;
  /** Its category is the insurance one (DM_NhomDoiTuong BHYT): a visit of the group needs a valid card. */
  baoHiemYTe: boolean;
  TamNgung: boolean;
  /** Its category's code (DM_NhomDoiTuong.MaNhomDoiTuong: BHYT, ThuPhi, DichVu, …), null without one. */
  MaNhomDoiTuong: string | null;
}

/** The groups among `ids` that the facility may use, by id; unknown ids are left out. */
export type PatientGroupsLookup = (db: Db, facilityId: string, ids: readonly string[]) => Promise<Map<string, PatientGroupFacts>>;

export const PATIENT_GROUPS = providedKey<PatientGroupsLookup>('pricing.patientGroups');
