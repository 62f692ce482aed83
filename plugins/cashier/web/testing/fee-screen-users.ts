// Who uses the fee screens in stories and tests: a cashier with every fee right, and an accountant with the books,
// the posting rules, the insurance rules and the reading of the day's summary.
import {
  CASHIER_BOOKS, CASHIER_CHANGE_GROUP, CASHIER_COLLECT, CASHIER_EXEMPT, CASHIER_INSURANCE_CONFIRM, CASHIER_READ, CASHIER_RULES,
} from '../../contract';

export type FeeScreenRole = 'cashier' | 'accountant';

export const FEE_SCREEN_USERS: Record<FeeScreenRole, { user: { username: string; name: string; profile: string }; permissions: string[] }> = {
  cashier: {
    user: { username: 'thungan1', name: 'Nguyễn Thị Thu', profile: 'Thu ngân' },
    permissions: [CASHIER_READ, CASHIER_COLLECT, CASHIER_EXEMPT, CASHIER_CHANGE_GROUP, CASHIER_INSURANCE_CONFIRM],
  },
  accountant: {
    user: { username: 'ketoan', name: 'Lê Minh Kế', profile: 'Kế toán' },
    permissions: [CASHIER_READ, CASHIER_BOOKS, CASHIER_RULES, 'auth.users.read'],
  },
};
