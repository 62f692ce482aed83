// The e-invoice adapter: what the cashier asks an e-invoice provider (issue, cancel, render) and what it learns back,
// whichever implementation answers: the local provider (demo and tests) or a vendor over HTTP (VNPT, Viettel, MISA…).
import type { Dong, Timestamp } from '@his/sdk';
import type { Db } from '@his/sdk/server';

/** Medical services are exempt from VAT ('KCT', không chịu thuế); the rate column says it on every line. */
export const VAT_EXEMPT = 'KCT';

export interface EInvoiceParty {
  name: string;
  /** The seller's tax code; a buyer's when the patient gives a company's. */
  taxCode: string | null;
  address: string | null;
  phone: string | null;
}

export interface EInvoiceBuyer extends EInvoiceParty {
  /** The patient's code (MaYTe), printed as the buyer's code. */
  code: string;
}

export interface EInvoiceLine {
  name: string;
  unit: string | null;
  quantity: number;
  unitPrice: Dong;
  amount: Dong;
  /** Always VAT_EXEMPT for medical services. */
  vatRate: string;
}

/** An invoice to issue for one collected receipt, as every provider takes it. */
export interface EInvoiceDraft {
  /** The receipt it documents: the vendor's idempotency key, so that a repeated call never issues twice. */
  receiptId: string;
  /** The receipt's code and number (MaBienLai), printed as the reference. */
  receiptCode: string;
  facilityId: string;
  issuedAt: Timestamp;
  seller: EInvoiceParty;
  buyer: EInvoiceBuyer;
  lines: EInvoiceLine[];
  total: Dong;
  /** The total in Vietnamese words ('Một trăm nghìn đồng'). */
  totalInWords: string;
  /** The payment method's name ('Tiền mặt'). */
  paymentMethod: string | null;
}

/** What a provider answers for an issued invoice. */
export interface IssuedEInvoice {
  /** The lookup code the buyer uses on the provider's portal; unique. */
  MaHoaDon: string;
  /** Form number ('1') and symbol ('C26TAA'). */
  Pattern: string;
  Serial: string;
  /** Up to 8 digits, restarting each year. */
  SoHoaDon: number;
  NgayHoaDon: Timestamp;
}

/** An invoice as stored: what render needs to draw it again, whatever provider issued it. */
export interface StoredEInvoice extends IssuedEInvoice {
  TrangThai: string;
  LyDoHuy: string | null;
  NgayHuy: Timestamp | null;
  draft: EInvoiceDraft;
}

export interface EInvoiceProvider {
  /** How the provider is named on the invoice row (NhaCungCap) and in its error messages. */
  readonly name: string;
  /**
   * Issues the invoice. The local provider takes its number in `tx`, the caller's transaction (no duplicate, no gap);
   * a vendor numbers it on its side. Refuses (BAD_USER_INPUT naming the provider) what it cannot issue.
   */
  issue(draft: EInvoiceDraft, tx: Db): Promise<IssuedEInvoice>;
  /** Cancels an issued invoice with the reason, on the provider's side. */
  cancel(invoice: StoredEInvoice, reason: string): Promise<void>;
  /** Self-contained HTML of the invoice as the provider shows it. */
  render(invoice: StoredEInvoice): Promise<string>;
}
