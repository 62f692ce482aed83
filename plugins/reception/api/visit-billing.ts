// What the cashier reads and writes of visits (VISIT_BILLING): the visits with their patient and group, their billable
// service lines in one query, the fee state the cashier records, and a change of patient group checked as the
// reception form checks it, with the unpaid lines priced again for the new group.
import { sql, type SQL } from 'drizzle-orm';
import { splitInsuranceCardNumber, type Timestamp } from '@his/sdk';
import { formatDate } from '@his/sdk/format';
import { badInput, rowsOf, type Db, type RequestContext } from '@his/sdk/server';
import { PATIENT_GROUPS, UNIT_PRICES } from '../../pricing/contract';
import type { BillingVisit, BillingVisitFilter, BillServiceLine, VisitBilling, VisitFeeState, VisitGroupChange } from '../contract';
import { checkVisitGroup } from '../rules/visit';
import { benhNhanById, MAX_SEARCH_LENGTH, nameMatches } from './patient-reads';
import { visitValues } from './visit-writes';

/** The most visits one read returns: a busy facility's day, with room to spare. */
export const MAX_BILLING_VISITS = 10_000;

const TIME_COLUMNS = ['NgayDangKy', 'NgayTiepNhan', 'BHYTNgayHieuLuc', 'BHYTNgayHetHieuLuc', 'NgayDu5Nam', 'NgayMienCungChiTra', 'NgayThanhToan'];
const VISIT_SELECT = sql.raw(`t.*, ${TIME_COLUMNS.map((column) => `t."${column}"::float8 AS "${column}"`).join(', ')},
  b."MaYTe", b."TenBenhNhan", b."GioiTinh", b."NamSinh", b."NgaySinh"::float8 AS "NgaySinh"`);

const textList = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;

/** The rows with their benefit level from the card and their group's facts (one lookup for the groups of all). */
async function withGroups(db: Db, ctx: Pick<RequestContext, 'provided'>, facilityId: string, rows: Record<string, unknown>[]): Promise<BillingVisit[]> {
  const groupIds = [...new Set(rows.map((row) => row.DoiTuong_Id).filter((id): id is string => typeof id === 'string'))];
  const groups = groupIds.length === 0 ? new Map() : await ctx.provided(PATIENT_GROUPS)(db, facilityId, groupIds);
  return rows.map((row) => {
    const group = typeof row.DoiTuong_Id === 'string' ? groups.get(row.DoiTuong_Id) : undefined;
    const card = typeof row.SoTheBHYT === 'string' ? splitInsuranceCardNumber(row.SoTheBHYT) : null;
    return {
      ...row,
      MucHuong: card?.ok ? card.value.benefitLevel : null,
      MaDoiTuong: group?.MaDoiTuong ?? null,
      TenDoiTuong: group?.TenDoiTuong ?? null,
      NhomDoiTuong: group?.MaNhomDoiTuong ?? null,
      baoHiemYTe: group?.baoHiemYTe ?? false,
    } as BillingVisit;
  });
}

