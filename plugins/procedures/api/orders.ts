// The procedure orders (reception's DichVuYeuCau of the service types of a procedure list) a write acts on: locked for
// its transaction so that two rooms writing one order take turns, refused when not a procedure order of the facility,
// and the states in which it may be worked on.
import { sql } from 'drizzle-orm';
import { badInput, type Db, type RequestContext, type Viewer } from '@his/sdk/server';
import { SERVICE_ORDERS, type ServiceOrder } from '../../reception/contract';
import { isReturned } from '../rules/states';
import { procedureListOf } from '../rules/work-lists';

export const isProcedureOrder = (order: Pick<ServiceOrder, 'MaLoaiDichVu'>) => procedureListOf(order.MaLoaiDichVu) !== null;

/** The procedure order of this id, locked, or `procedures.orderNotFound` on `field`. */
export async function lockedProcedureOrder(tx: Db, ctx: Pick<RequestContext, 'provided'>, viewer: Viewer, id: string, field: string): Promise<ServiceOrder> {
  await tx.execute(sql`SELECT 1 FROM "DichVuYeuCau" WHERE _id = ${id} AND "node_Id" = ${viewer.nodeId} FOR UPDATE`);
  const [order] = await ctx.provided(SERVICE_ORDERS).list(tx, viewer.nodeId, { ids: [id] });
  if (!order || !isProcedureOrder(order)) throw badInput('procedures.orderNotFound', field);
  return order;
}

/** A sent or taken order, not yet returned: what assignments and notes are written on. */
export function requireOpen(order: ServiceOrder, field: string): void {
  const number = order.SoPhieuYeuCau;
  if (order.TrangThai === 'Nhap') throw badInput('procedures.check.notSent', field, { number });
  if (order.TrangThai === 'DaHuy') throw badInput('procedures.check.cancelled', field, { number });
  if (isReturned(order.TrangThai)) throw badInput('procedures.returned', field, { number });
}

/** The order's services, for the shifts and devices that do them. */
export const serviceIdsOf = (order: ServiceOrder) => order.ChiTiets.map((line) => line.DichVu_Id);
