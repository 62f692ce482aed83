// The insurance-card lookup adapter: what reception asks the national insurance portal and what it learns back,
// whichever implementation (the portal over HTTP, the local simulator) answers.
import type { Timestamp } from '@his/sdk';

/** The portal needs the holder's name and birth date with either the citizen ID or the card number. */
export interface InsuranceCardQuery {
  /** 12-digit citizen ID (CCCD); the portal accepts it in place of a card number. */
  soCCCD?: string;
  /** The 15-character card number, or the 10-digit social-insurance number printed on cards since 2021. */
  maThe?: string;
  hoTen: string;
  /** 'dd/mm/yyyy', or 'yyyy' when only the year is known (as on the card). */
  ngaySinh: string;
}

/**
 * The portal's result codes (KQNhanLichSuKCB2024), plus ours from 900 up for what happens before an answer arrives.
 * 000 valid; 001/002 managed by army/police insurance; 003 old card expired, new one issued; 004 old card still valid,
 * new one issued; 010 expired; 050 not found; 051 wrong number; 052 wrong province; 053 wrong benefit code;
 * 054/055 the looking-up officer's citizen ID or name is not registered with the portal; 060 wrong name; 061 wrong
 * name (first letter right); 070 wrong birth date; 080 wrong gender; 090 wrong registered facility; 100/101 portal
 * errors; 110 withdrawn; 120-124 reported reduced; 130 child without card; 205 bad parameters; 401 authentication.
 */
export const INSURANCE_RESULT_CODES = [
  '000', '001', '002', '003', '004', '010', '050', '051', '052', '053', '054', '055', '060', '061', '070', '080', '090',
  '100', '101', '110', '120', '121', '122', '123', '124', '130', '205', '401', '900', '901', '902',
] as const;
export type InsuranceResultCode = (typeof INSURANCE_RESULT_CODES)[number];

/** The answer when no lookup is configured (mode 'off'). */
export const NOT_CONFIGURED: InsuranceResultCode = '900';
/** The portal could not be reached or did not answer in time. */
export const UNREACHABLE: InsuranceResultCode = '901';
/** The portal answered something we cannot read. */
export const UNREADABLE: InsuranceResultCode = '902';

export function isInsuranceResultCode(value: unknown): value is InsuranceResultCode {
  return (INSURANCE_RESULT_CODES as readonly unknown[]).includes(value);
}

/** The message key of a result code; an unknown code the portal may add later reads as an unreadable answer. */
export function insuranceResultMessageKey(code: string): string {
  return `reception.insuranceLookup.result.${isInsuranceResultCode(code) ? code : UNREADABLE}`;
}

/** One visit of the card holder as the portal lists it. */
export interface InsuranceVisit {
  /** The facility's 5-character code (maCSKCB). */
  maCSKCB: string;
  ngayVao: Timestamp | null;
  ngayRa: Timestamp | null;
  tenBenh: string;
}

export type InsuranceGender = 'MALE' | 'FEMALE' | 'OTHER';

/** The card as the portal holds it; dates are the start of the day in Vietnam. */
export interface InsuranceCard {
  maThe: string;
  hoTen: string;
  /** As the portal writes it: 'dd/mm/yyyy' or 'yyyy'. */
  ngaySinh: string;
  gioiTinh: InsuranceGender | null;
  diaChi: string | null;
  /** The registered facility (nơi đăng ký KCB ban đầu), 5 characters. */
  maDKBD: string | null;
  gtTheTu: Timestamp | null;
  gtTheDen: Timestamp | null;
  /** When five continuous insured years were reached. */
  ngayDu5Nam: Timestamp | null;
  maKV: 'K1' | 'K2' | 'K3' | null;
  /** The card that replaced this one (codes 003 and 004). */
  maTheMoi: string | null;
  gtTheTuMoi: Timestamp | null;
  gtTheDenMoi: Timestamp | null;
  lichSuKCB: InsuranceVisit[];
}

export interface InsuranceCardResult {
  maKetQua: InsuranceResultCode;
  /** The card when the portal found one (valid or not); null otherwise. */
  card: InsuranceCard | null;
}

export interface InsuranceLookup {
  /** Never throws and never hangs: every failure is a result code. */
  lookup(query: InsuranceCardQuery, signal?: AbortSignal): Promise<InsuranceCardResult>;
}

export function resultWithoutCard(maKetQua: InsuranceResultCode): InsuranceCardResult {
  return { maKetQua, card: null };
}

/** The lookup of mode 'off': every question answers 'not configured'. */
export const offInsuranceLookup: InsuranceLookup = {
  lookup: () => Promise.resolve(resultWithoutCard(NOT_CONFIGURED)),
};
