// Reading the sample order sets (BoChiDinhMau): the caller's own and the facility's shared ones, found by name
// whatever its case and accents, each with its services' codes and names for the F8 dialog.
import { sql, type SQL } from 'drizzle-orm';
import { toKhongDau } from '@his/sdk';
import { badInput, rowsOf, type Db, type Viewer } from '@his/sdk/server';

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;
const MAX_SEARCH = 200;

export interface DichVuTrongBo {
  _id: string;
  MaDichVu: string;
  TenDichVu: string;
}

export interface BoChiDinhMauRow {
  _id: string;
  node_Id: string;
  MaBoChiDinhMau: string;
  TenBoChiDinhMau: string;
  BacSi_Id: string | null;
  TenBacSi: string | null;
  DichVu_Ids: string[];
  DichVus: DichVuTrongBo[];
  GhiChu: string | null;
  createdBy: string | null;
  createdAt: number;
  updatedAt: number;
}

// The services in the set's order; one since removed from the catalogue drops out of the list but not of the ids.
const SELECT = sql`b._id, b."node_Id", b."MaBoChiDinhMau", b."TenBoChiDinhMau", b."BacSi_Id", nv."TenNhanVien" AS "TenBacSi", b."DichVu_Ids", b."GhiChu",
  b."createdBy", (extract(epoch FROM b."createdAt") * 1000)::float8 AS "createdAt", (extract(epoch FROM b."updatedAt") * 1000)::float8 AS "updatedAt",
  coalesce((SELECT json_agg(json_build_object('_id', d._id, 'MaDichVu', d."MaDichVu", 'TenDichVu', d."TenDichVu") ORDER BY u.n)
    FROM unnest(b."DichVu_Ids") WITH ORDINALITY AS u(id, n) JOIN "DM_DichVu" d ON d._id = u.id), '[]'::json) AS "DichVus"`;
const FROM = sql`"BoChiDinhMau" b LEFT JOIN "NhanVien" nv ON nv._id = b."BacSi_Id"`;

/** The staff record (NhanVien) of a user: a set's doctor. */
export async function staffOf(db: Db, userId: string): Promise<string | null> {
  const [row] = rowsOf<{ NhanVien_Id: string | null }>(await db.execute(sql`SELECT "NhanVien_Id" FROM his_users WHERE _id = ${userId}`));
  return row?.NhanVien_Id ?? null;
}

/** The caller's sets and the shared ones (no doctor). */
function ownOrShared(doctorId: string | null): SQL {
  return doctorId === null ? sql`b."BacSi_Id" IS NULL` : sql`(b."BacSi_Id" IS NULL OR b."BacSi_Id" = ${doctorId})`;
}

export async function boChiDinhMauById(db: Db, facilityId: string, id: string, lock = false): Promise<BoChiDinhMauRow | null> {
  const [row] = rowsOf<BoChiDinhMauRow>(await db.execute(sql`
    SELECT ${SELECT} FROM ${FROM} WHERE b._id = ${id} AND b."node_Id" = ${facilityId} ${lock ? sql`FOR UPDATE OF b` : sql``}`));
  return row ?? null;
}

/** The sets the caller may apply whose name holds the text (all without one), by name. */
export async function boChiDinhMaus(db: Db, viewer: Viewer, args: { searchString?: string | null; limit?: number | null }): Promise<BoChiDinhMauRow[]> {
  if (args.searchString !== null && args.searchString !== undefined && (typeof args.searchString !== 'string' || args.searchString.length > MAX_SEARCH)) {
    throw badInput('validation.maxLength', 'searchString', { max: MAX_SEARCH });
  }
  const limit = args.limit ?? DEFAULT_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) throw badInput('examination.orders.tooMany', 'limit', { max: MAX_LIMIT });
  const needle = toKhongDau(args.searchString ?? '');
  return rowsOf<BoChiDinhMauRow>(await db.execute(sql`
    SELECT ${SELECT} FROM ${FROM}
    WHERE b."node_Id" = ${viewer.nodeId} AND ${ownOrShared(await staffOf(db, viewer.userId))} ${needle ? sql`AND strpos(b."TenKhongDau", ${needle}) > 0` : sql``}
    ORDER BY b."TenKhongDau", b."MaBoChiDinhMau" COLLATE "C" LIMIT ${limit}`));
}
