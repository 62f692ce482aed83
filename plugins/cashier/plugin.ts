// The cashier's screens: outpatient fees with receipts (/vien-phi-ngoai-tru), and the fee screens around them. The
// cashier's lists and open bill refresh on every receipt, posting and transaction, and as reception and doctors order.
import { definePlugin, eventSubscriptions, menuItem, onAppEvent, route, type SubscriptionHandler } from '@his/sdk/web';
import { examinationEvents } from '../examination/contract';
import { receptionEvents } from '../reception/contract';
import { CASHIER_BOOKS, CASHIER_CHANGE_GROUP, CASHIER_EXEMPT, CASHIER_INSURANCE_CONFIRM, CASHIER_READ, CASHIER_RULES, cashierEvents } from './contract';

const cashierPage = () => import('./web/pages').then((module) => module.CashierPage);

// What a receipt, a posting or an order anywhere can change on the cashier's screen: the lists, the bill, receipts.
const BILL_TYPENAMES = ['VienPhiBenhNhan', 'VienPhiData', 'ChiTietVienPhi', 'BienLai'];
const refreshBills: SubscriptionHandler = (_event, context) => context.refetch(BILL_TYPENAMES);
const BILLING_EVENTS = [
  cashierEvents.receiptCreated, cashierEvents.receiptDeleted, cashierEvents.posted, cashierEvents.unposted, cashierEvents.transactionUpdated,
  receptionEvents.create, receptionEvents.update, receptionEvents.delete, examinationEvents.create, examinationEvents.update, examinationEvents.delete,
];

// The fee screens around the cashier's: receipt books and posting rules, exemptions, patient group change, insurance
// confirmation and the insurance rules; each loads on its first visit.
const feeScreenRoutes = [
  route('/quyen-bien-lai', () => import('./web/receipt-books/receipt-books-page').then((module) => module.ReceiptBooksPage), { title: 'cashier.books.title', permission: CASHIER_BOOKS }),
  route('/mien-giam-ngoai-tru', () => import('./web/exemptions/exemptions-page').then((module) => module.ExemptionsPage), { title: 'cashier.fees.exempt.title', permission: CASHIER_EXEMPT }),
  route('/cap-nhat-doi-tuong-ngoai-tru', () => import('./web/group-change/group-change-page').then((module) => module.GroupChangePage), { title: 'cashier.fees.group.title', permission: CASHIER_CHANGE_GROUP }),
  route('/xac-nhan-bhyt-ngoai-tru', () => import('./web/insurance-confirmation/insurance-confirmation-page').then((module) => module.XacNhanBHYTNgoaiTruPage), { title: 'cashier.fees.confirm.title', permission: CASHIER_INSURANCE_CONFIRM }),
  route('/danh-sach-xac-nhan-bhyt', () => import('./web/insurance-confirmation/insurance-confirmation-page').then((module) => module.DanhSachXacNhanBHYTPage), { title: 'cashier.fees.confirm.listTitle', permission: CASHIER_READ }),
  route('/quy-tac-bhyt', () => import('./web/insurance-rules/insurance-rules-page').then((module) => module.InsuranceRulesPage), { title: 'cashier.rules.title', permission: CASHIER_RULES }),
];
const feeScreenMenu = [
  menuItem('cashier.menu.exemptions', '/mien-giam-ngoai-tru', { order: 52, permission: CASHIER_EXEMPT }),
  menuItem('cashier.menu.groupChange', '/cap-nhat-doi-tuong-ngoai-tru', { order: 53, permission: CASHIER_CHANGE_GROUP }),
  menuItem('cashier.menu.insuranceConfirm', '/xac-nhan-bhyt-ngoai-tru', { order: 54, permission: CASHIER_INSURANCE_CONFIRM }),
  menuItem('cashier.menu.insuranceConfirmList', '/danh-sach-xac-nhan-bhyt', { order: 55, permission: CASHIER_READ }),
  menuItem('cashier.menu.receiptBooks', '/quyen-bien-lai', { order: 56, permission: CASHIER_BOOKS }),
  // Beside the system settings: the accountant keeps them, as the law changes.
  menuItem('cashier.menu.insuranceRules', '/quy-tac-bhyt', { order: 91, permission: CASHIER_RULES }),
];

export default definePlugin({
  id: 'cashier',
  title: 'cashier.title',
  requires: ['reception', 'examination'],
  routes: [
    route('/vien-phi-ngoai-tru', cashierPage, { title: 'cashier.page.title', permission: CASHIER_READ }),
    ...feeScreenRoutes,
  ],
  menu: [menuItem('cashier.menu.outpatientFees', '/vien-phi-ngoai-tru', { order: 50, permission: CASHIER_READ }), ...feeScreenMenu],
  subscriptions: eventSubscriptions(...BILLING_EVENTS.map((event) => onAppEvent(event, refreshBills))),
  // Read by the fee screens' lists (useAppEvent): confirmations, and receipts moving a book's next number.
  eventModules: [cashierEvents.insuranceConfirmed.module, cashierEvents.receiptCreated.module],
  locales: { vi: () => import('./locales/vi.json'), en: () => import('./locales/en.json') },
});
