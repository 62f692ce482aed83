// The cashier's API: bills with the insurance split, receipts from receipt books, posting, refunds, e-invoices, the
// counter's queue and the day's summary; its permissions, events, audit names and demo pages.
import { defineServerPlugin, mergeAuditLabels } from '@his/sdk/server';
import { PRESCRIPTION_BILLING } from '../examination/contract';
import { INSURANCE_UNIT_PRICES, PATIENT_GROUPS } from '../pricing/contract';
import { SERVICE_ORDERS, VISIT_BILLING } from '../reception/contract';
import {
  CASHIER_BOOKS, CASHIER_CHANGE_GROUP, CASHIER_COLLECT, CASHIER_COMPLETE, CASHIER_EINVOICE, CASHIER_EXEMPT, CASHIER_INSURANCE_CONFIRM,
  CASHIER_POST, CASHIER_READ, CASHIER_RECEIPT_DELETE, CASHIER_RULES,
} from './rules/permissions';
import { cashierEvents } from './contract';
import { cashierSchema } from './api/schema';
import { printDataSchema } from './api/print-data-schema';
import { cashierResolvers } from './api/resolvers';
import { queueHandlers } from './api/queue';
import { eInvoiceSettings } from './server/e-invoice/settings';
import { cashierMigrations } from './api/migrations';
import { coreAuditLabels } from './api/audit-labels';
import { extrasAuditLabels } from './api/extras-audit-labels';
import { seedCashier } from './seed/index';
import { CASHIER_PRINTS } from './print/cashier-prints';
import vi from './locales/vi.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import { cashierAccess } from './api/access';

export default defineServerPlugin({
  id: 'cashier',
  requires: ['catalogues', 'pricing', 'reception', 'examination'],
  // Bills read reception's visits and orders, examination's prescriptions and pricing's insurance prices.
  consumes: [VISIT_BILLING, SERVICE_ORDERS, PRESCRIPTION_BILLING, INSURANCE_UNIT_PRICES, PATIENT_GROUPS],
  schema: [cashierSchema, printDataSchema].join('\n\n'),
  access: cashierAccess,
  resolvers: cashierResolvers,
  migrations: cashierMigrations,
  events: Object.values(cashierEvents),
  // The counter's queue follows the bills: visits, orders, prescriptions and receipts.
  on: queueHandlers,
  settings: eInvoiceSettings,
  printTemplates: [...CASHIER_PRINTS],
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
  auditLabels: mergeAuditLabels([coreAuditLabels, extrasAuditLabels]),
  seed: seedCashier,
  demoProfiles: {
    cashier: {
      navigation: [
        { path: '/vien-phi-ngoai-tru' }, { path: '/quyen-bien-lai' }, { path: '/mien-giam-ngoai-tru' }, { path: '/cap-nhat-doi-tuong-ngoai-tru' },
        { path: '/xac-nhan-bhyt-ngoai-tru' }, { path: '/danh-sach-xac-nhan-bhyt' },
      ],
      permissions: [
        CASHIER_READ, CASHIER_COLLECT, CASHIER_RECEIPT_DELETE, CASHIER_POST, CASHIER_COMPLETE, CASHIER_CHANGE_GROUP, CASHIER_EXEMPT, CASHIER_EINVOICE,
        // Assigning cashiers to a book searches the accounts.
        CASHIER_BOOKS, CASHIER_INSURANCE_CONFIRM, 'auth.users.read',
      ],
    },
    // The accountant posts what cashiers collected, keeps the receipt books, the insurance rules and reads the day's summary.
    accountant: {
      navigation: [{ path: '/vien-phi-ngoai-tru' }, { path: '/quyen-bien-lai' }, { path: '/danh-sach-xac-nhan-bhyt' }, { path: '/quy-tac-bhyt' }],
      permissions: [CASHIER_READ, CASHIER_POST, CASHIER_BOOKS, CASHIER_RULES, 'auth.users.read'],
    },
  },
});
