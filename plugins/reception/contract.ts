// Reception's contract, the only file of this plugin that others may import: its permissions, the events it
// publishes when visits, queue tickets and patients change, and the places on its screens others may fill.
import { defineEvent, defineSlot } from '@his/sdk';

export { PATIENT_ACCOUNT, PATIENT_IMPORT, PATIENT_READ, PATIENT_WRITE, RECEPTION_RECEIVE } from './rules/permissions';

/** What a visit event carries: the visits (TiepNhan) and their patients. */
export interface TiepNhanChange {
  ids: string[];
  BenhNhan_Ids: string[];
}

/** Published to the facility after a visit is received, changed or cancelled (spec §4: reception created, updated, deleted). */
export const receptionEvents = {
  create: defineEvent<TiepNhanChange>('reception', 'create'),
  update: defineEvent<TiepNhanChange>('reception', 'update'),
  delete: defineEvent<TiepNhanChange>('reception', 'delete'),
} as const;

/** What a queue event carries: the rooms whose queue changed. */
export interface QueueChange {
  PhongBan_Ids: string[];
}

/** Published when tickets are given out or change state (spec §4 subscription module "queue reception"). */
export const queueEvents = {
  update: defineEvent<QueueChange>('queueReception', 'update'),
} as const;

/** What a patient event carries: the patients (BenhNhan) written. */
export interface BenhNhanChange {
  ids: string[];
}

export const patientEvents = {
  create: defineEvent<BenhNhanChange>('BenhNhan', 'create'),
  update: defineEvent<BenhNhanChange>('BenhNhan', 'update'),
  delete: defineEvent<BenhNhanChange>('BenhNhan', 'delete'),
} as const;

/** Buttons beside a received visit's own on the reception screen (print a slip, send to a kiosk, …). */
export const visitActions = defineSlot<{ tiepNhanId: string; benhNhanId: string }>('reception.visit.actions');
