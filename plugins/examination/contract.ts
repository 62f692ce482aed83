// Examination's contract, the only file of this plugin that others may import: its permissions, the events it
// publishes when a room's examinations change, and the places on the exam that other plugins fill.
import { defineEvent, defineSlot } from '@his/sdk';

export { EXAMINATION_READ, EXAMINATION_WRITE } from './rules/permissions';

/** What an examination event carries: the examinations (KhamBenh) or examination orders written, and their rooms. */
export interface KhamBenhChange {
  ids: string[];
  PhongBan_Ids: string[];
}

/**
 * Published to the facility when a room's queue or examinations change (spec §4: examination events; the queue
 * refreshes on every doctor's screen): a patient called, started, saved, ended, reopened, cancelled or removed.
 */
export const examinationEvents = {
  create: defineEvent<KhamBenhChange>('examination', 'create'),
  update: defineEvent<KhamBenhChange>('examination', 'update'),
  delete: defineEvent<KhamBenhChange>('examination', 'delete'),
} as const;

/** Buttons beside the exam's own on the doctor's screen (another plugin's sheet, a referral, …). */
export const examActions = defineSlot<{ examId: string; visitId: string; patientId: string; open: boolean }>('examination.exam.actions');

/** The exam's test results tab: the visit's paraclinical orders and their results, as another plugin shows them. */
export const examResults = defineSlot<{ examId: string; visitId: string; patientId: string; open: boolean }>('examination.exam.results');
