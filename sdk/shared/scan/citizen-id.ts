// The citizen ID (CCCD) QR code: `<12-digit id>|<old 9-digit CMND or empty>|<name>|<birth ddMMyyyy>|<Nam|Nữ>|<address>|
// <issue date ddMMyyyy>`, read tolerantly: newer cards and some scanners add trailing fields.
import { cardDate, invalidScan, scanFields, scanned, type ScanResult } from './scan-result';

type Day = { year: number; month: number; day: number };

export interface CitizenIdScan {
  citizenId: string;
  /** The old 9-digit identity card number, when the card carries it. */
  oldId: string | null;
  fullName: string;
  birthDate: Day;
  gender: 'MALE' | 'FEMALE' | null;
  address: string | null;
  issueDate: Day | null;
}

/** 'Nam' or 'Nữ', also as a Vietnamese input method or a scanner may leave them (unaccented, other case). */
function genderOf(text: string | null): 'MALE' | 'FEMALE' | null | false {
  if (text === null) return null;
  const plain = text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  if (plain === 'nam') return 'MALE';
  if (plain === 'nu') return 'FEMALE';
  return false;
}

/** The fields of a citizen ID's QR code; an invalid result (never an exception) for anything else. */
export function parseCitizenIdQr(text: string): ScanResult<CitizenIdScan> {
  if (typeof text !== 'string' || text.trim() === '') return invalidScan('empty');
  const fields = scanFields(text);
  if (fields.length < 7) return invalidScan('fieldCount');
  const field = (index: number) => fields[index] ?? null;
  const citizenId = field(0) ?? '';
  if (!/^\d{12}$/.test(citizenId)) return invalidScan('citizenId');
  const oldId = field(1);
  if (oldId !== null && !/^\d{9}$/.test(oldId)) return invalidScan('citizenId');
  const fullName = field(2);
  if (!fullName) return invalidScan('name');
  const birthDate = cardDate(field(3));
  if (!birthDate) return invalidScan('birthDate');
  const gender = genderOf(field(4));
  if (gender === false) return invalidScan('gender');
  const issue = field(6);
  const issueDate = cardDate(issue);
  if (issue !== null && !issueDate) return invalidScan('date');
  return scanned({ citizenId, oldId, fullName, birthDate, gender, address: field(5), issueDate });
}
