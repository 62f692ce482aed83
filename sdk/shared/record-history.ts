// The place on a record's screen where the record's audit history opens: the host declares it, so that the SDK's own
// screens (a catalogue row's form) render it as plugins' screens do; administration fills it.
import { defineSlot } from './slot-ref';

/** One record, as its audit entries name it. */
export interface RecordHistoryProps {
  /** The entity's name as entries carry it (spec §3): 'BenhNhan', 'Node', 'DM_DichVu'. */
  entity: string;
  entityId: string;
  /** The record's name, for the dialog's title. */
  recordName?: string;
}

export const recordHistorySlot = defineSlot<RecordHistoryProps>('shell.record.history');
