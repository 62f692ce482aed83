// Money as the spec shows it: a thousands comma, a dot before any fraction ('1,234,567', '-1,500').
import type { Dong } from '../units';

// Ten fraction digits hide binary noise (0.1 + 0.2) without hiding any real fraction of a đồng amount.
const moneyFormatter = new Intl.NumberFormat('en-US', { useGrouping: true, maximumFractionDigits: 10 });

/** '1,234,567' for 1234567; '' for NaN or an infinity, so a field shows nothing rather than 'NaN'. */
export function formatMoney(value: Dong | number): string {
  if (!Number.isFinite(value)) return '';
  // Intl keeps the sign of negative zero ('-0'), which means nothing for money.
  if (value === 0) return '0';
  return moneyFormatter.format(value);
}

// Commas are grouping only: their positions are not checked, so a half-edited '1,2345' still reads as 12345.
// A trailing dot is accepted because it is what a field holds while the user is typing a fraction.
const MONEY_TEXT = /^-?\d+(?:,\d+)*(?:\.\d*)?$/;

/** The number in a money text, or null when the text is empty, malformed or beyond exact integers. */
export function parseMoney(text: string): number | null {
  const trimmed = text.trim();
  if (!MONEY_TEXT.test(trimmed)) return null;
  const value = Number(trimmed.replace(/,/g, ''));
  if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER) return null;
  // '-0' parses to negative zero; callers compare amounts with ===, so give them plain zero.
  return value === 0 ? 0 : value;
}
