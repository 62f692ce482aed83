// The voucher tab's rule hook: whether a voucher can be redeemed at the counter. Redeeming comes with the promotion
// programmes (spec §3 Promotion program, Voucher), not yet part of the product: until then the hook says no, and why,
// so the tab keeps its place and its form shows the reason instead of failing on use.
export interface VoucherRedemption {
  available: boolean;
  /** The cashier plugin's text saying why not, when not available. */
  reasonKey: string;
}

export function voucherRedemption(): VoucherRedemption {
  return { available: false, reasonKey: 'cashier.voucher.withPromotions' };
}
