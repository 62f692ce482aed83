// What a scan parser answers: the decoded fields, or why the text is not a card, never an exception (a scanner types
// whatever it read into the page, and the reception form must go on).

/** Why a scan was refused; the screen shows the spec's 'invalid scan code' warning (`scan.invalid`) for any of them. */
export type ScanProblem = 'empty' | 'fieldCount' | 'cardNumber' | 'name' | 'birthDate' | 'gender' | 'date' | 'facilityCode' | 'citizenId';

export type ScanResult<T> = { ok: true; value: T } | { ok: false; problem: ScanProblem; messageKey: 'scan.invalid' };

export function scanned<T>(value: T): ScanResult<T> {
  return { ok: true, value };
}

export function invalidScan<T>(problem: ScanProblem): ScanResult<T> {
  return { ok: false, problem, messageKey: 'scan.invalid' };
}

/** The fields of a pipe-separated scan: trimmed, Unicode-composed, '-' or nothing as null, a trailing '$' dropped. */
export function scanFields(text: string): (string | null)[] {
  const body = text.normalize('NFC').trim().replace(/\$$/, '');
  return body.split('|').map((field) => {
    const value = field.trim();
    return value === '' || value === '-' ? null : value;
  });
}

/** A day as printed on a card: 'dd/mm/yyyy', or 'ddmmyyyy' on the citizen ID; null when it is not a real day. */
export function cardDate(text: string | null): { year: number; month: number; day: number } | null {
  const match = text ? /^(\d{2})\/?(\d{2})\/?(\d{4})$/.exec(text) : null;
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 ? { year, month, day } : null;
}