async function visits(db: Db, ctx: Pick<RequestContext, 'provided'>, facilityId: string, filter: BillingVisitFilter): Promise<BillingVisit[]> {
  const conditions: SQL[] = [sql`t."node_Id" = ${facilityId}`];
  if (filter.ids) conditions.push(sql`t._id = ANY(${textList(filter.ids)})`);
  if (filter.BenhNhan_Id) conditions.push(sql`t."BenhNhan_Id" = ${filter.BenhNhan_Id}`);
  if (filter.MaYTe) conditions.push(sql`b."MaYTe" = ${filter.MaYTe.trim().toUpperCase()} AND b."node_Id" = ${facilityId}`);
  if (filter.from !== undefined) conditions.push(sql`t."NgayTiepNhan" >= ${filter.from}`);
  if (filter.to !== undefined) conditions.push(sql`t."NgayTiepNhan" <= ${filter.to}`);
  if (filter.LoaiTiepNhan) conditions.push(sql`t."LoaiTiepNhan" = ${filter.LoaiTiepNhan}`);
  if (filter.open === true) conditions.push(sql`t."TrangThai" = 'DangThucHien'`);
  if (filter.open === false) conditions.push(sql`t."TrangThai" <> 'DangThucHien'`);
  if (!filter.withCancelled && filter.open !== true) conditions.push(sql`t."TrangThai" <> 'DaHuy'`);
  const search = (filter.searchString ?? '').trim();
  if ([...search].length > MAX_SEARCH_LENGTH) throw badInput('validation.maxLength', 'searchString', { max: MAX_SEARCH_LENGTH });
  if (search !== '') {
    conditions.push(sql`(t."MaTiepNhan" = ${search.toUpperCase()} OR b."MaYTe" = ${search.toUpperCase()} OR b."SoDienThoai" = ${search} OR (${nameMatches(search) ?? sql`false`}))`);
  }
  const limit = Math.max(1, Math.min(Math.floor(filter.limit ?? MAX_BILLING_VISITS), MAX_BILLING_VISITS));
  const rows = rowsOf<Record<string, unknown>>(await db.execute(sql`
    SELECT ${VISIT_SELECT} FROM "TiepNhan" t JOIN "BenhNhan" b ON b._id = t."BenhNhan_Id"
    WHERE ${sql.join(conditions, sql` AND `)} ORDER BY t."NgayTiepNhan" DESC, t._id DESC LIMIT ${limit}`));
  return withGroups(db, ctx, facilityId, rows);
}

/** The visit locked for update, as the service-order writes lock it: one writer on a visit at a time. */
async function lockVisitRow(tx: Db, facilityId: string, visitId: string): Promise<Record<string, unknown> | null> {
  const [row] = rowsOf<Record<string, unknown>>(await tx.execute(sql`
    SELECT ${VISIT_SELECT} FROM "TiepNhan" t JOIN "BenhNhan" b ON b._id = t."BenhNhan_Id"
    WHERE t._id = ${visitId} AND t."node_Id" = ${facilityId} FOR UPDATE OF t`));
  return row ?? null;
}

async function lockVisit(tx: Db, ctx: Pick<RequestContext, 'provided'>, facilityId: string, visitId: string): Promise<BillingVisit | null> {
  const row = await lockVisitRow(tx, facilityId, visitId);
  return row ? (await withGroups(tx, ctx, facilityId, [row]))[0]! : null;
}

async function patient(db: Db, facilityId: string, patientId: string): Promise<Record<string, unknown> | null> {
  return benhNhanById(db, facilityId, patientId);
}

async function serviceLines(db: Db, facilityId: string, visitIds: readonly string[]): Promise<BillServiceLine[]> {
  if (visitIds.length === 0) return [];
  return rowsOf<BillServiceLine>(await db.execute(sql`
    SELECT l._id, o."TiepNhan_Id", o._id AS "DichVuYeuCau_Id", o."SoPhieuYeuCau", l."DichVu_Id", d."MaDichVu", d."TenDichVu", g."TenNhomDichVu",
      k."MaLoaiDichVu", lg."MaLoaiGia", l."SoLuong", l."DonGia"::float8 AS "DonGia", l."DonGiaThanhToan"::float8 AS "DonGiaThanhToan", l."DaThuTien",
      l."KhongThuTien", o."NgayYeuCau"::float8 AS "NgayYeuCau", o."NoiThucHien_Id", place.name AS "TenNoiThucHien", o."TrangThai", o."TrangThai_HangDoi"
    FROM "DichVuYeuCau" o JOIN "DichVuYeuCau_ChiTiet" l ON l."DichVuYeuCau_Id" = o._id
      LEFT JOIN "DM_DichVu" d ON d._id = l."DichVu_Id" LEFT JOIN "DM_NhomDichVu" g ON g._id = d."NhomDichVu_Id"
      LEFT JOIN "DM_LoaiDichVu" k ON k._id = g."LoaiDichVu_Id" LEFT JOIN "DM_LoaiGia" lg ON lg._id = l."LoaiGia_Id"
      LEFT JOIN his_nodes place ON place._id = o."NoiThucHien_Id"
    WHERE o."TiepNhan_Id" = ANY(${textList(visitIds)}) AND o."node_Id" = ${facilityId} AND o."TrangThai" NOT IN ('Nhap', 'DaHuy')
    ORDER BY o."NgayYeuCau", o."SoPhieuYeuCau", l._id`));
}

