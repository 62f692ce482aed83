// Resolvers of price lists and unit prices: the permission check, then a read, a write or the price choice.
import type { Timestamp } from '@his/sdk';
import { rowById, type RequestContext, type ResolverMap } from '@his/sdk/server';
import { loaiGia } from '../rules/catalogues';
import { PRICE_LIST_RELEASE, PRICE_LIST_WRITE } from '../rules/permissions';
import { readCandidateLists, type LineKind } from '../server/candidate-lists';
import { currentPriceList, placeRank } from '../server/price-choice';
import { resolveUnitPrice } from '../server/unit-price';
import {
  bangGiaById,
  lichSuGiaDichVu,
  linesOf,
  momentOf,
  placesInFacility,
  requireItemOfFacility,
  requirePriceTypes,
  searchBangGia,
  type BangGiaRow,
  type SearchArgs,
} from './price-list-reads';
import { createBangGia, deleteBangGia, releaseBangGia, updateBangGia } from './price-list-writes';
import { releaseImpact } from './release-impact';

interface PlaceArgs {
  idPhongBan?: string | null;
  ngay?: number | null;
}

/** The current price of one service or course under each price type, in the order given. */
async function pricesByType(ctx: RequestContext, kind: LineKind, itemId: string, loaiGiaIds: readonly string[], args: PlaceArgs) {
  const viewer = ctx.requireViewer();
  await requirePriceTypes(ctx.db, loaiGiaIds, 'loaiGiaIds');
  await requireItemOfFacility(ctx.db, viewer.nodeId, kind, itemId);
  const places = await placesInFacility(ctx.db, viewer.nodeId, args.idPhongBan);
  const at = momentOf(args.ngay);
  const lists = await readCandidateLists(ctx.db, { loaiGiaIds, places, at, lines: { kind, ids: [itemId] } });
  return loaiGiaIds.map((LoaiGia_Id) => {
    const current = currentPriceList(lists, { LoaiGia_Id, places, at });
    return {
      LoaiGia_Id,
      DichVu_Id: kind === 'DichVu' ? itemId : null,
      LieuTrinh_Id: kind === 'LieuTrinh' ? itemId : null,
      BangGia_Id: current?._id ?? null,
      DonGia: current?.prices.get(itemId) ?? null,
    };
  });
}

async function currentList(ctx: RequestContext, args: { LoaiGia_Id: string } & PlaceArgs) {
  const viewer = ctx.requireViewer();
  await requirePriceTypes(ctx.db, [args.LoaiGia_Id], 'LoaiGia_Id');
  const places = await placesInFacility(ctx.db, viewer.nodeId, args.idPhongBan);
  const at = momentOf(args.ngay);
  const lists = await readCandidateLists(ctx.db, { loaiGiaIds: [args.LoaiGia_Id], places, at });
  const current = currentPriceList(lists, { LoaiGia_Id: args.LoaiGia_Id, places, at });
  if (!current) return null;
  return {
    LoaiGia_Id: args.LoaiGia_Id,
    idPhongBan: args.idPhongBan ?? null,
    Ngay: at,
    TheoPhongBan: placeRank(current, places)! < places.length,
    BangGia: await bangGiaById(ctx.db, viewer.nodeId, current._id),
  };
}

async function donGiaDichVu(ctx: RequestContext, args: { idDichVu: string; idDoiTuong: string } & PlaceArgs) {
  const viewer = ctx.requireViewer();
  await requireItemOfFacility(ctx.db, viewer.nodeId, 'DichVu', args.idDichVu);
  await placesInFacility(ctx.db, viewer.nodeId, args.idPhongBan);
  const at = momentOf(args.ngay) as Timestamp;
  const price = await resolveUnitPrice(ctx.db, { idDichVu: args.idDichVu, idDoiTuong: args.idDoiTuong, idPhongBan: args.idPhongBan || viewer.nodeId, at });
  return { DichVu_Id: args.idDichVu, DoiTuong_Id: args.idDoiTuong, idPhongBan: args.idPhongBan ?? null, Ngay: at, ...price };
}

