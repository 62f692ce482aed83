// What every procedures write leaves behind besides its change: the event of the surgery notes module (spec §4),
// naming the orders, notes, rooms, visits and patients written, to the caller's facility after commit.
import type { Viewer, WriteScope } from '@his/sdk/server';
import { proceduresEvents, type TuongTrinhPTTTChange } from '../contract';

const unique = (values: readonly string[]) => [...new Set(values)];

export interface AnnouncedOrder {
  _id: string;
  NoiThucHien_Id: string;
  TiepNhan_Id: string;
  BenhNhan_Id: string;
}

export function announce(scope: WriteScope, viewer: Viewer, orders: readonly AnnouncedOrder[], noteIds: readonly string[] = []): void {
  const change: TuongTrinhPTTTChange = {
    ids: unique(orders.map((order) => order._id)),
    TuongTrinhPTTT_Ids: unique(noteIds),
    PhongBan_Ids: unique(orders.map((order) => order.NoiThucHien_Id)),
    TiepNhan_Ids: unique(orders.map((order) => order.TiepNhan_Id)),
    BenhNhan_Ids: unique(orders.map((order) => order.BenhNhan_Id)),
  };
  scope.emit(proceduresEvents.update, change, { idNodes: [viewer.nodeId] });
}
