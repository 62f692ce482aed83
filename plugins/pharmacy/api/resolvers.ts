// Pharmacy's resolvers: who may call each operation; reads and stock-in act on the caller's facility only.
import type { RequestContext } from '@his/sdk/server';
import { PHARMACY_READ } from '../rules/permissions';
import { interactions } from './stock';
import { getPhongBanKhoDuocByNode, khoDuocs, phieuNhapKhos, searchStockModel, tonKhos, type SearchStockArgs } from './stock-reads';
import { createPhieuNhapKho, type PhieuNhapKhoInput } from './stock-in';

const facilityOf = (ctx: RequestContext) => ctx.requirePermission(PHARMACY_READ).nodeId;

const stockReads = {
  searchStockModel: (_: unknown, args: SearchStockArgs, ctx: RequestContext) => searchStockModel(ctx.db, facilityOf(ctx), args),
  getPhongBanKhoDuocByNode: (_: unknown, args: { idNode?: string | null }, ctx: RequestContext) => getPhongBanKhoDuocByNode(ctx.db, facilityOf(ctx), args.idNode),
  checkInteractionDrugs: (_: unknown, args: { registrationNumbers: string[] }, ctx: RequestContext) => interactions(ctx.db, args.registrationNumbers, facilityOf(ctx)),
};

export const pharmacyMainResolvers = { Query: stockReads };

export const pharmacyModuleResolvers = {
  Query: {
    ...stockReads,
    khoDuocs: (_: unknown, _args: unknown, ctx: RequestContext) => khoDuocs(ctx.db, facilityOf(ctx)),
    tonKhos: (_: unknown, args: { idKhoDuoc: string }, ctx: RequestContext) => tonKhos(ctx.db, facilityOf(ctx), args.idKhoDuoc),
    phieuNhapKhos: (_: unknown, args: { idKhoDuoc: string; startDate?: number | null; endDate?: number | null }, ctx: RequestContext) =>
      phieuNhapKhos(ctx.db, facilityOf(ctx), args),
  },
  Mutation: {
    createPhieuNhapKho: (_: unknown, args: { input: PhieuNhapKhoInput }, ctx: RequestContext) => createPhieuNhapKho(ctx, args.input),
  },
};
