// A lab order's sample id (SID: yymmdd and the sample's number of the day at the facility, e.g. 2611250042, as the
// barcode on the tube reads) and its number of the day at the room (STTMau), given when it is first taken or saved;
// and the rule that a SID names one open order of the facility at a time.
import type { Timestamp } from '@his/sdk';
import { toCalendarDate } from '@his/sdk/format';
import { allocateNumber, badInput, type Db } from '@his/sdk/server';
import type { ServiceOrder, ServiceOrderPerformance, ServiceOrders } from '../../reception/contract';

/** Sent or taken: an analyser's message for the SID still lands on it. */
const OPEN_STATES = ['SanSang', 'ChuaKetQua'];
/** A typed SID may have taken the next number already: try a few more before giving up. */
const ATTEMPTS = 5;

const pad = (value: number, digits: number) => String(value).padStart(digits, '0');

function dayCode(at: Timestamp): string {
  const day = toCalendarDate(at);
  return `${pad(day.year % 100, 2)}${pad(day.month, 2)}${pad(day.day, 2)}`;
}

/** Refuses, naming SIDMau, a sample id that another open order of the facility carries. */
export async function checkSampleId(tx: Db, orders: ServiceOrders, facilityId: string, orderId: string, SIDMau: string): Promise<void> {
  const other = (await orders.list(tx, facilityId, { SIDMau, TrangThai: OPEN_STATES, limit: 2 })).find((order) => order._id !== orderId);
  if (other) throw badInput('paraclinical.sidTaken', 'SIDMau', { sid: SIDMau, number: other.SoPhieuYeuCau });
}

/** What a lab order lacks of its sample's numbers, allocated in the caller's transaction (counters per day). */
export async function sampleNumbers(tx: Db, orders: ServiceOrders, facilityId: string, order: ServiceOrder, now: Timestamp): Promise<Pick<ServiceOrderPerformance, 'SIDMau' | 'STTMau'>> {
  const given: Pick<ServiceOrderPerformance, 'SIDMau' | 'STTMau'> = {};
  const day = dayCode(now);
  if (order.SIDMau === null) {
    for (let attempt = 0; attempt < ATTEMPTS && given.SIDMau === undefined; attempt++) {
      const SIDMau = `${day}${pad(await allocateNumber(tx, `paraclinical.sid:${facilityId}:${day}`), 4)}`;
      const taken = await orders.list(tx, facilityId, { SIDMau, TrangThai: OPEN_STATES, limit: 1 });
      if (taken.length === 0) given.SIDMau = SIDMau;
    }
    if (given.SIDMau === undefined) throw badInput('paraclinical.sidUnavailable', 'SIDMau', { number: order.SoPhieuYeuCau });
  }
  if (order.STTMau === null) given.STTMau = await allocateNumber(tx, `paraclinical.sample:${order.NoiThucHien_Id}:${day}`);
  return given;
}