const lines = (kind: LineKind, idField: string, codeField: string, nameField: string) => async (parent: BangGiaRow, _args: unknown, ctx: RequestContext) =>
  (await linesOf(ctx.db, parent._id, kind)).map((line) => ({ [idField]: line.id, DonGia: line.DonGia, [codeField]: line.code, [nameField]: line.name }));

export const priceListResolvers: ResolverMap = {
  Query: {
    getBangGiaTheoDichVuVaDoiTuong: (_: unknown, args: { loaiGiaIds: string[]; idDichVu: string } & PlaceArgs, ctx: RequestContext) =>
      pricesByType(ctx, 'DichVu', args.idDichVu, args.loaiGiaIds, args),
    getBangGiaTheoLieuTrinhVaDoiTuong: (_: unknown, args: { loaiGiaIds: string[]; idLieuTrinh: string } & PlaceArgs, ctx: RequestContext) =>
      pricesByType(ctx, 'LieuTrinh', args.idLieuTrinh, args.loaiGiaIds, args),
    getDM_BangGiaById: (_: unknown, args: { id: string }, ctx: RequestContext) => bangGiaById(ctx.db, ctx.requireViewer().nodeId, args.id),
    getDM_BangGiaHienHanh: (_: unknown, args: { LoaiGia_Id: string } & PlaceArgs, ctx: RequestContext) => currentList(ctx, args),
    searchDM_BangGia: (_: unknown, args: SearchArgs, ctx: RequestContext) => searchBangGia(ctx.db, ctx.requireViewer().nodeId, args),
    getLichSuGiaDichVu: async (_: unknown, args: { idDichVu: string; loaiGiaIds?: string[] | null }, ctx: RequestContext) => {
      const viewer = ctx.requireViewer();
      await requireItemOfFacility(ctx.db, viewer.nodeId, 'DichVu', args.idDichVu);
      return lichSuGiaDichVu(ctx.db, viewer.nodeId, args.idDichVu, args.loaiGiaIds?.length ? args.loaiGiaIds : null);
    },
    getDonGiaDichVu: (_: unknown, args: { idDichVu: string; idDoiTuong: string } & PlaceArgs, ctx: RequestContext) => donGiaDichVu(ctx, args),
  },
  Mutation: {
    createDM_BangGia: (_: unknown, args: { input: Record<string, unknown> }, ctx: RequestContext) => createBangGia(ctx, ctx.requirePermission(PRICE_LIST_WRITE), args.input),
    updateDM_BangGia: (_: unknown, args: { id: string; input: Record<string, unknown> }, ctx: RequestContext) =>
      updateBangGia(ctx, ctx.requirePermission(PRICE_LIST_WRITE), args.id, args.input),
    deleteDM_BangGia: (_: unknown, args: { ids: string[] }, ctx: RequestContext) => deleteBangGia(ctx, ctx.requirePermission(PRICE_LIST_WRITE), args.ids),
    releaseDM_BangGia: (_: unknown, args: { id: string }, ctx: RequestContext) => releaseBangGia(ctx, ctx.requirePermission(PRICE_LIST_RELEASE), args.id),
  },
  DM_BangGia: {
    LoaiGia: (parent: BangGiaRow, _args: unknown, ctx: RequestContext) => rowById(ctx.db, loaiGia, '', parent.LoaiGia_Id),
    DichVu_DonGia: lines('DichVu', 'DichVu_Id', 'MaDichVu', 'TenDichVu'),
    LieuTrinh_DonGia: lines('LieuTrinh', 'LieuTrinh_Id', 'MaLieuTrinh', 'TenLieuTrinh'),
    // Whoever may read the list may see what its release would take away; only of the caller's facility.
    releaseImpact: (parent: BangGiaRow, args: { first?: number | null }, ctx: RequestContext) =>
      parent.node_Id === ctx.requireViewer().nodeId ? releaseImpact(ctx.db, parent, args.first) : null,
  },
  BangGiaTheoLoaiGia: {
    BangGia: (parent: { BangGia_Id: string | null }, _args: unknown, ctx: RequestContext) =>
      parent.BangGia_Id ? bangGiaById(ctx.db, ctx.requireViewer().nodeId, parent.BangGia_Id) : null,
  },
};
