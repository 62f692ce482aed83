// What the follow-up appointment slip (examination.giayHenTaiKham) prints, with its last valid day worked out. Kept
// apart from the template so the screen builds the data without the renderer in its bundle.
import type { Timestamp } from '@his/sdk';
import { followUpValidUntil } from '../rules/transfer';

/** What the follow-up slip prints; built by the exam screen from the exam and its patient. */
export interface FollowUpSlipData {
  facilityName: string;
  examCode: string;
  patientName: string;
  patientCode: string;
  birthYear: number | string;
  sex: string;
  address: string;
  insuranceNumber: string;
  insuranceValidTo: Timestamp | null;
  examDate: Timestamp;
  diagnosis: string;
  followUpDate: Timestamp;
  validUntil: Timestamp;
  doctorName: string;
  printedAt: Timestamp;
}

/** The slip's data with its last valid day worked out from the follow-up date. */
export function followUpSlipData(data: Omit<FollowUpSlipData, 'validUntil'>): FollowUpSlipData & Record<string, unknown> {
  return { ...data, validUntil: followUpValidUntil(data.followUpDate) };
}
