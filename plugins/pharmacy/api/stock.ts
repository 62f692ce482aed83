// The stock a prescription takes (PHARMACY_STOCK in contract.ts): the drugs' facts, the stores of a place, taking
// from a store's lots inside the taker's transaction, giving back, and the interactions of the shipped table.
import { sql } from 'drizzle-orm';
import type { Timestamp } from '@his/sdk';
import { badInput, newId, nodesByIds, nodesWithin, placeChain, rowsOf, type Db } from '@his/sdk/server';
import type { DrugFacts, DrugInteraction, DrugStore, PharmacyStock, StockHolder, StockLine, TakenLot } from '../contract';
import { findInteractions } from '../rules/interactions';
import { isUsable, roundQuantity, takeFromLots, type LotStock } from '../rules/stock';

/** Most lines one take, and most registration numbers one interaction check, may carry. */
export const TAKE_LIMITS = { lines: 200, registrationNumbers: 100 } as const;

const DRUG_COLUMNS = sql.raw(`d._id, d."MaDuoc", d."TenDuoc", d."HoatChat", d."HamLuong", d."DonViTinh", d."DuongDung", d."SoDangKy",
  d."LoaiDuoc", d."BHYT", d."GiaBan"::float8 AS "GiaBan", d."GiaBHYT"::float8 AS "GiaBHYT", d."TamNgung"`);

export async function drugs(db: Db, facilityId: string, ids: readonly string[]): Promise<Map<string, DrugFacts>> {
  const wanted = [...new Set(ids)].filter((id) => typeof id === 'string' && id.length <= 64);
  if (wanted.length === 0) return new Map();
  const rows = rowsOf<DrugFacts>(await db.execute(sql`
    SELECT ${DRUG_COLUMNS} FROM "DM_Duoc" d WHERE d._id = ANY(${sql.param(wanted)}::text[]) AND d."node_Id" = ${facilityId}`));
  return new Map(rows.map((row) => [row._id, { ...row, GiaBan: row.GiaBan ?? 0 }]));
}

export const toStore = (node: { _id: string; code: string; name: string }): DrugStore => ({ _id: node._id, MaKho: node.code, TenKho: node.name });

/**
 * The stores a place dispenses from: a store itself; else the stores linked to the place (PhongBan_KhoDuoc), or
 * to the nearest unit above it that has links (a room without its own takes its department's). Open stores of the
 * facility only, by code.
 */
export async function storesOfNode(db: Db, facilityId: string, nodeId: string): Promise<DrugStore[]> {
  const chain = await placeChain(db, nodeId);
  if (!chain.some((node) => node._id === facilityId)) return [];
  if (chain[0]!.category === 'STORE') return chain[0]!.isDeleted ? [] : [toStore(chain[0]!)];
  for (const unit of chain) {
    const linked = rowsOf<{ id: string }>(await db.execute(sql`SELECT "KhoDuoc_Id" AS id FROM "PhongBan_KhoDuoc" WHERE "PhongBan_Id" = ${unit._id}`));
    if (linked.length === 0) continue;
    const stores = await nodesWithin(db, facilityId, linked.map((row) => row.id), { categories: ['STORE'], activeOnly: true });
    return (await nodesByIds(db, [...stores.keys()])).map(toStore);
  }
  return [];
}

/** What stores owe of these drugs: taken beyond stock and not yet given back. */
async function owedOf(tx: Db, storeId: string, drugIds: readonly string[]): Promise<Map<string, number>> {
  const rows = rowsOf<{ Duoc_Id: string; owed: number }>(await tx.execute(sql`
    SELECT "Duoc_Id", sum("SoLuong")::float8 AS owed FROM "GiuTonKho"
    WHERE "KhoDuoc_Id" = ${storeId} AND "Duoc_Id" = ANY(${sql.param([...drugIds])}::text[]) AND "LoThuoc_Id" IS NULL GROUP BY "Duoc_Id"`));
  return new Map(rows.map((row) => [row.Duoc_Id, row.owed]));
}

interface TakeQuery {
  facilityId: string;
  storeId: string;
  holder: StockHolder;
  lines: readonly StockLine[];
  at: Timestamp;
  allowBeyondStock: boolean;
  field?: string;
}

