// The cashier's core operations: the list and the form, receipts and books, posting, and the fees of a visit. Each
// resolver checks its permission first; reads act on the caller's facility.
import type { RequestContext, ResolverMap } from '@his/sdk/server';
import {
  CASHIER_BOOKS, CASHIER_CHANGE_GROUP, CASHIER_COLLECT, CASHIER_COMPLETE, CASHIER_EXEMPT, CASHIER_POST, CASHIER_READ, CASHIER_RECEIPT_DELETE,
} from '../rules/permissions';
import { loadBenhNhanFromTransaction, vienPhiData, vienPhiDataOfPatient, type CashierListArgs, type VienPhiData } from './cashier-list';
import { createBienLai, xoaBienLai, type CreateBienLaiInput } from './receipts';
import { hachToan, huyHachToan, huyHachToanToanBo } from './posting';
import { lockBook, saveBook, type QuyenBienLaiInput } from './books';
import { checkDaHoanUng, checkGroupChange, chuyenDoiDoiTuong, hoanTat, huyHoanTat, huyYeuCauThanhToan, mienGiam, xoaDichVu } from './visit-fees';
import { idOf, optionalIdOf } from './input';
import {
  booksOfUser, deletedReceiptsOfVisit, getBienLaiByBenhNhanId, getBienLais, paymentMethods, receiptById, searchBooks, type BienLaiFilter,
} from './receipt-reads';

type Args = Record<string, unknown>;
const reader = (ctx: RequestContext) => ctx.requirePermission(CASHIER_READ);

