// Procedures' contract, the only file of this plugin that others may import: its permissions and the event it
// publishes when a procedure order, its note, its assignments or a shift is written (spec §4 subscription module
// "surgery notes").
import { defineEvent } from '@his/sdk';

export { PROCEDURES_READ, PROCEDURES_UNLOCK, PROCEDURES_VERIFY_SUPPLIES, PROCEDURES_WRITE } from './rules/permissions';

/** What a procedures event carries: the orders (DichVuYeuCau) written, their notes, rooms, visits and patients. */
export interface TuongTrinhPTTTChange {
  ids: string[];
  TuongTrinhPTTT_Ids: string[];
  PhongBan_Ids: string[];
  TiepNhan_Ids: string[];
  BenhNhan_Ids: string[];
}

/** Published to the facility after every write of the procedure rooms: moves, notes, locks, assignments and shifts. */
export const proceduresEvents = {
  update: defineEvent<TuongTrinhPTTTChange>('TuongTrinhPTTT', 'update'),
} as const;
