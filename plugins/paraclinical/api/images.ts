// A report's images (imaging, ultrasound, functional tests): files uploaded through the core's POST /upload, attached
// to an order not yet returned (a sent order is taken first, as a save takes it) and removed from it, at most 50 per
// order; read with the order by those who read results, and on the public page of a returned report. One transaction,
// an audit entry per image, the work list's event.
import { sql } from 'drizzle-orm';
import type { Timestamp } from '@his/sdk';
import { attachedImages, badInput, loadInBatch, type AttachedImageRecord, type AuditLabels, type Db, type RequestContext, type WriteScope } from '@his/sdk/server';
import { SERVICE_ORDERS, type ServiceOrder } from '../../reception/contract';
import { EXAMINATION_READ } from '../../examination/contract';
import { PARACLINICAL_READ, PARACLINICAL_WRITE } from '../rules/permissions';
import { workListOf } from '../rules/work-lists';
import { announce, auditOrders } from './announce';
import { idList, idOf } from './input-checks';
import { executionRefusal } from './order-checks';
import { reasonOfRefusal } from './state-moves';

export const MAX_IMAGES = 50;

/** HinhAnhDichVuYeuCau: an image as the API gives it. */
export type HinhAnhDichVuYeuCau = AttachedImageRecord;

const orderImages = attachedImages({ table: 'DichVuYeuCau_HinhAnh', ownerColumn: 'DichVuYeuCau_Id' });

/** The images of each order, in order, read together. */
export const imagesOf = (db: Db, orderIds: readonly string[]) => orderImages.of(db, orderIds);

/** DichVuYeuCau.HinhAnhs: for those who read results (the room, the doctor); empty for others reading the orders. */
export async function hinhAnhsOf(ctx: RequestContext, order: { _id: string }): Promise<HinhAnhDichVuYeuCau[]> {
  if (!ctx.holds(PARACLINICAL_READ) && !ctx.holds(EXAMINATION_READ)) return [];
  return (await loadInBatch(ctx, 'paraclinical.images', order._id, (ids) => imagesOf(ctx.db, ids))) ?? [];
}

/** Where a public page's service came from: set on the service carrying a returned report's text. */
const PUBLIC_ORDER = Symbol('paraclinical.publicOrder');
type PublicService = { [PUBLIC_ORDER]?: string };

/** Marks the service of a returned report that shows its text, so that its images show with it. */
export function withPublicImages<T extends { NoiDung: string | null; KetLuan: string | null }>(services: T[], orderId: string, kind: 'lab' | 'report'): T[] {
  if (kind !== 'report' || services.length === 0) return services;
  const last = services[services.length - 1]!;
  Object.defineProperty(last, PUBLIC_ORDER, { value: orderId, enumerable: false });
  return services;
}

/** KetQuaCLSCongKhaiDichVu.HinhAnhs: the page was reached with the patient's token, which covers their images. */
export async function publicImagesOf(ctx: RequestContext, service: PublicService): Promise<HinhAnhDichVuYeuCau[]> {
  const orderId = service[PUBLIC_ORDER];
  if (!orderId) return [];
  return (await loadInBatch(ctx, 'paraclinical.publicImages', orderId, (ids) => imagesOf(ctx.db, ids))) ?? [];
}

/**
 * The order a report's images are changed on: one of the caller's facility, of a report's work list, not returned,
 * and one that may be performed now (sent, the patient here, paid, the visit open). A sent one is taken.
 */
async function orderForImages(ctx: RequestContext, scope: WriteScope, id: string, now: Timestamp): Promise<ServiceOrder> {
  const viewer = ctx.requireViewer();
  const service = ctx.provided(SERVICE_ORDERS);
  // The order's row locked first: two screens changing its images at once count each other against the limit.
  await scope.tx.execute(sql`SELECT _id FROM "DichVuYeuCau" WHERE _id = ${id} FOR UPDATE`);
  const [before] = await service.list(scope.tx, viewer.nodeId, { ids: [id] });
  if (!before) throw badInput('paraclinical.orderNotFound', 'id');
  const number = before.SoPhieuYeuCau;
  if (workListOf(before.MaLoaiDichVu, before.MaNhomDichVu)?.resultKind !== 'report') throw badInput('paraclinical.images.notReport', 'id', { number });
  if (before.TrangThai === 'CoKetQua' || before.TrangThai === 'DaXemKetQua') throw badInput('paraclinical.resultReturned', 'id', { number });
  const refusal = await executionRefusal(scope.tx, before);
  if (refusal) throw badInput(refusal.key, 'id', refusal.params);
  if (before.TrangThai === 'ChuaKetQua') return before;
  const taken = await service.move(scope.tx, viewer, [id], 'SanSang', 'ChuaKetQua', now, 'id');
  const [refused] = taken.refused;
  if (refused) {
    const reason = reasonOfRefusal(ctx.lang, refused, 'SanSang');
    throw badInput(reason.key, 'id', reason.params);
  }
  const order = taken.moved[0]!;
  await auditOrders(scope, [{ before, after: order }]);
  return order;
}

