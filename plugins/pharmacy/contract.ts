// Pharmacy's contract, the only file of this plugin that others may import: its permissions, the drugs and
// supplies facts others need, and the stock a prescription takes inside the prescriber's own transaction.
import { defineCatalogue, defineEvent, field, providedKey, type Dong, type Timestamp } from '@his/sdk';
import type { Db } from '@his/sdk/server';

export { PHARMACY_READ, PHARMACY_WRITE } from './rules/permissions';

/** A drug or medical supply of the catalogue (DM_Duoc), as prescribing needs it. */
export interface DrugFacts {
  _id: string;
  MaDuoc: string;
  TenDuoc: string;
  /** Active ingredients, as printed on the box ('Amoxicillin; Acid clavulanic'). */
  HoatChat: string | null;
  HamLuong: string | null;
  DonViTinh: string;
  DuongDung: string | null;
  /** The registration number (số đăng ký): the key of drug interactions. */
  SoDangKy: string | null;
  /** Thuoc a drug, VTYT a medical supply. */
  LoaiDuoc: 'Thuoc' | 'VTYT';
  /** Covered by health insurance (in the insurance list). */
  BHYT: boolean;
  /** The sale price and the insurance price (null when not covered), in đồng. */
  GiaBan: Dong;
  GiaBHYT: Dong | null;
  TamNgung: boolean;
}

/** What a prescription (or any other taker) holds of a store: a kind and id the holding is filed under. */
export interface StockHolder {
  /** 'KhamBenhToaThuoc', … : the table of the taker. */
  kind: string;
  id: string;
}

export interface StockLine {
  Duoc_Id: string;
  SoLuong: number;
}

/** One lot a line took from: first expiring first, so one line can take from several lots. */
export interface TakenLot {
  Duoc_Id: string;
  /** Null for the part taken beyond stock (only when the facility's setting allows prescribing beyond stock). */
  LoThuoc_Id: string | null;
  SoLuong: number;
  /** The lot's cost price per unit (0 beyond stock). */
  GiaVon: Dong;
}

/** A pharmacy store (an organisation node of category STORE) a room or department dispenses from. */
export interface DrugStore {
  _id: string;
  MaKho: string;
  TenKho: string;
}

/** A drug interaction found between two prescribed drugs (spec §9: Major, Moderate, Minor, Duplication). */
export interface DrugInteraction {
  MucDo: 'Major' | 'Moderate' | 'Minor' | 'Duplication';
  SoDangKy1: string;
  SoDangKy2: string;
  TenThuoc1: string;
  TenThuoc2: string;
  HoatChat1: string;
  HoatChat2: string;
  /** What happens, in Vietnamese. */
  MoTa: string;
  /** What to do about it, in Vietnamese. */
  XuTri: string | null;
}

export interface PharmacyStock {
  /** The facility's drugs and supplies among `ids`, by id; unknown ids are left out. */
  drugs(db: Db, facilityId: string, ids: readonly string[]): Promise<Map<string, DrugFacts>>;
  /** The stores linked to a node (a room's department, the department itself) of the facility, by code. */
  storesOfNode(db: Db, facilityId: string, nodeId: string): Promise<DrugStore[]>;
  /**
   * Takes the lines from the store's lots in the caller's transaction (locking the lots, first expiring first, expired
   * lots never), filed under `holder`. Throws BAD_USER_INPUT `pharmacy.notEnoughStock` (field `field`, naming the drug,
   * the quantity asked and what is left) when the store holds too little, unless `allowBeyondStock` (the caller reads
   * the facility's setting his.choPhepKeVuotTon through its request): then the shortfall is taken with no lot, and
   * later stock-ins owe it. Two takers of the last box: one gets it. A closed or unknown store is refused on field
   * KhoDuoc_Id. The taker emits `stockEvents.update` for the store after its own write.
   */
  take(tx: Db, query: { facilityId: string; storeId: string; holder: StockHolder; lines: readonly StockLine[]; at: Timestamp; allowBeyondStock: boolean; field?: string }): Promise<TakenLot[]>;
  /**
   * Gives back to their lots everything filed under `holder` (a prescription changed or removed), in the caller's
   * transaction; nothing filed is nothing to do.
   */
  giveBack(tx: Db, facilityId: string, holder: StockHolder): Promise<void>;
  /** The interactions among the drugs of these registration numbers, from the table the plugin ships. */
  interactions(db: Db, registrationNumbers: readonly string[]): Promise<DrugInteraction[]>;
}

export const PHARMACY_STOCK = providedKey<PharmacyStock>('pharmacy.stock');

/** What a stock event carries: the stores whose stock changed. */
export interface StockChange {
  KhoDuoc_Ids: string[];
}

/** Published to the facility when a store's stock changes (stock-in, a prescription taking or giving back). */
export const stockEvents = {
  update: defineEvent<StockChange>('KhoDuoc', 'update'),
} as const;

/** Drugs and medical supplies (DM_Duoc, per facility) as a picker shows them: code and name. */
export const duocFace = defineCatalogue({
  name: 'DM_Duoc',
  title: { vi: 'Thuốc, vật tư y tế', en: 'Drugs and medical supplies' },
  codeField: 'MaDuoc',
  nameField: 'TenDuoc',
  scope: 'node',
  fields: {
    MaDuoc: field.text({ label: { vi: 'Mã thuốc, vật tư', en: 'Drug or supply code' }, required: true, maxLength: 50 }),
    TenDuoc: field.text({ label: { vi: 'Tên thuốc, vật tư', en: 'Drug or supply name' }, required: true, maxLength: 300 }),
  },
});
