// The bill the fee screens read and write (the cashier's CashierBillFields fragment, one for every screen), and its parts.
import type { CashierBillFieldsFragment } from '../../generated/graphql';

export type FeeBill = CashierBillFieldsFragment;
export type FeeBillLine = FeeBill['ChiTiets'][number];
export type FeeBillTotals = FeeBill['TongHop'];

/** The totals a screen shows, in order; each is đồng. */
export const TOTAL_FIELDS = ['TongTien', 'BHChiTra', 'BenhNhanTT', 'MienGiam', 'DaThu', 'TamUng', 'ConLai'] as const satisfies readonly (keyof FeeBillTotals)[];
