// Posting collected lines to the accounts (hachToan_VienPhi) and cancelling it, per line (huyHachToan_VienPhi) or per
// movement (huyHachToan_ToanBoMTran_VienPhi). A receipt's state follows its lines: DaThuTien with none posted,
// DangHachToan with some, HachToanToanBo with all; a receipt without lines (an advance, a refund) is posted whole.
import { sql } from 'drizzle-orm';
import type { Timestamp } from '@his/sdk';
import { badInput, rowsOf, type Db, type RequestContext, type Viewer } from '@his/sdk/server';
import { COLLECTED_COLUMNS, collectedLine, type ChiTietVienPhi } from './bill';
import { idOf, idsOf } from './input';
import { announce, lockedVisit, refuseClosedVisit } from './receipts';
import { receiptById, receiptsWhere, type BienLaiRow } from './receipt-reads';

/** The state each receipt's lines give it; receipts without lines keep theirs. */
async function settleStates(tx: Db, receiptIds: readonly string[]): Promise<void> {
  await tx.execute(sql`
    UPDATE "BienLai" r SET "TrangThai" = CASE WHEN s.posted = 0 THEN 'DaThuTien' WHEN s.posted = s.total THEN 'HachToanToanBo' ELSE 'DangHachToan' END
    FROM (SELECT g."BienLai_Id", count(*) FILTER (WHERE c."HachToan") AS posted, count(*) AS total
          FROM "VienPhi_ChiTiet" c JOIN "VienPhi_GiaoDich" g ON g._id = c."GiaoDich_Id"
          WHERE g."BienLai_Id" = ANY(${sql.param([...receiptIds])}::text[]) AND c."TrangThai" = 'HieuLuc' GROUP BY g."BienLai_Id") s
    WHERE r._id = s."BienLai_Id" AND r."TrangThai" <> 'DaHuy'`);
}

/** Receipts of the visit holding no standing line (advances, refunds, a payment whose lines were all refunded). */
async function withoutLines(tx: Db, receiptIds: readonly string[]): Promise<Set<string>> {
  const withLines = rowsOf<{ BienLai_Id: string }>(await tx.execute(sql`
    SELECT DISTINCT g."BienLai_Id" FROM "VienPhi_ChiTiet" c JOIN "VienPhi_GiaoDich" g ON g._id = c."GiaoDich_Id"
    WHERE g."BienLai_Id" = ANY(${sql.param([...receiptIds])}::text[]) AND c."TrangThai" = 'HieuLuc'`));
  const held = new Set(withLines.map((row) => row.BienLai_Id));
  return new Set(receiptIds.filter((id) => !held.has(id)));
}

export async function hachToan(ctx: RequestContext, viewer: Viewer, rawVisit: unknown, rawReceipts: unknown, now: Timestamp = Date.now()): Promise<BienLaiRow[]> {
  const visitId = idOf(rawVisit, 'TiepNhan_Id');
  const chosen = rawReceipts === null || rawReceipts === undefined ? null : idsOf(rawReceipts, 'BienLai_Ids');
  return ctx.write(async (scope) => {
    const { tx } = scope;
    const visit = await lockedVisit(tx, ctx, viewer.nodeId, visitId, 'TiepNhan_Id');
    const standing = await receiptsWhere(tx, viewer.nodeId, sql`r."TiepNhan_Id" = ${visit._id} AND r."TrangThai" <> 'DaHuy'`, { lock: true });
    let receipts = standing;
    if (chosen) {
      receipts = chosen.map((id, index) => {
        const receipt = standing.find((each) => each._id === id);
        if (!receipt) throw badInput('cashier.receiptNotFound', `BienLai_Ids.${index}`);
        return receipt;
      });
    }
    const toPost = receipts.filter((receipt) => receipt.TrangThai !== 'HachToanToanBo');
    if (toPost.length === 0) throw badInput('cashier.nothingToPost', chosen ? 'BienLai_Ids' : 'TiepNhan_Id', { code: visit.MaTiepNhan });
    const ids = toPost.map((receipt) => receipt._id);
    await tx.execute(sql`
      UPDATE "VienPhi_ChiTiet" c SET "HachToan" = true, "NgayHachToan" = ${now}, "NguoiHachToan" = ${viewer.userId} FROM "VienPhi_GiaoDich" g
      WHERE g._id = c."GiaoDich_Id" AND g."BienLai_Id" = ANY(${sql.param(ids)}::text[]) AND c."TrangThai" = 'HieuLuc' AND NOT c."HachToan"`);
    const bare = [...(await withoutLines(tx, ids))];
    if (bare.length > 0) await tx.execute(sql`UPDATE "BienLai" SET "TrangThai" = 'HachToanToanBo' WHERE _id = ANY(${sql.param(bare)}::text[])`);
    await settleStates(tx, ids);
    const after = await receiptsWhere(tx, viewer.nodeId, sql`r._id = ANY(${sql.param(ids)}::text[])`);
    await scope.audit(after.map((receipt) => ({
      action: 'UPDATE' as const, entity: 'BienLai', entityId: receipt._id,
      before: { TrangThai: toPost.find((each) => each._id === receipt._id)!.TrangThai }, after: { TrangThai: receipt.TrangThai },
    })));
    for (const receipt of after) announce(scope, viewer, 'posted', receipt);
    return after;
  });
}

interface PostedRow {
  _id: string;
  Nguon_Id: string;
  TiepNhan_Id: string;
  HachToan: boolean;
  BienLai_Id: string;
}

