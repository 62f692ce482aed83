// The health-insurance (BHYT) card: its 15-character number split into its parts, and its QR code decoded (see
// vietnam-health-reference.md: fields separated by '|', ending in '$', text fields hex-encoded UTF-8, '-' empty).
import { cardDate, invalidScan, scanFields, scanned, type ScanResult } from './scan-result';

export interface InsuranceCardNumberParts {
  /** Two letters: who the holder is (DN, HT, TE, …), which the object-code table maps to a benefit level. */
  objectCode: string;
  /** 1 to 5: the share insurance pays. */
  benefitLevel: number;
  /** The old (63-province) code of the province that issued the card. */
  provinceCode: string;
  /** The holder's 10-digit social-insurance number, which cards issued since 4/2021 print alone. */
  socialInsuranceNumber: string;
}

/** A 15-character card number in its parts of 2, 1, 2 and 10 characters (spec §5 Reception). */
export function splitInsuranceCardNumber(code: string): ScanResult<InsuranceCardNumberParts> {
  const match = /^([A-Z]{2})([1-5])(\d{2})(\d{10})$/.exec(code.trim().toUpperCase());
  if (!match) return invalidScan('cardNumber');
  return scanned({ objectCode: match[1]!, benefitLevel: Number(match[2]), provinceCode: match[3]!, socialInsuranceNumber: match[4]! });
}

type Day = { year: number; month: number; day: number };

export interface InsuranceCardScan {
  /** As on the card: 15 characters, or the 10-digit social-insurance number of a newer card. */
  cardNumber: string;
  /** The parts of a 15-character number; null for a 10-digit one. */
  parts: InsuranceCardNumberParts | null;
  fullName: string;
  /** A full day, or only the year when the card prints only the year. */
  birthDate: Day | null;
  birthYear: number;
  gender: 'MALE' | 'FEMALE' | null;
  address: string | null;
  /** The registered facility (nơi đăng ký KCB ban đầu): 5 characters, which may hold letters ('01 - C54' is 01C54). */
  facilityCode: string | null;
  validFrom: Day | null;
  validTo: Day | null;
  issueDate: Day | null;
  managingAgencyCode: string | null;
  parentName: string | null;
  /** K1, K2 or K3 (living-area code) on older cards; newer cards carry another code here. */
  areaOrBenefitCode: string | null;
  /** When five consecutive insured years were reached (co-payment ends after 6 months of base salary that year). */
  fiveYearsDate: Day | null;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** A text field: hex-encoded UTF-8 on the card, plain text from some scanners. */
function cardText(field: string | null): string | null {
  if (field === null) return null;
  if (!/^(?:[0-9a-f]{2})+$/i.test(field)) return field;
  const bytes = new Uint8Array(field.length / 2);
  for (let index = 0; index < bytes.length; index++) bytes[index] = Number.parseInt(field.slice(index * 2, index * 2 + 2), 16);
  try {
    return utf8.decode(bytes).normalize('NFC').trim() || null;
  } catch {
    // Not UTF-8: a plain field that happens to look like hex (a number, say).
    return field;
  }
}

function facilityCodeOf(field: string | null): string | null | false {
  if (field === null) return null;
  const code = field.replace(/[\s-]+/g, '').toUpperCase();
  return /^[0-9]{2}[0-9A-Z]{3}$/.test(code) ? code : false;
}

/** The fields of an insurance card's QR code; an invalid result (never an exception) for anything else. */
export function parseInsuranceCardQr(text: string): ScanResult<InsuranceCardScan> {
  if (typeof text !== 'string' || text.trim() === '') return invalidScan('empty');
  const fields = scanFields(text);
  // Through the card's end of validity at least; newer cards add fields after the checksum.
  if (fields.length < 8) return invalidScan('fieldCount');
  const field = (index: number) => fields[index] ?? null;
  const cardNumber = (field(0) ?? '').toUpperCase();
  const split = splitInsuranceCardNumber(cardNumber);
  if (!split.ok && !/^\d{10}$/.test(cardNumber)) return invalidScan('cardNumber');
  const fullName = cardText(field(1));
  if (!fullName) return invalidScan('name');
  const birth = field(2);
  const birthDate = cardDate(birth);
  const birthYear = birthDate?.year ?? (birth && /^\d{4}$/.test(birth) ? Number(birth) : null);
  if (birthYear === null || birthYear < 1900) return invalidScan('birthDate');
  const genderCode = field(3);
  if (genderCode !== null && genderCode !== '1' && genderCode !== '2') return invalidScan('gender');
  const facilityCode = facilityCodeOf(field(5));
  if (facilityCode === false) return invalidScan('facilityCode');
  const dates = [field(6), field(7), field(8), field(12)].map((value) => ({ value, day: cardDate(value) }));
  if (dates.some(({ value, day }) => value !== null && day === null)) return invalidScan('date');
  return scanned({
    cardNumber,
    parts: split.ok ? split.value : null,
    fullName,
    birthDate,
    birthYear,
    gender: genderCode === '1' ? 'MALE' : genderCode === '2' ? 'FEMALE' : null,
    address: cardText(field(4)),
    facilityCode,
    validFrom: dates[0]!.day,
    validTo: dates[1]!.day,
    issueDate: dates[2]!.day,
    managingAgencyCode: field(9),
    parentName: cardText(field(10)),
    areaOrBenefitCode: field(11),
    fiveYearsDate: dates[3]!.day,
  });
}
