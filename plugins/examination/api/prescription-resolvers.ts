// The prescription operations: reads need examination.read, writes examination.write; stock is the pharmacy's.
import type { RequestContext } from '@his/sdk/server';
import { EXAM_QUEUE } from '../../reception/contract';
import { PHARMACY_STOCK } from '../../pharmacy/contract';
import { EXAMINATION_READ, EXAMINATION_WRITE } from '../rules/permissions';
import { idOf } from './exam-reads';
import { toaThuocs } from './prescription-reads';
import { createToaThuoc, updateToaThuocs, type ToaThuocInput, type UpdateToaThuocsArgs } from './prescription-writes';
import { createToaThuocMau, searchToaThuocMau, toaThuocMaus, type ToaThuocMauInput } from './prescription-templates';

const reader = (ctx: RequestContext) => ctx.requirePermission(EXAMINATION_READ);
const examiner = (ctx: RequestContext) => ctx.requirePermission(EXAMINATION_WRITE);

interface SearchArgs { searchString?: string | null; limit?: number | null; idDefault?: string | null; LaToaMuaNgoai?: boolean | null }

export const prescriptionResolvers = {
  Query: {
    toaThuocs: (_: unknown, args: { idKhamBenh: string }, ctx: RequestContext) => toaThuocs(ctx.db, reader(ctx).nodeId, idOf(args.idKhamBenh, 'idKhamBenh')),
    toaThuocMaus: (_: unknown, _args: unknown, ctx: RequestContext) => toaThuocMaus(ctx.db, reader(ctx)),
    searchDM_ToaThuocMau: (_: unknown, args: SearchArgs, ctx: RequestContext) => searchToaThuocMau(ctx.db, reader(ctx), args),
  },
  Mutation: {
    createToaThuoc: (_: unknown, args: { idKhamBenh: string; input: ToaThuocInput }, ctx: RequestContext) =>
      createToaThuoc(ctx, examiner(ctx), ctx.provided(EXAM_QUEUE), ctx.provided(PHARMACY_STOCK), args.idKhamBenh, args.input),
    updateToaThuocs: (_: unknown, args: UpdateToaThuocsArgs, ctx: RequestContext) =>
      updateToaThuocs(ctx, examiner(ctx), ctx.provided(EXAM_QUEUE), ctx.provided(PHARMACY_STOCK), args),
    createToaThuocMauAndToaThuocMauChiTiet: (_: unknown, args: { info: ToaThuocMauInput }, ctx: RequestContext) => createToaThuocMau(ctx, examiner(ctx), args.info),
  },
};
