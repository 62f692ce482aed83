// Who works the cashier screen in stories and tests: the cashier with every right of the counter.
import { CASHIER_COLLECT, CASHIER_COMPLETE, CASHIER_EINVOICE, CASHIER_POST, CASHIER_READ, CASHIER_RECEIPT_DELETE } from '../../contract';

export const CASHIER_USER = { username: 'thungan', name: 'Lê Thị Cúc', profile: 'Thu ngân' };
export const CASHIER_PERMISSIONS = [CASHIER_READ, CASHIER_COLLECT, CASHIER_POST, CASHIER_RECEIPT_DELETE, CASHIER_EINVOICE, CASHIER_COMPLETE];
