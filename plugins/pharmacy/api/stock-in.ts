// Stock-in (PhieuNhapKho, transaction type NK): a slip numbered from the facility's yearly series, bringing one lot
// per line into a store. The mutation and the demo seed both receive through `receiveStock`.
import { sql } from 'drizzle-orm';
import type { Dong, Timestamp } from '@his/sdk';
import { startOfDay } from '@his/sdk/format';
import { allocateSeriesNumber, badInput, defineNumberSeries, newId, nodesWithin, rowsOf, type Db, type RequestContext } from '@his/sdk/server';
import { stockEvents } from '../contract';
import { PHARMACY_WRITE } from '../rules/permissions';
import { STOCK_IN_LIMITS, stockInLineProblem } from '../rules/stock';
import { phieuNhapKhoById, type PhieuNhapKhoRow } from './stock-reads';

export const SO_PHIEU_NHAP_SERIES = defineNumberSeries({ name: 'pharmacy.phieuNhapKho', prefix: 'NK', yearDigits: 2, padding: 6, reset: 'yearly' });

const MAX_SUPPLIER = 200;
const MAX_NOTE = 2000;
const MAX_LOT = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface PhieuNhapKhoInput {
  KhoDuoc_Id?: unknown;
  NgayNhap?: unknown;
  NhaCungCap?: unknown;
  GhiChu?: unknown;
  ChiTiets?: unknown;
}

interface CheckedLine {
  Duoc_Id: string;
  SoLo: string;
  HanSuDung: Timestamp;
  SoLuong: number;
  GiaNhap: Dong;
}

const optionalText = (value: unknown, field: string, max: number): string | null => {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string' || value.length > max) throw badInput('validation.maxLength', field, { max });
  return value.trim() === '' ? null : value.trim();
};

/** The slip as it will be saved, or the first refusal naming its field (and row, for a line). */
function checkInput(input: PhieuNhapKhoInput | null | undefined, now: Timestamp): { storeId: string; NgayNhap: Timestamp; NhaCungCap: string | null; GhiChu: string | null; lines: CheckedLine[] } {
  if (!input || typeof input !== 'object') throw badInput('validation.required', 'KhoDuoc_Id');
  const storeId = input.KhoDuoc_Id;
  if (typeof storeId !== 'string' || storeId === '' || storeId.length > 64) throw badInput('pharmacy.storeNotFound', 'KhoDuoc_Id');
  let NgayNhap = now;
  if (input.NgayNhap !== null && input.NgayNhap !== undefined) {
    if (typeof input.NgayNhap !== 'number' || !Number.isFinite(input.NgayNhap)) throw badInput('validation.date', 'NgayNhap');
    // Received today or on an earlier day, never on a day to come.
    if (input.NgayNhap >= startOfDay(now) + DAY_MS) throw badInput('pharmacy.receivedInFuture', 'NgayNhap');
    NgayNhap = input.NgayNhap;
  }
  const NhaCungCap = optionalText(input.NhaCungCap, 'NhaCungCap', MAX_SUPPLIER);
  const GhiChu = optionalText(input.GhiChu, 'GhiChu', MAX_NOTE);
  const rows = input.ChiTiets;
  if (!Array.isArray(rows) || rows.length === 0) throw badInput('pharmacy.noLines', 'ChiTiets');
  if (rows.length > STOCK_IN_LIMITS.lines) throw badInput('pharmacy.tooManyLines', 'ChiTiets', { max: STOCK_IN_LIMITS.lines });
  const lines = rows.map((row: Record<string, unknown> | null, index): CheckedLine => {
    const line = row && typeof row === 'object' ? row : {};
    const problem = stockInLineProblem(line, index + 1, now);
    if (problem) throw badInput(problem.key, problem.field, problem.params);
    const SoLo = (line.SoLo as string).trim();
    if (SoLo.length > MAX_LOT) throw badInput('validation.maxLength', 'ChiTiets.SoLo', { max: MAX_LOT });
    return { Duoc_Id: line.Duoc_Id as string, SoLo, HanSuDung: startOfDay(line.HanSuDung as number), SoLuong: line.SoLuong as number, GiaNhap: line.GiaNhap as Dong };
  });
  return { storeId, NgayNhap, NhaCungCap, GhiChu, lines };
}

