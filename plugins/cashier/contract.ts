// The cashier's contract, the only file of this plugin that others may import: its permissions and the events it
// publishes (spec §4 real-time: billing post and un-post, receipt created by billing, transaction updated).
import { defineEvent } from '@his/sdk';

export {
  CASHIER_BOOKS, CASHIER_CHANGE_GROUP, CASHIER_COLLECT, CASHIER_COMPLETE, CASHIER_EINVOICE, CASHIER_EXEMPT, CASHIER_INSURANCE_CONFIRM,
  CASHIER_POST, CASHIER_READ, CASHIER_RECEIPT_DELETE, CASHIER_RULES,
} from './rules/permissions';

/** What every cashier event carries: the visit and patient whose bill changed, and the receipt when one did. */
export interface VienPhiChange {
  TiepNhan_Id: string;
  BenhNhan_Id: string;
  BienLai_Id?: string;
}

/** Module 'VienPhiNgoaiTru' (spec §4 subscription modules: outpatient billing). */
export const cashierEvents = {
  receiptCreated: defineEvent<VienPhiChange>('VienPhiNgoaiTru', 'BienLaiCreated'),
  receiptDeleted: defineEvent<VienPhiChange>('VienPhiNgoaiTru', 'BienLaiDeleted'),
  posted: defineEvent<VienPhiChange>('VienPhiNgoaiTru', 'HachToan'),
  unposted: defineEvent<VienPhiChange>('VienPhiNgoaiTru', 'HuyHachToan'),
  transactionUpdated: defineEvent<VienPhiChange>('VienPhiNgoaiTru', 'TransactionUpdated'),
  insuranceConfirmed: defineEvent<VienPhiChange>('XacNhanBHYT', 'update'),
} as const;
