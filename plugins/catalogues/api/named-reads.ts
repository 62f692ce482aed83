// Reads the spec names besides each catalogue's own (§7 "Main service: catalogues and search"): service scopes by
// ids, service packages with their services, one staff member, staff by position, reasons by type, and
// administrative units by type and parent. Each needs a signed-in user, or the catalogue's read permission.
import { sql } from 'drizzle-orm';
import { CATALOGUE_LIMITS, type AnyCatalogue } from '@his/sdk';
import { badInput, rowById, rowsOf, rowsWhere, searchRows, type RequestContext, type Viewer } from '@his/sdk/server';
import { LOAI_DON_VI_HANH_CHINH, dichVu, donViHanhChinh, goiDichVu, lyDo, nhanVien, phamViDichVu } from '../rules';
import { distinctList, oneOf, requiredId } from './input-checks';

type Row = Record<string, unknown>;

function reader(ctx: RequestContext, descriptor: AnyCatalogue): Viewer {
  return descriptor.permissions.read ? ctx.requirePermission(descriptor.permissions.read) : ctx.requireViewer();
}

/** Rows of `descriptor` with these ids, in the order of `ids`; ids of no row are left out. */
async function rowsInOrder(ctx: RequestContext, descriptor: AnyCatalogue, nodeId: string, ids: readonly string[]): Promise<Row[]> {
  if (ids.length === 0) return [];
  const rows = await rowsWhere(ctx.db, descriptor, nodeId, sql`_id = ANY(${sql.param([...ids])}::text[])`);
  const byId = new Map(rows.map((row) => [String(row._id), row]));
  return ids.map((id) => byId.get(id)).filter((row): row is Row => row !== undefined);
}

/** getMultipleDM_PhamViDichVu: the scopes of these ids, in their order; an empty list gives none. */
export async function phamViDichVuByIds(ctx: RequestContext, ids: unknown): Promise<Row[]> {
  const { nodeId } = reader(ctx, phamViDichVu);
  return rowsInOrder(ctx, phamViDichVu, nodeId, distinctList(ids, 'ids', { max: CATALOGUE_LIMITS.listMax, allowEmpty: true }));
}

/**
 * goiDichVus: packages for a picker, found as searchDM_GoiDichVu finds them, each with its services (DichVus) read
 * in one query for all of them.
 */
export async function goiDichVus(ctx: RequestContext, args: { searchString?: string | null; limit?: number | null }): Promise<Row[]> {
  const { nodeId } = reader(ctx, goiDichVu);
  const packages = await searchRows(ctx.db, goiDichVu, nodeId, { searchString: args.searchString, limit: args.limit });
  const serviceIds = [...new Set(packages.flatMap((row) => row.DichVu_Ids as string[]))];
  const services = new Map((await rowsInOrder(ctx, dichVu, nodeId, serviceIds)).map((row) => [String(row._id), row]));
  return packages.map((row) => ({ ...row, DichVus: (row.DichVu_Ids as string[]).flatMap((id) => services.get(id) ?? []) }));
}

/** DM_GoiDichVu.DichVus: the package's services in its order, unless the package came with them. */
export async function servicesOfPackage(parent: Row, ctx: RequestContext): Promise<Row[]> {
  if (Array.isArray(parent.DichVus)) return parent.DichVus as Row[];
  return rowsInOrder(ctx, dichVu, reader(ctx, dichVu).nodeId, (parent.DichVu_Ids as string[] | undefined) ?? []);
}

/** nhanVien: one staff member, suspended or not; null when there is none. */
export async function oneNhanVien(ctx: RequestContext, id: unknown): Promise<Row | null> {
  const { nodeId } = reader(ctx, nhanVien);
  return rowById(ctx.db, nhanVien, nodeId, requiredId(id, 'id'));
}

/** searchNhanVienByChucVu: staff holding one of the positions, found as searchNhanVien finds them; unknown codes are refused. */
export async function searchNhanVienByChucVu(ctx: RequestContext, args: { maChucVus: unknown; searchString?: string | null; limit?: number | null }): Promise<Row[]> {
  const { nodeId } = reader(ctx, nhanVien);
  const codes = distinctList(args.maChucVus, 'maChucVus', { max: 100, allowEmpty: false });
  const positions = rowsOf<{ _id: string; code: string }>(await ctx.db.execute(sql`
    SELECT _id, "MaChucVu" AS code FROM "DM_ChucVu" WHERE "MaChucVu" = ANY(${sql.param(codes)}::text[])`));
  const unknown = codes.find((code) => !positions.some((position) => position.code === code));
  if (unknown !== undefined) throw badInput('catalogue.refCodeNotFound', 'maChucVus', { code: unknown });
  const ofPositions = sql`"ChucVu_Id" = ANY(${sql.param(positions.map((position) => position._id))}::text[])`;
  return searchRows(ctx.db, nhanVien, nodeId, { searchString: args.searchString, limit: args.limit }, [ofPositions]);
}

/** getDM_LyDoByLoai: the reasons of one type in use, the default first, then by code. */
export async function lyDoByLoai(ctx: RequestContext, loaiLyDo: unknown): Promise<Row[]> {
  const { nodeId } = reader(ctx, lyDo);
  const loai = oneOf(loaiLyDo, lyDo.fields.LoaiLyDo.values, 'LoaiLyDo');
  return rowsWhere(ctx.db, lyDo, nodeId, sql`"LoaiLyDo" = ${loai} AND NOT "TamNgung"`, { orderBy: sql`"MacDinh" DESC, "MaLyDo" COLLATE "C", _id` });
}

/**
 * getAllDonViHanhChinh: administrative units of a type and under a parent (the communes of a province), each
 * filter optional, by code; suspended units only with hasTamNgung.
 */
export async function allDonViHanhChinh(ctx: RequestContext, args: { LoaiDonViHanhChinh?: string | null; DonViCha_Id?: string | null; hasTamNgung?: boolean | null }): Promise<Row[]> {
  const { nodeId } = reader(ctx, donViHanhChinh);
  const conditions = [args.hasTamNgung ? sql`TRUE` : sql`NOT "TamNgung"`];
  if (args.LoaiDonViHanhChinh !== null && args.LoaiDonViHanhChinh !== undefined) {
    conditions.push(sql`"LoaiDonViHanhChinh" = ${oneOf(args.LoaiDonViHanhChinh, LOAI_DON_VI_HANH_CHINH, 'LoaiDonViHanhChinh')}`);
  }
  if (args.DonViCha_Id !== null && args.DonViCha_Id !== undefined) {
    const parentId = requiredId(args.DonViCha_Id, 'DonViCha_Id');
    if (!(await rowById(ctx.db, donViHanhChinh, nodeId, parentId))) throw badInput('catalogue.refNotFound', 'DonViCha_Id');
    conditions.push(sql`"DonViCha_Id" = ${parentId}`);
  }
  return rowsWhere(ctx.db, donViHanhChinh, nodeId, sql.join(conditions, sql` AND `));
}

/** findOneDonViHanhChinh: one administrative unit, suspended or not; null when there is none. */
export async function oneDonViHanhChinh(ctx: RequestContext, id: unknown): Promise<Row | null> {
  const { nodeId } = reader(ctx, donViHanhChinh);
  return rowById(ctx.db, donViHanhChinh, nodeId, requiredId(id, 'id'));
}
