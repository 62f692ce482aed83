// The cashier's API: bills with the insurance split, receipts from receipt books, posting, refunds, e-invoices, the
// counter's queue and the day's summary; its permissions, events, audit names and demo pages.
import { defineServerPlugin } from '@his/sdk/server';
import {
  CASHIER_BOOKS, CASHIER_CHANGE_GROUP, CASHIER_COLLECT, CASHIER_COMPLETE, CASHIER_EINVOICE, CASHIER_EXEMPT, CASHIER_INSURANCE_CONFIRM,
  CASHIER_POST, CASHIER_READ, CASHIER_RECEIPT_DELETE, CASHIER_RULES,
} from './rules/permissions';
import { cashierEvents } from './contract';
import { cashierSchema } from './api/schema';
import { cashierResolvers } from './api/resolvers';
import { cashierMigrations } from './api/migrations';
import vi from './locales/vi.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

export default defineServerPlugin({
  id: 'cashier',
  requires: ['catalogues', 'pricing', 'reception', 'examination'],
  schema: cashierSchema,
  resolvers: cashierResolvers,
  migrations: cashierMigrations,
  events: Object.values(cashierEvents),
  permissions: [
    { code: CASHIER_READ, title: { vi: 'Xem viện phí, biên lai', en: 'View bills and receipts' } },
    { code: CASHIER_COLLECT, title: { vi: 'Thu tiền, tạm ứng, hoàn ứng', en: 'Collect payments, advances and refunds' } },
    { code: CASHIER_RECEIPT_DELETE, title: { vi: 'Hủy biên lai', en: 'Delete receipts' } },
    { code: CASHIER_POST, title: { vi: 'Hạch toán, hủy hạch toán', en: 'Post and unpost' } },
    { code: CASHIER_COMPLETE, title: { vi: 'Hoàn tất viện phí', en: 'Complete visit fees' } },
    { code: CASHIER_CHANGE_GROUP, title: { vi: 'Chuyển đổi đối tượng', en: 'Change the patient group' } },
    { code: CASHIER_EXEMPT, title: { vi: 'Miễn giảm', en: 'Exemptions and discounts' } },
    { code: CASHIER_EINVOICE, title: { vi: 'Hóa đơn điện tử', en: 'E-invoices' } },
    { code: CASHIER_BOOKS, title: { vi: 'Quyển biên lai, hạch toán hình thức thanh toán', en: 'Receipt books and payment posting rules' } },
    { code: CASHIER_INSURANCE_CONFIRM, title: { vi: 'Xác nhận BHYT', en: 'Confirm insurance costs' } },
    { code: CASHIER_RULES, title: { vi: 'Quy tắc thanh toán BHYT', en: 'Insurance payment rules' } },
  ],
  locales: { vi, en },
});
