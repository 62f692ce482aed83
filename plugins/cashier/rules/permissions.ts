// The permissions the cashier checks: each operation names one (the server refuses without it).

/** The cashier's lists, a visit's bill, receipts, the day's summary and the e-invoice views. */
export const CASHIER_READ = 'cashier.read';
/** Take money: payments, advances, refunds (createBienLai_ByVienPhi), and the counter's queue. */
export const CASHIER_COLLECT = 'cashier.collect';
/** Delete a receipt, with a reason. */
export const CASHIER_RECEIPT_DELETE = 'cashier.receipt.delete';
/** Post collected lines and cancel postings. */
export const CASHIER_POST = 'cashier.post';
/** Complete a visit's fees and undo it; remove unpaid services; cancel a prescription's payment request. */
export const CASHIER_COMPLETE = 'cashier.complete';
/** Change a visit's patient group (ChuyenDoiDoiTuong). */
export const CASHIER_CHANGE_GROUP = 'cashier.changeGroup';
/** Exemptions and discounts on bill lines. */
export const CASHIER_EXEMPT = 'cashier.exempt';
/** Issue and cancel e-invoices. */
export const CASHIER_EINVOICE = 'cashier.einvoice';
/** Receipt books and their cashiers; payment-method posting rules. */
export const CASHIER_BOOKS = 'cashier.books';
/** Confirm a visit's insurance costs (a confirmed visit takes no change). */
export const CASHIER_INSURANCE_CONFIRM = 'cashier.insuranceConfirm';
/** Edit the dated insurance payment rules. */
export const CASHIER_RULES = 'cashier.rules';
