// The number in a spreadsheet cell, read the same way by every import (catalogues, price lists).
// Commas group thousands and a dot starts the fraction, as the spec's money format shows numbers ('1,250,000.5').
// Dots between groups of three digits are Vietnamese thousands grouping where nothing else can be meant: with two or
// more of them ('1.250.000'), or in a column of whole numbers (đồng, counts), where '42.100' cannot be a fraction.
// Elsewhere a single dot ('1.234') is the fraction point, as the spec's format says.

const GROUPED_BY_COMMAS = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/;
const GROUPED_BY_DOTS = /^-?\d{1,3}(\.\d{3}){2,}$/;
const GROUPED_BY_ONE_DOT = /^-?\d{1,3}\.\d{3}$/;
const PLAIN = /^-?\d+(\.\d+)?$/;
// Money cells are often typed with their unit after the amount.
const CURRENCY = /(đ|đồng|vnđ|vnd)$/i;

/**
 * The number a cell holds: null for an empty cell, NaN for a cell that is not a number (words, '1.5.5', '12a3'),
 * which the caller refuses with its own message. `whole` says the column holds whole numbers only; a fraction is
 * still read, for the caller's whole-number check to refuse. Bounds are the caller's too.
 */
export function readSheetNumber(cell: unknown, options: { whole?: boolean } = {}): number | null {
  if (cell === null || cell === undefined) return null;
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : Number.NaN;
  if (typeof cell !== 'string') return Number.NaN;
  const compact = cell.replace(/\s/g, '').replace(CURRENCY, '');
  if (cell.trim() === '') return null;
  if (GROUPED_BY_COMMAS.test(compact)) return Number(compact.replace(/,/g, ''));
  if (GROUPED_BY_DOTS.test(compact) || (options.whole && GROUPED_BY_ONE_DOT.test(compact))) return Number(compact.replace(/\./g, ''));
  if (PLAIN.test(compact)) return Number(compact);
  return Number.NaN;
}
