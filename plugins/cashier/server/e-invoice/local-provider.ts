// The local e-invoice provider, for the demo and the tests: it behaves like a vendor's. Form number and symbol come from
// the settings ('1', 'C26TAA'), the symbol's year must be the invoice's, numbers have 8 digits and restart each year per
// facility, form and symbol (taken in the issuing transaction: no duplicate, no gap), each invoice has a random lookup
// code, and it renders the invoice as HTML.
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { toCalendarDate } from '@his/sdk/format';
import { badInput, rowsOf, type Db } from '@his/sdk/server';
import { renderInvoiceHtml } from './invoice-html';
import type { EInvoiceDraft, EInvoiceProvider, IssuedEInvoice, StoredEInvoice } from './provider';

export const LOCAL_PROVIDER_NAME = 'local';
/** How the local provider signs the invoices it draws. */
const LOCAL_PROVIDER_TITLE = 'Hóa đơn điện tử nội bộ';

/** Invoice numbers have at most 8 digits (Decree 123/2020, art. 10). */
export const MAX_INVOICE_NUMBER = 99_999_999;

/** Form numbers: 1 VAT invoice, 2 sales invoice, 3-6 other kinds. */
const PATTERN = /^[1-6]$/;
/**
 * Symbol: C (with the tax authority's code) or K (without), the year's last two digits, the kind (T registered
 * organisation, D, L, M cash register, N, B, G, H, X) and two letters the seller chooses.
 */
const SERIAL = /^[CK](\d{2})[TDLMNBGHX][A-Z]{2}$/;

const DEFAULT_PATTERN = '1';
// Without a stored symbol the provider uses the demo's: taxed with a code, registered organisation, 'AA'.
const defaultSerial = (year: number) => `C${String(year % 100).padStart(2, '0')}TAA`;

// Lookup codes avoid characters read alike (0 and O, 1 and I).
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 12;

export interface LocalProviderConfig {
  /** Form number; '1' when not set. */
  pattern: string | null;
  /** Symbol; 'C<yy>TAA' of the invoice's year when not set. */
  serial: string | null;
}

export interface LocalProviderDeps {
  /** A new lookup code; random by default. */
  lookupCode?: () => string;
}

export function randomLookupCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/** The form and symbol an invoice of `year` is issued under, or BAD_USER_INPUT saying what is wrong with the settings. */
export function patternAndSerial(config: LocalProviderConfig, year: number): { Pattern: string; Serial: string } {
  const Pattern = config.pattern?.trim() || DEFAULT_PATTERN;
  if (!PATTERN.test(Pattern)) throw badInput('cashier.einvoice.patternInvalid', 'Pattern', { pattern: Pattern });
  const Serial = config.serial?.trim().toUpperCase() || defaultSerial(year);
  const match = SERIAL.exec(Serial);
  if (!match) throw badInput('cashier.einvoice.serialInvalid', 'Serial', { serial: Serial });
  const yy = String(year % 100).padStart(2, '0');
  if (match[1] !== yy) throw badInput('cashier.einvoice.serialYear', 'Serial', { serial: Serial, year });
  return { Pattern, Serial };
}

/** The next number of the facility's form and symbol for the year, in the caller's transaction. */
async function nextInvoiceNumber(tx: Db, facilityId: string, Pattern: string, Serial: string, year: number): Promise<number> {
  const [row] = rowsOf<{ SoCuoi: number }>(await tx.execute(sql`
    INSERT INTO "HoaDonDienTu_SoThuTu" ("node_Id", "Pattern", "Serial", "Nam", "SoCuoi") VALUES (${facilityId}, ${Pattern}, ${Serial}, ${year}, 1)
    ON CONFLICT ("node_Id", "Pattern", "Serial", "Nam") DO UPDATE SET "SoCuoi" = "HoaDonDienTu_SoThuTu"."SoCuoi" + 1
    RETURNING "SoCuoi"`));
  const number = Number(row!.SoCuoi);
  // The transaction that hits the end rolls back with its number: the counter never passes the last one.
  if (number > MAX_INVOICE_NUMBER) throw badInput('cashier.einvoice.numbersUsedUp', 'Serial', { pattern: Pattern, serial: Serial, year });
  return number;
}

export function createLocalEInvoiceProvider(config: LocalProviderConfig, deps: LocalProviderDeps = {}): EInvoiceProvider {
  const lookupCode = deps.lookupCode ?? randomLookupCode;
  return {
    name: LOCAL_PROVIDER_NAME,
    async issue(draft: EInvoiceDraft, tx: Db): Promise<IssuedEInvoice> {
      const { year } = toCalendarDate(draft.issuedAt);
      const { Pattern, Serial } = patternAndSerial(config, year);
      const SoHoaDon = await nextInvoiceNumber(tx, draft.facilityId, Pattern, Serial, year);
      return { MaHoaDon: lookupCode(), Pattern, Serial, SoHoaDon, NgayHoaDon: draft.issuedAt };
    },
    // Nothing to tell anyone: the row's state is the local provider's whole record.
    cancel: async () => undefined,
    render: async (invoice: StoredEInvoice) => renderInvoiceHtml(invoice, LOCAL_PROVIDER_TITLE),
  };
}
