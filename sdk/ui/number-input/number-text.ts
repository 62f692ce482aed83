// What a number box holds while the user types: digits grouped with commas as they go, the caret kept after
// the same digit, and the number the text stands for.
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

/** The number a text stands for: null for empty text or text that is not a number (kept, and flagged by the caller). */
export function numberOfText(text: string): number | null {
  return parseMoney(text);
}

function countSignificant(text: string): number {
  return text.replace(/[^\d.-]/g, '').length;
}

/**
 * Cleans what the user typed or pasted: drops anything but digits, one dot and a leading minus, cuts the fraction to
 * `fractionDigits`, regroups the whole part, and moves the caret so it stays after the same digit.
 */
export function editNumberText(raw: string, caret: number, options: NumberTextOptions): EditedText {
  const before = countSignificant(raw.slice(0, caret));
  let negative = false;
  let whole = '';
  let fraction: string | null = null;
  for (const [index, char] of [...raw].entries()) {
    if (char === '-' && index === 0 && options.allowNegative) negative = true;
    else if (char === '.' && fraction === null && options.fractionDigits > 0) fraction = '';
    else if (/\d/.test(char)) {
      if (fraction === null) whole += char;
      else if (fraction.length < options.fractionDigits) fraction += char;
    }
  }
  // '007' reads as 7; a lone '0' before a dot stays.
  whole = whole.replace(/^0+(?=\d)/, '');
  const groupedWhole = options.grouping ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole;
  const text = `${negative ? '-' : ''}${groupedWhole}${fraction === null ? '' : `.${fraction}`}`;
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
