// Reading service orders for the exam screen (cacDichVuYeuCau) and what the order dialog offers for a service (its
// rooms and price, dichVuChoChiDinh), through reception's SERVICE_ORDERS; and the resolvers of the service orders.
import { badInput, type RequestContext } from '@his/sdk/server';
import { SERVICE_ORDERS, type ServiceOrder, type ServiceOrderFilter, type ServiceQuote } from '../../reception/contract';
import { EXAMINATION_READ, EXAMINATION_WRITE } from '../rules/permissions';
import { dayRange, idOf, khamBenhById } from './exam-reads';
import { createDichVuYeuCaus, idList, removeDichVuYeuCaus, updateDichVuYeuCau, updateManyDichVuYeuCauNhapToSanSang, type DichVuChiDinhInput, type DichVuYeuCauInput, type DichVuYeuCauUpdateInput } from './service-order-writes';

const TRANG_THAI_DICH_VU = ['Nhap', 'SanSang', 'ChuaKetQua', 'CoKetQua', 'DaXemKetQua', 'DaHuy'] as const;

interface CacDichVuYeuCauFilter {
  TrangThai?: string[] | null;
  idsDichVu?: string[] | null;
  TiepNhan_Id?: string | null;
  KhamBenh_Id?: string | null;
  startDate?: number | null;
  endDate?: number | null;
}

/** A visit's or an exam's orders; without either, those requested over a day range (today by default, at most a month). */
export async function cacDichVuYeuCau(ctx: RequestContext, options: CacDichVuYeuCauFilter): Promise<ServiceOrder[]> {
  const { nodeId } = ctx.requirePermission(EXAMINATION_READ);
  const filter: ServiceOrderFilter = {};
  if (options.TiepNhan_Id) filter.TiepNhan_Id = idOf(options.TiepNhan_Id, 'TiepNhan_Id');
  if (options.KhamBenh_Id) filter.KhamBenh_Id = idOf(options.KhamBenh_Id, 'KhamBenh_Id');
  if (options.TrangThai && options.TrangThai.length > 0) {
    if (options.TrangThai.length > TRANG_THAI_DICH_VU.length) throw badInput('examination.orders.tooMany', 'TrangThai', { max: TRANG_THAI_DICH_VU.length });
    if (options.TrangThai.some((state) => !(TRANG_THAI_DICH_VU as readonly string[]).includes(state))) throw badInput('examination.stateUnknown', 'TrangThai');
    filter.TrangThai = options.TrangThai;
  }
  if (options.idsDichVu && options.idsDichVu.length > 0) filter.idsDichVu = idList(options.idsDichVu, 'idsDichVu');
  const dated = options.startDate !== null && options.startDate !== undefined;
  if (dated || (!filter.TiepNhan_Id && !filter.KhamBenh_Id)) Object.assign(filter, (({ from, to }) => ({ from, to }))(dayRange(options.startDate, options.endDate)));
  return ctx.provided(SERVICE_ORDERS).list(ctx.db, nodeId, filter);
}

/** The services an exam may order, each with the rooms doing it and its price at the chosen room for the visit's group. */
export async function dichVuChoChiDinh(ctx: RequestContext, args: { idKhamBenh: string; DichVus: DichVuChiDinhInput[] }): Promise<ServiceQuote[]> {
  const { nodeId } = ctx.requirePermission(EXAMINATION_WRITE);
  const exam = await khamBenhById(ctx.db, nodeId, idOf(args.idKhamBenh, 'idKhamBenh'));
  if (!exam) throw badInput('examination.notFound', 'idKhamBenh');
  if (!Array.isArray(args.DichVus) || args.DichVus.length > 100) throw badInput('examination.orders.tooMany', 'DichVus', { max: 100 });
  const wanted = args.DichVus.map((line, index) => ({
    DichVu_Id: idOf(line.DichVu_Id, `DichVus.${index}.DichVu_Id`),
    NoiThucHien_Id: line.NoiThucHien_Id ? idOf(line.NoiThucHien_Id, `DichVus.${index}.NoiThucHien_Id`) : null,
  }));
  return ctx.provided(SERVICE_ORDERS).quote(ctx.db, ctx, nodeId, exam.TiepNhan_Id, wanted, Date.now());
}

const examiner = (ctx: RequestContext) => ctx.requirePermission(EXAMINATION_WRITE);
const ordersOf = (ctx: RequestContext) => ctx.provided(SERVICE_ORDERS);

export const serviceOrderResolvers = {
  Query: {
    cacDichVuYeuCau: (_: unknown, args: { filterOptions: CacDichVuYeuCauFilter }, ctx: RequestContext) => cacDichVuYeuCau(ctx, args.filterOptions ?? {}),
    dichVuChoChiDinh: (_: unknown, args: { idKhamBenh: string; DichVus: DichVuChiDinhInput[] }, ctx: RequestContext) => dichVuChoChiDinh(ctx, args),
  },
  Mutation: {
    createDichVuYeuCaus: (_: unknown, args: { idKhamBenh: string; input: DichVuYeuCauInput; confirmed?: string[] | null }, ctx: RequestContext) =>
      createDichVuYeuCaus(ctx, examiner(ctx), ordersOf(ctx), args),
    updateDichVuYeuCau: (_: unknown, args: { id: string; input: DichVuYeuCauUpdateInput }, ctx: RequestContext) => updateDichVuYeuCau(ctx, examiner(ctx), ordersOf(ctx), args),
    removeDichVuYeuCaus: (_: unknown, args: { ids: string[] }, ctx: RequestContext) => removeDichVuYeuCaus(ctx, examiner(ctx), ordersOf(ctx), args),
    updateManyDichVuYeuCauNhapToSanSang: (_: unknown, args: { ids: string[]; NgayYeuCau?: number | null }, ctx: RequestContext) =>
      updateManyDichVuYeuCauNhapToSanSang(ctx, examiner(ctx), ordersOf(ctx), args),
  },
};