function checkedLines(lines: readonly StockLine[], field: string): StockLine[] {
  if (lines.length > TAKE_LIMITS.lines) throw badInput('pharmacy.tooManyLines', field, { max: TAKE_LIMITS.lines });
  return lines.map((line, index) => {
    if (typeof line.Duoc_Id !== 'string' || line.Duoc_Id === '' || line.Duoc_Id.length > 64) throw badInput('pharmacy.drugNotFound', field, { row: index + 1 });
    if (typeof line.SoLuong !== 'number' || !Number.isFinite(line.SoLuong) || line.SoLuong <= 0) throw badInput('pharmacy.quantityInvalid', field, { row: index + 1 });
    return { Duoc_Id: line.Duoc_Id, SoLuong: roundQuantity(line.SoLuong) };
  });
}

/**
 * Takes the lines from the store's lots in the caller's transaction. The store's lots of those drugs are locked in
 * id order (two takers wait for each other, never deadlock) and read again after the wait, so of two takers of the
 * last box the second finds none.
 */
export async function take(tx: Db, query: TakeQuery): Promise<TakenLot[]> {
  const field = query.field ?? 'SoLuong';
  const lines = checkedLines(query.lines, field);
  if (lines.length === 0) return [];
  const holder = { kind: String(query.holder.kind).slice(0, 64), id: String(query.holder.id).slice(0, 64) };
  const store = (await nodesWithin(tx, query.facilityId, [query.storeId], { categories: ['STORE'] })).get(query.storeId);
  if (!store) throw badInput('pharmacy.storeNotFound', 'KhoDuoc_Id');
  if (store.isDeleted) throw badInput('pharmacy.storeClosed', 'KhoDuoc_Id', { name: store.name });
  const drugIds = [...new Set(lines.map((line) => line.Duoc_Id))];
  const facts = await drugs(tx, query.facilityId, drugIds);
  const unknown = lines.findIndex((line) => !facts.has(line.Duoc_Id));
  if (unknown >= 0) throw badInput('pharmacy.drugNotFound', field, { row: unknown + 1 });

  const lots = rowsOf<LotStock & { Duoc_Id: string }>(await tx.execute(sql`
    SELECT _id, "Duoc_Id", "HanSuDung"::float8 AS "HanSuDung", "SoLuongTon"::float8 AS "SoLuongTon", "GiaNhap"::float8 AS "GiaNhap"
    FROM "LoThuoc" WHERE "KhoDuoc_Id" = ${store._id} AND "Duoc_Id" = ANY(${sql.param(drugIds)}::text[]) AND "SoLuongTon" > 0
    ORDER BY _id FOR UPDATE`));
  const owed = await owedOf(tx, store._id, drugIds);

  const taken: TakenLot[] = [];
  const fromLots = new Map<string, number>();
  for (const line of lines) {
    const own = lots.filter((lot) => lot.Duoc_Id === line.Duoc_Id);
    const onHand = own.filter((lot) => isUsable(lot, query.at)).reduce((sum, lot) => sum + lot.SoLuongTon, 0);
    const available = roundQuantity(Math.max(0, onHand - (owed.get(line.Duoc_Id) ?? 0)));
    const { taken: parts } = takeFromLots(own, Math.min(line.SoLuong, available), query.at);
    const shortfall = roundQuantity(line.SoLuong - parts.reduce((sum, part) => sum + part.SoLuong, 0));
    if (shortfall > 0) {
      if (!query.allowBeyondStock) {
        throw badInput('pharmacy.notEnoughStock', field, { name: facts.get(line.Duoc_Id)!.TenDuoc, asked: line.SoLuong, available, store: store.name });
      }
      owed.set(line.Duoc_Id, roundQuantity((owed.get(line.Duoc_Id) ?? 0) + shortfall));
    }
    for (const part of parts) {
      const lot = own.find((candidate) => candidate._id === part.LoThuoc_Id)!;
      lot.SoLuongTon = roundQuantity(lot.SoLuongTon - part.SoLuong);
      fromLots.set(lot._id, roundQuantity((fromLots.get(lot._id) ?? 0) + part.SoLuong));
      taken.push({ Duoc_Id: line.Duoc_Id, LoThuoc_Id: part.LoThuoc_Id, SoLuong: part.SoLuong, GiaVon: part.GiaVon });
    }
    if (shortfall > 0) taken.push({ Duoc_Id: line.Duoc_Id, LoThuoc_Id: null, SoLuong: shortfall, GiaVon: 0 });
  }

  if (fromLots.size > 0) {
    await tx.execute(sql`
      UPDATE "LoThuoc" l SET "SoLuongTon" = l."SoLuongTon" - t.quantity
      FROM unnest(${sql.param([...fromLots.keys()])}::text[], ${sql.param([...fromLots.values()])}::numeric[]) AS t(id, quantity)
      WHERE l._id = t.id`);
  }
  for (const part of taken) {
    await tx.execute(sql`
      INSERT INTO "GiuTonKho" (_id, "node_Id", "KhoDuoc_Id", "Duoc_Id", "LoThuoc_Id", "LoaiGiu", "Giu_Id", "SoLuong", "GiaVon", "ThoiGian")
      VALUES (${newId()}, ${query.facilityId}, ${store._id}, ${part.Duoc_Id}, ${part.LoThuoc_Id}, ${holder.kind}, ${holder.id}, ${part.SoLuong}, ${part.GiaVon}, ${query.at})`);
  }
  return taken;
}

