// Receivables (spec §7 getCongNoPhaiThu, getDataExportCongNo): what customers owe for ordered services not yet paid,
// until the cashier plugin settles them. A line owes DonGiaThanhToan × SoLuong đồng while neither paid nor waived.
import { sql, type SQL } from 'drizzle-orm';
import type { Dong, Timestamp } from '@his/sdk';
import { badInput, rowsOf, type Db, type RequestContext, type ResolverMap } from '@his/sdk/server';
import { PATIENT_READ } from '../rules/permissions';
import { limitOf, MAX_SEARCH_LENGTH, searchCondition } from './patient-reads';

/** The most lines one export writes: a spreadsheet beyond this is no longer read by a person. */
export const MAX_EXPORT_LINES = 50_000;

export const receivablesSchema = /* GraphQL */ `
"""
What a customer owes (công nợ phải thu): the service order lines of their open or finished visits that are neither
paid (DaThuTien) nor waived (KhongThuTien), cancelled orders and visits left out. Amounts are integer đồng. The
cashier settles these lines when it collects; until then they stay here.
"""
type CongNoPhaiThu {
  BenhNhan_Id: ID!
  MaYTe: String!
  TenBenhNhan: String!
  SoDienThoai: String
  "Visits with at least one unpaid line."
  SoLanTiepNhan: Int!
  "Integer đồng."
  SoTien: Float!
  "When the oldest unpaid line was ordered (ms)."
  NgayNoCuNhat: Float!
}

type CongNoPhaiThuPage {
  items: [CongNoPhaiThu!]!
  "Customers owing, over all pages."
  total: Int!
  "What they owe together, integer đồng."
  tongSoTien: Float!
}

"One unpaid line of the export."
type CongNoChiTiet {
  MaYTe: String!
  TenBenhNhan: String!
  SoDienThoai: String
  MaTiepNhan: String!
  SoPhieuYeuCau: String!
  NgayYeuCau: Float!
  MaDichVu: String
  TenDichVu: String
  SoLuong: Int!
  "Integer đồng per unit."
  DonGiaThanhToan: Float!
  "SoLuong × DonGiaThanhToan, integer đồng."
  ThanhTien: Float!
}

extend type Query {
  "Customers owing, most overdue first (reception.patient.read)."
  getCongNoPhaiThu(searchString: String, page: Int!, limit: Int!): CongNoPhaiThuPage!
  "Every unpaid line of the customers the search matches, for a spreadsheet; refuses more than 50,000 lines (reception.patient.read)."
  getDataExportCongNo(searchString: String): [CongNoChiTiet!]!
}
`;

export interface CongNoRow {
  BenhNhan_Id: string;
  MaYTe: string;
  TenBenhNhan: string;
  SoDienThoai: string | null;
  SoLanTiepNhan: number;
  SoTien: Dong;
  NgayNoCuNhat: Timestamp;
}

// The lines owed: the one definition both the list and the export read.
const UNPAID_FROM = sql`"DichVuYeuCau_ChiTiet" l JOIN "DichVuYeuCau" o ON o._id = l."DichVuYeuCau_Id"
  JOIN "TiepNhan" t ON t._id = o."TiepNhan_Id" JOIN "BenhNhan" b ON b._id = t."BenhNhan_Id"`;
const unpaid = (facilityId: string) =>
  sql`t."node_Id" = ${facilityId} AND t."TrangThai" <> 'DaHuy' AND o."TrangThai" <> 'DaHuy' AND NOT l."DaThuTien" AND NOT l."KhongThuTien"`;

function matching(searchString: string | null | undefined): SQL {
  const text = (searchString ?? '').trim();
  if ([...text].length > MAX_SEARCH_LENGTH) throw badInput('validation.maxLength', 'searchString', { max: MAX_SEARCH_LENGTH });
  return searchCondition(text) ?? sql`true`;
}

export async function congNoPhaiThu(db: Db, facilityId: string, args: { searchString?: string | null; page: number; limit: number }) {
  const limit = limitOf(args.limit, 20);
  if (!Number.isInteger(args.page) || args.page < 1 || args.page > 100_000) throw badInput('reception.pageRange', 'page');
  const condition = matching(args.searchString);
  const items = rowsOf<CongNoRow>(await db.execute(sql`
    SELECT b._id AS "BenhNhan_Id", b."MaYTe", b."TenBenhNhan", b."SoDienThoai", count(DISTINCT t._id)::int AS "SoLanTiepNhan",
      sum(l."DonGiaThanhToan" * l."SoLuong")::float8 AS "SoTien", min(o."NgayYeuCau")::float8 AS "NgayNoCuNhat"
    FROM ${UNPAID_FROM} WHERE ${unpaid(facilityId)} AND ${condition}
    GROUP BY b._id, b."MaYTe", b."TenBenhNhan", b."SoDienThoai"
    HAVING sum(l."DonGiaThanhToan" * l."SoLuong") > 0
    ORDER BY "NgayNoCuNhat", b._id LIMIT ${limit} OFFSET ${(args.page - 1) * limit}`));
  const [totals] = rowsOf<{ total: number; tongSoTien: number }>(await db.execute(sql`
    SELECT count(*)::int AS total, coalesce(sum(owed), 0)::float8 AS "tongSoTien" FROM (
      SELECT sum(l."DonGiaThanhToan" * l."SoLuong") AS owed FROM ${UNPAID_FROM} WHERE ${unpaid(facilityId)} AND ${condition}
      GROUP BY b._id HAVING sum(l."DonGiaThanhToan" * l."SoLuong") > 0) owing`));
  return { items, total: totals!.total, tongSoTien: totals!.tongSoTien };
}

export async function dataExportCongNo(db: Db, facilityId: string, searchString: string | null | undefined) {
  const condition = matching(searchString);
  // One more than allowed tells "too many" without counting every line first.
  const rows = rowsOf<Record<string, unknown>>(await db.execute(sql`
    SELECT b."MaYTe", b."TenBenhNhan", b."SoDienThoai", t."MaTiepNhan", o."SoPhieuYeuCau", o."NgayYeuCau"::float8 AS "NgayYeuCau",
      d."MaDichVu", d."TenDichVu", l."SoLuong", l."DonGiaThanhToan"::float8 AS "DonGiaThanhToan",
      (l."DonGiaThanhToan" * l."SoLuong")::float8 AS "ThanhTien"
    FROM ${UNPAID_FROM} LEFT JOIN "DM_DichVu" d ON d._id = l."DichVu_Id"
    WHERE ${unpaid(facilityId)} AND ${condition} AND l."DonGiaThanhToan" > 0
    ORDER BY b."MaYTe", o."NgayYeuCau", o."SoPhieuYeuCau", l._id LIMIT ${MAX_EXPORT_LINES + 1}`));
  if (rows.length > MAX_EXPORT_LINES) throw badInput('reception.receivables.tooManyLines', 'searchString', { max: MAX_EXPORT_LINES });
  return rows;
}

const reader = (ctx: RequestContext) => ctx.requirePermission(PATIENT_READ).nodeId;

export const receivablesResolvers: ResolverMap = {
  Query: {
    getCongNoPhaiThu: (_: unknown, args: { searchString?: string | null; page: number; limit: number }, ctx: RequestContext) => congNoPhaiThu(ctx.db, reader(ctx), args),
    getDataExportCongNo: (_: unknown, args: { searchString?: string | null }, ctx: RequestContext) => dataExportCongNo(ctx.db, reader(ctx), args.searchString),
  },
};