/**
 * Saves a stock-in slip and its lots in the caller's transaction: the store must be an open store of the facility,
 * each drug a row of its catalogue that is not suspended (held against removal until commit).
 */
export async function receiveStock(tx: Db, by: { facilityId: string; userId: string | null }, input: PhieuNhapKhoInput | null | undefined, now: Timestamp = Date.now()): Promise<PhieuNhapKhoRow> {
  const checked = checkInput(input, now);
  const store = (await nodesWithin(tx, by.facilityId, [checked.storeId], { categories: ['STORE'], lock: true })).get(checked.storeId);
  if (!store) throw badInput('pharmacy.storeNotFound', 'KhoDuoc_Id');
  if (store.isDeleted) throw badInput('pharmacy.storeClosed', 'KhoDuoc_Id', { name: store.name });
  const drugIds = [...new Set(checked.lines.map((line) => line.Duoc_Id))].sort();
  const found = new Map(rowsOf<{ _id: string; TenDuoc: string; TamNgung: boolean }>(await tx.execute(sql`
    SELECT _id, "TenDuoc", "TamNgung" FROM "DM_Duoc" WHERE _id = ANY(${sql.param(drugIds)}::text[]) AND "node_Id" = ${by.facilityId}
    ORDER BY _id FOR SHARE`)).map((row) => [row._id, row]));
  checked.lines.forEach((line, index) => {
    const drug = found.get(line.Duoc_Id);
    if (!drug) throw badInput('pharmacy.drugNotFound', 'ChiTiets.Duoc_Id', { row: index + 1 });
    if (drug.TamNgung) throw badInput('pharmacy.drugSuspended', 'ChiTiets.Duoc_Id', { row: index + 1, name: drug.TenDuoc });
  });

  const _id = newId();
  const SoPhieu = (await allocateSeriesNumber(tx, SO_PHIEU_NHAP_SERIES, by.facilityId, checked.NgayNhap)).code;
  const TongTien = checked.lines.reduce((sum, line) => sum + Math.round(line.SoLuong * line.GiaNhap), 0);
  await tx.execute(sql`
    INSERT INTO "PhieuNhapKho" (_id, "node_Id", "SoPhieu", "KhoDuoc_Id", "NgayNhap", "NhaCungCap", "GhiChu", "TongTien", "createdBy")
    VALUES (${_id}, ${by.facilityId}, ${SoPhieu}, ${store._id}, ${checked.NgayNhap}, ${checked.NhaCungCap}, ${checked.GhiChu}, ${TongTien}, ${by.userId})`);
  for (const [index, line] of checked.lines.entries()) {
    await tx.execute(sql`
      INSERT INTO "LoThuoc" (_id, "node_Id", "KhoDuoc_Id", "Duoc_Id", "PhieuNhapKho_Id", "ThuTu", "SoLo", "HanSuDung", "SoLuongNhap", "SoLuongTon", "GiaNhap", "NgayNhap")
      VALUES (${newId()}, ${by.facilityId}, ${store._id}, ${line.Duoc_Id}, ${_id}, ${index + 1}, ${line.SoLo}, ${line.HanSuDung}, ${line.SoLuong}, ${line.SoLuong}, ${line.GiaNhap}, ${checked.NgayNhap})`);
  }
  return (await phieuNhapKhoById(tx, by.facilityId, _id))!;
}

/** createPhieuNhapKho: one transaction with its audit entry, and the store's stock event after commit. */
export async function createPhieuNhapKho(ctx: RequestContext, input: PhieuNhapKhoInput | null | undefined): Promise<PhieuNhapKhoRow> {
  const viewer = ctx.requirePermission(PHARMACY_WRITE);
  return ctx.write(async ({ tx, audit, emit }) => {
    const slip = await receiveStock(tx, { facilityId: viewer.nodeId, userId: viewer.userId }, input);
    await audit({ action: 'CREATE', entity: 'PhieuNhapKho', entityId: slip._id, after: slip });
    emit(stockEvents.update, { KhoDuoc_Ids: [slip.KhoDuoc_Id] });
    return slip;
  });
}