/** Gives back to their lots everything filed under `holder`, and forgets what was owed for it. */
export async function giveBack(tx: Db, facilityId: string, holder: StockHolder): Promise<void> {
  const held = rowsOf<{ LoThuoc_Id: string | null; SoLuong: number }>(await tx.execute(sql`
    DELETE FROM "GiuTonKho" WHERE "node_Id" = ${facilityId} AND "LoaiGiu" = ${holder.kind} AND "Giu_Id" = ${holder.id}
    RETURNING "LoThuoc_Id", "SoLuong"::float8 AS "SoLuong"`));
  const back = new Map<string, number>();
  for (const row of held) if (row.LoThuoc_Id) back.set(row.LoThuoc_Id, roundQuantity((back.get(row.LoThuoc_Id) ?? 0) + row.SoLuong));
  if (back.size === 0) return;
  const ids = [...back.keys()].sort();
  // In id order, as takers lock them.
  await tx.execute(sql`SELECT _id FROM "LoThuoc" WHERE _id = ANY(${sql.param(ids)}::text[]) ORDER BY _id FOR UPDATE`);
  await tx.execute(sql`
    UPDATE "LoThuoc" l SET "SoLuongTon" = l."SoLuongTon" + t.quantity
    FROM unnest(${sql.param(ids)}::text[], ${sql.param(ids.map((id) => back.get(id)!))}::numeric[]) AS t(id, quantity)
    WHERE l._id = t.id`);
}

/**
 * The interactions among the drugs of these registration numbers, in the order given; a number no drug carries is
 * passed over. A number names one product nationally: the facility's own row is preferred when it has one.
 */
export async function interactions(db: Db, registrationNumbers: readonly string[], facilityId: string | null = null): Promise<DrugInteraction[]> {
  const numbers = [...new Set(registrationNumbers.map((number) => String(number).trim()).filter((number) => number !== '' && number.length <= 50))];
  if (numbers.length > TAKE_LIMITS.registrationNumbers) throw badInput('pharmacy.tooManyDrugs', 'registrationNumbers', { max: TAKE_LIMITS.registrationNumbers });
  if (numbers.length < 2) return [];
  const rows = rowsOf<{ SoDangKy: string; TenDuoc: string; HoatChat: string | null }>(await db.execute(sql`
    SELECT DISTINCT ON ("SoDangKy") "SoDangKy", "TenDuoc", "HoatChat" FROM "DM_Duoc"
    WHERE "SoDangKy" = ANY(${sql.param(numbers)}::text[])
    ORDER BY "SoDangKy", ("node_Id" = ${facilityId ?? ''}) DESC, "TamNgung", _id`));
  const byNumber = new Map(rows.map((row) => [row.SoDangKy, row]));
  return findInteractions(numbers.flatMap((number) => byNumber.get(number) ?? []));
}

export const pharmacyStock: PharmacyStock = { drugs, storesOfNode, take, giveBack, interactions: (db, numbers) => interactions(db, numbers) };
