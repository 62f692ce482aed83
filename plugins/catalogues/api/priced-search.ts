// The priced service search: what a registration or order screen offers for a patient group at a room, each
// service with the unit price it will be billed at, both answered by pricing (PRICED_SERVICES, UNIT_PRICES).
import { extraSearchConditions, searchRows, type RequestContext } from '@his/sdk/server';
import { PRICED_SERVICES, UNIT_PRICES } from '../../pricing/contract';
import { dichVu } from '../rules';
import { extraSearchArgs } from './search-filters';
import { requiredId } from './input-checks';

export interface PricedSearchArgs {
  searchString?: string | null;
  keyword?: string | null;
  limit?: number | null;
  idDoiTuong?: string | null;
  idPhongBan?: string | null;
  ngay?: number | null;
  maLoaiDichVu?: string | null;
  isSpecial?: boolean | null;
  isGoiDichVu?: boolean | null;
}

/** searchDichVuCoGia: services found as searchDM_DichVu finds them, only those priced for the group, with their price. */
export async function searchDichVuCoGia(ctx: RequestContext, args: PricedSearchArgs) {
  const { nodeId } = ctx.requireViewer();
  const idDoiTuong = requiredId(args.idDoiTuong, 'idDoiTuong');
  const at = args.ngay ?? Date.now();
  // The room narrows the services to those it performs and decides which lists are current; the caller's node otherwise.
  const place = args.idPhongBan === null || args.idPhongBan === undefined ? nodeId : requiredId(args.idPhongBan, 'idPhongBan');
  const scope = { db: ctx.db, nodeId, provided: ctx.provided, args: { ...args } };
  const filters = [
    ...(await extraSearchConditions(extraSearchArgs.DM_DichVu, scope)),
    await ctx.provided(PRICED_SERVICES)(ctx.db, { idDoiTuong, idPhongBan: place, at }),
  ];
  const rows = await searchRows(ctx.db, dichVu, nodeId, { searchString: args.searchString, keyword: args.keyword, limit: args.limit }, filters);
  if (rows.length === 0) return [];
  const prices = await ctx.provided(UNIT_PRICES)(ctx.db, { idDichVus: rows.map((row) => String(row._id)), idDoiTuong, idPhongBan: place, at });
  return rows.map((row) => ({ DichVu: row, ...prices.get(String(row._id))! }));
}
