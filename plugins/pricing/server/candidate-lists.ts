// Reading what the price choice needs: the place a service is done in with its departments, and the released
// lists that could be current there, with their prices for the services or courses asked about.
import { sql } from 'drizzle-orm';
import type { Dong, Timestamp } from '@his/sdk';
import { placeChain, rowsOf, type Db } from '@his/sdk/server';
import type { Places, PricedList } from './price-choice';

/** The lines of a list: services (DichVu_DonGia) or treatment courses (LieuTrinh_DonGia). */
export type LineKind = 'DichVu' | 'LieuTrinh';

export const LINE_TABLES: Record<LineKind, { table: string; column: string }> = {
  DichVu: { table: 'DM_BangGia_DichVu', column: 'DichVu_Id' },
  LieuTrinh: { table: 'DM_BangGia_LieuTrinh', column: 'LieuTrinh_Id' },
};

/** The node and its ancestors, nearest first; null when there is no such node or it is suspended. */
export async function placesOf(db: Db, idPhongBan: string): Promise<Places | null> {
  const chain = await placeChain(db, idPhongBan);
  return chain.length === 0 || chain[0]!.isDeleted ? null : chain.map((node) => node._id);
}

export interface CandidateQuery {
  loaiGiaIds: readonly string[];
  /** Where the service is done, nearest first, up to its facility: only lists kept by the facility count. */
  places: Places;
  at: Timestamp;
  /** Prices to bring along: of these services or courses only. */
  lines?: { kind: LineKind; ids: readonly string[] };
}

interface CandidateRow {
  _id: string;
  node_Id: string;
  LoaiGia_Id: string;
  TrangThai: string;
  NgayPhatHanh: number;
  ThoiGianPhatHanh: number | null;
  PhongBan_Ids: string[];
  prices: Record<string, number> | null;
}

/**
 * In one query, the released lists of the price types, kept by the places' facility and issued by `at`, that serve
 * every room or one of the places, each with its prices for the lines asked about; the choice among them is
 * `currentPriceList`'s.
 */
export async function readCandidateLists(db: Db, query: CandidateQuery): Promise<PricedList[]> {
  if (query.places.length === 0 || query.loaiGiaIds.length === 0) return [];
  const places = sql`${sql.param([...query.places])}::text[]`;
  const lines = query.lines ? LINE_TABLES[query.lines.kind] : null;
  const prices = lines
    ? sql`(SELECT jsonb_object_agg(l.${sql.raw(`"${lines.column}"`)}, l."DonGia") FROM ${sql.raw(`"${lines.table}"`)} l
        WHERE l."BangGia_Id" = b._id AND l.${sql.raw(`"${lines.column}"`)} = ANY(${sql.param([...query.lines!.ids])}::text[]))`
    : sql`NULL::jsonb`;
  const rows = rowsOf<CandidateRow>(await db.execute(sql`
    SELECT b._id, b."node_Id", b."LoaiGia_Id", b."TrangThai", b."NgayPhatHanh"::float8 AS "NgayPhatHanh",
      floor(extract(epoch FROM b."ThoiGianPhatHanh") * 1000)::float8 AS "ThoiGianPhatHanh", b."PhongBan_Ids", ${prices} AS prices
    FROM "DM_BangGia" b
    WHERE b."TrangThai" = 'DaPhatHanh'
      AND b."node_Id" = ANY(${places})
      AND b."LoaiGia_Id" = ANY(${sql.param([...query.loaiGiaIds])}::text[])
      AND b."NgayPhatHanh" <= ${query.at}
      AND (cardinality(b."PhongBan_Ids") = 0 OR b."PhongBan_Ids" && ${places})`));
  return rows.map((row) => ({
    _id: row._id,
    node_Id: row.node_Id,
    LoaiGia_Id: row.LoaiGia_Id,
    TrangThai: row.TrangThai,
    NgayPhatHanh: row.NgayPhatHanh,
    ThoiGianPhatHanh: row.ThoiGianPhatHanh,
    PhongBan_Ids: row.PhongBan_Ids,
    prices: new Map(Object.entries(row.prices ?? {}).map(([id, price]) => [id, Number(price) as Dong])),
  }));
}

/**
 * The facility of a catalogue row, or null for a row every facility shares. Read through to_jsonb so it holds
 * whether the catalogues plugin keeps the catalogue per facility (a node_Id column) or for all (none).
 */
export const rowFacility = (alias: string) => sql.raw(`(to_jsonb(${alias}) ->> 'node_Id')`);
