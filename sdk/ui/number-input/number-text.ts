// What a number box holds while the user types: digits grouped with commas as they go, the caret kept after
// the same digit, and the number the text stands for or why it cannot be read.
import { formatMoney, parseMoney } from '@his/sdk/format';

export interface NumberTextOptions {
  /** Digits allowed after the dot; 0 for whole numbers (money in đồng, counts). */
  fractionDigits: number;
  /** Whether a minus sign may be typed. */
  allowNegative: boolean;
  /** Thousands commas while typing and after leaving the box. */
  grouping: boolean;
}

export interface EditedText {
  text: string;
  /** Where the caret goes in `text`. */
  caret: number;
}

/** The text shown for a stored value. */
export function textOfNumber(value: number | null | undefined, options: NumberTextOptions): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const text = formatMoney(value);
  return options.grouping ? text : text.replace(/,/g, '');
}

/** What a box's text says: the number it stands for, and why it cannot be taken as typed. */
export interface ReadNumber {
  /** null for empty text; NaN for text that is not a number ('abc', '1.5.5', '-12a3.4'); else the number typed. */
  value: number | null;
  /** The message key of what is wrong with the text as typed, or null. Bounds are checked separately. */
  problem: string | null;
}

// Commas are grouping only and may sit anywhere while the user edits; one dot starts the fraction.
const NUMBER_TEXT = /^-?\d+(?:,\d+)*(?:\.(\d*))?$/;

/** Reads a box's text without changing it: what cannot be read is reported, never repaired. */
export function readNumberText(text: string, options: NumberTextOptions): ReadNumber {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null, problem: null };
  const match = NUMBER_TEXT.exec(trimmed);
  const value = match ? parseMoney(trimmed) : null;
  // The spec's own wording: whole-number boxes take digits only; decimal boxes digits and one dot.
  if (trimmed === '-' && !options.allowNegative) return { value: Number.NaN, problem: 'validation.negativeNumber' };
  if (!match || value === null) return { value: Number.NaN, problem: options.fractionDigits > 0 ? 'validation.numericInput' : 'validation.digitsOnly' };
  if (value < 0 && !options.allowNegative) return { value, problem: 'validation.negativeNumber' };
  const fraction = match[1] ?? '';
  if (fraction.length > options.fractionDigits) return { value, problem: options.fractionDigits === 0 ? 'validation.integer' : 'ui.number.fractionDigits' };
  return { value, problem: null };
}

/** The number a text stands for: null for empty text, NaN for text that is not a number. */
export function numberOfText(text: string, options: NumberTextOptions): number | null {
  return readNumberText(text, options).value;
}

function countSignificant(text: string): number {
  return text.replace(/[^\d.-]/g, '').length;
}

/**
 * Regroups what the user typed or pasted when it is a number the box accepts, and moves the caret so it stays after
 * the same digit. Anything else is left exactly as typed, for the box to flag: a silent repair ('-5' to 5, '1.5.5'
 * to 155) would save a number nobody typed.
 */
export function editNumberText(raw: string, caret: number, options: NumberTextOptions): EditedText {
  if (readNumberText(raw, options).problem !== null || raw.trim() === '') return { text: raw, caret };
  const before = countSignificant(raw.slice(0, caret));
  const compact = raw.trim().replace(/,/g, '');
  const negative = compact.startsWith('-');
  const [wholeDigits = '', fraction] = compact.replace('-', '').split('.');
  // '007' reads as 7; a lone '0' before a dot stays.
  const whole = wholeDigits.replace(/^0+(?=\d)/, '');
  const groupedWhole = options.grouping ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole;
  const text = `${negative ? '-' : ''}${groupedWhole}${fraction === undefined ? '' : `.${fraction}`}`;
  return { text, caret: caretAfter(text, Math.min(before, countSignificant(text))) };
}

// The position just after the `count`-th significant character (digit, dot or minus) of `text`.
function caretAfter(text: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index++) {
    if (/[\d.-]/.test(text[index]!)) seen++;
    if (seen === count) return index + 1;
  }
  return text.length;
}
