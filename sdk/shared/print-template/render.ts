// Renders a print template with data into HTML: every value escaped, helpers for money, words, dates, QR and barcodes.
import Mustache from 'mustache';
// The browser build: its toSVG is plain JavaScript, and the package's main entry has no types outside node/browser conditions.
import { toSVG } from 'bwip-js/browser';
import { formatDate, formatDateTime, formatMoney, moneyInWords } from '../format';
import type { Dong, Timestamp } from '../units';
import { printTemplateBodyProblem } from './body-check';

/** A body the renderer refuses: its message key says why. */
export class PrintTemplateBodyError extends Error {
  constructor(readonly messageKey: string) {
    super(messageKey);
  }
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x2F;': '/', '&#x60;': '`', '&#x3D;': '=' };

// A helper's section is rendered by Mustache, so its text arrives escaped: the helper works on the value itself
// and escapes what it returns (Mustache inserts a helper's result as it is).
function unescaped(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x2F|#x60|#x3D);/g, (entity) => ENTITIES[entity]!);
}

function escaped(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

type Helper = () => (text: string, render: (text: string) => string) => string;

function numberHelper(format: (value: number) => string): Helper {
  return () => (text, render) => {
    const source = unescaped(render(text)).trim();
    const value = Number(source);
    return source === '' || !Number.isFinite(value) ? '' : escaped(format(value));
  };
}

function svgHelper(bcid: 'qrcode' | 'code128'): Helper {
  return () => (text, render) => {
    const value = unescaped(render(text)).trim();
    if (value === '') return '';
    try {
      // bwip-js writes the SVG itself from the symbol's modules: no text of the value ends up in it.
      return toSVG(bcid === 'qrcode' ? { bcid, text: value } : { bcid, text: value, includetext: true, textxalign: 'center' });
    } catch {
      // Code128 refuses characters outside its sets; a misprinted barcode is worse than none.
      return '';
    }
  };
}

const HELPERS: Record<string, Helper> = {
  money: numberHelper((value) => formatMoney(value as Dong)),
  moneyWords: numberHelper((value) => moneyInWords(value as Dong)),
  date: numberHelper((value) => formatDate(value as Timestamp)),
  dateTime: numberHelper((value) => formatDateTime(value as Timestamp)),
  qr: svgHelper('qrcode'),
  barcode: svgHelper('code128'),
};

/** The helpers a body may use as sections: {{#money}}{{price}}{{/money}}. */
export const PRINT_TEMPLATE_HELPERS = Object.keys(HELPERS);

/** The body rendered with `data`, or PrintTemplateBodyError when the body may not be rendered. */
export function renderPrintTemplate(body: string, data: Record<string, unknown>): string {
  const problem = printTemplateBodyProblem(body);
  if (problem) throw new PrintTemplateBodyError(problem);
  // Helpers come last so that data cannot replace them at the top level.
  return Mustache.render(body, { ...data, ...HELPERS });
}
