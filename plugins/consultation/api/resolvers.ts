// Consultation's resolvers: who may call each operation (read, write; reopening checks its own right), and the reads
// and writes of the minutes.
import type { RequestContext } from '@his/sdk/server';
import { CONSULTATION_READ, CONSULTATION_WRITE } from '../rules/permissions';
import type { BienBanHoiChanInput } from './input-checks';
import { bienBanById, bienBanHoiChans, bienBansOfVisit, idOf, type BienBanFilter } from './minutes-reads';
import { createBienBanHoiChanNgoaiTru, removeBienBanHoiChan, updateBienBanHoiChanNgoaiTru, verifyBienBanHoiChan } from './minutes-writes';
import { bienBanHoiChanMoi, type NewMinutesArgs } from './visit-reads';

const reader = (ctx: RequestContext) => ctx.requirePermission(CONSULTATION_READ);
const writer = (ctx: RequestContext) => ctx.requirePermission(CONSULTATION_WRITE);

export const consultationResolvers = {
  Query: {
    bienBanHoiChans: (_: unknown, args: { filter?: BienBanFilter | null }, ctx: RequestContext) => bienBanHoiChans(ctx.db, reader(ctx).nodeId, args.filter ?? {}, Date.now()),
    bienBanHoiChan: (_: unknown, args: { id: unknown }, ctx: RequestContext) => bienBanById(ctx.db, reader(ctx).nodeId, idOf(args.id, 'id')),
    getBienBanHoiChanByTiepNhan: (_: unknown, args: { TiepNhan_Id: unknown }, ctx: RequestContext) =>
      bienBansOfVisit(ctx.db, reader(ctx).nodeId, idOf(args.TiepNhan_Id, 'TiepNhan_Id')),
    bienBanHoiChanMoi_NgoaiTru: (_: unknown, args: NewMinutesArgs, ctx: RequestContext) => bienBanHoiChanMoi(ctx.db, reader(ctx), args),
  },
  Mutation: {
    createBienBanHoiChan_NgoaiTru: (_: unknown, args: { input: BienBanHoiChanInput }, ctx: RequestContext) => createBienBanHoiChanNgoaiTru(ctx, writer(ctx), args.input),
    updateBienBanHoiChan_NgoaiTru: (_: unknown, args: { id: unknown; input: BienBanHoiChanInput }, ctx: RequestContext) =>
      updateBienBanHoiChanNgoaiTru(ctx, writer(ctx), args.id, args.input),
    removeBienBanHoiChan: (_: unknown, args: { id: unknown }, ctx: RequestContext) => removeBienBanHoiChan(ctx, writer(ctx), args.id),
    verifyBienBanHoiChan: (_: unknown, args: { id: unknown; currentState: unknown }, ctx: RequestContext) => verifyBienBanHoiChan(ctx, writer(ctx), args.id, args.currentState),
  },
};