async function setFeeState(tx: Db, by: { nodeId: string; userId: string }, visitId: string, state: VisitFeeState): Promise<void> {
  const visit = await lockVisitRow(tx, by.nodeId, visitId);
  if (!visit) throw badInput('reception.visitNotFound', 'TiepNhan_Id');
  if (state.TrangThai === 'DangThucHien' && visit.TrangThai !== 'DangThucHien') {
    // One open visit per patient: a completed visit reopens only while the patient has no other.
    const [open] = rowsOf<{ MaTiepNhan: string; NgayTiepNhan: number }>(await tx.execute(sql`
      SELECT "MaTiepNhan", "NgayTiepNhan"::float8 AS "NgayTiepNhan" FROM "TiepNhan"
      WHERE "BenhNhan_Id" = ${visit.BenhNhan_Id as string} AND "TrangThai" = 'DangThucHien' AND _id <> ${visitId} LIMIT 1`));
    if (open) throw badInput('reception.unfinishedStay', 'TiepNhan_Id', { code: open.MaTiepNhan, date: formatDate(open.NgayTiepNhan), patient: visit.MaYTe as string });
  }
  const changes: SQL[] = [];
  if (state.TrangThai !== undefined) changes.push(sql`"TrangThai" = ${state.TrangThai}`);
  if (state.NgayThanhToan !== undefined) changes.push(sql`"NgayThanhToan" = ${state.NgayThanhToan}`);
  if (state.DaXacNhanChiPhi !== undefined) changes.push(sql`"DaXacNhanChiPhi" = ${state.DaXacNhanChiPhi}`);
  if (state.DaXacNhanBHYT !== undefined) changes.push(sql`"DaXacNhanBHYT" = ${state.DaXacNhanBHYT}`);
  if (state.DaHoanTien !== undefined) changes.push(sql`"DaHoanTien" = ${state.DaHoanTien}`);
  if (changes.length > 0) {
    await tx.execute(sql`UPDATE "TiepNhan" SET ${sql.join(changes, sql`, `)}, "updatedBy" = ${by.userId}, "updatedAt" = now() WHERE _id = ${visitId}`);
  }
}

/** Whether a visit takes service changes (spec §4), as the service-order writes decide it. */
const takesChanges = (visit: Record<string, unknown>) =>
  visit.TrangThai === 'DangThucHien' && !visit.DaXacNhanChiPhi && !visit.DaXacNhanBHYT && !visit.DaHoanTien;

