// What every paraclinical write leaves behind besides its change: an audit entry per order, before and after, and the
// event of each work list written, to the caller's facility after commit.
import type { Viewer, WriteScope } from '@his/sdk/server';
import type { ServiceOrder } from '../../reception/contract';
import { paraclinicalEvents, type DichVuYeuCauChange } from '../contract';
import { workListOf } from '../rules/work-lists';

const unique = (values: readonly string[]) => [...new Set(values)];

/** An order as its audit entry records it: with its results when it has some. */
export type AuditedOrder = ServiceOrder & { KetQuas?: unknown[] };

export async function auditOrders(scope: WriteScope, changes: readonly { before: AuditedOrder | undefined; after: AuditedOrder }[]): Promise<void> {
  for (const { before, after } of changes) await scope.audit({ action: 'UPDATE', entity: 'DichVuYeuCau', entityId: after._id, before, after });
}

/** One event per work list among the orders, naming them, their rooms, visits and patients. */
export function announce(scope: WriteScope, viewer: Viewer, orders: readonly ServiceOrder[]): void {
  const byEvent = new Map<keyof typeof paraclinicalEvents, ServiceOrder[]>();
  for (const order of orders) {
    const list = workListOf(order.MaLoaiDichVu, order.MaNhomDichVu);
    if (!list) continue;
    byEvent.set(list.event, [...(byEvent.get(list.event) ?? []), order]);
  }
  for (const [event, ofList] of byEvent) {
    const change: DichVuYeuCauChange = {
      ids: ofList.map((order) => order._id),
      PhongBan_Ids: unique(ofList.map((order) => order.NoiThucHien_Id)),
      TiepNhan_Ids: unique(ofList.map((order) => order.TiepNhan_Id)),
      BenhNhan_Ids: unique(ofList.map((order) => order.BenhNhan_Id)),
    };
    scope.emit(paraclinicalEvents[event], change, { idNodes: [viewer.nodeId] });
  }
}
