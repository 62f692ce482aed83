// Administration's contract, the only file of this plugin that others may import: the place on a record's screen where
// the record's audit history opens, and the place on the audit history where a patient is picked.
import { defineSlot, recordHistorySlot } from '@his/sdk';

export { AUDIT_READ_PERMISSION } from './rules/audit-log';

export type { RecordHistoryProps } from '@his/sdk';

/**
 * Actions beside a record's own on its screen (a patient, a unit, a catalogue row). Administration puts there, for
 * readers of the audit history (admin.audit.read), the button that opens the record's history; a variant without
 * administration shows nothing there. The host declares it, so that the SDK's catalogue form shows it too.
 */
export const recordHistory = recordHistorySlot;

/** A patient chosen for the audit history's filter, with the text that shows them. */
export interface AuditPatient {
  BenhNhan_Id: string;
  label: string;
}

export interface AuditPatientPickerProps {
  /** The field's label, in the reader's language. */
  label: string;
  value: AuditPatient | null;
  onValueChange: (patient: AuditPatient | null) => void;
}

/** The audit history's patient filter: the plugin that keeps patients (reception) puts its patient search there. */
export const auditPatientPicker = defineSlot<AuditPatientPickerProps>('admin.audit.patientPicker');
