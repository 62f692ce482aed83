// A cashier's day (getVienPhiInfoByDate, spec §3 Cashier daily summary): the receipts they wrote that day, standing and
// since deleted; the money that went through their hands (payments and advances in, refunds out), in all and by payment
// method; what their standing receipts collected for examinations, services and drugs; and what the visits they served
// still have to pay.
import { sql } from 'drizzle-orm';
import type { Dong, Timestamp } from '@his/sdk';
import { startOfDay } from '@his/sdk/format';
import { badInput, rowsOf, type Db, type RequestContext, type ResolverMap, type Viewer } from '@his/sdk/server';
import { VISIT_BILLING } from '../../reception/contract';
import { CASHIER_READ } from '../rules/permissions';
import { visitBills } from './bill';
import { optionalIdOf, optionalTimeOf } from './input';
import { DAY_MS } from './receipt-reads';

export interface VienPhiInfoByDate {
  BienLaiThucHien: number;
  BienLaiHuy: number;
  ConLai: Dong;
  CongKham: Dong;
  DichVu: Dong;
  DuocPham: Dong;
  TongThu: Dong;
  TheoHinhThuc: { MaHinhThucThanhToan: string; TenHinhThucThanhToan: string; SoTien: Dong }[];
}

/**
 * The user whose receipts are read: the caller, or the one named, by user id (BienLai.NguoiThu) or by staff record
 * (NhanVien._id, as the spec's NhanVienId says).
 */
async function cashierUser(db: Db, viewer: Viewer, NhanVienId: string | null): Promise<string> {
  if (NhanVienId === null || NhanVienId === viewer.userId) return viewer.userId;
  const [user] = rowsOf<{ _id: string }>(await db.execute(sql`
    SELECT _id FROM his_users WHERE _id = ${NhanVienId} OR "NhanVien_Id" = ${NhanVienId} ORDER BY (_id = ${NhanVienId}) DESC, _id LIMIT 1`));
  if (!user) throw badInput('cashier.summary.cashierNotFound', 'NhanVienId');
  return user._id;
}

// Money in (payments and advances) counts up, money out (refunds of advances and of services) down; an advance used
// by a payment (TruTamUng) moved no money.
const SIGNED = sql.raw(`CASE g."LoaiGiaoDich" WHEN 'ThuTien' THEN g."SoTien" WHEN 'TamUng' THEN g."SoTien" WHEN 'HoanUng' THEN -g."SoTien" WHEN 'HoanTien' THEN -g."SoTien" ELSE 0 END`);

export async function vienPhiInfoByDate(ctx: RequestContext, viewer: Viewer, args: { NhanVienId?: unknown; date?: unknown }, now: Timestamp): Promise<VienPhiInfoByDate> {
  const from = startOfDay(optionalTimeOf(args.date, 'date') ?? now);
  const to = from + DAY_MS - 1;
  const userId = await cashierUser(ctx.db, viewer, optionalIdOf(args.NhanVienId, 'NhanVienId'));
  const ofTheDay = sql`r."node_Id" = ${viewer.nodeId} AND r."NguoiThu" = ${userId} AND r."NgayBienLai" BETWEEN ${from} AND ${to}`;
  const [counts, byMethod, byGroup, visits] = await Promise.all([
    ctx.db.execute(sql`
      SELECT count(*) FILTER (WHERE r."TrangThai" <> 'DaHuy')::int AS done, count(*) FILTER (WHERE r."TrangThai" = 'DaHuy')::int AS deleted
      FROM "BienLai" r WHERE ${ofTheDay}`),
    ctx.db.execute(sql`
      SELECT h."MaHinhThucThanhToan", h."TenHinhThucThanhToan", sum(${SIGNED})::float8 AS "SoTien"
      FROM "BienLai" r JOIN "VienPhi_GiaoDich" g ON g."BienLai_Id" = r._id JOIN "DM_HinhThucThanhToan" h ON h._id = r."HinhThucThanhToan_Id"
      WHERE ${ofTheDay} AND r."TrangThai" <> 'DaHuy' AND NOT g."DaHuy"
      GROUP BY h."MaHinhThucThanhToan", h."TenHinhThucThanhToan" ORDER BY h."MaHinhThucThanhToan"`),
    ctx.db.execute(sql`
      SELECT coalesce(sum(c."BenhNhanTTSauGiamGia") FILTER (WHERE c."IsKhamBenh"), 0)::float8 AS "CongKham",
        coalesce(sum(c."BenhNhanTTSauGiamGia") FILTER (WHERE c."Nguon" = 'Thuoc'), 0)::float8 AS "DuocPham",
        coalesce(sum(c."BenhNhanTTSauGiamGia") FILTER (WHERE NOT c."IsKhamBenh" AND c."Nguon" <> 'Thuoc'), 0)::float8 AS "DichVu"
      FROM "BienLai" r JOIN "VienPhi_GiaoDich" g ON g."BienLai_Id" = r._id JOIN "VienPhi_ChiTiet" c ON c."GiaoDich_Id" = g._id
      WHERE ${ofTheDay} AND r."TrangThai" <> 'DaHuy' AND NOT g."DaHuy" AND c."TrangThai" = 'HieuLuc' AND r."LoaiBienLai" = 'ThuTien'`),
    ctx.db.execute(sql`SELECT DISTINCT r."TiepNhan_Id" FROM "BienLai" r WHERE ${ofTheDay}`),
  ]);
  const count = rowsOf<{ done: number; deleted: number }>(counts)[0]!;
  const methods = rowsOf<{ MaHinhThucThanhToan: string; TenHinhThucThanhToan: string; SoTien: number }>(byMethod).map((row) => ({ ...row, SoTien: Number(row.SoTien) }));
  const groups = rowsOf<{ CongKham: number; DuocPham: number; DichVu: number }>(byGroup)[0]!;
  const visitIds = rowsOf<{ TiepNhan_Id: string }>(visits).map((row) => row.TiepNhan_Id);
  const served = visitIds.length === 0 ? [] : await ctx.provided(VISIT_BILLING).visits(ctx.db, ctx, viewer.nodeId, { ids: visitIds });
  const bills = await visitBills(ctx.db, ctx, viewer.nodeId, served, now);
  return {
    BienLaiThucHien: count.done,
    BienLaiHuy: count.deleted,
    ConLai: [...bills.values()].reduce((sum, bill) => sum + bill.totals.ConLai, 0),
    CongKham: Number(groups.CongKham),
    DichVu: Number(groups.DichVu),
    DuocPham: Number(groups.DuocPham),
    TongThu: methods.reduce((sum, method) => sum + method.SoTien, 0),
    TheoHinhThuc: methods,
  };
}

export interface SummaryDeps {
  now?: () => Timestamp;
}

export function createSummaryResolvers(deps: SummaryDeps = {}): ResolverMap {
  const now = deps.now ?? Date.now;
  return {
    Query: {
      getVienPhiInfoByDate: (_: unknown, args: { NhanVienId?: unknown; date?: unknown }, ctx: RequestContext) =>
        vienPhiInfoByDate(ctx, ctx.requirePermission(CASHIER_READ), args, now()),
    },
  };
}

export const summaryResolvers = createSummaryResolvers();