async function changeGroup(tx: Db, ctx: Pick<RequestContext, 'provided'>, by: { nodeId: string; userId: string }, visitId: string, change: VisitGroupChange, now: Timestamp): Promise<BillingVisit> {
  const visit = await lockVisitRow(tx, by.nodeId, visitId);
  if (!visit) throw badInput('reception.visitNotFound', 'TiepNhan_Id');
  if (!takesChanges(visit)) throw badInput('reception.serviceOrders.visitLocked', 'TiepNhan_Id', { code: visit.MaTiepNhan as string });
  // The form's own reading of each field, with what the change leaves out kept as the visit has it.
  const values = visitValues({
    ...visit, ...change, LoaiTiepNhan: visit.LoaiTiepNhan, NgayDangKy: visit.NgayDangKy, DichVuKham: [],
  }, now);
  const [group] = values.DoiTuong_Id ? [...(await ctx.provided(PATIENT_GROUPS)(tx, by.nodeId, [values.DoiTuong_Id])).values()] : [];
  if (group?.TamNgung) throw badInput('catalogue.refSuspended', 'DoiTuong_Id', { code: group.MaDoiTuong });
  const problem = checkVisitGroup(values, values.DoiTuong_Id ? (group ?? null) : null, { doiTuong: true });
  if (problem) throw badInput(problem.key, problem.field, { ...problem.params });
  const card = group!.baoHiemYTe ? values.SoTheBHYT : null;
  await tx.execute(sql`
    UPDATE "TiepNhan" SET "DoiTuong_Id" = ${values.DoiTuong_Id}, "SoTheBHYT" = ${card}, "BHYTNgayHieuLuc" = ${card ? values.BHYTNgayHieuLuc : null},
      "BHYTNgayHetHieuLuc" = ${card ? values.BHYTNgayHetHieuLuc : null}, "BenhVien_KCB" = ${card ? values.BenhVien_KCB : null},
      "TuyenKCB" = ${card ? values.TuyenKCB : null}, "NgayDu5Nam" = ${card ? values.NgayDu5Nam : null}, "DiaChiBHYT" = ${card ? values.DiaChiBHYT : null},
      "MienCungChiTra" = ${values.MienCungChiTra}, "NgayMienCungChiTra" = ${values.NgayMienCungChiTra}, "updatedBy" = ${by.userId}, "updatedAt" = now()
    WHERE _id = ${visitId}`);
  // The card the patient record keeps for searching, as reception keeps it.
  if (card) await tx.execute(sql`UPDATE "BenhNhan" SET "SoTheBHYT" = ${card}, "SoBHXH" = ${card.slice(-10)} WHERE _id = ${visit.BenhNhan_Id as string}`);
  await repriceUnpaidLines(tx, ctx, visitId, values.DoiTuong_Id!);
  return (await withGroups(tx, ctx, by.nodeId, [(await lockVisitRow(tx, by.nodeId, visitId))!]))[0]!;
}

/** The unpaid lines of the visit's live orders priced for the group, each order at its place and request time. */
async function repriceUnpaidLines(tx: Db, ctx: Pick<RequestContext, 'provided'>, visitId: string, groupId: string): Promise<void> {
  const lines = rowsOf<{ _id: string; DichVuYeuCau_Id: string; DichVu_Id: string; NoiThucHien_Id: string; NgayYeuCau: number }>(await tx.execute(sql`
    SELECT l._id, l."DichVuYeuCau_Id", l."DichVu_Id", o."NoiThucHien_Id", o."NgayYeuCau"::float8 AS "NgayYeuCau"
    FROM "DichVuYeuCau" o JOIN "DichVuYeuCau_ChiTiet" l ON l."DichVuYeuCau_Id" = o._id
    WHERE o."TiepNhan_Id" = ${visitId} AND o."TrangThai" <> 'DaHuy' AND NOT l."DaThuTien" ORDER BY l._id FOR UPDATE OF l`));
  const unitPrices = ctx.provided(UNIT_PRICES);
  const orders = new Map<string, typeof lines>();
  for (const line of lines) orders.set(line.DichVuYeuCau_Id, [...(orders.get(line.DichVuYeuCau_Id) ?? []), line]);
  for (const [orderId, ofOrder] of orders) {
    const { NoiThucHien_Id, NgayYeuCau } = ofOrder[0]!;
    const prices = await unitPrices(tx, { idDichVus: ofOrder.map((line) => line.DichVu_Id), idDoiTuong: groupId, idPhongBan: NoiThucHien_Id, at: NgayYeuCau });
    for (const line of ofOrder) {
      const price = prices.get(line.DichVu_Id)!;
      await tx.execute(sql`UPDATE "DichVuYeuCau_ChiTiet" SET "LoaiGia_Id" = ${price.LoaiGia_Id}, "BangGia_Id" = ${price.BangGia_Id}, "DonGia" = ${price.DonGia},
        "DonGiaThanhToan" = ${price.DonGia} WHERE _id = ${line._id}`);
    }
    await tx.execute(sql`UPDATE "DichVuYeuCau" SET "DoiTuong_Id" = ${groupId}, "updatedAt" = now() WHERE _id = ${orderId}`);
  }
  await tx.execute(sql`UPDATE "DichVuYeuCau" SET "DoiTuong_Id" = ${groupId} WHERE "TiepNhan_Id" = ${visitId} AND "TrangThai" <> 'DaHuy'`);
}

export const visitBilling: VisitBilling = {
  visits,
  lockVisit,
  patient,
  serviceLines,
  setFeeState,
  changeGroup,
};
