// Examination's resolvers: who may call each operation, and the queue reception provides (EXAM_QUEUE).
import type { RequestContext } from '@his/sdk/server';
import { EXAM_QUEUE } from '../../reception/contract';
import { EXAMINATION_READ, EXAMINATION_WRITE } from '../rules/permissions';
import { hangDoiKhamBenh, idOf, khamBenhById, khamBenhs, lichSuKhamBenh } from './exam-reads';
import { transferRecordResolvers } from './transfer-record-schema';
import { treatmentHistoryResolvers } from './treatment-history';
import { prescriptionResolvers } from './prescription-resolvers';
import { serviceOrderResolvers } from './service-order-reads';
import { orderSetResolvers } from './order-set-schema';
import { cancelKhamBenh, checkBeforeChuyenPhongKham, chuyenPhongKham, createKhamBenh, queueAction, removeKhamBenh, saveAndVerifyKhamBenh, updateKhamBenh, verifyKhamBenh, type KhamBenhInput } from './exam-writes';

interface DayRangeArgs { idRoom: string; startDate?: number | null; endDate?: number | null }
interface OrderArgs { DichVuYeuCau_Id: string }
interface ExamArgs { id: string; input: KhamBenhInput }

const reader = (ctx: RequestContext) => ctx.requirePermission(EXAMINATION_READ);
const examiner = (ctx: RequestContext) => ctx.requirePermission(EXAMINATION_WRITE);
const queueOf = (ctx: RequestContext) => ctx.provided(EXAM_QUEUE);

export const examinationResolvers = {
  Query: {
    ...serviceOrderResolvers.Query,
    ...orderSetResolvers.Query,
    ...transferRecordResolvers.Query,
    ...treatmentHistoryResolvers.Query,
    ...prescriptionResolvers.Query,
    phongKhams: (_: unknown, args: { DichVu_Id?: string | null }, ctx: RequestContext) =>
      queueOf(ctx).rooms(ctx.db, reader(ctx).nodeId, args.DichVu_Id ? idOf(args.DichVu_Id, 'DichVu_Id') : null),
    hangDoiKhamBenh: (_: unknown, args: DayRangeArgs, ctx: RequestContext) => hangDoiKhamBenh(ctx.db, queueOf(ctx), reader(ctx).nodeId, args),
    khamBenhs: (_: unknown, args: DayRangeArgs & { state?: string | null }, ctx: RequestContext) => khamBenhs(ctx.db, reader(ctx).nodeId, args),
    khamBenh: (_: unknown, args: { id: string }, ctx: RequestContext) => khamBenhById(ctx.db, reader(ctx).nodeId, idOf(args.id, 'id')),
    lichSuKhamBenh: (_: unknown, args: { BenhNhan_Id: string }, ctx: RequestContext) => lichSuKhamBenh(ctx.db, reader(ctx).nodeId, args.BenhNhan_Id),
    checkBeforeChuyenPhongKham: (_: unknown, args: OrderArgs, ctx: RequestContext) => checkBeforeChuyenPhongKham(ctx, examiner(ctx), queueOf(ctx), args.DichVuYeuCau_Id),
  },
  Mutation: {
    ...serviceOrderResolvers.Mutation,
    ...orderSetResolvers.Mutation,
    ...transferRecordResolvers.Mutation,
    ...prescriptionResolvers.Mutation,
    goiBenhNhanKham: (_: unknown, args: OrderArgs, ctx: RequestContext) => queueAction(ctx, examiner(ctx), queueOf(ctx), args.DichVuYeuCau_Id, 'call'),
    goiLaiBenhNhanKham: (_: unknown, args: OrderArgs, ctx: RequestContext) => queueAction(ctx, examiner(ctx), queueOf(ctx), args.DichVuYeuCau_Id, 'recall'),
    boQuaBenhNhanKham: (_: unknown, args: OrderArgs, ctx: RequestContext) => queueAction(ctx, examiner(ctx), queueOf(ctx), args.DichVuYeuCau_Id, 'dismiss'),
    createKhamBenh: (_: unknown, args: OrderArgs & { input?: KhamBenhInput | null }, ctx: RequestContext) =>
      createKhamBenh(ctx, examiner(ctx), queueOf(ctx), args.DichVuYeuCau_Id, args.input),
    updateKhamBenh: (_: unknown, args: ExamArgs, ctx: RequestContext) => updateKhamBenh(ctx, examiner(ctx), queueOf(ctx), args.id, args.input),
    verifyKhamBenh: (_: unknown, args: { id: string; currentState: string }, ctx: RequestContext) =>
      verifyKhamBenh(ctx, examiner(ctx), queueOf(ctx), args.id, args.currentState),
    saveAndVerifyKhamBenh: (_: unknown, args: ExamArgs, ctx: RequestContext) => saveAndVerifyKhamBenh(ctx, examiner(ctx), queueOf(ctx), args.id, args.input),
    cancelKhamBenh: (_: unknown, args: { id: string; reason: string }, ctx: RequestContext) => cancelKhamBenh(ctx, examiner(ctx), queueOf(ctx), args.id, args.reason),
    removeKhamBenh: (_: unknown, args: { id: string }, ctx: RequestContext) => removeKhamBenh(ctx, examiner(ctx), queueOf(ctx), args.id),
    chuyenPhongKham: (_: unknown, args: OrderArgs & { DichVu_Id: string; PhongBan_Id: string }, ctx: RequestContext) => chuyenPhongKham(ctx, examiner(ctx), queueOf(ctx), args),
  },
};
