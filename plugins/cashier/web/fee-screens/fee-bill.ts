// The bill the fee screens read and write (the FeeBillFields fragment), and its parts.
import type { FeeBillFieldsFragment } from '../../generated/graphql';

export type FeeBill = FeeBillFieldsFragment;
export type FeeBillLine = FeeBill['ChiTiets'][number];
export type FeeBillTotals = FeeBill['TongHop'];

/** The totals a screen shows, in order; each is đồng. */
export const TOTAL_FIELDS = ['TongTien', 'BHChiTra', 'BenhNhanTT', 'MienGiam', 'DaThu', 'TamUng', 'ConLai'] as const satisfies readonly (keyof FeeBillTotals)[];
