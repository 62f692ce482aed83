// Paraclinical's resolvers: the work lists' reads, state moves and result saves (each checking its permission), the
// results of an order, and the unknown results and public result page's operations.
import type { RequestContext } from '@his/sdk/server';
import {
  checkDuocPhepThucHien, clsCacDichVuYeuCau, clsChiTietDichVuYeuCauById, clsDichVuYeuCauById, ketQuaCLSTheoTiepNhan, ketQuasOf, phongThucHienCLS,
  searchMaChiDinh, searchSID, type ClsOptions,
} from './order-reads';
import { saveResult } from './result-saves';
import { toggleBNKhongDen, updateDichVuYeuCauState, updateDichVuYeuCauStateBySoPhieu, updateManyDichVuYeuCauState } from './state-moves';
import { unknownResultResolvers } from './unknown-results';
import { publicResultResolvers } from './public-results';
import { imageResolvers } from './images';

type Args = Record<string, unknown>;
interface SaveArgs {
  id: unknown;
  input: Record<string, unknown> | null;
  traKetQua?: unknown;
}

export const paraclinicalResolvers = {
  DichVuYeuCau: {
    KetQuas: (parent: { _id: string }, _: unknown, ctx: RequestContext) => ketQuasOf(ctx, parent),
    ...imageResolvers.DichVuYeuCau,
  },
  KetQuaCLSCongKhaiDichVu: imageResolvers.KetQuaCLSCongKhaiDichVu,
  Query: {
    ...unknownResultResolvers.Query,
    ...publicResultResolvers.Query,
    clsCacDichVuYeuCau: (_: unknown, args: { options: ClsOptions | null }, ctx: RequestContext) => clsCacDichVuYeuCau(ctx, args.options ?? {}),
    clsDichVuYeuCauById: (_: unknown, args: { id: unknown }, ctx: RequestContext) => clsDichVuYeuCauById(ctx, args),
    clsChiTietDichVuYeuCauById: (_: unknown, args: { id: unknown }, ctx: RequestContext) => clsChiTietDichVuYeuCauById(ctx, args),
    searchMaChiDinh: (_: unknown, args: { SoPhieuYeuCau: unknown }, ctx: RequestContext) => searchMaChiDinh(ctx, args),
    searchSID: (_: unknown, args: { SIDMau: unknown }, ctx: RequestContext) => searchSID(ctx, args),
    checkDuocPhepThucHien: (_: unknown, args: { id: unknown }, ctx: RequestContext) => checkDuocPhepThucHien(ctx, args),
    phongThucHienCLS: (_: unknown, args: { nhom: unknown }, ctx: RequestContext) => phongThucHienCLS(ctx, args),
    ketQuaCLSTheoTiepNhan: (_: unknown, args: { TiepNhan_Id: unknown }, ctx: RequestContext) => ketQuaCLSTheoTiepNhan(ctx, args),
  },
  Mutation: {
    ...unknownResultResolvers.Mutation,
    ...publicResultResolvers.Mutation,
    ...imageResolvers.Mutation,
    updateManyDichVuYeuCauState: (_: unknown, args: Args, ctx: RequestContext) =>
      updateManyDichVuYeuCauState(ctx, { ids: args.ids, oldState: args.oldState, newState: args.newState }),
    updateDichVuYeuCauState: (_: unknown, args: Args, ctx: RequestContext) => updateDichVuYeuCauState(ctx, { id: args.id, oldState: args.oldState, newState: args.newState }),
    updateDichVuYeuCauStateBySoPhieu: (_: unknown, args: Args, ctx: RequestContext) =>
      updateDichVuYeuCauStateBySoPhieu(ctx, { SoPhieuYeuCau: args.SoPhieuYeuCau, oldState: args.oldState, newState: args.newState }),
    toggleBNKhongDen: (_: unknown, args: Args, ctx: RequestContext) => toggleBNKhongDen(ctx, { ids: args.ids, BNKhongDen: args.BNKhongDen }),
    saveKetQuaXetNghiem: (_: unknown, args: SaveArgs, ctx: RequestContext) => saveResult(ctx, 'lab', args),
    saveKetQuaChanDoanHinhAnh: (_: unknown, args: SaveArgs, ctx: RequestContext) => saveResult(ctx, 'imaging', args),
    saveKetQuaThamDoChucNang: (_: unknown, args: SaveArgs, ctx: RequestContext) => saveResult(ctx, 'functional', args),
  },
};
