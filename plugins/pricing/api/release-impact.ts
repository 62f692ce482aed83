// What releasing a draft would take away: the released lists it replaces and the services they price today that the
// draft does not list, which would be left without a current price of that type.
import { sql, type SQL } from 'drizzle-orm';
import { badInput, rowsOf, type Db } from '@his/sdk/server';
import { columns, hienHanh, type BangGiaRow } from './price-list-reads';

/** Names shown by default, and the most one read takes. */
export const LOSING_SERVICES_DEFAULT = 20;
export const LOSING_SERVICES_MAX = 200;

export interface LosingService {
  DichVu_Id: string;
  MaDichVu: string | null;
  TenDichVu: string | null;
}

export interface ReleaseImpact {
  replacedLists: BangGiaRow[];
  losingCount: number;
  losingServices: LosingService[];
}

/**
 * The released lists of the draft's facility and price type, current now, issued on or before the draft and for the
 * same rooms, that the draft would replace once released: the replacement rule of `hienHanh` (a list for every room
 * replaces those for every room; a list for rooms replaces those naming one of its rooms), whose currency it reuses.
 */
function replacedBy(draft: BangGiaRow, now: number): SQL {
  const scope = draft.PhongBan_Ids.length === 0
    ? sql`cardinality(b."PhongBan_Ids") = 0`
    : sql`b."PhongBan_Ids" && ${sql.param([...draft.PhongBan_Ids])}::text[]`;
  return sql`"DM_BangGia" b WHERE b."node_Id" = ${draft.node_Id} AND b."LoaiGia_Id" = ${draft.LoaiGia_Id} AND b._id <> ${draft._id}
    AND b."NgayPhatHanh" <= ${draft.NgayPhatHanh} AND ${scope} AND ${hienHanh(now)}`;
}

/** The services the replaced lists price that the draft leaves out, one row each. */
function losing(draft: BangGiaRow, now: number): SQL {
  return sql`SELECT DISTINCT l."DichVu_Id" AS id FROM "DM_BangGia_DichVu" l
    WHERE l."BangGia_Id" IN (SELECT b._id FROM ${replacedBy(draft, now)})
      AND NOT EXISTS (SELECT 1 FROM "DM_BangGia_DichVu" d WHERE d."BangGia_Id" = ${draft._id} AND d."DichVu_Id" = l."DichVu_Id")`;
}

/** How many services releasing the draft now would leave without a current price; 0 for a list already released. */
export async function countLosingServices(db: Db, draft: BangGiaRow, now = Date.now()): Promise<number> {
  if (draft.TrangThai !== 'ChuaPhatHanh') return 0;
  const [row] = rowsOf<{ count: number }>(await db.execute(sql`SELECT count(*)::int AS count FROM (${losing(draft, now)}) s`));
  return Number(row?.count ?? 0);
}

/** The lists a draft would replace and the first `first` services it would leave without a price, by code. */
export async function releaseImpact(db: Db, draft: BangGiaRow, first: number | null | undefined): Promise<ReleaseImpact | null> {
  if (draft.TrangThai !== 'ChuaPhatHanh') return null;
  const limit = first ?? LOSING_SERVICES_DEFAULT;
  if (!Number.isInteger(limit) || limit < 0 || limit > LOSING_SERVICES_MAX) throw badInput('catalogue.limitRange', 'first', { min: 0, max: LOSING_SERVICES_MAX });
  const now = Date.now();
  const replacedLists = rowsOf<BangGiaRow>(await db.execute(sql`
    SELECT ${columns(now)} FROM ${replacedBy(draft, now)} ORDER BY b."NgayPhatHanh" DESC, b."MaBangGia" COLLATE "C"`));
  if (replacedLists.length === 0) return { replacedLists, losingCount: 0, losingServices: [] };
  const losingServices = rowsOf<LosingService>(await db.execute(sql`
    SELECT s.id AS "DichVu_Id", t."MaDichVu", t."TenDichVu" FROM (${losing(draft, now)}) s LEFT JOIN "DM_DichVu" t ON t._id = s.id
    ORDER BY t."MaDichVu" COLLATE "C", s.id LIMIT ${limit}`));
  return { replacedLists, losingCount: await countLosingServices(db, draft, now), losingServices };
}