export async function huyHachToan(ctx: RequestContext, viewer: Viewer, rawLines: unknown): Promise<ChiTietVienPhi[]> {
  const lineIds = idsOf(rawLines, 'ChiTiet_Ids');
  return ctx.write(async (scope) => {
    const { tx } = scope;
    const found = rowsOf<PostedRow>(await tx.execute(sql`
      SELECT c._id, c."Nguon_Id", c."TiepNhan_Id", c."HachToan", g."BienLai_Id" FROM "VienPhi_ChiTiet" c JOIN "VienPhi_GiaoDich" g ON g._id = c."GiaoDich_Id"
      WHERE c."Nguon_Id" = ANY(${sql.param(lineIds)}::text[]) AND c."node_Id" = ${viewer.nodeId} AND c."TrangThai" = 'HieuLuc'`));
    const rows = lineIds.map((id, index) => {
      const row = found.find((each) => each.Nguon_Id === id);
      if (!row) throw badInput('cashier.lineNotCollectedId', `ChiTiet_Ids.${index}`);
      if (!row.HachToan) throw badInput('cashier.lineNotPosted', `ChiTiet_Ids.${index}`);
      return row;
    });
    // Each visit locked in id order, then its lines: a completed or confirmed visit is undone first.
    for (const visitId of [...new Set(rows.map((row) => row.TiepNhan_Id))].sort()) {
      refuseClosedVisit(await lockedVisit(tx, ctx, viewer.nodeId, visitId, 'ChiTiet_Ids'), 'ChiTiet_Ids');
    }
    const ids = rows.map((row) => row._id);
    const locked = rowsOf<{ _id: string; HachToan: boolean }>(await tx.execute(sql`
      SELECT _id, "HachToan" FROM "VienPhi_ChiTiet" WHERE _id = ANY(${sql.param(ids)}::text[]) AND "TrangThai" = 'HieuLuc' FOR UPDATE`));
    if (locked.length !== ids.length || locked.some((row) => !row.HachToan)) throw badInput('cashier.lineNotPosted', 'ChiTiet_Ids');
    await tx.execute(sql`UPDATE "VienPhi_ChiTiet" SET "HachToan" = false, "NgayHachToan" = NULL, "NguoiHachToan" = NULL WHERE _id = ANY(${sql.param(ids)}::text[])`);
    const receiptIds = [...new Set(rows.map((row) => row.BienLai_Id))];
    await settleStates(tx, receiptIds);
    const after = await receiptsWhere(tx, viewer.nodeId, sql`r._id = ANY(${sql.param(receiptIds)}::text[])`);
    await scope.audit(rows.map((row) => ({ action: 'UPDATE' as const, entity: 'VienPhi_ChiTiet', entityId: row._id, before: { HachToan: true }, after: { HachToan: false } })));
    for (const receipt of after) announce(scope, viewer, 'unposted', receipt);
    const lines = rowsOf<Parameters<typeof collectedLine>[0]>(await tx.execute(sql`
      SELECT ${COLLECTED_COLUMNS}, g."BienLai_Id" FROM "VienPhi_ChiTiet" c JOIN "VienPhi_GiaoDich" g ON g._id = c."GiaoDich_Id" WHERE c._id = ANY(${sql.param(ids)}::text[])`));
    return lineIds.map((id) => collectedLine(lines.find((line) => line.Nguon_Id === id)!, { TrangThai_HangDoi: null, live: true }));
  });
}

export async function huyHachToanToanBo(ctx: RequestContext, viewer: Viewer, rawTransaction: unknown): Promise<BienLaiRow> {
  const movementId = idOf(rawTransaction, 'transactionId');
  return ctx.write(async (scope) => {
    const { tx } = scope;
    const [movement] = rowsOf<{ _id: string; TiepNhan_Id: string; BienLai_Id: string | null; DaHuy: boolean }>(await tx.execute(sql`
      SELECT _id, "TiepNhan_Id", "BienLai_Id", "DaHuy" FROM "VienPhi_GiaoDich" WHERE _id = ${movementId} AND "node_Id" = ${viewer.nodeId}`));
    if (!movement?.BienLai_Id || movement.DaHuy) throw badInput('cashier.transactionNotFound', 'transactionId');
    refuseClosedVisit(await lockedVisit(tx, ctx, viewer.nodeId, movement.TiepNhan_Id, 'transactionId'), 'transactionId');
    const before = (await receiptById(tx, viewer.nodeId, movement.BienLai_Id, true))!;
    const unposted = rowsOf<{ _id: string }>(await tx.execute(sql`
      UPDATE "VienPhi_ChiTiet" SET "HachToan" = false, "NgayHachToan" = NULL, "NguoiHachToan" = NULL
      WHERE "GiaoDich_Id" = ${movement._id} AND "TrangThai" = 'HieuLuc' AND "HachToan" RETURNING _id`));
    const bare = (await withoutLines(tx, [before._id])).has(before._id);
    if (unposted.length === 0 && !(bare && before.TrangThai === 'HachToanToanBo')) throw badInput('cashier.nothingToUnpost', 'transactionId', { code: before.MaBienLai });
    if (bare) await tx.execute(sql`UPDATE "BienLai" SET "TrangThai" = 'DaThuTien' WHERE _id = ${before._id}`);
    else await settleStates(tx, [before._id]);
    const after = (await receiptById(tx, viewer.nodeId, before._id))!;
    await scope.audit({ action: 'UPDATE', entity: 'BienLai', entityId: before._id, before: { TrangThai: before.TrangThai }, after: { TrangThai: after.TrangThai } });
    announce(scope, viewer, 'unposted', after);
    return after;
  });
}
