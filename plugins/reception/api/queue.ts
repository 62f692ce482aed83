// Queue tickets: the next number of a room for a day, given in the transaction that stores the ticket, so numbers
// of a room and day run 1, 2, 3, … without a gap or a repeat however many desks receive at once.
import { startOfDay } from '@his/sdk/format';
import type { Timestamp } from '@his/sdk';
import { allocateNumber, newId, type Db } from '@his/sdk/server';

export interface QueueTicketNumber {
  _id: string;
  /** Start of the day in Vietnam (ms). */
  Ngay: Timestamp;
  SoThuTu: number;
}

export async function allocateQueueTicket(tx: Db, place: { facilityId: string; roomId: string; at: Timestamp }): Promise<QueueTicketNumber> {
  const day = startOfDay(place.at);
  const SoThuTu = await allocateNumber(tx, `queue:${place.facilityId}:${place.roomId}:${day}`);
  return { _id: newId(), Ngay: day, SoThuTu };
}
