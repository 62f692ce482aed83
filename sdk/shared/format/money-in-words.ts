// Amounts read out in Vietnamese for receipts and invoices: 1,250,000 → 'Một triệu hai trăm năm mươi nghìn đồng'.
import type { Dong } from '../units';

/**
 * Reading choices that vary by region or house style; the defaults are the official northern reading.
 * - zeroTens: 'linh' (105 'một trăm linh năm') or 'lẻ' ('một trăm lẻ năm').
 * - fourAfterTens: 'tư' (24 'hai mươi tư') or 'bốn' ('hai mươi bốn'); 14 is always 'mười bốn'.
 * - thousand: 'nghìn' or the southern 'ngàn'.
 */
export interface VietnameseNumberOptions {
  zeroTens?: 'linh' | 'lẻ';
  fourAfterTens?: 'tư' | 'bốn';
  thousand?: 'nghìn' | 'ngàn';
}

const DIGITS = ['không', 'một', 'hai', 'ba', 'bốn', 'năm', 'sáu', 'bảy', 'tám', 'chín'] as const;

type Reading = Required<VietnameseNumberOptions>;

const digit = (n: number): string => DIGITS[n]!;

// One group of three digits. `full` is set for every group after the first, which keeps 'không trăm'
// (1,005,000 'một triệu không trăm linh năm nghìn'); a leading group is read as written (5 'năm').
function readGroup(group: number, full: boolean, reading: Reading): string[] {
  const hundreds = Math.floor(group / 100);
  const tens = Math.floor(group / 10) % 10;
  const units = group % 10;
  const words: string[] = [];
  const saysHundreds = full || hundreds > 0;
  if (saysHundreds) words.push(digit(hundreds), 'trăm');
  if (tens === 0) {
    // After 'linh' the digit is plain: 'linh một', 'linh bốn', 'linh năm'.
    if (units > 0) words.push(...(saysHundreds ? [reading.zeroTens, digit(units)] : [digit(units)]));
  } else if (tens === 1) {
    // 'mười một', 'mười bốn': never 'mốt' or 'tư' after mười; only 5 changes, to 'lăm'.
    words.push('mười');
    if (units > 0) words.push(units === 5 ? 'lăm' : digit(units));
  } else {
    words.push(digit(tens), 'mươi');
    if (units === 1) words.push('mốt');
    else if (units === 4) words.push(reading.fourAfterTens);
    else if (units === 5) words.push('lăm');
    else if (units > 0) words.push(digit(units));
  }
  return words;
}

// Below a billion: groups of thousands and millions; all-zero groups are skipped (2,000,500 'hai triệu năm trăm').
function readBelowBillion(value: number, leading: boolean, reading: Reading): string[] {
  const groups = [Math.floor(value / 1_000_000), Math.floor(value / 1_000) % 1_000, value % 1_000];
  const scales = ['triệu', reading.thousand, ''];
  const words: string[] = [];
  let full = !leading;
  groups.forEach((group, index) => {
    if (group === 0) return;
    words.push(...readGroup(group, full, reading));
    if (scales[index]) words.push(scales[index]!);
    full = true;
  });
  return words;
}

// Billions repeat the reading in front of 'tỷ': 10^12 is 'một nghìn tỷ', 10^15 'một triệu tỷ', 10^18 'một tỷ tỷ'.
function readWords(value: number, leading: boolean, reading: Reading): string[] {
  const billions = Math.floor(value / 1_000_000_000);
  const rest = value % 1_000_000_000;
  if (billions === 0) return readBelowBillion(rest, leading, reading);
  const words = [...readWords(billions, leading, reading), 'tỷ'];
  if (rest > 0) words.push(...readBelowBillion(rest, false, reading));
  return words;
}

function assertWholeNumber(value: number): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Only whole numbers up to ${Number.MAX_SAFE_INTEGER} can be read in words, got ${value}`);
}

/** A whole number in lower-case Vietnamese words: 1005 → 'một nghìn không trăm linh năm', -3 → 'âm ba'. */
export function numberInWords(value: number, options: VietnameseNumberOptions = {}): string {
  assertWholeNumber(value);
  const reading: Reading = { zeroTens: 'linh', fourAfterTens: 'tư', thousand: 'nghìn', ...options };
  if (value === 0) return 'không';
  const words = readWords(Math.abs(value), true, reading);
  return (value < 0 ? ['âm', ...words] : words).join(' ');
}

/**
 * An amount as written on receipts and invoices: capital first letter, 'đồng' at the end.
 * 0 → 'Không đồng'; -1,500 → 'Âm một nghìn năm trăm đồng'. Throws RangeError for fractions of a đồng,
 * which have no reading on a document and mean the amount was computed wrongly.
 */
export function moneyInWords(value: Dong, options: VietnameseNumberOptions = {}): string {
  const text = `${numberInWords(value, options)} đồng`;
  return text.charAt(0).toLocaleUpperCase('vi') + text.slice(1);
}