export const coreResolvers: ResolverMap = {
  // The visit's own flag, kept by the receipts that refund and pay (receipts.ts).
  VienPhiData: { DaHoanTien: (data: VienPhiData) => data.TiepNhan.DaHoanTien === true },
  Query: {
    loadBenhNhanFromTransaction: (_: unknown, args: CashierListArgs, ctx: RequestContext) => loadBenhNhanFromTransaction(ctx, reader(ctx).nodeId, args),
    loadDataByOnSelectBenhNhan: (_: unknown, args: Args, ctx: RequestContext) =>
      vienPhiDataOfPatient(ctx, reader(ctx).nodeId, { BenhNhan_Id: args.BenhNhan_Id, TiepNhan_Id: args.TiepNhan_Id }),
    loadDataByOnSelectBenhNhanMaYTe: (_: unknown, args: Args, ctx: RequestContext) => vienPhiDataOfPatient(ctx, reader(ctx).nodeId, { MaYTe: args.MaYTe ?? null }),
    getAllDM_HinhThucThanhToan: (_: unknown, _args: Args, ctx: RequestContext) => {
      reader(ctx);
      return paymentMethods(ctx.db);
    },
    get_QuyenBienLai_ByNguoiSuDung_Id: (_: unknown, args: Args, ctx: RequestContext) => {
      const viewer = reader(ctx);
      return booksOfUser(ctx.db, viewer.nodeId, optionalIdOf(args.NguoiSuDung_Id, 'NguoiSuDung_Id') ?? viewer.userId);
    },
    search_QuyenBienLai: (_: unknown, args: Args, ctx: RequestContext) => searchBooks(ctx.db, reader(ctx).nodeId, args.searchString, args.limit),
    getBienLai_ByIdVienPhi: (_: unknown, args: Args, ctx: RequestContext) => receiptById(ctx.db, reader(ctx).nodeId, idOf(args.BienLai_Id, 'BienLai_Id')),
    getBienLaiDaHuy_ByTiepNhanId: (_: unknown, args: Args, ctx: RequestContext) => deletedReceiptsOfVisit(ctx.db, reader(ctx).nodeId, idOf(args.TiepNhan_Id, 'TiepNhan_Id')),
    getBienLai_ByBenhNhanId: (_: unknown, args: Args, ctx: RequestContext) => getBienLaiByBenhNhanId(ctx.db, reader(ctx).nodeId, args as Parameters<typeof getBienLaiByBenhNhanId>[2]),
    getBienLais: (_: unknown, args: { filter?: BienLaiFilter | null; limit?: unknown }, ctx: RequestContext) =>
      getBienLais(ctx.db, ctx, reader(ctx).nodeId, args.filter, args.limit, Date.now()),
    checkIsEligibleForChangeDoiTuong: (_: unknown, args: Args, ctx: RequestContext) => checkGroupChange(ctx, reader(ctx).nodeId, args.idTiepNhan, ctx.lang),
    checkDaHoanUng: (_: unknown, args: Args, ctx: RequestContext) => checkDaHoanUng(ctx, reader(ctx).nodeId, args.TiepNhan_Id),
  },
  Mutation: {
    createBienLai_ByVienPhi: (_: unknown, args: { input: CreateBienLaiInput }, ctx: RequestContext) => createBienLai(ctx, ctx.requirePermission(CASHIER_COLLECT), args.input),
    update_QuyenBienLai_ByVienPhi: (_: unknown, args: { _id?: unknown; input: QuyenBienLaiInput }, ctx: RequestContext) =>
      saveBook(ctx, ctx.requirePermission(CASHIER_BOOKS), args._id, args.input),
    lockQuyenBienLai: (_: unknown, args: Args, ctx: RequestContext) => lockBook(ctx, ctx.requirePermission(CASHIER_BOOKS), args._id, args.isLocked),
    hachToan_VienPhi: (_: unknown, args: Args, ctx: RequestContext) => hachToan(ctx, ctx.requirePermission(CASHIER_POST), args.TiepNhan_Id, args.BienLai_Ids),
    huyHachToan_VienPhi: (_: unknown, args: Args, ctx: RequestContext) => huyHachToan(ctx, ctx.requirePermission(CASHIER_POST), args.ChiTiet_Ids),
    huyHachToan_ToanBoMTran_VienPhi: (_: unknown, args: Args, ctx: RequestContext) => huyHachToanToanBo(ctx, ctx.requirePermission(CASHIER_POST), args.transactionId),
    huyYeuCauThanhToan_KhamBenhToaThuoc: (_: unknown, args: Args, ctx: RequestContext) =>
      huyYeuCauThanhToan(ctx, ctx.requirePermission(CASHIER_COMPLETE), args.ToaThuoc_Id, 'Thuoc'),
    huyYeuCauThanhToan_KhamBenhVTYT: (_: unknown, args: Args, ctx: RequestContext) =>
      huyYeuCauThanhToan(ctx, ctx.requirePermission(CASHIER_COMPLETE), args.ToaThuoc_Id, 'VTYT'),
    xoaBienLai_ByVienPhi: (_: unknown, args: Args, ctx: RequestContext) => xoaBienLai(ctx, ctx.requirePermission(CASHIER_RECEIPT_DELETE), args.BienLai_Id, args.LyDo),
    hoanTatVienPhiNgoaiTru: async (_: unknown, args: Args, ctx: RequestContext) => {
      const viewer = ctx.requirePermission(CASHIER_COMPLETE);
      return vienPhiData(ctx, viewer.nodeId, await hoanTat(ctx, viewer, args as Parameters<typeof hoanTat>[2]));
    },
    huyHoanTatVienPhi: async (_: unknown, args: Args, ctx: RequestContext) => {
      const viewer = ctx.requirePermission(CASHIER_COMPLETE);
      return vienPhiData(ctx, viewer.nodeId, await huyHoanTat(ctx, viewer, args.tiepNhanId));
    },
    XoaDichVuKhamBenh: (_: unknown, args: Args, ctx: RequestContext) => xoaDichVu(ctx, ctx.requirePermission(CASHIER_COMPLETE), args.dichvuIds),
    ChuyenDoiDoiTuong: async (_: unknown, args: Args, ctx: RequestContext) => {
      const viewer = ctx.requirePermission(CASHIER_CHANGE_GROUP);
      return vienPhiData(ctx, viewer.nodeId, await chuyenDoiDoiTuong(ctx, viewer, args.TiepNhan_Id, args.input as Record<string, unknown>));
    },
    mienGiamNgoaiTru: async (_: unknown, args: Args, ctx: RequestContext) => {
      const viewer = ctx.requirePermission(CASHIER_EXEMPT);
      return vienPhiData(ctx, viewer.nodeId, await mienGiam(ctx, viewer, args.TiepNhan_Id, args.lines, args.LyDo));
    },
  },
};