/** themHinhAnhDichVuYeuCau: the caller's uploads attached after the order's images, each refused by its position when it cannot be. */
export async function themHinhAnhDichVuYeuCau(ctx: RequestContext, args: { id: unknown; fileIds: unknown }): Promise<ServiceOrder> {
  const viewer = ctx.requirePermission(PARACLINICAL_WRITE);
  const id = idOf(args.id, 'id');
  const fileIds = idList(args.fileIds, 'fileIds', MAX_IMAGES);
  const now: Timestamp = Date.now();
  return ctx.write(async (scope) => {
    const order = await orderForImages(ctx, scope, id, now);
    const existing = await orderImages.rows(scope.tx, [id]);
    if (existing.length + fileIds.length > MAX_IMAGES) {
      throw badInput('paraclinical.images.tooMany', 'fileIds', { number: order.SoPhieuYeuCau, max: MAX_IMAGES, left: Math.max(0, MAX_IMAGES - existing.length) });
    }
    await orderImages.attach(scope, viewer, id, fileIds, { SoPhieuYeuCau: order.SoPhieuYeuCau }, 'paraclinical.images.fileNotFound');
    announce(scope, viewer, [order]);
    return order;
  });
}

/** xoaHinhAnhDichVuYeuCau: the image's row removed and its file given back to the store's clean-up. */
export async function xoaHinhAnhDichVuYeuCau(ctx: RequestContext, args: { id: unknown; idHinhAnh: unknown }): Promise<ServiceOrder> {
  const viewer = ctx.requirePermission(PARACLINICAL_WRITE);
  const id = idOf(args.id, 'id');
  const imageId = idOf(args.idHinhAnh, 'idHinhAnh');
  const now: Timestamp = Date.now();
  return ctx.write(async (scope) => {
    const order = await orderForImages(ctx, scope, id, now);
    await orderImages.remove(scope, id, imageId, { SoPhieuYeuCau: order.SoPhieuYeuCau }, { key: 'paraclinical.images.notFound', params: { number: order.SoPhieuYeuCau } });
    announce(scope, viewer, [order]);
    return order;
  });
}

export const imageResolvers = {
  DichVuYeuCau: {
    HinhAnhs: (parent: { _id: string }, _: unknown, ctx: RequestContext) => hinhAnhsOf(ctx, parent),
  },
  KetQuaCLSCongKhaiDichVu: {
    HinhAnhs: (parent: PublicService, _: unknown, ctx: RequestContext) => publicImagesOf(ctx, parent),
  },
  Mutation: {
    themHinhAnhDichVuYeuCau: (_: unknown, args: { id: unknown; fileIds: unknown }, ctx: RequestContext) => themHinhAnhDichVuYeuCau(ctx, args),
    xoaHinhAnhDichVuYeuCau: (_: unknown, args: { id: unknown; idHinhAnh: unknown }, ctx: RequestContext) => xoaHinhAnhDichVuYeuCau(ctx, args),
  },
};

export const imageAuditLabels: AuditLabels = {
  entities: {
    DichVuYeuCau_HinhAnh: {
      label: { vi: 'Hình ảnh kết quả cận lâm sàng', en: 'Paraclinical report image' },
      name: { field: 'TenTep' },
      fields: {
        DichVuYeuCau_Id: { vi: 'Phiếu chỉ định', en: 'Service order' },
        SoPhieuYeuCau: { vi: 'Số phiếu', en: 'Request number' },
        File_Id: { vi: 'Tệp', en: 'File' },
        TenTep: { vi: 'Tên tệp', en: 'File name' },
        LoaiTep: { vi: 'Loại tệp', en: 'File type' },
        KichThuoc: { vi: 'Kích thước (byte)', en: 'Size (bytes)' },
        ThuTu: { vi: 'Thứ tự', en: 'Position' },
      },
      refs: { File_Id: 'his_files' },
    },
  },
  operations: {
    themHinhAnhDichVuYeuCau: { vi: 'Thêm hình ảnh kết quả cận lâm sàng', en: 'Attach images to a paraclinical report' },
    xoaHinhAnhDichVuYeuCau: { vi: 'Xóa hình ảnh kết quả cận lâm sàng', en: 'Remove an image from a paraclinical report' },
  },
};
