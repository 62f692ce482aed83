// Consultation's contract, the only file of this plugin that others may import: its permissions and the events it
// publishes when consultation minutes are written, signed or removed.
import { defineEvent } from '@his/sdk';

export { CONSULTATION_READ, CONSULTATION_REOPEN, CONSULTATION_WRITE } from './rules/permissions';

/** What a minutes event carries: the minutes (BienBanHoiChan) written, their visits and patients. */
export interface BienBanHoiChanChange {
  ids: string[];
  TiepNhan_Ids: string[];
  BenhNhan_Ids: string[];
}

/** Published to the facility after minutes are created, changed (signed and reopened too) or removed. */
export const consultationEvents = {
  create: defineEvent<BienBanHoiChanChange>('BienBanHoiChan', 'create'),
  update: defineEvent<BienBanHoiChanChange>('BienBanHoiChan', 'update'),
  delete: defineEvent<BienBanHoiChanChange>('BienBanHoiChan', 'delete'),
} as const;
